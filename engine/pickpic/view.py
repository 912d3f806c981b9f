"""The table as one player (or a spectator) may see it: plain frozen data, no words.

P5 is enforced here: a view holds the viewer's own hand and pile only, and never who gave a
card before the reveal. Front-ends draw public boards with `viewer=None`.
"""

from dataclasses import dataclass

from engine.pickpic.events import Placing, RoundScored
from engine.pickpic.game import NOBODY, OVER, Game, hand_size


@dataclass(frozen=True, slots=True)
class SeatView:
    index: int
    active: bool
    """False once the seat left the game; it keeps its points (settled)."""
    playing: bool
    """The seat takes part in the current round."""
    score: int
    reference: int | None
    """P2: the round's reference card, face up for all."""
    locked: bool
    """Done with the current step (P4 or P7)."""


@dataclass(frozen=True, slots=True)
class HandCard:
    card: int
    receiver: int | None
    """The opponent the card is placed beside so far (P4), None while it is in the hand."""


@dataclass(frozen=True, slots=True)
class TableView:
    round: int
    phase: str
    target_score: int
    hand_size: int
    per_opponent: int
    seats: tuple[SeatView, ...]
    waiting: tuple[int, ...]
    viewer: int | None
    hand: tuple[HandCard, ...]
    """The viewer's hand while giving; empty otherwise."""
    pile: tuple[int, ...]
    """The viewer's shuffled pile while ranking (P6: the deck card is not marked)."""
    ranking: tuple[int, ...]
    """The viewer's ranking so far, first place first (P7)."""
    last_reveal: RoundScored | None
    placings: tuple[Placing, ...] | None
    """P11, once the game is over."""

    @property
    def over(self) -> bool:
        return self.placings is not None


def table_view(game: Game, viewer: int | None = None) -> TableView:
    seats = tuple(
        SeatView(
            seat,
            game.active[seat],
            game.playing[seat],
            game.scores[seat],
            game.references[seat],
            game.locked[seat],
        )
        for seat in range(game.seats)
    )
    own = viewer is not None and 0 <= viewer < game.seats
    hand: tuple[HandCard, ...] = ()
    pile: tuple[int, ...] = ()
    ranking: tuple[int, ...] = ()
    if own and viewer is not None:
        hand = tuple(
            HandCard(card, None if aim == NOBODY else aim)
            for card, aim in zip(game.hands[viewer], game.aims[viewer], strict=True)
        )
        pile = tuple(game.piles[viewer])
        ranking = tuple(game.drafts[viewer])
    over = game.phase == OVER
    return TableView(
        round=game.round,
        phase=game.phase,
        target_score=game.settings.target_score,
        hand_size=hand_size(game.players),
        per_opponent=game.per_opponent,
        seats=seats,
        waiting=tuple(game.waiting()),
        viewer=viewer if own else None,
        hand=hand,
        pile=pile,
        ranking=ranking,
        last_reveal=game.last_reveal,
        placings=tuple(game.ranking()) if over else None,
    )
