"""Plays games into a database forever, printing one line per commit; the crash-safety test
kills it with SIGKILL at arbitrary moments and checks what survived.

Usage: python crash_child.py DB_PATH_OR_POSTGRESQL_URL [CHECKPOINT_MARK]
CHECKPOINT_MARK (SQLite only) makes the log copied back every so many pages, so that kills
land in the middle of checkpoints too.
Each line is "<game id> <version>", printed only after the commit returned.
The policy is deterministic: stop when the stop takes a tile, else the first legal action
(so games end and new ones start within a test run).
"""

from __future__ import annotations

import asyncio
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from engine.pickomino import Action, Game, Settings, snapshot
from storage import GameStatus, GameStore, Seat, SeatResult, SqliteGameStore, StoredGame
from storage.opening import is_postgres_url, open_store

CHANNEL = 77
SEATS = 3


def choose(game: Game) -> Action:
    actions = game.legal_actions()
    for action in actions:
        if str(action) == "stop" and game.stop_outcome().kind != "bust":
            return action
    return actions[0]


def results(game: Game) -> list[SeatResult]:
    return [
        SeatResult(p.seat, p.place, p.worms, tuple(game.stacks[p.seat]), p.place == 1)
        for p in game.ranking()
    ]


def confirm(game_id: int, version: int) -> None:
    """One write per line: with PYTHONUNBUFFERED set, print() would write the id, the space and
    the version separately, and a kill between them would leave half a line."""
    sys.stdout.write(f"{game_id} {version}\n")
    sys.stdout.flush()


async def start(store: GameStore, lobby: StoredGame) -> None:
    seed = lobby.id * 1_000
    game = Game.new(rules=lobby.rules, seats=len(lobby.seats), seed=seed, settings=Settings())
    version = await store.start_game(
        lobby.id, lobby.version, seed=seed, state_json=snapshot.to_json(game), deadline=None
    )
    confirm(lobby.id, version)


async def play(store: GameStore, stored: StoredGame) -> None:
    assert stored.state_json is not None
    game = snapshot.from_json(stored.state_json)
    seat = game.current_seat
    action = choose(game)
    game.apply(action)
    version = await store.apply_action(
        stored.id,
        stored.version,
        seat=seat,
        action=str(action),
        state_json=snapshot.to_json(game),
        deadline=None if game.is_over else datetime.now(UTC) + timedelta(minutes=5),
        results=results(game) if game.is_over else None,
    )
    confirm(stored.id, version)


async def step(store: GameStore) -> None:
    """One commit: open a lobby, start it, or play one action, whatever the stored game needs;
    so a killed run resumes from exactly what was committed."""
    stored = await store.active_game_in_channel(CHANNEL)
    if stored is None:
        lobby = await store.create_game(
            guild_id=1,
            channel_id=CHANNEL,
            owner_id=1,
            rules="classic",
            settings_json="{}",
            seats=[Seat.human(seat + 1, f"player {seat}") for seat in range(SEATS)],
        )
        confirm(lobby.id, lobby.version)
    elif stored.status is GameStatus.LOBBY:
        await start(store, stored)
    else:
        await play(store, stored)


async def main(where: str, checkpoint_mark: str | None) -> None:
    url = where if is_postgres_url(where) else None
    if checkpoint_mark is None:
        store = await open_store(url, Path(where))
    else:
        store = await SqliteGameStore.open(where, checkpoint_mark=int(checkpoint_mark))
    while True:
        await step(store)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None))
