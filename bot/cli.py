"""`pickomino-bot`: run the bot, publish its commands, play in the terminal, keep the database.

Every failure an admin can fix (a missing token, a bad setting, a file that is not a
database) ends with a message that says what to do and a non-zero status, never a traceback.
The terminal front-end (`console`) is imported by name when a subcommand needs it, so the bot
package does not depend on it, as it does not depend on the Discord cogs.
"""

import argparse
import asyncio
import importlib
import os
import platform
import sqlite3
import sys
from collections.abc import Callable, Sequence
from importlib import metadata
from pathlib import Path
from typing import Any, TextIO

import aiohttp
import discord

from bot.app import create_bot
from bot.copy_check import compare_copied_games
from bot.exit_codes import EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE
from bot.i18n import DEFAULT_LANGUAGE, LANGUAGES, t, tn
from bot.logging_setup import setup_logging
from bot.serve import healthy, serve
from bot.settings import (
    BotSettings,
    SettingsError,
    TokenMissing,
    configured_variables,
    load_settings,
    unknown_variables,
)
from bot.storage import DatabasePlaceError, SqliteGameStore, StorageError
from bot.storage.copy import copy_sqlite_to_postgres
from bot.storage.maintenance import backup_database, default_backup_path, schema_version
from bot.storage.opening import is_postgres_url
from bot.storage.placement import PERMISSION_PROBLEMS, check_database_place
from bot.storage.postgres import PostgresGameStore
from bot.storage.postgres.migrator import postgres_schema_version
from bot.storage.postgres.pool import masked

PROGRAM = "pickomino-bot"
DEFAULT_ENV_FILE = Path(".env")
QUIET = "WARNING"
"""Terminal games and simulations log only problems: their output is the game itself."""

Command = Callable[[argparse.Namespace, BotSettings], int]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROGRAM,
        description="Pickomino (Heckmeck) for Discord, and in the terminal.",
    )
    parser.add_argument(
        "--env-file",
        type=Path,
        help="settings file; the environment wins over it (default: .env, if there is one)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    run = commands.add_parser(
        "run", help="run the bot (without DISCORD_TOKEN: explain, then show a local demo)"
    )
    run.add_argument(
        "--shard-count",
        type=int,
        metavar="N",
        help="Discord shards in all, for several processes (default: PICKOMINO_SHARD_COUNT)",
    )
    run.add_argument(
        "--shard-ids",
        metavar="IDS",
        help="the shards this process runs, like 0,1 (default: PICKOMINO_SHARD_IDS, else all)",
    )

    sync = commands.add_parser("sync", help="publish the slash commands to Discord")
    where = sync.add_mutually_exclusive_group()
    where.add_argument("--guild", type=int, metavar="ID", help="to this server only (instant)")
    where.add_argument(
        "--global",
        dest="everywhere",
        action="store_true",
        help="to every server (Discord may take up to an hour), even with a development guild",
    )

    play = commands.add_parser("play", help="play a game in the terminal")
    play.add_argument("--game", default="pickomino", help="pickomino (default) or pickpic")
    play.add_argument("--rules", help="Pickomino: classic (default) or extension")
    play.add_argument(
        "--human",
        action="append",
        metavar="NAME",
        help="a player at this keyboard; repeat for hot-seat (default: one, 'Player')",
    )
    play.add_argument(
        "--computers",
        type=int,
        metavar="N",
        help="computer players (default: 2 with no --human, else 0)",
    )
    play.add_argument("--seed", type=int, help="dice seed (0 to 2^63-1), to replay the same game")
    play.add_argument(
        "--flip-when-nothing-returned",
        action="store_true",
        help="variant: a bust with no tile to return still flips the highest tile (R15)",
    )
    play.add_argument(
        "--short-game",
        action="store_true",
        help="variant: a returned tile that is the highest is flipped itself (R15)",
    )
    play.add_argument(
        "--level",
        metavar="LEVEL",
        help="the computers' level: easy, medium (default), expert or master; or one per "
        "computer, separated by commas (easy,expert)",
    )
    play.add_argument("--new", action="store_true", help="abandon the open game, start anew")
    play.add_argument("--language", choices=LANGUAGES, help="default: the bot's default")

    database = commands.add_parser("db", help="database maintenance")
    operations = database.add_subparsers(dest="operation", metavar="OPERATION", required=True)
    operations.add_parser("upgrade", help="create the database or migrate it to this version")
    copy = operations.add_parser(
        "copy", help="copy the SQLite database into an empty PostgreSQL database"
    )
    copy.add_argument(
        "--to",
        metavar="URL",
        help="postgresql://user:password@host/database (default: PICKOMINO_DATABASE_URL)",
    )
    copy.add_argument(
        "--from",
        dest="source",
        type=Path,
        metavar="FILE",
        help="the SQLite file (default: PICKOMINO_DATABASE_PATH)",
    )
    backup = operations.add_parser("backup", help="copy the database, also while the bot runs")
    backup.add_argument(
        "destination",
        nargs="?",
        type=Path,
        help="new file to write (default: backups/<name>-<UTC time>.db beside the database)",
    )

    ratings = commands.add_parser("ratings", help="leaderboards and ratings")
    ratings_operations = ratings.add_subparsers(
        dest="operation", metavar="OPERATION", required=True
    )
    ratings_operations.add_parser(
        "rebuild", help="recompute every rating and leaderboard from the stored results"
    )

    leaderboard = commands.add_parser(
        "leaderboard", help="the leaderboard of terminal games (or of a server)"
    )
    leaderboard.add_argument("--rules", choices=("classic", "extension"), default="classic")
    leaderboard.add_argument("--period", choices=("all", "month", "week"), default="all")
    leaderboard.add_argument("--page", type=int, default=1)
    leaderboard.add_argument("--guild", type=int, help="a server's board instead of the terminal's")
    stats = commands.add_parser("stats", help="a player's statistics")
    stats.add_argument("name", help="the player's name at the table")
    stats.add_argument("--guild", type=int, help="a server's player instead of the terminal's")

    simulate = commands.add_parser("simulate", help="many games among computer players")
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--players", type=int, default=3)
    simulate.add_argument("--rules", default="classic")
    simulate.add_argument("--seed", type=int, default=0)

    card = commands.add_parser("card", help="write a Pick Pic card to a picture file")
    card.add_argument("id", type=int, help="the card's number in the built-in deck")
    card.add_argument("-o", "--output", type=Path, help="PNG or JPEG file (default: card-ID.png)")
    hand = commands.add_parser("hand", help="write a Pick Pic hand to a picture file")
    hand.add_argument("--seed", type=int, default=0, help="the deal's seed (default 0)")
    hand.add_argument("--players", type=int, default=4, help="3 to 8 (default 4)")
    hand.add_argument("-o", "--output", type=Path, help="PNG or JPEG file (default: hand-SEED.png)")

    commands.add_parser("health", help="exit 0 if the running bot is connected (health check)")
    commands.add_parser("version", help="show the versions of the bot and what it runs on")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return EXIT_USAGE
    if args.command == "version":
        print(version_text())
        return EXIT_OK
    if args.env_file is not None and not args.env_file.is_file():
        print(t("cli.env_file_missing", DEFAULT_LANGUAGE, path=args.env_file), file=sys.stderr)
        return EXIT_USAGE
    env_file = args.env_file or DEFAULT_ENV_FILE
    try:
        settings = load_settings(env_file)
    except SettingsError as error:
        print(error, file=sys.stderr)
        return EXIT_USAGE
    for warning in unknown_variables(configured_variables(env_file, os.environ)):
        print(warning, file=sys.stderr)
    place_refused = database_place_refused(args, settings)
    if place_refused is not None:
        print(place_refused, file=sys.stderr)
        return EXIT_USAGE
    command: Command = COMMANDS[args.command]
    return command(args, settings)


