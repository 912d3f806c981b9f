"""The periods of a leaderboard: all time, a calendar month, an ISO week, all in UTC.

Each finished game adds to one row per period it falls in, keyed by the strings below, so
"this week" is one index range and not a scan of the week's games.
"""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum

ALL_TIME = "all"


class Period(StrEnum):
    ALL = "all"
    MONTH = "month"
    WEEK = "week"


def month_key(moment: datetime) -> str:
    """'2026-11' for any time in November 2026 (UTC)."""
    return moment.astimezone(UTC).strftime("%Y-%m")


def week_key(moment: datetime) -> str:
    """'2026-W48' for the ISO week (Monday to Sunday, UTC) holding `moment`."""
    year, week, _ = moment.astimezone(UTC).isocalendar()
    return f"{year}-W{week:02d}"


def period_keys(moment: datetime) -> tuple[str, str, str]:
    """Every period a game finished at `moment` counts in."""
    return ALL_TIME, month_key(moment), week_key(moment)


def period_key(period: Period, now: datetime) -> str:
    """The key of the current `period` at `now`."""
    if period == Period.MONTH:
        return month_key(now)
    if period == Period.WEEK:
        return week_key(now)
    return ALL_TIME
