"""The games tables can host, by the name storage and buttons address them with."""

from tables.errors import UserError
from tables.pickomino import PICKOMINO
from tables.pickpic import PICKPIC
from tables.rules import GameKind

KINDS: dict[str, GameKind] = {kind.name: kind for kind in (PICKOMINO, PICKPIC)}
DEFAULT_KIND = PICKOMINO.name
"""Games stored before kinds existed are Pickomino (migration 0004)."""


def kind_of(name: str) -> GameKind:
    """Raises UserError for a kind this version does not host (a newer version stored it)."""
    try:
        return KINDS[name]
    except KeyError:
        raise UserError("error.outdated") from None
