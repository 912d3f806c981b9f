"""A leaderboard page as words, the same for Discord (an embed) and the terminal (text)."""

from collections.abc import Callable
from dataclasses import dataclass

from storage import LeaderboardPage, LeaderboardRow, Period
from tables.leaderboards.kind_words import PICKOMINO, words_of
from words.i18n import t, tn
from words.numbers import decimal, percent

PAGE_SIZE = 10

_PERIOD_WORDS = {
    Period.ALL: "leaderboard.period.all",
    Period.MONTH: "leaderboard.period.month",
    Period.WEEK: "leaderboard.period.week",
}
_RULES_WORDS = {"classic": "rules.classic", "extension": "rules.extension"}


@dataclass(frozen=True, slots=True)
class BoardView:
    title: str
    lines: tuple[str, ...]
    """The page's rows, or the one line saying the board is empty."""
    own: str | None
    """The caller's row when it is not on the page."""
    footer: str | None
    page: int
    """From 0."""
    pages: int


def pages_of(total: int) -> int:
    return max(1, -(-total // PAGE_SIZE))


def rules_name(rules: str, language: str) -> str:
    key = _RULES_WORDS.get(rules)
    return rules if key is None else t(key, language)


def row_line(
    row: LeaderboardRow, language: str, name: Callable[[str], str] = str, kind: str = PICKOMINO
) -> str:
    """`name` lets a front-end escape what its display would read as markup. The last number
    is the average score: worms in Pickomino, points in Pick Pic."""
    return t(
        words_of(kind).row,
        language,
        rank=row.rank,
        name=name(row.display_name),
        rating=row.rating,
        games=tn("leaderboard.games", row.games, language),
        wins=tn("leaderboard.wins", row.wins, language),
        rate=percent(row.win_rate, language),
        worms=decimal(row.average_worms, language),
    )


def board_view(
    page: LeaderboardPage,
    own: LeaderboardRow | None,
    *,
    kind: str = PICKOMINO,
    rules: str,
    period: Period,
    number: int,
    language: str,
    name: Callable[[str], str] = str,
) -> BoardView:
    """Page `number` (from 0) of a board; `own` is the caller's row, shown below the page
    when it is not on it."""
    title = t(
        words_of(kind).title,
        language,
        rules=rules_name(rules, language),
        period=t(_PERIOD_WORDS[period], language),
    )
    pages = pages_of(page.total)
    if not page.total:
        empty = t(words_of(kind).empty[period], language)
        return BoardView(title, (empty,), None, None, 0, 1)
    lines = tuple(row_line(row, language, name, kind) for row in page.rows)
    on_page = own is not None and any(row.user_id == own.user_id for row in page.rows)
    own_line = None
    if own is not None and not on_page:
        own_line = t("leaderboard.you", language, row=row_line(own, language, name, kind))
    footer = tn("leaderboard.footer", page.total, language, page=number + 1, pages=pages)
    return BoardView(title, lines, own_line, footer, number, pages)
