"""What happened, in order, as data: interfaces word and log these; no sentences here.

Events are public: none of them tells which card a player holds or gave before the reveal
(P5). Drafting moves (give, take, place, undo) produce no event at all.
"""

from dataclasses import asdict, dataclass
from typing import Any

GIVING = "giving"
RANKING = "ranking"


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """P2, P3: every player of the round has a reference card face up and a hidden hand."""

    round: int
    references: tuple[int | None, ...]
    """By seat; None for a seat that takes no part in the round (it left)."""
    hand_size: int
    per_opponent: int
    """P4: cards each player gives each opponent (2 with exactly 3 players)."""


@dataclass(frozen=True, slots=True)
class DeckReshuffled:
    """Settled: the deck ran out, so the discards became the new deck."""

    cards: int


@dataclass(frozen=True, slots=True)
class Locked:
    """The seat is done with the step. `completed` when the table finished it for them
    (the step's timer ran out, or they left), settled in pickpic-rules.md."""

    seat: int
    step: str
    completed: bool


@dataclass(frozen=True, slots=True)
class RankingStarted:
    """P6, P7: everyone has given; each pile got its deck card and was shuffled."""

    round: int
    pile_size: int


@dataclass(frozen=True, slots=True)
class RevealedCard:
    card: int
    giver: int | None
    """None for the card added from the deck (P6)."""
    counted: bool
    """P8: the card comes before the deck card, so it scored."""


@dataclass(frozen=True, slots=True)
class Reveal:
    """One ranker's pile, first card first (P8)."""

    ranker: int
    reference: int
    cards: tuple[RevealedCard, ...]
    points: tuple[int, ...]
    """By seat: what this pile scored for each player (P8, P9)."""

    @property
    def deck_last(self) -> bool:
        """P9: the ranker put the deck card last."""
        return self.cards[-1].giver is None


@dataclass(frozen=True, slots=True)
class RoundScored:
    """P8-P10: every pile revealed, in seat order; then every card of the round is discarded."""

    round: int
    reveals: tuple[Reveal, ...]
    points: tuple[int, ...]
    """By seat: the round's points."""
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PileShown:
    """P8, paced: the ranker's pile is on show with `named` givers named (0: the pile's
    picture alone); engine.pickpic.reveal says what each moment shows."""

    round: int
    ranker: int
    named: int


@dataclass(frozen=True, slots=True)
class RevealEnded:
    """Every pile of the round was shown; the next round (or P11's end) follows."""

    round: int


@dataclass(frozen=True, slots=True)
class SeatRemoved:
    seat: int


@dataclass(frozen=True, slots=True)
class Placing:
    seat: int
    place: int
    score: int
    removed: bool


@dataclass(frozen=True, slots=True)
class GameOver:
    """P11; or fewer than three players are left (settled)."""

    ranking: tuple[Placing, ...]


Event = (
    RoundStarted
    | DeckReshuffled
    | Locked
    | RankingStarted
    | RoundScored
    | PileShown
    | RevealEnded
    | SeatRemoved
    | GameOver
)

_TYPES: dict[type, str] = {
    RoundStarted: "round_started",
    DeckReshuffled: "deck_reshuffled",
    Locked: "locked",
    RankingStarted: "ranking_started",
    RoundScored: "round_scored",
    PileShown: "pile_shown",
    RevealEnded: "reveal_ended",
    SeatRemoved: "seat_removed",
    GameOver: "game_over",
}


def event_type(event: Event) -> str:
    return _TYPES[type(event)]


def event_to_dict(event: Event) -> dict[str, Any]:
    """JSON-ready, with a `type` key, for logs and stored histories."""
    return {"type": event_type(event), **asdict(event)}
