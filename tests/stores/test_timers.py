"""Deadlines of pending decisions: stored with the action, found again after a restart."""

import pytest

from storage import GameStore, SeatResult, Shards, VersionConflict, WrongStatus
from stores.backends import Backend
from stores.helpers import at, lobby, people, running, state


async def test_deadlines_follow_the_actions_and_survive_a_restart(backend: Backend) -> None:
    store = await backend.open()
    first = await running(store, channel_id=1)
    second = await running(store, channel_id=2)
    await store.apply_action(
        second.id, second.version, seat=0, action="roll", state_json=state(1), deadline=at(10)
    )
    assert await store.next_deadline() == at(10)
    await store.close()

    store = await backend.open()
    assert await store.next_deadline() == at(10)
    assert await store.due_timers(at(9)) == []
    (due,) = await store.due_timers(at(10))
    assert (due.game_id, due.channel_id, due.deadline, due.version) == (second.id, 2, at(10), 3)
    assert [timer.game_id for timer in await store.due_timers(at(60))] == [second.id, first.id]
    await store.close()


async def test_a_timer_loses_to_the_player_who_acted_first(store: GameStore) -> None:
    game = await running(store)
    (timer,) = await store.due_timers(at(60))
    await store.apply_action(
        game.id, game.version, seat=0, action="stop", state_json=state(1), deadline=at(120)
    )
    with pytest.raises(VersionConflict):
        await store.apply_action(
            timer.game_id, timer.version, seat=0, action="roll", state_json="{}", deadline=None
        )
    assert (await store.get_game(game.id)).deadline == at(120)


async def test_no_deadline_clears_the_timer(store: GameStore) -> None:
    game = await running(store)
    await store.apply_action(
        game.id, game.version, seat=0, action="roll", state_json=state(1), deadline=None
    )
    assert await store.next_deadline() is None
    assert await store.due_timers(at(10**6)) == []


async def test_closing_a_game_clears_its_timer(store: GameStore) -> None:
    finished = await running(store, channel_id=1)
    await store.apply_action(
        finished.id,
        finished.version,
        seat=0,
        action="stop",
        state_json=state(1),
        deadline=at(5),
        results=[SeatResult(0, 1, 1, (21,), True), SeatResult(1, 2, 0, (), False)],
    )
    abandoned = await running(store, channel_id=2)
    await store.abandon_game(abandoned.id, abandoned.version)
    assert await store.next_deadline() is None


async def test_set_and_clear_deadline_outside_actions(store: GameStore) -> None:
    game = await running(store)
    await store.set_deadline(game.id, game.version, at(5))
    assert (await store.get_game(game.id)).version == game.version
    assert await store.next_deadline() == at(5)
    await store.clear_deadline(game.id)
    assert await store.next_deadline() is None
    with pytest.raises(VersionConflict):
        await store.set_deadline(game.id, game.version - 1, at(5))
    waiting = await lobby(store, channel_id=99)
    with pytest.raises(WrongStatus, match="cannot set a deadline"):
        await store.set_deadline(waiting.id, waiting.version, at(5))


async def test_each_process_sees_the_timers_of_its_own_shards(store: GameStore) -> None:
    """Discord puts a server on shard (id >> 22) % count; a process running shard 1 of 2 must
    fire the timers of shard 1's servers only."""
    guilds = {shard: (1_000 + shard) << 22 for shard in range(2)}
    games = {}
    for shard, guild in guilds.items():
        lobby_game = await store.create_game(
            guild_id=guild,
            channel_id=500 + shard,
            owner_id=1,
            rules="classic",
            settings_json="{}",
            seats=people(2),
        )
        await store.start_game(
            lobby_game.id, 1, seed=1, state_json=state(0), deadline=at(10 + shard)
        )
        games[shard] = lobby_game.id
    for shard in range(2):
        mine = Shards(2, (shard,))
        assert [timer.game_id for timer in await store.due_timers(at(60), mine)] == [games[shard]]
        assert await store.next_deadline(mine) == at(10 + shard)
    both = Shards(2, (0, 1))
    assert [timer.game_id for timer in await store.due_timers(at(60), both)] == [games[0], games[1]]
    assert await store.next_deadline(Shards(4, (3,))) is None
    assert Shards(2, (1,)).owns(guilds[1]) and not Shards(2, (1,)).owns(guilds[0])
    with pytest.raises(ValueError, match="between 0 and 1"):
        Shards(2, (2,))
