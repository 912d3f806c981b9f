"""Clicks and options a modified client (or a bug) could send, past Discord's own checks: each
is refused with a short ephemeral answer, changes nothing, revives no old board, and logs no
error (the suite's error guard fails a test on any ERROR line).

The fake Discord forges them: `fake.forge_component` sends any custom id on any message, and
`fake.slash(..., forged=True)` sends option values the client would refuse.
"""

import discord
import pytest
from discord_helpers import action_codes, running, stored_game
from fakediscord import FakeDiscord

OUTDATED = "This board is out of date."
MANAGE_GUILD = discord.Permissions(manage_guild=True)


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


async def open_game(fake, channel, host, other):
    await fake.slash(host, channel, "pickomino new")
    board = fake.last_message(channel)
    await fake.click(other, board, board.custom_id_for("Join"))
    await fake.click(host, board, board.custom_id_for("Start"))
    return board


def refused_plainly(result, text: str = OUTDATED) -> None:
    assert result.type == 4 and result.ephemeral, result.payload
    assert result.content == text


async def test_a_click_on_the_board_status_replaced_neither_plays_nor_revives_it(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            old = await open_game(fake, channel, alice, bob)
            roll = action_codes(old)["roll"]
            await fake.slash(bob, channel, "pickomino status")
            fresh = fake.last_message(channel)
            await fake.wait_for(lambda: old.components == [], what="the old board retired")
            before, _ = await stored_game(bot, channel.id)
            edits = fresh.edit_count
            refused_plainly(await fake.forge_component(alice, old, roll))
            assert (await stored_game(bot, channel.id))[0] == before
            assert old.components == [] and fresh.edit_count == edits
            played = await fake.click(alice, fresh, action_codes(fresh)["roll"])
            assert played.type == 7


async def test_a_lobby_button_on_a_replaced_lobby_board_is_refused(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            await fake.slash(alice, channel, "pickomino new")
            old = fake.last_message(channel)
            join = old.custom_id_for("Join")
            await fake.slash(alice, channel, "pickomino status")
            refused_plainly(await fake.forge_component(bob, old, join))
            stored = await bot.store.active_game_in_channel(channel.id)
            assert [seat.display_name for seat in stored.seats] == ["Alice"]


async def test_a_button_of_another_channels_game_does_not_play_it(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        first, second = guild.channels[0], fake.add_channel(guild, "second")
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, first, alice, bob)
            elsewhere = await open_game(fake, second, bob, alice)
            before, _ = await stored_game(bot, first.id)
            other_before, _ = await stored_game(bot, second.id)
            roll = action_codes(board)["roll"]
            refused_plainly(await fake.forge_component(alice, elsewhere, roll))
            assert (await stored_game(bot, first.id))[0] == before
            assert (await stored_game(bot, second.id))[0] == other_before


@pytest.mark.parametrize(
    "custom_id",
    [
        "pk:1234567890123456789:3:roll",
        "pk:99999999999999999999:3:roll",
        "pk:-1:3:roll",
        "pk:1:-3:roll",
        "pk:1:3:roll:aside:4",
        "pk:1:3:",
        "pk:1:3:ROLL",
        "pkl:-1:join",
        "pkl:1:explode",
        "pkl:1234567890123456789:join",
        "pkr:1234567890123456789",
        "pkr:1x",
        "pks:1:3:extra",
        "pk:",
        "pko:1x",
        "pkb:classic:all:-1",
        "pp:cards:",
    ],
)
async def test_ids_that_do_not_fit_get_the_stale_answer(database, custom_id):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, bob)
            before, _ = await stored_game(bot, channel.id)
            refused_plainly(await fake.forge_component(alice, board, custom_id))
            assert (await stored_game(bot, channel.id))[0] == before


async def test_a_select_value_that_is_no_action_is_refused(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, bob)
            before, _ = await stored_game(bot, channel.id)
            custom_id = f"pks:{before.id}:{before.version}"
            for values in (["victim:-1"], ["drop table"], ["remove:1"]):
                result = await fake.forge_component(alice, board, custom_id, values=values)
                assert result.ephemeral and result.type == 4
            assert (await stored_game(bot, channel.id))[0] == before


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"turn_timer": -1}, "turn timer"),
        ({"turn_timer": 10**12}, "turn timer"),
        ({"rules": "chess"}, "rule set"),
        ({"rules": ""}, "rule set"),
    ],
)
async def test_new_refuses_options_out_of_bounds_and_opens_nothing(database, options, words):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database) as bot:
            result = await fake.slash(alice, channel, "pickomino new", options, forged=True)
            assert result.ephemeral and words in result.content
            assert await bot.store.active_game_in_channel(channel.id) is None
            french = await fake.slash(
                alice, channel, "pickomino new", options, forged=True, locale="fr"
            )
            assert french.ephemeral and french.content != result.content


@pytest.mark.parametrize(
    ("command", "options", "words"),
    [
        ("pickomino settings timer", {"seconds": 10**15}, "turn timer"),
        ("pickomino settings timer", {"seconds": -5}, "turn timer"),
        ("pickomino settings language", {"language": "de"}, "language"),
        ("pickomino settings language", {"language": "rules"}, "language"),
    ],
)
async def test_settings_refuse_values_out_of_bounds_and_store_nothing(
    database, command, options, words
):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, database) as bot:
            result = await fake.slash(admin, channel, command, options, forged=True)
            assert result.ephemeral and words in result.content
            settings = await bot.store.get_guild_settings(guild.id)
            assert settings.language is None and settings.turn_timer_seconds is None


@pytest.mark.parametrize("choice", ["maybe", "", "ON", "true"])
async def test_ping_settings_refuse_a_choice_they_do_not_offer_and_store_nothing(database, choice):
    """Before: any other value than "on" (or "server") was stored as "off"."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, database) as bot:
            own = await fake.slash(
                admin, channel, "pickomino settings pings", {"choice": choice}, forged=True
            )
            server = await fake.slash(
                admin,
                channel,
                "pickomino settings server_pings",
                {"choice": choice},
                forged=True,
                locale="fr",
            )
            assert own.ephemeral and "Unknown choice: choose On, Off or" in own.content
            assert server.ephemeral and "Choix inconnu : choisissez Oui ou Non" in server.content
            assert (await bot.store.get_member_settings(guild.id, admin.id)).turn_pings is None
            assert (await bot.store.get_guild_settings(guild.id)).turn_pings is None
