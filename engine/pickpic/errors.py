"""The one exception the engine raises for a move the rules forbid."""

from typing import Final

GAME_OVER: Final = "game_over"
UNKNOWN_ACTION: Final = "unknown_action"
WRONG_PHASE: Final = "wrong_phase"
NOT_PLAYING: Final = "not_playing"
"""The seat takes no part in this round (it left before it began) or does not exist."""
ALREADY_LOCKED: Final = "already_locked"
NOT_YOUR_CARD: Final = "not_your_card"
NOT_AN_OPPONENT: Final = "not_an_opponent"
ALREADY_THERE: Final = "already_there"
NOT_GIVEN: Final = "not_given"
NOT_FINISHED: Final = "not_finished"
ALREADY_PLACED: Final = "already_placed"
NOTHING_TO_UNDO: Final = "nothing_to_undo"
NO_SUCH_SEAT: Final = "no_such_seat"
SEAT_REMOVED: Final = "seat_removed"
NEEDS_A_SEAT: Final = "needs_a_seat"


class IllegalAction(Exception):
    """Raised before any change, so the game is exactly as it was.

    `reason` is one of the constants of this module, for interfaces to translate.
    """

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail
