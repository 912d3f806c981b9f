"""Conversions between the records' aware datetimes and the Unix seconds stored in SQLite.

Unix seconds compare and index cheaply (timers are queried by deadline), and keeping every
time in UTC avoids a whole class of daylight-saving bugs.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime


def to_epoch(moment: datetime) -> float:
    if moment.tzinfo is None:
        raise ValueError(f"time {moment.isoformat()} has no time zone; pass an aware datetime")
    return moment.timestamp()


def from_epoch(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def optional_from_epoch(seconds: float | None) -> datetime | None:
    return None if seconds is None else from_epoch(seconds)


def now_epoch() -> float:
    return time.time()
