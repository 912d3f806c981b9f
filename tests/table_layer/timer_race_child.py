"""One bot process's turn timer, for the race test: plays the given due timers when told to.

Usage: python timer_race_child.py POSTGRESQL_URL GAME_ID:VERSION...
Prints "ready" once its store is open, waits for a line on stdin, plays every timer at once
through the table layer (as the bot's timer task does), then prints one line per timer:
"<game id> played" or "<game id> none".
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from storage import open_store
from tables.service import TableService

MAX_TIMEOUTS = 99


async def main(url: str, timers: list[tuple[int, int]]) -> None:
    store = await open_store(url, Path("unused.db"))
    service = TableService(store, lambda: 1)
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    outcomes = await asyncio.gather(
        *(service.play_due_turn(game_id, version, MAX_TIMEOUTS) for game_id, version in timers)
    )
    for (game_id, _), played in zip(timers, outcomes, strict=True):
        print(game_id, "none" if played is None else "played", flush=True)
    await store.close()


if __name__ == "__main__":
    pairs = [tuple(map(int, text.split(":"))) for text in sys.argv[2:]]
    asyncio.run(main(sys.argv[1], [(game_id, version) for game_id, version in pairs]))
