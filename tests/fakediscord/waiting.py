"""Event-driven waiting on the fake's state, so tests never sleep-poll.

Every mutation of the fake (a REST call from the bot, a gateway connection becoming ready)
calls `notify()`, which re-checks the registered predicates and wakes the ones that hold.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from .errors import FakeDiscordError


class Changes:
    def __init__(self) -> None:
        self._waiters: list[tuple[Callable[[], bool], asyncio.Future[None]]] = []

    def notify(self) -> None:
        for predicate, future in list(self._waiters):
            if future.done():
                continue
            try:
                if predicate():
                    future.set_result(None)
            except Exception as exc:
                future.set_exception(exc)

    async def wait_for(
        self,
        predicate: Callable[[], bool],
        timeout: float,
        explain: Callable[[], str],
        error: type[FakeDiscordError] = FakeDiscordError,
    ) -> None:
        """Return once `predicate()` holds; after `timeout` seconds raise `error(explain())`."""
        if predicate():
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        entry = (predicate, future)
        self._waiters.append(entry)
        try:
            await asyncio.wait_for(future, timeout)
        except TimeoutError:
            raise error(explain()) from None
        finally:
            self._waiters.remove(entry)
