"""Click latency through the fake Discord: the real bot on SQLite against PostgreSQL, one run.

Run: `python -m bench.bench_discord_backends [--seconds 10] [--games 50]`. As in
bench/bench_discord.py, the fake Discord runs here and the bot in a process of its own; the bot
runs first on a SQLite file (WAL, durable commits), then on a throwaway PostgreSQL server
started from the installed binaries (fsync and synchronous_commit on), each on fresh games.
The latency of a click is from the fake sending INTERACTION_CREATE to the bot's answer. The
ratio PostgreSQL / SQLite is taken between figures of the same run, so the machine's load
weighs on both.
"""

import argparse
import asyncio
import contextlib
import platform
import statistics
import sys
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fakediscord import FakeDiscord
from pgcluster import Cluster

from bench.bench_discord import as_fast_as_possible, once_a_second, pickomino_clicks, summary


@contextlib.asynccontextmanager
async def bot_on(fake: FakeDiscord, database: Path, url: str | None) -> AsyncIterator[None]:
    where = [f"--database={database}"] + ([] if url is None else [f"--database-url={url}"])
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bench.discord_bot_process",
        "--kind=pickomino",
        f"--api={fake.url}/api/v10",
        f"--gateway={fake.url.replace('http', 'ws')}/gateway",
        *where,
    )
    opened = fake.connections_opened
    try:
        await fake.wait_for(lambda: fake.connections_opened > opened, timeout=60)
        await fake.wait_ready(timeout=60)
        await asyncio.sleep(1)
        yield
    finally:
        process.terminate()
        await process.wait()


async def main(seconds: float, games: int) -> None:
    cluster = Cluster()
    cluster.start()
    rows, medians = [], {}
    try:
        with tempfile.TemporaryDirectory() as folder:
            async with FakeDiscord(timeout=60, strict=False) as fake:
                for backend, url in (("sqlite", None), ("postgresql", cluster.url())):
                    async with bot_on(fake, Path(folder) / f"{backend}.db", url):
                        clicks = await pickomino_clicks(fake, games)
                        fast = await as_fast_as_possible(clicks[0], seconds)
                        rows.append(summary(f"{backend}, one game, fast", fast, seconds))
                        loaded = await once_a_second(clicks, seconds)
                        rows.append(summary(f"{backend}, {games} games, 1/s each", loaded, seconds))
                        medians[backend] = (statistics.median(fast), statistics.median(loaded))
    finally:
        cluster.destroy()
    print(f"Python {platform.python_version()}, {seconds:.0f} s a scenario")
    print()
    print("| scenario | clicks | clicks/s | p50 ms | p99 ms |")
    print("| --- | ---: | ---: | ---: | ---: |")
    print("\n".join(rows))
    fast_ratio = medians["postgresql"][0] / medians["sqlite"][0]
    loaded_ratio = medians["postgresql"][1] / medians["sqlite"][1]
    print()
    print(f"p50 latency PostgreSQL / SQLite, one game fast: {fast_ratio:.2f}")
    print(f"p50 latency PostgreSQL / SQLite, {games} games at 1/s: {loaded_ratio:.2f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--games", type=int, default=50)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.seconds, arguments.games))
