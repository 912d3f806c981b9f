"""The whole leaderboard and stats commands, click to answer, through the local fake Discord.

Run: `python -m bench.bench_leaderboard_discord [--repeats 3] [--runs 200] [--quick]`.

One server with 100,000 finished games among 5,000 people (bench.bench_leaderboards' data,
ratings rebuilt by the store) is built once and kept under /tmp (rebuilt when the schema,
the generator or the day changes); every repetition starts the real bot (the real discord.py
client, bench/discord_bot_process.py) on a fresh copy of it, in a process of its own, and
the fake Discord of tests/fakediscord in this process times each interaction from its
INTERACTION_CREATE to the bot's callback:

- `/pickomino leaderboard` (all time, first page, the caller's own row below it);
- a page button of that answer (next page, walked forward from the first page);
- `/pickomino stats member:...` of a random person of the server;
- the floor of bench.bench_discord (a button that reads and writes one SQLite row and edits
  its message), in its own bot process, in the same repetition: what any click costs here.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import inspect
import os
import platform
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path

from bench.bench_discord import bot_process, floor_clicks, harness_collector_paused
from bench.bench_leaderboards import fill
from storage import SqliteGameStore
from storage.migrations import __file__ as migrations_init

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fakediscord import FakeDiscord, FakeGuild, FakeMember, FakeUser, InteractionResult

GUILD = 1_100_000_000_000_000_000
"""A server id shaped like Discord's (a snowflake of 2023), given to the fake's server."""
CACHE = Path(tempfile.gettempdir()) / "pickomino-bench-boards"
MEMBERS = 50
"""People of the data who are members of the fake server (the callers and stats targets)."""

Call = Callable[[], Awaitable[float]]


def _digest() -> str:
    """Changes with the schema, the data generator and the day (this week's board)."""
    parts = [inspect.getsource(fill), datetime.now(UTC).date().isoformat()]
    for migration in sorted(Path(migrations_init).parent.glob("*.sql")):
        parts.append(migration.read_text())
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:12]


async def _build(path: Path, games: int, people: int) -> None:
    store = await SqliteGameStore.open(path)
    await store.close()
    fill(path, games, people, seed=1, guild=GUILD)
    store = await SqliteGameStore.open(path)
    try:
        await store.rebuild_ratings()
    finally:
        await store.close()


async def cached_database(games: int, people: int) -> Path:
    """The prepared database, built (a minute or two for 100,000 games) when missing."""
    CACHE.mkdir(exist_ok=True)
    path = CACHE / f"{games}-{people}-{_digest()}.db"
    if not path.exists():
        for stale in CACHE.glob(f"{games}-{people}-*.db*"):
            stale.unlink()
        start = time.perf_counter()
        building = path.with_suffix(".building")
        building.unlink(missing_ok=True)
        await _build(building, games, people)
        os.replace(building, path)
        print(f"built {path} in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    return path


def _members(fake: FakeDiscord, guild: FakeGuild, people: int, seed: int) -> list[FakeMember]:
    chosen = random.Random(seed).sample(range(1, people + 1), min(MEMBERS, people))
    return [fake.add_member(guild, FakeUser(user, f"player {user}")) for user in chosen]


def _checked(result: InteractionResult, kind: int, shows: str) -> float:
    """The answer's latency, once it is known to be the expected one (a refusal is fast)."""
    embed = result.embeds[0] if result.embeds else {}
    text = str(embed.get("footer", {}).get("text", "")) + str(embed.get("fields", ""))
    if result.type != kind or shows not in text:
        raise RuntimeError(f"unexpected answer to {result.description}: {embed}")
    return result.latency


def command_calls(fake: FakeDiscord, guild: FakeGuild, people: int, seed: int) -> dict[str, Call]:
    rng = random.Random(seed)
    members = _members(fake, guild, people, seed)
    channel = guild.channels[0]
    shown: list[InteractionResult] = []

    async def leaderboard() -> float:
        result = await fake.slash(rng.choice(members), channel, "pickomino leaderboard")
        shown[:] = [result]
        return _checked(result, 4, "Page 1 of")

    async def next_page() -> float:
        if not shown:
            await leaderboard()
        result = shown[0]
        message = result.message
        assert message is not None
        later = message.custom_ids[-1]
        if message.component(later).get("disabled"):
            await leaderboard()
            return await next_page()
        return _checked(await fake.click(result.member, message, later), 7, "Page ")

    async def stats() -> float:
        who = rng.choice(members)
        answer = await fake.slash(rng.choice(members), channel, "pickomino stats", {"member": who})
        return _checked(answer, 4, "Rating")

    return {
        "`/pickomino leaderboard`, first page": leaderboard,
        "page button (next page)": next_page,
        "`/pickomino stats member:`": stats,
    }


async def _timed(call: Call, runs: int) -> list[float]:
    with harness_collector_paused():
        return [await call() * 1_000 for _ in range(runs)]


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


async def repetition(source: Path, people: int, runs: int, seed: int) -> dict[str, list[float]]:
    """One bot on a fresh copy of the database, the floor bot after it."""
    measured: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "boards.db"
        shutil.copyfile(source, database)
        async with FakeDiscord(timeout=60, strict=False) as fake:
            async with bot_process(fake, "pickomino", database):
                guild = fake.add_guild("Boards", guild_id=GUILD)
                await asyncio.sleep(0.5)
                calls = command_calls(fake, guild, people, seed)
                for call in calls.values():
                    await _timed(call, 5)
                for name, call in calls.items():
                    measured[name] = await _timed(call, runs)
            async with bot_process(fake, "floor", Path(folder) / "floor.db"):
                (clicks,) = await floor_clicks(fake, 1)

                async def click() -> float:
                    (latency,) = await clicks()
                    return latency

                await _timed(click, 5)
                measured["floor: one row read and written, message edited"] = await _timed(
                    click, runs
                )
    return measured


async def main(games: int, people: int, repeats: int, runs: int) -> None:
    source = await cached_database(games, people)
    results = []
    for number in range(repeats):
        load = os.getloadavg()[0]
        results.append((load, await repetition(source, people, runs, seed=number)))
    print(
        f"Python {platform.python_version()}, {games:,} games, {people:,} people,"
        f" {runs} interactions per measure and repetition, {repeats} repetitions"
    )
    print("load average (1 min) at each repetition's start:", [f"{r[0]:.1f}" for r in results])
    print()
    print("| measure | p50 ms (per repetition) | p99 ms (per repetition) | max ms |")
    print("| --- | --- | --- | ---: |")
    for name in results[0][1]:
        runs_of = [r[1][name] for r in results]
        p50 = " / ".join(f"{statistics.median(v):.1f}" for v in runs_of)
        p99 = " / ".join(f"{_percentile(v, 0.99):.1f}" for v in runs_of)
        top = max(max(v) for v in runs_of)
        print(f"| {name} | {p50} | {p99} | {top:.1f} |")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--quick", action="store_true", help="2,000 games, 200 people")
    arguments = parser.parse_args()
    size = (2_000, 200) if arguments.quick else (100_000, 5_000)
    asyncio.run(main(*size, arguments.repeats, arguments.runs))
