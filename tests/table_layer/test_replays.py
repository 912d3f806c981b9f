"""A stored game replayed move by move (issue 38, tables.replays), through the table layer and a
real SQLite file: the state after move k is the engine's state after move k as the table saw
it while the game was played, whoever made the moves (people, computers, the table removing a
seat, F8); only finished games of the asking server are shown; a crowd replays a game once."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from boards.builders import finish, person
from review.games import played_game

from engine.pickomino.policies import cautious_action
from engine.pickomino.view import board_view
from storage import GameStatus, Seat, SqliteGameStore
from tables.privacy import PlayersData
from tables.replays import GameReplays, replayed
from tables.service import TableService

GUILD, OTHER_GUILD, CHANNEL = 1, 9, 2
ANN, BOB, CID = 100, 200, 300


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteGameStore]:
    opened = await SqliteGameStore.open(tmp_path / "replays.db", durable=False)
    yield opened
    await opened.close()


async def seen_while_playing(
    store: SqliteGameStore, rules: str, seed: int
) -> tuple[int, dict[int, Any]]:
    """A game of two people and a computer played to its end, Cid leaving on his third turn;
    the board view the table held after each click, by the number of moves logged then."""
    service = TableService(store, lambda: seed, computer_pause=0)
    seats = [Seat.human(ANN, "Ann"), Seat.human(BOB, "Bob"), Seat.human(CID, "Cid")]
    seats.append(Seat.computer(1, "Computer 1 (easy)"))
    lobby = await service.open_table(GUILD, CHANNEL, ANN, seats, rules, "{}")
    await service.start(lobby.id, ANN)
    seen: dict[int, Any] = {}
    turns_of_cid = 0
    for _ in range(20000):
        stored = await service.get(lobby.id)
        game = await service.load(stored)
        seen[len(await store.action_log(stored.id))] = board_view(game)
        if stored.status != GameStatus.RUNNING:
            return stored.id, seen
        seat = stored.seats[game.current]
        if seat.is_computer:
            await service.play_computer_turn(stored.id, stored.version)
        elif seat.user_id == CID and turns_of_cid == 2:
            await service.leave_running(stored.id, CID)
        else:
            assert seat.user_id is not None
            if seat.user_id == CID and game.phase == "roll":
                turns_of_cid += 1
            await service.play(stored.id, stored.version, seat.user_id, str(cautious_action(game)))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("rules", ["classic", "extension"])
async def test_the_state_after_move_k_is_the_engines_after_move_k(
    store: SqliteGameStore, rules: str
) -> None:
    game_id, seen = await seen_while_playing(store, rules, seed=7)
    stored = await store.get_game(game_id)
    replay = replayed(stored, await store.action_log(game_id))
    assert replay.moves == max(seen) > 100
    assert replay.steps[0].view == seen[0]
    for number, view in seen.items():
        assert replay.steps[number].view == view, number
        assert replay.steps[number].number == number
    assert replay.steps[-1].view.over
    removals = [step for step in replay.steps if step.number and step.seat is None]
    assert len(removals) == 1
    assert not removals[0].view.seats[2].active and removals[0].view.seats[1].active
    lines = replay.lines(removals[0].number, ["Ann", "Bob", "Cid", "Computer 1"], "en")
    assert any("Cid" in line for line in lines), lines


async def test_each_move_is_told_in_the_words_of_the_history(store: SqliteGameStore) -> None:
    seats = [Seat.human(ANN, "Ann"), Seat.computer(1, "Computer 1 (easy)")]
    stored = await played_game(store, GUILD, CHANNEL, seats, cautious_action, seed=3)
    log = await store.action_log(stored.id)
    replay = replayed(stored, log)
    computers = [entry for entry in log if entry.seat == 1]
    assert computers and all(entry.automatic for entry in computers)
    assert not any(step.automatic for step in replay.steps), "a computer's own move is no timer's"
    names = ["Ann", "Computer 1 (easy)"]
    told = [line for step in replay.steps for line in replay.lines(step.number, names, "en")]
    history = await TableService(store, lambda: 3).history(stored, "en")
    assert told == history[1:]
    assert replay.lines(0, names, "en") == []


async def test_only_a_finished_game_of_the_server_is_shown(store: SqliteGameStore) -> None:
    seats = [Seat.human(ANN, "Ann"), Seat.computer(1, "Computer 1 (easy)")]
    finished = await played_game(store, GUILD, CHANNEL, seats, cautious_action, seed=4)
    service = TableService(store, lambda: 5, computer_pause=0)
    running = await service.open_table(GUILD, CHANNEL + 1, ANN, seats, "classic", "{}")
    await service.start(running.id, ANN)
    elsewhere = await played_game(store, OTHER_GUILD, CHANNEL, seats, cautious_action, seed=4)
    replays = GameReplays(store)
    shown = await replays.finished(GUILD, finished.id)
    assert shown is not None and shown.stored.id == finished.id and shown.review is not None
    assert shown.replay.moves == len(await store.action_log(finished.id))
    assert await replays.finished(GUILD, running.id) is None
    assert await replays.finished(GUILD, elsewhere.id) is None
    assert await replays.finished(GUILD, elsewhere.id + 1000) is None
    assert await replays.finished(OTHER_GUILD, elsewhere.id) is not None


async def test_a_crowd_replays_and_reviews_a_game_once(store: SqliteGameStore) -> None:
    seats = [Seat.human(ANN, "Ann"), Seat.computer(1, "Computer 1 (easy)")]
    stored = await played_game(store, GUILD, CHANNEL, seats, cautious_action, seed=6)
    replays = GameReplays(store)
    crowd = await asyncio.gather(*(replays.finished(GUILD, stored.id) for _ in range(20)))
    assert replays.computed == 1
    reviews = {id(shown.review) for shown in crowd if shown is not None and shown.review}
    assert len(reviews) == 1 and None not in crowd
    await PlayersData(TableService(store, lambda: 6), "en").forget_person(ANN, GUILD)
    again = await replays.finished(GUILD, stored.id)
    assert again is not None and replays.computed == 1
    assert again.stored.seats[0].display_name != "Ann"
    assert "Ann" not in repr(again.stored.seats)


async def test_the_cache_keeps_the_latest_games(store: SqliteGameStore) -> None:
    seats = [Seat.human(ANN, "Ann"), Seat.computer(1, "Computer 1 (easy)")]
    games = [
        await played_game(store, GUILD, CHANNEL, seats, cautious_action, seed=seed)
        for seed in (1, 2, 3)
    ]
    replays = GameReplays(store, kept=2)
    for game in (*games, games[2], games[0]):
        assert await replays.finished(GUILD, game.id) is not None
    assert replays.computed == 4


async def test_a_running_game_is_followed_move_by_move(store: SqliteGameStore) -> None:
    service = TableService(store, lambda: 8, computer_pause=0)
    seats = [Seat.human(ANN, "Ann"), Seat.human(BOB, "Bob")]
    lobby = await service.open_table(GUILD, CHANNEL, ANN, seats, "classic", "{}")
    replays = GameReplays(store)
    waiting = await replays.followed(GUILD, lobby.id)
    assert waiting is not None and waiting.replay is None
    assert await replays.followed(OTHER_GUILD, lobby.id) is None
    change = service.live.change(lobby.id)
    await service.start(lobby.id, ANN)
    assert await change.wait(timeout=0)
    for _ in range(12):
        stored = await service.get(lobby.id)
        game = await service.load(stored)
        change = service.live.change(lobby.id)
        player = stored.seats[game.current].user_id
        assert player is not None
        await service.play(stored.id, stored.version, player, str(cautious_action(game)))
        assert await change.wait(timeout=0)
        followed = await replays.followed(GUILD, lobby.id)
        assert followed is not None and followed.replay is not None
        stored = await service.get(lobby.id)
        log = await store.action_log(lobby.id)
        assert followed.replay.steps == replayed(stored, log).steps
        assert followed.replay.steps[-1].view == board_view(await service.load(stored))
    assert not await service.live.change(lobby.id).wait(timeout=0)


async def test_a_pick_pic_game_is_not_replayed(store: SqliteGameStore) -> None:
    players = [person(ANN, "Ann"), person(BOB, "Bob")]
    pickpic = await finish(store, GUILD, players, [2, 1], kind="pickpic", rules="pickpic")
    replays = GameReplays(store)
    assert await replays.finished(GUILD, pickpic.id) is None
    assert await replays.followed(GUILD, pickpic.id) is None
    assert replays.computed == 0
