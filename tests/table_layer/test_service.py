"""The table layer on its own: no Discord, no terminal, a real SQLite file.

Lobby rules, turn order, stale boards, turn timers and computer turns as stored deadlines,
removal (F8), results and the replayed history, all through tables.service.TableService.
"""

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from engine.pickomino import Game, snapshot
from engine.pickomino.policies import cautious_action
from storage import GameStatus, Seat, SqliteGameStore, StoredGame
from tables.errors import UserError
from tables.pickomino.options import TableOptions
from tables.service import TableService

SEED = 31337
GUILD, CHANNEL, HOST = 1, 2, 100
NO_TIMER = TableOptions().to_json()
TIMER = TableOptions(turn_timer=60).to_json()


def person(number: int) -> Seat:
    return Seat.human(HOST + number, f"P{number}")


def computer_name(number: int) -> str:
    return f"C{number}"


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteGameStore]:
    """Commits are not synced to disk: these tests are about the layer, not power cuts (the
    storage tests cover those), and a synced commit per move would make them 30 times slower."""
    opened = await SqliteGameStore.open(tmp_path / "tables.db", durable=False)
    yield opened
    await opened.close()


def service(store: SqliteGameStore, computer_pause: float | None = None) -> TableService:
    return TableService(store, lambda: SEED, computer_pause)


async def refused(key: str, call) -> UserError:  # type: ignore[no-untyped-def]
    with pytest.raises(UserError) as raised:
        await call
    assert raised.value.key == key
    return raised.value


async def lobby(tables: TableService, players: int, settings: str = NO_TIMER) -> StoredGame:
    stored = await tables.open_lobby(GUILD, CHANNEL, person(0), "classic", settings)
    for number in range(1, players):
        stored = await tables.join(stored.id, person(number))
    return stored


# ------------------------------------------------------------------ lobby


async def test_a_lobby_seats_people_once_each_up_to_the_limit(store) -> None:
    tables = service(store)
    stored = await lobby(tables, 1)
    await refused(
        "error.channel_busy", tables.open_lobby(GUILD, CHANNEL, person(9), "classic", NO_TIMER)
    )
    await refused("error.already_joined", tables.join(stored.id, person(0)))
    for number in range(1, 7):
        stored = await tables.join(stored.id, person(number))
    await refused("error.lobby_full", tables.join(stored.id, person(7)))
    await refused("error.lobby_full", tables.add_computer(stored.id, HOST, computer_name))
    assert [seat.display_name for seat in stored.seats] == [f"P{n}" for n in range(7)]


async def test_only_the_host_starts_and_only_with_enough_players(store) -> None:
    tables = service(store)
    stored = await lobby(tables, 1)
    await refused("error.need_players", tables.start(stored.id, HOST))
    stored = await tables.join(stored.id, person(1))
    await refused("error.host_only", tables.start(stored.id, HOST + 1))
    started = await tables.start(stored.id, HOST)
    assert started.stored.status == GameStatus.RUNNING and started.stored.seed == SEED
    assert snapshot.to_json(started.game) == snapshot.to_json(Game.new("classic", 2, SEED))
    await refused("error.outdated", tables.join(stored.id, person(2)))
    await refused("error.outdated", tables.start(stored.id, HOST))


async def test_the_host_seats_and_takes_back_computers(store) -> None:
    tables = service(store)
    stored = await lobby(tables, 1)
    await refused("error.host_only", tables.add_computer(stored.id, HOST + 1, computer_name))
    await refused("error.no_computer", tables.remove_computer(stored.id, HOST))
    stored = await tables.add_computer(stored.id, HOST, computer_name)
    stored = await tables.add_computer(stored.id, HOST, computer_name)
    assert [(seat.display_name, seat.is_computer) for seat in stored.seats] == [
        ("P0", False),
        ("C1", True),
        ("C2", True),
    ]
    stored = await tables.remove_computer(stored.id, HOST)
    assert [seat.display_name for seat in stored.seats] == ["P0", "C1"]


async def test_leaving_a_lobby_frees_the_seat_and_the_host_leaving_closes_it(store) -> None:
    tables = service(store)
    stored = await lobby(tables, 3)
    await refused("error.not_in_game", tables.leave_lobby(stored.id, HOST + 9))
    stored = await tables.leave_lobby(stored.id, HOST + 1)
    assert [seat.user_id for seat in stored.seats] == [HOST, HOST + 2]
    stored = await tables.leave_lobby(stored.id, HOST)
    assert stored.status == GameStatus.ABANDONED
    assert await tables.open_game(CHANNEL) is None


async def test_a_lobby_is_cancelled_by_its_host_or_a_moderator_only(store) -> None:
    tables = service(store)
    stored = await lobby(tables, 2)
    await refused("error.host_only", tables.cancel_lobby(stored.id, HOST + 1))
    cancelled = await tables.cancel_lobby(stored.id, HOST + 1, moderator=True)
    assert cancelled.status == GameStatus.ABANDONED


