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
from contextlib import asynccontextmanager
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from storage import observers
from storage.errors import StorageError, StorageUnavailable
from storage.postgres.placeholders import numbered

log = logging.getLogger(__name__)

T = TypeVar("T")

CONNECT_TIMEOUT = 5.0
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


def masked(url: str) -> str:
    """The URL without its password, for messages and logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if parts.port is not None:
        host = f"{host}:{parts.port}"
    user = f"{parts.username}:***@" if parts.username else ":***@"
    return urlunsplit(parts._replace(netloc=user + host))


class Database:
    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self.name = masked(url)

    @classmethod
    async def open(cls, url: str, *, durable: bool) -> Database:
        """`durable=False` sets `synchronous_commit = off`: a commit returns before its WAL is
        on disk, so a server crash (never a bot crash) can lose the last moves."""
        settings = {} if durable else {"synchronous_commit": "off"}
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=POOL_SIZE,
                timeout=CONNECT_TIMEOUT,
                server_settings={"application_name": "pickomino-bot", **settings},
            )
        except CONNECTION_LOST as error:
            raise StorageUnavailable(error) from error
        except (asyncpg.PostgresError, ValueError) as error:
            raise StorageError(f"database {masked(url)} cannot be opened: {error}") from error
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
                    return await query(conn)
            except CONNECTION_LOST as error:
                await self._lost(error)
                if attempt == 2:
                    raise StorageUnavailable(error) from error
                observers.retried()
        raise AssertionError("unreachable: the second attempt returns or raises")

    async def _lost(self, error: BaseException) -> None:
        log.warning("database %s unreachable (%s); reconnecting on next use", self.name, error)
        await self._pool.expire_connections()

    async def close(self) -> None:
        try:
            await asyncio.wait_for(self._pool.close(), CONNECT_TIMEOUT)
        except (TimeoutError, *CONNECTION_LOST):
            self._pool.terminate()


def changed_rows(status: str) -> int:
    """The row count of a command tag: `UPDATE 1`, `DELETE 0`, `INSERT 0 3`."""
    return int(status.rsplit(" ", 1)[-1])
