"""What front-ends know of storage: the records they show and the errors they report.

Front-ends (cogs/, console/) go through the table layer and never import storage; a process
that has no store yet (the terminal) opens one here and hands it to tables.service.
"""

from storage import (
    DatabasePlaceError,
    DeckUsage,
    GameNotFound,
    GameStatus,
    GameStore,
    GuildSettings,
    Seat,
    Shards,
    StorageError,
    StorageUnavailable,
    StoredGame,
    StoreNotOpened,
    StorePlace,
    Timer,
    open_store,
)

__all__ = [
    "DatabasePlaceError",
    "DeckUsage",
    "GameNotFound",
    "GameStatus",
    "GameStore",
    "GuildSettings",
    "Seat",
    "Shards",
    "StorageError",
    "StorageUnavailable",
    "StoreNotOpened",
    "StorePlace",
    "StoredGame",
    "Timer",
    "open_store",
]
