"""The two SQLite connections behind the store and the one rule that makes them safe.

aiosqlite runs each connection on its own thread, and a transaction is a sequence of awaits.
If two tasks shared a connection freely, one task's statements would land inside the other's
transaction (and a reader could see uncommitted rows). So:

- writes go through one writer connection, one statement or transaction at a time under an
  asyncio.Lock; single-statement writes (a move, a deadline, a setting) that queue up while
  the writer is busy go together in one round trip, in one transaction, so that a burst of
  clicks waits for one synced commit per batch instead of one per click (group commit). Each
  write's outcome is its own: should any statement of a batch fail, the batch is rolled back
  and its writes are run again one by one, as they would have run alone;
- reads go through a separate read-only connection, outside the lock: in WAL mode each read
  statement sees the last committed state and never waits for the writer;
- a read of one row by its key (a game, a server's settings: the reads of every click) runs at
  once on the event loop's own thread, on a third, read-only connection. Such a read takes
  SQLite some microseconds, less than a hand-over to a connection's thread and back, and each
  hand-over makes the threads contend for the GIL: under 200 busy games that contention was a
  quarter of the bot's busy time (docs/benchmarks.md). Reads that may scan (leaderboards,
  timers) stay on the reader's thread.

The log is copied back into the database by `WalCheckpoints`, outside these transactions
(SQLite's automatic checkpoints, which ran inside a COMMIT, are off on the writer).

When SQLite cannot do it for now (disk full, a lock another process holds past the busy
timeout, an I/O error, a file made read-only), the caller gets `StorageUnavailable`, the
store's word for "nothing was changed, try again", not SQLite's `OperationalError`.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Iterator
from contextlib import asynccontextmanager, contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from storage.errors import DatabasePlaceError, NotADatabase, StorageError, StorageUnavailable
from storage.placement import FILE_NOT_WRITABLE
from storage.wal_checkpoints import MARK, WalCheckpoints

T = TypeVar("T")

BUSY_TIMEOUT_MS = 5_000
FULL_SYNC = 2
SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY, SQLITE_IOERR, SQLITE_FULL = 5, 6, 8, 10, 13
FOR_NOW = frozenset({SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY, SQLITE_IOERR, SQLITE_FULL})
"""Primary result codes of what stops a statement now but not for ever."""


@contextmanager
def _unavailable_for_now() -> Iterator[None]:
    try:
        yield
    except sqlite3.OperationalError as error:
        if error.sqlite_errorcode & 0xFF in FOR_NOW:
            raise StorageUnavailable(error, "cannot be used") from error
        raise


"""`PRAGMA synchronous` reads 2 for FULL (and 3 for EXTRA), 1 for NORMAL."""


async def _connect(path: Path, pragmas: Iterable[str]) -> aiosqlite.Connection:
    conn = await aiosqlite.connect(path, isolation_level=None)
    try:
        for pragma in pragmas:
            await conn.execute(pragma)
    except sqlite3.DatabaseError as exc:
        await conn.close()
        raise NotADatabase(str(path), exc) from exc
    return conn


async def _check_writable(writer: aiosqlite.Connection, path: Path) -> None:
    """SQLite opens a file it may read but not write read-only, silently, and a WAL database
    even takes a write lock then: only a real write tells. This one is rolled back."""
    (version,) = next(iter(await writer.execute_fetchall("PRAGMA user_version")))
    try:
        await writer.execute("BEGIN IMMEDIATE")
        try:
            await writer.execute(f"PRAGMA user_version = {int(version)}")
        finally:
            await writer.rollback()
    except sqlite3.OperationalError as error:
        if error.sqlite_errorcode & 0xFF == SQLITE_READONLY:
            raise DatabasePlaceError(path, FILE_NOT_WRITABLE, path, error) from error
        raise


async def _roll_back(writer: aiosqlite.Connection) -> None:
    """SQLite may have rolled the transaction back itself (a full disk, an I/O error); what
    rolling back again says then must not hide why."""
    with suppress(sqlite3.Error):
        await writer.rollback()


def _in_transaction(writer: aiosqlite.Connection, work: Callable[[sqlite3.Connection], T]) -> T:
    """On the writer's thread: `work` inside BEGIN IMMEDIATE ... COMMIT, rolled back if it
    raises."""
    conn = writer._conn
    conn.execute("BEGIN IMMEDIATE")
    try:
        result = work(conn)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            with suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
        raise
    return result


def _connect_here(path: Path) -> sqlite3.Connection:
    """The read-only connection of `fetch_key`, used on the event loop's thread only."""
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA query_only = ON")
    except sqlite3.DatabaseError as exc:
        conn.close()
        raise NotADatabase(str(path), exc) from exc
    return conn


