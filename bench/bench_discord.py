"""Click-to-response latency of the real bot against a floor bot, through a local fake Discord.

Run: `python -m bench.bench_discord [--seconds 20] [--games 200]`. The fake Discord of
tests/fakediscord runs in this process; each bot runs the real discord.py client in a process
of its own (bench/discord_bot_process.py) on a real SQLite file in WAL mode, connected over
loopback. The latency of a click is the time from the fake sending the INTERACTION_CREATE to
the bot's interaction callback arriving, as the fake measures it.

- floor: a minimal bot whose button reads and writes one SQLite row and edits its message.
- pickomino: the real bot, a real extension game per channel, each click a legal move.
Scenarios: (a) one game clicked as fast as possible; (b) `--games` games in as many channels,
each clicked about once a second.
"""

import argparse
import asyncio
import contextlib
import gc
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fakediscord import FakeDiscord, FakeMember, FakeMessage

Click = Callable[[], Awaitable[float]]
TO_PLAY = " to play"


@contextlib.asynccontextmanager
async def bot_process(fake: FakeDiscord, kind: str, database: Path) -> AsyncIterator[None]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bench.discord_bot_process",
        f"--kind={kind}",
        f"--api={fake.url}/api/v10",
        f"--gateway={fake.url.replace('http', 'ws')}/gateway",
        f"--database={database}",
    )
    try:
        await fake.wait_ready(timeout=60)
        await asyncio.sleep(1)
        yield
    finally:
        process.terminate()
        await process.wait()


async def floor_clicks(fake: FakeDiscord, games: int) -> list[Click]:
    guild = fake.add_guild()
    player = fake.add_member(guild, "Player")
    clicks = []
    for number in range(games):
        channel = fake.add_channel(guild, f"floor-{number}")
        await fake.slash(player, channel, "floor", {"number": number})
        message = fake.last_message(channel)

        async def click(message: FakeMessage = message, number: int = number) -> float:
            result = await fake.click(player, message, f"floor:{number}")
            return result.latency

        clicks.append(click)
    return clicks


def next_move(board: FakeMessage) -> tuple[str, list[str] | None]:
    """A legal move read off the board: stop on a tile when offered, else keep going."""
    controls = board.interactive_components()
    for component in controls:
        label = component.get("label") or ""
        if label.startswith("Stop: take") or label.startswith("Stop: steal"):
            return component["custom_id"], None
    for component in controls:
        if component.get("type") == 3:
            return component["custom_id"], [component["options"][0]["value"]]
    ordered = sorted(
        controls, key=lambda c: (":aside:" not in c["custom_id"], ":roll" not in c["custom_id"])
    )
    return ordered[0]["custom_id"], None


def player_to_move(board: FakeMessage, players: dict[str, FakeMember]) -> FakeMember:
    for field in board.embeds[0]["fields"]:
        if field["name"].endswith(TO_PLAY):
            return players[field["name"].removesuffix(TO_PLAY)]
    raise RuntimeError("the board names no player to move")


class Table:
    """One channel's game, clicked move by move; a finished game is followed by its rematch."""

    def __init__(self, fake: FakeDiscord, board: FakeMessage, players: dict[str, FakeMember]):
        self.fake, self.board, self.players = fake, board, players

    async def click(self) -> float:
        fake, board = self.fake, self.board
        if any(c["custom_id"].startswith("pkr:") for c in board.interactive_components()):
            host = self.players["Alice"]
            rematch = await fake.click(host, board, board.custom_id_for("Rematch"))
            board = self.board = rematch.message
            await fake.click(host, board, board.custom_id_for("Start"))
        custom_id, values = next_move(board)
        player = player_to_move(board, self.players)
        if values is None:
            result = await fake.click(player, board, custom_id)
        else:
            result = await fake.select(player, board, custom_id, values)
        if result.type != 7:
            raise RuntimeError(f"{custom_id} was refused: {result.content}")
        return result.latency


async def pickomino_clicks(fake: FakeDiscord, games: int) -> list[Click]:
    guild = fake.add_guild()
    players = {name: fake.add_member(guild, name) for name in ("Alice", "Bob")}
    alice, bob = players["Alice"], players["Bob"]
    clicks = []
    for number in range(games):
        channel = fake.add_channel(guild, f"game-{number}")
        await fake.slash(alice, channel, "pickomino new", {"rules": "extension"})
        board = fake.last_message(channel)
        await fake.click(bob, board, board.custom_id_for("Join"))
        await fake.click(alice, board, board.custom_id_for("Start"))
        clicks.append(Table(fake, board, players).click)
    return clicks


@contextlib.contextmanager
def harness_collector_paused() -> Iterator[None]:
    """The fake's own full garbage collections (tens of ms with 200 games of messages) would
    be charged to whichever bot is measured; the harness collects before and after instead."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect()


async def as_fast_as_possible(click: Click, seconds: float) -> list[float]:
    latencies = []
    with harness_collector_paused():
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            latencies.append(await click())
    return latencies


async def once_a_second(clicks: list[Click], seconds: float) -> list[float]:
    latencies: list[float] = []
    rng = random.Random(1)

    async def player(click: Click) -> None:
        await asyncio.sleep(rng.random())
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            started = time.perf_counter()
            latencies.append(await click())
            await asyncio.sleep(max(0.0, 1.0 - (time.perf_counter() - started)))

    with harness_collector_paused():
        await asyncio.gather(*(player(click) for click in clicks))
    return latencies


def summary(name: str, latencies: list[float], seconds: float) -> str:
    values = sorted(value * 1000 for value in latencies)
    p50 = statistics.median(values)
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    return f"| {name} | {len(values)} | {len(values) / seconds:.0f} | {p50:.1f} | {p99:.1f} |"


async def main(seconds: float, games: int) -> None:
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord(timeout=60, strict=False) as fake:
            for kind, set_up in (("floor", floor_clicks), ("pickomino", pickomino_clicks)):
                async with bot_process(fake, kind, Path(folder) / f"{kind}.db"):
                    clicks = await set_up(fake, games)
                    fast = await as_fast_as_possible(clicks[0], seconds)
                    rows.append(summary(f"{kind}, one game, fast", fast, seconds))
                    loaded = await once_a_second(clicks, seconds)
                    rows.append(summary(f"{kind}, {games} games, 1/s each", loaded, seconds))
    print(f"Python {platform.python_version()}, {seconds:.0f} s a scenario")
    print()
    print("| scenario | clicks | clicks/s | p50 ms | p99 ms |")
    print("| --- | ---: | ---: | ---: | ---: |")
    print("\n".join(rows))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--games", type=int, default=200)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.seconds, arguments.games))
