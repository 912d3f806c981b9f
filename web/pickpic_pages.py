"""Pick Pic's pages (issue 38): a finished game's replay and a running game's live page, at
the same addresses as Pickomino's (web.game_pages, web.live_pages hand a game of Pick Pic
over to these), and the pictures of their moments.

`/s/<token>/games/<n>` shows the last move, `?move=k` move k, so every move has its own link
and the page works without scripts; the replay's script (web/static/game.js) fetches each
move's board from `.../board?move=k`. A moment's pictures are
`.../pictures/<k>-<i>.png` (the replay) and `.../live/pictures/<version>-<i>.png` (the live
page: the table as it stands, the version telling a browser's cache apart). Anything that is
not a moment of a game of this server is the one 404.
"""

import re

from aiohttp import web
from markupsafe import Markup, escape

from engine.pickpic import Game
from engine.pickpic import actions as act
from engine.pickpic.events import PileShown
from tables.pickpic.replay import PickpicReplays, PickpicStep, ShownPickpic
from tables.seats import seat_names
from tables.storage import GameStatus, StoredGame
from web.board_markup import isolated
from web.pickpic_board import MOVE_KEYS, PickpicBoard, board_of, step_pictures
from web.pickpic_pictures import PicturePngs
from web.queries import number
from web.seat_links import players_of
from web.servers import Server, server_of, shows
from web.site import SITE
from words.i18n import t

PICKPIC_REPLAYS = web.AppKey("pickpic_replays", PickpicReplays)
PICTURES = web.AppKey("pickpic_pictures", PicturePngs)
BOARD_TEMPLATE = "game/pickpic_board.html"
"""The board game/live_board.html shows on Pick Pic's live page."""
GAME_DIGITS = 18
"""A game's number is at most this many digits, as web.game_pages.NUMBER_DIGITS says."""
PICTURE_NAME = re.compile(r"([0-9]{1,12})-([0-9])\.png")
"""A picture's name: the move (or the live table's version), then its place in the moment."""


def add_pickpic_routes(app: web.Application) -> None:
    app[PICKPIC_REPLAYS] = PickpicReplays(app[SITE].service.store)
    app[PICTURES] = PicturePngs()
    app.router.add_get("/s/{token}/games/{game}/pictures/{picture}", replay_picture)
    app.router.add_get("/s/{token}/games/{game}/live/pictures/{picture}", live_picture)


def _game(request: web.Request) -> int:
    game = request.match_info["game"]
    if not game.isascii() or not game.isdigit() or len(game) > GAME_DIGITS:
        raise web.HTTPNotFound()
    return int(game)


async def _finished(request: web.Request, server: Server) -> ShownPickpic:
    shown = await request.app[PICKPIC_REPLAYS].finished(server.guild_id, _game(request))
    if shown is None:
        raise web.HTTPNotFound()
    return shown


def _step(request: web.Request, shown: ShownPickpic) -> PickpicStep:
    moves = shown.replay.moves
    move = number(request, "move", 0, moves)
    return shown.replay.steps[moves if move is None else move]


def replay_board(server: Server, shown: ShownPickpic, step: PickpicStep) -> PickpicBoard:
    replay = shown.replay
    return board_of(
        shown.stored,
        step.game,
        server.language,
        number=step.number,
        moves=replay.moves,
        caption=_caption(shown.stored, step, replay.moves, server.language),
        events=step.events,
        pictures=f"{server.home}games/{replay.game_id}/pictures/{step.number}-",
    )


def _caption(stored: StoredGame, step: PickpicStep, moves: int, language: str) -> Markup:
    """Which move this is, who made it and, for a move no event tells, what it was."""
    if step.number == 0:
        return escape(t("web.game.start", language))
    parts = [t("web.game.move", language, number=step.number, count=moves)]
    if step.seat is not None:
        parts.append(isolated(seat_names(stored))[step.seat])
    key = MOVE_KEYS.get(step.move.kind) if step.move is not None else None
    if step.move is not None and step.move.kind == act.SHOW and not _goes_on(step):
        key = None
    if key is not None:
        parts.append(t(key, language))
    return Markup(" · ").join(escape(part) for part in parts)


def _goes_on(step: PickpicStep) -> bool:
    """The reveal's move showed a moment (rather than ending the reveal, which its events
    say: the next round, or the end)."""
    return any(isinstance(event, PileShown) for event in step.events)


