"""A request counts on the global budget once it has its connection, right before it is
written, not when it starts (cogs/rest_pacer.py's `paced_trace`; issue 36).

Between the two, aiohttp opens a connection or waits for one: counted when they started,
requests that waited there went out together once they had it, more within a second than the
budget allows (the full scale benchmark at a load of 20: 466 global 429s while the bot
processes had counted at most 41 requests in the second before each).

Here the wait is made certain: one connection for the client, held by a first request the
server answers only when the test says, while four more start, one every half second (a
budget of 2 a second). Once the first is answered, the server sees at most 2 of the four
within half a second; before, all four came at once."""

import asyncio
import time

import aiohttp
from aiohttp import web
from discord.http import Route

from cogs.rest_pacer import LocalBudget, paced_trace

RATE = 2.0
WAITING = 4


async def test_requests_count_when_they_have_their_connection(monkeypatch) -> None:
    arrived: list[float] = []
    first_arrived, answer_first = asyncio.Event(), asyncio.Event()

    async def held(request: web.Request) -> web.Response:
        arrived.append(time.monotonic())
        first_arrived.set()
        await answer_first.wait()
        return web.Response(text="held")

    async def quick(request: web.Request) -> web.Response:
        arrived.append(time.monotonic())
        return web.Response(text="quick")

    app = web.Application()
    app.router.add_get("/api/held", held)
    app.router.add_get("/api/quick", quick)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    base = f"http://127.0.0.1:{port}/api"
    monkeypatch.setattr(Route, "BASE", base)
    budget = LocalBudget(RATE)
    try:
        async with aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=1),
            trace_configs=[paced_trace(lambda: budget)],
        ) as session:

            async def get(path: str) -> None:
                async with session.get(f"{base}/{path}") as answer:
                    await answer.read()

            first = asyncio.create_task(get("held"))
            await first_arrived.wait()
            others = [asyncio.create_task(get("quick")) for _ in range(WAITING)]
            await asyncio.sleep(WAITING / RATE + 0.5)
            assert len(arrived) == 1, "the others wait for the one connection"
            answer_first.set()
            await asyncio.gather(first, *others)
    finally:
        await runner.cleanup()

    after = arrived[1:]
    assert len(after) == WAITING
    at_once = sum(1 for at in after if at - after[0] < 0.5)
    assert at_once <= int(RATE), f"{at_once} requests went within half a second"
