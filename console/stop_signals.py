"""Ctrl-C and SIGTERM stop a terminal game between two moves, never in the middle of one.

A signal that arrives while a move is being saved only raises a flag: the save finishes, then
the game stops at the next check. A signal that arrives while the program waits for a human
to type stops the wait at once, since nothing is in flight then. Every move is saved as it is
made, so a stopped game resumes where it stopped.
"""

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class StopRequested(Exception):
    pass


class StopSignals:
    def __init__(self) -> None:
        self.requested = False
        self._waiting = False
        self._previous: dict[int, Any] = {}

    def __enter__(self) -> "StopSignals":
        if threading.current_thread() is threading.main_thread():
            for number in STOP_SIGNALS:
                self._previous[number] = signal.signal(number, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        for number, handler in self._previous.items():
            signal.signal(number, handler)
        self._previous.clear()

    def _handle(self, number: int, frame: FrameType | None) -> None:
        self.requested = True
        if self._waiting:
            raise StopRequested

    def check(self) -> None:
        """Stop here if a signal came since the last check."""
        if self.requested:
            raise StopRequested

    @contextmanager
    def waiting_for_input(self) -> Iterator[None]:
        """Inside this block a signal interrupts at once: nothing is being saved."""
        self._waiting = True
        try:
            self.check()
            yield
        finally:
            self._waiting = False
