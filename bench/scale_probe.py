"""What a shard process of the scale benchmark (bench/scale_bot_process.py) records besides
its boards' delays, to explain the benchmark's misses (issue 36): each request it sends
within the global limit (when it went, after its budget), each 429 it receives (with its
budget's state then), how late its event loop runs and how long the kernel kept it waiting
for a core, and where the time of each background edit of a board went.

All times are `time.monotonic()`, the machine's clock that the fake Discord's clock runs on
(tests/fakediscord/clock.py), so the benchmark lines them up with what the fake saw.

An edit's delay, from its change asked for to the end of the send that shows it, splits into:
- `queue`: the game's worker busy with earlier steps (of which `behind_ping`: its turn ping);
- `pace`: waiting for the channel's edit slot (cogs/rest_pacer.py's `ChannelPacer`);
- `budget`: waiting for the process's global budget (`prepay`);
- `lock`: waiting while a click's answer shows the same board (`BoardUpdates.answering`);
- `prepare`: reading the game and drawing the board (the database, the picture);
- `discord`: inside discord.py and aiohttp before the request is written: its route bucket,
  its global lock after a 429, a connection, and the budget of a request not paid ahead;
- `request`: from the request leaving to its answer (every attempt, 429 retries included);
and, over the same span, `stall` (the event loop's lateness, summed) and `runqueue` (the
seconds the kernel kept the process off a core while it was ready to run).
"""

import asyncio
import re
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord.http
from discord.http import Route

import bot.app
from cogs.board_updates import BoardUpdates, Showing
from cogs.pickomino.boards import PickominoBoards
from cogs.rest_pacer import OUTSIDE_GLOBAL, LocalBudget, prepay

LAG_EVERY = 0.1
PHASES = ("queue", "behind_ping", "pace", "budget", "lock", "prepare", "discord", "request")


def runqueue_seconds() -> float:
    """Seconds this process's main thread (the event loop's) has waited for a core."""
    return int(Path("/proc/thread-self/schedstat").read_text().split()[1]) / 1e9


