"""The DEBUG line of each game event, for operators who trace a game.

Lines carry ids only, never names (bot/logging_setup.py decides which loggers write).
"""

import json
import logging
from collections.abc import Iterable, Mapping
from typing import Any

from storage import StoredGame

events_log = logging.getLogger("pickomino.events")


def log_game_events(
    stored: StoredGame, seat: int, action: str, events: Iterable[Mapping[str, Any]]
) -> None:
    """One DEBUG line per engine event of a committed action. `events` is consumed only when
    the lines are written, so the default level costs nothing on the hot path."""
    if not events_log.isEnabledFor(logging.DEBUG):
        return
    for event in events:
        events_log.debug(
            "guild=%d channel=%d game=%d seat=%d action=%s event=%s",
            stored.guild_id,
            stored.channel_id,
            stored.id,
            seat,
            action,
            json.dumps(event, separators=(",", ":"), sort_keys=True),
        )
