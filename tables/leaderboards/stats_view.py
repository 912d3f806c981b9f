"""A player's statistics as words, the same for Discord (an embed) and the terminal."""

from dataclasses import dataclass

from storage import PlayerStats, RatingTrend
from tables.leaderboards.board_view import rules_name
from tables.leaderboards.kind_words import COUNTED_KINDS, PICKOMINO, words_of
from words.i18n import t, tn
from words.numbers import decimal, percent, signed

SPARKS = "▁▂▃▄▅▆▇█"


@dataclass(frozen=True, slots=True)
class StatsView:
    title: str
    fields: tuple[tuple[str, str], ...]
    """(label, value) pairs; empty when the player has no finished game."""
    note: str | None
    """A friendly line instead of empty fields, or a remark below them."""


def stats_view(
    stats: PlayerStats | None, name: str, language: str, kind: str = PICKOMINO
) -> StatsView:
    """`name` titles the view when `stats` is None (no finished game yet). Pickomino's show
    worms, tiles and busts; Pick Pic's, points (its score, P11) and no counts of turns."""
    words = words_of(kind)
    counted = kind in COUNTED_KINDS
    if stats is None:
        title = t(words.stats_title, language, name=name)
        return StatsView(title, (), t(words.stats_none, language, name=name))
    fields = [
        (t("stats.games", language), _games(stats, language)),
        (t(words.score, language), _worms(stats, language)),
        (t("stats.places", language), _places(stats, language)),
    ]
    if counted and stats.logged_games:
        fields.append((t("stats.tiles", language), _tiles(stats, language)))
        fields.append((t("stats.busts", language), _busts(stats, language)))
    fields.append((t("stats.streak", language), _streak(stats.streak, language)))
    for trend in stats.ratings:
        label = t(words.rating, language, rules=rules_name(trend.rules, language))
        fields.append((label, _trend(trend, language)))
    note = None
    if not stats.ratings:
        note = t("stats.unrated", language)
    elif counted and stats.logged_games < stats.games:
        note = tn("stats.partial", stats.logged_games, language, games=stats.games)
    title = t(words.stats_title, language, name=stats.display_name)
    return StatsView(title, tuple(fields), note)


def _games(stats: PlayerStats, language: str) -> str:
    games = tn("leaderboard.games", stats.games, language)
    wins = tn("leaderboard.wins", stats.wins, language)
    return f"{games} · {wins} ({percent(stats.wins / stats.games, language)})"


def _worms(stats: PlayerStats, language: str) -> str:
    average = decimal(stats.worms / stats.games, language)
    return t("stats.worms_value", language, average=average, best=stats.best_worms)


def _places(stats: PlayerStats, language: str) -> str:
    return "\n".join(
        tn(
            "stats.place_line",
            place.table_size,
            language,
            average=decimal(place.average, language),
            games=tn("leaderboard.games", place.games, language),
        )
        for place in stats.places
    )


def _tiles(stats: PlayerStats, language: str) -> str:
    parts = [
        tn("stats.stolen", stats.tiles_stolen, language),
        tn("stats.lost", stats.tiles_lost, language),
    ]
    if stats.most_taken is not None:
        tile, times = stats.most_taken
        parts.append(tn("stats.most_taken", times, language, tile=tile))
    return " · ".join(parts)


def _busts(stats: PlayerStats, language: str) -> str:
    rate = decimal(stats.busts / stats.turns if stats.turns else 0, language, digits=2)
    return tn("stats.busts_value", stats.turns, language, rate=rate, busts=stats.busts)


def _streak(streak: int, language: str) -> str:
    if streak >= 0:
        return tn("stats.streak_wins", streak, language)
    return tn("stats.streak_losses", -streak, language)


def _trend(trend: RatingTrend, language: str) -> str:
    return tn(
        "stats.rating_value",
        len(trend.recent) - 1,
        language,
        rating=trend.rating,
        sparkline=sparkline(trend.recent),
        change=signed(trend.change),
    )


def sparkline(values: tuple[int, ...]) -> str:
    """A rating's path over the last games, one bar per point, scaled to its own range."""
    low, high = min(values, default=0), max(values, default=0)
    if high == low:
        return SPARKS[3] * len(values)
    last = len(SPARKS) - 1
    return "".join(SPARKS[round((value - low) * last / (high - low))] for value in values)
