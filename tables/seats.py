"""Who sits where at a stored table."""

from engine.pickomino.players.levels import DEFAULT
from storage import Seat, StoredGame

COMPUTER_LEVEL = DEFAULT.number
"""The level of a computer seated without a choice, and the one the turn timer plays for an
absent person: medium, level 0, the cautious player of engine.pickomino.policies."""


def seat_of(stored: StoredGame, user_id: int) -> int | None:
    for index, seat in enumerate(stored.seats):
        if seat.user_id == user_id:
            return index
    return None


def seat_names(stored: StoredGame) -> list[str]:
    return [seat.display_name for seat in stored.seats]


def person_of(seat: Seat) -> Seat | None:
    """The person who sat there: the seat's own, or the one a computer took over from."""
    if seat.replaced_user_id is not None and seat.replaced_name is not None:
        return Seat.human(seat.replaced_user_id, seat.replaced_name)
    return seat if seat.user_id is not None else None


def nobody_plays(seat: Seat) -> bool:
    """A forgotten person's anonymous seat, "Former player N" (a negative id, never a Discord
    account's, tables.privacy): no click can ever be theirs, so no game may wait on it."""
    return seat.user_id is not None and seat.user_id < 0