@dataclass(eq=False, slots=True)
class _Write:
    sql: str
    parameters: tuple[Any, ...]
    done: asyncio.Future[int | BaseException]


def _run_batch(writer: aiosqlite.Connection, batch: list[_Write]) -> list[int | sqlite3.Error]:
    """On the writer's thread: the batch's statements in one transaction, or, should one of
    them or the commit fail, each alone (autocommit), each with its own outcome."""
    conn = writer._conn
    if len(batch) > 1:
        try:
            conn.execute("BEGIN IMMEDIATE")
            counts: list[int | sqlite3.Error] = [
                conn.execute(write.sql, write.parameters).rowcount for write in batch
            ]
            conn.execute("COMMIT")
            return counts
        except sqlite3.Error:
            if conn.in_transaction:
                with suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
    outcomes: list[int | sqlite3.Error] = []
    for write in batch:
        try:
            outcomes.append(conn.execute(write.sql, write.parameters).rowcount)
        except sqlite3.Error as error:
            outcomes.append(error)
    return outcomes


class Connections:
    def __init__(
        self,
        writer: aiosqlite.Connection,
        reader: aiosqlite.Connection,
        key_reader: sqlite3.Connection,
        checkpoints: WalCheckpoints | None,
    ) -> None:
        self.writer = writer
        self._reader = reader
        self._key_reader = key_reader
        self.checkpoints = checkpoints
        self._lock = asyncio.Lock()
        self._queued: list[_Write] = []

    @classmethod
    async def open(cls, path: Path, *, durable: bool, checkpoint_mark: int = MARK) -> Connections:
        """`durable` syncs every commit to disk (survives a power cut); without it, commits
        survive crashes and clean reboots but the last ones can be lost on a power cut.
        `checkpoint_mark`: pages of log between two checkpoints (see WalCheckpoints)."""
        common = [f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}"]
        synchronous = "FULL" if durable else "NORMAL"
        writer = await _connect(
            path,
            [
                *common,
                "PRAGMA journal_mode = WAL",
                "PRAGMA foreign_keys = ON",
                f"PRAGMA synchronous = {synchronous}",
            ],
        )
        checkpoints = None
        try:
            (mode,) = next(iter(await writer.execute_fetchall("PRAGMA journal_mode")))
            if mode != "wal":
                raise StorageError(f"{path}: SQLite refused WAL mode (journal mode is {mode})")
            await _check_writable(writer, path)
            checkpoints = await WalCheckpoints.open(
                path, synchronous=synchronous, busy_timeout_ms=BUSY_TIMEOUT_MS, mark=checkpoint_mark
            )
            if checkpoints is not None:
                await writer.execute("PRAGMA wal_autocheckpoint = 0")
            reader = await _connect(path, [*common, "PRAGMA query_only = ON"])
        except BaseException:
            await writer.close()
            if checkpoints is not None:
                await checkpoints.close()
            raise
        try:
            key_reader = _connect_here(path)
        except BaseException:
            await reader.close()
            await writer.close()
            if checkpoints is not None:
                await checkpoints.close()
            raise
        return cls(writer, reader, key_reader, checkpoints)

    def committed(self) -> None:
        """After each commit of the writer: a checkpoint may be due (WalCheckpoints)."""
        if self.checkpoints is not None:
            self.checkpoints.committed()

    async def fetch_all(self, sql: str, parameters: Iterable[Any] = ()) -> list[sqlite3.Row]:
        with _unavailable_for_now():
            return list(await self._reader.execute_fetchall(sql, parameters))

    async def fetch_one(self, sql: str, parameters: Iterable[Any] = ()) -> sqlite3.Row | None:
        rows = await self.fetch_all(sql, parameters)
        return rows[0] if rows else None

    async def fetch_key(self, sql: str, parameters: Iterable[Any] = ()) -> Any:
        """The one row of a read by primary key (or None), read without leaving this thread.
        Read to the end, so that the statement is done and holds no read snapshot."""
        with _unavailable_for_now():
            rows = self._key_reader.execute(sql, tuple(parameters)).fetchall()
        return rows[0] if rows else None

    def fetch_here(self, sql: str, parameters: Iterable[Any] = ()) -> list[sqlite3.Row]:
        """The rows of a small read by primary key, read as `fetch_key` reads, on this
        thread."""
        with _unavailable_for_now():
            return list(self._key_reader.execute(sql, tuple(parameters)).fetchall())

    def data_version(self) -> int:
        """SQLite's `data_version` of the reading connection: it moves whenever another
        connection, of this process or another, commits a change to the file."""
        with _unavailable_for_now():
            (version,) = self._key_reader.execute("PRAGMA data_version").fetchone()
        return int(version)

    async def write(self, sql: str, parameters: Iterable[Any] = ()) -> int:
        """One statement, atomic by itself, committed (and synced, if durable) before this
        returns; returns the number of rows it changed. Writes queued while the writer is busy
        are committed together by whichever of them gets the writer first (module docstring)."""
        write = _Write(sql, tuple(parameters), asyncio.get_running_loop().create_future())
        self._queued.append(write)
        try:
            async with self._lock:
                if not write.done.done():
                    batch, self._queued = self._queued, []
                    await asyncio.shield(self._commit(batch))
        except asyncio.CancelledError:
            if write in self._queued:
                self._queued.remove(write)
            raise
        outcome = await write.done
        if isinstance(outcome, BaseException):
            with _unavailable_for_now():
                raise outcome
        return outcome

    async def _commit(self, batch: list[_Write]) -> None:
        """Runs to the end even if the task that started it is cancelled: the batch holds
        other tasks' writes, which wait for their outcome. Never raises: each write's outcome,
        a row count or an error, is the value of its future."""
        try:
            outcomes: list[int | BaseException] = list(
                await self.writer._execute(_run_batch, self.writer, batch)
            )
        except BaseException as error:
            outcomes = [error] * len(batch)
        self.committed()
        for queued, outcome in zip(batch, outcomes, strict=True):
            if not queued.done.done():
                queued.done.set_result(outcome)

    async def durable(self) -> bool:
        """Whether the writer syncs every commit to disk, as SQLite itself reports it."""
        async with self._lock:
            rows = await self.writer.execute_fetchall("PRAGMA synchronous")
        level: int = next(iter(rows))[0]
        return level >= FULL_SYNC

    async def probe(self) -> None:
        """A committed write that changes nothing: the header's `user_version` set to what it
        is. SQLite still appends the page to the write-ahead log, so a full disk, a log the
        system refuses to write (I/O error) or a lock held too long shows here."""
        async with self.transaction() as writer:
            (version,) = next(iter(await writer.execute_fetchall("PRAGMA user_version")))
            await writer.execute(f"PRAGMA user_version = {int(version)}")

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """One IMMEDIATE transaction on the writer: committed if the block ends normally,
        rolled back on any exception, including cancellation (the rollback is queued on the
        connection's thread behind the statements already sent, so it cannot be skipped)."""
        async with self._lock:
            with _unavailable_for_now():
                try:
                    await self.writer.execute("BEGIN IMMEDIATE")
                    yield self.writer
                    await self.writer.commit()
                except BaseException:
                    await _roll_back(self.writer)
                    raise
        self.committed()

    async def transaction_in_one_call(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """`work(connection)` run on the writer's thread in one IMMEDIATE transaction,
        committed if it returns, rolled back if it raises: one hand-over to the thread and
        back, however many statements `work` makes. Each hand-over waits for the GIL and for
        a core; on a busy machine those waits, not SQLite, are most of what a transaction of
        ten statements costs (docs/benchmarks.md, finishing a game).

        aiosqlite has no public way to run a function on its thread: this uses its
        `_execute` and `_conn` (aiosqlite is pinned in constraints.txt; the tests of
        finished games go through here). A cancelled caller leaves `work` to end on the
        thread, committed or rolled back as a whole; the statements of the next writer
        queue behind it on the same thread."""
        async with self._lock:
            with _unavailable_for_now():
                result: T = await self.writer._execute(_in_transaction, self.writer, work)
        self.committed()
        return result

    async def close(self) -> None:
        """The checkpoint under way is cancelled and awaited first; the log is emptied by the
        checkpoint connection, closed last (WalCheckpoints.close)."""
        async with self._lock:
            if self.checkpoints is not None:
                await self.checkpoints.stop()
            self._key_reader.close()
            await self._reader.close()
            await self.writer.close()
            if self.checkpoints is not None:
                await self.checkpoints.close()
