"""Durable moves per second: PostgreSQL against SQLite on the same machine, 1 and 2 processes.

Run: `python -m bench.bench_backends [--clicks 2000] [--tasks 10] [--games 200]`. PostgreSQL is
a throwaway server started from the installed binaries (tests/pgcluster.py), with its default
durability (fsync on, synchronous_commit on); SQLite uses the bot's default (WAL, FULL sync).
Both commit every move to disk before it counts.

Each bot process is a real process of its own (`--worker`), as two shard processes would be:
its own games in its own channels, `--tasks` concurrent clicks, each click what the bot does
(read the game, decode, apply the first legal action, encode, save with its log line and
deadline). With two processes, both share one database: the SQLite file (its single writer
lock) or the PostgreSQL server. The figure is all moves of all processes over the wall time
from the common start to the last finish; best and worst of `--repeats` runs.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import asyncpg
from pgcluster import Cluster

from bench.bench_storage import CHANNEL_BASE, _click, _new_game
from storage import GameStore, open_store
from storage.opening import is_postgres_url


async def _open(where: str) -> GameStore:
    url = where if is_postgres_url(where) else None
    return await open_store(url, Path(where))


async def worker(where: str, first_channel: int, games: int, clicks: int, tasks: int) -> None:
    """One bot process: prepare its games, say ready, wait for "go", click, print seconds."""
    store = await _open(where)
    seeds = random.Random(first_channel)
    for index in range(games):
        if await store.active_game_in_channel(first_channel + index) is None:
            await _new_game(store, first_channel + index, seeds.randrange(2**32))
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    picks = random.Random(first_channel + 1)
    queue = [first_channel + picks.randrange(games) for _ in range(clicks)]

    async def clicker(share: list[int]) -> None:
        for channel_id in share:
            await _click(store, channel_id, seeds, engine=True)

    start = time.perf_counter()
    await asyncio.gather(*(clicker(queue[index::tasks]) for index in range(tasks)))
    print(f"{time.perf_counter() - start:.6f}", flush=True)
    await store.close()


async def _run(where: str, processes: int, games: int, clicks: int, tasks: int) -> float:
    """Moves per second of `processes` worker processes started together."""
    children = []
    for number in range(processes):
        children.append(
            await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "bench.bench_backends",
                "--worker",
                where,
                str(CHANNEL_BASE + number * 100_000),
                str(games),
                str(clicks),
                str(tasks),
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
            )
        )
    for child in children:
        assert child.stdout is not None
        assert (await child.stdout.readline()).strip() == b"ready"
    start = time.perf_counter()
    for child in children:
        assert child.stdin is not None
        child.stdin.write(b"go\n")
        await child.stdin.drain()
    for child in children:
        await child.wait()
    wall = time.perf_counter() - start
    return processes * clicks / wall


async def _new_database(cluster: Cluster, name: str) -> str:
    """A fresh database per run, as SQLite gets a fresh file."""
    admin = await asyncpg.connect(cluster.url())
    try:
        await admin.execute(f"CREATE DATABASE {name}")
    finally:
        await admin.close()
    return cluster.url(name)


async def main(games: int, clicks: int, tasks: int, repeats: int) -> None:
    cluster = Cluster()
    cluster.start()
    try:
        with tempfile.TemporaryDirectory(prefix="bench-backends-") as folder:
            print("| backend | processes | moves/s, best | worst | PostgreSQL / SQLite |")
            print("| --- | --- | ---: | ---: | ---: |")
            for processes in (1, 2):
                rates: dict[str, list[float]] = {"sqlite": [], "postgresql": []}
                for repeat in range(repeats):
                    for backend in rates:
                        if backend == "sqlite":
                            where = str(Path(folder) / f"moves-{processes}-{repeat}.db")
                        else:
                            where = await _new_database(cluster, f"moves_{processes}_{repeat}")
                        rates[backend].append(await _run(where, processes, games, clicks, tasks))
                ratio = max(rates["postgresql"]) / max(rates["sqlite"])
                for backend, measured in rates.items():
                    share = f"{ratio:.2f}" if backend == "postgresql" else ""
                    print(
                        f"| {backend} | {processes} | {max(measured):,.0f} |"
                        f" {min(measured):,.0f} | {share} |"
                    )
    finally:
        cluster.destroy()


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        where, first, games, clicks, tasks = sys.argv[2:7]
        asyncio.run(worker(where, int(first), int(games), int(clicks), int(tasks)))
    else:
        parser = argparse.ArgumentParser(description=__doc__)
        parser.add_argument("--games", type=int, default=200, help="games per process")
        parser.add_argument("--clicks", type=int, default=2_000, help="moves per process")
        parser.add_argument("--tasks", type=int, default=10, help="concurrent clicks per process")
        parser.add_argument("--repeats", type=int, default=3)
        args = parser.parse_args()
        print(
            f"machine: {os.cpu_count()} CPUs, Python {platform.python_version()},"
            f" SQLite {sqlite3.sqlite_version}"
        )
        asyncio.run(main(args.games, args.clicks, args.tasks, args.repeats))
