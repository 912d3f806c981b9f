"""The built-in deck as data: each card's emoji, their names, palette and themes.

Pure data, no pictures: the same card is drawn by `pictures/`, described in alt texts and
captions by the front-ends, and weighed by the computer player, all from these records.

Two editions, each with ids of its own, so a stored game (which names cards by id) always
finds the cards it was dealt:
- the first (ids 1 to 265, engine.pickpic.scenes): one large emoji over three small ones;
  no longer dealt, still drawn and named for games that hold them;
- the second (ids from 1001, engine.pickpic.scenes_2, written by engine.pickpic.composer):
  scenes with a ground, a sky and things placed at their own sizes; the deck of new games.
"""

import unicodedata
from dataclasses import dataclass

from engine.pickpic.placed import Placed
from engine.pickpic.scenes import SCENES
from engine.pickpic.scenes_2 import SCENES as SCENES_2

VARIATION_SELECTOR = "\ufe0f"


@dataclass(frozen=True, slots=True)
class Palette:
    """A card's background: a vertical gradient from `top` to `bottom`."""

    name: str
    top: tuple[int, int, int]
    bottom: tuple[int, int, int]


PALETTES = {
    palette.name: palette
    for palette in (
        Palette("sand", (244, 196, 130), (255, 240, 208)),
        Palette("sea", (20, 110, 180), (150, 222, 238)),
        Palette("sky", (110, 180, 240), (222, 242, 255)),
        Palette("snow", (176, 200, 228), (248, 251, 255)),
        Palette("fire", (214, 60, 30), (255, 196, 90)),
        Palette("forest", (30, 96, 64), (150, 204, 140)),
        Palette("earth", (150, 96, 52), (232, 192, 140)),
        Palette("sun", (250, 190, 30), (255, 246, 186)),
        Palette("grass", (96, 180, 96), (220, 245, 196)),
        Palette("stone", (110, 112, 124), (214, 214, 220)),
        Palette("dusk", (240, 110, 84), (116, 70, 160)),
        Palette("night", (16, 22, 62), (72, 60, 136)),
        Palette("lavender", (150, 120, 210), (236, 226, 252)),
        Palette("mint", (96, 206, 176), (226, 250, 240)),
        Palette("candy", (246, 140, 190), (255, 232, 244)),
        Palette("dawn", (250, 170, 160), (255, 226, 190)),
        Palette("day", (84, 160, 230), (200, 230, 252)),
        Palette("noon", (40, 130, 220), (170, 214, 250)),
        Palette("storm", (60, 66, 84), (150, 156, 170)),
        Palette("fog", (186, 192, 200), (236, 238, 240)),
        Palette("aurora", (10, 30, 50), (40, 170, 130)),
        Palette("cream", (246, 234, 208), (232, 214, 180)),
        Palette("teal", (40, 130, 140), (100, 180, 180)),
        Palette("rose", (232, 170, 180), (246, 210, 214)),
        Palette("slate", (70, 84, 110), (120, 134, 160)),
    )
}
GROUND_COLOURS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "grass": ((110, 180, 80), (60, 130, 50)),
    "field": ((206, 180, 90), (150, 120, 50)),
    "moss": ((60, 110, 60), (30, 70, 40)),
    "snow": ((236, 242, 250), (200, 214, 236)),
    "water": ((40, 120, 180), (16, 60, 120)),
    "sand": ((246, 220, 160), (226, 190, 120)),
    "dunes": ((230, 170, 90), (190, 120, 60)),
    "savanna": ((214, 180, 100), (170, 130, 70)),
    "jungle": ((40, 120, 70), (20, 80, 50)),
    "street": ((120, 120, 130), (70, 70, 80)),
    "crater": ((150, 150, 160), (90, 90, 104)),
    "floor": ((170, 120, 80), (120, 80, 50)),
}
"""Second edition: a ground's colour at the horizon and at the card's bottom edge."""


