"""`db upgrade`, `db backup`, `db copy` and `ratings rebuild`: keeping the database, without
Discord.

Each opens the database the settings choose (`BotSettings.store_place`: PostgreSQL when
PICKOMINO_DATABASE_URL is set, else the SQLite file) and names it in its answer, its URL
without the password. A database that cannot be opened (server down, unknown host, missing
role or database, refused password) is one line and status 2, like a wrong setting.
"""

import argparse
import asyncio
import importlib
import sys
from typing import Any

from bot.commands.database_place import place_message
from bot.copy_check import compare_copied_games
from bot.logging_setup import setup_logging
from bot.settings import BotSettings
from console.exit_codes import EXIT_FAILED, EXIT_OK, EXIT_USAGE
from storage import DatabasePlaceError, StorageError, StorePlace
from storage.copy import copy_sqlite_to_postgres
from storage.errors import StoreNotOpened
from storage.maintenance import (
    BackupRefused,
    backup_database,
    default_backup_path,
    schema_version,
)
from storage.postgres_urls import is_postgres_url, masked
from tables.store_words import not_opened_text
from words.i18n import t, tn


def database(args: argparse.Namespace, settings: BotSettings) -> int:
    setup_logging(settings.log_level)
    language = settings.default_language
    try:
        if args.operation == "copy":
            return copy_to_postgres(args, settings)
        if args.operation == "upgrade":
            return _upgrade(settings.store_place, language)
        return _backup(args, settings)
    except DatabasePlaceError as error:
        print(place_message(error, language), file=sys.stderr)
        return EXIT_USAGE
    except StoreNotOpened as error:
        print(not_opened(error, language), file=sys.stderr)
        return EXIT_USAGE
    except BackupRefused as error:
        print(t("cli.db_backup_refused", language, error=error), file=sys.stderr)
        return EXIT_USAGE
    except StorageError as error:
        print(t("cli.storage_error", language, error=error), file=sys.stderr)
        return EXIT_FAILED


def not_opened(error: StoreNotOpened, language: str) -> str:
    """The one line every command prints for a database it cannot open."""
    return not_opened_text(error, language)


def _upgrade(place: StorePlace, language: str) -> int:
    if place.url is not None:
        before, after = asyncio.run(_upgrade_postgres(place))
    else:
        before = schema_version(place.path)
        asyncio.run(_open_and_close(place))
        after = schema_version(place.path)
    key = "cli.db_current" if before == after else "cli.db_upgraded"
    print(t(key, language, path=place.name, before=before, after=after))
    return EXIT_OK


def _backup(args: argparse.Namespace, settings: BotSettings) -> int:
    """The SQLite file with SQLite's backup API; PostgreSQL with pg_dump where it is
    installed (storage.postgres.dump), else the command to run where it is. A folder the
    admin named must exist; only the default one beside the database is created."""
    language = settings.default_language
    place = settings.store_place
    create_folder = args.destination is None and settings.backup_folder is None
    if place.url is not None:
        from storage.postgres.dump import DumpUnavailable, dump_name, pg_dump
        from storage.postgres.migrator import postgres_schema_version

        asyncio.run(postgres_schema_version(place.url))  # said as every command says it
        destination = args.destination or default_backup_path(
            settings.database_path.with_name(dump_name(place.url)), folder=settings.backup_folder
        )
        try:
            written = pg_dump(place.url, destination, create_folder=create_folder)
        except DumpUnavailable as error:
            message = t("cli.db_backup_postgres", language, path=place.name, command=error.command)
            print(message, file=sys.stderr)
            return EXIT_USAGE
    else:
        folder = settings.backup_folder
        destination = args.destination or default_backup_path(place.path, folder=folder)
        written = backup_database(place.path, destination, create_folder=create_folder)
    size = written.stat().st_size
    print(t("cli.db_backup", language, path=place.name, destination=written, size=size))
    return EXIT_OK


async def _open_and_close(place: StorePlace) -> None:
    """Opening the store creates the file if needed and applies every pending migration; then
    the work a migration left to the program (counting and rating older games) is done."""
    store = await place.open()
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
    place = settings.store_place
    try:
        rebuilt = asyncio.run(_rebuild(place))
    except DatabasePlaceError as error:
        print(place_message(error, language), file=sys.stderr)
        return EXIT_USAGE
    except StoreNotOpened as error:
        print(not_opened(error, language), file=sys.stderr)
        return EXIT_USAGE
    except StorageError as error:
        print(t("cli.storage_error", language, error=error), file=sys.stderr)
        return EXIT_FAILED
    print(tn("cli.ratings_rebuilt", rebuilt.rated, language, path=place.name))
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


async def _rebuild(place: StorePlace) -> Any:
    store = await place.open()
    try:
        return await _upkeep().rebuild(store)
    finally:
        await store.close()


async def _upgrade_postgres(place: StorePlace) -> tuple[int, int]:
    """The schema versions before and after opening (which migrates) the store at `url`;
    then the work a migration left to the program, as for SQLite."""
    from storage.postgres.migrator import postgres_schema_version

    assert place.url is not None
    before = await postgres_schema_version(place.url)
    await _open_and_close(place)
    return before, await postgres_schema_version(place.url)


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
    names = {"source": source.absolute(), "target": masked(url)}
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
