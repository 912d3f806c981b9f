"""A game played to its end through the table layer: its results carry each seat's counts,
its people's ratings change, and its final board says by how much."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from engine.pickomino.policies import cautious_action
from storage import ALL_TIME, Leaderboard, Seat, SqliteGameStore
from tables.pickomino.counts import seat_counts
from tables.pickomino.options import TableOptions
from tables.service import TableService

GUILD, CHANNEL, HOST = 4, 5, 200


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteGameStore]:
    opened = await SqliteGameStore.open(tmp_path / "tables.db", durable=False)
    yield opened
    await opened.close()


async def test_a_finished_game_is_counted_rated_and_shown(store: SqliteGameStore) -> None:
    tables = TableService(store, lambda: 99)
    options = TableOptions().to_json()
    stored = await tables.open_lobby(GUILD, CHANNEL, Seat.human(HOST, "Ann"), "classic", options)
    await tables.join(stored.id, Seat.human(HOST + 1, "Bob"))
    await tables.add_computer(stored.id, HOST, lambda number: f"C{number}")
    played = await tables.start(stored.id, HOST)
    events = []
    left = False
    while played.stored.status == "running":
        game = played.game
        if not left and game.turn == 4:
            played = await tables.leave_running(played.stored.id, HOST + 1)
            left = True
        elif played.stored.seats[game.current].is_computer:
            played = await tables.play_computer_turn(played.stored.id, played.stored.version)
        else:
            player = played.stored.seats[game.current].user_id
            action = str(cautious_action(game))
            played = await tables.play(played.stored.id, played.stored.version, player, action)
        events.extend(played.events)

    results = {r.seat: r for r in await store.results_for_game(stored.id)}
    assert results[1].removed and not results[0].removed
    stats = await store.player_stats(GUILD, "pickomino", HOST)
    assert stats is not None and stats.logged_games == 1
    assert stats.turns == seat_counts(3, events)[0].turns > 0

    changes = {c.user_id: c for c in await store.rating_changes(stored.id)}
    assert set(changes) == {HOST, HOST + 1}
    assert changes[HOST].delta > 0 > changes[HOST + 1].delta
    board = tables.board(played.stored, played.game, "en")
    ratings = [section for section in board.sections if section.title == "Ratings"]
    assert ratings and ratings[0].lines == (
        f"Ann: {changes[HOST].rating_after} (+{changes[HOST].delta})",
        f"Bob: {changes[HOST + 1].rating_after} (−{-changes[HOST + 1].delta})",
    )
    row = await store.leaderboard_row(Leaderboard(GUILD, "pickomino", "classic"), ALL_TIME, HOST)
    assert row is not None and (row.rank, row.games, row.wins) == (1, 1, int(results[0].won))
