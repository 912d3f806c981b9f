"""Which backend a process uses: PostgreSQL when a database URL is given, SQLite otherwise.

asyncpg is imported only when PostgreSQL is chosen, so the embedded default starts without it.
"""

from __future__ import annotations

from pathlib import Path

from bot.storage.interface import GameStore
from bot.storage.sqlite_store import SqliteGameStore

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def is_postgres_url(url: str) -> bool:
    return url.startswith(POSTGRES_SCHEMES)


async def open_store(
    database_url: str | None, database_path: Path, *, durable: bool = True
) -> GameStore:
    """The store of `database_url` if set (a `postgresql://` URL), else the SQLite file."""
    if database_url:
        from bot.storage.postgres import PostgresGameStore

        return await PostgresGameStore.open(database_url, durable=durable)
    return await SqliteGameStore.open(database_path, durable=durable)
