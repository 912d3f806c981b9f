"""Pick Pic at a table (tables/), on a real SQLite file, without any front-end: the lobby,
simultaneous steps (P4, P7), computers, the step timer, restarts, panels, results, history."""

import json
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from engine.pickpic import actions as act
from engine.pickpic.game import GIVE, RANK, REVEAL, Game
from engine.pickpic.policies import computer_actions
from storage import GameStatus, Seat, SqliteGameStore, StoredGame
from tables.board import MOVE, PANEL
from tables.boards import describe
from tables.errors import UserError
from tables.kinds import kind_of
from tables.pickpic.options import PickpicOptions, options_of, setting_lines
from tables.service import Played, TableService

SEED = 4242
GUILD, CHANNEL, HOST = 1, 2, 100
KIND = "pickpic"
NO_TIMER = PickpicOptions().to_json()
TIMER = PickpicOptions(turn_timer=60).to_json()
RULES = kind_of(KIND)


def person(number: int) -> Seat:
    return Seat.human(HOST + number, f"P{number}")


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteGameStore]:
    opened = await SqliteGameStore.open(tmp_path / "tables.db")
    yield opened
    await opened.close()


def service(store: SqliteGameStore) -> TableService:
    return TableService(store, lambda: SEED)


async def refused(key: str, call) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(UserError) as raised:
        await call
    assert raised.value.key == key


async def table(
    tables: TableService, people: int, computers: int, settings: str = NO_TIMER
) -> Played:
    stored = await tables.open_lobby(GUILD, CHANNEL, person(0), KIND, settings, kind=KIND)
    for number in range(1, people):
        stored = await tables.join(stored.id, person(number))
    for _ in range(computers):
        stored = await tables.add_computer(stored.id, HOST, lambda n: f"C{n}")
    return await tables.start(stored.id, HOST)


def step_of(game: Game) -> int:
    assert RULES.steps is not None
    return RULES.steps.step(game)


async def play_person(tables: TableService, played: Played, seat: int) -> Played:
    """The seat plays its whole step as the computer would, through the service."""
    game = played.game
    assert isinstance(game, Game)
    user = played.stored.seats[seat].user_id
    assert user is not None
    for action in computer_actions(game, seat):
        played = await tables.play_step(played.stored.id, step_of(game), user, str(action))
        game = played.game
        assert isinstance(game, Game)
    return played


async def test_p3_a_lobby_of_3_to_8_and_computers_give_at_once(store) -> None:
    tables = service(store)
    stored = await tables.open_lobby(GUILD, CHANNEL, person(0), KIND, NO_TIMER, kind=KIND)
    stored = await tables.join(stored.id, person(1))
    await refused("error.need_players", tables.start(stored.id, HOST))
    for _ in range(6):
        stored = await tables.add_computer(stored.id, HOST, lambda n: f"C{n}")
    await refused("error.lobby_full", tables.join(stored.id, person(9)))
    lobby = describe(stored, None, (), "en")
    assert lobby.title == "Pick Pic: who plays?" and "3 to 8 players" in lobby.text[0]
    played = await tables.start(stored.id, HOST)
    game = played.game
    assert isinstance(game, Game) and game.phase == GIVE and game.seats == 8
    assert game.waiting() == [0, 1], "P4: the six computers gave as the step began"
    assert played.stored.kind == KIND and played.stored.status == GameStatus.RUNNING


async def test_p4_p7_people_act_in_any_order_and_stale_or_foreign_moves_are_refused(store) -> None:
    tables = service(store)
    played = await table(tables, 2, 1)
    game = played.game
    assert isinstance(game, Game) and game.seats == 3
    giving = step_of(game)
    card = game.hands[1][0]
    played = await tables.play_step(played.stored.id, giving, HOST + 1, f"give:{card}:0")
    await refused("error.outdated", tables.play_step(played.stored.id, giving + 1, HOST, "lock"))
    await refused("error.not_in_game", tables.play_step(played.stored.id, giving, 999, "lock"))
    await refused("error.outdated", tables.play_step(played.stored.id, giving, HOST, "fly"))
    await refused("error.step_done", tables.play_step(played.stored.id, giving, HOST, "remove:1"))
    await refused("error.illegal", tables.play_step(played.stored.id, giving, HOST, "give:999:1"))
    played = await play_person(tables, played, 0)
    await refused("error.step_done", tables.play_step(played.stored.id, giving, HOST, "lock"))
    played = await play_person(tables, played, 1)
    game = played.game
    assert isinstance(game, Game) and game.phase == RANK and game.waiting() == [0, 1]
    await refused("error.outdated", tables.play_step(played.stored.id, giving, HOST, "undo"))


