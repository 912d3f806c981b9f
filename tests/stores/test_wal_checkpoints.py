"""SQLite's write-ahead log is copied back into the database by a background task, never inside
a player's commit (issues 12 and 16, storage/wal_checkpoints.py); the log stays bounded,
a reader holding a snapshot breaks nothing, and closing the store stops the task first.

The tests drive the task themselves: a commit past the mark only creates it, and the test
awaits it (no sleeps). Pages are written as blobs in a scratch table, one page of log for
each 4 KiB of blob."""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from storage import SqliteGameStore
from storage import connections as sqlite_connections
from storage.maintenance import backup_database
from storage.wal_checkpoints import PASSIVE, RESTART, Checkpoint, WalCheckpoints
from stores.helpers import running, state

PAGE = 4096
FRAME = PAGE + 24
"""A page in the log: its header, then the page."""


def _wal(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def _checkpoints(store: SqliteGameStore) -> WalCheckpoints:
    checkpoints = store._db.checkpoints
    assert checkpoints is not None, "checkpoints are ours wherever the -shm file can be read"
    return checkpoints


async def _settled(store: SqliteGameStore) -> WalCheckpoints:
    """The checkpoints, once the one the opening's migrations may have started has run."""
    checkpoints = _checkpoints(store)
    if checkpoints.running is not None:
        await checkpoints.running
    return checkpoints


async def _write_pages(store: SqliteGameStore, pages: int) -> None:
    async with store._db.transaction() as conn:
        await conn.execute("INSERT INTO scratch (b) VALUES (randomblob(?))", (pages * PAGE,))


async def _open(path: Path, mark: int) -> SqliteGameStore:
    store = await SqliteGameStore.open(path, checkpoint_mark=mark)
    async with store._db.transaction() as conn:
        await conn.execute("CREATE TABLE scratch (b BLOB)")
    return store


@pytest.fixture
def db_file(tmp_path: Path) -> Path:
    return tmp_path / "games.db"


@pytest.fixture
def snapshot_reader(db_file: Path) -> Iterator[sqlite3.Connection]:
    """Another connection, as `db backup` or a second process would open one."""
    with closing(sqlite3.connect(db_file, isolation_level=None)) as reader:
        yield reader


async def test_a_commit_past_the_mark_leaves_the_log_to_the_background_task(
    db_file: Path,
) -> None:
    store = await _open(db_file, 1_000)
    try:
        checkpoints = await _settled(store)
        writer = store._db.writer
        assert next(iter(await writer.execute_fetchall("PRAGMA wal_autocheckpoint")))[0] == 0
        await _write_pages(store, 1_200)
        assert checkpoints.pending() >= 1_200, "the commit itself copied nothing back"
        assert _wal(db_file).stat().st_size >= 1_200 * FRAME
        task = checkpoints.running
        assert task is not None
        done = await task
        assert done.mode == PASSIVE and not done.busy
        assert done.copied_pages == done.log_pages >= 1_200
        assert checkpoints.pending() == 0
        assert db_file.stat().st_size >= 1_200 * PAGE, "the pages are in the database file"
        log_size = _wal(db_file).stat().st_size
        await _write_pages(store, 5)
        assert checkpoints.log_pages()[0] < 20, "the next commit wrote the log from its start"
        assert _wal(db_file).stat().st_size == log_size
        assert checkpoints.running is None
        await store.probe()
    finally:
        await store.close()


async def test_every_kind_of_commit_tells_the_checkpoints(db_file: Path) -> None:
    """A single statement (group commit), a transaction, a transaction in one call."""
    store = await _open(db_file, 1)
    try:
        checkpoints = await _settled(store)
        game = await running(store)
        await _settled(store)
        await store.apply_action(
            game.id, game.version, seat=0, action="roll", state_json=state(1), deadline=None
        )
        assert checkpoints.running is not None
        await _settled(store)
        await store._db.transaction_in_one_call(
            lambda conn: conn.execute("INSERT INTO scratch (b) VALUES (x'00')")
        )
        assert checkpoints.running is not None
        await _settled(store)
    finally:
        await store.close()


async def test_a_reader_holding_its_snapshot_neither_waits_nor_is_broken(
    db_file: Path, snapshot_reader: sqlite3.Connection
) -> None:
    # A mark of 20 (bound 200): the log the migrations left (about 70 pages) plus the 33
    # written here stays well below the bound, so the checkpoint is PASSIVE however the
    # schema grows; with 10, one more migration pushed it past the bound of 100.
    store = await _open(db_file, 20)
    try:
        checkpoints = await _settled(store)
        await _write_pages(store, 3)
        await _settled(store)
        snapshot_reader.execute("BEGIN")
        (before,) = snapshot_reader.execute("SELECT count(*) FROM scratch").fetchone()
        await _write_pages(store, 30)
        assert checkpoints.running is not None
        done = await checkpoints.running
        assert done.mode == PASSIVE
        assert done.copied_pages < done.log_pages, "the reader's snapshot still needs the log"
        await _write_pages(store, 3)
        assert snapshot_reader.execute("SELECT count(*) FROM scratch").fetchone() == (before,)
        snapshot_reader.execute("COMMIT")
        assert snapshot_reader.execute("SELECT count(*) FROM scratch").fetchone() == (before + 2,)
        await _write_pages(store, checkpoints.pending() + 10)
        assert checkpoints.running is not None
        await checkpoints.running
        assert checkpoints.pending() == 0
    finally:
        await store.close()


async def test_a_log_past_the_bound_gets_a_checkpoint_that_waits_for_the_readers(
    db_file: Path,
) -> None:
    """Ten times the mark: RESTART, after which the log starts again; it stays bounded."""
    store = await _open(db_file, 10)
    try:
        checkpoints = await _settled(store)
        await _write_pages(store, 150)
        assert checkpoints.running is not None
        done = await checkpoints.running
        assert done.mode == RESTART and not done.busy
        await store._db.transaction_in_one_call(lambda conn: None)
        assert checkpoints.running is None, "a commit of nothing asks for no second RESTART"
        log_size = _wal(db_file).stat().st_size
        for _ in range(40):
            await _write_pages(store, 4)
            await _settled(store)
            assert checkpoints.log_pages()[0] < 20
        assert _wal(db_file).stat().st_size == log_size
    finally:
        await store.close()


async def test_a_reader_that_outlasts_the_waiting_checkpoint_gets_it_once(
    db_file: Path, snapshot_reader: sqlite3.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The RESTART gives up after the busy timeout; the next checkpoints are passive again
    until the log has grown by another bound."""
    monkeypatch.setattr(sqlite_connections, "BUSY_TIMEOUT_MS", 50)
    store = await _open(db_file, 10)
    try:
        checkpoints = await _settled(store)
        snapshot_reader.execute("BEGIN")
        snapshot_reader.execute("SELECT count(*) FROM scratch").fetchone()
        await _write_pages(store, 150)
        assert checkpoints.running is not None
        done = await checkpoints.running
        assert done.mode == RESTART and done.busy
        modes: list[Checkpoint] = []
        for _ in range(4):
            await _write_pages(store, 20)
            assert checkpoints.running is not None
            modes.append(await checkpoints.running)
        assert [checkpoint.mode for checkpoint in modes] == [PASSIVE] * 4
        snapshot_reader.execute("COMMIT")
        await _write_pages(store, 20)
        assert checkpoints.running is not None
        assert (await checkpoints.running).mode == RESTART
        await _write_pages(store, 1)
        assert checkpoints.log_pages()[0] < 10
    finally:
        await store.close()


@pytest.mark.parametrize("started", [False, True], ids=["before-it-runs", "while-it-runs"])
async def test_closing_stops_the_checkpoint_then_empties_the_log(
    db_file: Path, started: bool
) -> None:
    store = await _open(db_file, 10)
    checkpoints = await _settled(store)
    await _write_pages(store, 500)
    task = checkpoints.running
    assert task is not None
    if started:
        await asyncio.sleep(0)
    await store.close()
    assert task.done()
    await store.close()
    assert not _wal(db_file).exists() or _wal(db_file).stat().st_size == 0
    reopened = await SqliteGameStore.open(db_file)
    try:
        row = await reopened._db.fetch_one("SELECT count(*), sum(length(b)) FROM scratch")
        assert row is not None and tuple(row) == (1, 500 * PAGE)
    finally:
        await reopened.close()


async def test_a_backup_empties_the_log_first(db_file: Path, tmp_path: Path) -> None:
    store = await _open(db_file, 1_000)
    try:
        checkpoints = await _settled(store)
        await _write_pages(store, 40)
        assert checkpoints.pending() >= 40 and checkpoints.running is None
        copy = await asyncio.to_thread(backup_database, db_file, tmp_path / "saved.db")
        assert checkpoints.pending() == 0
        await _write_pages(store, 1)
    finally:
        await store.close()
    with closing(sqlite3.connect(copy)) as saved:
        assert saved.execute("SELECT sum(length(b)) FROM scratch").fetchone() == (40 * PAGE,)


async def test_without_a_read_at_an_offset_sqlite_keeps_its_own_checkpoints(
    db_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As on Windows, where Python has no os.pread: the writer checkpoints as SQLite does."""
    monkeypatch.delattr(os, "pread")
    store = await _open(db_file, 10)
    try:
        assert store._db.checkpoints is None
        writer = store._db.writer
        assert next(iter(await writer.execute_fetchall("PRAGMA wal_autocheckpoint")))[0] == 1000
        await _write_pages(store, 1_200)
        await store.probe()
    finally:
        await store.close()
