"""PostgreSQL's migrations: the same steps as SQLite's, applied once, refusals as on SQLite."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import asyncpg
import pytest
from pgcluster import Cluster

from storage import GameStatus, MigrationFailed, SchemaTooNew, StorageError
from storage.errors import StoreNotOpened
from storage.migrator import Migration, known_migrations
from storage.postgres import PostgresGameStore
from storage.postgres.migrator import migrate, postgres_migrations
from storage.postgres_urls import masked
from stores.helpers import running


async def _fetch(url: str, sql: str) -> list[tuple[object, ...]]:
    conn = await asyncpg.connect(url)
    try:
        return [tuple(row) for row in await conn.fetch(sql)]
    finally:
        await conn.close()


async def _applied(url: str) -> list[tuple[object, ...]]:
    return await _fetch(url, "SELECT version, name FROM schema_migrations ORDER BY version")


async def _tables(url: str) -> set[object]:
    rows = await _fetch(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
    return {name for (name,) in rows}


def test_both_dialects_have_the_same_migrations() -> None:
    """A schema change ported to one backend only would fail here."""
    assert [(m.version, m.name) for m in postgres_migrations()] == [
        (m.version, m.name) for m in known_migrations()
    ]


async def test_an_empty_database_gets_every_migration_once(postgres_url: str) -> None:
    stores = await asyncio.gather(*(PostgresGameStore.open(postgres_url) for _ in range(3)))
    for store in stores:
        await store.close()
    store = await PostgresGameStore.open(postgres_url)
    await store.close()
    assert await _applied(postgres_url) == [(m.version, m.name) for m in postgres_migrations()]
    assert {"games", "seats", "action_log", "results", "guild_settings"} <= await _tables(
        postgres_url
    )


async def test_a_database_of_the_first_schema_is_upgraded(
    postgres_url: str, expect_error: Callable[[str], None]
) -> None:
    expect_error("game 7 marked broken")
    conn = await asyncpg.connect(postgres_url)
    try:
        assert await migrate(conn, "test", postgres_migrations()[:1]) == 1
        await conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, owner_id, rules, settings_json, status,"
            " seed, state_json, version, created_at, updated_at)"
            " VALUES (7, 1, 2, 3, 'classic', '{}', 'running', 42, '{\"step\": 1}', 4, 0, 0)"
        )
        await conn.execute(
            "INSERT INTO seats (game_id, seat, user_id, display_name) VALUES (7, 0, 3, 'Ann')"
        )
    finally:
        await conn.close()

    store = await PostgresGameStore.open(postgres_url)
    game = await store.get_game(7)
    assert (game.status, game.version, game.state_json) == (GameStatus.RUNNING, 4, '{"step": 1}')
    await store.mark_broken(7, 4, "test")
    assert (await store.get_game(7)).broken_reason == "test"
    await store.close()
    assert [v for v, _ in await _applied(postgres_url)] == [m.version for m in known_migrations()]


async def test_a_newer_schema_is_refused_untouched(postgres_url: str) -> None:
    store = await PostgresGameStore.open(postgres_url)
    game = await running(store)
    await store.close()
    conn = await asyncpg.connect(postgres_url)
    await conn.execute("INSERT INTO schema_migrations VALUES (99, 'from_the_future', 0)")
    await conn.close()

    known = len(known_migrations())
    with pytest.raises(
        SchemaTooNew, match=f"schema version 99, but this bot only knows up to {known}"
    ):
        await PostgresGameStore.open(postgres_url)
    versions = await _fetch(postgres_url, f"SELECT version FROM games WHERE id = {game.id}")
    assert versions == [(game.version,)]


async def test_a_failing_migration_leaves_the_previous_schema(postgres_url: str) -> None:
    broken = Migration(
        len(known_migrations()) + 1,
        "typo",
        "CREATE TABLE extra (x integer);\nCREATE TABLE oops (;\n",
    )
    conn = await asyncpg.connect(postgres_url)
    try:
        with pytest.raises(MigrationFailed, match="_typo failed: syntax error"):
            await migrate(conn, "test", [*postgres_migrations(), broken])
    finally:
        await conn.close()
    assert "extra" not in await _tables(postgres_url)
    assert [v for v, _ in await _applied(postgres_url)] == [m.version for m in known_migrations()]


async def test_a_missing_database_or_server_is_named_without_its_password(
    postgres: Cluster,
) -> None:
    missing = postgres.url("no_such_database")
    with pytest.raises(StorageError, match=r"no_such_database.*does not exist"):
        await PostgresGameStore.open(missing)
    with pytest.raises(StoreNotOpened, match="no PostgreSQL server answers"):
        await PostgresGameStore.open(f"postgresql://pickomino@127.0.0.1:{postgres.port + 1}/x")
    assert masked("postgresql://bot:s3cret@db:5432/pickomino") == (
        "postgresql://bot:***@db:5432/pickomino"
    )
