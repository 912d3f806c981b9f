"""The upkeep after an upgrade to schema 5: older games counted from their logs, then rated.

Run: `python -m bench.bench_upgrade [--games 500] [--repeats 3]`. Each repetition writes a
database as version 4 stored it (finished games of 2 to 4 cautious computer-played seats,
with their action logs, no counts, no ratings), opens it with the store (migrations up to
now), and times `tables.leaderboards.upkeep.rebuild`, durable commits on, in milliseconds per
game. Its floor, timed in the same repetition: the engine replaying the same games' moves
and counting them (`replayed_stats`), with no storage at all.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import aiosqlite

from engine.pickomino import Game, snapshot
from engine.pickomino.policies import cautious_action
from storage import GameStatus, Seat, SqliteGameStore, StoredGame
from storage.migrator import known_migrations, migrate
from tables.leaderboards.seat_stats import replayed_stats
from tables.leaderboards.upkeep import rebuild
from tables.pickomino import PICKOMINO

VERSION_BEFORE_RATINGS = 4
GUILD = 1


def _played(seats: int, seed: int) -> tuple[Game, list[tuple[int, str]]]:
    game = Game.new("classic", seats, seed)
    moves = []
    while not game.is_over:
        action, seat = cautious_action(game), game.current
        game.apply(action, seat)
        moves.append((seat, str(action)))
    return game, moves


async def _write_old(path: Path, games: int, seed: int) -> list[tuple[int, int, list]]:  # type: ignore[type-arg]
    """(game id, seats, moves) of each game written."""
    rng = random.Random(seed)
    written = []
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        await migrate(conn, str(path), known_migrations()[:VERSION_BEFORE_RATINGS])
        await conn.execute("BEGIN")
        for game_id in range(1, games + 1):
            seats, game_seed = rng.randint(2, 4), rng.randrange(2**62)
            users = rng.sample(range(1, 200), seats)
            game, moves = _played(seats, game_seed)
            finished = 1_000.0 + game_id
            await conn.execute(
                "INSERT INTO games (id, guild_id, channel_id, owner_id, rules, settings_json,"
                " status, seed, state_json, version, created_at, updated_at, finished_at)"
                " VALUES (?, ?, ?, ?, 'classic', '{}', 'finished', ?, ?, ?, 0, ?, ?)",
                (game_id, GUILD, game_id, users[0], game_seed, snapshot.to_json(game),
                 len(moves) + 2, finished, finished),
            )  # fmt: skip
            await conn.executemany(
                "INSERT INTO seats (game_id, seat, user_id, display_name) VALUES (?, ?, ?, ?)",
                [(game_id, seat, user, f"player {user}") for seat, user in enumerate(users)],
            )
            await conn.executemany(
                "INSERT INTO action_log (game_id, version, seat, action, automatic, at)"
                " VALUES (?, ?, ?, ?, 0, ?)",
                [(game_id, v, s, code, finished) for v, (s, code) in enumerate(moves, start=3)],
            )
            await conn.executemany(
                "INSERT INTO results (game_id, seat, guild_id, rules, user_id, display_name,"
                " rank, worms, tiles_json, won, finished_at)"
                " VALUES (?, ?, ?, 'classic', ?, ?, ?, ?, ?, ?, ?)",
                [
                    (game_id, p.seat, GUILD, users[p.seat], f"player {users[p.seat]}", p.place,
                     p.worms, json.dumps(game.stacks[p.seat]), int(p.place == 1), finished)
                    for p in game.ranking()
                ],
            )  # fmt: skip
            written.append((game_id, game_seed, moves, game))
        await conn.execute("COMMIT")
    return written


def _floor(written: list) -> float:  # type: ignore[type-arg]
    """The engine's replay and counting of every game, no storage: seconds."""
    now = datetime.now(UTC)
    start = time.perf_counter()
    for game_id, game_seed, moves, final in written:
        stored = StoredGame(
            id=game_id, guild_id=GUILD, channel_id=game_id, owner_id=1, rules="classic",
            settings_json="{}", seats=tuple(Seat.computer(0, f"c{n}") for n in
                                            range(len(final.stacks))),
            status=GameStatus.FINISHED, seed=game_seed, state_json=None, message_id=None,
            version=0, created_at=now, updated_at=now, finished_at=now, deadline=None,
            broken_reason=None,
        )  # fmt: skip
        assert replayed_stats(PICKOMINO.rules, stored, final, moves) is not None
    return time.perf_counter() - start


async def repetition(games: int, seed: int) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "old.db"
        written = await _write_old(path, games, seed)
        floor = _floor(written)
        store = await SqliteGameStore.open(path)
        try:
            start = time.perf_counter()
            rebuilt = await rebuild(store)
            elapsed = time.perf_counter() - start
        finally:
            await store.close()
        assert (rebuilt.counted, rebuilt.uncountable, rebuilt.rated) == (games, 0, games)
    return elapsed / games * 1_000, floor / games * 1_000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print("| repetition | load average | upkeep ms/game | engine replay alone ms/game |")
    print("| ---: | ---: | ---: | ---: |")
    upkeep = []
    for number in range(args.repeats):
        load = os.getloadavg()[0]
        per_game, floor = asyncio.run(repetition(args.games, seed=number))
        upkeep.append(per_game)
        print(f"| {number + 1} | {load:.1f} | {per_game:.2f} | {floor:.2f} |")
    print(f"\nmedian upkeep: {statistics.median(upkeep):.2f} ms per game, {args.games} games")


if __name__ == "__main__":
    main()
