"""Racing writers: exactly one wins each version, the log stays contiguous."""

from __future__ import annotations

import asyncio

from storage import GameStore, VersionConflict
from stores.backends import Backend
from stores.helpers import running, state

TASKS = 24
ROUNDS = 15


async def _race(stores: list[GameStore], game_id: int) -> dict[int, list[int]]:
    """Every task reads the game, waits until all have read it, then tries to save an action;
    repeated for several rounds. Returns the winning task ids per version."""
    barrier = asyncio.Barrier(TASKS)
    winners: dict[int, list[int]] = {}

    async def task(number: int) -> None:
        store = stores[number % len(stores)]
        for _ in range(ROUNDS):
            game = await store.get_game(game_id)
            await barrier.wait()
            try:
                version = await store.apply_action(
                    game_id,
                    game.version,
                    seat=number % 2,
                    action=f"aside:{number}",
                    state_json=state(number),
                    deadline=None,
                )
            except VersionConflict:
                pass
            else:
                winners.setdefault(version, []).append(number)
            await barrier.wait()

    async with asyncio.timeout(30):
        await asyncio.gather(*(task(number) for number in range(TASKS)))
    return winners


async def _check(store: GameStore, game_id: int, start: int, winners: dict[int, list[int]]) -> None:
    assert sorted(winners) == list(range(start + 1, start + ROUNDS + 1))
    assert all(len(tasks) == 1 for tasks in winners.values())
    log = await store.action_log(game_id)
    assert [entry.version for entry in log] == sorted(winners)
    assert [entry.action for entry in log] == [f"aside:{winners[e.version][0]}" for e in log]
    final = await store.get_game(game_id)
    assert final.version == start + ROUNDS
    assert final.state_json == state(winners[final.version][0])


async def test_tasks_sharing_one_store(store: GameStore) -> None:
    game = await running(store)
    winners = await _race([store], game.id)
    await _check(store, game.id, game.version, winners)


async def test_tasks_on_separate_stores_of_one_database(backend: Backend) -> None:
    """As if several bot processes shared the database: its own locking must hold (SQLite's
    file lock, PostgreSQL's row locks)."""
    stores = [await backend.open() for _ in range(4)]
    try:
        game = await running(stores[0])
        winners = await _race(stores, game.id)
        await _check(stores[0], game.id, game.version, winners)
    finally:
        for store in stores:
            await store.close()
