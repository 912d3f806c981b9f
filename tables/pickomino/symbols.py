"""How dice, worms, tiles and bonuses read at a glance: one Unicode symbol each.

Only standard emoji, never a server's custom emoji, so the bot looks the same in every server.
Each symbol of a die or a bonus is a single emoji, so it also fits a button's emoji slot.
White dice are shown by their faces only; the 🎲 is kept for the golden die, which makes a
golden die in a row of faces stand out without a legend.
"""

from typing import Final

from engine.pickomino.components import APPLE, CANNED_WORM, CROW, GOLDEN_DIE, HEN, WEASEL, WORM

FACE_SYMBOLS: Final = {1: "1️⃣", 2: "2️⃣", 3: "3️⃣", 4: "4️⃣", 5: "5️⃣", WORM: "🪱"}
BONUS_SYMBOLS: Final = {
    CANNED_WORM: "🥫",
    HEN: "🐔",
    CROW: "🐦‍⬛",
    WEASEL: "🦦",
    GOLDEN_DIE: "🎲",
    APPLE: "🍎",
}
WORM_SYMBOL: Final = "🪱"
GRILLED_WORM_SYMBOL: Final = "🍖"
FACE_DOWN_SYMBOL: Final = "⬛"
CURRENT_SEAT_SYMBOL: Final = "▶️"
REMOVED_SEAT_SYMBOL: Final = "🚪"
STAND_IN_SYMBOL: Final = "🤖"
BUST_SYMBOL: Final = "💥"
WINNER_SYMBOL: Final = "🏆"
PLACE_SYMBOLS: Final = {1: "🥇", 2: "🥈", 3: "🥉"}


def face_symbol(face: int) -> str:
    """A white die showing `face` (1..5, or 6 for the worm)."""
    return FACE_SYMBOLS[face]


def golden_face_symbol(face: int) -> str:
    """The golden die showing `face`: the die mark, then the face."""
    return BONUS_SYMBOLS[GOLDEN_DIE] + FACE_SYMBOLS[face]


def bonus_symbol(bonus: str) -> str:
    return BONUS_SYMBOLS[bonus]


def tile_symbol(tile: int) -> str:
    """A tile's number, set in code so that a row of tiles lines up like the grill."""
    return f"`{tile}`"


def worms_symbol(worms: int) -> str:
    """The worms printed on one tile (1 to 4), drawn one by one as on the tile."""
    return WORM_SYMBOL * worms


def place_symbol(place: int, language: str) -> str:
    """A medal for the first three places, then the place in words ("4th", "4e")."""
    from words.ordinals import ordinal

    return PLACE_SYMBOLS.get(place) or ordinal(place, language)
