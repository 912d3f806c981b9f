"""Who follows a table, woken when it changes (issue 38: a running game's live page).

A follower takes the game's `Change` before reading the game, then waits on it: a move made
between the read and the wait still wakes it. The table service tells every move, start and
end it writes (`moved`); moves written by other processes arrive through the store
(GameStore.follow_moves: PostgreSQL's notifications, SQLite's `data_version` looked at a few
times a second for the games someone follows, `followed`). A follower also reads the game
again after `RECHECK_SECONDS` without news, so a change that reached no signal is shown late
rather than never.

The followers woken by one change share one read of the game (`Change.read_once`): a crowd
on one table costs one read per move, not one per follower.
"""

import asyncio
import time
import weakref
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

RECHECK_SECONDS = 15.0
T = TypeVar("T")


class Change:
    """The next change of one game."""

    __slots__ = ("__weakref__", "_happened", "_read", "_read_at")

    def __init__(self) -> None:
        self._happened = asyncio.Event()
        self._read: asyncio.Future[Any] | None = None
        self._read_at = 0.0

    async def wait(self, timeout: float = RECHECK_SECONDS) -> bool:
        """True once the game changed, False after `timeout` seconds without news."""
        if self._happened.is_set():
            return True
        try:
            await asyncio.wait_for(self._happened.wait(), timeout)
        except TimeoutError:
            return False
        return True

    async def read_once(self, read: Callable[[], Awaitable[T]], since: float = 0.0) -> T:
        """What `read()` gives, read once for every follower holding this change: the game
        as it was after the change before this one. Read again when the last read began
        before `since` (a follower's recheck, on `time.monotonic()`). A follower that leaves
        does not cancel the read the others wait for."""
        if self._read is None or self._read_at < since:
            self._read_at = time.monotonic()
            self._read = asyncio.ensure_future(read())
            self._read.add_done_callback(_retrieved)
        result: T = await asyncio.shield(self._read)
        return result


def _retrieved(read: asyncio.Future[Any]) -> None:
    """A read whose followers all left is not an unretrieved exception: its error, if any,
    reached whoever still waited, and nobody else needs it."""
    if not read.cancelled():
        read.exception()


class LiveTables:
    def __init__(self) -> None:
        self._next: weakref.WeakValueDictionary[int, Change] = weakref.WeakValueDictionary()
        """Held by the followers alone: a game nobody follows any longer drops out."""

    def change(self, game_id: int) -> Change:
        """The game's next change, shared by everyone waiting for it."""
        found = self._next.get(game_id)
        if found is None:
            found = self._next[game_id] = Change()
        return found

    def followed(self) -> list[int]:
        """The games someone follows now (holds their next change)."""
        return list(self._next.keys())

    def moved(self, game_id: int) -> None:
        """The game changed: wake whoever waits for it."""
        found = self._next.pop(game_id, None)
        if found is not None:
            found._happened.set()
