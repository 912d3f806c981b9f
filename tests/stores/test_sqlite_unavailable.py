"""SQLite cannot take a write for a while: the disk is full, or another process holds the
database locked for longer than the busy timeout. The store says `StorageUnavailable` (never
SQLite's own `OperationalError`), changes nothing, and works again once the cause is gone.

The full disk is SQLite's own limit, `PRAGMA max_page_count`, set on the store's writer
connection (the pragma belongs to one connection), and a row too big for the pages left; the
lock is a second connection holding `BEGIN EXCLUSIVE`, with a short busy timeout.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import AsyncIterator, Iterator
from contextlib import closing
from pathlib import Path

import pytest

from storage import SqliteGameStore, StorageUnavailable
from storage import connections as sqlite_connections
from stores.helpers import running, state

BIG = json.dumps({"padding": "x" * 200_000})


@pytest.fixture
async def sqlite_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[SqliteGameStore]:
    monkeypatch.setattr(sqlite_connections, "BUSY_TIMEOUT_MS", 50)
    store = await SqliteGameStore.open(tmp_path / "games.db")
    yield store
    await store.close()


async def _fill_the_disk(store: SqliteGameStore) -> None:
    writer = store._db.writer
    (pages,) = next(iter(await writer.execute_fetchall("PRAGMA page_count")))
    await writer.execute(f"PRAGMA max_page_count = {pages}")


async def _free_the_disk(store: SqliteGameStore) -> None:
    await store._db.writer.execute("PRAGMA max_page_count = 1073741823")


@pytest.fixture
def exclusive_lock(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    with closing(sqlite3.connect(tmp_path / "games.db", isolation_level=None)) as holder:
        yield holder


async def test_a_full_disk_refuses_the_move_and_keeps_the_game(sqlite_store) -> None:
    store = sqlite_store
    game = await running(store)
    await _fill_the_disk(store)
    with pytest.raises(StorageUnavailable, match="database or disk is full"):
        await store.apply_action(
            game.id, game.version, seat=0, action="roll", state_json=BIG, deadline=None
        )
    assert await store.get_game(game.id) == game
    assert await store.action_log(game.id) == []
    await _free_the_disk(store)
    assert (
        await store.apply_action(
            game.id, game.version, seat=0, action="roll", state_json=BIG, deadline=None
        )
        == game.version + 1
    )


async def test_a_full_disk_rolls_a_whole_transaction_back(sqlite_store) -> None:
    store = sqlite_store
    await _fill_the_disk(store)
    with pytest.raises(StorageUnavailable, match="full"):
        await store.create_game(
            guild_id=1, channel_id=2, owner_id=3, rules="classic", settings_json=BIG, seats=[]
        )
    assert await store.active_game_in_channel(2) is None
    await _free_the_disk(store)
    created = await store.create_game(
        guild_id=1, channel_id=2, owner_id=3, rules="classic", settings_json=BIG, seats=[]
    )
    assert created.settings_json == BIG


async def test_a_lock_held_too_long_refuses_the_move_then_lets_it_through(
    sqlite_store, exclusive_lock
) -> None:
    store = sqlite_store
    game = await running(store)
    exclusive_lock.execute("BEGIN EXCLUSIVE")
    with pytest.raises(StorageUnavailable, match="database is locked"):
        await store.apply_action(
            game.id, game.version, seat=0, action="roll", state_json=state(1), deadline=None
        )
    with pytest.raises(StorageUnavailable, match="database is locked"):
        await store.update_lobby(game.id, game.version, seats=[])
    assert await store.get_game(game.id) == game
    exclusive_lock.execute("ROLLBACK")
    await store.apply_action(
        game.id, game.version, seat=0, action="roll", state_json=state(1), deadline=None
    )
    assert [entry.action for entry in await store.action_log(game.id)] == ["roll"]


async def test_the_health_probe_sees_a_lock_held_too_long_and_changes_nothing(
    sqlite_store, exclusive_lock
) -> None:
    """`probe` is what the health check runs every beat (bot.heartbeat). A full disk is in
    tests/test_discord_storage_faults.py: the probe rewrites a page the file already has, so
    SQLite's page limit cannot stop it, but a full file system stops its append to the log."""
    store = sqlite_store
    game = await running(store)
    await store.probe()
    exclusive_lock.execute("BEGIN EXCLUSIVE")
    with pytest.raises(StorageUnavailable, match="database is locked"):
        await store.probe()
    exclusive_lock.execute("ROLLBACK")
    await store.probe()
    assert await store.get_game(game.id) == game
