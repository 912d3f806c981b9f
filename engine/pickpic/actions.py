"""What a player (or the table, for timers and departures) can do, with a compact text form.

The text form is what travels in stored logs and in interface ids: short, stable, parseable.
It names cards and seats only; a custom id built from it says nothing about who gave what,
since a player only ever acts on their own hand and their own pile.
"""

from typing import NamedTuple

from engine.pickpic.errors import UNKNOWN_ACTION, IllegalAction

GIVE = "give"
"""P4: `give:CARD:SEAT` puts a card of the hand beside that opponent's reference."""
TAKE = "take"
"""P4: `take:CARD` takes a placed card back into the hand (until locked in)."""
PLACE = "place"
"""P7: `place:CARD` puts a card of the pile at the next place of the ranking."""
UNDO = "undo"
"""P7: takes back the card placed last."""
LOCK = "lock"
"""Settled: the player is done with the step (giving or ranking) and can change nothing more."""
COMPLETE = "complete"
"""Settled: `complete:SEAT`, the step's timer ran out: the seat's choice is completed at random."""
REMOVE = "remove"
"""Settled: `remove:SEAT`, the player leaves the game."""
SHOW = "show"
"""P8: the table shows the next moment of the round's reveal (engine.pickpic.reveal)."""

PLAYER_KINDS = frozenset({GIVE, TAKE, PLACE, UNDO, LOCK})
TABLE_KINDS = frozenset({COMPLETE, REMOVE, SHOW})


class Action(NamedTuple):
    kind: str
    card: int | None = None
    seat: int | None = None

    def __str__(self) -> str:
        if self.kind == GIVE:
            return f"{GIVE}:{self.card}:{self.seat}"
        if self.kind in (TAKE, PLACE):
            return f"{self.kind}:{self.card}"
        if self.kind in (COMPLETE, REMOVE):
            return f"{self.kind}:{self.seat}"
        return self.kind

    @classmethod
    def parse(cls, code: object) -> "Action":
        """IllegalAction for anything but an action's text form, whatever it is (issue 26):
        numbers are ASCII digits only (`str.isdigit` also accepts "²" and "٦")."""
        if not isinstance(code, str):
            raise IllegalAction(UNKNOWN_ACTION, repr(code))
        kind, *args = code.split(":")
        if not all(arg.isascii() and arg.isdigit() and len(arg) <= 9 for arg in args):
            raise IllegalAction(UNKNOWN_ACTION, code)
        numbers = [int(arg) for arg in args]
        if kind == GIVE and len(numbers) == 2:
            return cls(GIVE, numbers[0], numbers[1])
        if kind in (TAKE, PLACE) and len(numbers) == 1:
            return cls(kind, numbers[0])
        if kind in (COMPLETE, REMOVE) and len(numbers) == 1:
            return cls(kind, seat=numbers[0])
        if kind in (UNDO, LOCK, SHOW) and not numbers:
            return cls(kind)
        raise IllegalAction(UNKNOWN_ACTION, code)


def give(card: int, seat: int) -> Action:
    return Action(GIVE, card, seat)


def take(card: int) -> Action:
    return Action(TAKE, card)


def place(card: int) -> Action:
    return Action(PLACE, card)


def undo() -> Action:
    return Action(UNDO)


def lock() -> Action:
    return Action(LOCK)


def complete(seat: int) -> Action:
    return Action(COMPLETE, seat=seat)


def remove(seat: int) -> Action:
    return Action(REMOVE, seat=seat)


def show() -> Action:
    return Action(SHOW)
