"""Live pages' streams (issue 38): a standalone `pickomino-bot web` on SQLite tells the moves
another process writes to the same file as they are written (SQLite's data_version, looked at
a few times a second), not at its 15-second recheck; the followers of a table share one read
of it per change; a server whose pages are turned off ends its streams."""

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from aiohttp import web as aiohttp_web

from engine.pickomino.policies import cautious_action
from storage import GameStore, Seat, SqliteGameStore, StoredGame
from tables.live import RECHECK_SECONDS
from tables.service import TableService
from tables.storage import open_store
from web.app import create_app
from webpages.browser import Served
from webpages.test_web_process import WAIT, web_process

GUILD, CHANNEL = 91, 4
SEATS = [Seat.human(1, "Ann"), Seat.human(2, "Bob")]
FOLLOWERS = 10


class CountedStore(SqliteGameStore):
    """The real SQLite store, counting the reads of a game (a click's and each stream's)."""

    games_read = 0

    async def get_game(self, game_id: int) -> Any:
        CountedStore.games_read += 1
        return await super().get_game(game_id)


@pytest.fixture
async def web_store(web_database: Path) -> AsyncIterator[GameStore]:
    store = await CountedStore.open(web_database)
    yield store
    await store.close()


async def started(service: TableService) -> tuple[str, StoredGame]:
    token = (await service.set_web_pages(GUILD, True, "Live")).web_token
    assert token is not None
    lobby = await service.open_table(GUILD, CHANNEL, 1, SEATS, "classic", "{}")
    return token, (await service.start(lobby.id, 1)).stored


async def played(service: TableService, stored: StoredGame) -> StoredGame:
    game = await service.load(stored)
    player = stored.seats[game.current].user_id
    assert player is not None
    move = str(cautious_action(game))
    return (await service.play(stored.id, stored.version, player, move)).stored


async def next_event(stream: aiohttp.ClientResponse) -> tuple[str, str] | None:
    """The stream's next event (name, data), past its comments; None once it ended."""
    name = data = None
    async for line in stream.content:
        text = line.decode().rstrip("\n")
        if text.startswith("event: "):
            name = text.removeprefix("event: ")
        elif text.startswith("data: "):
            data = text.removeprefix("data: ")
        elif text == "" and name is not None:
            return name, data or ""
    return None


async def test_a_standalone_web_process_tells_the_moves_another_process_writes(
    tmp_path: Path,
) -> None:
    store = await open_store(None, tmp_path / "games.db")
    try:
        service = TableService(store, lambda: 1)
        token, stored = await started(service)
        async with (
            web_process(tmp_path) as origin,
            aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=None)) as session,
            session.get(
                f"{origin}/s/{token}/games/{stored.id}/live/events?version={stored.version}"
            ) as stream,
        ):
            assert stream.status == 200
            for _ in range(3):
                stored = await played(service, stored)
                # Shorter than the stream's own recheck: only the file's data_version,
                # looked at a few times a second, can tell the move in time.
                async with asyncio.timeout(RECHECK_SECONDS - 1):
                    while (event := await next_event(stream)) != ("move", str(stored.version)):
                        assert event is not None and event[0] == "move", event
    finally:
        await store.close()


async def test_the_followers_of_a_table_share_one_read_per_move(web: Served) -> None:
    token, stored = await started(web.service)
    address = f"{web.url}/s/{token}/games/{stored.id}/live/events"
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=None)) as session:
        streams = [await session.get(address) for _ in range(FOLLOWERS)]
        try:
            for stream in streams:
                assert await next_event(stream) == ("move", str(stored.version))
            for _ in range(3):
                before = CountedStore.games_read
                stored = await played(web.service, stored)
                for stream in streams:
                    async with asyncio.timeout(WAIT):
                        assert await next_event(stream) == ("move", str(stored.version))
                # The click's own read; the followers': one when the table service told the
                # move, perhaps one more when the file's data_version told it again; never one
                # per follower.
                assert CountedStore.games_read - before <= 3
        finally:
            for stream in streams:
                stream.close()


async def test_pages_turned_off_end_their_streams(web: Served) -> None:
    token, stored = await started(web.service)
    address = f"{web.url}/s/{token}/games/{stored.id}/live/events"
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=None)) as session:
        streams = [await session.get(address) for _ in range(3)]
        try:
            for stream in streams:
                assert await next_event(stream) == ("move", str(stored.version))
            await web.service.set_web_pages(GUILD, False)
            await played(web.service, stored)
            for stream in streams:
                async with asyncio.timeout(WAIT):
                    assert await next_event(stream) is None
        finally:
            for stream in streams:
                stream.close()


async def test_the_pages_stopping_end_their_streams_at_once(web_store: GameStore) -> None:
    """A stop (`pickomino-bot web`, `run`) ends every live stream as it begins, rather than
    waiting for each stream's next recheck (15 s) to find it should: the stop takes well under
    that, its followers told the stream ended."""
    service = TableService(web_store, lambda: 1)
    runner = aiohttp_web.AppRunner(create_app(service, "en", "https://pages.example"))
    await runner.setup()
    site = aiohttp_web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    host, port = runner.addresses[0][:2]
    token, stored = await started(service)
    address = f"http://{host}:{port}/s/{token}/games/{stored.id}/live/events"
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=None)) as session:
        streams = [await session.get(address) for _ in range(3)]
        for stream in streams:
            assert await next_event(stream) == ("move", str(stored.version))
        async with asyncio.timeout(RECHECK_SECONDS / 2):
            await runner.cleanup()
            for stream in streams:
                assert await next_event(stream) is None
