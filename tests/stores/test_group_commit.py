"""Writes that queue up while SQLite's writer is busy are committed together (group commit,
storage/connections.py), each with the outcome it would have had alone: a stale version is
refused, a statement SQLite rejects fails, and every other write of the batch is stored."""

import asyncio
import sqlite3
from pathlib import Path

import pytest

from storage import SqliteGameStore, VersionConflict
from stores.helpers import running, state

GAMES = 12


@pytest.mark.parametrize("with_rejected", [False, True], ids=["committed", "rolled-back"])
async def test_concurrent_writes_each_get_their_own_outcome(
    tmp_path: Path, with_rejected: bool
) -> None:
    """Without the rejected statement the batch commits as one; with it, the batch is rolled
    back and its writes run again one by one."""
    store = await SqliteGameStore.open(tmp_path / "games.db")
    try:
        games = [await running(store, channel_id=100 + number) for number in range(GAMES)]

        async def move(number: int) -> int:
            game = games[number]
            stale = number % 4 == 3
            return await store.apply_action(
                game.id,
                game.version - 1 if stale else game.version,
                seat=0,
                action="roll",
                state_json=state(number),
                deadline=None,
            )

        async def rejected() -> int:
            return await store._db.write("INSERT INTO games (id) VALUES (?)", (games[0].id,))

        extra = [rejected()] if with_rejected else []
        outcomes = await asyncio.gather(
            *(move(number) for number in range(GAMES)), *extra, return_exceptions=True
        )
        moves = outcomes[:GAMES]
        if with_rejected:
            assert isinstance(outcomes[GAMES], sqlite3.IntegrityError)
        for number, outcome in enumerate(moves):
            game = games[number]
            stored = await store.get_game(game.id)
            if number % 4 == 3:
                assert isinstance(outcome, VersionConflict)
                assert stored.version == game.version and stored.state_json == game.state_json
            else:
                assert outcome == game.version + 1
                assert stored.version == game.version + 1 and stored.state_json == state(number)
                assert [entry.action for entry in await store.action_log(game.id)] == ["roll"]
    finally:
        await store.close()


async def test_a_write_cancelled_while_it_waits_is_not_made(tmp_path: Path) -> None:
    store = await SqliteGameStore.open(tmp_path / "games.db")
    try:
        first, second = await running(store, channel_id=1), await running(store, channel_id=2)
        moves = [
            asyncio.create_task(
                store.apply_action(
                    game.id, game.version, seat=0, action="roll", state_json=state(1), deadline=None
                )
            )
            for game in (first, second)
        ]
        await asyncio.sleep(0)
        moves[1].cancel()
        assert await moves[0] == first.version + 1
        with pytest.raises(asyncio.CancelledError):
            await moves[1]
        assert (await store.get_game(second.id)).version == second.version
    finally:
        await store.close()
