"""A server's home page: its leaderboards, each game, rule set and period a page of ten, and
its finished games, newest first, each linking to its page.

Kept rendered (web/page_cache.py) until the server's next finished game or person forgotten,
or for `FRESH_SECONDS` at most: what else changes the boards (the ratings rebuilt by an
operator, a new day's periods) shows within that.
"""

from aiohttp import web

from tables.leaderboards.kind_words import words_of
from tables.server_pages import BOARDS, PERIODS, RECENT_GAMES, Period
from web.players import player_key
from web.queries import LONGEST_ID, MAX_PAGE, choice, number
from web.servers import server_of
from web.site import SITE

FRESH_SECONDS = 10.0
"""As long as a process keeps a server's settings (tables/recent_settings.py)."""


async def home(request: web.Request) -> web.Response:
    server = await server_of(request)
    site = request.app[SITE]
    rules = choice(request, "board", BOARDS, BOARDS[0])
    period = Period(choice(request, "period", PERIODS, Period.ALL))
    page = number(request, "page", 1, MAX_PAGE) or 1
    before = number(request, "before", 1, LONGEST_ID)

    async def render() -> web.Response:
        board = await site.pages.board(server.guild_id, rules, period, page - 1)
        games = await site.pages.recent_games(server.guild_id, before)
        return site.render(
            "home.html",
            server.language,
            server=server,
            board=board,
            boards=BOARDS,
            periods=PERIODS,
            empty=words_of(board.kind).empty[period],
            games=games,
            before=before,
            older=games[-1].game_id if len(games) == RECENT_GAMES else None,
            player=lambda user_id: player_key(server.token, user_id),
        )

    stamp = await site.pages.stamp(server.guild_id)
    return await site.kept.page(request, (server, stamp), render, FRESH_SECONDS)
