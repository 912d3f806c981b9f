"""The board's markup (tables.markup: `**bold**`, a tile number in backquotes, a backslash
before a character meant literally) as HTML, every character of the text escaped first.

A name is put in the markup with its markdown characters escaped (tables.markup.safe_name),
so `**x**` typed as a name shows as typed here too, and `<script>` is text.
"""

import re
from collections.abc import Iterable

from markupsafe import Markup, escape

from tables.markup import NAME_LENGTH

ISOLATE, POP_ISOLATE = "\u2068", "\u2069"

_KEYCAP = re.compile("([0-9])\ufe0f?\u20e3")
"""A die's face as the boards write it (tables.pickomino.symbols: "1️⃣"): drawn as the digit in a
box, since emoji fonts draw keycaps apart from the digit, and some not at all."""
_TOKEN = re.compile(r"\\(.)|\*\*((?:\\.|[^\\])+?)\*\*|`([^`]+)`|<@-?\d+>", re.DOTALL)


def html(text: str) -> Markup:
    """`text`'s markup as HTML."""
    parts: list[str] = []
    done = 0
    for match in _TOKEN.finditer(text):
        parts.append(_plain(text[done : match.start()]))
        literal, bold, code = match.groups()
        if literal is not None:
            parts.append(escape(literal))
        elif bold is not None:
            parts.append(Markup("<strong>%s</strong>") % html(bold))
        elif code is not None:
            parts.append(Markup("<code>%s</code>") % code)
        done = match.end()
    parts.append(_plain(text[done:]))
    return Markup("").join(parts)


def _plain(text: str) -> Markup:
    return Markup(_KEYCAP.sub(r'<span class="keycap">\1</span>', str(escape(text))))


def isolated(names: Iterable[str]) -> list[str]:
    """Each name in a bidirectional isolate (Unicode's first-strong isolate and its pop), cut
    so that the pop survives the boards' cut: a name typed with a right-to-left override
    turns itself around, never the words after it."""
    return [f"{ISOLATE}{name.strip()[: NAME_LENGTH - 2]}{POP_ISOLATE}" for name in names]
