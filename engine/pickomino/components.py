"""The physical components of both boxes (R1, R2, X1) as plain constants.

Plain ints and tuples keep the hot path of the engine free of lookups through objects.
"""

from typing import Final

WORM: Final = 6
"""The worm face. Dice faces are the ints 1..6; 6 stands for the worm, worth 5 points (R2)."""

FACES: Final = (1, 2, 3, 4, 5, WORM)
FACE_POINTS: Final = (0, 1, 2, 3, 4, 5, 5)
"""Points of a face, indexed by face (index 0 unused)."""

WHITE_DICE: Final = 8

CLASSIC_TILES: Final = tuple(range(21, 37))
EXTENSION_TILES: Final = (11, 13, *CLASSIC_TILES)
EXACT_ONLY_TILES: Final = frozenset({11, 13})
"""X2: taken only with an exact total, never as a fallback, never stolen."""


def tile_worms(tile: int) -> int:
    """R1: worms printed on a tile."""
    if tile < 25:
        return 1
    return (tile - 21) // 4 + 1


WORMS: Final = {tile: tile_worms(tile) for tile in EXTENSION_TILES}

CANNED_WORM: Final = "canned_worm"
HEN: Final = "hen"
CROW: Final = "crow"
WEASEL: Final = "weasel"
GOLDEN_DIE: Final = "golden_die"
APPLE: Final = "apple"
BONUSES: Final = (CANNED_WORM, HEN, CROW, WEASEL, GOLDEN_DIE, APPLE)
BONUS_START: Final = {11: CANNED_WORM, 21: HEN, 23: CROW, 25: WEASEL, 27: GOLDEN_DIE, 29: APPLE}
"""X1: where each bonus starts."""

GRILLED_WORMS: Final = 7
APPLE_WORMS: Final = 3

MIN_SEATS: Final = 2
MAX_SEATS: Final = 7

CLASSIC: Final = "classic"
EXTENSION: Final = "extension"
RULE_SETS: Final = (CLASSIC, EXTENSION)
