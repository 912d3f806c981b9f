"""Where an emoji sits on a second-edition card: shared by the composer that lays scenes out,
the catalogue that reads them back, and the pictures that draw them."""

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Placed:
    """An emoji on a card: its centre (x, y from 0 to 1 across and down) and its height as a
    share of the card's; `mirrored` faces it the other way."""

    emoji: str
    x: float
    y: float
    size: float
    mirrored: bool = False

    def box(self, share: float = 1.0) -> tuple[float, float, float, float]:
        """The square an emoji is drawn in (left, top, right, bottom, in shares of the card's
        width and height), or its middle `share` of it: its body, without the margin a
        glyph leaves around its shape."""
        half_height = self.size * share / 2
        half_width = half_height * ASPECT
        return (self.x - half_width, self.y - half_height, self.x + half_width,
                self.y + half_height)  # fmt: skip


ASPECT = 1.5
"""A card's height over its width: an emoji `size` high is `size * ASPECT` of the card wide."""
BODY = 0.9
"""The middle share of an emoji's square that is its body: it stays inside the card."""
SEEN = 0.8
"""The middle share of an emoji's square that another must not cover much (MAX_COVER)."""
EDGE = 1e-9
"""Rounding's tolerance at the card's edge."""
MAX_COVER = 0.15
"""The most of a thing's SEEN square another thing may cover, in front or behind."""


def covered(back: Placed, front: Placed) -> float:
    """The share of `back`'s seen square that `front`'s covers."""
    one, two = back.box(SEEN), front.box(SEEN)
    width = min(one[2], two[2]) - max(one[0], two[0])
    height = min(one[3], two[3]) - max(one[1], two[1])
    if width <= 0 or height <= 0:
        return 0.0
    return width * height / ((one[2] - one[0]) * (one[3] - one[1]))


def inside(thing: Placed) -> bool:
    """Whether the thing's body lies within the card (its margin may be cut by the edge); a
    body wider than the card (a close-up's subject) spans it whole, centred, as the pictures
    draw it (pictures.scene_card.WIDEST)."""
    left, top, right, bottom = thing.box(BODY)
    if right - left > 1:
        left, right = thing.x - 0.5, thing.x + 0.5
    return left >= -EDGE and top >= -EDGE and right <= 1 + EDGE and bottom <= 1 + EDGE
