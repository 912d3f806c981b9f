"""The records of leaderboards, ratings and player statistics, as the store hands them out.

Like `records`, plain frozen dataclasses that know nothing of SQLite; numbers stay raw (sums
and counts) and the front-end-neutral layer turns them into rates and words.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class Leaderboard:
    """One leaderboard: a server, a game kind ('pickomino', 'pickpic') and a rule set. Ratings
    and totals never cross boards."""

    guild_id: int
    kind: str
    rules: str


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    """One person on a leaderboard for one period. `rank` is shared by rows equal on rating,
    wins and games (1, 1, 3); `position` counts from 0 in the board's order (for paging)."""

    rank: int
    position: int
    user_id: int
    display_name: str
    rating: int
    games: int
    wins: int
    worms: int
    """Worms over all counted games; `average_worms` divides."""

    @property
    def win_rate(self) -> float:
        return self.wins / self.games

    @property
    def average_worms(self) -> float:
        return self.worms / self.games


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    rows: tuple[LeaderboardRow, ...]
    total: int
    """People on the board for the period, all pages together."""


@dataclass(frozen=True, slots=True)
class PlaceAverage:
    """Places at tables of one size: their sum over `games` games."""

    table_size: int
    games: int
    place_sum: int

    @property
    def average(self) -> float:
        return self.place_sum / self.games


@dataclass(frozen=True, slots=True)
class RatingTrend:
    """A person's rating on one rule set: now, and after each of the last rated games."""

    rules: str
    rating: int
    rated_games: int
    recent: tuple[int, ...]
    """The rating before the oldest of the last games, then after each of them, oldest first."""

    @property
    def change(self) -> int:
        """What the last games (those of `recent`) changed."""
        return self.recent[-1] - self.recent[0] if self.recent else 0


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A person's finished games of one kind in one server (all rule sets, or one)."""

    user_id: int
    display_name: str
    """The name of their most recent game."""
    games: int
    wins: int
    worms: int
    best_worms: int
    places: tuple[PlaceAverage, ...]
    """By table size, ascending."""
    logged_games: int
    """Games whose turns were counted (all but games the store could not replay)."""
    turns: int
    busts: int
    tiles_stolen: int
    tiles_lost: int
    most_taken: tuple[int, int] | None
    """(tile, times): the tile taken most often (the higher one on a tie)."""
    streak: int
    """Wins in a row up to the last game; negative: games in a row without a win."""
    ratings: tuple[RatingTrend, ...]
    """One per rule set with a rated game, by rule set."""


@dataclass(frozen=True, slots=True)
class RatingChange:
    """What one rated game did to one person's rating."""

    game_id: int
    user_id: int
    rating_before: int
    rating_after: int

    @property
    def delta(self) -> int:
        return self.rating_after - self.rating_before


@dataclass(frozen=True, slots=True)
class RatedGame:
    """One finished game of a person, for the chart of their rating over time (issue 29)."""

    game_id: int
    rules: str
    finished_at: datetime
    rank: int
    won: bool
    mu: float | None
    """openskill's skill estimate after the game (storage.standings); None when the game was
    not rated (a table of one person, say)."""
    sigma: float | None
    rating: int | None
    """The rating shown on boards after the game, mu - 3 sigma scaled."""
