"""Games through their whole life, each stage read back after closing and reopening the file."""

from __future__ import annotations

import pytest

from storage import (
    ChannelBusy,
    GameNotFound,
    GameStatus,
    GameStore,
    Seat,
    SeatResult,
    VersionConflict,
    WrongStatus,
)
from stores.backends import Backend
from stores.helpers import CHANNEL, GUILD, OWNER, at, lobby, people, running, state


async def _reopen(store: GameStore, backend: Backend) -> GameStore:
    await store.close()
    return await backend.open()


@pytest.mark.parametrize("durable", [True, False])
async def test_every_stage_survives_a_restart(backend: Backend, durable: bool) -> None:
    store = await backend.open(durable=durable)
    assert await store.durable() is durable
    ann, bot = Seat.human(1, "Ann"), Seat.computer(2, "Robot")

    created = await lobby(store, seats=[ann])
    assert (created.status, created.version, created.seats) == (GameStatus.LOBBY, 1, (ann,))
    assert (created.state_json, created.seed, created.deadline) == (None, None, None)
    store = await _reopen(store, backend)
    assert await store.get_game(created.id) == created

    version = await store.update_lobby(created.id, 1, seats=[ann, bot], rules="extension")
    in_lobby = await store.get_game(created.id)
    assert (in_lobby.version, in_lobby.seats, in_lobby.rules) == (2, (ann, bot), "extension")
    store = await _reopen(store, backend)
    assert await store.get_game(created.id) == in_lobby

    version = await store.start_game(
        created.id, version, seed=99, state_json=state(0), deadline=at(30), seats=[bot, ann]
    )
    started = await store.get_game(created.id)
    assert (started.status, started.version, started.seed) == (GameStatus.RUNNING, 3, 99)
    assert (started.seats, started.state_json, started.deadline) == ((bot, ann), state(0), at(30))
    store = await _reopen(store, backend)
    assert await store.get_game(created.id) == started

    version = await store.apply_action(
        created.id, version, seat=0, action="roll", state_json=state(1), deadline=at(60)
    )
    playing = await store.get_game(created.id)
    assert (playing.version, playing.state_json, playing.deadline) == (4, state(1), at(60))
    store = await _reopen(store, backend)
    assert await store.get_game(created.id) == playing

    results = [SeatResult(0, 2, 1, (21,), False), SeatResult(1, 1, 4, (33, 25), True)]
    version = await store.apply_action(
        created.id,
        version,
        seat=1,
        action="stop",
        state_json=state(2),
        deadline=None,
        results=results,
    )
    finished = await store.get_game(created.id)
    assert (finished.status, finished.version, finished.deadline) == (GameStatus.FINISHED, 5, None)
    assert finished.finished_at is not None
    store = await _reopen(store, backend)
    assert await store.get_game(created.id) == finished
    assert [entry.action for entry in await store.action_log(created.id)] == ["roll", "stop"]
    stored = await store.results_for_game(created.id)
    assert [(r.seat, r.rank, r.worms, r.tiles, r.won) for r in stored] == [
        (0, 2, 1, (21,), False),
        (1, 1, 4, (33, 25), True),
    ]
    await store.close()


async def test_an_abandoned_game_survives_a_restart(backend: Backend) -> None:
    store = await backend.open()
    game = await running(store)
    await store.abandon_game(game.id, game.version)
    abandoned = await store.get_game(game.id)
    assert (abandoned.status, abandoned.deadline) == (GameStatus.ABANDONED, None)
    assert abandoned.finished_at is not None
    store = await _reopen(store, backend)
    assert await store.get_game(game.id) == abandoned
    await store.close()


async def test_each_backend_is_a_game_store(store: GameStore) -> None:
    typed: GameStore = store
    assert await typed.active_game_in_channel(CHANNEL) is None


