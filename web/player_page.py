"""A player's page: their statistics in each game they finished one of, as
`/pickomino stats` shows them, their rating over their games (an SVG chart drawn here), and
their last games, each linking to its page. Kept rendered as the server's home is
(web/home.py): until the server's next finished game or person forgotten,
`FRESH_SECONDS` at most."""

from aiohttp import web

from tables.leaderboards.kind_words import PICKOMINO, PICKPIC
from web.home import FRESH_SECONDS
from web.rating_svg import rating_svg
from web.servers import server_of
from web.site import SITE
from words.numbers import number

GAMES_SHOWN = 20


async def player_page(request: web.Request) -> web.Response:
    server = await server_of(request)
    site = request.app[SITE]

    async def render() -> web.Response:
        key = request.match_info["player"]
        user_id = await site.player_keys.user_of(site.pages, server.guild_id, server.token, key)
        if user_id is None:
            raise web.HTTPNotFound()
        found = await site.pages.player(server.guild_id, user_id, server.language)
        if found is None:
            raise web.HTTPNotFound()
        kinds = [kind for kind in (PICKOMINO, PICKPIC) if kind in found.stats]
        return site.render(
            "player.html",
            server.language,
            server=server,
            player=found,
            kinds=kinds,
            charts={
                kind: rating_svg(
                    found.charts[kind], kind, lambda value: number(value, server.language)
                )
                for kind in kinds
            },
            recent={kind: list(reversed(found.games[kind]))[:GAMES_SHOWN] for kind in kinds},
        )

    stamp = await site.pages.stamp(server.guild_id)
    return await site.kept.page(request, (server, stamp), render, FRESH_SECONDS)
