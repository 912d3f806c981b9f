"""The bot's REST requests kept inside Discord's rate limits on our side, so that Discord
never has to refuse them (issue 36).

Discord limits a bot in two ways that matter here: a global limit per bot token (50 requests
a second, shared by every process using the token; answers to interactions are outside it),
and buckets per route and channel (posting, editing and deleting messages: 5 each per 5 s
in a channel). discord.py reads the buckets from Discord's answers and waits, but it learns
the global limit only from 429s, and it waits inside the call: a board's edit sleeping in
discord.py is already drawn, so a newer state waits behind an older one.

- `Budget` is the global limit as the process sees it: `take()` returns when one more request
  may go. `LocalBudget` spaces requests evenly at a rate below Discord's; a budget shared by
  several shard processes (through the PostgreSQL they share, or a REST proxy) would be another
  `Budget`, set as the bot's `rest_budget` (docs/operations.md). `paced_trace` makes every
  attempt of every request to the API draw on it.
- `ChannelPacer` keeps the per-channel buckets: the board updater (cogs/board_updates.py)
  asks it for a slot *before* it draws a board, so the board sent is the newest.
"""

import asyncio
import re
import time
from collections import deque
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from types import SimpleNamespace
from typing import Protocol

import aiohttp
from discord.http import Route

from tables.storage import Shards

RATE = 45.0
"""Requests a second one process sends: under Discord's 50, leaving room for the clock's
drift and the odd request discord.py sends on its own (the gateway's, a retry)."""
PER_CHANNEL = 5
CHANNEL_SECONDS = 5.0
MARGIN = 0.1
"""Seconds added to each channel window: Discord starts its window when a request arrives,
a little after we sent it."""
OUTSIDE_GLOBAL = re.compile(r"/(interactions|webhooks)/")
PRUNE_EVERY = 1024


class Budget(Protocol):
    """The bot token's global budget, as one process draws on it."""

    async def take(self) -> None:
        """Return when one more request may be sent (and count it)."""


def static_share(shards: Shards | None, rate: float = RATE) -> float:
    """One process's share of the token's budget: as many parts of `rate` as it runs of the
    bot's shards (all of it without sharding). Processes of one shard each, four shards:
    11.25 requests a second each."""
    if shards is None:
        return rate
    return rate * len(shards.ids) / shards.count


class LocalBudget:
    """One process's share: requests spaced `1 / rate` s apart, never more than `rate` in a
    second whatever the burst (a burst waits its turn, in order)."""

    def __init__(
        self,
        rate: float = RATE,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.rate = rate
        self._clock = clock
        self._sleep = sleep
        self._next = 0.0

    async def take(self) -> None:
        now = self._clock()
        start = max(now, self._next)
        self._next = start + 1.0 / self.rate
        if start > now:
            await self._sleep(start - now)


_PREPAID: ContextVar[int] = ContextVar("pickomino_prepaid_requests", default=0)
"""A request the current task took from the budget ahead of sending it (`prepay`): one at
most, so a board not sent after all leaves no credit to spend in a burst later."""


async def prepay(budget: Budget) -> None:
    """Take the budget for the task's next request now: the board updater waits for its turn
    before it draws the board, so the board sent is the newest (a board drawn, then queued
    behind a burst, would be old when it goes)."""
    await budget.take()
    _PREPAID.set(1)


def paced_trace(budget_of: Callable[[], Budget | None]) -> aiohttp.TraceConfig:
    """A trace for the client's HTTP session (discord.py's `http_trace`) that makes every
    request to Discord's API draw on the budget `budget_of()` returns (none while it returns
    None) before it goes, unless its task paid ahead (`prepay`).

    Every attempt is paced, not only each call: discord.py retries a request after a 429
    inside its own call, and retries that went out unpaced came in a burst as the 429's wait
    ended, over the limit again, each 429 bringing more (bench/bench_scale.py's first full
    run: 25,577 global 429s in 10 minutes). Answers to interactions and their follow-ups
    (`/interactions/`, `/webhooks/`) are outside the global limit, as on Discord, and never
    wait here; nor does anything that is not the API (the gateway, attachments)."""

    async def on_request_start(
        session: aiohttp.ClientSession,
        context: SimpleNamespace,
        params: aiohttp.TraceRequestStartParams,
    ) -> None:
        budget = budget_of()
        url = str(params.url)
        if budget is None or not url.startswith(Route.BASE) or OUTSIDE_GLOBAL.search(url):
            return
        prepaid = _PREPAID.get()
        if prepaid:
            _PREPAID.set(prepaid - 1)
        else:
            await budget.take()

    trace = aiohttp.TraceConfig()
    trace.on_request_start.append(on_request_start)
    return trace


class ChannelPacer:
    """Discord's per-channel buckets, counted here: at most `limit` requests of one kind in
    a channel within any `seconds` (a sliding window, stricter than Discord's fixed one)."""

    def __init__(
        self,
        limit: int = PER_CHANNEL,
        seconds: float = CHANNEL_SECONDS + MARGIN,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.limit = limit
        self.seconds = seconds
        self._clock = clock
        self._sleep = sleep
        self._sent: dict[tuple[int, str], deque[float]] = {}
        self._locks: dict[tuple[int, str], asyncio.Lock] = {}
        self._slots = 0

    async def slot(self, channel_id: int, kind: str) -> None:
        """Return when one more request of `kind` ("edit", "post", "delete") may go to the
        channel, and count it. Callers of one key are served in order."""
        key = (channel_id, kind)
        lock = self._locks.setdefault(key, asyncio.Lock())
        async with lock:
            sent = self._sent.setdefault(key, deque())
            now = self._clock()
            while sent and now - sent[0] >= self.seconds:
                sent.popleft()
            if len(sent) >= self.limit:
                await self._sleep(sent[0] + self.seconds - now)
                sent.popleft()
            sent.append(self._clock())
        self._slots += 1
        if self._slots % PRUNE_EVERY == 0:
            self._prune()

    def _prune(self) -> None:
        """A channel quiet for a window needs no memory: a long-running bot keeps only the
        channels in play."""
        now = self._clock()
        for key in [k for k, sent in self._sent.items() if now - sent[-1] >= self.seconds]:
            if not self._locks[key].locked():
                del self._sent[key], self._locks[key]
