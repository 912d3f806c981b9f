"""Click-to-response latency of the real bot against a floor bot, through the fake Discord.

Run: `python -m bench.bench_discord [--seconds 20] [--games 200]`. Both bots run the real
discord.py client on a real SQLite file in WAL mode, in this process, against the local fake
Discord of tests/fakediscord. The latency of a click is the time from the fake sending the
INTERACTION_CREATE to the bot's interaction callback arriving, as the fake measures it.

- floor: a minimal bot whose button reads and writes one SQLite row and edits its message.
- pickomino: the real bot, a real game per channel, each click a legal move.
Scenarios: (a) one game clicked as fast as possible; (b) `--games` games in as many channels,
each clicked about once a second.
"""

import argparse
import asyncio
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiosqlite
import discord
from discord.ext import commands

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fakediscord import FakeDiscord, FakeMember, FakeMessage

from bot.app import create_bot
from bot.settings import BotSettings

Click = Callable[[], Awaitable[float]]


class FloorButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"floor:(?P<n>\d+)"):
    """The least a stateful button can do: one row read, one row written, one edit."""

    def __init__(self, number: int) -> None:
        super().__init__(discord.ui.Button(label="+1", custom_id=f"floor:{number}"))
        self.number = number

    @classmethod
    async def from_custom_id(cls, interaction: Any, item: Any, match: Any) -> "FloorButton":
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        database: aiosqlite.Connection = interaction.client.database  # type: ignore[attr-defined]
        async with database.execute(
            "SELECT count FROM counters WHERE id = ?", (self.number,)
        ) as cursor:
            row = await cursor.fetchone()
        count = (row[0] if row else 0) + 1
        await database.execute(
            "INSERT OR REPLACE INTO counters (id, count) VALUES (?, ?)", (self.number, count)
        )
        await database.commit()
        view = discord.ui.View(timeout=None)
        view.add_item(FloorButton(self.number))
        await interaction.response.edit_message(content=str(count), view=view)


class FloorBot(commands.Bot):
    def __init__(self, path: Path) -> None:
        super().__init__(
            command_prefix="!", intents=discord.Intents.default(), guild_ready_timeout=0.05
        )
        self.path = path

    async def setup_hook(self) -> None:
        self.database = await aiosqlite.connect(self.path)
        await self.database.execute("PRAGMA journal_mode=WAL")
        await self.database.execute(
            "CREATE TABLE IF NOT EXISTS counters (id INTEGER PRIMARY KEY, count INTEGER)"
        )
        self.add_dynamic_items(FloorButton)

    async def close(self) -> None:
        await super().close()
        await self.database.close()


async def floor_clicks(fake: FakeDiscord, bot: FloorBot, games: int) -> list[Click]:
    guild = fake.add_guild()
    player = fake.add_member(guild, "Player")
    clicks = []
    for number in range(games):
        channel = fake.add_channel(guild, f"floor-{number}")
        view = discord.ui.View(timeout=None)
        view.add_item(FloorButton(number))
        sent = await bot.get_partial_messageable(channel.id).send("0", view=view)
        message = fake.messages(channel)[-1]
        assert message.id == sent.id

        async def click(message: FakeMessage = message, number: int = number) -> float:
            result = await fake.click(player, message, f"floor:{number}")
            return result.latency

        clicks.append(click)
    return clicks


def next_move(board: FakeMessage) -> tuple[str, list[str] | None]:
    """A legal move read off the board: stop on a tile when offered, else keep going."""
    buttons = {c.get("label") or "": c for c in board.interactive_components()}
    for label, component in buttons.items():
        if label.startswith("Stop: take") or label.startswith("Stop: steal"):
            return component["custom_id"], None
    for component in board.interactive_components():
        if component.get("type") == 3:
            return component["custom_id"], [component["options"][0]["value"]]
    ordered = sorted(
        board.interactive_components(),
        key=lambda c: (":aside:" not in c["custom_id"], ":roll" not in c["custom_id"]),
    )
    return ordered[0]["custom_id"], None


async def pickomino_clicks(fake: FakeDiscord, games: int) -> list[Click]:
    guild = fake.add_guild()
    alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
    clicks = []
    for number in range(games):
        channel = fake.add_channel(guild, f"game-{number}")
        await fake.slash(alice, channel, "pickomino new", {"rules": "extension"})
        board = fake.last_message(channel)
        await fake.click(bob, board, board.custom_id_for("Join"))
        await fake.click(alice, board, board.custom_id_for("Start"))
        players = {alice.id: alice, bob.id: bob}
        turn = {"player": alice}

        async def click(
            board: FakeMessage = board,
            players: dict[int, FakeMember] = players,
            turn: dict[str, FakeMember] = turn,
            channel: Any = channel,
        ) -> float:
            if any(c["custom_id"].startswith("pkr:") for c in board.interactive_components()):
                await fake.slash(alice, channel, "pickomino end")
                return float("nan")
            custom_id, values = next_move(board)
            for player in (turn["player"], *players.values()):
                if values is None:
                    result = await fake.click(player, board, custom_id)
                else:
                    result = await fake.select(player, board, custom_id, values)
                if result.type == 7:
                    turn["player"] = player
                    return result.latency
            raise RuntimeError(f"no player could play {custom_id}: {result.content}")

        clicks.append(click)
    return clicks


async def as_fast_as_possible(click: Click, seconds: float) -> list[float]:
    latencies = []
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

    await asyncio.gather(*(player(click) for click in clicks))
    return latencies


def summary(name: str, latencies: list[float]) -> str:
    values = sorted(value * 1000 for value in latencies if value == value)
    p50 = statistics.median(values)
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    return f"| {name} | {len(values)} | {p50:.1f} | {p99:.1f} |"


async def main(seconds: float, games: int) -> None:
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord(timeout=60) as fake:
            async with fake.run_bot(FloorBot(Path(folder) / "floor.db")) as floor:
                clicks = await floor_clicks(fake, floor, games)
                rows.append(
                    summary("floor, one game, fast", await as_fast_as_possible(clicks[0], seconds))
                )
                rows.append(
                    summary(f"floor, {games} games, 1/s", await once_a_second(clicks, seconds))
                )
            settings = BotSettings(database_path=Path(folder) / "bot.db", sync_commands=True)
            bot = create_bot(settings, guild_ready_timeout=0.05)
            async with fake.run_bot(bot):
                clicks = await pickomino_clicks(fake, games)
                rows.append(
                    summary(
                        "pickomino, one game, fast", await as_fast_as_possible(clicks[0], seconds)
                    )
                )
                rows.append(
                    summary(f"pickomino, {games} games, 1/s", await once_a_second(clicks, seconds))
                )
    print(f"Python {platform.python_version()}, {seconds:.0f} s a scenario")
    print()
    print("| scenario | clicks | p50 ms | p99 ms |")
    print("| --- | ---: | ---: | ---: |")
    print("\n".join(rows))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--games", type=int, default=200)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.seconds, arguments.games))
