"""The reveal of a round (P8, P9), one moment at a time, so that a table can pace it.

A round is scored all at once when the last pile is ranked (engine.pickpic.game): the points
are counted then, and never again. The reveal only shows them, pile by pile in seat order: a
pile's picture first, then its givers named one card at a time from the first, up to the deck
card, with what the pile scored. The French rules stop there ("Arrêtez alors immédiatement
le décompte et passez au joueur suivant"): the givers of the cards after the deck card are
never named. Each moment is a (pile, cards named) pair; the game keeps how many moments were
shown, so a reveal cut by a restart goes on from where it was.
"""

from engine.pickpic.events import Reveal, RoundScored


def deck_place(reveal: Reveal) -> int:
    """The deck card's index in the ranked pile (P6: every pile has one)."""
    return next(index for index, item in enumerate(reveal.cards) if item.giver is None)


def moments(scored: RoundScored) -> list[tuple[int, int]]:
    """Every moment of the reveal, in order: (pile index, cards named so far)."""
    return [
        (pile, named)
        for pile, reveal in enumerate(scored.reveals)
        for named in range(deck_place(reveal) + 2)
    ]


def is_finished(reveal: Reveal, named: int) -> bool:
    """The deck card is named: the pile is done, with what it scored (P9)."""
    return named > deck_place(reveal)


def card_gains(reveal: Reveal, index: int) -> tuple[tuple[int, int], ...]:
    """P8, P9, card by card: the (seat, points) the ranked pile's card at `index` scored,
    giver first. A card before the deck card scores its giver 1 (2 when first) and the
    ranker 1; the deck card last scores the ranker 1; every other card nothing. The pile's
    cards add up to `reveal.points`."""
    item = reveal.cards[index]
    if item.giver is None:
        return ((reveal.ranker, 1),) if index == len(reveal.cards) - 1 else ()
    if not item.counted:
        return ()
    return ((item.giver, 2 if index == 0 else 1), (reveal.ranker, 1))