async def test_a_rematch_seats_the_same_players_with_the_same_options(store) -> None:
    tables = service(store)
    stored = await lobby(tables, 3, TIMER)
    started = await tables.start(stored.id, HOST)
    while not started.game.is_over:
        started = await tables.play_due_turn(started.stored.id, started.stored.version, 99)
    await refused("error.not_in_game", tables.rematch(stored.id, HOST + 9))
    again = await tables.rematch(stored.id, HOST + 2)
    assert [seat.user_id for seat in again.seats] == [HOST + 2, HOST, HOST + 1]
    assert (again.owner_id, again.settings_json, again.kind) == (HOST + 2, TIMER, "pickomino")


# ------------------------------------------------------------------ turns


async def test_only_the_seat_to_play_moves_and_the_turn_passes_in_seat_order(store) -> None:
    tables = service(store)
    played = await tables.start((await lobby(tables, 3)).id, HOST)
    reference = Game.new("classic", 3, SEED)
    seats_seen = [0]
    while len(seats_seen) < 5:
        stored, game = played.stored, played.game
        seat = game.current
        others = [HOST + n for n in range(3) if n != seat]
        for other in others:
            error = await refused(
                "error.not_your_turn", tables.play(stored.id, stored.version, other, "roll")
            )
            assert error.values == {"name": f"P{seat}"}
        action = cautious_action(game)
        played = await tables.play(stored.id, stored.version, HOST + seat, str(action))
        reference.apply(action)
        if played.game.current != seats_seen[-1]:
            seats_seen.append(played.game.current)
    assert seats_seen == [0, 1, 2, 0, 1]
    assert snapshot.to_json(played.game) == snapshot.to_json(reference)


async def test_a_stale_or_forged_move_is_refused_and_changes_nothing(store) -> None:
    tables = service(store)
    started = await tables.start((await lobby(tables, 2)).id, HOST)
    game_id, version = started.stored.id, started.stored.version
    rolled = await tables.play(game_id, version, HOST, "roll")
    await refused("error.outdated", tables.play(game_id, version, HOST, "roll"))
    current = rolled.stored.version
    await refused("error.outdated", tables.play(game_id, current, HOST, "jump:3"))
    await refused("error.not_your_turn", tables.play(game_id, current, HOST, "remove:1"))
    await refused("error.illegal", tables.play(game_id, current, HOST, "stop"))
    await refused("error.outdated", tables.play(game_id + 99, current, HOST, "stop"))
    assert [entry.action for entry in await store.action_log(game_id)] == ["roll"]
    assert (await tables.get(game_id)).version == current


async def test_a_state_that_cannot_be_read_sets_the_game_aside(
    store, tmp_path, expect_error
) -> None:
    expect_error("game 1 marked broken")
    tables = service(store)
    started = await tables.start((await lobby(tables, 2)).id, HOST)
    broken = replace(started.stored, state_json=json.dumps({"not": "a game"}))
    await refused("error.broken_game", tables.load(broken))
    assert (await tables.get(started.stored.id)).is_broken


# ------------------------------------------------------------------ timers and computers


async def test_a_turn_timer_is_a_stored_deadline_that_finishes_the_turn(store) -> None:
    tables = service(store)
    started = await tables.start((await lobby(tables, 2, TIMER)).id, HOST)
    assert started.stored.deadline is not None
    timers = await store.due_timers(started.stored.deadline)
    assert [(timer.game_id, timer.version) for timer in timers] == [
        (started.stored.id, started.stored.version)
    ]
    done = await tables.play_due_turn(started.stored.id, started.stored.version, 3)
    assert done is not None and done.game.current == 1
    log = await store.action_log(started.stored.id)
    assert log and all(entry.automatic and entry.seat == 0 for entry in log)
    assert await tables.play_due_turn(started.stored.id, started.stored.version, 3) is None


async def test_the_turn_timer_is_woken_only_by_a_deadline_before_its_own(store) -> None:
    """A move sets its table's deadline a whole timer ahead: the turn timer, asleep until an
    earlier deadline, is not woken for it (a wake costs two reads of the store); a table
    whose deadline comes first wakes it, and it then sleeps until that deadline."""
    tables = service(store)
    first = await tables.start((await lobby(tables, 2, TIMER)).id, HOST)
    waiting = asyncio.create_task(tables.wait_for_due())

    async def sleeping_until(deadline: datetime | None) -> None:
        assert deadline is not None
        async with asyncio.timeout(10):
            while not near(tables.timer_sleeps_until, deadline):
                await asyncio.sleep(0)

    try:
        await sleeping_until(first.stored.deadline)
        move = str(cautious_action(first.game))
        moved = await tables.play(first.stored.id, first.stored.version, HOST, move)
        assert moved.stored.deadline is not None and first.stored.deadline is not None
        assert moved.stored.deadline > first.stored.deadline
        assert not tables.timers_changed.is_set()
        sooner = TableOptions(turn_timer=30).to_json()
        stored = await tables.open_lobby(GUILD, CHANNEL + 1, person(0), "classic", sooner)
        stored = await tables.join(stored.id, person(1))
        second = await tables.start(stored.id, HOST)
        assert tables.timers_changed.is_set()
        await sleeping_until(second.stored.deadline)
        assert not waiting.done()
    finally:
        waiting.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await waiting
    assert tables.timer_sleeps_until is None


