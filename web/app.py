"""The web pages' aiohttp application, for `pickomino-bot web` and for `run` with
`PICKOMINO_WEB_PORT` (docs/web.md).

`create_app` takes the table service explicitly, so tests serve pages from a temporary
database and the bot serves them from its own service.
"""

from aiohttp import web

from tables.service import TableService
from web.errors import error_pages
from web.headers import add_security_headers
from web.routes import add_routes
from web.site import SITE, Site

MAX_REQUEST_BYTES = 16 * 1024
"""Pages are read, never posted to: no request needs a body bigger than this."""


def create_app(
    service: TableService, default_language: str, public_url: str | None = None
) -> web.Application:
    app = web.Application(middlewares=[error_pages], client_max_size=MAX_REQUEST_BYTES)
    app[SITE] = Site(service, default_language, public_url)
    app.on_response_prepare.append(add_security_headers)
    add_routes(app)
    return app
