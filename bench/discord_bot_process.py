"""A bot of the Discord benchmark, in a process of its own: `python -m bench.discord_bot_process`.

The benchmark's fake Discord runs in the parent process; each bot gets its own interpreter
(and so its own core), as a real bot has its own machine. With BENCH_PROFILE=FOLDER in its
environment, the bot runs under cProfile and writes its statistics to FOLDER/KIND.prof when stopped
(SIGTERM ends it cleanly), for the click's breakdown in docs/benchmarks.md.

`--kind pickomino-web` is the real bot serving the web pages beside itself on `--web-port`
(PICKOMINO_WEB_PORT), for the cost of pages to clicks (bench_discord's `--web`).

With `--report FILE`, the process records every garbage collection of its own (`gc.callbacks`):
SIGUSR1 starts a new measurement (forgets the pauses so far, start-up included) and SIGUSR2
writes the pauses since then to FILE as JSON, for the benchmark's longest pause.
"""

import argparse
import asyncio
import collections
import cProfile
import gc
import json
import os
import signal
import socket
import time
from pathlib import Path
from typing import Any

import aiosqlite
import discord
import yarl
from discord import app_commands
from discord.ext import commands
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.app import create_bot
from bot.serve import serve as run_until_stopped
from bot.settings import BotSettings


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
    """The floor of the benchmark: a slash command posts a counter, its button counts."""

    def __init__(self, path: Path) -> None:
        super().__init__(
            command_prefix="!", intents=discord.Intents(guilds=True), guild_ready_timeout=0.05
        )
        self.path = path

    async def setup_hook(self) -> None:
        self.database = await aiosqlite.connect(self.path)
        await self.database.execute("PRAGMA journal_mode=WAL")
        await self.database.execute(
            "CREATE TABLE IF NOT EXISTS counters (id INTEGER PRIMARY KEY, count INTEGER)"
        )
        self.add_dynamic_items(FloorButton)

        @self.tree.command(name="floor", description="Post a counter")
        @app_commands.describe(number="Counter id")
        async def floor(interaction: discord.Interaction, number: int) -> None:
            view = discord.ui.View(timeout=None)
            view.add_item(FloorButton(number))
            await interaction.response.send_message("0", view=view)

        await self.tree.sync()

    async def close(self) -> None:
        await super().close()
        await self.database.close()


KINDS_SHOWN = 12
"""The most common types among the tracked objects, named in the report."""


class CollectorPauses:
    """Every collection of the process's garbage collector, by generation, as it happens."""

    def __init__(self, report: Path) -> None:
        self.report = report
        self.started = 0.0
        self.pauses: list[tuple[int, float]] = []
        gc.callbacks.append(self._on_collection)

    def _on_collection(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self.started = time.perf_counter()
        else:
            self.pauses.append((info["generation"], time.perf_counter() - self.started))

    def reset(self) -> None:
        self.pauses = []

    def write(self) -> None:
        """Written whole under another name, then renamed: the bench never reads half a file."""
        partial = self.report.with_suffix(".partial")
        objects = gc.get_objects()
        kinds = collections.Counter(type(thing).__qualname__ for thing in objects)
        tracked = {
            "tracked": len(objects),
            "frozen": gc.get_freeze_count(),
            "kinds": kinds.most_common(KINDS_SHOWN),
        }
        partial.write_text(json.dumps({"pauses": self.pauses, **tracked}))
        partial.replace(self.report)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def serve(
    kind: str,
    api: str,
    gateway: str,
    database: Path,
    url: str | None,
    report: Path | None,
    web_port: int | None = None,
) -> None:
    if report is not None:
        pauses = CollectorPauses(report)
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGUSR1, pauses.reset)
        loop.add_signal_handler(signal.SIGUSR2, pauses.write)
    Route.BASE = api
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    if kind.startswith("pickomino"):
        metrics = {"metrics_port": _free_port()} if kind == "pickomino-metrics" else {}
        pages = {"web_port": web_port} if kind == "pickomino-web" else {}
        settings = BotSettings(
            database_path=database, database_url=url, sync_commands=True, **metrics, **pages
        )
        await run_until_stopped(create_bot(settings, guild_ready_timeout=0.05), "fake-token")
        return
    floor = FloorBot(database)
    loop = asyncio.get_running_loop()
    for number in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(number, lambda: asyncio.ensure_future(floor.close()))
    async with floor:
        await floor.start("fake-token")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--kind",
        choices=["floor", "pickomino", "pickomino-metrics", "pickomino-web"],
        required=True,
    )
    parser.add_argument("--web-port", type=int, help="pickomino-web: the pages' port")
    parser.add_argument("--api", required=True)
    parser.add_argument("--gateway", required=True)
    parser.add_argument("--database", type=Path, required=True)
    parser.add_argument("--database-url", help="PostgreSQL instead of the SQLite file")
    parser.add_argument("--report", type=Path, help="garbage-collection pauses, on SIGUSR2")
    arguments = parser.parse_args()
    profiler = cProfile.Profile()
    profile_folder = os.environ.get("BENCH_PROFILE")
    if profile_folder:
        profiler.enable()
    try:
        asyncio.run(
            serve(
                arguments.kind,
                arguments.api,
                arguments.gateway,
                arguments.database,
                arguments.database_url,
                arguments.report,
                arguments.web_port,
            )
        )
    finally:
        if profile_folder:
            profiler.disable()
            profiler.dump_stats(Path(profile_folder) / f"{arguments.kind}.prof")
