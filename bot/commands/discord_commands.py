"""`run` and `sync`: the commands that talk to Discord.

Only these pay for importing discord.py, aiohttp and the bot itself (`health` only reads the
file the running bot writes: bot.commands.health).
"""

import argparse
import asyncio
import sys
from collections.abc import Callable
from dataclasses import replace

import aiohttp
import discord

from bot import PROGRAM
from bot.app import MetricsEndpointRefused, create_bot
from bot.commands.database_place import place_message
from bot.commands.terminal import QUIET, console, terminal, terminal_language
from bot.logging_setup import setup_logging
from bot.serve import serve
from bot.settings import BotSettings, SettingsError, TokenMissing, shards_of
from console.exit_codes import EXIT_FAILED, EXIT_OK, EXIT_USAGE
from storage import DatabasePlaceError, StorageError, StoreNotOpened
from tables.store_words import not_opened_text
from words.i18n import t, tn


def run(args: argparse.Namespace, settings: BotSettings) -> int:
    try:
        settings = _with_shards(settings, args.shard_count, args.shard_ids)
    except SettingsError as error:
        print(error, file=sys.stderr)
        return EXIT_USAGE
    try:
        token = settings.discord_token()
    except TokenMissing as error:
        if not (sys.stdin.isatty() and sys.stdout.isatty()):
            print(error, file=sys.stderr)
            return EXIT_USAGE
        # A person at a terminal reads the explanation and the demo in their own language,
        # as every terminal command speaks it; a service's log keeps the bot's default.
        language = terminal_language(args, settings)
        print(t("settings.token_missing", language), file=sys.stderr)
        setup_logging(QUIET)
        return terminal(lambda out, err: console("play").demo_command(language, out, err), language)
    except SettingsError as error:
        print(error, file=sys.stderr)
        return EXIT_USAGE
    setup_logging(settings.log_level, secrets=[token])
    return _talking_to_discord(
        lambda: asyncio.run(serve(create_bot(settings), token, settings.health_file)),
        settings.default_language,
    )


def _with_shards(settings: BotSettings, count: int | None, ids: str | None) -> BotSettings:
    """The command line's shards win over the settings'; checked like them."""
    if count is None and ids is None:
        return settings
    count = settings.shard_count if count is None else count
    ids = settings.shard_ids if ids is None else ids
    try:
        if ids is not None and count is None:
            raise ValueError("--shard-ids needs --shard-count")
        shards_of(count, ids)
    except ValueError as error:
        raise SettingsError(f"{PROGRAM} run: {error}") from None
    return replace(settings, shard_count=count, shard_ids=ids)


async def publish_commands(settings: BotSettings, token: str) -> int:
    """Log in over HTTP only (no gateway session), publish, log out; returns the count."""
    bot = create_bot(replace(settings, sync_commands=False))
    async with bot:
        await bot.login(token)
        return await bot.sync_commands()


def sync(args: argparse.Namespace, settings: BotSettings) -> int:
    language = settings.default_language
    try:
        token = settings.discord_token()
    except SettingsError as error:
        print(error, file=sys.stderr)
        return EXIT_USAGE
    setup_logging(settings.log_level, secrets=[token])
    guild = None if args.everywhere else (args.guild or settings.dev_guild_id)
    target = replace(settings, dev_guild_id=guild)
    published: list[int] = []
    code = _talking_to_discord(
        lambda: published.append(asyncio.run(publish_commands(target, token))), language
    )
    if code != EXIT_OK:
        return code
    if guild is None:
        print(tn("cli.synced_global", published[0], language))
    else:
        print(tn("cli.synced_guild", published[0], language, guild=guild))
    return EXIT_OK


def _talking_to_discord(work: Callable[[], object], language: str) -> int:
    """Run `work`, turning what can go wrong between here and Discord into a message."""
    try:
        work()
    except discord.LoginFailure:
        print(t("cli.token_refused", language), file=sys.stderr)
        return EXIT_USAGE
    except discord.HTTPException as error:
        print(t("cli.discord_refused", language, error=error), file=sys.stderr)
        return EXIT_FAILED
    except aiohttp.ClientError as error:
        print(t("cli.unreachable", language, error=error), file=sys.stderr)
        return EXIT_FAILED
    except DatabasePlaceError as error:
        print(place_message(error, language), file=sys.stderr)
        return EXIT_USAGE
    except StoreNotOpened as error:
        return _not_opened(error, language)
    except MetricsEndpointRefused as error:
        key = "cli.metrics_port_taken" if error.port_at_fault else "cli.metrics_address_refused"
        values = {"port": error.port, "address": error.address, "detail": error.detail}
        print(t(key, language, **values), file=sys.stderr)
        return EXIT_USAGE
    except (StorageError, OSError) as error:
        print(t("cli.storage_error", language, error=error), file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def _not_opened(error: StoreNotOpened, language: str) -> int:
    """One line; status 2 for what a person must fix (host, role, database, password), so a
    supervisor does not restart into the same refusal (deploy/pickomino-bot.service), but 1
    for a server that did not answer, which a restart a few seconds later may find up."""
    print(not_opened_text(error, language), file=sys.stderr)
    return EXIT_FAILED if error.transient else EXIT_USAGE