class Probe:
    def __init__(self) -> None:
        self.waiting = 0
        self.steps: dict[int, dict[str, float]] = {}
        """The edit under way in each board worker, by task."""
        self.pings: dict[int, tuple[float, float]] = {}
        """Each game's last turn ping: when it started and ended."""
        self.reset()

    def reset(self) -> None:
        self.sends: list[float] = []
        self.takes: list[tuple[float, float, str]] = []
        """Each draw on the budget: asked, granted, and by which task (its name, numbers
        left out)."""
        self.refusals: list[dict[str, Any]] = []
        self.lags: list[tuple[float, float, float]] = []
        """(when, how late, seconds waited for a core so far)."""
        self.edits: list[dict[str, float]] = []
        self.cpu = time.process_time()
        self.since = time.monotonic()

    def report(self) -> dict[str, Any]:
        wall = time.monotonic() - self.since
        return {
            "sends": self.sends,
            "takes": self.takes,
            "refusals": self.refusals,
            "lags": self.lags,
            "edits": self.edits,
            "cpu": (time.process_time() - self.cpu) / max(wall, 1e-9),
        }

    async def watch_loop(self) -> None:
        while True:
            asked = time.monotonic()
            await asyncio.sleep(LAG_EVERY)
            now = time.monotonic()
            self.lags.append((now, now - asked - LAG_EVERY, runqueue_seconds()))

    def _step(self) -> dict[str, float] | None:
        task = asyncio.current_task()
        return self.steps.get(id(task)) if task is not None else None

    def _budget_state(self) -> int:
        """Requests waiting for the process's budget."""
        return self.waiting

    # ------------------------------------------------------------------ hooks

    def trace(self, original: Callable[..., aiohttp.TraceConfig]) -> Callable[..., Any]:
        """`paced_trace` with the probe's hooks around the budget's."""
        probe = self

        def traced(budget_of: Callable[[], Any]) -> aiohttp.TraceConfig:
            config = original(budget_of)

            async def before(_s: Any, context: SimpleNamespace, params: Any) -> None:
                context.asked = time.monotonic()

            async def after(_s: Any, context: SimpleNamespace, params: Any) -> None:
                url = str(params.url)
                context.paced = url.startswith(Route.BASE) and not OUTSIDE_GLOBAL.search(url)

            async def connected(_s: Any, context: SimpleNamespace, params: Any) -> None:
                now = context.sent = time.monotonic()
                if context.paced:
                    probe.sends.append(now)
                step = probe._step()
                if step is not None:
                    step.setdefault("first_sent", now)
                    step["attempts"] = step.get("attempts", 0) + 1

            async def ended(_s: Any, context: SimpleNamespace, params: Any) -> None:
                now = time.monotonic()
                step = probe._step()
                if step is not None:
                    step["request"] = step.get("request", 0.0) + now - context.sent
                if params.response.status == 429:
                    own = [t for t in probe.sends if context.sent - 1.0 < t <= context.sent]
                    probe.refusals.append(
                        {
                            "sent": context.sent,
                            "answered": now,
                            "route": f"{params.method} {params.url.path}",
                            "global": params.response.headers.get("X-RateLimit-Global") == "true",
                            "budget_waiting": probe._budget_state(),
                            "own_last_second": len(own),
                        }
                    )

            config.on_request_start.insert(0, before)
            config.on_request_start.append(after)
            config.on_connection_reuseconn.append(connected)
            config.on_connection_create_end.append(connected)
            config.on_request_end.append(ended)
            return config

        return traced

    def install(self, delays_sent: Callable[[Showing], float | None]) -> None:
        """Wraps the board updater's steps and discord.py's request (before any bot exists)."""
        probe = self
        show, ping, sent = (
            PickominoBoards._show_board,
            PickominoBoards._show_ping,
            BoardUpdates._sent,
        )
        request = discord.http.HTTPClient.request
        take, hold = LocalBudget.take, LocalBudget.hold

        async def waited(draw: Awaitable[Any]) -> Any:
            asked = time.monotonic()
            probe.waiting += 1
            try:
                return await draw
            finally:
                probe.waiting -= 1
                task = asyncio.current_task()
                name = re.sub(r"\d+", "N", task.get_name()) if task is not None else ""
                probe.takes.append((asked, time.monotonic(), name))

        async def budget_take(self: LocalBudget) -> None:
            await waited(take(self))

        async def budget_hold(self: LocalBudget, first: bool = False) -> Any:
            return await waited(hold(self, first))

        bot.app.paced_trace = self.trace(bot.app.paced_trace)  # type: ignore[assignment]

        async def board_slot(self: PickominoBoards, channel_id: int) -> None:
            start = time.monotonic()
            await self.pacer.slot(channel_id, "edit")
            paced = time.monotonic()
            await prepay(self.budget)
            task = asyncio.current_task()
            if task is not None:
                probe.steps[id(task)] = {
                    "start": start,
                    "pace": paced - start,
                    "budget": time.monotonic() - paced,
                    "paid": time.monotonic(),
                }

        async def show_board(self: PickominoBoards, showing: Showing) -> None:
            step = probe._step()
            if step is not None:
                step["shown"] = time.monotonic()
            await show(self, showing)

        async def show_ping(self: PickominoBoards, showing: Showing) -> None:
            start = time.monotonic()
            try:
                await ping(self, showing)
            finally:
                probe.pings[showing.stored.id] = (start, time.monotonic())

        async def http_request(self: Any, route: Route, *args: Any, **kwargs: Any) -> Any:
            step = probe._step()
            if step is not None:
                step.setdefault("called", time.monotonic())
            return await request(self, route, *args, **kwargs)

        def sent_(self: BoardUpdates, showing: Showing) -> None:
            delay = delays_sent(showing)
            task = asyncio.current_task()
            step = probe.steps.pop(id(task), None) if task is not None else None
            if showing.board and step is not None and delay is not None:
                probe.edits.append(probe._phases(showing.stored.id, step, delay))
            sent(self, showing)

        PickominoBoards._board_slot = board_slot  # type: ignore[method-assign]
        PickominoBoards._show_board = show_board  # type: ignore[method-assign]
        PickominoBoards._show_ping = show_ping  # type: ignore[method-assign]
        BoardUpdates._sent = sent_  # type: ignore[method-assign]
        discord.http.HTTPClient.request = http_request  # type: ignore[method-assign]
        LocalBudget.take = budget_take  # type: ignore[method-assign]
        LocalBudget.hold = budget_hold  # type: ignore[method-assign]

    def _phases(self, game_id: int, step: dict[str, float], delay: float) -> dict[str, float]:
        now = time.monotonic()
        asked = now - delay
        shown = step.get("shown", step["paid"])
        called = step.get("called", now)
        first_sent = step.get("first_sent", called)
        ping_start, ping_end = self.pings.get(game_id, (0.0, 0.0))
        behind_ping = max(0.0, min(ping_end, step["start"]) - max(ping_start, asked))
        window = [(at, lag, wait) for at, lag, wait in self.lags if asked <= at <= now]
        return {
            "at": now,
            "total": delay,
            "queue": max(0.0, step["start"] - asked),
            "behind_ping": behind_ping,
            "pace": step["pace"],
            "budget": step["budget"],
            "lock": shown - step["paid"],
            "prepare": called - shown,
            "discord": first_sent - called,
            "request": step.get("request", 0.0),
            "attempts": step.get("attempts", 0),
            "stall": sum(lag for _, lag, _ in window),
            "runqueue": window[-1][2] - window[0][2] if len(window) > 1 else 0.0,
        }
