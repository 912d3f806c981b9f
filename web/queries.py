"""A page's query values, bounded: anything else is the one 404, never an error page and
never a query the store runs with a value nobody could have clicked."""

from collections.abc import Sequence

from aiohttp import web

MAX_PAGE = 100_000
LONGEST_ID = 2**63 - 1


def choice(request: web.Request, name: str, allowed: Sequence[str], default: str) -> str:
    value = request.query.get(name, default)
    if value not in allowed:
        raise web.HTTPNotFound()
    return value


def number(request: web.Request, name: str, low: int, high: int) -> int | None:
    """The value as a whole number from `low` to `high`, or None when absent; ASCII digits
    only (no sign, no spaces, no other script's digits), at most as long as `high`."""
    text = request.query.get(name)
    if text is None:
        return None
    if not (text.isascii() and text.isdigit() and len(text) <= len(str(high))):
        raise web.HTTPNotFound()
    value = int(text)
    if not low <= value <= high:
        raise web.HTTPNotFound()
    return value
