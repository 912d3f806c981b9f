"""A person the turn timer removes is replaced by a computer that takes over the seat (issue 13),
through the table layer and a real SQLite file: the seat keeps everything it holds (the engine
sees no removal, F8 does not apply), the computer plays from stored deadlines (a restart too),
a table of people all gone still ends, and the person counts as removed in the results."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.settings import REPLACE_CHOICES
from console.board_text import board_text
from engine.pickomino.players.levels import EXPERT
from engine.pickomino.policies import cautious_action
from storage import GameStatus, Seat, SqliteGameStore, StoredGame
from tables.board import PLAYING
from tables.errors import UserError
from tables.pickomino.options import TableOptions, options_of, setting_lines
from tables.replacements import (
    CHOICES,
    SeatReplaced,
    checked_choice,
    chosen,
    replacement_of,
)
from tables.service import Played, TableService

SEED = 31337
GUILD, CHANNEL, HOST = 1, 2, 100
EXPERT_TAKES_OVER = TableOptions(turn_timer=60, replace_with="expert").to_json()
LATER = datetime.now(UTC) + timedelta(days=1)
"""Every deadline is due by then: the tests fire timers without waiting for them."""


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteGameStore]:
    opened = await SqliteGameStore.open(tmp_path / "tables.db", durable=False)
    yield opened
    await opened.close()


def service(store: SqliteGameStore) -> TableService:
    return TableService(store, lambda: SEED, computer_pause=0)


async def started(tables: TableService, people: int, settings: str) -> Played:
    stored = await tables.open_lobby(GUILD, CHANNEL, Seat.human(HOST, "Ann"), "classic", settings)
    for number in range(1, people):
        stored = await tables.join(stored.id, Seat.human(HOST + number, f"P{number}"))
    return await tables.start(stored.id, HOST)


async def fire(tables: TableService, store: SqliteGameStore, max_timeouts: int) -> Played:
    """The one stored deadline of the test's game, played as the timer would."""
    (timer,) = await store.due_timers(LATER)
    played = await tables.play_due_turn(timer.game_id, timer.version, max_timeouts)
    assert played is not None
    return played


async def test_after_the_last_timeout_an_expert_takes_over_the_seat_as_it_is(store) -> None:
    tables = service(store)
    played = await started(tables, 2, EXPERT_TAKES_OVER)
    played = await fire(tables, store, 2)  # Ann's first timeout: medium's moves (F8 not yet)
    assert played.game.current == 1
    played = await fire(tables, store, 2)  # P1's first
    before = played.stored.state_json
    played = await fire(tables, store, 2)  # Ann's second: replaced
    assert played.events == (SeatReplaced(0, "Ann", EXPERT.number, 2),)
    assert played.game.active == [True, True] and played.game.current == 0
    seat = played.stored.seats[0]
    assert seat == Seat("Computer (expert) for Ann", None, EXPERT.number, HOST, "Ann")
    kept = await store.get_game(played.stored.id)
    assert kept.seats == played.stored.seats and kept.state_json == before
    assert kept.version == played.stored.version and kept.deadline is not None
    board = tables.board(kept, played.game, "en")
    assert board.moment == PLAYING and board.controls == ()
    assert "🤖 Ann's time ran out 2 times: Expert computer takes over." in board.recent
    terminal = board_text(board)  # the terminal shows the same board, in plain text
    assert "Ann's time ran out 2 times: Expert computer takes over." in terminal
    assert "Computer (expert) for Ann" in terminal
    french = tables.board(kept, played.game, "fr")
    assert "🤖 Le temps d'Ann s'est écoulé 2 fois : Ordinateur expert prend sa place." in (
        french.recent
    )
    with pytest.raises(UserError) as refused:
        await tables.play(kept.id, kept.version, HOST, str(cautious_action(played.game)))
    assert refused.value.key == "error.not_your_turn"
    log = await store.action_log(kept.id)
    played = await fire(tables, store, 2)  # the expert's whole turn, from its own deadline
    assert played.game.current == 1
    expert_moves = (await store.action_log(kept.id))[len(log) :]
    assert expert_moves and all(entry.seat == 0 and entry.automatic for entry in expert_moves)


async def test_the_computer_plays_on_after_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "restart.db"
    store = await SqliteGameStore.open(path, durable=False)
    try:
        played = await started(service(store), 2, EXPERT_TAKES_OVER)
        played = await fire(service(store), store, 1)
        assert played.events[0] == SeatReplaced(0, "Ann", EXPERT.number, 1)
    finally:
        await store.close()
    reopened = await SqliteGameStore.open(path, durable=False)
    try:
        (timer,) = await reopened.due_timers(LATER)
        assert timer.version == played.stored.version
        resumed = await service(reopened).play_due_turn(timer.game_id, timer.version, 1)
        assert resumed is not None and resumed.game.current == 1
        assert resumed.stored.seats[0].computer_level == EXPERT.number
    finally:
        await reopened.close()


