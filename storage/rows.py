"""SELECT lists and the functions that turn their rows into records.

Keeping each column list next to its converter means they cannot drift apart.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from storage.records import (
    ActionLogEntry,
    GameStatus,
    Seat,
    StoredGame,
    StoredResult,
    Timer,
)
from storage.times import from_epoch, optional_from_epoch

SEATINGS_KEPT = 4096
"""Seatings kept once read: a few thousand tables'."""

# One statement reads a game with its seats, so both come from one snapshot.
GAME_SELECT = """
SELECT g.id, g.guild_id, g.channel_id, g.owner_id, g.rules, g.settings_json, g.status, g.seed,
       g.state_json, g.message_id, g.version, g.created_at, g.updated_at, g.finished_at,
       g.deadline, g.broken_reason, g.kind,
       (SELECT json_group_array(json_array(s.seat, s.user_id, s.computer_level, s.display_name,
                                           s.replaced_user_id, s.replaced_name))
          FROM seats AS s WHERE s.game_id = g.id) AS seats
FROM games AS g
"""


@lru_cache(maxsize=SEATINGS_KEPT)
def _seats(seats_json: str) -> tuple[Seat, ...]:
    """Read once for each seating: a game's seats change only in its lobby, and its row is
    read at every move. Seats are frozen, so games may share them."""
    rows = sorted(json.loads(seats_json), key=lambda seat_row: seat_row[0])
    return tuple(
        Seat(name, user_id, level, replaced_user_id, replaced_name)
        for _, user_id, level, name, replaced_user_id, replaced_name in rows
    )


def game_from_row(row: Sequence[Any]) -> StoredGame:
    (
        game_id,
        guild_id,
        channel_id,
        owner_id,
        rules,
        settings_json,
        status,
        seed,
        state_json,
        message_id,
        version,
        created_at,
        updated_at,
        finished_at,
        deadline,
        broken_reason,
        kind,
        seats_json,
    ) = row
    return StoredGame(
        id=game_id,
        guild_id=guild_id,
        channel_id=channel_id,
        owner_id=owner_id,
        rules=rules,
        settings_json=settings_json,
        seats=_seats(seats_json),
        status=GameStatus(status),
        seed=seed,
        state_json=state_json,
        message_id=message_id,
        version=version,
        created_at=from_epoch(created_at),
        updated_at=from_epoch(updated_at),
        finished_at=optional_from_epoch(finished_at),
        deadline=optional_from_epoch(deadline),
        broken_reason=broken_reason,
        kind=kind,
    )


LOG_SELECT = "SELECT game_id, version, seat, action, automatic, at FROM action_log"


def log_entry_from_row(row: Sequence[Any]) -> ActionLogEntry:
    game_id, version, seat, action, automatic, at = row
    return ActionLogEntry(game_id, version, seat, action, bool(automatic), from_epoch(at))


RESULT_SELECT = """
SELECT game_id, guild_id, rules, finished_at, seat, user_id, computer_level, display_name,
       rank, worms, tiles_json, won, kind, removed
FROM results
"""


def result_from_row(row: Sequence[Any]) -> StoredResult:
    (
        game_id, guild_id, rules, finished_at, seat, user_id, level, name, rank, worms, tiles, won,
        kind, removed,
    ) = row  # fmt: skip
    return StoredResult(
        game_id=game_id,
        guild_id=guild_id,
        rules=rules,
        finished_at=from_epoch(finished_at),
        seat=seat,
        user_id=user_id,
        computer_level=level,
        display_name=name,
        rank=rank,
        worms=worms,
        tiles=tuple(json.loads(tiles)),
        won=bool(won),
        kind=kind,
        removed=bool(removed),
    )


TIMER_SELECT = "SELECT id, guild_id, channel_id, deadline, version FROM games"


def timer_from_row(row: Sequence[Any]) -> Timer:
    game_id, guild_id, channel_id, deadline, version = row
    return Timer(game_id, guild_id, channel_id, from_epoch(deadline), version)
