"""After `db copy`: a sample of games read back from both databases, and replayed.

Each sampled game must read back identical from SQLite and PostgreSQL (row, seats, action log,
results), and its action log, replayed from its seed, must give back its stored state: the log
is the history of a game, so a copy that lost or reordered a move, or changed a state, is
caught before anyone plays on it. The engine is imported here, not in `storage`, which
stays independent of any game.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from engine.pickomino import Action, Game, snapshot
from engine.pickomino.errors import IllegalAction
from storage import ActionLogEntry, GameStore, StoredGame
from storage.postgres import PostgresGameStore
from storage.sqlite_store import SqliteGameStore

PICKOMINO = "pickomino"
"""The kind whose engine replays logs here; games of other kinds are compared row for row."""
SAMPLE = 25
"""Games checked, spread evenly over the ids, the first and the last included."""


def replays_to_its_state(game: StoredGame, log: list[ActionLogEntry]) -> bool:
    """False too for a stored state the engine cannot read, or a logged move it refuses: the
    copy is then reported as differing, in words, rather than ending in a traceback."""
    if game.seed is None or game.state_json is None:
        return not log
    try:
        final = snapshot.from_json(game.state_json)
        replayed = Game.new(game.rules, len(game.seats), game.seed, final.settings)
        for entry in log:
            replayed.apply(Action.parse(entry.action))
    except (ValueError, IllegalAction):
        return False
    return snapshot.to_json(replayed) == game.state_json


def sample(ids: list[int], size: int = SAMPLE) -> list[int]:
    if len(ids) <= size:
        return ids
    return sorted({ids[round(index * (len(ids) - 1) / (size - 1))] for index in range(size)})


async def compare_copied_games(source: Path, url: str) -> tuple[int, tuple[int, str] | None]:
    """How many games were checked, and the first game that differs with what differs."""
    copy = await PostgresGameStore.open(url)
    try:
        original = await SqliteGameStore.open(source)
        try:
            checked = 0
            for game_id in sample(_game_ids(source)):
                problem = await _difference(original, copy, game_id)
                if problem is not None:
                    return checked, (game_id, problem)
                checked += 1
            return checked, None
        finally:
            await original.close()
    finally:
        await copy.close()


def _game_ids(source: Path) -> list[int]:
    with closing(sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True)) as lite:
        return [game_id for (game_id,) in lite.execute("SELECT id FROM games ORDER BY id")]


async def _difference(original: GameStore, copy: GameStore, game_id: int) -> str | None:
    game = await original.get_game(game_id)
    if await copy.get_game(game_id) != game:
        return "game row or seats"
    log = await original.action_log(game_id)
    if await copy.action_log(game_id) != log:
        return "action log"
    if await copy.results_for_game(game_id) != await original.results_for_game(game_id):
        return "results"
    replayable = game.kind == PICKOMINO and game.state_json is not None
    if replayable and not replays_to_its_state(game, log):
        return "replaying the log does not give the stored state"
    return None
