"""The bot's REST requests kept inside Discord's rate limits on our side, so that Discord
never has to refuse them (issue 36).

Discord limits a bot in two ways that matter here: a global limit per bot token (50 requests
a second, shared by every process using the token; answers to interactions are outside it),
and buckets per route and channel (posting, editing and deleting messages: 5 each per 5 s
in a channel). discord.py reads the buckets from Discord's answers and waits, but it learns
the global limit only from 429s, and it waits inside the call: a board's edit sleeping in
discord.py is already drawn, so a newer state waits behind an older one.

- `Budget` is the global limit as the process sees it: `take()` returns when one more request
  may go (`hold()` the same, counted only when the request goes). `LocalBudget` lets at most its
  rate go within any second, counted when each request is sent, a rate below Discord's; a
  budget shared by several shard processes (through the PostgreSQL they share, or a REST
  proxy) would be another `Budget`, set as the bot's `rest_budget` (docs/operations.md).
  `paced_trace` makes every attempt of every request to the API draw on it.
- `ChannelPacer` keeps the per-channel buckets: the board updater (cogs/board_updates.py)
  asks it for a slot *before* it draws a board, so the board sent is the newest.
"""

import asyncio
import contextlib
import heapq
import itertools
import re
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
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
HOLD_LAPSES = 10.0
"""Seconds a turn held in the budget (`Budget.hold`) stays good: a board drawn longer ago
than that takes a turn of its own."""


class Hold(Protocol):
    """A request's turn in the budget, taken ahead of sending it (`Budget.hold`)."""

    def spend(self) -> bool:
        """The request goes now: count it now. False when it may not go at once after all
        (the hold lapsed, or the window filled meanwhile): then `take`."""


class Budget(Protocol):
    """The bot token's global budget, as one process draws on it."""

    async def take(self) -> None:
        """Return when one more request may be sent now (and count it)."""

    async def hold(self, first: bool = False) -> Hold:
        """Return when one more request may be sent, as `take`, but count it only when it
        goes (`Hold.spend`): the board updater waits for its turn before it draws the board,
        then sends it. `first`: ahead of the requests waiting that are not (a board's edit
        ahead of turn pings)."""


def static_share(shards: Shards | None, rate: float = RATE) -> float:
    """One process's share of the token's budget: as many parts of `rate` as it runs of the
    bot's shards (all of it without sharding). Processes of one shard each, four shards:
    11.25 requests a second each."""
    if shards is None:
        return rate
    return rate * len(shards.ids) / shards.count


