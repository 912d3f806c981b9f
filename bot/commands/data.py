"""`data export` and `data forget`: an operator answering a person's or a server's request
about their data (issue 28, docs/privacy.md), without Discord, on the database of the
settings (SQLite or PostgreSQL). Each forgetting is one transaction, after the person has left
the games they sit in, as `/pickomino forget-me` does."""

import argparse
import asyncio
import random
import sys

from bot.commands.database_place import place_message
from bot.logging_setup import setup_logging
from bot.settings import BotSettings
from console.exit_codes import EXIT_FAILED, EXIT_OK, EXIT_USAGE
from storage import DatabasePlaceError, StorageError, StoreNotOpened, StorePlace
from tables.store_words import not_opened_text
from words.i18n import t, tn


def data(args: argparse.Namespace, settings: BotSettings) -> int:
    setup_logging(settings.log_level)
    language = settings.default_language
    if any(value is not None and value <= 0 for value in (args.user, args.guild)):
        print(t("cli.data_bad_id", language), file=sys.stderr)
        return EXIT_USAGE
    try:
        if args.operation == "export":
            sys.stdout.write(asyncio.run(_export(settings, args.user, args.guild)))
        elif args.user is not None:
            servers = asyncio.run(_forget_person(settings, args.user))
            print(tn("cli.data_forgot_user", servers, language, user=args.user))
        else:
            games = asyncio.run(_forget_guild(settings.store_place, args.guild))
            print(tn("cli.data_forgot_guild", games, language, guild=args.guild))
    except DatabasePlaceError as error:
        print(place_message(error, language), file=sys.stderr)
        return EXIT_USAGE
    except StoreNotOpened as error:
        print(not_opened_text(error, language), file=sys.stderr)
        return EXIT_USAGE
    except StorageError as error:
        print(t("cli.storage_error", language, error=error), file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


async def _export(settings: BotSettings, user_id: int, guild_id: int | None) -> str:
    from tables.privacy import PlayersData
    from tables.service import TableService

    store = await settings.store_place.open()
    try:
        players = PlayersData(TableService(store, _seed), settings.default_language)
        return (await players.export_json(user_id, guild_id)).decode() + "\n"
    finally:
        await store.close()


async def _forget_person(settings: BotSettings, user_id: int) -> int:
    from tables.privacy import PlayersData
    from tables.service import TableService

    store = await settings.store_place.open()
    try:
        players = PlayersData(TableService(store, _seed), settings.default_language)
        return len((await players.forget_person(user_id, None)).forgotten)
    finally:
        await store.close()


async def _forget_guild(place: StorePlace, guild_id: int) -> int:
    store = await place.open()
    try:
        return await store.forget_guild(guild_id)
    finally:
        await store.close()


def _seed() -> int:
    """No game starts here; the service asks for a seed source all the same."""
    return random.SystemRandom().getrandbits(63)
