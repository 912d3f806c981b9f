"""`pickomino-bot`: run the bot, publish its commands, play in the terminal, keep the database.

Every failure an admin can fix (a missing token, a bad setting, a file that is not a
database) ends with a message that says what to do and a non-zero status, never a traceback.
This module holds only the parser and the dispatch: each command lives in a module of
`bot.commands` grouped by what it needs, imported by name when that command runs, so
`version` starts without discord.py and `play` without discord.py or asyncpg.
"""

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from bot import PROGRAM
from console.exit_codes import EXIT_OK, EXIT_USAGE
from words.i18n import DEFAULT_LANGUAGE, LANGUAGES, LOCALES_DIR, speaks, t

if TYPE_CHECKING:
    from bot.settings import BotSettings

DEFAULT_ENV_FILE = Path(".env")

Command = Callable[[argparse.Namespace, "BotSettings"], int]

COMMANDS: dict[str, tuple[str, str]] = {
    "run": ("discord_commands", "run"),
    "sync": ("discord_commands", "sync"),
    "health": ("health", "health"),
    "db": ("database", "database"),
    "ratings": ("database", "ratings"),
    "data": ("data", "data"),
    "leaderboard": ("terminal", "leaderboard"),
    "stats": ("terminal", "stats"),
    "review": ("terminal", "review"),
    "play": ("terminal", "play"),
    "simulate": ("terminal", "simulate"),
    "card": ("terminal", "card"),
    "hand": ("terminal", "hand"),
    "rules": ("terminal", "rules"),
    "cards": ("terminal", "cards"),
    "words": ("words", "words"),
    "web": ("web_pages", "web"),
}
"""Each command's module in `bot.commands` and its function there."""
GAMES = ("pickomino", "pickpic")
"""The games whose boards `leaderboard` and `stats` read (cli imports no game's code)."""
LANGUAGE_HELP = "default: the language of your locale (LANG), else the bot's default"


def _language(value: str) -> str:
    """A language as a locale names it ("de", "de-AT", "pt-BR"), the catalog's own code when
    one speaks it; argparse's choices then refuse any other, listing the catalogued ones."""
    return speaks(value) or value


