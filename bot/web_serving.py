"""The web pages served on an address (docs/web.md): by `pickomino-bot web` alone, or by `run`
beside the bot when PICKOMINO_WEB_PORT is set, from the bot's own table service.

A stop closes the listening socket first, then gives the requests in flight a few seconds:
pages answer in milliseconds, and a live page's stream ends when the application shuts down.
"""

import errno
import logging

from aiohttp import web

from bot.settings import BotSettings
from tables.service import TableService

log = logging.getLogger(__name__)

DEFAULT_WEB_PORT = 8080
"""`pickomino-bot web`'s port when neither `--port` nor PICKOMINO_WEB_PORT names one."""
STOP_GRACE = 5.0


class WebEndpointRefused(Exception):
    """The pages cannot listen where the settings say: the port is taken (or needs
    privileges), or the address is none of this machine's. A setting to fix."""

    def __init__(self, host: str, port: int, cause: OSError) -> None:
        super().__init__(f"the web pages cannot listen on {host}:{port}: {cause}")
        self.host = host
        self.port = port
        self.detail = cause.strerror or str(cause)
        self.port_at_fault = cause.errno in (errno.EADDRINUSE, errno.EACCES)


class WebPages:
    def __init__(self, service: TableService, settings: BotSettings, host: str, port: int) -> None:
        """Jinja2 and the templates are loaded here, not when `run` imports this module for
        its refusal: a bot without pages pays nothing for them."""
        from web.app import create_app

        app = create_app(service, settings.default_language, settings.web_url)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=STOP_GRACE)
        self.host = host
        self.port = port

    async def start(self) -> int:
        """Listening once this returns; the port listened on (the one asked, or a free one for
        0). Raises WebEndpointRefused."""
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        try:
            await site.start()
        except OSError as error:
            await self._runner.cleanup()
            raise WebEndpointRefused(self.host, self.port, error) from error
        self.port = int(self._runner.addresses[0][1])
        log.info("web pages served on http://%s:%d/", self.host, self.port)
        return self.port

    async def stop(self) -> None:
        await self._runner.cleanup()
