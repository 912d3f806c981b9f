"""Which server a page belongs to, from the token in its address.

An unknown token, a revoked one (the server made a new address), a server whose pages are
off and a deleted server all raise the same 404, so an address tells nobody whether a server
exists. Pages speak the server's language setting, else the bot's default (the web has no
Discord community locale to fall back on, unlike the boards).
"""

from dataclasses import dataclass

from aiohttp import web

from tables.storage import StoredGame
from web.site import SITE


@dataclass(frozen=True, slots=True)
class Server:
    guild_id: int
    token: str
    language: str
    name: str | None
    """The server's name as an admin last set its pages (None before any did)."""

    @property
    def home(self) -> str:
        """The server's home page, as a path: every link within its pages starts here."""
        return f"/s/{self.token}/"


async def server_of(request: web.Request) -> Server:
    """The server of the request's `{token}`; raises HTTPNotFound (the one 404 page)."""
    site = request.app[SITE]
    token = request.match_info["token"]
    guild_id = await site.service.web_guild(token)
    if guild_id is None:
        raise web.HTTPNotFound()
    settings = await site.service.recent_guild_settings(guild_id)
    language = settings.language or site.default_language
    return Server(guild_id, token, language, settings.web_name)


def shows(server: Server, stored: StoredGame) -> tuple[object, ...]:
    """What a game's page shows beyond its address: its server as read now (language), the
    game's version, and its seats as stored now (a person forgotten is a new page, F8)."""
    return (server, stored.version, stored.seats)
