"""The Odds button and computers of every level at a Discord table, through the fake Discord:
the odds are the player's to play alone, in their language; an expert computer chosen in the
lobby plays its turns (thinking off the event loop) and shows its level in its name."""

import threading

import pytest
from discord_helpers import click_action, running, stored_game
from fakediscord import FakeDiscord

from engine.pickomino.players.expert import expert_action
from storage import GameStatus
from tables.computers import think
from tables.pickomino.odds_words import odds_text


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


async def open_game(fake, channel, host, others):
    await fake.slash(host, channel, "pickomino new", {"rules": "classic"})
    board = fake.last_message(channel)
    for member in others:
        await fake.click(member, board, board.custom_id_for("Join"))
    await fake.click(host, board, board.custom_id_for("Start"))
    return board


async def test_only_the_player_to_play_sees_their_odds_in_their_language(database):
    async with FakeDiscord() as fake:
        channel = fake.add_guild().channels[0]
        alice, bob = fake.add_member(channel.guild, "Alice"), fake.add_member(channel.guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob])
            odds = board.custom_id_for("Odds")
            stored, game = await stored_game(bot, channel.id)
            first, second = (alice, bob) if game.current == 0 else (bob, alice)

            refused = await fake.click(second, board, odds)
            assert refused.ephemeral
            assert refused.content == "The odds are for the player whose turn it is."

            shown = await fake.click(first, board, odds)
            assert shown.ephemeral
            assert shown.content == odds_text(game, ["Alice", "Bob"], "en")
            assert "Next roll: 0% chance of a bust." in shown.content
            assert "Expert: Roll 8 dice" in shown.content

            await click_action(fake, board, first, "roll")
            stored, game = await stored_game(bot, channel.id)
            french = await fake.click(first, board, odds, locale="fr")
            assert french.ephemeral
            assert french.content == odds_text(game, ["Alice", "Bob"], "fr")
            assert "Joué comme l'expert le jouerait" in french.content
            assert "L'expert :" in french.content
            unchanged, _ = await stored_game(bot, channel.id)
            assert unchanged.version == stored.version, "asking for odds changes nothing"


async def test_an_expert_computer_chosen_in_the_lobby_plays_its_turns(database):
    async with FakeDiscord() as fake:
        channel = fake.add_guild().channels[0]
        alice = fake.add_member(channel.guild, "Alice")
        async with running(fake, database, computer_pause=0) as bot:
            await fake.slash(alice, channel, "pickomino new", {"rules": "extension"})
            board = fake.last_message(channel)
            labels = [c.get("label") for c in board.interactive_components()]
            for label in ("Easy computer", "Medium computer", "Expert computer", "Master computer"):
                assert label in labels
            await fake.click(alice, board, board.custom_id_for("Expert computer"))
            await fake.click(alice, board, board.custom_id_for("Master computer"))
            stored = await bot.store.active_game_in_channel(channel.id)
            assert [(seat.display_name, seat.computer_level) for seat in stored.seats] == [
                ("Alice", None),
                ("Computer 1 (expert)", 2),
                ("Computer 2 (master)", 3),
            ]
            await fake.click(alice, board, board.custom_id_for("Start"))
            for _ in range(3000):
                await fake.wait_for(
                    lambda: bool(board.interactive_components()), what="the computers' turns"
                )
                if any(custom_id.startswith("pkr:") for custom_id in board.custom_ids):
                    break
                stored, game = await stored_game(bot, channel.id)
                assert game.current == 0, "a computer's turn is never left waiting"
                await click_action(fake, board, alice, str(expert_action(game)))
            else:
                raise AssertionError("the game did not end")
            finished = await bot.store.get_game(stored.id)
            assert finished.status == GameStatus.FINISHED
            log = await bot.store.action_log(stored.id)
            assert {entry.seat for entry in log if entry.automatic} == {1, 2}


async def test_computers_think_in_a_thread_of_their_own():
    thread = await think(threading.current_thread)
    assert thread is not threading.current_thread()
    assert thread.name.startswith("computer-thinking")
