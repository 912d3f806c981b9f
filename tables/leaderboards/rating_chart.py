"""A person's rating over their games, with its uncertainty, and their results per week, as a
chart (charts.spec.RatingChart) in the reader's language (issue 29).

The line is openskill's skill estimate mu, the band mu ± 3 sigma, both scaled as boards show
ratings: the band's lower edge is the very rating the boards show (storage.standings), so a
player sees why a newcomer's rating climbs even when their skill estimate barely moves.
"""

from collections.abc import Sequence
from datetime import datetime, timedelta

from charts.spec import RatingChart, RatingPoint, RatingSeries, WeekResults
from storage import RatedGame
from storage.standings import RATING_BASE, RATING_SCALE
from tables.leaderboards.board_view import rules_name
from tables.leaderboards.kind_words import PICKOMINO, PICKPIC
from words.i18n import t

WEEKS_SHOWN = 16
"""Weeks of results drawn, up to the week of the last game (empty weeks included)."""
TITLES = {PICKOMINO: "chart.rating.title", PICKPIC: "chart.rating.title.pickpic"}


def rating_chart(
    games: Sequence[RatedGame], name: str, language: str, kind: str = PICKOMINO
) -> RatingChart:
    """`games` oldest first (GameStore.rating_history); `name` as the boards show it, not
    escaped (the chart draws text, not markup); the title names the game when it is not
    Pickomino, as the statistics' title does."""
    series: dict[str, list[RatingPoint]] = {}
    for number, game in enumerate(games, 1):
        if game.mu is None or game.sigma is None:
            continue
        series.setdefault(game.rules, []).append(
            RatingPoint(
                number,
                _scaled(game.mu),
                _scaled(game.mu - 3 * game.sigma),
                _scaled(game.mu + 3 * game.sigma),
            )
        )
    return RatingChart(
        title=t(TITLES[kind], language, name=name),
        rating_label=t("chart.rating.rating", language),
        skill_label=t("chart.rating.skill", language),
        band_label=t("chart.rating.band", language),
        games_label=t("chart.rating.games", language),
        series=tuple(
            RatingSeries(rules_name(rules, language), tuple(points))
            for rules, points in sorted(series.items())
        ),
        weeks_title=t("chart.rating.weeks", language),
        wins_label=t("chart.rating.wins", language),
        others_label=t("chart.rating.others", language),
        weeks=weekly(games, language),
        note=t("chart.rating.none", language),
    )


def _scaled(mu: float) -> float:
    return RATING_BASE + RATING_SCALE * mu


def weekly(games: Sequence[RatedGame], language: str) -> tuple[WeekResults, ...]:
    """Wins and other games in each ISO week (UTC) from the first game's, at most the last
    WEEKS_SHOWN up to the last game's week (empty weeks between included); none for a person
    without games."""
    if not games:
        return ()
    counts: dict[tuple[int, int], list[int]] = {}
    for game in games:
        year, week, _ = game.finished_at.isocalendar()
        tally = counts.setdefault((year, week), [0, 0])
        tally[0 if game.won else 1] += 1
    last = _monday(games[-1].finished_at)
    first = _monday(games[0].finished_at)
    shown = min(WEEKS_SHOWN, (last.date() - first.date()).days // 7 + 1)
    weeks = []
    for back in range(shown - 1, -1, -1):
        year, week, _ = (last - timedelta(weeks=back)).isocalendar()
        wins, others = counts.get((year, week), [0, 0])
        label = t("chart.rating.week", language, week=week, year=year)
        weeks.append(WeekResults(label, wins, others))
    return tuple(weeks)


def _monday(moment: datetime) -> datetime:
    return moment - timedelta(days=moment.weekday())