def _port(value: str) -> int:
    """A TCP port, 0 for any free one."""
    try:
        port = int(value)
    except ValueError:
        port = -1
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 0 to 65535, not {value!r}")
    return port


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
    play.add_argument("--rules", help="Pickomino only: classic (default) or extension")
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
        help="computer players (default with no --human: 2 at Pickomino, 3 at Pick Pic; else "
        "0); a game short of players gets computers for the missing seats",
    )
    play.add_argument(
        "--watch",
        action="store_true",
        help="no player at the keyboard: watch computer players (default: one more than with you)",
    )
    play.add_argument(
        "--seed",
        type=int,
        help="seed of the dice or of the deal (0 to 2^63-1), to replay the same game",
    )
    play.add_argument(
        "--flip-when-nothing-returned",
        action="store_true",
        help="Pickomino variant: a bust with no tile to return still flips the highest tile (R15)",
    )
    play.add_argument(
        "--short-game",
        action="store_true",
        help="Pickomino variant: a returned tile that is the highest is flipped itself (R15)",
    )
    play.add_argument(
        "--level",
        metavar="LEVEL",
        help="Pickomino computers' level: easy, medium (default), expert or master; or one per "
        "computer, separated by commas (easy,expert)",
    )
    play.add_argument("--new", action="store_true", help="abandon the open game, start anew")
    play.add_argument("--language", type=_language, choices=LANGUAGES, help=LANGUAGE_HELP)

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

    data = commands.add_parser("data", help="a person's or a server's data (docs/privacy.md)")
    data_operations = data.add_subparsers(dest="operation", metavar="OPERATION", required=True)
    export = data_operations.add_parser(
        "export", help="print as JSON everything stored about a person"
    )
    export.add_argument("--user", type=int, required=True, help="the person's Discord user id")
    export.add_argument("--guild", type=int, help="one server only (default: all)")
    forget = data_operations.add_parser(
        "forget", help="forget a person in every server, or delete a server's data"
    )
    forgotten = forget.add_mutually_exclusive_group(required=True)
    forgotten.add_argument("--user", type=int, help="the person's Discord user id")
    forgotten.add_argument("--guild", type=int, help="the server's id")

    leaderboard = commands.add_parser(
        "leaderboard", help="the leaderboard of terminal games (or of a server)"
    )
    leaderboard.add_argument("--game", choices=GAMES, default=GAMES[0])
    leaderboard.add_argument(
        "--rules", choices=("classic", "extension"), help="Pickomino's rule set (default: classic)"
    )
    leaderboard.add_argument("--period", choices=("all", "month", "week"), default="all")
    leaderboard.add_argument("--page", type=int, default=1)
    leaderboard.add_argument("--guild", type=int, help="a server's board instead of the terminal's")
    stats = commands.add_parser("stats", help="a player's statistics")
    stats.add_argument("name", help="the player's name at the table")
    stats.add_argument("--guild", type=int, help="a server's player instead of the terminal's")
    stats.add_argument("--game", choices=GAMES, default=GAMES[0])
    stats.add_argument("--chart", type=Path, help="also write the rating's chart to this PNG file")
    review = commands.add_parser(
        "review", help="a finished Pickomino game, decision by decision, against the expert"
    )
    review.add_argument("game", type=int, help="the game's number")
    review.add_argument("--chart", type=Path, help="also write the review's chart to this PNG file")

    simulate = commands.add_parser("simulate", help="many games among computer players")
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--players", type=int, default=3)
    simulate.add_argument("--rules", default="classic")
    simulate.add_argument("--seed", type=int, default=0)

    card = commands.add_parser("card", help="write a Pick Pic card to a picture file")
    card.add_argument(
        "id",
        type=int,
        help="the card's number in the deck games deal, as the cards command lists it",
    )
    card.add_argument(
        "--first-edition",
        action="store_true",
        help="a card of the retired first edition, which older games may hold",
    )
    card.add_argument("-o", "--output", type=Path, help="PNG or JPEG file (default: card-ID.png)")
    hand = commands.add_parser("hand", help="write a Pick Pic hand to a picture file")
    hand.add_argument("--seed", type=int, default=0, help="the deal's seed (default 0)")
    hand.add_argument("--players", type=int, default=4, help="3 to 8 (default 4)")
    hand.add_argument("-o", "--output", type=Path, help="PNG or JPEG file (default: hand-SEED.png)")
    deck = commands.add_parser("cards", help="list Pick Pic's built-in deck, or draw it")
    deck.add_argument("--sheet", action="store_true", help="write the deck as contact sheets")
    deck.add_argument("-o", "--output", type=Path, help="the sheets' folder (default: cards)")

    rules = commands.add_parser("rules", help="print the rules of a game for its players")
    rules.add_argument("--game", choices=GAMES, default=GAMES[0])
    rules.add_argument("--language", type=_language, choices=LANGUAGES, help=LANGUAGE_HELP)

    words = commands.add_parser(
        "words", help="check, update or compile the translations (docs/translating.md)"
    )
    words.add_argument("operation", choices=("check", "update", "compile"))
    words.add_argument(
        "languages", nargs="*", metavar="LANGUAGE", help="check: default all; update: one"
    )
    words.add_argument(
        "--folder", type=Path, default=LOCALES_DIR, help="the catalogs (default: the bot's own)"
    )

    pages = commands.add_parser(
        "web", help="serve the servers' web pages, without the bot (docs/web.md)"
    )
    pages.add_argument(
        "--host",
        metavar="ADDRESS",
        help="listen here (default: PICKOMINO_WEB_ADDRESS, else 127.0.0.1)",
    )
    pages.add_argument(
        "--port",
        type=_port,
        metavar="PORT",
        help="listen on this port (default: PICKOMINO_WEB_PORT, else 8080)",
    )

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
    from bot.settings import SettingsError, configured_variables, load_settings, unknown_variables

    env_file = args.env_file or DEFAULT_ENV_FILE
    try:
        settings = load_settings(env_file)
    except SettingsError as error:
        print(error, file=sys.stderr)
        return EXIT_USAGE
    for warning in unknown_variables(configured_variables(env_file, os.environ)):
        print(warning, file=sys.stderr)
    from bot.commands.database_place import database_place_refused

    place_refused = database_place_refused(args, settings)
    if place_refused is not None:
        print(place_refused, file=sys.stderr)
        return EXIT_USAGE
    return command(args.command)(args, settings)


def command(name: str) -> Command:
    """The function of command `name`, importing only its own module."""
    module, function = COMMANDS[name]
    found: Command = getattr(importlib.import_module(f"bot.commands.{module}"), function)
    return found


def version_text() -> str:
    """Read from the installed packages' metadata: importing discord.py costs a third of a
    second, more than the rest of this command. importlib.metadata itself (with the email
    package it parses metadata with) is imported here, not at the top: it cost `play` about a
    tenth of its start."""
    import platform
    import sqlite3
    from importlib import metadata

    return (
        f"{PROGRAM} {metadata.version(PROGRAM)} (Python {platform.python_version()}, "
        f"discord.py {metadata.version('discord.py')}, SQLite {sqlite3.sqlite_version})"
    )
