"""Who sits where at a stored table."""

from bot.storage import StoredGame

COMPUTER_LEVEL = 0
"""The one computer player so far (engine.pickomino.policies.cautious_action)."""


def seat_of(stored: StoredGame, user_id: int) -> int | None:
    for index, seat in enumerate(stored.seats):
        if seat.user_id == user_id:
            return index
    return None


def seat_names(stored: StoredGame) -> list[str]:
    return [seat.display_name for seat in stored.seats]