async def test_one_open_game_per_channel(store: GameStore) -> None:
    first = await lobby(store)
    with pytest.raises(ChannelBusy, match=f"channel {CHANNEL} already has an open game") as busy:
        await lobby(store)
    assert busy.value.game_id == first.id
    other_channel = await lobby(store, channel_id=CHANNEL + 1)
    assert other_channel.channel_id == CHANNEL + 1

    await store.abandon_game(first.id, first.version)
    second = await lobby(store)
    assert (await store.active_game_in_channel(CHANNEL)) == second
    assert (await store.last_game_in_channel(CHANNEL)) == second


async def test_the_schema_itself_refuses_a_second_open_game(
    store: GameStore, backend: Backend
) -> None:
    await lobby(store)
    with pytest.raises(backend.integrity_error, match=r"(?i)unique|duplicate key"):
        await backend.execute(
            "INSERT INTO games (guild_id, channel_id, owner_id, rules, settings_json, status,"
            " version, created_at, updated_at) VALUES (1, ?, 1, 'classic', '{}', 'lobby',"
            " 1, 0, 0)",
            CHANNEL,
        )


async def test_last_game_in_channel_includes_closed_games(store: GameStore) -> None:
    assert await store.last_game_in_channel(CHANNEL) is None
    game = await running(store)
    await store.abandon_game(game.id, game.version)
    assert await store.active_game_in_channel(CHANNEL) is None
    last = await store.last_game_in_channel(CHANNEL)
    assert last is not None and last.id == game.id


async def test_a_stale_version_conflicts_and_leaves_the_game_intact(
    store: GameStore,
) -> None:
    game = await running(store)
    await store.apply_action(
        game.id, game.version, seat=0, action="roll", state_json=state(1), deadline=None
    )
    before = await store.get_game(game.id)
    with pytest.raises(VersionConflict, match="expected version 2, found 3"):
        await store.apply_action(
            game.id, game.version, seat=1, action="stop", state_json=state(9), deadline=None
        )
    assert await store.get_game(game.id) == before
    assert len(await store.action_log(game.id)) == 1


async def test_changes_that_do_not_apply_to_the_status_are_refused(
    store: GameStore,
) -> None:
    game = await lobby(store)
    with pytest.raises(WrongStatus, match="is lobby: cannot apply an action"):
        await store.apply_action(
            game.id, game.version, seat=0, action="roll", state_json=state(1), deadline=None
        )
    version = await store.start_game(
        game.id, game.version, seed=1, state_json=state(0), deadline=None
    )
    with pytest.raises(WrongStatus, match="is running: cannot start"):
        await store.start_game(game.id, version, seed=1, state_json=state(0), deadline=None)
    with pytest.raises(WrongStatus, match="is running: cannot change the lobby"):
        await store.update_lobby(game.id, version, seats=people(3))
    version = await store.abandon_game(game.id, version)
    with pytest.raises(WrongStatus, match="is abandoned: cannot abandon"):
        await store.abandon_game(game.id, version)


async def test_unknown_games_are_reported(store: GameStore) -> None:
    with pytest.raises(GameNotFound, match="game 404 does not exist"):
        await store.get_game(404)
    with pytest.raises(GameNotFound):
        await store.apply_action(404, 1, seat=0, action="roll", state_json="{}", deadline=None)
    with pytest.raises(GameNotFound):
        await store.set_message_id(404, 1)
    with pytest.raises(GameNotFound):
        await store.action_log(404)


async def test_the_message_id_is_not_a_game_change(store: GameStore) -> None:
    """A re-posted message must not make a player's click conflict."""
    game = await running(store)
    await store.set_message_id(game.id, 123456789012345678)
    shown = await store.get_game(game.id)
    assert (shown.message_id, shown.version) == (123456789012345678, game.version)
    await store.apply_action(
        game.id, game.version, seat=0, action="roll", state_json=state(1), deadline=None
    )


async def test_bad_input_is_refused_before_anything_is_written(store: GameStore) -> None:
    with pytest.raises(ValueError, match="only one seat"):
        await lobby(store, seats=[Seat.human(1, "Ann"), Seat.human(1, "Ann again")])
    assert await store.active_game_in_channel(CHANNEL) is None
    game = await lobby(store)
    with pytest.raises(ValueError, match="64-bit"):
        await store.start_game(game.id, 1, seed=2**64, state_json=state(0), deadline=None)
    with pytest.raises(ValueError, match="no time zone"):
        await store.start_game(
            game.id, 1, seed=1, state_json=state(0), deadline=at(0).replace(tzinfo=None)
        )
    assert await store.get_game(game.id) == game


