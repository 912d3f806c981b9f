"""The pages' process's CPU per page (issue 38: what 50 pages a second cost a bot serving them
beside its clicks), rendered, kept (web/page_cache.py), and the floor of any answer at all.

Run: `python -m bench.bench_web_cpu [--requests 2000] [--rounds 3]`.

One server with 2,000 finished games among 200 people (bulk-loaded as bench_leaderboards
does), its pages served by `web.app` on loopback in this process; the requests come from a
client in a process of its own (an aiohttp session, one request at a time, as the Discord
benchmark's reader asks), so this process's CPU (`time.process_time`) is the server's alone.
Each round measures, one after the other:
- the home page rendered for every request (a cache that keeps nothing, as before it existed),
  over a tenth as many requests;
- the home page kept (rendered once, then served as bytes after the reads of its address's
  server and of the server's results stamp);
- the floor: a bare aiohttp application answering the same bytes from memory, without a
  database read, a template or a header of ours: what any in-process page costs at least.
"""

import argparse
import asyncio
import os
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import aiohttp
from aiohttp import web

from bench.bench_leaderboards import fill
from storage import SqliteGameStore
from tables.service import TableService
from web.app import create_app
from web.page_cache import PageCache
from web.site import SITE

GUILD = 1
CLIENT = """
import asyncio, sys, aiohttp
async def main(url, count):
    async with aiohttp.ClientSession() as session:
        for _ in range(count):
            async with session.get(url) as answer:
                await answer.read()
                assert answer.status == 200, answer.status
asyncio.run(main(sys.argv[1], int(sys.argv[2])))
"""


async def _asked(url: str, count: int) -> float:
    """This process's CPU milliseconds per page while a client process asks `url` `count`
    times."""
    client = await asyncio.create_subprocess_exec(sys.executable, "-c", CLIENT, url, "20")
    assert await client.wait() == 0
    start = time.process_time()
    client = await asyncio.create_subprocess_exec(sys.executable, "-c", CLIENT, url, str(count))
    assert await client.wait() == 0
    return (time.process_time() - start) * 1_000 / count


async def _served(app: web.Application) -> tuple[web.AppRunner, str]:
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    return runner, f"http://127.0.0.1:{runner.addresses[0][1]}"


async def _run(path: Path, requests: int, rounds: int) -> None:
    store = await SqliteGameStore.open(path)
    await store.close()
    fill(path, 2_000, 200, seed=1, guild=GUILD)
    store = await SqliteGameStore.open(path)
    runners: list[web.AppRunner] = []
    try:
        await store.rebuild_ratings()
        service = TableService(store, lambda: 1)
        token = (await service.set_web_pages(GUILD, True, "Bench server")).web_token
        uncached = create_app(service, "en")
        uncached[SITE] = replace(uncached[SITE], kept=PageCache(kept_bytes=0))
        cached = create_app(service, "en")
        page = b""

        async def floor(request: web.Request) -> web.Response:
            return web.Response(body=page, content_type="text/html")

        bare = web.Application()
        bare.router.add_get("/", floor)
        addresses = []
        for app in (uncached, cached, bare):
            runner, origin = await _served(app)
            runners.append(runner)
            addresses.append(origin)
        rendered_url, kept_url = (f"{origin}/s/{token}/" for origin in addresses[:2])
        async with aiohttp.ClientSession() as session, session.get(kept_url) as answer:
            page = await answer.read()
        print(f"load average {os.getloadavg()[0]:.1f}; a home page of {len(page):,} bytes")
        print("| round | rendered ms/page | kept ms/page | floor ms/page |")
        print("| ---: | ---: | ---: | ---: |")
        for number in range(1, rounds + 1):
            rendered = await _asked(rendered_url, max(20, requests // 10))
            kept = await _asked(kept_url, requests)
            bottom = await _asked(addresses[2] + "/", requests)
            print(f"| {number} | {rendered:.3f} | {kept:.3f} | {bottom:.3f} |")
        print(f"kept pages rendered: {cached[SITE].kept.rendered}")
        print(f"load average after {os.getloadavg()[0]:.1f}")
    finally:
        for runner in runners:
            await runner.cleanup()
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=2_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_run(Path(folder) / "pages.db", args.requests, args.rounds))


if __name__ == "__main__":
    main()
