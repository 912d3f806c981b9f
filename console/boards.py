"""`pickomino-bot leaderboard` and `pickomino-bot stats NAME`: the words Discord shows, as text.

They read the same store as `play`: the terminal's own board by default (guild 0, where
`pickomino-bot play` records its games), or a server's with `--guild ID`.
"""

import asyncio
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from bot.exit_codes import EXIT_FAILED, EXIT_OK, EXIT_USAGE
from bot.i18n import t
from bot.storage import Leaderboard, Period, SqliteGameStore, StorageError, period_key
from tables.leaderboards.board_view import PAGE_SIZE, BoardView, board_view
from tables.leaderboards.stats_view import StatsView, stats_view

KIND = "pickomino"
TERMINAL_GUILD = 0
"""Where `pickomino-bot play` records its games (console.terminal_game)."""


def board_text(view: BoardView) -> str:
    lines = [view.title, "═" * len(view.title), *view.lines]
    if view.own is not None:
        lines += ["", view.own]
    if view.footer is not None:
        lines += ["", view.footer]
    return "\n".join(lines)


def stats_text(view: StatsView, language: str) -> str:
    lines = [view.title, "═" * len(view.title)]
    for label, value in view.fields:
        first, *rest = value.split("\n")
        lines.append(t("console.stats_field", language, label=label, value=first))
        lines.extend(f"  {line}" for line in rest)
    if view.note is not None:
        lines += ["", view.note] if view.fields else [view.note]
    return "\n".join(lines)


async def leaderboard_view(
    database: Path, guild: int, rules: str, period: Period, page: int, language: str
) -> BoardView:
    store = await SqliteGameStore.open(database)
    try:
        board = Leaderboard(guild, KIND, rules)
        key = period_key(period, datetime.now(UTC))
        rows = await store.leaderboard(board, key, offset=page * PAGE_SIZE, limit=PAGE_SIZE)
    finally:
        await store.close()
    return board_view(rows, None, rules=rules, period=period, number=page, language=language)


async def player_views(database: Path, guild: int, name: str, language: str) -> list[StatsView]:
    """One view per person of that name (one when names are unique; none found: one friendly
    line)."""
    store = await SqliteGameStore.open(database)
    try:
        users = await store.players_named(guild, KIND, name)
        stats = [await store.player_stats(guild, KIND, user) for user in users]
    finally:
        await store.close()
    if not stats:
        return [stats_view(None, name, language)]
    return [stats_view(found, name, language) for found in stats]


def leaderboard_command(
    database: Path,
    *,
    guild: int | None,
    rules: str,
    period: str,
    page: int,
    language: str,
    stdout: TextIO,
    stderr: TextIO,
) -> int:
    if page < 1:
        print(t("console.error.page", language), file=stderr)
        return EXIT_USAGE
    try:
        view = asyncio.run(
            leaderboard_view(
                database,
                TERMINAL_GUILD if guild is None else guild,
                rules,
                Period(period),
                page - 1,
                language,
            )
        )
    except StorageError as error:
        print(t("cli.storage_error", language, error=error), file=stderr)
        return EXIT_FAILED
    print(board_text(view), file=stdout)
    return EXIT_OK


def stats_command(
    database: Path, *, name: str, guild: int | None, language: str, stdout: TextIO, stderr: TextIO
) -> int:
    try:
        views = asyncio.run(
            player_views(database, TERMINAL_GUILD if guild is None else guild, name, language)
        )
    except StorageError as error:
        print(t("cli.storage_error", language, error=error), file=stderr)
        return EXIT_FAILED
    print("\n\n".join(stats_text(view, language) for view in views), file=stdout)
    return EXIT_OK
