"""A game's turn ping kept in mind between moves (tables.turn_pings.KnownPings, issue 16): read
from the store once, then what this process stored; read again after a write that failed, and
once forgotten. A real SQLite file."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage import Seat, SqliteGameStore, TurnPing
from tables.pickomino.options import TableOptions
from tables.service import TableService
from tables.turn_pings import KnownPings

GUILD, CHANNEL = 1, 2


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteGameStore]:
    opened = await SqliteGameStore.open(tmp_path / "pings.db", durable=False)
    yield opened
    await opened.close()


async def game_id(store: SqliteGameStore, channel: int = CHANNEL) -> int:
    tables = TableService(store, lambda: 7)
    host = Seat.human(100, "Ann")
    lobby = await tables.open_lobby(GUILD, channel, host, "classic", TableOptions().to_json())
    return lobby.id


async def test_a_ping_is_read_once_then_kept_as_stored(store) -> None:
    game = await game_id(store)
    pings = KnownPings(store)
    assert await pings.get(game) is None
    await store.set_turn_ping(TurnPing(game, CHANNEL, 555, 100))
    assert await pings.get(game) is None, "kept in mind: only this process writes it"
    ping = TurnPing(game, CHANNEL, 777, 100)
    await pings.set(ping)
    assert await pings.get(game) == ping == await store.get_turn_ping(game)
    await pings.clear(game)
    assert await pings.get(game) is None and await store.get_turn_ping(game) is None


async def test_after_a_failed_write_the_ping_is_read_again(tmp_path) -> None:
    path = tmp_path / "pings.db"
    store = await SqliteGameStore.open(path, durable=False)
    game = await game_id(store)
    pings = KnownPings(store)
    await pings.set(TurnPing(game, CHANNEL, 555, 100))
    await store.close()
    with pytest.raises(Exception):  # noqa: B017 - whatever a closed store raises
        await pings.clear(game)
    reopened = await SqliteGameStore.open(path, durable=False)
    try:
        pings.store = reopened
        await reopened.set_turn_ping(TurnPing(game, CHANNEL, 600, 100))
        assert await pings.get(game) == TurnPing(game, CHANNEL, 600, 100), "read again"
    finally:
        await reopened.close()


async def test_the_oldest_games_are_forgotten_first(store) -> None:
    games = [await game_id(store, CHANNEL + number) for number in range(3)]
    pings = KnownPings(store, kept=2)
    for game in games:
        await pings.set(TurnPing(game, CHANNEL, game, 100))
    await store.clear_turn_ping(games[0])
    await store.clear_turn_ping(games[2])
    assert await pings.get(games[0]) is None, "forgotten, so read from the store"
    assert await pings.get(games[2]) is not None, "still kept in mind"
