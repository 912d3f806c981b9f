"""A finished game's page (issue 38): its replay, a board per move, and its review beside it.

`/s/<token>/games/<n>` shows the last move, `?move=k` move k (0: the start), so every move has
its own link and the page works without scripts; the page's script (web/static/game.js) steps
through the game by fetching each move's board alone from `/s/<token>/games/<n>/board?move=k`.
A game that is not a finished game of the address's server is the one 404 page, like an
unknown server; a move that is no number within the game is too.
"""

from aiohttp import web

from tables.replays import GameReplays, Shown
from tables.seats import seat_names
from web.board_markup import isolated
from web.pickomino_board import StepBoard, step_board
from web.pickpic_pages import add_pickpic_routes, pickpic_board_fragment, pickpic_game_page
from web.review_section import review_section
from web.seat_links import players_of
from web.servers import Server, server_of, shows
from web.site import SITE
from words.i18n import t

REPLAYS = web.AppKey("replays", GameReplays)
MOVE_DIGITS = 5
"""A move number is at most this many digits: no game comes near 100,000 moves."""
NUMBER_DIGITS = 18
"""A game's number is at most this many digits (a 64-bit id has 19)."""


def add_game_routes(app: web.Application) -> None:
    app[REPLAYS] = GameReplays(app[SITE].service.store)
    app.router.add_get("/s/{token}/games/{game}", game_page)
    app.router.add_get("/s/{token}/games/{game}/board", board_fragment)
    add_pickpic_routes(app)


async def _shown(request: web.Request) -> tuple[Server, Shown | None]:
    """The address's finished game of Pickomino; None for anything else, which may be a
    game of Pick Pic (web.pickpic_pages)."""
    server = await server_of(request)
    number = request.match_info["game"]
    if not number.isascii() or not number.isdigit() or len(number) > NUMBER_DIGITS:
        raise web.HTTPNotFound()
    return server, await request.app[REPLAYS].finished(server.guild_id, int(number))


def _move(request: web.Request, shown: Shown) -> int:
    """The query's move, the last one when none is asked for."""
    asked = request.query.get("move")
    if asked is None:
        return shown.replay.moves
    if not asked.isascii() or not asked.isdigit() or len(asked) > MOVE_DIGITS:
        raise web.HTTPNotFound()
    move = int(asked)
    if move > shown.replay.moves:
        raise web.HTTPNotFound()
    return move


def _board(request: web.Request, server: Server, shown: Shown) -> StepBoard:
    names = isolated(seat_names(shown.stored))
    return step_board(shown.replay, _move(request, shown), names, server.language)


async def game_page(request: web.Request) -> web.Response:
    server, shown = await _shown(request)
    if shown is None:
        return await pickpic_game_page(request, server)

    async def render() -> web.Response:
        board = _board(request, server, shown)
        language = server.language
        stored = shown.stored
        names = isolated(seat_names(stored))
        review = (
            review_section(shown.review, stored.seats, names, language) if shown.review else None
        )
        return request.app[SITE].render(
            "game/page.html",
            language,
            title=t("game.footer", language, game=stored.id),
            players=players_of(server, stored, names),
            board=board,
            board_url=f"{server.home}games/{stored.id}/board",
            review=review,
            server=server,
        )

    return await request.app[SITE].kept.page(request, shows(server, shown.stored), render)


async def board_fragment(request: web.Request) -> web.Response:
    server, shown = await _shown(request)
    if shown is None:
        return await pickpic_board_fragment(request, server)

    async def render() -> web.Response:
        board = _board(request, server, shown)
        return request.app[SITE].render("game/pickomino_board.html", server.language, board=board)

    return await request.app[SITE].kept.page(request, shows(server, shown.stored), render)
