"""A game's live page (issue 38): the table as it stands, following every move as it is made.

`/s/<token>/games/<n>/live` shows a Pickomino game waiting in its lobby, running or finished
(a game of Pick Pic: web.pickpic_pages);
its script (web/static/live.js) listens to `.../live/events`, a stream of server-sent events
that says each new version of the game ("move") and its end ("over"), and fetches the board
that goes with it from `.../live/board`. The stream waits on the table service's live signals
(tables.live), so a move reaches the page as soon as it is written, by this process or, on
PostgreSQL, by any other (the store's notifications); a crowd on one table costs one replay
of each move (tables.replays.GameReplays.followed).
"""

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

from aiohttp import web

from tables.errors import UserError
from tables.replays import Followed
from tables.seats import seat_names
from tables.service import TableService
from tables.storage import GameStatus, GuildSettings, StoredGame
from web.board_markup import isolated
from web.game_pages import NUMBER_DIGITS, REPLAYS
from web.pickomino_board import StepBoard, step_board
from web.pickpic_pages import pickpic_live_board, pickpic_live_page, standing
from web.servers import Server, server_of, shows
from web.site import SITE
from words.i18n import t

VERSION_DIGITS = 12

log = logging.getLogger(__name__)


FOLLOWING = web.AppKey("following", list[Callable[[], Awaitable[None]]])
BOARD_TEMPLATE = "game/pickomino_board.html"
"""The board game/live_board.html shows (Pick Pic's pages name their own)."""
CLOSING = web.AppKey("closing", asyncio.Event)
"""Set as the pages stop: every stream ends at once, rather than holding the stop until its
next recheck (15 s) finds its follower gone."""


def add_live_routes(app: web.Application) -> None:
    app.router.add_get("/s/{token}/games/{game}/live", live_page)
    app.router.add_get("/s/{token}/games/{game}/live/board", live_board)
    app.router.add_get("/s/{token}/games/{game}/live/events", live_events)
    app[FOLLOWING] = []
    app[CLOSING] = asyncio.Event()
    app.on_startup.append(_follow_other_processes)
    app.on_shutdown.append(_end_streams)
    app.on_cleanup.append(_stop_following)


async def _follow_other_processes(app: web.Application) -> None:
    """Moves written by other processes wake the live pages too (GameStore.follow_moves)."""
    service = app[SITE].service
    app[FOLLOWING].append(
        await service.store.follow_moves(service.live.moved, service.live.followed)
    )


async def _end_streams(app: web.Application) -> None:
    app[CLOSING].set()
    live = app[SITE].service.live
    for game_id in live.followed():
        live.moved(game_id)


async def _stop_following(app: web.Application) -> None:
    for stop in app[FOLLOWING]:
        await stop()
    app[FOLLOWING].clear()


async def _followed(request: web.Request) -> tuple[Server, Followed | None]:
    """The address's game of Pickomino; None for anything else, which may be a game of Pick
    Pic (web.pickpic_pages)."""
    server = await server_of(request)
    number = request.match_info["game"]
    if not number.isascii() or not number.isdigit() or len(number) > NUMBER_DIGITS:
        raise web.HTTPNotFound()
    return server, await request.app[REPLAYS].followed(server.guild_id, int(number))


def _board(server: Server, followed: Followed) -> StepBoard | None:
    if followed.replay is None:
        return None
    names = isolated(seat_names(followed.stored))
    return step_board(followed.replay, followed.replay.moves, names, server.language)


async def live_page(request: web.Request) -> web.Response:
    server, followed = await _followed(request)
    if followed is None:
        return await pickpic_live_page(request, server)

    async def render() -> web.Response:
        stored = followed.stored
        language = server.language
        here = f"{server.home}games/{stored.id}"
        return request.app[SITE].render(
            "game/live.html",
            language,
            board_template=BOARD_TEMPLATE,
            title=t("web.live.title", language, game=stored.id),
            board=_board(server, followed),
            players=", ".join(isolated(seat_names(stored))),
            over=stored.status == GameStatus.FINISHED,
            game_url=here,
            board_url=f"{here}/live/board",
            events_url=f"{here}/live/events",
            version=stored.version,
        )

    return await request.app[SITE].kept.page(request, shows(server, followed.stored), render)


async def live_board(request: web.Request) -> web.Response:
    """The board of the game's version now: rendered once per version for all its followers,
    who ask for it together when a move is told."""
    server, followed = await _followed(request)
    if followed is None:
        return await pickpic_live_board(request, server)

    async def render() -> web.Response:
        return request.app[SITE].render(
            "game/live_board.html",
            server.language,
            board_template=BOARD_TEMPLATE,
            board=_board(server, followed),
            players=", ".join(isolated(seat_names(followed.stored))),
        )

    return await request.app[SITE].kept.page(request, shows(server, followed.stored), render)


async def live_events(request: web.Request) -> web.StreamResponse:
    """Server-sent events: "move" with the game's version whenever it changes, "over" once it
    is finished or ended; a comment every little while keeps proxies from closing the stream."""
    server, followed = await _followed(request)
    stored = followed.stored if followed is not None else (await standing(request, server))[0]
    game_id = stored.id
    response = web.StreamResponse(
        headers={"Content-Type": "text/event-stream", "X-Accel-Buffering": "no"}
    )
    await response.prepare(request)
    asked = request.query.get("version", "")
    shown = (
        int(asked) if asked.isascii() and asked.isdigit() and len(asked) < VERSION_DIGITS else -1
    )
    try:
        await _follow(request, server, game_id, shown, response)
    except ConnectionResetError:
        log.info("live page of game %s: the follower left", game_id)
    return response


async def _follow(
    request: web.Request, server: Server, game_id: int, shown: int, response: web.StreamResponse
) -> None:
    """Tell the stream each new version until the game ends, the server's pages are turned off
    or moved, the game is deleted, or the pages stop (CLOSING). The followers woken by one
    change share one read of the game and of its server's pages (tables.live.Change.read_once).
    A follower who left (a tab closed) is found at the next write."""
    service = request.app[SITE].service
    since = 0.0
    closing = request.app[CLOSING]
    while not closing.is_set():
        change = service.live.change(game_id)
        read = await change.read_once(lambda: _followed_now(service, game_id), since)
        if read is None:
            return
        stored, settings = read
        if not settings.web_pages or settings.web_token != server.token:
            return
        if stored.version != shown:
            shown = stored.version
            await response.write(f"event: move\ndata: {shown}\n\n".encode())
        if stored.status not in (GameStatus.LOBBY, GameStatus.RUNNING):
            await response.write(b"event: over\ndata: \n\n")
            return
        if not await change.wait():
            since = time.monotonic()
            await response.write(b": still here\n\n")
        elif closing.is_set():
            return


async def _followed_now(
    service: TableService, game_id: int
) -> tuple[StoredGame, GuildSettings] | None:
    """The game as stored now and its server's pages as set now (never a copy kept: pages
    turned off end their streams); None once the game is deleted."""
    try:
        stored = await service.get(game_id)
    except UserError:
        return None
    return stored, await service.guild_settings(stored.guild_id)
