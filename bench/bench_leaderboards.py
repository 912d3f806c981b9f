"""Leaderboards at scale: one server with 100,000 finished games among 5,000 people.

Run with `python -m bench.bench_leaderboards` (add `--quick` for a smoke run). It bulk-loads
the games' results through sqlite3, rebuilds every rating with the store (timed), then times
the store's reads that commands make, one at a time as a command does: a leaderboard page
(all time, this month, this week, at random pages), a person's own row, and a person's
statistics. Last, it times finishing a game (the final action with its results, ratings and
totals in one transaction) against saving an ordinary action, on the same database.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import storage.connections as connections
from storage import (
    ALL_TIME,
    Leaderboard,
    Period,
    Seat,
    SeatResult,
    SeatStats,
    SqliteGameStore,
    period_key,
)
from storage.standings import model

GUILD = 1
KIND = "pickomino"
RULES = "classic"
SPAN = timedelta(days=365)
PAGE = 10


def fill(path: Path, games: int, people: int, seed: int, guild: int = GUILD) -> None:
    """Finished games of 2 to 5 seats in `guild` (one in ten with a computer), among people
    1 to `people`, spread over a year up to now, each with the counts a finished game
    records. The database at `path` must have the schema and no games yet."""
    rng = random.Random(seed)
    now = datetime.now(UTC).timestamp()
    step = SPAN.total_seconds() / games
    game_rows, seat_rows, result_rows, tile_rows = [], [], [], []
    for game_id in range(1, games + 1):
        finished = now - SPAN.total_seconds() + game_id * step
        size = rng.randint(2, 5)
        users: list[int | None] = list(rng.sample(range(1, people + 1), size))
        if rng.random() < 0.1:
            users[-1] = None
        scores = [rng.randint(0, 12) for _ in range(size)]
        game_rows.append((game_id, guild, game_id, users[0], RULES, finished, finished, finished))
        for seat, user in enumerate(users):
            place = 1 + sum(other > scores[seat] for other in scores)
            name = "computer" if user is None else f"player {user}"
            seat_rows.append((game_id, seat, user, None if user else 0, name))
            turns = rng.randint(5, 15)
            result_rows.append(
                (
                    *(game_id, seat, guild, RULES, KIND, user, None if user else 0, name, place),
                    *(scores[seat], "[]", int(place == 1), finished, game_id, 0, size),
                    *(turns, rng.randint(0, turns), rng.randint(0, 2), rng.randint(0, 2)),
                )
            )
            for tile in rng.sample(range(21, 37), 3):
                tile_rows.append((game_id, seat, tile, 1))
    with sqlite3.connect(path) as conn:
        conn.executemany(
            "INSERT INTO games (id, guild_id, channel_id, owner_id, rules, settings_json, status,"
            " seed, state_json, version, created_at, updated_at, finished_at)"
            " VALUES (?, ?, ?, ?, ?, '{}', 'finished', 1, '{}', 100, ?, ?, ?)",
            [(g, gu, ch, owner or 1, r, c, u, f) for g, gu, ch, owner, r, c, u, f in game_rows],
        )
        conn.executemany(
            "INSERT INTO seats (game_id, seat, user_id, computer_level, display_name)"
            " VALUES (?, ?, ?, ?, ?)",
            seat_rows,
        )
        conn.executemany(
            "INSERT INTO results (game_id, seat, guild_id, rules, kind, user_id, computer_level,"
            " display_name, rank, worms, tiles_json, won, finished_at, finish_seq, removed,"
            " table_size, turns, busts, tiles_stolen, tiles_lost)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            result_rows,
        )
        conn.executemany(
            "INSERT INTO taken_tiles (game_id, seat, tile, times) VALUES (?, ?, ?, ?)", tile_rows
        )
    conn.close()


async def _latencies(call: Callable[[], Awaitable[object]], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        await call()
        times.append((time.perf_counter() - start) * 1_000)
    return times


def _summary(label: str, times: list[float]) -> str:
    times = sorted(times)
    p99 = times[min(len(times) - 1, round(len(times) * 0.99))]
    return (
        f"| {label} | {len(times)} | {statistics.median(times):.2f} ms | {p99:.2f} ms"
        f" | {times[-1]:.2f} ms |"
    )


async def _reads(store: SqliteGameStore, people: int, runs: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    board = Leaderboard(GUILD, KIND, RULES)
    now = datetime.now(UTC)
    lines = []
    for period in (Period.ALL, Period.MONTH, Period.WEEK):
        key = period_key(period, now)
        total = (await store.leaderboard(board, key, limit=1)).total
        pages = max(1, -(-total // PAGE))

        async def page(key: str = key, pages: int = pages) -> object:
            offset = rng.randrange(pages) * PAGE
            return await store.leaderboard(board, key, offset=offset, limit=PAGE)

        lines.append(
            _summary(
                f"leaderboard page, {period.value} ({total:,} people)", await _latencies(page, runs)
            )
        )

    async def own_row() -> object:
        return await store.leaderboard_row(board, ALL_TIME, rng.randint(1, people))

    async def stats() -> object:
        return await store.player_stats(GUILD, KIND, rng.randint(1, people))

    lines.append(_summary("caller's own row, all time", await _latencies(own_row, runs)))
    lines.append(_summary("player stats", await _latencies(stats, runs)))
    return lines


class _Split:
    """Times the two parts of each transaction run in one call on the writer's thread: the
    statements, and the COMMIT (where a durable commit waits for the disk, and where SQLite
    copies the write-ahead log back into the database every thousand pages). A bench-only
    stand-in for storage.connections._in_transaction, same statements."""

    def __init__(self) -> None:
        self.work: list[float] = []
        self.commit: list[float] = []
        self.recording = False

    def __call__(self, writer: Any, work: Callable[[sqlite3.Connection], Any]) -> Any:
        conn = writer._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            start = time.perf_counter()
            result = work(conn)
            middle = time.perf_counter()
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        if self.recording:
            self.work.append((middle - start) * 1_000)
            self.commit.append((time.perf_counter() - middle) * 1_000)
        return result


async def _writes(store: SqliteGameStore, people: int, runs: int, seed: int) -> list[str]:
    """Finishing a 4-person game, saving an ordinary action, and a transaction that writes one
    row (the floor), alternated on the same store."""
    rng = random.Random(seed)
    split = _Split()
    connections.__dict__["_in_transaction"] = split
    # The floor goes through the store's own writer, as the finishing transaction does.
    writer = store._db
    await writer.write("CREATE TABLE IF NOT EXISTS bench_floor (id INTEGER PRIMARY KEY, n INT)")
    finishing, saving, floor = [], [], []
    for index in range(runs):
        users = rng.sample(range(1, people + 1), 4)
        lobby = await store.create_game(
            guild_id=GUILD,
            channel_id=10_000_000 + index,
            owner_id=users[0],
            rules=RULES,
            settings_json="{}",
            seats=[Seat.human(user, f"player {user}") for user in users],
        )
        version = await store.start_game(
            lobby.id, lobby.version, seed=1, state_json="{}", deadline=None
        )
        start = time.perf_counter()
        version = await store.apply_action(
            lobby.id, version, seat=0, action="roll", state_json="{}", deadline=None
        )
        saving.append((time.perf_counter() - start) * 1_000)
        start = time.perf_counter()
        await writer.transaction_in_one_call(
            lambda conn, n=index: conn.execute("REPLACE INTO bench_floor VALUES (1, ?)", (n,))
        )
        floor.append((time.perf_counter() - start) * 1_000)
        results = [
            SeatResult(
                seat, seat + 1, 10 - seat, (), seat == 0, False, SeatStats(9, 3, 1, 1, ((25, 1),))
            )
            for seat in range(4)
        ]
        split.recording = True
        start = time.perf_counter()
        await store.apply_action(
            lobby.id,
            version,
            seat=0,
            action="stop",
            state_json="{}",
            deadline=None,
            results=results,
        )
        finishing.append((time.perf_counter() - start) * 1_000)
        split.recording = False
    ratio = statistics.median(finishing) / statistics.median(floor)
    rating_model = model()
    teams = [[rating_model.rating()] for _ in range(4)]

    async def rate() -> object:
        return rating_model.rate(teams, ranks=[1.0, 2.0, 3.0, 4.0])

    return [
        _summary("openskill's update of a 4-person game alone", await _latencies(rate, runs)),
        _summary("ordinary action saved (one statement)", saving),
        _summary("transaction writing one row (the floor)", floor),
        _summary("game finished: results, ratings, totals", finishing),
        _summary("- of which its statements (on the writer's thread)", split.work),
        _summary("- of which its COMMIT", split.commit),
        f"\nfinishing / one-row transaction, medians: {ratio:.1f}x",
    ]


async def _run(path: Path, games: int, people: int, runs: int, durable: bool) -> None:
    store = await SqliteGameStore.open(path, durable=durable)
    await store.close()
    start = time.perf_counter()
    fill(path, games, people, seed=1)
    print(f"bulk load of {games:,} games: {time.perf_counter() - start:.1f} s")
    store = await SqliteGameStore.open(path, durable=durable)
    try:
        start = time.perf_counter()
        rated = await store.rebuild_ratings()
        print(f"`ratings rebuild` of {rated:,} games: {time.perf_counter() - start:.1f} s")
        print(f"file: {path.stat().st_size / 2**20:.0f} MiB, durable commits: {durable}\n")
        print("| measure | runs | median | p99 | max |\n| --- | ---: | ---: | ---: | ---: |")
        for line in await _reads(store, people, runs, seed=2):
            print(line)
        for line in await _writes(store, people, runs, seed=3):
            print(line)
    finally:
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a small smoke run")
    parser.add_argument("--normal", action="store_true", help="durable commits off (NORMAL)")
    args = parser.parse_args()
    games, people, runs = (2_000, 200, 50) if args.quick else (100_000, 5_000, 1_000)
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_run(Path(folder) / "boards.db", games, people, runs, not args.normal))


if __name__ == "__main__":
    main()
