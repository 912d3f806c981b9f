"""The rules of Pickomino, classic and extension: pure, deterministic, serializable.

No Discord, no I/O, no asyncio: everything here is a function of the state and the action.
Importing this package is cheap (no validation library; `Option`, which only interfaces need,
loads on first use), because every command-line start imports it.
"""

from typing import TYPE_CHECKING, Any

from engine.pickomino.actions import Action
from engine.pickomino.dice import DiceSource
from engine.pickomino.errors import IllegalAction
from engine.pickomino.events import Event, event_to_dict, event_type
from engine.pickomino.game import Game
from engine.pickomino.outcome import StopOutcome
from engine.pickomino.settings import Settings

if TYPE_CHECKING:
    from engine.pickomino.options import Option


def __getattr__(name: str) -> Any:
    if name == "Option":
        from engine.pickomino.options import Option

        return Option
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
