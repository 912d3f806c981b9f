"""The connection pool behind the PostgreSQL store, and what a lost server means for a caller.

asyncpg's pool hands out one connection per statement or transaction, so concurrent clicks
run in parallel and a transaction never mixes with another task's statements (unlike SQLite,
there is no single writer to queue behind).

When the server goes away (restart, failover, network cut), every pooled connection is dead,
but the pool only finds out one query at a time. The first failure therefore expires the
whole pool, so the next call opens fresh connections, and is reported as
`StorageUnavailable`. Reads are retried once on a fresh connection: they change nothing.
Writes are never retried here: if the server went away after committing, a retry could not
know, so the caller reloads and the person who clicked is asked to try again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from contextlib import asynccontextmanager, suppress
from typing import Any, TypeVar

import asyncpg

from storage import observers
from storage.errors import StorageUnavailable
from storage.postgres.placeholders import numbered
from storage.postgres.refusals import CONNECT_TIMEOUT, opening
from storage.postgres_urls import masked

log = logging.getLogger(__name__)

T = TypeVar("T")

POOL_SIZE = 10
CONNECTION_LOST: tuple[type[BaseException], ...] = (
    OSError,
    TimeoutError,
    asyncpg.PostgresConnectionError,
    asyncpg.AdminShutdownError,
    asyncpg.CrashShutdownError,
    asyncpg.CannotConnectNowError,
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,
)
"""What asyncpg raises when the server cannot be reached or went away mid-statement. The last
one comes from returning a connection to the pool whose statement the server cut short: its
reset finds the protocol still busy with the interrupted statement."""


class Database:
    """The pool keeps no floor of connections (`min_size=0`): with one, asyncpg reconnects in
    the background while the server is away and logs a warning with a traceback at every
    attempt. Connections are opened when a statement needs one; the log says once that the
    server was lost and once that it answers again."""

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self.name = masked(url)
        self._unreachable = False
        """The last statement found the server gone; the next that reaches it says so."""

    @classmethod
    async def open(cls, url: str, *, durable: bool) -> Database:
        """`durable=False` sets `synchronous_commit = off`: a commit returns before its WAL is
        on disk, so a server crash (never a bot crash) can lose the last moves."""
        settings = {} if durable else {"synchronous_commit": "off"}
        async with opening(url):
            pool = await asyncpg.create_pool(
                url,
                min_size=0,
                max_size=POOL_SIZE,
                timeout=CONNECT_TIMEOUT,
                server_settings={"application_name": "pickomino-bot", **settings},
            )
            try:
                await pool.execute("SELECT 1")  # the pool connects lazily: fail here, plainly
            except BaseException:
                pool.terminate()
                raise
        return cls(pool, url)

    async def fetch_all(self, sql: str, parameters: Iterable[Any] = ()) -> list[asyncpg.Record]:
        query, values = numbered(sql), tuple(parameters)
        return await self._read(lambda conn: conn.fetch(query, *values))

    async def fetch_one(self, sql: str, parameters: Iterable[Any] = ()) -> asyncpg.Record | None:
        query, values = numbered(sql), tuple(parameters)
        return await self._read(lambda conn: conn.fetchrow(query, *values))

    async def fetch_key(self, sql: str, parameters: Iterable[Any] = ()) -> asyncpg.Record | None:
        """A read by primary key: the same round trip as `fetch_one` here (SQLite answers it
        on the event loop's thread, see storage/connections.py)."""
        return await self.fetch_one(sql, parameters)

    async def fetch_value(self, sql: str, parameters: Iterable[Any] = ()) -> Any:
        query, values = numbered(sql), tuple(parameters)
        return await self._read(lambda conn: conn.fetchval(query, *values))

    async def write(self, sql: str, parameters: Iterable[Any] = ()) -> int:
        """One statement, atomic by itself; returns the number of rows it changed."""
        query, values = numbered(sql), tuple(parameters)
        async with self.connection() as conn:
            status: str = await conn.execute(query, *values)
        return changed_rows(status)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[asyncpg.Connection]:
        """One transaction on one pooled connection: committed if the block ends normally,
        rolled back on any exception (asyncpg also rolls back on cancellation)."""
        async with self.connection() as conn, conn.transaction():
            yield conn

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[asyncpg.Connection]:
        """A pooled connection; a lost server becomes `StorageUnavailable` and expires the
        pool."""
        try:
            async with self._pool.acquire() as conn:
                yield conn
        except CONNECTION_LOST as error:
            await self._lost(error)
            raise StorageUnavailable(error) from error
        self._answered()

    def gauges(self) -> dict[str, float]:
        return {
            "postgres_pool_connections": float(self._pool.get_size()),
            "postgres_pool_idle": float(self._pool.get_idle_size()),
            "postgres_pool_max": float(self._pool.get_max_size()),
        }

    async def _read(self, query: Callable[[asyncpg.Connection], Awaitable[T]]) -> T:
        for attempt in (1, 2):
            try:
                async with self._pool.acquire() as conn:
                    answer = await query(conn)
                self._answered()
                return answer
            except CONNECTION_LOST as error:
                await self._lost(error)
                if attempt == 2:
                    raise StorageUnavailable(error) from error
                observers.retried()
        raise AssertionError("unreachable: the second attempt returns or raises")

    async def _lost(self, error: BaseException) -> None:
        """Every pooled connection is dropped, so the next statement opens a fresh one."""
        if not self._unreachable:
            self._unreachable = True
            cause = " ".join(str(error).split()) or type(error).__name__
            log.warning(
                "database %s lost (%s): moves are refused with 'try again' until it answers",
                self.name,
                cause,
            )
        await self._pool.expire_connections()

    def _answered(self) -> None:
        if self._unreachable:
            self._unreachable = False
            log.warning("database %s answers again", self.name)

    async def listen(
        self, channel: str, heard: Callable[[str], None]
    ) -> Callable[[], Awaitable[None]]:
        """`heard(payload)` for every notification on `channel`, on a connection of the pool
        kept for it until the returned function is awaited."""
        conn = await self._pool.acquire()

        def callback(_conn: object, _pid: int, _channel: str, payload: str) -> None:
            heard(payload)

        await conn.add_listener(channel, callback)

        async def stop() -> None:
            with suppress(*CONNECTION_LOST):
                await conn.remove_listener(channel, callback)
            await self._pool.release(conn)

        return stop

    async def close(self) -> None:
        try:
            await asyncio.wait_for(self._pool.close(), CONNECT_TIMEOUT)
        except (TimeoutError, *CONNECTION_LOST):
            self._pool.terminate()


def changed_rows(status: str) -> int:
    """The row count of a command tag: `UPDATE 1`, `DELETE 0`, `INSERT 0 3`."""
    return int(status.rsplit(" ", 1)[-1])