async def test_settled_a_restart_in_the_middle_of_giving_and_of_ranking_loses_nothing(
    store, tmp_path
) -> None:
    played = await table(service(store), 2, 2)
    game_id = played.stored.id
    game = played.game
    assert isinstance(game, Game)
    card = game.hands[0][0]
    played = await service(store).play_step(game_id, step_of(game), HOST, f"give:{card}:1")
    await store.close()
    reopened = await SqliteGameStore.open(tmp_path / "tables.db")
    try:
        tables = service(reopened)
        stored = await tables.get(game_id)
        again = await tables.load(stored)
        assert again.given_to(0, 1) == [card] and again.waiting() == [0, 1]
        played = await play_person(tables, Played(stored, again), 0)
        played = await play_person(tables, played, 1)
        assert isinstance(played.game, Game) and played.game.phase == RANK
        game = played.game
        first = game.piles[1][0]
        await tables.play_step(game_id, step_of(game), HOST + 1, f"place:{first}")
        stored = await service(reopened).get(game_id)
        restored = await service(reopened).load(stored)
        assert restored.drafts[1] == [first] and restored.waiting() == [0, 1]
    finally:
        await reopened.close()


async def test_settled_the_step_timer_completes_the_choices_left(store) -> None:
    tables = service(store)
    played = await table(tables, 2, 1, TIMER)
    deadline = played.stored.deadline
    assert deadline is not None and deadline > datetime.now(UTC) + timedelta(seconds=50)
    game = played.game
    assert isinstance(game, Game)
    card = game.hands[0][0]
    played = await tables.play_step(played.stored.id, step_of(game), HOST, f"give:{card}:1")
    assert played.stored.deadline == deadline, "a move inside the step keeps the step's timer"
    due = await tables.play_due_turn(played.stored.id, played.stored.version, max_timeouts=3)
    assert due is not None
    game = due.game
    assert isinstance(game, Game) and game.phase == RANK
    assert game.waiting() == [0, 1]
    assert due.stored.deadline is not None and due.stored.deadline > deadline
    log = await store.action_log(played.stored.id)
    completed = [(entry.seat, entry.automatic) for entry in log if "complete" in entry.action]
    assert completed == [(0, True), (1, True)]
    assert {entry.seat for entry in log[-5:]} == {2}, "then the computer ranked at once"
    assert await tables.play_due_turn(played.stored.id, played.stored.version, 3) is None


async def test_settled_a_player_who_leaves_is_completed_and_skipped(store) -> None:
    tables = service(store)
    played = await table(tables, 2, 2)
    played = await tables.leave_running(played.stored.id, HOST + 1)
    game = played.game
    assert isinstance(game, Game) and not game.active[1] and game.waiting() == [0]
    await refused("error.not_in_game", tables.leave_running(played.stored.id, HOST + 1))


async def test_p11_a_whole_game_of_two_people_and_two_computers_records_results(store) -> None:
    tables = service(store)
    played = await table(tables, 2, 2, PickpicOptions(target_score=8).to_json())
    while played.stored.status == GameStatus.RUNNING:
        game = played.game
        assert isinstance(game, Game)
        if game.phase == REVEAL:
            assert played.stored.deadline is None, "no pause: the caller shows each moment"
            paced = await tables.play_due_turn(played.stored.id, played.stored.version, 3)
            assert paced is not None
            played = paced
            continue
        played = await play_person(tables, played, game.waiting()[0])
    game = played.game
    assert isinstance(game, Game) and game.is_over and max(game.scores) >= 8
    results = await store.results_for_game(played.stored.id)
    assert sorted(result.seat for result in results) == [0, 1, 2, 3]
    assert {r.seat: r.worms for r in results} == dict(enumerate(game.scores))
    history = await tables.history(played.stored, "en")
    assert history[0].startswith("Game #") and any("🏆" in line for line in history)
    over = describe(played.stored, game, played.events, "en")
    assert over.controls[0].code == "rematch"


