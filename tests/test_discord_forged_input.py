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

from words.i18n import LANGUAGES, language_name

OUTDATED = "This board is out of date."
MANAGE_GUILD = discord.Permissions(manage_guild=True)

NAMES = ", ".join(language_name(code, code, listed=True) for code in LANGUAGES)
"""The language setting's choices, each in its own language."""


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
        ({"turn_timer": -1}, "turn_timer takes a whole number from 0 to 86400"),
        ({"turn_timer": 10**12}, "turn_timer takes a whole number from 0 to 86400"),
        ({"rules": "chess"}, "rules takes one of: classic, extension"),
        ({"rules": ""}, "rules takes one of: classic, extension"),
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
        ("pickomino settings timer", {"seconds": 10**15}, "a whole number from 0 to 86400"),
        ("pickomino settings timer", {"seconds": -5}, "a whole number from 0 to 86400"),
        ("pickomino settings language", {"language": "xx"}, f"language takes one of: {NAMES}"),
        ("pickomino settings language", {"language": "rules"}, "language takes one of"),
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
            assert own.content == (
                "The option choice takes one of: On: mention me when my turn comes, "
                "Off: never mention me, As the server decides."
            )
            assert server.ephemeral and server.content.startswith(
                "L'option choix prend l'une de ces valeurs : Oui : mentionner les joueurs"
            ), server.content
            assert (await bot.store.get_member_settings(guild.id, admin.id)).turn_pings is None
            assert (await bot.store.get_guild_settings(guild.id)).turn_pings is None


def look_of(message):
    """What a message shows: a forged click must leave all of it as it was."""
    return (message.content, message.embeds, message.components, message.edit_count)


async def lobby_board_and_final_board(fake, guild):
    """Three public messages of ours: a lobby, a running board and a final board (a game its
    host ended), each in a channel of its own."""
    alice = fake.add_member(guild, "Alice", permissions=MANAGE_GUILD)
    bob = fake.add_member(guild, "Bob")
    lobby_channel = guild.channels[0]
    running_channel = fake.add_channel(guild, "running")
    final_channel = fake.add_channel(guild, "final")
    await fake.slash(alice, lobby_channel, "pickomino new")
    lobby = fake.last_message(lobby_channel)
    board = await open_game(fake, running_channel, alice, bob)
    final = await open_game(fake, final_channel, alice, bob)
    await fake.slash(alice, final_channel, "pickomino end")
    await fake.wait_for(lambda: final.components == [], what="the final board without buttons")
    return alice, bob, {"lobby": lobby, "board": board, "final": final}


async def test_a_forged_leaderboard_page_click_rewrites_no_public_message(database):
    """Issue 26, hole 1. Before: the page's answer edited whatever message the click came from,
    and a board, a lobby or a final ranking became "Leaderboard · classic · all time"."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        async with running(fake, database):
            alice, bob, messages = await lobby_board_and_final_board(fake, guild)
            for message in messages.values():
                before = look_of(message)
                for clicker in (alice, bob):
                    for page in ("pkb:classic:all:0", "pkb:pickpic:week:1"):
                        refused_plainly(await fake.forge_component(clicker, message, page))
                assert look_of(message) == before


async def test_a_forged_odds_click_shows_no_game_outside_its_board(database):
    """Issue 26, hole 5. Before: the odds button skipped the board and channel check, so the
    player to play in one server's game read its odds from a message of another server: a
    lobby, a running board or a final board there."""
    async with FakeDiscord() as fake:
        home, away = fake.add_guild(), fake.add_guild()
        async with running(fake, database) as bot:
            _, _, messages = await lobby_board_and_final_board(fake, away)
            channel = home.channels[0]
            carol, dave = fake.add_member(home, "Carol"), fake.add_member(home, "Dave")
            board = await open_game(fake, channel, carol, dave)
            odds = board.custom_id_for("Odds")
            stored, game = await stored_game(bot, channel.id)
            to_play = (carol, dave)[game.current]
            elsewhere = fake.add_member(away, to_play.user)
            for message in messages.values():
                before = look_of(message)
                refused_plainly(await fake.forge_component(elsewhere, message, odds))
                assert look_of(message) == before
            assert (await stored_game(bot, channel.id))[0] == stored
            shown = await fake.click(to_play, board, odds)
            assert "Next roll" in shown.content


@pytest.mark.parametrize(
    ("options", "allowed"),
    [
        ({"target_score": 4}, "The option target_score takes a whole number from 5 to 50."),
        ({"target_score": 51}, "The option target_score takes a whole number from 5 to 50."),
        ({"target_score": 10**12}, "The option target_score takes a whole number from 5 to 50."),
        ({"target_score": "x"}, "The option target_score takes a whole number from 5 to 50."),
        ({"step_timer": -1}, "The option step_timer takes a whole number from 0 to 86400."),
        ({"step_timer": 86401}, "The option step_timer takes a whole number from 0 to 86400."),
        ({"step_timer": 10**12}, "The option step_timer takes a whole number from 0 to 86400."),
        ({"step_timer": 1.5}, "The option step_timer takes a whole number from 0 to 86400."),
        ({"step_timer": True}, "The option step_timer takes a whole number from 0 to 86400."),
        ({"deck": 3}, "The option deck takes one of: built-in, this server's pictures, both."),
    ],
)
async def test_pickpic_new_refuses_options_out_of_bounds_and_opens_nothing(
    database, options, allowed
):
    """Issue 26, hole 2. Before: step_timer 10^12 opened a lobby that could never start (an
    OverflowError at Start), out-of-range values were replaced by defaults, and
    target_score "x" opened a lobby."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database) as bot:
            result = await fake.slash(alice, channel, "pickpic new", options, forged=True)
            assert result.ephemeral and result.content.startswith(allowed), result.content
            french = await fake.slash(
                alice, channel, "pickpic new", options, forged=True, locale="fr"
            )
            assert french.ephemeral and french.content.startswith("L'option "), french.content
            assert await bot.store.active_game_in_channel(channel.id) is None
            assert fake.messages(channel) == []


