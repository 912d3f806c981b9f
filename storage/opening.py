"""Which backend a process uses: PostgreSQL when a database URL is given, SQLite otherwise.

asyncpg is imported only when PostgreSQL is chosen, so the embedded default starts without it.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

from storage.interface import GameStore
from storage.postgres_urls import is_postgres_url, masked
from storage.sqlite_store import SqliteGameStore

__all__ = ["StorePlace", "is_postgres_url", "masked", "open_store"]


@dataclass(frozen=True)
class StorePlace:
    """Where a process keeps its games: the PostgreSQL database of `url` when it is set,
    else the SQLite file at `path`. Every command that reads or writes games opens it here,
    so none can forget the URL."""

    path: Path
    url: str | None = None

    @property
    def is_postgres(self) -> bool:
        return bool(self.url)

    @property
    def name(self) -> str:
        """What messages call it: the URL without its password, or the file's full path (a
        relative path means another file in every folder a command is started from)."""
        return masked(self.url) if self.url else str(self.path.absolute())

    async def open(self, *, durable: bool = True) -> GameStore:
        return await open_store(self.url, self.path, durable=durable)

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[GameStore]:
        """The store, for a command that only reads it (`leaderboard`, `stats`): a SQLite
        file nobody may write (a backup, a read-only mount) is read from a copy (see
        `storage.read_only`), which the migrations can bring to this version's schema."""
        from storage.read_only import is_read_only, read_only_copy

        if not self.is_postgres and is_read_only(self.path):
            async with read_only_copy(self.path) as copy:
                yield copy
            return
        store = await self.open()
        try:
            yield store
        finally:
            await store.close()


async def open_store(
    database_url: str | None, database_path: Path, *, durable: bool = True
) -> GameStore:
    """The store of `database_url` if set (a `postgresql://` URL), else the SQLite file."""
    if database_url:
        from storage.postgres import PostgresGameStore

        return await PostgresGameStore.open(database_url, durable=durable)
    return await SqliteGameStore.open(database_path, durable=durable)
