"""A Pickomino board made for Discord, as at every click (issue 16): describe + message + dicts.

Run: `python -m bench.bench_board [--games 40] [--repeat 5]`.

Seeded two-player extension games are played through the table layer on a SQLite file (not
synced: the store is not what is measured), keeping the table as each move left it. Then each
repetition makes every one of those boards once, in play order, as the bot does after each
move: `TableService.board` (the board's words), `cogs.board_render.board_message` (the embed
and the controls) and the dictionaries sent to Discord (`Embed.to_dict`, `to_components`).
Process CPU time per board; the median and the spread over the repetitions. The first
repetition starts from what the process remembers of no board, as after a restart; the next
ones find the grills and seats they already wrote. To compare with another version of the
code, run this same file with that version first on `PYTHONPATH`.
"""

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from cogs.board_render import board_message
from engine.pickomino.policies import cautious_action
from storage import Seat, SqliteGameStore
from tables.pickomino.options import TableOptions
from tables.service import TableService


async def boards(games: int) -> tuple[TableService, list[tuple[Any, Any]]]:
    """Every table of `games` seeded games, as each move left it, and the service that played
    them (it keeps each game's latest events, as the bot does)."""
    folder = Path(tempfile.mkdtemp())
    store = await SqliteGameStore.open(folder / "boards.db", durable=False)
    seeds = iter(range(20261125, 20261125 + games))
    tables = TableService(store, lambda: next(seeds))
    states = []
    try:
        for number in range(games):
            lobby = await tables.open_lobby(
                1, number, Seat.human(100, "Alice"), "extension", TableOptions().to_json()
            )
            await tables.join(lobby.id, Seat.human(101, "Bob"))
            played = await tables.start(lobby.id, 100)
            while played.game is not None and not played.game.is_over:
                stored, game = played.stored, played.game
                states.append((stored, game))
                user = stored.seats[game.current].user_id
                move = str(cautious_action(game))
                played = await tables.play(stored.id, stored.version, user, move)
    finally:
        await store.close()
    return tables, states


def once_each(tables: TableService, states: list[tuple[Any, Any]]) -> float:
    """CPU seconds per board, each board made once."""
    started = time.process_time()
    for stored, game in states:
        embed, view = board_message(tables.board(stored, game, "en"))
        embed.to_dict()
        if view is not None:
            view.to_components()
    return (time.process_time() - started) / len(states)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=5)
    arguments = parser.parse_args()
    tables, states = asyncio.run(boards(arguments.games))
    times = [once_each(tables, states) * 1e6 for _ in range(arguments.repeat)]
    later = times[1:] or times
    print(f"Python {sys.version.split()[0]}, {len(states)} boards of {arguments.games} games")
    print(f"first repetition: {times[0]:.1f} µs a board")
    print(
        f"later repetitions: median {statistics.median(later):.1f} µs a board"
        f" (min {min(later):.1f}, max {max(later):.1f})"
    )


if __name__ == "__main__":
    main()
