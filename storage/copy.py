"""Moving an SQLite database into PostgreSQL (`pickomino-bot db copy --to postgresql://...`).

Both databases are first brought to this version's schema (the migrations of both dialects
carry the same numbers), then every table of the SQLite file is copied row for row, in one
PostgreSQL transaction, with PostgreSQL's COPY. Identifiers are kept, so links to games in
Discord messages still hold, and every id sequence (games, a server deck's pictures) continues
after the last copied id.
Rows are copied as stored, so the action-log trigger does not run again, and the copy is
refused unless the target holds no game yet: copying twice cannot duplicate anything. The
row counts of every table are compared inside the transaction before it commits.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import asyncpg

from storage.errors import StorageError
from storage.postgres import PostgresGameStore
from storage.postgres_urls import masked
from storage.sqlite_store import SqliteGameStore

FIRST_TABLES = ("games", "seats", "action_log", "results", "guild_settings")
"""Copied first, in this order, so every reference points to a row already there; any other
table (added by a later migration) follows in alphabetical order."""
NOT_COPIED = ("schema_migrations",)
BATCH = 5_000


class CopyRefused(StorageError):
    """The copy was not made; the target is as it was."""


async def copy_sqlite_to_postgres(source: Path, url: str) -> dict[str, int]:
    """Copy every row of the SQLite database `source` into the PostgreSQL database at `url`;
    returns the number of rows copied per table."""
    if not source.is_file():
        raise CopyRefused(f"there is no database at {source}: nothing to copy")
    await (await SqliteGameStore.open(source)).close()
    await (await PostgresGameStore.open(url)).close()
    with closing(sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True)) as lite:
        conn = await asyncpg.connect(url)
        try:
            async with conn.transaction():
                return await _copy_tables(lite, conn, masked(url))
        finally:
            await conn.close()


async def _copy_tables(
    lite: sqlite3.Connection, conn: asyncpg.Connection, name: str
) -> dict[str, int]:
    if await conn.fetchval("SELECT count(*) FROM games"):
        raise CopyRefused(f"{name} already holds games: copy into an empty database")
    await conn.execute("LOCK TABLE games IN EXCLUSIVE MODE")
    counts: dict[str, int] = {}
    for table in _tables(lite):
        columns = await _matching_columns(lite, conn, table)
        booleans = {column for column, kind in columns.items() if kind == "boolean"}
        names = list(columns)
        for rows in _batches(lite, table, names):
            await conn.copy_records_to_table(
                table, records=[_converted(row, names, booleans) for row in rows], columns=names
            )
        counts[table] = _count(lite, table)
        copied = await conn.fetchval(f"SELECT count(*) FROM {table}")
        if copied != counts[table]:
            raise CopyRefused(f"{table}: {counts[table]} rows in SQLite but {copied} copied")
    for table, column in await conn.fetch(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND is_identity = 'YES'"
    ):
        await conn.execute(
            f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'),"
            f" coalesce(max({column}), 0) + 1, false) FROM {table}"
        )
    return counts


def _tables(lite: sqlite3.Connection) -> list[str]:
    rows = lite.execute(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ).fetchall()
    present = {name for (name,) in rows} - set(NOT_COPIED)
    first = [table for table in FIRST_TABLES if table in present]
    return first + sorted(present - set(first))


async def _matching_columns(
    lite: sqlite3.Connection, conn: asyncpg.Connection, table: str
) -> dict[str, str]:
    """The table's columns and their PostgreSQL types; both schemas must have the same ones."""
    rows = await conn.fetch(
        "SELECT column_name, data_type FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
        table,
    )
    target = {row["column_name"]: row["data_type"] for row in rows}
    source = [row[1] for row in lite.execute(f"PRAGMA table_info({table})")]
    if set(source) != set(target):
        raise CopyRefused(
            f"table {table} differs between the two schemas: SQLite has {sorted(source)},"
            f" PostgreSQL {sorted(target)}"
        )
    return {column: target[column] for column in source}


def _batches(lite: sqlite3.Connection, table: str, columns: list[str]) -> Iterator[list[Any]]:
    cursor = lite.execute(f"SELECT {', '.join(columns)} FROM {table}")
    while rows := cursor.fetchmany(BATCH):
        yield rows


def _converted(row: tuple[Any, ...], columns: list[str], booleans: set[str]) -> tuple[Any, ...]:
    """SQLite keeps booleans as 0 and 1; PostgreSQL's COPY wants True and False."""
    return tuple(
        bool(value) if column in booleans and value is not None else value
        for column, value in zip(columns, row, strict=True)
    )


def _count(lite: sqlite3.Connection, table: str) -> int:
    return int(lite.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
