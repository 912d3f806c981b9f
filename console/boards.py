"""`pickomino-bot leaderboard` and `pickomino-bot stats NAME`: the words Discord shows, as text.

They read the same store as `play` (PostgreSQL when PICKOMINO_DATABASE_URL is set, else the
SQLite file, read from a copy when nobody may write it): the terminal's own board by default
(guild 0, where `pickomino-bot play` records its games), or a server's with `--guild ID`;
Pickomino's boards, or Pick Pic's with `--game pickpic`.
"""

import asyncio
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from console.exit_codes import EXIT_FAILED, EXIT_OK, EXIT_USAGE
from console.terminal_game import TERMINAL_GUILD
from tables.leaderboards.board_view import BoardView
from tables.leaderboards.kind_words import BOARD_KINDS, PICKOMINO, PICKPIC
from tables.leaderboards.queries import Leaderboards, Period
from tables.leaderboards.stats_view import StatsView
from tables.storage import StorageError, StoreNotOpened, StorePlace
from tables.store_words import not_opened_text
from words.i18n import t


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


def where(guild: int, language: str) -> str:
    """Whose games a board counts, as the terminal says it: Discord's "here" is its channel's
    server, the terminal has none."""
    if guild == TERMINAL_GUILD:
        return t("console.where.terminal", language)
    return t("console.where.guild", language, guild=guild)


EMPTY_BOARD = {
    (PICKOMINO, Period.ALL): "console.leaderboard.empty.all",
    (PICKOMINO, Period.MONTH): "console.leaderboard.empty.month",
    (PICKOMINO, Period.WEEK): "console.leaderboard.empty.week",
    (PICKPIC, Period.ALL): "console.leaderboard.empty.all.pickpic",
    (PICKPIC, Period.MONTH): "console.leaderboard.empty.month.pickpic",
    (PICKPIC, Period.WEEK): "console.leaderboard.empty.week.pickpic",
}
NO_STATS = {PICKOMINO: "console.stats.none", PICKPIC: "console.stats.none.pickpic"}


async def leaderboard_text(
    place: StorePlace, guild: int, rules: str, period: Period, page: int, language: str
) -> str:
    """The board of `rules`, of the game they are a rule set of; an empty board (the only one
    without a page footer) says whose games it would count."""
    kind = BOARD_KINDS[rules]
    async with place.reading() as store:
        view = await Leaderboards(store).page(
            guild, kind, rules, period, page, caller=None, language=language
        )
    if view.footer is None:
        empty = t(EMPTY_BOARD[kind, period], language, where=where(guild, language))
        view = replace(view, lines=(empty,))
    return board_text(view)


async def player_text(
    place: StorePlace, guild: int, name: str, kind: str, language: str, chart: bool = False
) -> tuple[str, bytes | None]:
    """The statistics of everyone called `name`, and with `chart` the picture of the first's
    rating over their games."""
    async with place.reading() as store:
        leaderboards = Leaderboards(store)
        views = await leaderboards.stats_named(guild, kind, name, language)
        if len(views) == 1 and not views[0].fields:
            none = t(NO_STATS[kind], language, name=name, where=where(guild, language))
            views = [replace(views[0], note=none)]
        picture = None
        if chart:
            picture = await leaderboards.rating_picture_named(guild, kind, name, language)
    return "\n\n".join(stats_text(view, language) for view in views), picture


def leaderboard_command(
    place: StorePlace,
    *,
    guild: int | None,
    game: str,
    rules: str | None,
    period: str,
    page: int,
    language: str,
    stdout: TextIO,
    stderr: TextIO,
) -> int:
    """`rules` None: classic for Pickomino; Pick Pic has one rule set, its own name."""
    if page < 1:
        print(t("console.error.page", language), file=stderr)
        return EXIT_USAGE
    if game == PICKPIC:
        if rules is not None:
            print(t("console.error.pickpic_rules", language), file=stderr)
            return EXIT_USAGE
        rules = PICKPIC
    rules = rules or "classic"
    where = TERMINAL_GUILD if guild is None else guild
    try:
        text = asyncio.run(
            leaderboard_text(place, where, rules, Period(period), page - 1, language)
        )
    except StoreNotOpened as error:
        return not_opened(error, language, stderr)
    except StorageError as error:
        print(t("cli.storage_error", language, error=error), file=stderr)
        return EXIT_FAILED
    print(text, file=stdout)
    return EXIT_OK


def stats_command(
    place: StorePlace,
    *,
    name: str,
    guild: int | None,
    game: str,
    language: str,
    stdout: TextIO,
    stderr: TextIO,
    chart: Path | None = None,
) -> int:
    """With `chart`, the rating's picture is written there too (console.review.write_chart)."""
    where = TERMINAL_GUILD if guild is None else guild
    try:
        text, picture = asyncio.run(
            player_text(place, where, name, game, language, chart is not None)
        )
    except StoreNotOpened as error:
        return not_opened(error, language, stderr)
    except StorageError as error:
        print(t("cli.storage_error", language, error=error), file=stderr)
        return EXIT_FAILED
    print(text, file=stdout)
    if chart is not None and picture is not None:
        from console.review import write_chart

        return write_chart(chart, picture, language, stdout, stderr)
    return EXIT_OK


def not_opened(error: StoreNotOpened, language: str, stderr: TextIO) -> int:
    """A database that cannot be opened is a setting or a server to fix: one line, status 2."""
    print(not_opened_text(error, language), file=stderr)
    return EXIT_USAGE
