"""The answers for what is not a page: one 404 for every address that shows nothing (no such
page, an off, deleted or unknown server, a value out of bounds), a 405 for a method pages do
not take, and a 500 that says nothing of the cause (which goes to the log)."""

import logging

from aiohttp import web
from aiohttp.typedefs import Handler

from web.site import SITE

log = logging.getLogger(__name__)


@web.middleware
async def error_pages(request: web.Request, handler: Handler) -> web.StreamResponse:
    try:
        return await handler(request)
    except web.HTTPNotFound:
        return not_found(request)
    except web.HTTPMethodNotAllowed as refused:
        return web.Response(status=405, text=refused.reason, headers=refused.headers)
    except web.HTTPException:
        raise
    except Exception:
        log.exception("web page %s failed", request.path)
        site = request.app[SITE]
        return site.render("failed.html", site.default_language, status=500)


def not_found(request: web.Request) -> web.Response:
    """The same page whatever was not found, in the bot's default language: the server, whose
    language would choose another, is exactly what may not be told."""
    site = request.app[SITE]
    return site.render("not_found.html", site.default_language, status=404)
