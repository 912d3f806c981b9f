"""Guarded UPDATEs: how every versioned change is written, and how a refusal is explained.

A change is one UPDATE of the game row that matches only `id = ? AND version = ?`, a status
the change applies to, and (for most changes) a game not flagged broken. Two writers racing
from the same version cannot both match. When nothing matched, nothing was written, and the
row is read back to name the reason. Reading it afterwards is sound: versions only grow,
statuses only move forward and the broken flag is never cleared, so whatever blocked the
change still shows.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from storage.errors import (
    BrokenGame,
    GameNotFound,
    StorageError,
    VersionConflict,
    WrongStatus,
)
from storage.records import GameStatus

GUARD_DIAGNOSIS = "SELECT version, status, broken_reason, channel_id FROM games WHERE id = ?"


@dataclass(frozen=True, slots=True)
class Guard:
    operation: str
    allowed: tuple[GameStatus, ...]
    broken_ok: bool = False

    def update(self, assignments: str) -> str:
        """The versioned UPDATE; its parameters: the assignments' own, then updated_at, game id,
        expected version."""
        statuses = ", ".join(f"'{status.value}'" for status in self.allowed)
        broken = "" if self.broken_ok else " AND broken_reason IS NULL"
        return (
            f"UPDATE games SET {assignments}, version = version + 1, updated_at = ?"
            f" WHERE id = ? AND version = ? AND status IN ({statuses}){broken}"
        )

    def refusal(self, game_id: int, expected_version: int, row: sqlite3.Row | None) -> StorageError:
        """Why the UPDATE matched nothing, given the `GUARD_DIAGNOSIS` row read afterwards."""
        if row is None:
            return GameNotFound(game_id)
        version, status, broken_reason, channel_id = row
        if version != expected_version:
            return VersionConflict(game_id, expected_version, version)
        if status not in self.allowed:
            return WrongStatus(game_id, status, self.operation)
        if broken_reason is not None and not self.broken_ok:
            return BrokenGame(game_id, channel_id, broken_reason)
        return StorageError(f"game {game_id}: cannot {self.operation}, for no known reason")


ACTION = Guard("apply an action", (GameStatus.RUNNING,))
SAVE_ACTION = ACTION.update(
    "state_json = ?, status = ?, finished_at = ?, deadline = ?,"
    " last_action_version = version + 1, last_seat = ?, last_action = ?, last_automatic = ?"
)
LOBBY = Guard("change the lobby", (GameStatus.LOBBY,))
UPDATE_LOBBY = LOBBY.update(
    "rules = coalesce(?, rules), settings_json = coalesce(?, settings_json)"
)
STARTING = Guard("start", (GameStatus.LOBBY,))
START = STARTING.update("status = 'running', seed = ?, state_json = ?, deadline = ?")
REPLACING = Guard("replace a seat", (GameStatus.RUNNING,))
REPLACE_SEAT = REPLACING.update("deadline = ?")
REPLACE_SEAT_ROW = (
    "UPDATE seats SET user_id = NULL, computer_level = ?, display_name = ?,"
    " replaced_user_id = ?, replaced_name = ? WHERE game_id = ? AND seat = ?"
)
ABANDONING = Guard("abandon", (GameStatus.LOBBY, GameStatus.RUNNING), broken_ok=True)
ABANDON = ABANDONING.update("status = 'abandoned', finished_at = ?, deadline = NULL")
BREAKING = Guard("mark broken", tuple(GameStatus), broken_ok=True)
MARK_BROKEN = BREAKING.update("broken_reason = ?, deadline = NULL")
# A deadline is scheduling, not a game change: guarded like one, but without a version bump.
TIMING = Guard("set a deadline", (GameStatus.RUNNING,))
SET_DEADLINE = (
    "UPDATE games SET deadline = ? WHERE id = ? AND version = ?"
    " AND status = 'running' AND broken_reason IS NULL"
)
