"""A server's web pages at scale (issue 38): one server with 20,000 finished games among 2,000
people, its pages served for real on loopback.

Run with `python -m bench.bench_web_pages` (add `--quick` for a smoke run). It bulk-loads the
games as bench.bench_leaderboards does, rebuilds the ratings, turns the server's pages on, and
serves them with `web.app` on a free port. Then, warm (each page asked for a few times first),
one request at a time as one reader clicks, it times each page kind from the request sent to
the last byte read, over HTTP on loopback: the home page (a random board, period and page of
the leaderboards, and the newest games), an older page of games, and a random player's page
(their statistics and their rating chart of up to 200 games, as inline SVG).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import tempfile
import time
from pathlib import Path

import aiohttp
from aiohttp import web

from bench.bench_leaderboards import _summary, fill
from storage import SqliteGameStore
from tables.service import TableService
from web.app import create_app
from web.players import player_key

GUILD = 1


async def _timed(session: aiohttp.ClientSession, url: str) -> float:
    start = time.perf_counter()
    async with session.get(url) as answer:
        await answer.read()
        assert answer.status == 200, (url, answer.status)
    return (time.perf_counter() - start) * 1_000


async def _run(path: Path, games: int, people: int, runs: int) -> None:
    store = await SqliteGameStore.open(path)
    await store.close()
    fill(path, games, people, seed=1, guild=GUILD)
    store = await SqliteGameStore.open(path)
    runner = None
    try:
        await store.rebuild_ratings()
        service = TableService(store, lambda: 1)
        token = (await service.set_web_pages(GUILD, True, "Bench server")).web_token
        assert token is not None
        runner = web.AppRunner(create_app(service, "en"), access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = runner.addresses[0][1]
        home = f"http://127.0.0.1:{port}/s/{token}/"
        rng = random.Random(2)

        def home_page() -> str:
            board = rng.choice(("classic", "classic", "extension", "pickpic"))
            period = rng.choice(("all", "month", "week"))
            return f"{home}?board={board}&period={period}&page={rng.randint(1, 20)}"

        def older_games() -> str:
            return f"{home}?before={rng.randint(100, games)}"

        def player() -> str:
            return f"{home}players/{player_key(token, rng.randint(1, people))}"

        print(f"{games:,} games among {people:,} people; load average {os.getloadavg()[0]:.1f}")
        print("| page | runs | median | p99 | max |\n| --- | ---: | ---: | ---: | ---: |")
        async with aiohttp.ClientSession() as session:
            for label, url in (
                ("home: boards and newest games", home_page),
                ("home: an older page of games", older_games),
                ("a player: statistics and rating chart", player),
            ):
                for _ in range(max(5, runs // 20)):
                    await _timed(session, url())
                times = [await _timed(session, url()) for _ in range(runs)]
                print(_summary(label, times))
        print(f"load average after: {os.getloadavg()[0]:.1f}")
    finally:
        if runner is not None:
            await runner.cleanup()
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a small smoke run")
    args = parser.parse_args()
    games, people, runs = (2_000, 200, 50) if args.quick else (20_000, 2_000, 500)
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_run(Path(folder) / "pages.db", games, people, runs))


if __name__ == "__main__":
    main()