async def test_the_action_log_is_append_only(store: GameStore, backend: Backend) -> None:
    game = await running(store)
    version = await store.apply_action(
        game.id, game.version, seat=1, action="aside:4", state_json=state(1), deadline=None
    )
    await store.apply_action(
        game.id,
        version,
        seat=1,
        action="stop",
        state_json=state(2),
        deadline=None,
        automatic=True,
    )
    first, second = await store.action_log(game.id)
    assert (first.game_id, first.version, first.seat, first.action, first.automatic) == (
        game.id,
        version,
        1,
        "aside:4",
        False,
    )
    assert (second.version, second.action, second.automatic) == (version + 1, "stop", True)
    for statement in ("UPDATE action_log SET action = 'stop'", "DELETE FROM action_log"):
        with pytest.raises(backend.integrity_error, match="append-only"):
            await backend.execute(statement)


async def test_results_must_cover_every_seat_or_nothing_is_saved(
    store: GameStore,
) -> None:
    game = await running(store)
    with pytest.raises(ValueError, match="2 seats but results were given for 3"):
        await store.apply_action(
            game.id,
            game.version,
            seat=0,
            action="stop",
            state_json=state(1),
            deadline=None,
            results=[SeatResult(seat, seat + 1, 0, (), seat == 0) for seat in range(3)],
        )
    assert await store.get_game(game.id) == game
    assert await store.action_log(game.id) == []
    assert await store.results_for_game(game.id) == []


async def test_results_carry_who_sat_where(store: GameStore) -> None:
    seats = [Seat.human(OWNER, "Ann"), Seat.computer(3, "Robot")]
    for channel, rules in ((1, "classic"), (2, "extension")):
        game = await lobby(store, channel_id=channel, seats=seats)
        if rules == "extension":
            await store.update_lobby(game.id, game.version, seats=seats, rules=rules)
            game = await store.get_game(game.id)
        version = await store.start_game(
            game.id, game.version, seed=5, state_json=state(0), deadline=None
        )
        await store.apply_action(
            game.id,
            version,
            seat=0,
            action="stop",
            state_json=state(1),
            deadline=None,
            results=[SeatResult(0, 1, 3, (24, 21), True), SeatResult(1, 2, 0, (), False)],
        )
    everything = await store.results_for_guild(GUILD)
    assert [(r.rules, r.user_id, r.computer_level, r.display_name) for r in everything] == [
        ("classic", OWNER, None, "Ann"),
        ("classic", None, 3, "Robot"),
        ("extension", OWNER, None, "Ann"),
        ("extension", None, 3, "Robot"),
    ]
    extension = await store.results_for_guild(GUILD, rules="extension")
    assert [(r.seat, r.won, r.tiles) for r in extension] == [(0, True, (24, 21)), (1, False, ())]
    assert await store.results_for_guild(GUILD + 1) == []


async def test_a_game_keeps_the_kind_it_was_created_with(store: GameStore) -> None:
    """Migration 0004: tables address their game by kind; the default is Pickomino."""
    default = await lobby(store)
    assert default.kind == "pickomino"
    other = await store.create_game(
        guild_id=GUILD,
        channel_id=CHANNEL + 1,
        owner_id=OWNER,
        rules="standard",
        settings_json="{}",
        seats=people(3),
        kind="pickpic",
    )
    assert (await store.get_game(other.id)).kind == "pickpic"
    await store.start_game(other.id, other.version, seed=1, state_json=state(0), deadline=None)
    await store.apply_action(
        other.id,
        other.version + 1,
        seat=0,
        action="vote:1",
        state_json=state(1),
        deadline=None,
        results=[SeatResult(seat, seat + 1, 3 - seat, (), seat == 0) for seat in range(3)],
    )
    assert {result.kind for result in await store.results_for_game(other.id)} == {"pickpic"}
