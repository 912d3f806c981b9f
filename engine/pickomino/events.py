"""What happened, in order, as data: interfaces render and log these; no sentences here.

Plain slotted classes rather than dataclasses: defining a dataclass costs about a quarter of a
millisecond at import, and the engine is imported by every command-line start.
"""

from typing import Any

NO_NEW_FACE = "no_new_face"
"""R6: every face of the roll was already set aside."""
NO_WORM = "no_worm"
"""R8: stopped without a worm (and without the canned worm, X7)."""
NO_TILE = "no_tile"
"""R12: the total reaches no tile."""


class _Record:
    """Equal when of the same class with equal fields, shown with its fields, like a dataclass."""

    __slots__: tuple[str, ...] = ()

    def __eq__(self, other: object) -> bool:
        return other.__class__ is self.__class__ and all(
            getattr(self, name) == getattr(other, name) for name in self.__slots__
        )

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{self.__class__.__name__}({fields})"

    def to_dict(self) -> dict[str, Any]:
        """Fields by name; records inside tuples become dicts too (the ranking of GameOver)."""
        data = {}
        for name in self.__slots__:
            value = getattr(self, name)
            if value.__class__ is tuple:
                value = tuple(
                    item.to_dict() if isinstance(item, _Record) else item for item in value
                )
            data[name] = value
        return data


class TurnStarted(_Record):
    __slots__ = ("seat",)

    seat: int

    def __init__(self, seat: int) -> None:
        self.seat = seat


class Rolled(_Record):
    __slots__ = (
        "seat",
        "faces",
        "golden",
    )

    seat: int
    faces: tuple[int, ...]
    """The white dice."""
    golden: int | None
    """The golden die's face, when it was rolled (X9)."""

    def __init__(self, seat: int, faces: tuple[int, ...], golden: int | None) -> None:
        self.seat = seat
        self.faces = faces
        self.golden = golden


class WeaselUsed(_Record):
    """X12: the dice just rolled are rolled again; a Rolled event follows."""

    __slots__ = ("seat",)

    seat: int

    def __init__(self, seat: int) -> None:
        self.seat = seat


class SetAside(_Record):
    __slots__ = (
        "seat",
        "face",
        "count",
        "total",
    )

    seat: int
    face: int
    count: int
    total: int

    def __init__(self, seat: int, face: int, count: int, total: int) -> None:
        self.seat = seat
        self.face = face
        self.count = count
        self.total = total


class GrilledWormTaken(_Record):
    """X5. `victim` is None when it came from the reserve."""

    __slots__ = (
        "seat",
        "victim",
    )

    seat: int
    victim: int | None

    def __init__(self, seat: int, victim: int | None) -> None:
        self.seat = seat
        self.victim = victim


class GrilledWormMissed(_Record):
    """X5: the reserve is empty and no opponent can give one."""

    __slots__ = ("seat",)

    seat: int

    def __init__(self, seat: int) -> None:
        self.seat = seat


class TileTaken(_Record):
    """R9 or, when `tile` differs from `total`, the R11 fallback."""

    __slots__ = (
        "seat",
        "tile",
        "total",
    )

    seat: int
    tile: int
    total: int

    def __init__(self, seat: int, tile: int, total: int) -> None:
        self.seat = seat
        self.tile = tile
        self.total = total


class TileStolen(_Record):
    """R10."""

    __slots__ = (
        "seat",
        "tile",
        "victim",
    )

    seat: int
    tile: int
    victim: int

    def __init__(self, seat: int, tile: int, victim: int) -> None:
        self.seat = seat
        self.tile = tile
        self.victim = victim


class HenTaken(_Record):
    """X10: the total would have stolen the hen holder's top tile."""

    __slots__ = (
        "seat",
        "victim",
    )

    seat: int
    victim: int

    def __init__(self, seat: int, victim: int) -> None:
        self.seat = seat
        self.victim = victim


class BonusGained(_Record):
    """X3. `victim` is the seat it came from, None when it came from a grill tile."""

    __slots__ = (
        "seat",
        "bonus",
        "victim",
    )

    seat: int
    bonus: str
    victim: int | None

    def __init__(self, seat: int, bonus: str, victim: int | None) -> None:
        self.seat = seat
        self.bonus = bonus
        self.victim = victim


class BonusChoice(_Record):
    """X4: a second bonus; the seat must choose which to keep."""

    __slots__ = (
        "seat",
        "held",
        "new",
    )

    seat: int
    held: str
    new: str

    def __init__(self, seat: int, held: str, new: str) -> None:
        self.seat = seat
        self.held = held
        self.new = new


class BonusReturned(_Record):
    """X8: a seat gives a bonus back; `tile` None means it left the game."""

    __slots__ = (
        "seat",
        "bonus",
        "tile",
    )

    seat: int
    bonus: str
    tile: int | None

    def __init__(self, seat: int, bonus: str, tile: int | None) -> None:
        self.seat = seat
        self.bonus = bonus
        self.tile = tile


class BonusMoved(_Record):
    """X8 for a bonus already on the grill (crow, X11; a flipped tile's bonus, X14)."""

    __slots__ = (
        "bonus",
        "from_tile",
        "tile",
    )

    bonus: str
    from_tile: int
    tile: int | None

    def __init__(self, bonus: str, from_tile: int, tile: int | None) -> None:
        self.bonus = bonus
        self.from_tile = from_tile
        self.tile = tile


class VictimChoice(_Record):
    """X5: several opponents can give a grilled worm; the seat chooses."""

    __slots__ = (
        "seat",
        "candidates",
    )

    seat: int
    candidates: tuple[int, ...]

    def __init__(self, seat: int, candidates: tuple[int, ...]) -> None:
        self.seat = seat
        self.candidates = candidates


class Bust(_Record):
    __slots__ = (
        "seat",
        "reason",
        "total",
    )

    seat: int
    reason: str
    total: int

    def __init__(self, seat: int, reason: str, total: int) -> None:
        self.seat = seat
        self.reason = reason
        self.total = total


class TileReturned(_Record):
    """R14."""

    __slots__ = (
        "seat",
        "tile",
    )

    seat: int
    tile: int

    def __init__(self, seat: int, tile: int) -> None:
        self.seat = seat
        self.tile = tile


class TileFlipped(_Record):
    """R15."""

    __slots__ = ("tile",)

    tile: int

    def __init__(self, tile: int) -> None:
        self.tile = tile


class SeatRemoved(_Record):
    """F8."""

    __slots__ = ("seat",)

    seat: int

    def __init__(self, seat: int) -> None:
        self.seat = seat


class Placing(_Record):
    __slots__ = (
        "seat",
        "place",
        "worms",
        "highest_tile",
        "removed",
    )

    seat: int
    place: int
    worms: int
    highest_tile: int
    removed: bool

    def __init__(self, seat: int, place: int, worms: int, highest_tile: int, removed: bool) -> None:
        self.seat = seat
        self.place = place
        self.worms = worms
        self.highest_tile = highest_tile
        self.removed = removed


class GameOver(_Record):
    """R16-R18, F7: every seat's place."""

    __slots__ = ("ranking",)

    ranking: tuple[Placing, ...]

    def __init__(self, ranking: tuple[Placing, ...]) -> None:
        self.ranking = ranking


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
    data = event.to_dict()
    data["type"] = event_type(event)
    return data
