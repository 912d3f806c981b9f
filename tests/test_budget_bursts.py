"""A bot process kept off the machine's cores for a while does not burst over the global
limit when it runs again (issue 36; cogs/rest_pacer.py's `LocalBudget`).

The budget counts each request when it is sent, over a sliding second. It used to space the
requests by `1 / rate` when they were granted, each waiting on a timer: a process kept off
the cores for a while (the kernel's scheduler at a load of 12 on 2 cores; here SIGSTOP)
woke every request whose time had come at once, and they went together, over the limit.

One real bot process of one shard, its budget 5 a second against the fake's limit of 8, 80
due turns to show; once its edits flow, the process is stopped for 3 s and let go on: the fake
refuses nothing (the bot's requests arrive from a process of its own, as at Discord, so the
fake counts them as they come). Before, it refused 8 of them."""

import asyncio
import signal
import sys
from collections import Counter

from fakediscord import FakeDiscord, RateLimits
from test_shard_budget import (
    CHILD,
    CHILD_ENV,
    PAUSE,
    _busiest_second,
    _make_due,
    _timed_games,
    _wake_timer,
)

LIMITS = RateLimits(global_per_second=8)
RATE = 5.0
STOPPED = 3.0
"""Seconds the process is kept stopped: long enough for 15 of its requests to come due."""
FLOWING = 10
"""Boards edited before the process is stopped: its budget is then busy with the others."""


async def test_a_process_stopped_then_let_go_stays_within_its_rate(postgres_url) -> None:
    async with FakeDiscord(interaction_rules=True, timeout=60) as fake:
        guild = fake.add_guild("Server", shard=(0, 1))
        host = fake.add_member(guild, "Host")
        games = await _timed_games(postgres_url, fake, guild, host)
        boards = [board for _, _, _, board in games]
        opened = fake.connections_opened
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            str(CHILD),
            f"{fake.url}/api/v10",
            f"{fake.url.replace('http', 'ws')}/gateway",
            postgres_url,
            "1",
            "0",
            str(PAUSE),
            str(RATE),
            env=CHILD_ENV,
        )
        try:
            await fake.wait_shard_ready(0, opened, timeout=120)
            fake.rate_limits = LIMITS
            await _make_due(postgres_url, games)
            await _wake_timer(fake, guild, host)
            await fake.wait_for(
                lambda: sum(board.edit_count > 0 for board in boards) >= FLOWING,
                timeout=120,
                what="the boards' edits flowing",
            )
            process.send_signal(signal.SIGSTOP)
            await asyncio.sleep(STOPPED)
            process.send_signal(signal.SIGCONT)
            await fake.wait_for(
                lambda: all(board.edit_count > 0 for board in boards),
                timeout=180,
                what="every board brought up to date",
            )
        finally:
            process.send_signal(signal.SIGCONT)
            process.send_signal(signal.SIGTERM)
            await process.wait()

    requests = [r.at for r in fake.admitted if r.route != "/gateway"]
    seconds = Counter(int(at - requests[0]) for at in requests)
    assert [r for r in fake.rate_limited if r.is_global] == [], seconds
    assert _busiest_second(requests) <= LIMITS.global_per_second, seconds
