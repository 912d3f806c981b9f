"""A board a terminal cannot draw is written in plain ASCII instead of question marks.

The board and the words of the game use emoji (dice faces, worms, bonuses), box-drawing lines
and a few typographic signs. A terminal whose encoding cannot show them (`LANG=C`, which is
ASCII; a Windows console in cp1252 or cp850) would print `?` for each. Every terminal stream
of the command line is therefore opened with the `pickomino-plain` error handler: a character
the encoding has is written as is (so a UTF-8 terminal never reaches the handler), one it lacks
is written in its plain form: `W` for a worm, `[hen]` for the hen, `=` for a double line, the
letter without its accent. A picture symbol with none is left out with the space after it;
and a Pick Pic card's emoji, always followed by the card's words in parentheses
(tables.pickpic), are left out whole: `LANG=C` reads the card's names, not bits of its
picture. Any other character with no plain form becomes `?`.
"""

import codecs
import io
import os
import sys
import unicodedata
from collections.abc import Mapping
from typing import Final, TextIO

HANDLER: Final = "pickomino-plain"

PLAIN_SYMBOLS: Final = {
    "🐦\u200d⬛": "[crow]",
    "🪱": "W",
    "🥫": "[can]",
    "🐔": "[hen]",
    "🐦": "[crow]",
    "🦦": "[weasel]",
    "🎲": "[gold]",
    "🍎": "[apple]",
    "🍖": "[grilled]",
    "⬛": "[##]",
    "▶": ">",
    "🚪": "[left]",
    "🤖": "[computer]",
    "💥": "!",
    "🏆": "[winner]",
    "🥇": "1st",
    "🥈": "2nd",
    "🥉": "3rd",
    "═": "=",
    "─": "-",
    "·": "-",
    "×": "x",
    "…": "...",
    "µ": "u",
    "✅": "[ok]",
    "⏳": "[waiting]",
    "↩": "<-",
    "→": "->",
    "«": '"',
    "»": '"',
    "’": "'",
    "\u00a0": " ",
    "\u202f": " ",
}
"""Plain forms, longest first where one symbol starts another (the crow is a bird and a
square joined by a zero-width joiner)."""

INVISIBLE: Final = {"\ufe0f", "\u20e3", "\u200d"}
"""Emoji presentation selector, keycap and joiner: a keycap digit `1️⃣` is plain `1`."""
PICTURE_SYMBOL: Final = "So"
"""Unicode's "other symbol" category: emoji and pictographs."""


def plain(text: str, encoding: str = "ascii") -> str:
    """`text` with every character `encoding` lacks in its plain form."""
    return text.encode(encoding, errors=HANDLER).decode(encoding)


def plain_forms(text: str) -> str:
    """Every character of `text` in its plain ASCII form."""
    result = []
    index = 0
    while index < len(text):
        for symbol, replacement in PLAIN_SYMBOLS.items():
            if text.startswith(symbol, index):
                result.append(replacement)
                index += len(symbol)
                break
        else:
            result.append(_stripped(text[index]))
            index += 1
    return "".join(result)


def _stripped(character: str) -> str:
    """An accented letter without its accent (`é` -> `e`), nothing for an invisible mark or a
    picture symbol (its words stand beside it, see above)."""
    if character in INVISIBLE or unicodedata.category(character) == PICTURE_SYMBOL:
        return ""
    base = "".join(
        part for part in unicodedata.normalize("NFKD", character) if not unicodedata.combining(part)
    )
    return base if base and base.isascii() else "?"


def _card_emoji_end(text: str, start: int) -> int | None:
    """Where the words of a card start, when `text` shows a card's emoji from `start`: picture
    symbols and spaces up to an opening parenthesis, one symbol at least with no plain form
    (the board's own symbols all have one, so they are never taken for a card)."""
    end = start
    unnamed = False
    while end < len(text) and (
        text[end] in INVISIBLE
        or text[end] == " "
        or unicodedata.category(text[end]) == PICTURE_SYMBOL
    ):
        unnamed = unnamed or (
            text[end] not in PLAIN_SYMBOLS and text[end] not in INVISIBLE and text[end] != " "
        )
        end += 1
    return end if unnamed and text[end : end + 1] == "(" else None


def _handle(error: UnicodeError) -> tuple[str, int]:
    """The characters the codec could not encode (a run of them), in their plain forms; the
    invisible marks right after the run go with it."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    card = _card_emoji_end(error.object, error.start)
    if card is not None:
        return "", card
    end = error.end
    while end < len(error.object) and error.object[end] in INVISIBLE:
        end += 1
    run = error.object[error.start : end]
    replaced = plain_forms(run)
    dropped = any(unicodedata.category(character) == PICTURE_SYMBOL for character in run)
    if dropped and not replaced and error.object[end : end + 1] == " ":
        end += 1
    return replaced, end


codecs.register_error(HANDLER, _handle)


def shows_ascii_only(
    stream: TextIO, environ: Mapping[str, str], platform: str, utf8_mode: bool
) -> bool:
    """Whether `stream` is a terminal that shows ASCII only, whatever its encoding says (a
    pipe or a file gets every character).

    A terminal in the `C` or `POSIX` locale (`LANG=C`, or no locale at all) shows ASCII; Python
    writes UTF-8 to it all the same, as it turns its UTF-8 mode on by itself there (PEP 540)
    and sets LC_CTYPE to C.UTF-8 for its children (PEP 538): that mode, not asked for with
    PYTHONUTF8, is how such a terminal is recognised. The console of Windows takes UTF-8, but
    its old window (not Windows Terminal, which sets WT_SESSION) draws no emoji."""
    if not stream.isatty():
        return False
    if platform == "win32":
        return "WT_SESSION" not in environ
    return utf8_mode and "PYTHONUTF8" not in environ


def for_terminal(stream: TextIO) -> None:
    """Set `stream` to write every character it cannot show in its plain form."""
    if isinstance(stream, io.TextIOWrapper):
        if shows_ascii_only(stream, os.environ, sys.platform, bool(sys.flags.utf8_mode)):
            stream.reconfigure(encoding="ascii", errors=HANDLER)
        else:
            stream.reconfigure(errors=HANDLER)
