"""Rendered pages kept (web/page_cache.py): a crowd on one page costs one render, a browser
that has a page revalidates it for a bodiless 304, gzip for those who take it; and never an
old page: turned off or moved, a kept page is the 404 at once; a finished game, a person
forgotten or a move is a new page at once."""

import asyncio
import gzip
import random
from itertools import count

import aiohttp
from aiohttp import web as aiohttp_web
from aiohttp.test_utils import make_mocked_request
from multidict import CIMultiDict
from review.games import played_game

from engine.pickomino.players.expert import expert_action
from storage import Seat
from tables.privacy import PlayersData
from web.page_cache import PageCache
from web.site import SITE
from webpages.browser import Served

GUILD, CHANNEL = 71, 5
SEATS = [Seat.human(700, "Ann"), Seat.human(701, "Bob")]
_seeds = count(3)


async def got(served: Served, path: str, **headers: str) -> tuple[int, CIMultiDict[str], bytes]:
    """The answer as it came over the wire: the body not decompressed."""
    async with (
        aiohttp.ClientSession(auto_decompress=False) as session,
        session.get(served.url + path, headers=headers) as response,
    ):
        return response.status, CIMultiDict(response.headers), await response.read()


async def finished_game(web: Served) -> int:
    played = await played_game(web.store, GUILD, CHANNEL, SEATS, expert_action, seed=next(_seeds))
    return played.id


async def token_of(web: Served) -> str:
    token = (await web.service.set_web_pages(GUILD, True, "Cached")).web_token
    assert token is not None
    return token


async def test_a_crowd_on_a_page_costs_one_render_and_revalidates_for_a_304(web: Served) -> None:
    token = await token_of(web)
    game = await finished_game(web)
    kept = web.app[SITE].kept
    for path in (f"/s/{token}/", f"/s/{token}/games/{game}?move=3"):
        before = kept.rendered
        answers = [await got(web, path, **{"Accept-Encoding": "identity"}) for _ in range(5)]
        assert kept.rendered == before + 1, path
        statuses = {status for status, _, _ in answers}
        bodies = {body for _, _, body in answers}
        assert statuses == {200} and len(bodies) == 1, path
        headers = answers[0][1]
        assert headers["Cache-Control"] == "no-cache"
        assert "Content-Encoding" not in headers
        etag = headers["ETag"]
        status, again, body = await got(web, path, **{"If-None-Match": etag})
        assert (status, body) == (304, b"")
        assert again["Cache-Control"] == "no-cache"
        status, zipped, body = await got(web, path, **{"Accept-Encoding": "gzip, br"})
        assert status == 200 and zipped["Content-Encoding"] == "gzip"
        assert gzip.decompress(body) == bodies.pop()
        assert zipped["ETag"] != etag and zipped["Vary"] == "Accept-Encoding"
        status, _, _ = await got(web, path, **{"If-None-Match": zipped["ETag"]})
        assert status == 304
        status, plain, _ = await got(web, path, **{"Accept-Encoding": "gzip;q=0, identity"})
        assert status == 200 and "Content-Encoding" not in plain
        assert kept.rendered == before + 1, path


async def test_a_crowd_on_a_page_being_rendered_waits_for_that_rendering(web: Served) -> None:
    token = await token_of(web)
    await finished_game(web)
    kept = web.app[SITE].kept
    before = kept.rendered
    answers = await asyncio.gather(*(got(web, f"/s/{token}/?period=week") for _ in range(20)))
    assert {status for status, _, _ in answers} == {200}
    assert len({body for _, _, body in answers}) == 1
    assert kept.rendered == before + 1


async def test_a_kept_page_of_a_server_turned_off_or_moved_is_the_404_at_once(
    web: Served,
) -> None:
    token = await token_of(web)
    game = await finished_game(web)
    paths = [f"/s/{token}/", f"/s/{token}/games/{game}", f"/s/{token}/games/{game}/live"]
    for path in paths:
        assert (await got(web, path))[0] == 200
    await web.service.set_web_pages(GUILD, False)
    for path in paths:
        status, headers, _ = await got(web, path)
        assert status == 404 and "ETag" not in headers, path
        assert (await got(web, path, **{"If-None-Match": "*"}))[0] == 404
    await web.service.set_web_pages(GUILD, True)
    for path in paths:
        assert (await got(web, path))[0] == 200
    moved = (await web.service.new_web_address(GUILD)).web_token
    assert moved is not None
    for path in paths:
        assert (await got(web, path))[0] == 404
        assert (await got(web, path.replace(token, moved)))[0] == 200


async def test_a_finished_game_or_a_person_forgotten_is_a_new_page_at_once(web: Served) -> None:
    token = await token_of(web)
    first = await finished_game(web)
    home = f"/s/{token}/"
    plain = {"Accept-Encoding": "identity"}
    _, _, body = await got(web, home, **plain)
    assert f"Game #{first}".encode() in body
    second = await finished_game(web)
    _, _, body = await got(web, home, **plain)
    assert f"Game #{second}".encode() in body
    page = f"/s/{token}/games/{first}"
    _, _, body = await got(web, page, **plain)
    assert b"Ann" in body and b"Former player" not in body
    _, _, body = await got(web, home, **plain)
    assert b"Ann" in body
    await PlayersData(web.service, "en").forget_person(700, GUILD)
    for path in (page, home):
        _, _, body = await got(web, path, **plain)
        assert b"Ann" not in body and b"Former player" in body, path


async def test_the_kept_pages_are_bounded_the_least_recently_used_going_first() -> None:
    cache = PageCache(kept_bytes=25_000)
    made: list[str] = []

    def request(path: str) -> aiohttp_web.Request:
        return make_mocked_request("GET", path)

    async def render_of(path: str) -> aiohttp_web.Response:
        made.append(path)
        # Random bytes (seeded): gzip does not shrink them, so a page is 10,000 bytes kept.
        body = random.Random(path).randbytes(10_000)
        return aiohttp_web.Response(body=body, content_type="text/html")

    for path in ("/a", "/b", "/a", "/c", "/a", "/b"):
        await cache.page(request(path), "v1", lambda path=path: render_of(path))
    assert made == ["/a", "/b", "/c", "/b"]
    assert cache.size <= 25_000
    await cache.page(request("/a"), "v2", lambda: render_of("/a"))
    assert made[-1] == "/a"
