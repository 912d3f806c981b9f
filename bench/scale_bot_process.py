"""One shard process of the scale benchmark (bench/bench_scale.py): the real bot as
`pickomino-bot run --shard-count COUNT --shard-ids ID` runs it on PostgreSQL, against the
benchmark's fake Discord. `python -m bench.scale_bot_process API GATEWAY URL COUNT ID REPORT [RATE]`
(RATE: the bot's requests a second, all processes together, when not Discord's).

It times each change of a game until its board shows it: from the moment the change is asked
for (cogs/board_updates.py's `BoardUpdates`, right after the change is stored) to the end of
the first send of the board, an edit or a click's answer, showing that state or a newer one.
SIGUSR1 starts the measure (forgets what came before); SIGUSR2 writes, to REPORT as JSON, the
delays since then, by how the board was sent ("answer": a click's own answer; "edit": the
board updater's edit), the changes not shown yet, and the probe's records
(bench/scale_probe.py).
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

from bench.scale_probe import Probe
from bot.app import create_bot
from bot.serve import serve
from bot.settings import BotSettings
from cogs.board_updates import BoardUpdates, Showing
from cogs.rest_pacer import LocalBudget, static_share

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

    def sent(self, showing: Showing) -> float | None:
        """Count the send of `showing`; the delay of the oldest change it shows (None when
        it shows none not shown before)."""
        asked = self.asked.get(showing.stored.id, {})
        now = time.monotonic()
        how = "edit" if showing.board else "answer"
        delays = [now - asked.pop(v) for v in [v for v in asked if v <= showing.version]]
        self.shown[how] += delays
        return max(delays, default=None)

    def write(self, report: Path, probe: Probe) -> None:
        now = time.monotonic()
        waiting = [now - at for asked in self.asked.values() for at in asked.values()]
        report.write_text(json.dumps({**self.shown, "waiting": waiting, **probe.report()}))


def instrument(delays: Delays, probe: Probe) -> None:
    """Every BoardUpdates of the process reports to `delays` (its notes and sends), and the
    probe times the steps of its edits (bench/scale_probe.py)."""
    note = BoardUpdates._note

    def noted(self: BoardUpdates, showing: Showing) -> None:
        delays.ask(showing)
        note(self, showing)

    BoardUpdates._note = noted  # type: ignore[method-assign]
    probe.install(delays.sent)


def reset(delays: Delays, probe: Probe) -> None:
    delays.reset()
    probe.reset()


async def main(
    api: str, gateway: str, url: str, count: str, shard: str, report: str, rate: str = ""
) -> None:
    Route.BASE = api
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    delays, probe = Delays(), Probe()
    instrument(delays, probe)
    loop: Any = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGUSR1, reset, delays, probe)
    loop.add_signal_handler(signal.SIGUSR2, delays.write, Path(report), probe)
    watching = asyncio.create_task(probe.watch_loop())
    settings = BotSettings(
        database_url=url, shard_count=int(count), shard_ids=shard, sync_commands=shard == "0"
    )
    bot = create_bot(settings, seed_source=lambda: SEED, guild_ready_timeout=0.05)
    bot.http.user_agent += f" shard/{shard}"
    if rate:
        bot.rest_budget = LocalBudget(static_share(settings.shards, float(rate)))
    try:
        await serve(bot, "fake-token")
    finally:
        watching.cancel()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:8]))
