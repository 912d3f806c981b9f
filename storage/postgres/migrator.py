"""Numbered migrations in PostgreSQL's dialect, applied in order and recorded.

The files in `migrations/` carry the same numbers and names as SQLite's, so both backends are
always at the same schema version and `db copy` can move rows between them. Every process
takes one advisory lock for the whole migration run, so processes starting together wait for
each other instead of racing; each migration runs in its own transaction with its record (DDL
is transactional in PostgreSQL), so a failed one leaves the previous schema intact.
"""

from __future__ import annotations

import asyncpg

from storage.errors import MigrationFailed, SchemaTooNew
from storage.migrator import Migration, known_migrations
from storage.postgres.refusals import CONNECT_TIMEOUT, opening
from storage.times import now_epoch

MIGRATION_LOCK = 0x5049434B
"""The advisory lock key taken while migrating ("PICK")."""

_CREATE_RECORD_TABLE = """
CREATE TABLE IF NOT EXISTS schema_migrations (
    version    integer PRIMARY KEY,
    name       text    NOT NULL,
    applied_at double precision NOT NULL
)
"""


def postgres_migrations() -> list[Migration]:
    return known_migrations("storage.postgres.migrations")


async def applied_version(conn: asyncpg.Connection) -> int:
    return int(await conn.fetchval("SELECT coalesce(max(version), 0) FROM schema_migrations"))


async def postgres_schema_version(url: str) -> int:
    """The last migration applied to the database at `url`; 0 for an empty database.
    Raises `StoreNotOpened` when it cannot be reached or opened."""
    async with opening(url):
        conn = await asyncpg.connect(url, timeout=CONNECT_TIMEOUT)
    try:
        if await conn.fetchval("SELECT to_regclass('schema_migrations')") is None:
            return 0
        return await applied_version(conn)
    finally:
        await conn.close()


async def migrate(
    conn: asyncpg.Connection, name: str, migrations: list[Migration] | None = None
) -> int:
    """Bring the database up to the last of `migrations` (default: all known ones) and return
    its schema version. Refuses a database newer than the code with `SchemaTooNew`."""
    if migrations is None:
        migrations = postgres_migrations()
    known = migrations[-1].version if migrations else 0
    await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
    try:
        await conn.execute(_CREATE_RECORD_TABLE)
        applied = await applied_version(conn)
        if applied > known:
            raise SchemaTooNew(name, applied, known)
        for migration in migrations:
            if migration.version > applied:
                await _apply(conn, name, migration)
        return max(applied, known)
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)


async def _apply(conn: asyncpg.Connection, name: str, migration: Migration) -> None:
    label = f"{migration.version:04d}_{migration.name}"
    try:
        async with conn.transaction():
            await conn.execute(migration.sql)
            await conn.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                migration.version,
                migration.name,
                now_epoch(),
            )
    except asyncpg.PostgresError as error:
        raise MigrationFailed(name, label, error) from error
