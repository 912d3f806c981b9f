"""Helpers shared by the Pick Pic engine tests: play steps with chosen or computer moves."""

from collections.abc import Callable

from engine.pickpic import actions as act
from engine.pickpic import snapshot
from engine.pickpic.events import Event
from engine.pickpic.game import REVEAL, Game
from engine.pickpic.invariants import violations


def give_in_order(game: Game) -> list[Event]:
    """Every player gives its hand in the order dealt: opponent places in seat order."""
    events: list[Event] = []
    for seat in game.waiting():
        places = [other for other in game.opponents(seat) for _ in range(game.per_opponent)]
        for card, other in zip(list(game.hands[seat]), places, strict=True):
            events += checked(game, act.give(card, other), seat)
        events += checked(game, act.lock(), seat)
    return events


def rank_with(
    game: Game, order: Callable[[Game, int], list[int]], reveal: bool = True
) -> list[Event]:
    """Every player ranks with `order`; then (`reveal`) the table shows the whole reveal."""
    events: list[Event] = []
    for seat in game.waiting():
        for card in order(game, seat):
            events += checked(game, act.place(card), seat)
        events += checked(game, act.lock(), seat)
    while reveal and game.phase == REVEAL:
        events += checked(game, act.show())
    return events


def as_shuffled(game: Game, seat: int) -> list[int]:
    return list(game.piles[seat])


def checked(game: Game, action: act.Action, seat: int | None = None) -> list[Event]:
    """Apply, then check the invariants and that the state survives a JSON round trip."""
    events = game.apply(action, seat)
    assert violations(game) == []
    text = snapshot.to_json(game)
    assert snapshot.to_json(snapshot.from_json(text)) == text
    return events


def order_by_giver(game: Game, seat: int, givers: list[int | None]) -> list[int]:
    """The seat's pile ranked so that the givers come in the order named (None: the deck)."""
    pile = dict(zip(game.piles[seat], game.givers[seat], strict=True))
    remaining = dict(pile)
    order = []
    for giver in givers:
        wanted = -1 if giver is None else giver
        card = next(card for card, who in remaining.items() if who == wanted)
        order.append(card)
        del remaining[card]
    return order + list(remaining)
