"""One shard process of the scale benchmark (bench/bench_scale.py): the real bot as
`pickomino-bot run --shard-count COUNT --shard-ids ID` runs it on PostgreSQL, against the
benchmark's fake Discord. `python -m bench.scale_bot_process API GATEWAY URL COUNT ID REPORT`.

It times each change of a game until its board shows it: from the moment the change is asked
for (cogs/board_updates.py's `BoardUpdates`, right after the change is stored) to the end of
the first send of the board, an edit or a click's answer, showing that state or a newer one.
SIGUSR1 starts the measure (forgets what came before); SIGUSR2 writes, to REPORT as JSON, the
delays since then, by how the board was sent ("answer": a click's own answer; "edit": the
board updater's edit), and the changes not shown yet.
"""

import asyncio
import json
import signal
import sys
import time
from pathlib import Path
from typing import Any

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.app import create_bot
from bot.serve import serve
from bot.settings import BotSettings
from cogs.board_updates import BoardUpdates, Showing

SEED = 20261129


class Delays:
    """Per game, when each version not yet shown was asked for; the delays of those shown."""

    def __init__(self) -> None:
        self.asked: dict[int, dict[int, float]] = {}
        self.shown: dict[str, list[float]] = {"answer": [], "edit": []}

    def reset(self) -> None:
        self.asked.clear()
        self.shown = {"answer": [], "edit": []}

    def ask(self, showing: Showing) -> None:
        self.asked.setdefault(showing.stored.id, {}).setdefault(showing.version, time.monotonic())

    def sent(self, showing: Showing) -> None:
        asked = self.asked.get(showing.stored.id, {})
        now = time.monotonic()
        how = "edit" if showing.board else "answer"
        for version in [v for v in asked if v <= showing.version]:
            self.shown[how].append(now - asked.pop(version))

    def write(self, report: Path) -> None:
        now = time.monotonic()
        waiting = [now - at for asked in self.asked.values() for at in asked.values()]
        report.write_text(json.dumps({**self.shown, "waiting": waiting}))


def instrument(delays: Delays) -> None:
    """Every BoardUpdates of the process reports to `delays` (its notes and sends)."""
    note, sent = BoardUpdates._note, BoardUpdates._sent

    def noted(self: BoardUpdates, showing: Showing) -> None:
        delays.ask(showing)
        note(self, showing)

    def shown(self: BoardUpdates, showing: Showing) -> None:
        delays.sent(showing)
        sent(self, showing)

    BoardUpdates._note = noted  # type: ignore[method-assign]
    BoardUpdates._sent = shown  # type: ignore[method-assign]


async def main(api: str, gateway: str, url: str, count: str, shard: str, report: str) -> None:
    Route.BASE = api
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    delays = Delays()
    instrument(delays)
    loop: Any = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGUSR1, delays.reset)
    loop.add_signal_handler(signal.SIGUSR2, delays.write, Path(report))
    settings = BotSettings(
        database_url=url, shard_count=int(count), shard_ids=shard, sync_commands=shard == "0"
    )
    bot = create_bot(settings, seed_source=lambda: SEED, guild_ready_timeout=0.05)
    await serve(bot, "fake-token")


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:7]))
