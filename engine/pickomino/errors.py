"""The one exception the engine raises for a move the rules forbid."""

from typing import Final

NOT_YOUR_TURN: Final = "not_your_turn"
GAME_OVER: Final = "game_over"
WRONG_PHASE: Final = "wrong_phase"
UNKNOWN_ACTION: Final = "unknown_action"
NOTHING_TO_ROLL: Final = "nothing_to_roll"
NO_GOLDEN_DIE: Final = "no_golden_die"
FACE_ALREADY_USED: Final = "face_already_used"
FACE_NOT_IN_ROLL: Final = "face_not_in_roll"
NO_WEASEL: Final = "no_weasel"
WEASEL_USED: Final = "weasel_used"
NOT_A_CHOICE: Final = "not_a_choice"
NO_SUCH_SEAT: Final = "no_such_seat"
SEAT_REMOVED: Final = "seat_removed"


class IllegalAction(Exception):
    """Raised before any change, so the game is exactly as it was.

    `reason` is one of the constants of this module, for interfaces to translate.
    """

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail
