"""What one finished game does to ratings and leaderboard totals, as a pure function.

The same function serves the transaction that finishes a game (incremental) and the rebuild
from stored results, so both give the same numbers by construction; a test checks it.

Ratings use openskill's Plackett-Luce model (free-for-all with ties, 2 to 7 players):
- only people are rated; computer players are left out of the ranking (their strength is not
  calibrated against people's and would change with every new computer level), and a game
  with fewer than two people changes no rating;
- people keep their order among themselves; equal places tie (R18, F7);
- a person removed during the game (F8) shares the last place with any other removed person.
The rating shown is openskill's conservative estimate mu - 3 sigma, scaled so that a newcomer
has 1000: it rises as the model grows sure of a good player, not by luck of one game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from typing import TYPE_CHECKING

from storage.leaderboard_records import Leaderboard
from storage.periods import period_keys

if TYPE_CHECKING:
    from openskill.models import PlackettLuce

NEWCOMER_MU = 25.0
NEWCOMER_SIGMA = 25.0 / 3
"""openskill's defaults for a new player (a test checks them against the model's)."""
RATING_BASE = 1000
RATING_SCALE = 40
MIN_RATED_PEOPLE = 2


@dataclass(frozen=True, slots=True)
class Skill:
    mu: float
    sigma: float
    rated_games: int = 0

    @property
    def rating(self) -> int:
        """The number people see: the conservative estimate, scaled (1000 for a newcomer)."""
        return round(RATING_BASE + RATING_SCALE * (self.mu - 3 * self.sigma))


NEWCOMER = Skill(NEWCOMER_MU, NEWCOMER_SIGMA)
INITIAL_RATING = NEWCOMER.rating


@dataclass(frozen=True, slots=True)
class FinishedSeat:
    seat: int
    user_id: int | None
    """None for a computer player."""
    display_name: str
    rank: int
    worms: int
    won: bool
    removed: bool


@dataclass(frozen=True, slots=True)
class FinishedGame:
    game_id: int
    board: Leaderboard
    finish_seq: int
    """The order in which games finished: ratings follow it."""
    finished_at: datetime
    seats: tuple[FinishedSeat, ...]

    @property
    def people(self) -> tuple[FinishedSeat, ...]:
        return tuple(seat for seat in self.seats if seat.user_id is not None)


@dataclass(frozen=True, slots=True)
class SkillChange:
    user_id: int
    before: Skill
    after: Skill


@dataclass(frozen=True, slots=True)
class TotalsLine:
    """What the game adds to one person's row of one period: one game, maybe a win, worms;
    the name and rating replace the row's."""

    user_id: int
    period: str
    display_name: str
    rating: int
    won: bool
    worms: int


@dataclass(frozen=True, slots=True)
class GameUpdate:
    changes: tuple[SkillChange, ...]
    """Empty when the game is not rated (fewer than two people)."""
    totals: tuple[TotalsLine, ...]


@cache
def model() -> PlackettLuce:
    """openskill's defaults: mu 25, sigma 25/3, beta 25/6, tau 25/300. Built on first use:
    openskill (with the statistics module) is not imported before a game ends, so a terminal
    game does not load it before its first board (issue 16)."""
    from openskill.models import PlackettLuce

    return PlackettLuce()


def rating_places(game: FinishedGame) -> list[int]:
    """The places openskill ranks the game's people by (lower is better), in seat order."""
    last = len(game.seats) + 1
    return [last if seat.removed else seat.rank for seat in game.people]


def game_update(game: FinishedGame, before: Mapping[int, Skill]) -> GameUpdate:
    """The game's effect, given the skills of its people before it (absent: newcomer)."""
    people = game.people
    skills = [before.get(_user(seat), NEWCOMER) for seat in people]
    changes: tuple[SkillChange, ...] = ()
    if len(people) >= MIN_RATED_PEOPLE:
        teams = [[model().rating(mu=skill.mu, sigma=skill.sigma)] for skill in skills]
        rated = model().rate(teams, ranks=[float(place) for place in rating_places(game)])
        changes = tuple(
            SkillChange(_user(seat), skill, Skill(team[0].mu, team[0].sigma, skill.rated_games + 1))
            for seat, skill, team in zip(people, skills, rated, strict=True)
        )
    after = {change.user_id: change.after for change in changes}
    periods = period_keys(game.finished_at)
    totals = []
    for seat, skill in zip(people, skills, strict=True):
        user = _user(seat)
        rating = after.get(user, skill).rating
        for period in periods:
            totals.append(TotalsLine(user, period, seat.display_name, rating, seat.won, seat.worms))
    return GameUpdate(changes, tuple(totals))


def _user(seat: FinishedSeat) -> int:
    assert seat.user_id is not None, "only people's seats are rated"
    return seat.user_id


def skills_before(
    game: FinishedGame, current: Mapping[tuple[int, str, str, int], Skill]
) -> dict[int, Skill]:
    """The current skills of the game's people, from a map keyed by board (server, kind, rule
    set) and person."""
    board = game.board
    found = {}
    for seat in game.people:
        skill = current.get((board.guild_id, board.kind, board.rules, _user(seat)))
        if skill is not None:
            found[_user(seat)] = skill
    return found
