"""`web`: the servers' web pages in a process of their own (docs/web.md), until SIGTERM or
Ctrl-C. Several such processes may serve one PostgreSQL database behind a reverse proxy;
none of them talks to Discord, so discord.py is never imported here.
"""

import argparse
import asyncio
import logging
import signal
import sys
from contextlib import suppress

from bot.commands.database_place import place_message
from bot.logging_setup import setup_logging
from bot.settings import BotSettings
from bot.web_serving import DEFAULT_WEB_PORT, WebEndpointRefused, WebPages
from console.exit_codes import EXIT_FAILED, EXIT_OK, EXIT_USAGE
from storage.errors import DatabasePlaceError, StorageError, StoreNotOpened
from tables.service import TableService
from tables.store_words import not_opened_text
from words.i18n import t

log = logging.getLogger(__name__)


def web(args: argparse.Namespace, settings: BotSettings) -> int:
    setup_logging(settings.log_level)
    language = settings.default_language
    host = args.host or settings.web_address
    port = args.port if args.port is not None else (settings.web_port or DEFAULT_WEB_PORT)
    try:
        asyncio.run(serve_pages(settings, host, port))
    except WebEndpointRefused as error:
        key = "cli.web_port_taken" if error.port_at_fault else "cli.web_address_refused"
        print(t(key, language, port=port, address=host, detail=error.detail), file=sys.stderr)
        return EXIT_USAGE
    except DatabasePlaceError as error:
        print(place_message(error, language), file=sys.stderr)
        return EXIT_USAGE
    except StoreNotOpened as error:
        print(not_opened_text(error, language), file=sys.stderr)
        return EXIT_FAILED if error.transient else EXIT_USAGE
    except (StorageError, OSError) as error:
        print(t("cli.storage_error", language, error=error), file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


async def serve_pages(settings: BotSettings, host: str, port: int) -> None:
    """Pages only read: the service's seeds and timers are never used here."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGTERM, signal.SIGINT):
        with suppress(NotImplementedError):
            loop.add_signal_handler(number, stop.set)
    store = await settings.open_store()
    try:
        pages = WebPages(TableService(store, lambda: 0), settings, host, port)
        await pages.start()
        try:
            await stop.wait()
            log.info("stop signal: closing the web pages")
        finally:
            await pages.stop()
    finally:
        await store.close()
    log.info("stopped")
