"""`pickomino-bot play`, and the demo of `run` without a token: games in the terminal.

Every move is saved when it is made, so quitting, Ctrl-C or a closed terminal never loses a
game, and the next `play` resumes it.
"""

import asyncio
import io
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from console.exit_codes import EXIT_FAILED, EXIT_OK, EXIT_USAGE
from console.seating import Table, UsageError
from console.stop_signals import StopRequested, StopSignals
from console.terminal_game import Pace, TerminalGame
from engine.pickomino import Settings
from engine.pickomino.components import CLASSIC
from tables.errors import UserError
from tables.kinds import DEFAULT_KIND, KINDS
from tables.service import TableService
from tables.storage import (
    DatabasePlaceError,
    StorageError,
    StoredGame,
    StoreNotOpened,
    StorePlace,
    open_store,
)
from words.i18n import t

TERMINAL_CHANNEL = 0
"""The terminal's one table: `play` resumes the open game here, if any."""
DEMO_CHANNEL = 1
"""The demo of `run` without a token plays at its own table, so it never replaces a game."""
DEMO_SEATS = 3
DEMO_MOVE_PAUSE = 0.08
DEMO_TURN_PAUSE = 0.5
PICKPIC_CHANNEL = 2
"""The terminal's Pick Pic table: a Pick Pic game never replaces the Pickomino one."""


class CannotPlay(Exception):
    """The store cannot be used, or the game in it cannot be read; the message says which.
    A database whose place is wrong (`DatabasePlaceError`) or that cannot be opened
    (`StoreNotOpened`) is left to the command line, which says what to change, as for every
    command that opens it."""


async def play_at_table(
    database: Path,
    table: Table,
    *,
    channel: int,
    new: bool,
    language: str,
    stdin: TextIO,
    stdout: TextIO,
    signals: StopSignals,
    database_url: str | None = None,
    described: bool = False,
    opened: Callable[[], None] | None = None,
    pace: Pace | None = None,
) -> StoredGame | None:
    """Play the table's game; returns it once over, or None when the player stopped.
    `database_url` (PostgreSQL) wins over the SQLite file `database`. `opened` is called
    once the store is open, before anything else is said; `pace` is called after each
    computer move (TerminalGame)."""
    store = await open_store(database_url, database)
    try:
        if opened is not None:
            opened()
        seed = table.seed
        service = TableService(
            store, lambda: seed if seed is not None else random.SystemRandom().getrandbits(63)
        )
        terminal = TerminalGame(service, language, stdin, stdout, signals, pace)
        try:
            return await terminal.play(await terminal.open(channel, table, new, described))
        except StopRequested:
            return None
    finally:
        await store.close()


def play_command(
    place: StorePlace,
    default_language: str,
    *,
    rules: str | None,
    humans: list[str] | None,
    game: str = DEFAULT_KIND,
    computers: int | None,
    seed: int | None,
    new: bool,
    level: str | None = None,
    watch: bool = False,
    language: str | None,
    flip_when_nothing_returned: bool = False,
    short_game: bool = False,
    stdin: TextIO,
    stdout: TextIO,
    stderr: TextIO,
) -> int:
    """The `play` subcommand: the game of the terminal's table, resumed or new. The options
    are checked before an open game is touched; `--new` abandons it only then."""
    language = language or default_language
    foreign = not_for_the_game(
        game,
        {
            "--rules": rules is not None,
            "--flip-when-nothing-returned": flip_when_nothing_returned,
            "--short-game": short_game,
            "--level": level is not None,
        },
    )
    if foreign:
        print(t("console.error.not_for_game", language, options=", ".join(foreign)), file=stderr)
        return EXIT_USAGE
    variants = Settings(flip_when_nothing_returned, short_game)
    described = rules is not None or humans is not None or computers is not None
    described = described or seed is not None or variants != Settings() or watch
    try:
        table = Table.from_options(
            language, rules or CLASSIC, humans, computers, seed, game, variants, level, watch
        )
    except UsageError as error:
        print(error, file=stderr)
        return EXIT_USAGE
    line = store_line(place, language)  # before opening it, which creates a new file
    try:
        channel = TERMINAL_CHANNEL if game == DEFAULT_KIND else PICKPIC_CHANNEL
        ended = _run(
            place,
            table,
            channel,
            new,
            language,
            stdin,
            stdout,
            described,
            opened=lambda: print(line, file=stdout, flush=True),
        )
    except CannotPlay as error:
        print(error, file=stderr)
        return EXIT_FAILED
    pickpic = game != DEFAULT_KIND
    if ended is None:
        print(t("console.saved_pickpic" if pickpic else "console.saved", language), file=stdout)
    else:
        key = "console.finished_pickpic" if pickpic else "console.finished"
        print(t(key, language, game=ended.id), file=stdout)
    return EXIT_OK


