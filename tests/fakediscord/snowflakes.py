"""Snowflake ids that look like Discord's, so discord.py's time-based logic stays truthful.

discord.py derives creation times (and even rate-limit buckets for deleting fresh messages)
from ids, so ids carry the current time rather than being small counters.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime

DISCORD_EPOCH_MS = 1420070400000


class SnowflakeFactory:
    """Hands out strictly increasing, time-based snowflakes."""

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        now = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(now, self._last + 1)
        return self._last

    def on_shard(self, shard_id: int, count: int) -> int:
        """The next snowflake whose guild would sit on shard `shard_id` of `count`: Discord's
        rule is `(id >> 22) % count`, so the time part is moved a few milliseconds on."""
        base = self.next()
        shift = (shard_id - (base >> 22) % count) % count
        self._last = base + (shift << 22)
        return self._last


def iso_timestamp(snowflake: int) -> str:
    """The ISO-8601 time encoded in a snowflake, as Discord writes timestamps."""
    millis = (snowflake >> 22) + DISCORD_EPOCH_MS
    return datetime.fromtimestamp(millis / 1000, tz=UTC).isoformat()


def now_iso() -> str:
    return datetime.now(tz=UTC).isoformat()
