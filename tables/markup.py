"""The markup of the board description's text, and how a typed name is made safe in it.

Lines of a `tables.board.Board` are text with Discord's small markdown subset, because that is
what the catalogs' strings already carry: `**bold**`, a tile number in backquotes, a backslash
before a character meant literally, and `<@user id>` for a person. Discord shows it as is; the
console takes the marks off (console.board_text). Names are cut to Discord's display-name length
and their markdown characters escaped, so a name like `*x*` shows as typed on both.
"""

import re
from functools import lru_cache

NAME_LENGTH = 32
"""Discord's longest display name; longer input is cut so that layouts keep their limits."""

_COMMON = r"^>(?:>>)?\s|\[.+\]\(.+\)|^#{1,3}|^\s*-"
_URL = r"(?P<url><[^: >]+:\/[^ >]+>|(?:https?|steam):\/\/[^\s<]+[^<.,:;\"\'\]\s])"
_MARKDOWN = re.compile(rf"(?:{_URL}|(?P<markdown>[_\\~|\*`]|{_COMMON}))", re.MULTILINE)
"""discord.utils.escape_markdown's expression (discord.py 2.x, MIT), so that names escape the
same way they did when the board was built with discord.py; tests/test_layers.py compares."""


def escape_markdown(text: str) -> str:
    """Every markdown character escaped with a backslash; links left alone."""
    return _MARKDOWN.sub(lambda match: match["url"] or "\\" + match["markdown"], text)


@lru_cache(maxsize=1024)
def safe_name(name: str) -> str:
    """Cached: a board names every seat several times, and escaping is a regular expression."""
    return escape_markdown(name.strip()[:NAME_LENGTH])


def mention(user_id: int) -> str:
    """A person by id: Discord shows their name, the console the name of their seat."""
    return f"<@{user_id}>"