async def pickpic_game_page(request: web.Request, server: Server) -> web.Response:
    """The page of a finished game of Pick Pic (web.game_pages hands it over)."""
    shown = await _finished(request, server)
    stored = shown.stored

    async def render() -> web.Response:
        return request.app[SITE].render(
            "game/pickpic_page.html",
            server.language,
            title=t("game.footer", server.language, game=stored.id),
            players=players_of(server, stored, isolated(seat_names(stored))),
            board=replay_board(server, shown, _step(request, shown)),
            board_url=f"{server.home}games/{stored.id}/board",
            server=server,
        )

    return await request.app[SITE].kept.page(request, shows(server, stored), render)


async def pickpic_board_fragment(request: web.Request, server: Server) -> web.Response:
    shown = await _finished(request, server)

    async def render() -> web.Response:
        board = replay_board(server, shown, _step(request, shown))
        return request.app[SITE].render("game/pickpic_board.html", server.language, board=board)

    return await request.app[SITE].kept.page(request, shows(server, shown.stored), render)


async def replay_picture(request: web.Request) -> web.Response:
    server = await server_of(request)
    shown = await _finished(request, server)
    match = PICTURE_NAME.fullmatch(request.match_info["picture"])
    if match is None or int(match[1]) > shown.replay.moves:
        raise web.HTTPNotFound()
    step = shown.replay.steps[int(match[1])]
    return await _picture(request, server, shown.stored, step.game, int(match[2]))


async def _picture(
    request: web.Request,
    server: Server,
    stored: StoredGame,
    game: Game,
    index: int,
    stale: bool = False,
) -> web.Response:
    """The moment's picture `index`; `stale`: asked by a live page's board the table has
    moved on from, which gets the table's picture now rather than a 404 (the board that
    shows it is being replaced, and a failed picture is an error in its reader's console)."""
    pictures = step_pictures(stored, game, server.language)
    if stale and pictures:
        index = min(index, len(pictures) - 1)
    if index >= len(pictures) or (picture := pictures[index]) is None:
        raise web.HTTPNotFound()
    png = await request.app[PICTURES].png(
        request.app[SITE].service, server.guild_id, stored.id, picture
    )
    return web.Response(body=png, content_type="image/png")


# ---------------------------------------------------------------------- the live page


async def standing(request: web.Request, server: Server) -> tuple[StoredGame, Game | None]:
    """The game of Pick Pic of the address as its table stands (web.live_pages)."""
    found = await request.app[PICKPIC_REPLAYS].standing(server.guild_id, _game(request))
    if found is None:
        raise web.HTTPNotFound()
    return found


def live_board(server: Server, stored: StoredGame, game: Game | None) -> PickpicBoard | None:
    """The table as the channel shows it now: its public board, never a hand (P5)."""
    if game is None:
        return None
    return board_of(
        stored,
        game,
        server.language,
        number=stored.version,
        moves=stored.version,
        caption=escape(t("web.pickpic.now", server.language)),
        pictures=f"{server.home}games/{stored.id}/live/pictures/{stored.version}-",
    )


async def pickpic_live_page(request: web.Request, server: Server) -> web.Response:
    """A game of Pick Pic's live page (web.live_pages hands it over)."""
    stored, game = await standing(request, server)
    language = server.language
    here = f"{server.home}games/{stored.id}"

    async def render() -> web.Response:
        return request.app[SITE].render(
            "game/pickpic_live.html",
            language,
            board_template=BOARD_TEMPLATE,
            title=t("web.live.title", language, game=stored.id),
            board=live_board(server, stored, game),
            players=", ".join(isolated(seat_names(stored))),
            over=stored.status == GameStatus.FINISHED,
            game_url=here,
            board_url=f"{here}/live/board",
            events_url=f"{here}/live/events",
            version=stored.version,
        )

    return await request.app[SITE].kept.page(request, shows(server, stored), render)


async def pickpic_live_board(request: web.Request, server: Server) -> web.Response:
    stored, game = await standing(request, server)

    async def render() -> web.Response:
        return request.app[SITE].render(
            "game/live_board.html",
            server.language,
            board_template=BOARD_TEMPLATE,
            board=live_board(server, stored, game),
            players=", ".join(isolated(seat_names(stored))),
        )

    return await request.app[SITE].kept.page(request, shows(server, stored), render)


async def live_picture(request: web.Request) -> web.Response:
    server = await server_of(request)
    stored, game = await standing(request, server)
    match = PICTURE_NAME.fullmatch(request.match_info["picture"])
    if match is None or game is None or int(match[1]) > stored.version:
        raise web.HTTPNotFound()
    stale = int(match[1]) < stored.version
    return await _picture(request, server, stored, game, int(match[2]), stale)
