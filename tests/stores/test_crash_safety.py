"""SIGKILL a process that is saving actions, at arbitrary moments; nothing committed may be
lost, nothing may be applied twice, and each stored state must equal the replay of its log."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sys
from pathlib import Path

from engine.pickomino import Action, Game, Settings, snapshot
from storage import ActionLogEntry, GameStatus, GameStore, StoredGame
from stores.backends import Backend
from stores.crash_child import CHANNEL

CHILD = Path(__file__).with_name("crash_child.py")
REPO = Path(__file__).resolve().parents[2]
CHILD_ENV = {
    **os.environ,
    "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]),
}
KILLS = 8
LINE_TIMEOUT = 20


def _replay(game: StoredGame, log: list[ActionLogEntry]) -> Game:
    assert game.seed is not None
    replayed = Game.new(
        rules=game.rules, seats=len(game.seats), seed=game.seed, settings=Settings()
    )
    for entry in log:
        assert entry.seat == replayed.current_seat
        replayed.apply(Action.parse(entry.action))
    return replayed


async def _stored_games(store: GameStore) -> list[StoredGame]:
    last = await store.last_game_in_channel(CHANNEL)
    return [] if last is None else [await store.get_game(i) for i in range(1, last.id + 1)]


async def _check(store: GameStore, confirmed: dict[int, int]) -> int:
    """Check every stored game against its log and the confirmed commits; return how many
    commits the database holds beyond the confirmed ones."""
    unconfirmed = 0
    for game in await _stored_games(store):
        assert game.version >= confirmed.get(game.id, 0), "a confirmed commit was lost"
        unconfirmed += game.version - confirmed.get(game.id, 0)
        if game.status is GameStatus.LOBBY:
            continue
        log = await store.action_log(game.id)
        versions = [entry.version for entry in log]
        assert versions == list(range(3, game.version + 1)), "log not contiguous"
        replayed = _replay(game, log)
        assert snapshot.to_json(replayed) == game.state_json
        assert (game.status is GameStatus.FINISHED) == replayed.is_over
        if replayed.is_over:
            results = await store.results_for_game(game.id)
            assert [r.worms for r in results] == [
                p.worms for p in sorted(replayed.ranking(), key=lambda p: p.seat)
            ]
    return unconfirmed


async def _run_child_until_killed(
    backend: Backend, commits: int, confirmed: dict[int, int], *options: str
) -> None:
    where = backend.url or str(backend.path)
    child = await asyncio.create_subprocess_exec(
        sys.executable, str(CHILD), where, *options, stdout=asyncio.subprocess.PIPE, env=CHILD_ENV
    )
    assert child.stdout is not None
    try:
        for _ in range(commits):
            line = await asyncio.wait_for(child.stdout.readline(), LINE_TIMEOUT)
            assert line, "the child stopped before being killed"
            game_id, version = map(int, line.split())
            confirmed[game_id] = version
    finally:
        child.send_signal(signal.SIGKILL)
        rest = await asyncio.wait_for(child.stdout.read(), LINE_TIMEOUT)
        await child.wait()
    for printed in rest.splitlines():
        game_id, version = map(int, printed.split())
        confirmed[game_id] = version
    assert child.returncode == -signal.SIGKILL


async def test_state_equals_replay_after_every_kill(backend: Backend) -> None:
    await _kill_and_check(backend, ())


async def test_a_kill_during_a_checkpoint_loses_nothing(db_path: Path) -> None:
    """SQLite only: with a mark of 2 pages the child's background task copies the log back
    every commit or two (storage/wal_checkpoints.py), so kills land in checkpoints too."""
    await _kill_and_check(Backend("sqlite", db_path, None), ("2",))


async def _kill_and_check(backend: Backend, options: tuple[str, ...]) -> None:
    rng = random.Random(20240229)
    confirmed: dict[int, int] = {}
    finished_games = 0
    for _ in range(KILLS):
        await _run_child_until_killed(backend, rng.randint(1, 400), confirmed, *options)
        store = await backend.open()
        try:
            assert await _check(store, confirmed) in (0, 1)
            games = await _stored_games(store)
        finally:
            await store.close()
        confirmed = {game.id: game.version for game in games}
        finished_games = sum(game.status is GameStatus.FINISHED for game in games)
    assert finished_games >= 1, "the run should have crossed the end of a game"