def near(moment: datetime | None, deadline: datetime) -> bool:
    """The same deadline, read back from the store (seconds since the epoch, as a float)."""
    return moment is not None and abs(moment - deadline) < timedelta(milliseconds=1)


async def test_a_person_whose_turns_keep_running_out_leaves_the_game(store) -> None:
    tables = service(store)
    played = await tables.start((await lobby(tables, 3, TIMER)).id, HOST)
    for _ in range(3):
        played = await tables.play_due_turn(played.stored.id, played.stored.version, 2)
        assert played is not None
    assert played.game.active == [True, True, True]
    played = await tables.play_due_turn(played.stored.id, played.stored.version, 2)
    assert played is not None and played.game.active == [False, True, True]
    played = await tables.play_due_turn(played.stored.id, played.stored.version, 2)
    assert played is not None and played.game.active == [False, False, True]
    log = await store.action_log(played.stored.id)
    removals = [(entry.action, entry.automatic) for entry in log if entry.action[:6] == "remove"]
    assert removals == [("remove:0", True), ("remove:1", True)]


async def test_computer_turns_are_due_at_once_and_played_by_the_timer(store) -> None:
    tables = service(store, computer_pause=0)
    stored = await lobby(tables, 1)
    stored = await tables.add_computer(stored.id, HOST, computer_name)
    played = await tables.start(stored.id, HOST)
    assert played.stored.deadline is None
    while played.game.current == 0:
        move = str(cautious_action(played.game))
        played = await tables.play(played.stored.id, played.stored.version, HOST, move)
    assert played.stored.deadline is not None
    due = await tables.wait_for_due()
    assert [(timer.game_id, timer.version) for timer in due] == [
        (played.stored.id, played.stored.version)
    ]
    done = await tables.play_due_turn(due[0].game_id, due[0].version, 3)
    assert done is not None and done.game.current == 0 and done.stored.deadline is None
    computer = [entry for entry in await store.action_log(stored.id) if entry.seat == 1]
    assert computer and all(entry.automatic for entry in computer)
    assert tables.recent_events(stored.id)[-1] == done.events[-1]


async def test_a_front_end_may_play_computer_turns_itself(store) -> None:
    tables = service(store)
    stored = await tables.open_table(
        GUILD, CHANNEL, 0, [Seat.computer(0, "A"), Seat.computer(0, "B")], "classic", NO_TIMER
    )
    played = await tables.start(stored.id, 0)
    while played.stored.status == GameStatus.RUNNING:
        assert played.stored.deadline is None
        played = await tables.play_computer_turn(played.stored.id, played.stored.version)
    results = await store.results_for_game(stored.id)
    assert sorted(result.rank for result in results)[0] == 1
    history = await tables.history(played.stored, "en")
    assert history[-1].startswith("🏆")


# ------------------------------------------------------------------ removal and end


async def test_a_player_who_leaves_is_removed_and_their_tiles_stay(store) -> None:
    tables = service(store)
    played = await tables.start((await lobby(tables, 3)).id, HOST)
    left = await tables.leave_running(played.stored.id, HOST + 1)
    assert left.game.active == [True, False, True]
    await refused("error.not_in_game", tables.leave_running(played.stored.id, HOST + 1))
    await refused("error.not_in_game", tables.leave_running(played.stored.id, HOST + 9))
    log = await store.action_log(played.stored.id)
    assert [(entry.seat, entry.action, entry.automatic) for entry in log] == [
        (1, "remove:1", False)
    ]


async def test_only_the_host_or_a_moderator_ends_a_game(store) -> None:
    tables = service(store)
    played = await tables.start((await lobby(tables, 2)).id, HOST)
    await refused("error.end_forbidden", tables.end(played.stored.id, HOST + 1))
    ended = await tables.end(played.stored.id, HOST + 1, moderator=True)
    assert ended.status == GameStatus.ABANDONED and ended.deadline is None
    await refused("error.no_game", tables.end(played.stored.id, HOST))
    await refused("error.outdated", tables.play(played.stored.id, ended.version, HOST, "roll"))


async def test_a_game_of_a_kind_this_version_does_not_host_is_refused(store) -> None:
    tables = service(store)
    stored = await store.create_game(
        guild_id=GUILD,
        channel_id=CHANNEL,
        owner_id=HOST,
        rules="standard",
        settings_json="{}",
        seats=[person(0), person(1)],
        kind="from_the_future",
    )
    await refused("error.outdated", tables.start(stored.id, HOST))
    await refused(
        "error.bad_input", tables.open_lobby(GUILD, CHANNEL + 1, person(0), "standard", NO_TIMER)
    )
