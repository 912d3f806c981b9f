"""What the garbage collector walks per click, counted rather than timed (issue 16).

Run: `python -m bench.bench_collector_walk --thresholds 700,10,10 [--channels 200] [--rounds 15]`.
The real bot and the fake Discord (tests/fakediscord) run in this one process on a real SQLite
file: every channel opens a two-player extension game, then all channels click at once, round
after round, each click the legal move the board offers. Everything alive once the games are
open is frozen (as the bot freezes what is alive at ready), then `gc.set_threshold` takes the
thresholds given. At the start of every collection the objects of the generations it collects
are counted: the sum per click is the collector's work, the largest count its longest pause.
Counts do not move with the machine's load, where pause times do; but the fake's own objects
(every message of every channel) are walked too, so only compare settings with each other.
"""

import argparse
import asyncio
import gc
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from discord_helpers import click_action, running, stored_game
from fakediscord import FakeDiscord, FakeMessage

from engine.pickomino.policies import cautious_action


class Walks:
    """Objects in the collected generations at the start of each collection."""

    def __init__(self) -> None:
        self.counts: list[tuple[int, int]] = []

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            generation = info["generation"]
            young = range(generation + 1)
            self.counts.append((generation, sum(len(gc.get_objects(g)) for g in young)))


async def measure(database: Path, channels: int, rounds: int, thresholds: tuple[int, ...]) -> str:
    walks = Walks()
    async with FakeDiscord(strict=False) as fake:
        guild = fake.add_guild()
        places = [guild.channels[0]]
        places += [fake.add_channel(guild, f"table-{n}") for n in range(channels - 1)]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        members = {alice.id: alice, bob.id: bob}
        async with running(fake, database) as bot:
            boards: list[tuple[int, FakeMessage]] = []
            for channel in places:
                await fake.slash(alice, channel, "pickomino new", {"rules": "extension"})
                board = fake.last_message(channel)
                await fake.click(bob, board, board.custom_id_for("Join"))
                await fake.click(alice, board, board.custom_id_for("Start"))
                boards.append((channel.id, board))

            async def click(channel_id: int, board: FakeMessage) -> int:
                stored, game = await stored_game(bot, channel_id)
                if game.phase == "over":
                    return 0
                player = members[stored.seats[game.current].user_id]
                await click_action(fake, board, player, str(cautious_action(game)))
                return 1

            gc.collect()
            gc.freeze()
            before = gc.get_threshold()
            gc.set_threshold(*thresholds)
            gc.callbacks.append(walks)
            clicks = 0
            try:
                for _ in range(rounds):
                    clicks += sum(await asyncio.gather(*(click(*pair) for pair in boards)))
            finally:
                gc.callbacks.remove(walks)
                gc.set_threshold(*before)
                gc.unfreeze()
    by_generation: dict[int, list[int]] = defaultdict(list)
    for generation, count in walks.counts:
        by_generation[generation].append(count)
    total = sum(count for _, count in walks.counts)
    collections = "/".join(str(len(by_generation[g])) for g in range(3))
    largest = " / ".join(f"{max(by_generation[g], default=0):,}" for g in range(3))
    return (
        f"| {','.join(map(str, thresholds))} | {clicks} | {total / clicks:.0f} | {collections}"
        f" | {largest} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--thresholds", action="append", required=True, help="e.g. 700,10,10")
    parser.add_argument("--channels", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=15)
    arguments = parser.parse_args()
    print(
        "| thresholds | clicks | objects walked per click | collections 0/1/2"
        " | largest walk 0 / 1 / 2 |"
    )
    print("| --- | ---: | ---: | --- | --- |")
    for text in arguments.thresholds:
        thresholds = tuple(int(part) for part in text.split(","))
        with tempfile.TemporaryDirectory() as folder:
            row = asyncio.run(
                measure(Path(folder) / "walk.db", arguments.channels, arguments.rounds, thresholds)
            )
        print(row)


if __name__ == "__main__":
    main()
