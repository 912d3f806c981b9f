"""One unreadable game is flagged and reported; it never stops the others."""

from __future__ import annotations

import logging
from collections.abc import Callable

import pytest

from engine.pickomino import Game, Settings, snapshot
from storage import (
    BrokenGame,
    GameStore,
    VersionConflict,
    WrongStatus,
    load_state,
)
from stores.backends import Backend
from stores.helpers import lobby, running, state


def _refuse(text: str) -> object:
    raise ValueError("not a game")


async def _running_engine_game(store: GameStore, channel_id: int) -> int:
    game = await lobby(store, channel_id=channel_id)
    engine_game = Game.new(rules="classic", seats=2, seed=channel_id, settings=Settings())
    await store.start_game(
        game.id,
        game.version,
        seed=channel_id,
        state_json=snapshot.to_json(engine_game),
        deadline=None,
    )
    return game.id


async def test_corrupted_state_on_disk_breaks_only_its_game(
    backend: Backend, expect_error: Callable[[str], None]
) -> None:
    expect_error("game 1 marked broken")
    store = await backend.open()
    damaged = await _running_engine_game(store, channel_id=1)
    healthy = await _running_engine_game(store, channel_id=2)
    await store.close()
    await backend.corrupt_state(damaged, '{"rules": "cla')

    store = await backend.open()
    with pytest.raises(BrokenGame, match="game 1 in channel 1 is broken") as broken:
        await load_state(store, await store.get_game(damaged), snapshot.from_json)
    assert broken.value.channel_id == 1
    flagged = await store.get_game(damaged)
    assert flagged.is_broken and flagged.broken_reason == broken.value.reason
    loaded = await load_state(store, await store.get_game(healthy), snapshot.from_json)
    assert loaded.current_seat == 0
    await store.close()


async def test_a_broken_game_is_reported_every_time_it_is_touched(
    store: GameStore, caplog: pytest.LogCaptureFixture, expect_error: Callable[[str], None]
) -> None:
    expect_error("marked broken")
    game = await running(store)
    with caplog.at_level(logging.ERROR), pytest.raises(BrokenGame, match="not a game"):
        await load_state(store, game, _refuse)
    assert "marked broken" in caplog.text

    flagged = await store.get_game(game.id)
    assert flagged.version == game.version + 1
    with pytest.raises(BrokenGame):
        await load_state(store, flagged, snapshot.from_json)
    with pytest.raises(BrokenGame, match="not a game"):
        await store.apply_action(
            game.id, flagged.version, seat=0, action="roll", state_json=state(1), deadline=None
        )
    await store.abandon_game(game.id, flagged.version)
    assert await store.active_game_in_channel(game.channel_id) is None


async def test_a_state_replaced_meanwhile_is_not_flagged(store: GameStore) -> None:
    game = await running(store)
    await store.apply_action(
        game.id, game.version, seat=0, action="roll", state_json=state(1), deadline=None
    )
    with pytest.raises(VersionConflict):
        await load_state(store, game, _refuse)
    assert not (await store.get_game(game.id)).is_broken


async def test_a_lobby_has_no_state_to_load(store: GameStore) -> None:
    game = await lobby(store)
    with pytest.raises(WrongStatus, match="cannot load an engine state"):
        await load_state(store, game, snapshot.from_json)
