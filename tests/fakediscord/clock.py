"""The fake's own time, which a test can move forward.

Discord's time rules (an interaction's 3 s, its token's 15 minutes, rate limit windows) are
judged on this clock. It runs with the machine's monotonic clock, plus whatever a test
added with `advance`: a test of a token 16 minutes old moves the clock instead of waiting,
and a test of the 3 s rule asserts what the fake accepted, never how long something took.
"""

from __future__ import annotations

import time


class FakeClock:
    def __init__(self) -> None:
        self._offset = 0.0

    def now(self) -> float:
        return time.monotonic() + self._offset

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("the fake's clock never goes back")
        self._offset += seconds
