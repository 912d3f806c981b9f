"""Persistence of games, their action logs, results, timers and guild settings.

The table layer (tables/) uses the `GameStore` protocol; `SqliteGameStore` is the SQLite
implementation (the default), `storage.postgres.PostgresGameStore` the PostgreSQL one;
`open_store` picks one.
"""

from storage.deck_records import (
    DeckFull,
    DeckLimits,
    DeckPicture,
    DeckUsage,
    NewDeckPicture,
)
from storage.errors import (
    BrokenGame,
    ChannelBusy,
    DatabasePlaceError,
    GameNotFound,
    MigrationFailed,
    NotADatabase,
    SchemaTooNew,
    StorageError,
    StorageUnavailable,
    VersionConflict,
    WrongStatus,
)
from storage.interface import GameStore
from storage.leaderboard_records import (
    Leaderboard,
    LeaderboardPage,
    LeaderboardRow,
    PlaceAverage,
    PlayerStats,
    RatedGame,
    RatingChange,
    RatingTrend,
)
from storage.opening import StorePlace, open_store
from storage.periods import ALL_TIME, Period, period_key
from storage.records import (
    DEFAULT_KIND,
    ActionLogEntry,
    GameStatus,
    GuildSettings,
    MemberSettings,
    Seat,
    SeatResult,
    SeatStats,
    Shards,
    StoredGame,
    StoredResult,
    Timer,
    TurnPing,
)
from storage.sqlite_store import DEFAULT_DB_PATH, SqliteGameStore
from storage.state import load_state

__all__ = [
    "ALL_TIME",
    "DEFAULT_DB_PATH",
    "DEFAULT_KIND",
    "ActionLogEntry",
    "BrokenGame",
    "ChannelBusy",
    "DatabasePlaceError",
    "DeckFull",
    "DeckLimits",
    "DeckPicture",
    "DeckUsage",
    "GameNotFound",
    "GameStatus",
    "GameStore",
    "GuildSettings",
    "Leaderboard",
    "LeaderboardPage",
    "LeaderboardRow",
    "MemberSettings",
    "MigrationFailed",
    "NewDeckPicture",
    "NotADatabase",
    "Period",
    "PlaceAverage",
    "PlayerStats",
    "RatedGame",
    "RatingChange",
    "RatingTrend",
    "SchemaTooNew",
    "Seat",
    "SeatResult",
    "SeatStats",
    "Shards",
    "SqliteGameStore",
    "StorageError",
    "StorageUnavailable",
    "StorePlace",
    "StoredGame",
    "StoredResult",
    "Timer",
    "TurnPing",
    "VersionConflict",
    "WrongStatus",
    "load_state",
    "open_store",
    "period_key",
]
