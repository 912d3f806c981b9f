"""`db upgrade`, `db backup`, `db copy` and `ratings rebuild`: keeping the database, without
Discord."""

import argparse
import asyncio
import importlib
import sys
from pathlib import Path
from typing import Any

from bot.commands.database_place import place_message
from bot.copy_check import compare_copied_games
from bot.logging_setup import setup_logging
from bot.settings import BotSettings
from console.exit_codes import EXIT_FAILED, EXIT_OK, EXIT_USAGE
from storage import DatabasePlaceError, SqliteGameStore, StorageError
from storage.copy import copy_sqlite_to_postgres
from storage.maintenance import backup_database, default_backup_path, schema_version
from storage.opening import is_postgres_url
from storage.postgres import PostgresGameStore
from storage.postgres.migrator import postgres_schema_version
from storage.postgres.pool import masked
from words.i18n import t, tn


def database(args: argparse.Namespace, settings: BotSettings) -> int:
    setup_logging(settings.log_level)
    language = settings.default_language
    path = settings.database_path
    url = settings.postgres_url
    try:
        if args.operation == "copy":
            return copy_to_postgres(args, settings)
        if url is not None and args.operation == "upgrade":
            name = masked(url)
            before, after = asyncio.run(_upgrade_postgres(url))
            key = "cli.db_current" if before == after else "cli.db_upgraded"
            print(t(key, language, path=name, before=before, after=after))
        elif url is not None:
            print(t("cli.db_backup_postgres", language, path=masked(url)), file=sys.stderr)
            return EXIT_USAGE
        elif args.operation == "upgrade":
            before = schema_version(path)
            asyncio.run(_open_and_close(path))
            after = schema_version(path)
            key = "cli.db_current" if before == after else "cli.db_upgraded"
            print(t(key, language, path=path, before=before, after=after))
        else:
            folder = settings.backup_folder
            destination = args.destination or default_backup_path(path, folder=folder)
            written = backup_database(path, destination)
            size = written.stat().st_size
            print(t("cli.db_backup", language, path=path, destination=written, size=size))
    except DatabasePlaceError as error:
        print(place_message(error, language), file=sys.stderr)
        return EXIT_USAGE
    except StorageError as error:
        print(t("cli.storage_error", language, error=error), file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


async def _open_and_close(path: Path) -> None:
    """Opening the store creates the file if needed and applies every pending migration; then
    the work a migration left to the program (counting and rating older games) is done."""
    store = await SqliteGameStore.open(path)
    try:
        await _upkeep().rebuild_if_due(store)
    finally:
        await store.close()


def _upkeep() -> Any:
    """tables.leaderboards.upkeep, imported by name like the front-ends: bot stays below."""
    return importlib.import_module("tables.leaderboards.upkeep")


def ratings(args: argparse.Namespace, settings: BotSettings) -> int:
    setup_logging(settings.log_level)
    language = settings.default_language
    try:
        rebuilt = asyncio.run(_rebuild(settings.database_path))
    except StorageError as error:
        print(t("cli.storage_error", language, error=error), file=sys.stderr)
        return EXIT_FAILED
    print(tn("cli.ratings_rebuilt", rebuilt.rated, language, path=settings.database_path))
    if rebuilt.counted or rebuilt.uncountable:
        print(
            t(
                "cli.ratings_counted",
                language,
                counted=rebuilt.counted,
                uncountable=rebuilt.uncountable,
            )
        )
    return EXIT_OK


async def _rebuild(path: Path) -> Any:
    store = await SqliteGameStore.open(path)
    try:
        return await _upkeep().rebuild(store)
    finally:
        await store.close()


async def _upgrade_postgres(url: str) -> tuple[int, int]:
    """The schema versions before and after opening (which migrates) the store at `url`."""
    before = await postgres_schema_version(url)
    store = await PostgresGameStore.open(url)
    await store.close()
    return before, await postgres_schema_version(url)


def copy_to_postgres(args: argparse.Namespace, settings: BotSettings) -> int:
    """`db copy`: the SQLite file into PostgreSQL, then a check of what arrived."""
    language = settings.default_language
    url = args.to or settings.postgres_url
    if url is None or not is_postgres_url(url):
        print(t("cli.db_copy_needs_url", language), file=sys.stderr)
        return EXIT_USAGE
    source = args.source or settings.database_path
    counts = asyncio.run(copy_sqlite_to_postgres(source, url))
    checked, difference = asyncio.run(compare_copied_games(source, url))
    names = {"source": source, "target": masked(url)}
    if difference is not None:
        game, problem = difference
        print(t("cli.db_copy_differs", language, game=game, problem=problem, **names))
        return EXIT_FAILED
    named = ("games", "seats", "action_log", "results", "guild_settings")
    print(
        t(
            "cli.db_copied",
            language,
            games=counts.get("games", 0),
            moves=counts.get("action_log", 0),
            results=counts.get("results", 0),
            settings=counts.get("guild_settings", 0),
            other=sum(count for table, count in counts.items() if table not in named),
            checked=checked,
            **names,
        )
    )
    return EXIT_OK
