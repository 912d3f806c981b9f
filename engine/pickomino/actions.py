"""Actions a player (or the table, for removals) can take, with a compact text form.

The text form is what travels in Discord custom ids and in the stored action log, so it is
short, stable and parseable.
"""

from typing import NamedTuple

from engine.pickomino.components import BONUSES, FACES
from engine.pickomino.errors import UNKNOWN_ACTION, IllegalAction

ROLL = "roll"
ROLL_GOLDEN = "roll_golden"
ASIDE = "aside"
STOP = "stop"
WEASEL_REROLL = "weasel"
KEEP = "keep"
VICTIM = "victim"
REMOVE = "remove"

NO_ARG = frozenset({ROLL, ROLL_GOLDEN, STOP, WEASEL_REROLL})


class Action(NamedTuple):
    """`kind` is one of the constants above; `arg` a face, a bonus name or a seat."""

    kind: str
    arg: int | str | None = None

    def __str__(self) -> str:
        return self.kind if self.arg is None else f"{self.kind}:{self.arg}"

    @classmethod
    def parse(cls, code: object) -> "Action":
        """IllegalAction for anything but an action's text form, whatever it is (issue 26):
        numbers are ASCII digits only, as `str.isdigit` also accepts "²" (which `int` then
        refuses) and "٦" (which `int` reads as 6)."""
        if not isinstance(code, str):
            raise IllegalAction(UNKNOWN_ACTION, repr(code))
        kind, _, arg = code.partition(":")
        if kind in NO_ARG and not arg:
            return cls(kind)
        if kind == KEEP and arg in BONUSES:
            return cls(kind, arg)
        if kind in (ASIDE, VICTIM, REMOVE) and _small_number(arg):
            number = int(arg)
            if kind != ASIDE or number in FACES:
                return cls(kind, number)
        raise IllegalAction(UNKNOWN_ACTION, code)


def _small_number(text: str) -> bool:
    """One to three ASCII digits: a face or a seat, never a number `int` would work at."""
    return 0 < len(text) <= 3 and text.isascii() and text.isdigit()


def roll(golden: bool = False) -> Action:
    return Action(ROLL_GOLDEN if golden else ROLL)


def aside(face: int) -> Action:
    return Action(ASIDE, face)


def stop() -> Action:
    return Action(STOP)


def weasel() -> Action:
    return Action(WEASEL_REROLL)


def keep(bonus: str) -> Action:
    return Action(KEEP, bonus)


def victim(seat: int) -> Action:
    return Action(VICTIM, seat)


def remove(seat: int) -> Action:
    return Action(REMOVE, seat)