@pytest.mark.parametrize(
    ("options", "allowed"),
    [
        ({"turn_timer": 1.5}, "The option turn_timer takes a whole number from 0 to 86400."),
        ({"turn_timer": "abc"}, "The option turn_timer takes a whole number from 0 to 86400."),
        ({"turn_timer": "60"}, "The option turn_timer takes a whole number from 0 to 86400."),
        ({"short_game": "yes"}, "The option short_game takes True or False."),
        ({"flip_when_nothing_returned": 1}, "The option flip_when_nothing_returned takes True"),
        ({"rules": 1}, "The option rules takes one of: classic, extension."),
    ],
)
async def test_new_refuses_options_of_the_wrong_type(database, options, allowed):
    """Issue 26, hole 4. Before: "something went wrong" and a traceback at ERROR."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database) as bot:
            result = await fake.slash(alice, channel, "pickomino new", options, forged=True)
            assert result.ephemeral and result.content.startswith(allowed), result.content
            assert await bot.store.active_game_in_channel(channel.id) is None


SETTINGS_REFUSALS = [
    ("pickomino settings timer", {"seconds": "ten"}, "a whole number from 0 to 86400"),
    ("pickomino settings timer", {"seconds": 1.5}, "a whole number from 0 to 86400"),
    ("pickomino settings timer", {"seconds": 86401}, "a whole number from 0 to 86400"),
    ("pickomino settings language", {"language": 1}, f"one of: {NAMES}, Automatic"),
    ("pickomino settings replacement", {"choice": False}, "one of: Leave the game, Easy"),
    ("pickomino settings pings", {"choice": 2}, "one of: On: mention me when my turn comes"),
    ("pickomino settings server_pings", {"choice": None}, "one of: On: mention players"),
]


@pytest.mark.parametrize(("command", "options", "allowed"), SETTINGS_REFUSALS)
async def test_every_settings_command_refuses_wrong_types_and_stores_nothing(
    database, command, options, allowed
):
    """Issue 26, hole 4: every settings command, through the tree's one check."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, database) as bot:
            result = await fake.slash(admin, channel, command, options, forged=True)
            assert result.ephemeral and allowed in result.content, result.content
            assert result.content.startswith("The option ")
            french = await fake.slash(admin, channel, command, options, forged=True, locale="fr")
            assert french.ephemeral and french.content.startswith("L'option "), french.content
            settings = await bot.store.get_guild_settings(guild.id)
            assert settings == type(settings)(guild.id)
            assert (await bot.store.get_member_settings(guild.id, admin.id)).turn_pings is None


async def test_a_command_the_bot_does_not_have_gets_the_plain_answer(database, caplog):
    """Issue 26, hole 3: a command (or a subcommand) an earlier sync left with Discord.
    Before: "something went wrong" and an ERROR with CommandNotFound."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database):
            fake.register_command({"name": "pickoldgame", "description": "Gone", "options": []})
            pickomino = next(c for c in fake.commands() if c["name"] == "pickomino")
            retired = {"type": 1, "name": "retired", "description": "Gone", "options": []}
            pickomino["options"].append(retired)
            fake.register_command(pickomino)
            for command in ("pickoldgame", "pickomino retired"):
                result = await fake.slash(alice, channel, command)
                assert result.ephemeral, command
                assert "`pickomino-bot sync`" in result.content, result.content
                french = await fake.slash(alice, channel, command, locale="fr")
                assert "lancer `pickomino-bot sync`" in french.content
            warned = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
            assert any("/pickoldgame is not one of the bot's" in text for text in warned)
            assert any("/pickomino retired is not one of the bot's" in text for text in warned)
            assert await fake.slash(alice, channel, "pickomino rules")
