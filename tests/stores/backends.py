"""The two storage backends behind one test interface, so each storage test runs on both.

A `Backend` knows where its database lives and opens stores on it (a second `open` is a
restart, or another process), and gives raw SQL access for the tests that damage a database
or check what its schema itself refuses."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg

from storage import GameStore, SqliteGameStore
from storage.postgres import PostgresGameStore


@dataclass(frozen=True)
class Backend:
    name: str
    path: Path
    url: str | None

    async def open(self, *, durable: bool = True) -> GameStore:
        if self.url is not None:
            return await PostgresGameStore.open(self.url, durable=durable)
        return await SqliteGameStore.open(self.path, durable=durable)

    @property
    def integrity_error(self) -> type[Exception]:
        """What a raw statement that breaks a constraint raises."""
        if self.url is not None:
            return asyncpg.IntegrityConstraintViolationError
        return sqlite3.IntegrityError

    async def execute(self, sql: str, *parameters: Any) -> None:
        """One raw statement with `?` placeholders, outside the store, committed."""
        if self.url is not None:
            from storage.postgres.placeholders import numbered

            conn = await asyncpg.connect(self.url)
            try:
                await conn.execute(numbered(sql), *parameters)
            finally:
                await conn.close()
        else:
            with closing(sqlite3.connect(self.path)) as raw, raw:
                raw.execute(sql, parameters)

    async def corrupt_state(self, game_id: int, text: str) -> None:
        """Write `text` as the game's state past the schema's own check, as a damaged disk or a
        hand edit would."""
        if self.url is not None:
            await self.execute("ALTER TABLE games DROP CONSTRAINT games_state_json_check")
            await self.execute("UPDATE games SET state_json = ? WHERE id = ?", text, game_id)
        else:
            with closing(sqlite3.connect(self.path)) as raw, raw:
                raw.execute("PRAGMA ignore_check_constraints = ON")
                raw.execute("UPDATE games SET state_json = ? WHERE id = ?", (text, game_id))
