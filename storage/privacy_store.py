"""The players'-data part of `GameStore` (issue 28), the same on both backends: each change runs
the shared SQL of `privacy_queries` in one transaction the backend opens (`_privacy_tx`:
SQLite's single writer, or PostgreSQL under the lock that orders rating writes, so forgetting
never interleaves with a game being rated). Reads (an export, the servers waiting) go through
the backend's ordinary reads instead: an export of thousands of games must not hold the lock
every move of every table waits for."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from storage import privacy_queries
from storage.privacy_queries import Forgotten
from storage.records import Shards
from storage.standings_sql import Tx


class Reads(Protocol):
    async def fetch_all(self, sql: str, parameters: Iterable[Any] = ()) -> Sequence[Any]: ...


class ReadOnly:
    """A `Tx` of plain reads, each statement on its own, no lock held in between."""

    def __init__(self, db: Reads) -> None:
        self.db = db

    async def fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return list(await self.db.fetch_all(sql, parameters))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        raise TypeError("a read of the store cannot write")


class PrivacyQueries(ABC):
    _db: Any
    """The backend's statements (`shared_queries.Statements`)."""

    @abstractmethod
    def _privacy_tx(self) -> AbstractAsyncContextManager[Tx]:
        """One transaction of the backend, spoken to with `?` placeholders."""

    def _reads(self) -> ReadOnly:
        return ReadOnly(self._db)

    async def person_guilds(self, user_id: int) -> list[int]:
        return await privacy_queries.person_guilds(self._reads(), user_id)

    async def open_games_seating(self, user_id: int, guild_id: int | None = None) -> list[int]:
        return await privacy_queries.open_games_seating(self._reads(), user_id, guild_id)

    async def open_games_with_anonymous_seats(self, shards: Shards | None = None) -> list[int]:
        return await privacy_queries.open_games_with_anonymous_seats(self._reads(), shards)

    async def person_export(self, user_id: int, guild_id: int | None = None) -> dict[str, Any]:
        return await privacy_queries.person_export(self._reads(), user_id, guild_id)

    async def forget_person(
        self, user_id: int, guild_id: int | None, anonymous_name: Callable[[int, int], str]
    ) -> list[Forgotten]:
        async with self._privacy_tx() as tx:
            return await privacy_queries.forget_person(tx, user_id, guild_id, anonymous_name)

    async def forget_guild(self, guild_id: int) -> int:
        async with self._privacy_tx() as tx:
            return await privacy_queries.forget_guild(tx, guild_id)

    async def note_departure(self, guild_id: int, left_at: float | None = None) -> None:
        async with self._privacy_tx() as tx:
            await privacy_queries.note_departure(tx, guild_id, left_at)

    async def cancel_departure(self, guild_id: int) -> None:
        async with self._privacy_tx() as tx:
            await privacy_queries.cancel_departure(tx, guild_id)

    async def due_departures(self, kept_seconds: float, shards: Shards | None = None) -> list[int]:
        return await privacy_queries.due_departures(self._reads(), kept_seconds, shards)

    async def departures(self) -> list[tuple[int, float]]:
        return await privacy_queries.departures(self._reads())

    async def guilds_with_data(self, shards: Shards | None = None) -> list[int]:
        return await privacy_queries.guilds_with_data(self._reads(), shards)
