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
from collections.abc import Callable, Mapping
from typing import Final, TextIO

from words.i18n import DEFAULT_LANGUAGE, LANGUAGES

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
    "═": "=",
    "─": "-",
    "·": "-",
    "×": "x",
    "…": "...",
    "µ": "u",
    "°": "o",
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

MEDALS: Final = {"🥇": 1, "🥈": 2, "🥉": 3}
"""Places, written as ordinals in the reader's language (words.ordinals): 1st, 1er."""

INVISIBLE: Final = {"\ufe0f", "\u20e3", "\u200d"}
"""Emoji presentation selector, keycap and joiner: a keycap digit `1️⃣` is plain `1`."""
PICTURE_SYMBOL: Final = "So"
"""Unicode's "other symbol" category: emoji and pictographs."""


def handler(language: str) -> str:
    """The error handler that writes plain forms in `language` (its places' ordinals)."""
    return HANDLER if language == DEFAULT_LANGUAGE else f"{HANDLER}-{language}"


def plain(text: str, encoding: str = "ascii", language: str = DEFAULT_LANGUAGE) -> str:
    """`text` with every character `encoding` lacks in its plain form."""
    return text.encode(encoding, errors=handler(language)).decode(encoding)


def plain_forms(text: str, language: str = DEFAULT_LANGUAGE) -> str:
    """Every character of `text` in its plain ASCII form."""
    result = []
    index = 0
    while index < len(text):
        if text[index] in MEDALS:
            from words.ordinals import ordinal

            result.append(ordinal(MEDALS[text[index]], language))
            index += 1
            continue
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
            text[end] not in PLAIN_SYMBOLS
            and text[end] not in MEDALS
            and text[end] not in INVISIBLE
            and text[end] != " "
        )
        end += 1
    return end if unnamed and text[end : end + 1] == "(" else None


def _handler_of(language: str) -> Callable[[UnicodeError], tuple[str, int]]:
    return lambda error: _handle(error, language)


def _handle(error: UnicodeError, language: str) -> tuple[str, int]:
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
    replaced = plain_forms(run, language)
    dropped = any(unicodedata.category(character) == PICTURE_SYMBOL for character in run)
    if dropped and not replaced and error.object[end : end + 1] == " ":
        end += 1
    return replaced, end


for _language in LANGUAGES:
    codecs.register_error(handler(_language), _handler_of(_language))


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


def for_terminal(stream: TextIO, language: str = DEFAULT_LANGUAGE) -> None:
    """Set `stream` to write every character it cannot show in its plain form, in
    `language`."""
    if isinstance(stream, io.TextIOWrapper):
        errors = handler(language)
        if shows_ascii_only(stream, os.environ, sys.platform, bool(sys.flags.utf8_mode)):
            stream.reconfigure(encoding="ascii", errors=errors)
        else:
            stream.reconfigure(errors=errors)
