"""Every cell of a database, read outside the store, for the tests that check that nothing
stored anywhere holds a forgotten person's id or name (issue 28)."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from typing import Any

import asyncpg

from stores.backends import Backend


async def fetch(backend: Backend, sql: str) -> list[Any]:
    if backend.url is not None:
        conn = await asyncpg.connect(backend.url)
        try:
            return [tuple(row) for row in await conn.fetch(sql)]
        finally:
            await conn.close()
    with closing(sqlite3.connect(backend.path)) as raw:
        return raw.execute(sql).fetchall()


async def every_value(backend: Backend) -> list[tuple[str, str, Any]]:
    """(table, column, value) of every cell of every table of the database."""
    if backend.url is not None:
        columns = await fetch(
            backend,
            "SELECT table_name, column_name FROM information_schema.columns"
            " WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position",
        )
    else:
        tables = await fetch(
            backend, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"
        )
        columns = [
            (table, column[1])
            for (table,) in tables
            for column in await fetch(backend, f"PRAGMA table_info({table})")
        ]
    assert {"seats", "results", "ratings", "action_log", "deck_pictures"} <= {t for t, _ in columns}
    cells = []
    for table, column in columns:
        for (value,) in await fetch(backend, f"SELECT {column} FROM {table}"):
            cells.append((table, column, value))
    return cells


def traces(cells: list[tuple[str, str, Any]], user_id: int, name: str) -> list[Any]:
    """Cells holding the id (as a number or inside text) or the name, in any case."""
    found = []
    for table, column, value in cells:
        text = value.decode("latin-1") if isinstance(value, bytes) else str(value)
        if value == user_id or str(user_id) in text or name.lower() in text.lower():
            found.append((table, column, value))
    return found
