"""Every address the pages answer, in one list: a page kind is one line here and one module."""

from aiohttp import web

from web.game_pages import add_game_routes
from web.home import home
from web.live_pages import add_live_routes
from web.player_page import player_page
from web.site import SITE


def add_routes(app: web.Application) -> None:
    app.router.add_get("/static/{version}/{name}", app[SITE].static.handle)
    app.router.add_get("/s/{token}/", home)
    app.router.add_get("/s/{token}/players/{player}", player_page)
    add_game_routes(app)
    add_live_routes(app)
