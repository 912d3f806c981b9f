"""What front-ends know of storage: the records they show and the errors they report.

Front-ends (cogs/, console/) go through the table layer and never import storage; a process
that has no store yet (the terminal) opens one here and hands it to tables.service.
"""

from pathlib import Path

from storage import (
    DatabasePlaceError,
    DeckUsage,
    GameStatus,
    GameStore,
    GuildSettings,
    Seat,
    Shards,
    SqliteGameStore,
    StorageError,
    StorageUnavailable,
    StoredGame,
    StorePlace,
    Timer,
    open_store,
)

__all__ = [
    "DatabasePlaceError",
    "DeckUsage",
    "GameStatus",
    "GameStore",
    "GuildSettings",
    "Seat",
    "Shards",
    "StorageError",
    "StorageUnavailable",
    "StorePlace",
    "StoredGame",
    "Timer",
    "open_sqlite",
    "open_store",
]


async def open_sqlite(path: Path) -> GameStore:
    """The SQLite store at `path`, created or migrated as needed."""
    return await SqliteGameStore.open(path)
