"""Refusals of bad input that every backend makes before writing anything.

Both stores call these first, so a forged or buggy value is refused with the same message
whatever the database, and never reaches it half-written.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from storage.records import Seat, SeatResult
from storage.times import to_epoch

SIGNED_64 = range(-(2**63), 2**63)


def checked_seed(seed: int) -> int:
    if seed not in SIGNED_64:
        raise ValueError(f"seed {seed} does not fit in a signed 64-bit integer")
    return seed


def checked_results(results: Sequence[SeatResult]) -> None:
    seats = [result.seat for result in results]
    if sorted(seats) != list(range(len(seats))):
        raise ValueError(f"results need exactly one entry per seat 0..n-1, got seats {seats}")


def checked_action(seat: int, action: str) -> None:
    if seat < 0:
        raise ValueError(f"seats are numbered from 0, got {seat}")
    if not action:
        raise ValueError("an action code cannot be empty")


def epoch_or_none(moment: datetime | None) -> float | None:
    return None if moment is None else to_epoch(moment)


def replaced_seat_row(game_id: int, seat: int, by: Seat) -> tuple[object, ...]:
    """The parameters of guards.REPLACE_SEAT_ROW; only a computer standing in for a person
    takes over a seat."""
    if seat < 0 or not by.is_replaced:
        raise ValueError(f"seat {seat} can only be taken over by a computer standing in: {by}")
    return (
        by.computer_level,
        by.display_name,
        by.replaced_user_id,
        by.replaced_name,
        game_id,
        seat,
    )
