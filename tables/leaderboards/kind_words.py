"""The words that differ between the boards of each game: Pickomino's name a rule set and count
worms; Pick Pic's have one rule set, named after the game, and count points (its score, P11).
"""

from collections.abc import Mapping
from dataclasses import dataclass

from storage import Period

PICKOMINO = "pickomino"
PICKPIC = "pickpic"

COUNTED_KINDS = (PICKOMINO,)
"""Games whose seats' turns, busts and tiles are counted (GameRules.seat_stats): shown in the
statistics, and filled in for older games by tables.leaderboards.upkeep."""

BOARD_KINDS = {"classic": PICKOMINO, "extension": PICKOMINO, PICKPIC: PICKPIC}
"""The game of each rule set a board can show: a page button names the rule set only."""


@dataclass(frozen=True, slots=True)
class KindWords:
    """Catalog keys."""

    title: str
    row: str
    empty: Mapping[Period, str]
    stats_title: str
    stats_none: str
    score: str
    """The label of the average and best score of a player's statistics."""
    rating: str


_WORDS = {
    PICKOMINO: KindWords(
        title="leaderboard.title",
        row="leaderboard.row",
        empty={
            Period.ALL: "leaderboard.empty.all",
            Period.MONTH: "leaderboard.empty.month",
            Period.WEEK: "leaderboard.empty.week",
        },
        stats_title="stats.title",
        stats_none="stats.none",
        score="stats.worms",
        rating="stats.rating",
    ),
    PICKPIC: KindWords(
        title="leaderboard.title.pickpic",
        row="leaderboard.row.pickpic",
        empty={
            Period.ALL: "leaderboard.empty.all.pickpic",
            Period.MONTH: "leaderboard.empty.month.pickpic",
            Period.WEEK: "leaderboard.empty.week.pickpic",
        },
        stats_title="stats.title.pickpic",
        stats_none="stats.none.pickpic",
        score="stats.worms.pickpic",
        rating="stats.rating.pickpic",
    ),
}


def words_of(kind: str) -> KindWords:
    """A game this version does not know reads like Pickomino (the words stay sensible)."""
    return _WORDS.get(kind, _WORDS[PICKOMINO])
