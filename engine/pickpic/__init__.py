"""The rules of Pick Pic (pickpic-rules.md P1-P11): pure, deterministic, serializable.

No Discord, no I/O, no pictures: cards are ids into the catalogue (engine.pickpic.catalogue);
`pictures/` draws them. The shape follows engine.pickomino: `Game.new`, `legal_actions`,
`apply`, `snapshot.to_json/from_json`, `view.table_view`, `ranking`.
"""

from engine.pickpic.actions import Action
from engine.pickpic.errors import IllegalAction
from engine.pickpic.events import Event, event_to_dict, event_type
from engine.pickpic.game import Game
from engine.pickpic.settings import KIND, Settings


def step(game: Game, action: Action, seat: int | None = None) -> tuple[Game, list[Event]]:
    """The functional form of Game.apply: the given game is left as it was."""
    new = game.copy()
    return new, new.apply(action, seat)


__all__ = [
    "KIND",
    "Action",
    "Event",
    "Game",
    "IllegalAction",
    "Settings",
    "event_to_dict",
    "event_type",
    "step",
]
