"""What a stop would do, computed once and used both to label the choice and to play it."""

from typing import NamedTuple

TAKE = "take"
"""R9 (exact) or R11 (fallback: `tile` below `total`), from the grill."""
STEAL = "steal"
"""R10: the tile on top of `victim`'s stack."""
HEN_TAKEN = "hen"
"""X10: the total would steal from the hen's holder, who gives the hen instead."""
BUST = "bust"


class StopOutcome(NamedTuple):
    """Immutable and cheap to build: the engine computes one at every stop."""

    kind: str
    total: int
    """The total the stop counts, the canned worm's 5 included (X7)."""
    tile: int | None = None
    victim: int | None = None
    reason: str | None = None
    """For a bust: engine.pickomino.events.NO_WORM, NO_TILE or NO_NEW_FACE."""
    canned_worm: bool = False
    """X7, F3: the canned worm stands in for the missing worm."""
