"""The web pages served for real and opened in a real browser (browser.py beside this file).

`web` serves the aiohttp application of `web.app` on a free loopback port, over a real
SQLite file through a real TableService. `browser` is chromium. `open_page(path, width,
status)` opens a page and fails the test at its end on any console error, page error (an
uncaught exception in a script) or request to any other origin than the bot's.
"""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from aiohttp import web as aiohttp_web
from playwright.async_api import Browser, BrowserContext, Page, async_playwright

from tables.service import TableService
from tables.storage import GameStore, open_store
from web.app import create_app
from webpages.browser import CHROMIUM, OpenPage, Served, Visits, needed

SEED = 11
QUIET_CHROMIUM = (
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
)
"""Chromium reaches for Google's services at start (updates, sync, field trials): a machine
without the Internet refuses them by the dozen. Pages are all it may load."""
PUBLIC_URL = "https://games.example"


@pytest.fixture
def web_database(tmp_path: Path) -> Path:
    """The SQLite file the pages read: a new one; a module overrides it to start from a copy
    of a database it filled once."""
    return tmp_path / "games.db"


@pytest.fixture
async def web_store(web_database: Path) -> AsyncIterator[GameStore]:
    store = await open_store(None, web_database)
    yield store
    await store.close()


@pytest.fixture
async def web(web_store: GameStore) -> AsyncIterator[Served]:
    service = TableService(web_store, lambda: SEED)
    app = create_app(service, "en", PUBLIC_URL)
    runner = aiohttp_web.AppRunner(app, access_log=None)
    await runner.setup()
    site = aiohttp_web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    host, port = runner.addresses[0][:2]
    try:
        yield Served(f"http://{host}:{port}", service, web_store, app)
    finally:
        await runner.cleanup()


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    if not CHROMIUM.exists():
        needed(f"chromium ({CHROMIUM})")
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=list(QUIET_CHROMIUM)
        )
        try:
            yield launched
        finally:
            await launched.close()


@pytest.fixture
async def open_page(browser: Browser, web: Served) -> AsyncIterator[OpenPage]:
    visits = Visits(web.url)
    contexts: list[BrowserContext] = []

    async def opened(path: str, width: int = 1280, status: int = 200) -> Page:
        context = await browser.new_context(viewport={"width": width, "height": 900})
        contexts.append(context)
        page = await context.new_page()
        page.on("console", visits.console)
        page.on("pageerror", visits.page_error)
        page.on("request", visits.request)
        if status == 404:
            visits.not_found.add(web.url + path)
        response = await page.goto(web.url + path)
        assert response is not None, path
        assert response.status == status, (path, response.status)
        return page

    yield opened
    for context in contexts:
        await context.close()
    assert visits.problems == []
