"""One asyncio lock per key (a game id), created on first use and dropped once nobody holds
or waits for it, so a long-running bot does not keep a lock for every game it ever saw.

Every click takes two of them (its board's, its game's): a plain count of the tasks holding or
waiting for each lock, not a weak reference per lock made again on every click."""

import asyncio
from types import TracebackType


class KeyedLocks:
    def __init__(self) -> None:
        self._locks: dict[int, tuple[asyncio.Lock, list[int]]] = {}

    def __call__(self, key: int) -> "Held":
        return Held(self, key)

    def _enter(self, key: int) -> asyncio.Lock:
        entry = self._locks.get(key)
        if entry is None:
            entry = self._locks[key] = (asyncio.Lock(), [0])
        entry[1][0] += 1
        return entry[0]

    def _leave(self, key: int) -> None:
        users = self._locks[key][1]
        users[0] -= 1
        if not users[0]:
            del self._locks[key]


class Held:
    """`async with locks(key):` holds the key's lock for the block."""

    __slots__ = ("_locks", "_key")

    def __init__(self, locks: KeyedLocks, key: int) -> None:
        self._locks, self._key = locks, key

    async def __aenter__(self) -> None:
        lock = self._locks._enter(self._key)
        try:
            await lock.acquire()
        except BaseException:
            self._locks._leave(self._key)
            raise

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._locks._locks[self._key][0].release()
        self._locks._leave(self._key)
