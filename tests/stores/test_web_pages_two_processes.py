"""A server's pages kept rendered by one process (web/page_cache.py) while another changes
what they show (issue 38): the pages' process reads the web setting for every request, so a
server turned off or moved by the bot's process is the 404 at once, and a game finished or a
person forgotten there is on the kept home page at once, on both backends: with two stores
in this process, and with a real `pickomino-bot web` subprocess."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiohttp
from aiohttp import web as aiohttp_web
from review.games import played_game
from webpages.test_web_process import web_process

from engine.pickomino.players.expert import expert_action
from storage import GameStore, Seat
from stores.backends import Backend
from tables.privacy import PlayersData
from tables.service import TableService
from web.app import create_app
from web.site import SITE

GUILD, CHANNEL = 81, 8
SEATS = [Seat.human(800, "Ann"), Seat.human(801, "Bob")]


@asynccontextmanager
async def served(store: GameStore) -> AsyncIterator[tuple[str, aiohttp_web.Application]]:
    app = create_app(TableService(store, lambda: 1), "en")
    runner = aiohttp_web.AppRunner(app, access_log=None)
    await runner.setup()
    site = aiohttp_web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    try:
        yield f"http://127.0.0.1:{runner.addresses[0][1]}", app
    finally:
        await runner.cleanup()


async def got(url: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        return response.status, await response.text()


async def test_a_page_kept_by_one_process_follows_what_another_changes(backend: Backend) -> None:
    bot, pages = await backend.open(durable=False), await backend.open(durable=False)
    try:
        service = TableService(bot, lambda: 1)
        token = (await service.set_web_pages(GUILD, True, "Two")).web_token
        assert token is not None
        first = await played_game(bot, GUILD, CHANNEL, SEATS, expert_action, seed=5)
        async with served(pages) as (url, app):
            home, game = f"{url}/s/{token}/", f"{url}/s/{token}/games/{first.id}"
            for _ in range(3):
                assert (await got(home))[0] == 200 and (await got(game))[0] == 200
            rendered = app[SITE].kept.rendered
            assert rendered == 2
            await service.set_web_pages(GUILD, False)
            assert (await got(home))[0] == 404 and (await got(game))[0] == 404
            await service.set_web_pages(GUILD, True)
            assert (await got(home))[0] == 200 and (await got(game))[0] == 200
            assert app[SITE].kept.rendered == rendered
            second = await played_game(bot, GUILD, CHANNEL, SEATS, expert_action, seed=6)
            status, text = await got(home)
            assert status == 200 and f"Game #{second.id}" in text
            await PlayersData(service, "en").forget_person(800, GUILD)
            for address in (home, game):
                status, text = await got(address)
                assert "Ann" not in text and "Former player" in text, address
            moved = (await service.new_web_address(GUILD)).web_token
            assert moved is not None
            assert (await got(home))[0] == 404 and (await got(game))[0] == 404
            assert (await got(home.replace(token, moved)))[0] == 200
    finally:
        await bot.close()
        await pages.close()


async def test_a_web_process_shows_nothing_of_a_server_turned_off_by_the_bot(
    backend: Backend, tmp_path: Path
) -> None:
    bot = await backend.open(durable=False)
    try:
        service = TableService(bot, lambda: 1)
        token = (await service.set_web_pages(GUILD, True, "Two")).web_token
        assert token is not None
        first = await played_game(bot, GUILD, CHANNEL, SEATS, expert_action, seed=7)
        where = (
            {"PICKOMINO_DATABASE_URL": backend.url}
            if backend.url is not None
            else {"PICKOMINO_DATABASE_PATH": str(backend.path)}
        )
        async with web_process(tmp_path, **where) as url:
            home, game = f"{url}/s/{token}/", f"{url}/s/{token}/games/{first.id}"
            for _ in range(3):
                assert (await got(home))[0] == 200 and (await got(game))[0] == 200
            await service.set_web_pages(GUILD, False)
            assert (await got(home))[0] == 404 and (await got(game))[0] == 404
            await service.set_web_pages(GUILD, True)
            assert (await got(game))[0] == 200
            second = await played_game(bot, GUILD, CHANNEL, SEATS, expert_action, seed=8)
            status, text = await got(home)
            assert status == 200 and f"Game #{second.id}" in text
            moved = (await service.new_web_address(GUILD)).web_token
            assert moved is not None
            assert (await got(home))[0] == 404 and (await got(game))[0] == 404
            assert (await got(game.replace(token, moved)))[0] == 200
    finally:
        await bot.close()
