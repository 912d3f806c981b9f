"""What happened, in order, as data: interfaces render and log these; no sentences here."""

from dataclasses import asdict, dataclass
from typing import Any

NO_NEW_FACE = "no_new_face"
"""R6: every face of the roll was already set aside."""
NO_WORM = "no_worm"
"""R8: stopped without a worm (and without the canned worm, X7)."""
NO_TILE = "no_tile"
"""R12: the total reaches no tile."""


@dataclass(slots=True)
class TurnStarted:
    seat: int


@dataclass(slots=True)
class Rolled:
    seat: int
    faces: tuple[int, ...]
    """The white dice."""
    golden: int | None
    """The golden die's face, when it was rolled (X9)."""


@dataclass(slots=True)
class WeaselUsed:
    """X12: the dice just rolled are rolled again; a Rolled event follows."""

    seat: int


@dataclass(slots=True)
class SetAside:
    seat: int
    face: int
    count: int
    total: int


@dataclass(slots=True)
class GrilledWormTaken:
    """X5. `victim` is None when it came from the reserve."""

    seat: int
    victim: int | None


@dataclass(slots=True)
class GrilledWormMissed:
    """X5: the reserve is empty and no opponent can give one."""

    seat: int


@dataclass(slots=True)
class TileTaken:
    """R9 or, when `tile` differs from `total`, the R11 fallback."""

    seat: int
    tile: int
    total: int


@dataclass(slots=True)
class TileStolen:
    """R10."""

    seat: int
    tile: int
    victim: int


@dataclass(slots=True)
class HenTaken:
    """X10: the total would have stolen the hen holder's top tile."""

    seat: int
    victim: int


@dataclass(slots=True)
class BonusGained:
    """X3. `victim` is the seat it came from, None when it came from a grill tile."""

    seat: int
    bonus: str
    victim: int | None


@dataclass(slots=True)
class BonusChoice:
    """X4: a second bonus; the seat must choose which to keep."""

    seat: int
    held: str
    new: str


@dataclass(slots=True)
class BonusReturned:
    """X8: a seat gives a bonus back; `tile` None means it left the game."""

    seat: int
    bonus: str
    tile: int | None


@dataclass(slots=True)
class BonusMoved:
    """X8 for a bonus already on the grill (crow, X11; a flipped tile's bonus, X14)."""

    bonus: str
    from_tile: int
    tile: int | None


@dataclass(slots=True)
class VictimChoice:
    """X5: several opponents can give a grilled worm; the seat chooses."""

    seat: int
    candidates: tuple[int, ...]


@dataclass(slots=True)
class Bust:
    seat: int
    reason: str
    total: int


@dataclass(slots=True)
class TileReturned:
    """R14."""

    seat: int
    tile: int


@dataclass(slots=True)
class TileFlipped:
    """R15."""

    tile: int


@dataclass(slots=True)
class SeatRemoved:
    """F8."""

    seat: int


@dataclass(slots=True)
class Placing:
    seat: int
    place: int
    worms: int
    highest_tile: int
    removed: bool


@dataclass(slots=True)
class GameOver:
    """R16-R18, F7: every seat's place."""

    ranking: tuple[Placing, ...]


Event = (
    TurnStarted
    | Rolled
    | WeaselUsed
    | SetAside
    | GrilledWormTaken
    | GrilledWormMissed
    | TileTaken
    | TileStolen
    | HenTaken
    | BonusGained
    | BonusChoice
    | BonusReturned
    | BonusMoved
    | VictimChoice
    | Bust
    | TileReturned
    | TileFlipped
    | SeatRemoved
    | GameOver
)

_NAMES = {
    cls: "".join("_" + c.lower() if c.isupper() else c for c in cls.__name__).lstrip("_")
    for cls in Event.__args__
}


def event_type(event: Event) -> str:
    """The snake_case name of an event, as in logs and catalogs: `tile_stolen`."""
    return _NAMES[type(event)]


def event_to_dict(event: Event) -> dict[str, Any]:
    data = asdict(event)
    data["type"] = event_type(event)
    return data