def not_for_the_game(game: str, given: dict[str, bool]) -> list[str]:
    """The options given that only Pickomino reads (its rule sets, variants and computer
    levels): Pick Pic has one rule set and one kind of computer, so they would be ignored
    silently; they are refused instead."""
    if game == DEFAULT_KIND or game not in KINDS:
        return []
    return [option for option, present in given.items() if present]


def store_line(place: StorePlace, language: str) -> str:
    """Which database `play` keeps its games in, said first: the SQLite file's path is
    relative to the folder `play` starts in, so from another folder it is another file, and
    a new one is said to be new."""
    if place.is_postgres:
        return t("console.store_postgres", language, name=place.name)
    key = "console.store_file" if place.path.exists() else "console.store_new_file"
    return t(key, language, path=place.name)


def demo_command(default_language: str, stdout: TextIO, stderr: TextIO) -> int:
    """What `run` shows a person at a terminal without a token: a whole game among computer
    players, at a pace one can follow (`pace_demo`; Ctrl-C ends it). It never reads input, and
    is kept in a database of its own that is deleted after it: the person's database holds
    their own games only, the first numbered 1."""
    language = default_language
    table = Table(CLASSIC, (), DEMO_SEATS)
    print(t("console.demo", language), file=stdout, flush=True)
    try:
        with tempfile.TemporaryDirectory(prefix="pickomino-demo-") as folder:
            place = StorePlace(Path(folder) / "demo.db")
            _run(place, table, DEMO_CHANNEL, True, language, io.StringIO(), stdout, pace=pace_demo)
    except CannotPlay as error:
        print(error, file=stderr)
        return EXIT_FAILED
    except OSError as error:
        print(t("cli.storage_error", language, error=error), file=stderr)
        return EXIT_FAILED
    print(t("console.demo_next", language), file=stdout)
    return EXIT_OK


def pace_demo(turn_over: bool) -> None:
    """A computer's move shows for DEMO_MOVE_PAUSE seconds, the end of a turn for
    DEMO_TURN_PAUSE: about half a minute for a game of 25 turns and 200 moves, where printed
    at once it flashed by in a second."""
    time.sleep(DEMO_TURN_PAUSE if turn_over else DEMO_MOVE_PAUSE)


def _run(
    place: StorePlace,
    table: Table,
    channel: int,
    new: bool,
    language: str,
    stdin: TextIO,
    stdout: TextIO,
    described: bool = False,
    opened: Callable[[], None] | None = None,
    pace: Pace | None = None,
) -> StoredGame | None:
    """`opened`: called once the store is open (play's first line: which database, said
    only once it could be opened)."""
    with StopSignals() as signals:
        try:
            return asyncio.run(
                play_at_table(
                    place.path,
                    table,
                    channel=channel,
                    new=new,
                    language=language,
                    stdin=stdin,
                    stdout=stdout,
                    signals=signals,
                    database_url=place.url,
                    described=described,
                    opened=opened,
                    pace=pace,
                )
            )
        except (DatabasePlaceError, StoreNotOpened):
            raise
        except StorageError as error:
            raise CannotPlay(t("cli.storage_error", language, error=error)) from error
        except UserError as error:
            raise CannotPlay(t(error.key, language, **error.values)) from error
