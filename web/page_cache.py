"""Rendered pages kept as bytes, so that a crowd on one page costs one render (issue 38: the
pages must not cost the bot's clicks their CPU; docs/benchmarks.md).

A page is kept under its address (path and query) and what it shows beyond it, which its
handler names: the server as read for this request (its language and name), a finished game's
seats as stored now, a running game's version, the server's newest finished game and person
forgotten. A change of any of these is a new key, never an old page. What no key sees (ratings
rebuilt by an operator, a new day's periods) is bounded by the page's `fresh_for`.

The cache is looked at only after the handler has read the server of the address's token,
every request (web.servers): a server whose pages are turned off, or whose address changed,
is the one 404 at once, whatever is kept.

Kept pages go least recently used first past `KEPT_BYTES`. Each has an ETag, so a browser or
a proxy holding it asks again with `If-None-Match` and gets a bodiless 304 (`Cache-Control:
no-cache`: kept, but asked again each time, so that a page turned off is not shown from a
cache), and its gzip form, made once, for every reader whose browser takes it.
"""

import asyncio
import gzip
import hashlib
import math
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass

from aiohttp import web

KEPT_BYTES = 32 * 1024 * 1024
"""The kept pages' bytes, plain and gzipped: about a thousand pages of a server's home, or
every move of ten games stepped through."""
REVALIDATE = "no-cache"
FOREVER = math.inf


@dataclass(frozen=True, slots=True)
class KeptPage:
    body: bytes
    gzipped: bytes | None
    """None when gzip does not make it smaller."""
    tag: str
    """The ETag's digest: the plain body's tag is `"<tag>"`, the gzipped one's `"<tag>.gz"`."""
    content_type: str
    until: float
    """The monotonic time after which it is rendered again."""

    @property
    def size(self) -> int:
        return len(self.body) + len(self.gzipped or b"")

    def response(self, request: web.Request) -> web.Response:
        zipped = self.gzipped is not None and takes_gzip(request)
        etag = f'"{self.tag}.gz"' if zipped else f'"{self.tag}"'
        headers = {"ETag": etag, "Cache-Control": REVALIDATE, "Vary": "Accept-Encoding"}
        asked = request.headers.get("If-None-Match")
        if asked is not None and _matches(asked, self.tag):
            return web.Response(status=304, headers=headers)
        if zipped:
            headers["Content-Encoding"] = "gzip"
        return web.Response(
            body=self.gzipped if zipped else self.body,
            content_type=self.content_type,
            charset="utf-8",
            headers=headers,
        )


def kept_page(body: bytes, content_type: str, fresh_for: float) -> KeptPage:
    zipped = gzip.compress(body, compresslevel=6, mtime=0)
    return KeptPage(
        body,
        zipped if len(zipped) < len(body) else None,
        hashlib.sha256(body).hexdigest()[:24],
        content_type,
        time.monotonic() + fresh_for,
    )


def takes_gzip(request: web.Request) -> bool:
    """Whether the request's Accept-Encoding takes gzip (`gzip;q=0` refuses it)."""
    for part in request.headers.get("Accept-Encoding", "").split(","):
        name, _, parameters = part.partition(";")
        if name.strip().lower() not in ("gzip", "*"):
            continue
        weight = parameters.strip().lower()
        if weight.startswith("q="):
            try:
                return float(weight[2:]) > 0
            except ValueError:
                return False
        return True
    return False


def _matches(asked: str, tag: str) -> bool:
    """`If-None-Match` names the page in either form (weak tags compare alike, RFC 9110)."""
    for part in asked.split(","):
        given = part.strip().removeprefix("W/")
        if given in ("*", f'"{tag}"', f'"{tag}.gz"'):
            return True
    return False


class PageCache:
    def __init__(self, kept_bytes: int = KEPT_BYTES) -> None:
        self._kept_bytes = kept_bytes
        self._pages: OrderedDict[Hashable, KeptPage] = OrderedDict()
        self._rendering: dict[Hashable, asyncio.Future[KeptPage | None]] = {}
        self._bytes = 0
        self.rendered = 0
        """Pages rendered for the cache (its misses)."""

    @property
    def size(self) -> int:
        """The kept pages' bytes."""
        return self._bytes

    async def page(
        self,
        request: web.Request,
        depends_on: Hashable,
        render: Callable[[], Awaitable[web.Response]],
        fresh_for: float = FOREVER,
    ) -> web.Response:
        """The page at the request's address showing `depends_on`: kept, or `render()`ed and
        kept when it is a 200 with a body (anything else is answered as it is). Requests
        that find it being rendered wait for that rendering (the followers of a live page
        all ask for the new board at once)."""
        key = (request.path_qs, depends_on)
        found = self._pages.get(key)
        if found is not None and found.until > time.monotonic():
            self._pages.move_to_end(key)
            return found.response(request)
        pending = self._rendering.get(key)
        if pending is not None:
            shared = await asyncio.shield(pending)
            if shared is not None:
                return shared.response(request)
        rendering: asyncio.Future[KeptPage | None] = asyncio.get_running_loop().create_future()
        self._rendering[key] = rendering
        kept = None
        try:
            response = await render()
            if response.status == 200 and isinstance(response.body, bytes):
                self.rendered += 1
                kept = kept_page(response.body, response.content_type, fresh_for)
                self._keep(key, kept)
        finally:
            rendering.set_result(kept)
            if self._rendering.get(key) is rendering:
                del self._rendering[key]
        return response if kept is None else kept.response(request)

    def _keep(self, key: Hashable, page: KeptPage) -> None:
        old = self._pages.pop(key, None)
        if old is not None:
            self._bytes -= old.size
        if page.size > self._kept_bytes:
            return
        self._pages[key] = page
        self._bytes += page.size
        while self._bytes > self._kept_bytes:
            _, dropped = self._pages.popitem(last=False)
            self._bytes -= dropped.size
