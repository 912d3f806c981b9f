"""What the table layer tells an observer that is not its caller: the operator's metrics
(bot/metrics.py) count games finished, computer turns and turn timers.

No observer is set unless metrics are on, so the cost here is one comparison.
"""

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from tables.storage import Timer


class TableObserver(Protocol):
    def game_finished(self, guild_id: int, kind: str, rules: str) -> None: ...

    def computer_turn(self, guild_id: int, kind: str) -> None: ...

    def timer_fired(self, guild_id: int, deadline: datetime, now: datetime) -> None: ...


observer: TableObserver | None = None


def observed_timers(due: Sequence[Timer], now: datetime) -> None:
    if observer is not None:
        for timer in due:
            observer.timer_fired(timer.guild_id, timer.deadline, now)
