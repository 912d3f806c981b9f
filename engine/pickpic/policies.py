"""Choices made without a person: the computer player.

The random player it is measured against (bench/bench_pickpic.py) is the engine's
own `complete` action, which finishes a step at random as a timer does.
"""

from itertools import permutations

from engine.pickpic import actions as act
from engine.pickpic.actions import Action
from engine.pickpic.game import GIVE, NOBODY, RANK, Game
from engine.pickpic.similarity import standing_of


def computer_actions(game: Game, seat: int) -> list[Action]:
    """The whole of the seat's current step, ending with its lock: giving (P4) places the
    hand so that the gifts have the best chances in all of beating their receivers' deck
    cards; ranking (P7) puts last the card least likely to be a gift."""
    if seat not in game.waiting():
        return []
    if game.phase == GIVE:
        return [*_gifts(game, seat), act.lock()]
    if game.phase == RANK:
        reference = game.references[seat]
        assert reference is not None
        others = game.opponents(seat)
        order = sorted(
            game.piles[seat],
            key=lambda card: (-_gift_likeness(game, card, reference, others), card),
        )
        return (
            [act.undo() for _ in game.drafts[seat]]
            + [act.place(card) for card in order]
            + [act.lock()]
        )
    return []


def _gift_likeness(game: Game, card: int, reference: int, others: list[int]) -> float:
    """How likely the card is a gift rather than the deck card (P6): its standing against the
    ranker's reference, plus how much better it suits that reference than the references of
    the giver's other opponents, for the likeliest giver. A giver chose the card for this
    pile over those other places (with 3 players, two cards each way, P4); the deck card was
    chosen by nobody. This is what makes the computer clearly better than sorting by
    likeness alone, most of all with 3 players (bench/bench_pickpic.py)."""
    standing = standing_of(game.settings)
    mine = standing(card, reference)
    margins = []
    for giver in others:
        elsewhere = [game.references[other] for other in others if other != giver]
        best = max((standing(card, ref) for ref in elsewhere if ref is not None), default=0.0)
        margins.append(mine - best)
    return mine + max(margins, default=0.0)


def _gifts(game: Game, seat: int) -> list[Action]:
    """The assignment of hand cards to opponents' places with the best chances in all of
    being ranked before the deck card (each card's standing against the receiver's
    reference, so that a sure gift is not traded for two hopeless ones). Every placed card
    is taken back first, so that no give displaces another (P4 swaps)."""
    places = [other for other in game.opponents(seat) for _ in range(game.per_opponent)]
    hand = game.hands[seat]
    worth = [[_likeness(game, card, other) for card in hand] for other in places]
    best_total, best = -1.0, tuple(range(len(hand)))
    for order in permutations(range(len(hand))):
        total = sum(worth[place][card] for place, card in enumerate(order))
        if total > best_total:
            best_total, best = total, order
    taken = [
        act.take(card) for card, aim in zip(hand, game.aims[seat], strict=True) if aim != NOBODY
    ]
    return [*taken, *(act.give(hand[index], places[place]) for place, index in enumerate(best))]


def _likeness(game: Game, card: int, other: int) -> float:
    reference = game.references[other]
    return 0.0 if reference is None else standing_of(game.settings)(card, reference)
