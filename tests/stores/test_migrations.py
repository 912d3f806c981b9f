"""Schema migrations: from nothing, from the first schema, and refusals."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import aiosqlite
import pytest

from storage import (
    GameStatus,
    MigrationFailed,
    NotADatabase,
    SchemaTooNew,
    SqliteGameStore,
)
from storage.migrator import Migration, known_migrations, migrate
from stores.helpers import running


def _applied(path: Path) -> list[tuple[int, str]]:
    with closing(sqlite3.connect(path)) as raw:
        return raw.execute(
            "SELECT version, name FROM schema_migrations ORDER BY version"
        ).fetchall()


def _tables(path: Path) -> set[str]:
    with closing(sqlite3.connect(path)) as raw:
        rows = raw.execute("SELECT name FROM sqlite_schema WHERE type = 'table'").fetchall()
    return {name for (name,) in rows}


async def test_an_empty_file_gets_every_migration_in_order(db_path: Path) -> None:
    store = await SqliteGameStore.open(db_path)
    await store.close()
    assert _applied(db_path) == [(m.version, m.name) for m in known_migrations()]
    assert {"games", "seats", "action_log", "results", "guild_settings"} <= _tables(db_path)


async def test_reopening_applies_nothing_twice(db_path: Path) -> None:
    for _ in range(2):
        store = await SqliteGameStore.open(db_path)
        await store.close()
    assert len(_applied(db_path)) == len(known_migrations())


async def test_the_default_file_and_its_folder_are_created(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    store = await SqliteGameStore.open()
    await store.close()
    assert (tmp_path / "data" / "pickomino.db").is_file()


async def test_the_connection_is_configured_for_safety(db_path: Path) -> None:
    store = await SqliteGameStore.open(db_path)
    await store.close()
    with closing(sqlite3.connect(db_path)) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone() == ("wal",)


async def test_a_database_of_the_first_schema_is_upgraded(
    db_path: Path, expect_error: Callable[[str], None]
) -> None:
    expect_error("game 7 marked broken")
    first = known_migrations()[:1]
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        assert await migrate(conn, str(db_path), first) == 1
        await conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, owner_id, rules, settings_json, status,"
            " seed, state_json, version, created_at, updated_at)"
            " VALUES (7, 1, 2, 3, 'classic', '{}', 'running', 42, '{\"step\": 1}', 4, 0, 0)"
        )
        await conn.execute(
            "INSERT INTO seats (game_id, seat, user_id, display_name) VALUES (7, 0, 3, 'Ann')"
        )
    assert "broken_reason" not in _columns(db_path, "games")

    store = await SqliteGameStore.open(db_path)
    game = await store.get_game(7)
    assert (game.status, game.version, game.state_json) == (GameStatus.RUNNING, 4, '{"step": 1}')
    assert game.broken_reason is None
    await store.mark_broken(7, 4, "test")
    assert (await store.get_game(7)).broken_reason == "test"
    await store.close()
    assert [version for version, _ in _applied(db_path)] == [m.version for m in known_migrations()]


def _columns(path: Path, table: str) -> set[str]:
    with closing(sqlite3.connect(path)) as raw:
        return {row[1] for row in raw.execute(f"PRAGMA table_info({table})")}


async def test_a_newer_schema_is_refused_untouched(db_path: Path) -> None:
    store = await SqliteGameStore.open(db_path)
    game = await running(store)
    await store.close()
    with closing(sqlite3.connect(db_path)) as raw, raw:
        raw.execute("INSERT INTO schema_migrations VALUES (99, 'from_the_future', 0)")

    known = len(known_migrations())
    with pytest.raises(
        SchemaTooNew, match=f"schema version 99, but this bot only knows up to {known}"
    ):
        await SqliteGameStore.open(db_path)
    with closing(sqlite3.connect(db_path)) as raw:
        assert raw.execute("SELECT version FROM games WHERE id = ?", (game.id,)).fetchone() == (
            game.version,
        )


async def test_a_failing_migration_leaves_the_previous_schema(db_path: Path) -> None:
    broken = Migration(
        len(known_migrations()) + 1,
        "typo",
        "CREATE TABLE extra (x INTEGER);\nCREATE TABLE oops (;\n",
    )
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        with pytest.raises(MigrationFailed, match="_typo failed: near"):
            await migrate(conn, str(db_path), [*known_migrations(), broken])
    assert "extra" not in _tables(db_path)
    assert [version for version, _ in _applied(db_path)] == [m.version for m in known_migrations()]


async def test_a_file_that_is_not_a_database_is_refused(db_path: Path) -> None:
    db_path.write_bytes(b"this is not SQLite " * 100)
    with pytest.raises(NotADatabase, match="cannot be opened as a SQLite database"):
        await SqliteGameStore.open(db_path)


def test_statements_are_split_without_cutting_trigger_bodies() -> None:
    migration = Migration(
        1,
        "sample",
        "-- heading\nCREATE TABLE t (x TEXT DEFAULT ';');\n"
        "CREATE TRIGGER g AFTER INSERT ON t\nBEGIN\n  SELECT 1;\n  SELECT 2;\nEND;\n-- end\n",
    )
    statements = migration.statements()
    assert len(statements) == 2
    assert statements[1].startswith("CREATE TRIGGER") and statements[1].endswith("END;")
    with pytest.raises(ValueError, match="mid-statement"):
        Migration(2, "cut", "CREATE TABLE t (x").statements()


async def test_games_and_results_stored_before_kinds_are_pickomino(db_path: Path) -> None:
    """Migration 0004: a database of three migrations keeps its games, now of kind pickomino."""
    before = [m for m in known_migrations() if m.version <= 3]
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        assert await migrate(conn, str(db_path), before) == 3
        await conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, owner_id, rules, settings_json, status,"
            " seed, state_json, version, created_at, updated_at, finished_at)"
            " VALUES (7, 1, 2, 3, 'classic', '{}', 'finished', 42, '{}', 9, 0, 0, 0)"
        )
        await conn.execute(
            "INSERT INTO seats (game_id, seat, user_id, display_name) VALUES (7, 0, 3, 'Ann')"
        )
        await conn.execute(
            "INSERT INTO results (game_id, seat, guild_id, rules, user_id, display_name, rank,"
            " worms, tiles_json, won, finished_at) VALUES (7, 0, 1, 'classic', 3, 'Ann', 1, 4,"
            " '[25]', 1, 0)"
        )
    assert "kind" not in _columns(db_path, "games")

    store = await SqliteGameStore.open(db_path)
    try:
        assert (await store.get_game(7)).kind == "pickomino"
        assert [result.kind for result in await store.results_for_game(7)] == ["pickomino"]
    finally:
        await store.close()