async def test_a_table_whose_people_are_all_gone_is_finished_by_the_computers(store) -> None:
    tables = service(store)
    played = await started(tables, 3, EXPERT_TAKES_OVER)
    while played.stored.status == GameStatus.RUNNING:
        played = await fire(tables, store, 1)
    assert all(seat.is_replaced for seat in played.stored.seats)
    assert played.game.is_over and played.game.active == [True, True, True]
    results = await store.results_for_game(played.stored.id)
    assert [(r.user_id, r.display_name, r.computer_level) for r in results] == [
        (HOST, "Ann", None),
        (HOST + 1, "P1", None),
        (HOST + 2, "P2", None),
    ]
    assert all(result.removed and not result.won for result in results)
    ratings = await store.rating_changes(played.stored.id)
    assert len({change.rating_after for change in ratings}) == 1  # all tied last
    final = tables.board(played.stored, played.game, "en")
    (section,) = [s for s in final.sections if s.title == "Ratings"]
    assert [line.split(":")[0] for line in section.lines] == ["Ann", "P1", "P2"]


async def test_a_replaced_person_counts_last_among_people_whatever_the_seat_did(store) -> None:
    """Ann is replaced at once; P1 plays medium's moves by hand to the end. Ann never wins and
    rates below P1, even where the expert playing her seat finished first."""
    tables = service(store)
    played = await started(tables, 2, EXPERT_TAKES_OVER)
    while played.stored.status == GameStatus.RUNNING:
        if played.game.current == 1:
            move = str(cautious_action(played.game))
            played = await tables.play(played.stored.id, played.stored.version, HOST + 1, move)
        else:
            played = await fire(tables, store, 1)
    results = {r.user_id: r for r in await store.results_for_game(played.stored.id)}
    places = {placing.seat: placing.place for placing in played.game.ranking()}
    assert (results[HOST].rank, results[HOST + 1].rank) == (places[0], places[1])
    assert results[HOST].removed and not results[HOST].won
    assert not results[HOST + 1].removed and results[HOST + 1].won == (places[1] == 1)
    changes = {c.user_id: c.delta for c in await store.rating_changes(played.stored.id)}
    assert changes[HOST] < 0 < changes[HOST + 1]
    again = await tables.rematch(played.stored.id, HOST)
    assert again.seats == (Seat.human(HOST, "Ann"), Seat.human(HOST + 1, "P1"))


async def test_leaving_stays_the_default_and_forged_choices_are_refused() -> None:
    assert CHOICES == REPLACE_CHOICES
    assert replacement_of(TableOptions(turn_timer=60).to_json()) is None
    assert "replace_with" not in TableOptions(turn_timer=60).to_json()  # stored text unchanged
    assert replacement_of(EXPERT_TAKES_OVER) == EXPERT
    assert options_of(EXPERT_TAKES_OVER).replace_with == "expert"
    for forged in ('{"replace_with":"god"}', '{"replace_with":3}', "[]", "not json"):
        assert replacement_of(forged) is None
        assert options_of(forged) == TableOptions()
    with pytest.raises(ValueError):
        TableOptions(replace_with="god")
    for forged_choice in ("god", "", "EXPERT", "leave "):
        with pytest.raises(UserError) as refused:
            checked_choice(forged_choice)
        assert refused.value.key == "error.bad_replacement"
    assert chosen(None, "master", "easy") == "master"
    assert chosen(None, None, "easy") == "easy"
    assert chosen(None, "forged", None) == "leave"
    assert setting_lines(EXPERT_TAKES_OVER, "en")[-1] == (
        "A computer (expert) takes over from a player the timer removes"
    )
    assert setting_lines(TableOptions().to_json(), "en") == []


async def test_a_stored_game_without_replacement_reads_as_before(store) -> None:
    tables = service(store)
    played = await started(tables, 2, TableOptions(turn_timer=60).to_json())
    for _ in range(3):
        played = await fire(tables, store, 2)
    assert played.game.active == [False, True]
    stored: StoredGame = played.stored
    assert not any(seat.is_replaced or seat.is_computer for seat in stored.seats)


async def test_the_host_goes_round_the_choices_in_the_lobby(store) -> None:
    tables = service(store)
    timed = TableOptions(turn_timer=60).to_json()
    stored = await tables.open_lobby(GUILD, CHANNEL, Seat.human(HOST, "Ann"), "classic", timed)
    stored = await tables.join(stored.id, Seat.human(HOST + 1, "P1"))

    def label(lobby: StoredGame) -> str:
        board = tables.board(lobby, None, "en")
        (control,) = [c for c in board.controls if c.code == "replace_with"]
        return control.label

    assert label(stored) == "If the timer removes a player: Leave the game"
    with pytest.raises(UserError) as refused:
        await tables.next_replacement(stored.id, HOST + 1)
    assert refused.value.key == "error.host_only"
    seen = []
    for _ in CHOICES:
        stored = await tables.next_replacement(stored.id, HOST)
        seen.append(options_of((await store.get_game(stored.id)).settings_json).replace_with)
    assert seen == [*CHOICES[1:], "leave"]
    assert (await store.get_game(stored.id)).settings_json == timed
    stored = await tables.next_replacement(stored.id, HOST)
    assert label(stored) == "If the timer removes a player: Easy computer"
    untimed = await tables.open_lobby(GUILD, CHANNEL + 1, Seat.human(HOST, "Ann"), "classic", "{}")
    assert not [c for c in tables.board(untimed, None, "en").controls if c.code == "replace_with"]
    with pytest.raises(UserError) as refused:
        await tables.next_replacement(untimed.id, HOST)
    assert refused.value.key == "error.outdated"
