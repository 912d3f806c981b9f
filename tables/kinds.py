"""The games tables can host, by the name storage and buttons address them with.

Each kind's package is imported the first time a table of that kind is met: a terminal game of
Pickomino does not load Pick Pic's engine and card catalogue before its first board.
"""

from functools import cache
from importlib import import_module

from tables.errors import UserError
from tables.rules import GameKind

PICKPIC_KIND = "pickpic"
"""Pick Pic's name (engine.pickpic.settings.KIND), for what the service does for its server
decks without importing it."""
KINDS: dict[str, tuple[str, str]] = {
    "pickomino": ("tables.pickomino", "PICKOMINO"),
    PICKPIC_KIND: ("tables.pickpic", "PICKPIC"),
}
"""Each kind's name, and where its GameKind is defined (module, name)."""
DEFAULT_KIND = "pickomino"
"""Games stored before kinds existed are Pickomino (migration 0004)."""


@cache
def kind_of(name: str) -> GameKind:
    """Raises UserError for a kind this version does not host (a newer version stored it)."""
    try:
        module, attribute = KINDS[name]
    except KeyError:
        raise UserError("error.outdated") from None
    kind: GameKind = getattr(import_module(module), attribute)
    return kind
