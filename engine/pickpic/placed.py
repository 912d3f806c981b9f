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