def database_place_refused(args: argparse.Namespace, settings: BotSettings) -> str | None:
    """Why the SQLite file of the settings cannot be used by this command, if it cannot:
    checked before anything starts (Discord, a game, a migration), so a wrong folder or owner
    is one plain message, not a traceback at the first write."""
    uses_file = args.command in ("run", "play") or (
        args.command == "db" and args.operation in ("upgrade", "backup")
    )
    if not uses_file or settings.postgres_url is not None:
        return None
    try:
        create = args.command != "db" or args.operation == "upgrade"
        check_database_place(settings.database_path, create_folder=create)
    except DatabasePlaceError as error:
        return place_message(error, settings.default_language)
    return None


def place_message(error: DatabasePlaceError, language: str) -> str:
    """What is wrong with the database's place and what to do; for a folder or file the bot
    may not write, the usual cause in Docker too (a host folder mounted with its owner)."""
    user = os.getuid() if hasattr(os, "getuid") else "?"
    values = {"path": error.path, "place": error.place, "detail": error.detail, "uid": user}
    text = t(f"cli.db_place.{error.problem}", language, **values)
    if error.problem in PERMISSION_PROBLEMS:
        text += "\n" + t("cli.db_place.docker", language, **values)
    return text


def version_text() -> str:
    return (
        f"{PROGRAM} {metadata.version(PROGRAM)} (Python {platform.python_version()}, "
        f"discord.py {discord.__version__}, SQLite {sqlite3.sqlite_version})"
    )


def _console(module: str) -> Any:
    return importlib.import_module(f"console.{module}")


