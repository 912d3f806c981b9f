"""The state a process saved is kept decoded for its game's next move (tables/decoded_states.py):
the next move starts from the state stored now, whichever process saved it, and a move that
fails leaves no changed state behind."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from engine.pickomino import Game, snapshot
from engine.pickomino.policies import cautious_action
from storage import Seat, SqliteGameStore
from tables.errors import UserError
from tables.pickomino.options import TableOptions
from tables.service import TableService

SEED = 4242
HOST = 100


@pytest.fixture
async def stores(tmp_path: Path) -> AsyncIterator[tuple[SqliteGameStore, SqliteGameStore]]:
    """Two processes' stores on one database."""
    first = await SqliteGameStore.open(tmp_path / "games.db", durable=False)
    second = await SqliteGameStore.open(tmp_path / "games.db", durable=False)
    yield first, second
    await first.close()
    await second.close()


async def test_moves_alternating_between_two_processes_follow_the_stored_game(stores) -> None:
    here, there = (TableService(store, lambda: SEED) for store in stores)
    options = TableOptions().to_json()
    stored = await here.open_lobby(1, 2, Seat.human(HOST, "Ann"), "extension", options)
    stored = await here.join(stored.id, Seat.human(HOST + 1, "Bob"))
    played = await here.start(stored.id, HOST)
    reference = Game.new("extension", 2, SEED)
    for move in range(40):
        tables = (here, here, there)[move % 3]
        action = cautious_action(reference)
        stored = played.stored
        played = await tables.play(stored.id, stored.version, HOST + reference.current, str(action))
        reference.apply(action)
        assert snapshot.to_json(played.game) == snapshot.to_json(reference)
        if reference.is_over:
            break


async def test_a_refused_move_leaves_the_next_move_the_stored_state(stores) -> None:
    tables = TableService(stores[0], lambda: SEED)
    options = TableOptions().to_json()
    stored = await tables.open_lobby(1, 2, Seat.human(HOST, "Ann"), "classic", options)
    stored = await tables.join(stored.id, Seat.human(HOST + 1, "Bob"))
    started = await tables.start(stored.id, HOST)
    game_id, version = started.stored.id, started.stored.version
    with pytest.raises(UserError):
        await tables.play(game_id, version, HOST, "stop")
    with pytest.raises(UserError):
        await tables.play(game_id, version, HOST + 1, "roll")
    rolled = await tables.play(game_id, version, HOST, "roll")
    reference = Game.new("classic", 2, SEED)
    reference.apply(cautious_action(reference))
    assert snapshot.to_json(rolled.game) == snapshot.to_json(reference)
