"""Two bot processes both believe they own the same due games (a shard handed from one process
to another): every turn timer is played exactly once, and the winner's next deadline stays.

Both processes read each game before either saves: the test holds the games' rows locked until
both processes wait to save, so every game is a real race, decided by the versioned save."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import asyncpg

from storage import Seat
from storage.postgres import PostgresGameStore
from tables.pickomino.options import TableOptions
from tables.service import TableService

CHILD = Path(__file__).with_name("timer_race_child.py")
REPO = Path(__file__).resolve().parents[2]
CHILD_ENV = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), str(REPO / "tests")])}
GAMES = 4
TIMER = TableOptions(turn_timer=60).to_json()
WAIT = 60


async def _due_games(url: str) -> list[tuple[int, int]]:
    store = await PostgresGameStore.open(url)
    tables = TableService(store, lambda: 7)
    timers = []
    for number in range(GAMES):
        lobby = await tables.open_lobby(1, 100 + number, Seat.human(1, "Ann"), "classic", TIMER)
        lobby = await tables.join(lobby.id, Seat.human(2, "Bob"))
        started = await tables.start(lobby.id, 1)
        timers.append((started.stored.id, started.stored.version))
    await store.close()
    return timers


async def _child(url: str, timers: list[tuple[int, int]]) -> asyncio.subprocess.Process:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        str(CHILD),
        url,
        *(f"{game_id}:{version}" for game_id, version in timers),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        env=CHILD_ENV,
    )
    assert process.stdout is not None
    assert (await asyncio.wait_for(process.stdout.readline(), WAIT)).strip() == b"ready"
    return process


async def _waiting_saves(conn: asyncpg.Connection) -> int:
    return int(
        await conn.fetchval(
            "SELECT count(*) FROM pg_stat_activity"
            " WHERE application_name = 'pickomino-bot' AND wait_event_type = 'Lock'"
        )
    )


async def test_two_processes_racing_on_the_same_due_games_play_each_once(postgres_url) -> None:
    timers = await _due_games(postgres_url)
    children = [await _child(postgres_url, timers) for _ in range(2)]
    holder = await asyncpg.connect(postgres_url)
    lock = holder.transaction()
    await lock.start()
    await holder.execute("SELECT 1 FROM games FOR UPDATE")
    # Outside the holder's transaction, which would see one snapshot of pg_stat_activity.
    watcher = await asyncpg.connect(postgres_url)
    for child in children:
        assert child.stdin is not None
        child.stdin.write(b"go\n")
        await child.stdin.drain()
    async with asyncio.timeout(WAIT):
        while await _waiting_saves(watcher) < 2 * GAMES:
            await asyncio.sleep(0.02)
    await lock.rollback()
    await holder.close()
    await watcher.close()

    outcomes: dict[int, list[str]] = {}
    for child in children:
        assert child.stdout is not None
        output = await asyncio.wait_for(child.stdout.read(), WAIT)
        assert await child.wait() == 0
        for line in output.decode().splitlines():
            game_id, outcome = line.split()
            outcomes.setdefault(int(game_id), []).append(outcome)
    assert {game_id: sorted(seen) for game_id, seen in outcomes.items()} == {
        game_id: ["none", "played"] for game_id, _ in timers
    }

    store = await PostgresGameStore.open(postgres_url)
    try:
        for game_id, version in timers:
            log = await store.action_log(game_id)
            assert log and all(entry.automatic and entry.seat == 0 for entry in log)
            assert [entry.version for entry in log] == list(
                range(version + 1, version + 1 + len(log))
            )
            after = await store.get_game(game_id)
            assert after.version == version + len(log)
            assert after.deadline is not None, "the loser must not clear the winner's deadline"
    finally:
        await store.close()