@dataclass(frozen=True, slots=True)
class Scene:
    """One card of the built-in deck. `setting` is drawn large, `subjects` smaller around it."""

    id: int
    palette: Palette
    """The picture's colours: for a second-edition card, its sky at the top and its ground
    (or its sky) at the bottom."""
    tags: tuple[str, ...]
    """Themes (sea, winter, food...) and the time of day or the wall's colour, for the
    computer player."""
    setting: str
    """The main subject: drawn largest."""
    subjects: tuple[str, ...]
    placed: tuple[Placed, ...] = ()
    """Second edition: every emoji where it is drawn, back to front; empty for the first."""
    sky: Palette | None = None
    ground: str = ""
    horizon: float = 0.0
    kind: str = ""
    """Second edition: its composition (landscape, surreal, close-up, crowd, interior)."""

    @property
    def emoji(self) -> tuple[str, ...]:
        return (self.setting, *self.subjects)

    @property
    def names(self) -> tuple[str, ...]:
        """The Unicode names of the emoji, lower case: "beach with umbrella", "crab"... The
        computer player weighs their words (engine.pickpic.similarity); players read the CLDR
        names of their language (tables.pickpic.card_names)."""
        return tuple(emoji_name(emoji) for emoji in self.emoji)

    @property
    def text(self) -> str:
        """The emoji as text for chat and terminals, each in its emoji presentation."""
        return " ".join(display(emoji) for emoji in self.emoji)


def emoji_name(emoji: str) -> str:
    return unicodedata.name(emoji).lower()


def display(emoji: str) -> str:
    """Emoji whose default look is text (☀, 🏖...) need U+FE0F to show in colour."""
    if unicodedata.east_asian_width(emoji) == "W":
        return emoji
    return emoji + VARIATION_SELECTOR


def _parse(text: str) -> dict[int, Scene]:
    scenes: dict[int, Scene] = {}
    for number, line in enumerate(filter(None, text.splitlines()), start=1):
        head, _, body = line.partition(" : ")
        palette, tags = head.split()
        setting, *subjects = body.split()
        scenes[number] = Scene(
            number, PALETTES[palette], tuple(tags.split(",")), setting, tuple(subjects)
        )
    return scenes


def _placed(text: str) -> Placed:
    emoji, x, y, size, *mirrored = text.split(":")
    return Placed(emoji, int(x) / 100, int(y) / 100, int(size) / 100, bool(mirrored))


def _parse_second(text: str) -> dict[int, Scene]:
    scenes: dict[int, Scene] = {}
    for line in filter(None, text.splitlines()):
        head, _, body = line.partition(" : ")
        number, kind, sky_name, ground, horizon, tags = head.split()
        placed = tuple(_placed(item) for item in body.split())
        main = max(placed, key=lambda thing: thing.size)
        sky = PALETTES[sky_name]
        palette = sky
        if ground != "-":
            palette = Palette(f"{sky_name}/{ground}", sky.top, GROUND_COLOURS[ground][0])
        subjects = tuple(thing.emoji for thing in placed if thing is not main)
        scenes[int(number)] = Scene(
            int(number), palette, tuple(tags.split(",")), main.emoji, subjects, placed,
            sky, "" if ground == "-" else ground, int(horizon) / 100, kind,
        )  # fmt: skip
    return scenes


_FIRST = _parse(SCENES)
_SECOND = _parse_second(SCENES_2)
_SCENES = {**_FIRST, **_SECOND}
FIRST_EDITION: tuple[int, ...] = tuple(_FIRST)
"""Retired: drawn and named for stored games that hold them, never dealt again."""
CARD_IDS: tuple[int, ...] = tuple(_SECOND)
"""The built-in deck of a new game (P1)."""


def scene(card: int) -> Scene:
    """Raises KeyError for an id the built-in deck does not have."""
    return _SCENES[card]


def edition_of(card: int) -> tuple[int, ...]:
    """The ids of the edition `card` belongs to: the deck it was dealt from."""
    return FIRST_EDITION if card in _FIRST else CARD_IDS


def is_builtin(card: int) -> bool:
    return card in _SCENES