def run(args: argparse.Namespace, settings: BotSettings) -> int:
    try:
        settings = _with_shards(settings, args.shard_count, args.shard_ids)
    except SettingsError as error:
        print(error, file=sys.stderr)
        return EXIT_USAGE
    try:
        token = settings.discord_token()
    except TokenMissing as error:
        print(error, file=sys.stderr)
        if not (sys.stdin.isatty() and sys.stdout.isatty()):
            return EXIT_USAGE
        setup_logging(QUIET)
        return _terminal(lambda out, err: _console("play").demo_command(settings, out, err))
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
    if count is None:
        count = settings.shard_count
    chosen = settings.model_copy(
        update={"shard_count": count, "shard_ids": ids if ids is not None else settings.shard_ids}
    )
    try:
        if chosen.shard_ids is not None and count is None:
            raise ValueError("--shard-ids needs --shard-count")
        chosen.shards  # noqa: B018 - checks the ids against the count
    except ValueError as error:
        raise SettingsError(f"{PROGRAM} run: {error}") from None
    return chosen


async def publish_commands(settings: BotSettings, token: str) -> int:
    """Log in over HTTP only (no gateway session), publish, log out; returns the count."""
    bot = create_bot(settings.model_copy(update={"sync_commands": False}))
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
    target = settings.model_copy(update={"dev_guild_id": guild})
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
    except (StorageError, OSError) as error:
        print(t("cli.storage_error", language, error=error), file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def play(args: argparse.Namespace, settings: BotSettings) -> int:
    setup_logging(QUIET)
    return _terminal(
        lambda out, err: _console("play").play_command(
            settings,
            rules=args.rules,
            game=args.game,
            humans=args.human,
            computers=args.computers,
            level=args.level,
            seed=args.seed,
            new=args.new,
            language=args.language,
            flip_when_nothing_returned=args.flip_when_nothing_returned,
            short_game=args.short_game,
            stdin=sys.stdin,
            stdout=out,
            stderr=err,
        )
    )


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


def leaderboard(args: argparse.Namespace, settings: BotSettings) -> int:
    setup_logging(QUIET)
    return int(
        _console("boards").leaderboard_command(
            settings.database_path,
            guild=args.guild,
            rules=args.rules,
            period=args.period,
            page=args.page,
            language=settings.default_language,
            stdout=sys.stdout,
            stderr=sys.stderr,
        )
    )


def stats(args: argparse.Namespace, settings: BotSettings) -> int:
    setup_logging(QUIET)
    return int(
        _console("boards").stats_command(
            settings.database_path,
            name=args.name,
            guild=args.guild,
            language=settings.default_language,
            stdout=sys.stdout,
            stderr=sys.stderr,
        )
    )


def simulate(args: argparse.Namespace, settings: BotSettings) -> int:
    """Ctrl-C ends a long run with a short word and status 130, not a traceback."""
    setup_logging(QUIET)
    try:
        return _terminal(
            lambda out, err: _console("simulate").simulate_command(
                games=args.games,
                players=args.players,
                rules=args.rules,
                seed=args.seed,
                language=settings.default_language,
                stdout=out,
                stderr=err,
                progress=out.isatty() and err.isatty(),
            )
        )
    except KeyboardInterrupt:
        print(t("cli.interrupted", settings.default_language), file=sys.stderr)
        return EXIT_INTERRUPTED


def card(args: argparse.Namespace, settings: BotSettings) -> int:
    return int(
        _console("pickpic_cards").card_command(
            args.id, args.output, settings.default_language, sys.stdout, sys.stderr
        )
    )


def hand(args: argparse.Namespace, settings: BotSettings) -> int:
    return int(
        _console("pickpic_cards").hand_command(
            args.seed,
            args.players,
            args.output,
            settings.default_language,
            sys.stdout,
            sys.stderr,
        )
    )


def health(args: argparse.Namespace, settings: BotSettings) -> int:
    if healthy(settings.health_file):
        print(t("cli.healthy", settings.default_language))
        return EXIT_OK
    print(t("cli.unhealthy", settings.default_language, path=settings.health_file))
    return EXIT_FAILED


def _terminal(game: Callable[[TextIO, TextIO], int]) -> int:
    """Run a terminal game on standard output and error. Boards are drawn with emoji: a
    terminal that cannot show them gets their plain ASCII forms (console.plain_text), not
    question marks. Output piped into a program that stops reading (`| head`) ends the game
    quietly; every move made so far is saved. The output is flushed here, so a reader gone
    meanwhile is noticed here too, not by Python's own flush at exit."""
    for stream in (sys.stdout, sys.stderr):
        _console("plain_text").for_terminal(stream)
    try:
        code = int(game(sys.stdout, sys.stderr))
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_FAILED


COMMANDS: dict[str, Command] = {
    "run": run,
    "sync": sync,
    "ratings": ratings,
    "leaderboard": leaderboard,
    "stats": stats,
    "play": play,
    "db": database,
    "simulate": simulate,
    "card": card,
    "hand": hand,
    "health": health,
}
