"""Deadlines: when a seat or a step is due, and the turn timer's wait for the earliest one."""

import asyncio
import contextlib
import logging
from datetime import UTC, datetime, timedelta

from storage import StorageUnavailable, StoredGame, Timer
from tables.observers import observed_timers
from tables.options import turn_timer_of
from tables.service_base import ServiceBase

NO_DEADLINE = datetime.max.replace(tzinfo=UTC)
"""What the turn timer sleeps until when no deadline is set: any deadline is earlier."""
DATABASE_RETRY = 5.0
"""Seconds between looks at the timers while the database cannot be reached."""

log = logging.getLogger("tables.service")
"""The name the log lines had before the service was split, so they read the same."""


class Timers(ServiceBase):
    """Turn timers and computer turns are stored deadlines, so they survive restarts:
    `wait_for_due` sleeps until the earliest, and the due turn is played by
    tables.service_due_turns."""

    async def wait_for_due(self) -> list[Timer]:
        """The timers due now; when none is, sleeps until the earliest deadline, or until a
        change may have set an earlier one (`timers_changed`), and looks again.

        The sleep is `asyncio.timeout`, not `wait_for`: on Python 3.11, `wait_for` returns
        normally when the event is set in the same loop step as the task is cancelled, and
        the cancellation is lost (the timer task then outlived the store it reads)."""
        while True:
            self.timers_changed.clear()
            try:
                now = datetime.now(UTC)
                due = await self.store.due_timers(now, self.shards)
                if due:
                    observed_timers(due, now)
                    return due
                upcoming = await self.store.next_deadline(self.shards)
            except StorageUnavailable as error:
                log.warning("turn timers wait for the database: %s", error)
                upcoming = datetime.now(UTC) + timedelta(seconds=DATABASE_RETRY)
            delay = None
            if upcoming is not None:
                delay = max(0.0, (upcoming - datetime.now(UTC)).total_seconds())
            self._timer_sleeps_until = NO_DEADLINE if upcoming is None else upcoming
            try:
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(delay):
                        await self.timers_changed.wait()
            finally:
                self._timer_sleeps_until = None

    async def clear_deadline(self, game_id: int) -> None:
        """Drop a deadline that cannot be played, so it does not fire forever."""
        await self.store.clear_deadline(game_id)

    def _deadline(self, stored: StoredGame, seat: int) -> datetime | None:
        """When `seat`, to play, is due: a computer after the pause, a person after the
        table's turn timer (if any)."""
        if stored.seats[seat].is_computer and self.computer_pause is not None:
            return datetime.now(UTC) + timedelta(seconds=self.computer_pause)
        turn_timer = turn_timer_of(stored.settings_json)
        if not turn_timer:
            return None
        return datetime.now(UTC) + timedelta(seconds=turn_timer)

    def _paced_deadline(self) -> datetime | None:
        """When the table's own next move is due (tables.rules.Steps.paced_move): after the
        computers' pause; without one, the caller plays it itself."""
        if self.computer_pause is None:
            return None
        return datetime.now(UTC) + timedelta(seconds=self.computer_pause)

    @staticmethod
    def _step_deadline(stored: StoredGame) -> datetime | None:
        """When a step that begins now is completed for those still acting, if the table has
        a timer."""
        timer = turn_timer_of(stored.settings_json)
        return datetime.now(UTC) + timedelta(seconds=timer) if timer else None

    @property
    def timer_sleeps_until(self) -> datetime | None:
        """While the turn timer sleeps, when it wakes by itself (`NO_DEADLINE` if no deadline
        is set); None while it looks at the store, or runs no loop."""
        return self._timer_sleeps_until

    def notice_change(self, stored: StoredGame) -> None:
        """A game read as another process stored it (`pickomino-bot data forget` removing a
        seat while the bot runs): its deadline, a computer's turn say, is played when due."""
        self._wake_timer(stored.deadline)

    def _wake_timer(self, deadline: datetime | None) -> None:
        """The turn timer is woken only by a deadline earlier than the one it sleeps until:
        each move of a timed table sets its deadline a whole timer ahead, almost always after
        the earliest one, and waking for it cost two reads of the store per move (issue 16).
        While the timer looks at the store, any new deadline wakes it: the look may have
        missed it."""
        sleeps_until = self._timer_sleeps_until
        if deadline is not None and (sleeps_until is None or deadline < sleeps_until):
            self.timers_changed.set()