class LocalBudget:
    """One process's share: never more than `rate` requests *sent* within any second, and
    each granted at least `1 / rate` s after the one before.

    The second is counted when each request goes, not when it was granted: the shares of all
    processes then add up to the token's rate within any second, whatever each process's
    event loop does. Spacing the grants ahead of time, each request waiting on its own timer,
    did not: a process kept off a core for a while (a load of 12 on 2 cores) woke every
    request whose time had come at once and sent them together, and a board drawn after its
    grant went later than requests granted after it; four processes' bursts together went
    over Discord's 50 (bench/bench_scale.py, tests/test_budget_bursts.py).

    `limit` requests go per `window` seconds: the whole part of `rate` a second (11.25 gives
    11), or one per `1 / rate` seconds below one a second. A hold (`hold`) waits for a turn
    as `take` does but counts nothing until its request goes (`spend`): a board drawn slowly
    keeps no turn from the others meanwhile, and if the window filled while it was drawn, its
    request waits for the next turn. Takers are served in order, those `first` (the boards'
    edits) before the others (turn pings): when a process's share is busy, a board waits for
    boards only (bench/bench_scale.py's run H: 118 of the 146 edits past 2 s waited for the
    budget, pings being 9.7 of the 17.2 requests a second)."""

    def __init__(
        self,
        rate: float = RATE,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.rate = rate
        self.limit = max(1, int(rate))
        self.window = max(1.0, 1.0 / rate)
        self._clock = clock
        self._sleep = sleep
        self._next = 0.0
        self._sent: deque[float] = deque()
        self._turns = Turns()

    async def take(self) -> None:
        """A request that has its connection (its hold could not be spent): first."""
        async with self._turns.turn(first=True):
            self._sent.append(await self._room())

    async def hold(self, first: bool = False) -> Hold:
        async with self._turns.turn(first):
            await self._room()
            return _LocalHold(self, self._clock() + HOLD_LAPSES)

    async def _room(self) -> float:
        """Wait until one more request may go now (callers have their turn); the time it goes."""
        while True:
            now = self._clock()
            self._forget(now)
            if now < self._next:
                await self._sleep(self._next - now)
            elif len(self._sent) >= self.limit:
                await self._sleep(self._sent[0] + self.window - now)
            else:
                self._next = now + 1.0 / self.rate
                return now

    def _forget(self, now: float) -> None:
        while self._sent and now - self._sent[0] >= self.window:
            self._sent.popleft()

    def _spend(self, lapses: float) -> bool:
        """A held request goes now, if its hold has not lapsed and the window has room."""
        now = self._clock()
        self._forget(now)
        if now >= lapses or len(self._sent) >= self.limit:
            return False
        self._sent.append(now)
        return True


class Turns:
    """Whose turn it is to wait for the budget: one at a time, those `first` before the
    others, each in the order they came."""

    def __init__(self) -> None:
        self._waiting: list[tuple[bool, int, asyncio.Future[None]]] = []
        self._taken = False
        self._came = itertools.count()

    @contextlib.asynccontextmanager
    async def turn(self, first: bool) -> AsyncIterator[None]:
        if self._taken or self._waiting:
            entry = (not first, next(self._came), asyncio.get_running_loop().create_future())
            heapq.heappush(self._waiting, entry)
            try:
                await entry[2]
            except asyncio.CancelledError:
                if not entry[2].cancelled():
                    self._hand_on()
                elif entry in self._waiting:
                    self._waiting.remove(entry)
                    heapq.heapify(self._waiting)
                raise
        else:
            self._taken = True
        try:
            yield
        finally:
            self._hand_on()

    def _hand_on(self) -> None:
        """The next turn to the first waiting, passing over those cancelled meanwhile (their
        task, stopped, leaves the queue when it next runs, or finds itself left already)."""
        while self._waiting:
            _, _, future = heapq.heappop(self._waiting)
            if not future.done():
                future.set_result(None)
                return
        self._taken = False


class _LocalHold:
    def __init__(self, budget: LocalBudget, lapses: float) -> None:
        self._budget = budget
        self._lapses = lapses
        self._spent = False

    def spend(self) -> bool:
        if self._spent:
            return False
        self._spent = True
        return self._budget._spend(self._lapses)


_HELD: ContextVar[Hold | None] = ContextVar("pickomino_held_request", default=None)
"""The turn the current task took in the budget ahead of its next request (`prepay`): one at
most, so a board not sent after all leaves no credit to spend in a burst later."""


async def prepay(budget: Budget) -> None:
    """Wait for the budget's turn for the task's next request now: the board updater waits
    for its turn before it draws the board, so the board sent is the newest (a board drawn,
    then queued behind a burst, would be old when it goes). A turn not spent is dropped."""
    _HELD.set(await budget.hold(first=True))


def paced_trace(budget_of: Callable[[], Budget | None]) -> aiohttp.TraceConfig:
    """A trace for the client's HTTP session (discord.py's `http_trace`) that makes every
    request to Discord's API draw on the budget `budget_of()` returns (none while it returns
    None) before it goes, unless its task paid ahead (`prepay`).

    Every attempt is paced, not only each call: discord.py retries a request after a 429
    inside its own call, and retries that went out unpaced came in a burst as the 429's wait
    ended, over the limit again, each 429 bringing more (bench/bench_scale.py's first full
    run: 25,577 global 429s in 10 minutes). Answers to interactions and their follow-ups
    (`/interactions/`, `/webhooks/`) are outside the global limit, as on Discord, and never
    wait here; nor does anything that is not the API (the gateway, attachments).

    A request waits for its turn when it starts, and is counted once it has its connection,
    right before it is written: in between, a connection is opened, and a process kept off a
    core there used to send, once running again, every request counted before (the full
    scale run at a load of 20: 466 global 429s while the four processes had counted at most
    41 in the second before each, tests/test_budget_connections.py)."""

    async def on_request_start(
        session: aiohttp.ClientSession,
        context: SimpleNamespace,
        params: aiohttp.TraceRequestStartParams,
    ) -> None:
        context.held = None
        budget = budget_of()
        url = str(params.url)
        if budget is None or not url.startswith(Route.BASE) or OUTSIDE_GLOBAL.search(url):
            return
        held = _HELD.get()
        if held is not None:
            _HELD.set(None)
        else:
            held = await budget.hold()
        context.held, context.budget = held, budget

    async def on_connection(
        session: aiohttp.ClientSession, context: SimpleNamespace, _: object
    ) -> None:
        held = context.held
        if held is None:
            return
        context.held = None
        if not held.spend():
            await context.budget.take()

    trace = aiohttp.TraceConfig()
    trace.on_request_start.append(on_request_start)
    trace.on_connection_reuseconn.append(on_connection)
    trace.on_connection_create_end.append(on_connection)
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