async def test_p5_the_public_board_hides_hands_and_the_panel_shows_only_its_owners(store) -> None:
    tables = service(store)
    played = await table(tables, 2, 2)
    game = played.game
    assert isinstance(game, Game)
    board = describe(played.stored, game, played.events, "fr")
    assert board.title == "Pick Pic · manche 1 · attribution"
    assert [control.target for control in board.controls] == [PANEL]
    assert board.picture is not None and len(board.picture.cards) == 4
    everything = " ".join([*board.text, *(line for s in board.sections for line in s.lines)])
    for hand in game.hands:
        for card in hand:
            assert f"#{card}" not in everything
    assert RULES.panel is not None
    panel = RULES.panel(played.stored, game, 1, "en")
    assert panel.version == step_of(game)
    assert panel.picture is not None and panel.picture.cards == tuple(game.hands[1])
    assert panel.picture.name == "hand" and str(game.hands[0][0]) not in panel.picture.alt
    gives = [control for control in panel.controls if control.target == MOVE and control.listed]
    assert {control.group for control in gives} == {0, 1, 2}, "one list per opponent"
    assert all(control.code.startswith("give:") for control in gives)


def test_options_read_back_and_bad_ones_are_the_defaults() -> None:
    assert options_of(TIMER) == PickpicOptions(turn_timer=60)
    assert options_of("nonsense") == PickpicOptions()
    assert options_of(json.dumps({"target_score": 999})) == PickpicOptions()
    assert setting_lines(TIMER, "fr") == [
        "La partie s'arrête quand quelqu'un a 20 points",
        "60 secondes par étape",
    ]


async def test_a_stored_game_is_a_pickpic_game_after_a_restart(store) -> None:
    played = await table(service(store), 3, 0)
    stored = await store.get_game(played.stored.id)
    assert stored.kind == KIND and stored.rules == KIND
    assert isinstance(await service(store).load(stored), Game)
    assert act.Action.parse("lock") == act.lock()


def by_seat(stored: StoredGame) -> list[str]:
    return [seat.display_name for seat in stored.seats]


async def test_p8_the_reveal_is_paced_by_stored_deadlines_and_counts_as_nobodys_timeout(
    store,
) -> None:
    tables = TableService(store, lambda: SEED, computer_pause=5)
    played = await table(tables, 1, 2, TIMER)
    for _ in range(2):
        game = played.game
        assert isinstance(game, Game)
        played = await play_person(tables, played, 0)
    game = played.game
    assert isinstance(game, Game) and game.phase == REVEAL and game.reveal_moment() == (0, 0)
    assert played.stored.deadline is not None
    pause = (played.stored.deadline - datetime.now(UTC)).total_seconds()
    assert 0 < pause <= 5, "the next moment is due after the pause, not the step timer"
    scores = list(game.scores)
    await refused(
        "error.step_done", tables.play_step(played.stored.id, step_of(game), HOST, "show")
    )
    while isinstance(played.game, Game) and played.game.phase == REVEAL:
        paced = await tables.play_due_turn(played.stored.id, played.stored.version, 1)
        assert paced is not None
        played = paced
    game = played.game
    assert isinstance(game, Game) and game.phase == GIVE and game.round == 2
    assert game.scores == scores, "P8: the reveal shows the points, it does not count them"
    step_deadline = played.stored.deadline
    assert step_deadline is not None and (step_deadline - datetime.now(UTC)).total_seconds() > 30
    log = await store.action_log(played.stored.id)
    shows = [entry for entry in log if entry.action == "show"]
    assert shows and all(entry.seat == 3 and entry.automatic for entry in shows)
    assert all(game.active)
