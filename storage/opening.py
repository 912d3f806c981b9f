"""Which backend a process uses: PostgreSQL when a database URL is given, SQLite otherwise.

asyncpg is imported only when PostgreSQL is chosen, so the embedded default starts without it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from storage.interface import GameStore
from storage.sqlite_store import SqliteGameStore

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def is_postgres_url(url: str) -> bool:
    return url.startswith(POSTGRES_SCHEMES)


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

    async def open(self, *, durable: bool = True) -> GameStore:
        return await open_store(self.url, self.path, durable=durable)


async def open_store(
    database_url: str | None, database_path: Path, *, durable: bool = True
) -> GameStore:
    """The store of `database_url` if set (a `postgresql://` URL), else the SQLite file."""
    if database_url:
        from storage.postgres import PostgresGameStore

        return await PostgresGameStore.open(database_url, durable=durable)
    return await SqliteGameStore.open(database_path, durable=durable)
