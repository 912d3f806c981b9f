"""Choices made without a person: the computer player.

The random player it is measured against (bench/bench_pickpic_computer.py) is the engine's
own `complete` action, which finishes a step at random as a timer does.
"""

from itertools import permutations

from engine.pickpic import actions as act
from engine.pickpic.actions import Action
from engine.pickpic.game import GIVE, NOBODY, RANK, Game
from engine.pickpic.similarity import similarity


def computer_actions(game: Game, seat: int) -> list[Action]:
    """The whole of the seat's current step, ending with its lock: giving (P4) puts each
    card beside the opponent whose reference it resembles most, over the whole hand at once;
    ranking (P7) sorts the pile by resemblance to the seat's own reference."""
    if seat not in game.waiting():
        return []
    if game.phase == GIVE:
        return [*_gifts(game, seat), act.lock()]
    if game.phase == RANK:
        reference = game.references[seat]
        assert reference is not None
        order = sorted(game.piles[seat], key=lambda card: (-similarity(card, reference), card))
        return (
            [act.undo() for _ in game.drafts[seat]]
            + [act.place(card) for card in order]
            + [act.lock()]
        )
    return []


def _gifts(game: Game, seat: int) -> list[Action]:
    """The assignment of hand cards to opponents' places with the most resemblance in all.
    Every placed card is taken back first, so that no give displaces another (P4 swaps)."""
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
    return 0.0 if reference is None else similarity(card, reference)
