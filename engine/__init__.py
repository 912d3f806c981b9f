"""The rules of Pickomino, classic and extension: pure, deterministic, serializable.

No Discord, no I/O, no asyncio: everything here is a function of the state and the action.
"""

from engine.actions import Action
from engine.dice import DiceSource
from engine.errors import IllegalAction
from engine.events import Event, event_to_dict, event_type
from engine.game import Game
from engine.options import Option
from engine.outcome import StopOutcome
from engine.settings import Settings


def step(game: Game, action: Action, seat: int | None = None) -> tuple[Game, list[Event]]:
    """The functional form of Game.apply: the given game is left as it was."""
    new = game.copy()
    return new, new.apply(action, seat)


__all__ = [
    "Action",
    "DiceSource",
    "Event",
    "Game",
    "IllegalAction",
    "Option",
    "Settings",
    "StopOutcome",
    "event_to_dict",
    "event_type",
    "step",
]
