"""One asyncio lock per key (a game id), created on first use and dropped once nobody holds
or waits for it, so a long-running bot does not keep a lock for every game it ever saw."""

import asyncio
from weakref import WeakValueDictionary


class KeyedLocks:
    def __init__(self) -> None:
        self._locks: WeakValueDictionary[int, asyncio.Lock] = WeakValueDictionary()

    def __call__(self, key: int) -> asyncio.Lock:
        lock = self._locks.get(key)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[key] = lock
        return lock
