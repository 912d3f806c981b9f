"""The part of a table's stored options that the table layer itself reads: the turn timer.

Options are stored as one JSON object per game (`settings_json`); each game adds its own rule
settings under "settings" (tables.pickomino.options) and the layer reads "turn_timer".
"""

import json
from functools import lru_cache

TURN_TIMER = "turn_timer"


@lru_cache(maxsize=256)
def turn_timer_of(settings_json: str) -> int:
    """Seconds per decision; 0 (off) for options that do not say or cannot be read. Every
    move reads it; a server's tables share a few option texts, so each is decoded once."""
    try:
        value = json.loads(settings_json).get(TURN_TIMER, 0)
    except (ValueError, AttributeError):
        return 0
    return value if isinstance(value, int) and value > 0 else 0
