"""Reading a game's engine state, with broken-state detection.

The store keeps engine state as opaque text because the bot package must not import the
engine; the caller passes the engine's loader (`snapshot.from_json`). A state the loader rejects
flags the game as broken, so one bad row is reported to its channel instead of failing on
every touch, and every other game keeps loading.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from storage.errors import BrokenGame, WrongStatus
from storage.interface import GameStore
from storage.records import StoredGame

T = TypeVar("T")


async def load_state(store: GameStore, game: StoredGame, loader: Callable[[str], T]) -> T:
    """Return `loader(game.state_json)`. Raises `BrokenGame` (after flagging the game) if the
    loader raises ValueError, `BrokenGame` if it was flagged before, `WrongStatus` for a lobby
    (no state yet), and `VersionConflict` if the game changed since `game` was read."""
    if game.broken_reason is not None:
        raise BrokenGame(game.id, game.channel_id, game.broken_reason)
    if game.state_json is None:
        raise WrongStatus(game.id, game.status, "load an engine state")
    try:
        return loader(game.state_json)
    except ValueError as exc:
        reason = f"stored state cannot be loaded: {exc}"
        await store.mark_broken(game.id, game.version, reason)
        raise BrokenGame(game.id, game.channel_id, reason) from exc
