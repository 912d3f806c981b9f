"""Leaderboards with replaced people (issue 13), on SQLite and PostgreSQL: real games played
through the table layer, where the turn timer hands some people's seats to computers; the
replaced people count as removed (never a win, last among people), and rebuilding every
rating and total from the stored results gives exactly what the games gave."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from stores.backends import Backend

from boards.builders import board
from boards.test_boards import fetch
from engine.pickomino.policies import cautious_action
from storage import ALL_TIME, GameStatus, GameStore, Seat
from tables.pickomino.options import TableOptions
from tables.service import TableService

GUILD = 7
LATER = datetime.now(UTC) + timedelta(days=1)
OPTIONS = TableOptions(turn_timer=60, replace_with="easy").to_json()


async def play(store: GameStore, channel: int, people: int, absent: set[int], seed: int) -> None:
    """People 1..`people` at a table; those in `absent` never act, so the timer replaces them
    at their first timeout; the others play medium's moves by hand."""
    tables = TableService(store, lambda: seed, computer_pause=0)
    stored = await tables.open_lobby(GUILD, channel, Seat.human(1, "player 1"), "classic", OPTIONS)
    for user in range(2, people + 1):
        stored = await tables.join(stored.id, Seat.human(user, f"player {user}"))
    played = await tables.start(stored.id, 1)
    while played.stored.status == GameStatus.RUNNING:
        seat = played.stored.seats[played.game.current]
        if seat.user_id is not None and seat.user_id not in absent:
            move = str(cautious_action(played.game))
            played = await tables.play(played.stored.id, played.stored.version, seat.user_id, move)
            continue
        (timer,) = await store.due_timers(LATER)
        due = await tables.play_due_turn(timer.game_id, timer.version, 1)
        assert due is not None
        played = due


async def test_replaced_people_count_as_removed_and_rebuild_equals_the_games(
    store: GameStore, backend: Backend
) -> None:
    games = [(2, {1}), (3, {2}), (3, {1, 3}), (4, set()), (2, {1, 2})]
    for channel, (people, absent) in enumerate(games, start=100):
        await play(store, channel, people, absent, seed=channel)
    for game_id in range(1, len(games) + 1):
        for result in await store.results_for_game(game_id):
            assert result.computer_level is None and result.user_id is not None
            if result.removed:
                assert not result.won
    removed = await fetch(backend, "SELECT game_id, user_id FROM results WHERE removed")
    assert sorted(removed) == [(1, 1), (2, 2), (3, 1), (3, 3), (5, 1), (5, 2)]
    page = await store.leaderboard(board(GUILD), ALL_TIME, limit=10)
    assert {row.user_id for row in page.rows} == {1, 2, 3, 4}

    async def derived() -> dict[str, list[tuple[object, ...]]]:
        return {
            table: await fetch(backend, f"SELECT * FROM {table} ORDER BY 1, 2, 3, 4, 5")
            for table in ("ratings", "rating_changes", "board_totals")
        }

    incremental = await derived()
    assert await store.rebuild_ratings() == len(games)
    assert await derived() == incremental
    assert await store.leaderboard(board(GUILD), ALL_TIME, limit=10) == page
