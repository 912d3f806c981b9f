"""Computer players at a Discord table: seated from the lobby, playing their turns through the
stored deadline (so a restart does not stall them), never overwritten by a click's answer."""

from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta

import pytest
from discord_helpers import click_action, running, stored_game
from fakediscord import FakeDiscord

from engine.pickomino.policies import cautious_action
from storage import GameStatus, SqliteGameStore


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


def labels(message):
    return [component.get("label") for component in message.interactive_components()]


def has_controls(board):
    return bool(board.interactive_components())


async def play_alice(fake, bot, channel, board, alice):
    """Alice's cautious move, clicked on the board; the computers' turns need no click."""
    stored, game = await stored_game(bot, channel.id)
    assert not stored.seats[game.current].is_computer
    return await click_action(fake, board, alice, str(cautious_action(game)))


async def open_against_computers(fake, channel, host, computers, rules="classic"):
    """A lobby by `host` with `computers` computer players, started; returns the board."""
    await fake.slash(host, channel, "pickomino new", {"rules": rules})
    board = fake.last_message(channel)
    for _ in range(computers):
        added = await fake.click(host, board, board.custom_id_for("Medium computer"))
        assert added.type == 7
    started = await fake.click(host, board, board.custom_id_for("Start"))
    assert started.type == 7
    return board


async def test_the_host_seats_and_unseats_computer_players(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            await fake.slash(alice, channel, "pickomino new")
            board = fake.last_message(channel)
            assert "Remove computer" not in labels(board)
            refused = await fake.click(bob, board, board.custom_id_for("Medium computer"))
            assert refused.ephemeral and refused.content == "Only the host can do that."
            for _ in range(6):
                added = await fake.click(alice, board, board.custom_id_for("Medium computer"))
                assert added.type == 7
            full = await fake.click(alice, board, board.custom_id_for("Medium computer"))
            assert full.ephemeral and "7 players at most" in full.content
            stored = await bot.store.active_game_in_channel(channel.id)
            names = [seat.display_name for seat in stored.seats]
            assert names == ["Alice", *(f"Computer {number} (medium)" for number in range(1, 7))]
            assert "Computer 6" in str(board.embeds[0])
            for _ in range(6):
                removed = await fake.click(alice, board, board.custom_id_for("Remove computer"))
                assert removed.type == 7
            assert "Remove computer" not in labels(board)
            stored = await bot.store.active_game_in_channel(channel.id)
            assert [seat.display_name for seat in stored.seats] == ["Alice"]


@asynccontextmanager
async def alice_and_two_computers(database):
    """An extension game of Alice against two computers that play at once; yields
    (fake, channel, alice, bot, board)."""
    async with FakeDiscord() as fake:
        channel = fake.add_guild().channels[0]
        alice = fake.add_member(channel.guild, "Alice")
        async with running(fake, database, computer_pause=0) as bot:
            board = await open_against_computers(fake, channel, alice, 2, rules="extension")
            yield fake, channel, alice, bot, board


async def test_a_whole_game_against_two_computer_players(database):
    async with alice_and_two_computers(database) as (fake, channel, alice, bot, board):
        computer_boards = 0
        for _ in range(5000):
            await fake.wait_for(lambda: has_controls(board), what="a computer's turn played")
            if any(c["custom_id"].startswith("pkr:") for c in board.interactive_components()):
                break
            result = await play_alice(fake, bot, channel, board, alice)
            assert result.type == 7, result.content
            if not has_controls(board):
                computer_boards += 1
                assert "Computer" in str(board.embeds[0]["fields"])
        else:
            raise AssertionError("the game did not end")
        assert computer_boards > 0
        game_id = int(board.custom_ids[0].split(":")[1])
        stored = await bot.store.get_game(game_id)
        assert stored.status == GameStatus.FINISHED
        log = await bot.store.action_log(game_id)
        assert {entry.seat for entry in log} == {0, 1, 2}
        assert all(entry.automatic == (entry.seat != 0) for entry in log)
        results = await bot.store.results_for_game(game_id)
        assert len(results) == 3 and sum(result.won for result in results) >= 1
        rematch = await fake.click(alice, board, board.custom_id_for("Rematch"))
        assert rematch.type == 4
        lobby = await bot.store.active_game_in_channel(channel.id)
        assert [seat.display_name for seat in lobby.seats] == [
            "Alice",
            "Computer 1 (medium)",
            "Computer 2 (medium)",
        ]


async def test_a_computer_turn_due_during_a_restart_is_played_after_it(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database, computer_pause=60) as bot:
            board = await open_against_computers(fake, channel, alice, 1)
            stored, game = await stored_game(bot, channel.id)
            while not stored.seats[game.current].is_computer:
                await play_alice(fake, bot, channel, board, alice)
                stored, game = await stored_game(bot, channel.id)
            assert not has_controls(board)
            assert stored.deadline > datetime.now(UTC) + timedelta(seconds=50)
        store = await SqliteGameStore.open(database)
        try:
            past = datetime.now(UTC) - timedelta(seconds=1)
            await store.set_deadline(stored.id, stored.version, past)
        finally:
            await store.close()
        async with running(fake, database, computer_pause=60) as bot:
            await fake.wait_for(lambda: has_controls(board), what="the computer's turn")
            after, game = await stored_game(bot, channel.id)
            assert after.version > stored.version
            assert not after.seats[game.current].is_computer
            log = await bot.store.action_log(stored.id)
            assert log[-1].seat == 1 and log[-1].automatic


async def test_computers_left_alone_play_the_game_to_its_end(database):
    async with alice_and_two_computers(database) as (fake, channel, alice, bot, board):
        stored, _ = await stored_game(bot, channel.id)
        left = await fake.slash(alice, channel, "pickomino leave")
        assert left.ephemeral
        await fake.wait_for(lambda: "Rematch" in labels(board), what="the final board")
        finished = await bot.store.get_game(stored.id)
        assert finished.status == GameStatus.FINISHED
        results = {r.seat: r for r in await bot.store.results_for_game(stored.id)}
        assert not results[0].won and results[0].rank == 3
        log = await bot.store.action_log(stored.id)
        assert ("remove:0", 0) in [(entry.action, entry.seat) for entry in log]
