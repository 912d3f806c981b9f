"""Versioned schema migrations: numbered SQL files applied in order and recorded.

Each migration runs in its own IMMEDIATE transaction together with its record, and the
applied version is read again inside that transaction, so two processes starting on the same
file cannot apply a migration twice, and a failed migration leaves the previous schema intact.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources

import aiosqlite

from storage.errors import MigrationFailed, SchemaTooNew
from storage.times import now_epoch

_FILE_NAME = re.compile(r"^(\d{4})_(\w+)\.sql$")

_CREATE_RECORD_TABLE = """
CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    applied_at REAL    NOT NULL
)
"""


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str

    def statements(self) -> list[str]:
        """Split on complete statements (as the sqlite3 shell does), so trigger bodies stay whole
        and the statements can run inside a transaction that executescript would commit."""
        statements: list[str] = []
        pending = ""
        for line in self.sql.splitlines(keepends=True):
            pending += line
            if sqlite3.complete_statement(pending):
                statements.append(pending.strip())
                pending = ""
        leftover = [line for line in pending.splitlines() if line.strip()]
        if any(not line.lstrip().startswith("--") for line in leftover):
            raise ValueError(f"migration {self.version:04d}_{self.name} ends in mid-statement")
        return statements


def known_migrations(package: str = "storage.migrations") -> list[Migration]:
    """The migrations shipped in `package` (SQLite's by default), checked to be numbered 1, 2,
    3..."""
    migrations = []
    for entry in resources.files(package).iterdir():
        match = _FILE_NAME.match(entry.name)
        if match:
            migrations.append(Migration(int(match[1]), match[2], entry.read_text(encoding="utf-8")))
    migrations.sort(key=lambda migration: migration.version)
    numbers = [migration.version for migration in migrations]
    if numbers != list(range(1, len(numbers) + 1)):
        raise RuntimeError(f"migration files must be numbered 1, 2, 3... without gaps: {numbers}")
    return migrations


async def _applied_version(conn: aiosqlite.Connection) -> int:
    rows = list(await conn.execute_fetchall("SELECT max(version) FROM schema_migrations"))
    version = rows[0][0]
    return 0 if version is None else int(version)


async def migrate(
    conn: aiosqlite.Connection, path: str, migrations: Sequence[Migration] | None = None
) -> int:
    """Bring the database up to the last of `migrations` (default: all known ones) and return
    its schema version. Refuses a database newer than the code with `SchemaTooNew`."""
    if migrations is None:
        migrations = known_migrations()
    known = migrations[-1].version if migrations else 0
    await conn.execute(_CREATE_RECORD_TABLE)
    applied = await _applied_version(conn)
    if applied > known:
        raise SchemaTooNew(path, applied, known)
    for migration in migrations:
        if migration.version > applied:
            await _apply(conn, path, migration)
    return max(applied, known)


async def _apply(conn: aiosqlite.Connection, path: str, migration: Migration) -> None:
    label = f"{migration.version:04d}_{migration.name}"
    await conn.execute("BEGIN IMMEDIATE")
    try:
        if await _applied_version(conn) >= migration.version:
            await conn.rollback()
            return
        for statement in migration.statements():
            await conn.execute(statement)
        await conn.execute(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
            (migration.version, migration.name, now_epoch()),
        )
        await conn.commit()
    except sqlite3.Error as exc:
        await conn.rollback()
        raise MigrationFailed(path, label, exc) from exc
    except BaseException:
        await conn.rollback()
        raise
