"""A board a terminal cannot draw is written in plain ASCII instead of question marks.

The board and the words of the game use emoji (dice faces, worms, bonuses), box-drawing lines
and a few typographic signs. A terminal whose encoding cannot show them (`LANG=C`, which is
ASCII; a Windows console in cp1252 or cp850) would print `?` for each. Every terminal stream
of the command line is therefore opened with the `pickomino-plain` error handler: a character
the encoding has is written as is (so a UTF-8 terminal never reaches the handler), one it lacks
is written in its plain form: `W` for a worm, `[hen]` for the hen, `=` for a double line, the
letter without its accent. Only a character with no plain form becomes `?`.
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
    "✅": "[done]",
    "⏳": "[waiting]",
    "→": "->",
    "↩": "[undo]",
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
    """An accented letter without its accent (`é` -> `e`), nothing for an invisible mark."""
    if character in INVISIBLE:
        return ""
    base = "".join(
        part for part in unicodedata.normalize("NFKD", character) if not unicodedata.combining(part)
    )
    return base if base and base.isascii() else "?"


def _handle(error: UnicodeError) -> tuple[str, int]:
    """The characters the codec could not encode (a run of them), in their plain forms; the
    invisible marks right after the run go with it."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    end = error.end
    while end < len(error.object) and error.object[end] in INVISIBLE:
        end += 1
    return plain_forms(error.object[error.start : end]), end


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
