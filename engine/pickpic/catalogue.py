"""The built-in deck as data: each card's emoji, their names, palette and themes.

Pure data, no pictures: the same card is drawn by `pictures/`, described in alt texts and
captions by the front-ends, and weighed by the computer player, all from these records.
"""

import unicodedata
from dataclasses import dataclass

from engine.pickpic.scenes import SCENES

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
    )
}


@dataclass(frozen=True, slots=True)
class Scene:
    """One card of the built-in deck. `setting` is drawn large, `subjects` smaller around it."""

    id: int
    palette: Palette
    tags: tuple[str, ...]
    """Themes (sea, winter, food...), for the computer player."""
    setting: str
    subjects: tuple[str, ...]

    @property
    def emoji(self) -> tuple[str, ...]:
        return (self.setting, *self.subjects)

    @property
    def names(self) -> tuple[str, ...]:
        """The Unicode names of the emoji, lower case: "beach with umbrella", "crab"..."""
        return tuple(emoji_name(emoji) for emoji in self.emoji)

    @property
    def text(self) -> str:
        """The emoji as text for chat and terminals, each in its emoji presentation."""
        return " ".join(display(emoji) for emoji in self.emoji)

    @property
    def caption(self) -> str:
        """An alt text: the setting, then what is in it."""
        setting, *subjects = self.names
        return f"{setting}: {', '.join(subjects)}"


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


_SCENES = _parse(SCENES)
CARD_IDS: tuple[int, ...] = tuple(_SCENES)


def scene(card: int) -> Scene:
    """Raises KeyError for an id the built-in deck does not have."""
    return _SCENES[card]


def is_builtin(card: int) -> bool:
    return card in _SCENES
