"""Turn pings (issue 15): the person whose turn comes is mentioned once, and only them; the
mention goes when they act; members and servers can turn pings off."""

import discord
import pytest
from discord_helpers import click_action, member_of_seat, running, stored_game
from fakediscord import FakeDiscord

from engine.pickomino.policies import cautious_action


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


def pings(fake, channel):
    """The ping messages now in the channel (every message but the board)."""
    return [message for message in fake.messages(channel) if not message.embeds]


async def settled(bot, channel):
    """Wait until the bot is done with the last change of the channel's game: a click is
    answered first, and the ping is posted or deleted by the board updater, in the background
    (cogs/board_updates.py)."""
    stored, _ = await stored_game(bot, channel.id)
    await bot.get_cog("Pickomino").updates.settled(stored.id)


async def open_two_player_game(fake, channel, alice, bob):
    await fake.slash(alice, channel, "pickomino new", {"rules": "classic"})
    board = fake.last_message(channel)
    await fake.click(bob, board, board.custom_id_for("Join"))
    await fake.click(alice, board, board.custom_id_for("Start"))
    return board


async def act(fake, bot, channel, board, member):
    _, game = await stored_game(bot, channel.id)
    await click_action(fake, board, member, str(cautious_action(game)))
    await settled(bot, channel)


async def play_until_the_turn_passes(fake, bot, channel, board, members):
    """The cautious moves of whoever is to play, until another seat is to play."""
    stored, game = await stored_game(bot, channel.id)
    seat = game.current
    while game.current == seat and not game.is_over:
        player = member_of_seat(members, stored, game.current)
        result = await click_action(fake, board, player, str(cautious_action(game)))
        assert result.type == 7, result.content
        await settled(bot, channel)
        stored, game = await stored_game(bot, channel.id)
    return member_of_seat(members, stored, game.current)


async def test_the_next_person_is_mentioned_once_and_the_mention_goes_when_they_act(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        members = [alice, bob]
        async with running(fake, database) as bot:
            board = await open_two_player_game(fake, channel, alice, bob)
            await settled(bot, channel)
            stored, game = await stored_game(bot, channel.id)
            first = member_of_seat(members, stored, game.current)
            other = bob if first is alice else alice
            if first is alice:
                assert pings(fake, channel) == [], "the host who started is not pinged"
            else:
                (ping,) = pings(fake, channel)
                assert ping.notified_users == {bob.id}
                await play_until_the_turn_passes(fake, bot, channel, board, members)
                first, other = bob, alice
            for _ in range(3):
                next_player = await play_until_the_turn_passes(fake, bot, channel, board, members)
                assert next_player is other
                (ping,) = pings(fake, channel)
                assert ping.notified_users == {other.id}
                assert not ping.notified_roles and not ping.notified_everyone
                assert f"<@{other.id}>, your turn in Pickomino game #" in ping.content
                assert f"/{channel.id}/{board.id}" in ping.content
                await act(fake, bot, channel, board, other)
                assert pings(fake, channel) == [] and ping in fake.deleted_messages(channel)
                first, other = other, first
                await play_until_the_turn_passes(fake, bot, channel, board, members)
                (ping,) = pings(fake, channel)
                assert ping.notified_users == {other.id}
                await act(fake, bot, channel, board, other)
                first, other = other, first


async def test_a_member_can_turn_their_pings_off_and_a_server_its_default(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        admin = fake.add_member(guild, "Admin", permissions=discord.Permissions(manage_guild=True))
        members = [alice, bob]
        async with running(fake, database) as bot:
            off = await fake.slash(bob, channel, "pickomino settings pings", {"choice": "off"})
            assert off.ephemeral and "will not be mentioned" in off.content
            board = await open_two_player_game(fake, channel, alice, bob)
            for _ in range(4):
                await play_until_the_turn_passes(fake, bot, channel, board, members)
                stored, game = await stored_game(bot, channel.id)
                person = member_of_seat(members, stored, game.current)
                assert [p.notified_users for p in pings(fake, channel)] == (
                    [{alice.id}] if person is alice else []
                )
            refused = await fake.slash(
                alice, channel, "pickomino settings server_pings", {"choice": "off"}
            )
            assert refused.ephemeral and "manage the server" in refused.content
            done = await fake.slash(
                admin, channel, "pickomino settings server_pings", {"choice": "off"}
            )
            assert "only if they turned their pings on" in done.content
            follow = await fake.slash(
                bob, channel, "pickomino settings pings", {"choice": "server"}
            )
            assert "players are not mentioned" in follow.content
            on = await fake.slash(bob, channel, "pickomino settings pings", {"choice": "on"})
            assert "will be mentioned" in on.content
            for _ in range(4):
                await play_until_the_turn_passes(fake, bot, channel, board, members)
                stored, game = await stored_game(bot, channel.id)
                person = member_of_seat(members, stored, game.current)
                assert [p.notified_users for p in pings(fake, channel)] == (
                    [{bob.id}] if person is bob else []
                )


async def test_a_computer_turn_passing_to_a_person_pings_them_and_the_end_removes_it(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database, computer_pause=0) as bot:
            await fake.slash(alice, channel, "pickomino new", {"rules": "classic"})
            board = fake.last_message(channel)
            await fake.click(alice, board, board.custom_id_for("Medium computer"))
            await fake.click(alice, board, board.custom_id_for("Start"))
            stored, game = await stored_game(bot, channel.id)
            while not stored.seats[game.current].is_computer:
                await click_action(fake, board, alice, str(cautious_action(game)))
                stored, game = await stored_game(bot, channel.id)
            await fake.wait_for(lambda: pings(fake, channel), what="Alice's ping")
            (ping,) = pings(fake, channel)
            assert ping.notified_users == {alice.id}
            ended = await fake.slash(alice, channel, "pickomino end")
            assert ended.ephemeral
            await fake.wait_for(lambda: not pings(fake, channel), what="the ping deleted")
            assert pings(fake, channel) == [] and ping in fake.deleted_messages(channel)
