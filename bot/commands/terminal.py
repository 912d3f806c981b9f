"""`play`, `leaderboard`, `stats`, `review`, `simulate`, `card`, `hand`, `cards`, `rules`: the
terminal front-end, no Discord.

The terminal front-end (`console`) is imported by name, so the bot package does not depend
on it, as it does not depend on the Discord cogs.
"""

import argparse
import importlib
import os
import sys
from collections.abc import Callable
from typing import Any, TextIO

from bot.logging_setup import setup_logging
from bot.settings import BotSettings
from console.exit_codes import EXIT_FAILED, EXIT_INTERRUPTED, EXIT_USAGE
from words.i18n import system_language, t

QUIET = "WARNING"
"""Terminal games and simulations log only problems: their output is the game itself."""


def terminal_language(args: argparse.Namespace, settings: BotSettings) -> str:
    """`--language`, else the language of the user's locale (LC_ALL, LC_MESSAGES, LANG) when
    a catalog speaks it, else the bot's default: the terminal is one person's, as a reply
    only one person sees in Discord is in that person's language."""
    return getattr(args, "language", None) or system_language() or settings.default_language


def console(module: str) -> Any:
    return importlib.import_module(f"console.{module}")


def play(args: argparse.Namespace, settings: BotSettings) -> int:
    """A database file SQLite itself finds it may not write (the start-up check passed: a
    write-ahead log left by another user, say), or a PostgreSQL database that cannot be
    opened, stops `play` as it stops `run`: the message says what to change, status 2."""
    from bot.commands.database_place import place_message
    from storage.errors import DatabasePlaceError, StoreNotOpened
    from tables.store_words import not_opened_text

    setup_logging(QUIET)
    language = terminal_language(args, settings)
    try:
        return _play(args, settings)
    except DatabasePlaceError as error:
        print(place_message(error, language), file=sys.stderr)
        return EXIT_USAGE
    except StoreNotOpened as error:
        message = not_opened_text(error, language)
        print(message, file=sys.stderr)
        return EXIT_USAGE


def _play(args: argparse.Namespace, settings: BotSettings) -> int:
    return terminal(
        lambda out, err: console("play").play_command(
            settings.store_place,
            terminal_language(args, settings),
            rules=args.rules,
            game=args.game,
            humans=args.human,
            computers=args.computers,
            level=args.level,
            watch=args.watch,
            seed=args.seed,
            new=args.new,
            language=terminal_language(args, settings),
            flip_when_nothing_returned=args.flip_when_nothing_returned,
            short_game=args.short_game,
            stdin=sys.stdin,
            stdout=out,
            stderr=err,
        ),
        terminal_language(args, settings),
    )


def leaderboard(args: argparse.Namespace, settings: BotSettings) -> int:
    setup_logging(QUIET)
    return terminal(
        lambda out, err: console("boards").leaderboard_command(
            settings.store_place,
            guild=args.guild,
            game=args.game,
            rules=args.rules,
            period=args.period,
            page=args.page,
            language=terminal_language(args, settings),
            stdout=out,
            stderr=err,
        ),
        terminal_language(args, settings),
    )


def stats(args: argparse.Namespace, settings: BotSettings) -> int:
    setup_logging(QUIET)
    return terminal(
        lambda out, err: console("boards").stats_command(
            settings.store_place,
            name=args.name,
            guild=args.guild,
            game=args.game,
            language=terminal_language(args, settings),
            stdout=out,
            stderr=err,
            chart=args.chart,
        ),
        terminal_language(args, settings),
    )


def review(args: argparse.Namespace, settings: BotSettings) -> int:
    setup_logging(QUIET)
    return terminal(
        lambda out, err: console("review").review_command(
            settings.store_place,
            game=args.game,
            chart=args.chart,
            language=terminal_language(args, settings),
            stdout=out,
            stderr=err,
        ),
        terminal_language(args, settings),
    )


def simulate(args: argparse.Namespace, settings: BotSettings) -> int:
    """Ctrl-C ends a long run with a short word and status 130, not a traceback."""
    setup_logging(QUIET)
    try:
        return terminal(
            lambda out, err: console("simulate").simulate_command(
                games=args.games,
                players=args.players,
                rules=args.rules,
                seed=args.seed,
                language=terminal_language(args, settings),
                stdout=out,
                stderr=err,
                progress=out.isatty() and err.isatty(),
            ),
            terminal_language(args, settings),
        )
    except KeyboardInterrupt:
        print(t("cli.interrupted", terminal_language(args, settings)), file=sys.stderr)
        return EXIT_INTERRUPTED


def card(args: argparse.Namespace, settings: BotSettings) -> int:
    return terminal(
        lambda out, err: console("pickpic_cards").card_command(
            args.id,
            args.output,
            terminal_language(args, settings),
            out,
            err,
            first_edition=args.first_edition,
        ),
        terminal_language(args, settings),
    )


def hand(args: argparse.Namespace, settings: BotSettings) -> int:
    return terminal(
        lambda out, err: console("pickpic_cards").hand_command(
            args.seed, args.players, args.output, terminal_language(args, settings), out, err
        ),
        terminal_language(args, settings),
    )


def rules(args: argparse.Namespace, settings: BotSettings) -> int:
    language = terminal_language(args, settings)
    return terminal(
        lambda out, _: int(console("rules_text").rules_command(args.game, language, out)),
        language,
    )


def cards(args: argparse.Namespace, settings: BotSettings) -> int:
    return terminal(
        lambda out, err: console("pickpic_cards").cards_command(
            args.sheet, args.output, terminal_language(args, settings), out, err
        ),
        terminal_language(args, settings),
    )


def terminal(game: Callable[[TextIO, TextIO], int], language: str) -> int:
    """Run a terminal game on standard output and error. Boards are drawn with emoji: a
    terminal that cannot show them gets their plain ASCII forms (console.plain_text), not
    question marks. Output piped into a program that stops reading (`| head`) ends the game
    quietly; every move made so far is saved. The output is flushed here, so a reader gone
    meanwhile is noticed here too, not by Python's own flush at exit. `language` writes the
    plain forms of places (1st, 1er)."""
    for stream in (sys.stdout, sys.stderr):
        console("plain_text").for_terminal(stream, language)
    try:
        code = int(game(sys.stdout, sys.stderr))
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_FAILED
