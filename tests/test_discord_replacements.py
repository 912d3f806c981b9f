"""A person the turn timer removes, replaced by a computer (issue 13), through the real bot and
the fake Discord: the server's choice, the announcement on the board, the computer playing the
seat from its stored deadline across a restart, the game ending normally, the results; forged
choices refused with nothing stored."""

from datetime import UTC, datetime, timedelta

import discord
import pytest
from discord_helpers import running, stored_game
from fakediscord import FakeDiscord
from test_discord_game import play_one

from storage import GameStatus, GuildSettings, SqliteGameStore

MANAGE_GUILD = discord.Permissions(manage_guild=True)


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


def has_controls(board):
    return bool(board.interactive_components())


async def test_an_expert_takes_over_and_finishes_the_game_across_a_restart(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice", permissions=MANAGE_GUILD)
        bob = fake.add_member(guild, "Bob")
        async with running(fake, database, max_timeouts=2, computer_pause=60) as bot:
            refused = await fake.slash(
                bob, channel, "pickomino settings replacement", {"choice": "easy"}
            )
            assert refused.ephemeral and "manage the server" in refused.content
            chosen = await fake.slash(
                alice, channel, "pickomino settings replacement", {"choice": "expert"}
            )
            assert chosen.ephemeral and chosen.content == (
                "In new games of this server, when the turn timer removes a player:"
                " Expert computer."
            )
            await fake.slash(alice, channel, "pickomino new", {"turn_timer": 600})
            lobby = fake.last_message(channel)
            assert "A computer (expert) takes over from a player the timer removes" in str(
                lobby.embeds[0]
            )
            await fake.click(bob, lobby, lobby.custom_id_for("Join"))
            await fake.click(alice, lobby, lobby.custom_id_for("Start"))
            board = lobby
            timers = bot.get_cog("Pickomino").service.timers_changed

            async def time_out() -> None:
                stored, _ = await stored_game(bot, channel.id)
                await bot.store.set_deadline(
                    stored.id, stored.version, datetime.now(UTC) - timedelta(seconds=1)
                )
                edits = board.edit_count
                timers.set()
                await fake.wait_for(lambda: board.edit_count > edits, what="the timer's move")

            await time_out()
            stored, game = await stored_game(bot, channel.id)
            while game.current == 1:
                await play_one(fake, bot, channel, board, [bob])
                stored, game = await stored_game(bot, channel.id)
            await time_out()
            stored, game = await stored_game(bot, channel.id)
            assert stored.seats[0].display_name == "Computer (expert) for Alice"
            assert game.current == 0 and game.active == [True, True]
            embed = str(board.embeds[0])
            assert "Alice's time ran out 2 times: Expert computer takes over." in embed
            assert "Computer (expert) for Alice" in embed
            assert not has_controls(board)
            assert stored.deadline > datetime.now(UTC) + timedelta(seconds=50)
            log_before = len(await bot.store.action_log(stored.id))
        store = await SqliteGameStore.open(database)
        try:
            past = datetime.now(UTC) - timedelta(seconds=1)
            await store.set_deadline(stored.id, stored.version, past)
        finally:
            await store.close()
        async with running(fake, database, max_timeouts=2, computer_pause=0) as bot:
            await fake.wait_for(lambda: has_controls(board), what="the expert's turn")
            log = await bot.store.action_log(stored.id)
            assert len(log) > log_before and log[log_before].seat == 0
            while (await bot.store.get_game(stored.id)).status == GameStatus.RUNNING:
                _, game = await stored_game(bot, channel.id)
                if game.current == 1:
                    await play_one(fake, bot, channel, board, [bob])
                await fake.wait_for(lambda: has_controls(board), what="the expert's turn")
            assert "Rematch" in [c.get("label") for c in board.interactive_components()]
            results = {r.seat: r for r in await bot.store.results_for_game(stored.id)}
            assert (results[0].user_id, results[0].display_name) == (alice.id, "Alice")
            assert results[0].removed and not results[0].won
            assert not results[1].removed
            changes = {c.user_id: c.delta for c in await bot.store.rating_changes(stored.id)}
            assert changes[alice.id] < 0 < changes[bob.id]
            final = str(board.embeds[0])
            assert "Alice" in final.split("Ratings", 1)[1]  # the replaced person's new rating


@pytest.mark.parametrize("choice", ["god", "", "EXPERT", "leave "])
async def test_forged_replacement_choices_are_refused_and_nothing_is_stored(database, choice):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, database) as bot:
            setting = await fake.slash(
                admin, channel, "pickomino settings replacement", {"choice": choice}, forged=True
            )
            assert (
                setting.ephemeral
                and "takes one of: Leave the game, Easy computer" in setting.content
            )
            new = await fake.slash(
                admin, channel, "pickomino new", {"replace_with": choice}, forged=True, locale="fr"
            )
            assert new.ephemeral and "l'une de ces valeurs : Quitter la partie" in new.content
            assert await bot.store.get_guild_settings(guild.id) == GuildSettings(guild.id)
            assert await bot.store.active_game_in_channel(channel.id) is None


async def test_the_hosts_option_wins_over_the_server_and_the_bot(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice", permissions=MANAGE_GUILD)
        async with running(fake, database, replace_with="easy") as bot:
            await fake.slash(alice, channel, "pickomino new", {"turn_timer": 60})
            stored = await bot.store.active_game_in_channel(channel.id)
            assert '"replace_with":"easy"' in stored.settings_json
            await fake.slash(alice, channel, "pickomino end")
            await fake.slash(alice, channel, "pickomino settings replacement", {"choice": "leave"})
            await fake.slash(alice, channel, "pickomino new", {"turn_timer": 60})
            stored = await bot.store.active_game_in_channel(channel.id)
            assert "replace_with" not in stored.settings_json
            await fake.slash(alice, channel, "pickomino end")
            await fake.slash(
                alice, channel, "pickomino new", {"turn_timer": 60, "replace_with": "master"}
            )
            stored = await bot.store.active_game_in_channel(channel.id)
            assert '"replace_with":"master"' in stored.settings_json


async def test_the_host_chooses_in_the_lobby(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            await fake.slash(alice, channel, "pickomino new", {"turn_timer": 60})
            lobby = fake.last_message(channel)
            leave = "If the timer removes a player: Leave the game"
            refused = await fake.click(bob, lobby, lobby.custom_id_for(leave))
            assert refused.ephemeral and refused.content == "Only the host can do that."
            for label in ("Leave the game", "Easy computer", "Medium computer"):
                clicked = await fake.click(
                    alice, lobby, lobby.custom_id_for(f"If the timer removes a player: {label}")
                )
                assert clicked.type == 7
            assert "A computer (expert) takes over from a player" in str(lobby.embeds[0])
            stored = await bot.store.active_game_in_channel(channel.id)
            assert '"replace_with":"expert"' in stored.settings_json
