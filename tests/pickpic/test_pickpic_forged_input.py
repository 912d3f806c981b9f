"""Pick Pic's buttons against forged and outdated clicks (issue 14): a click counts only in the
game's channel and, for **My cards**, on the table message the game stores; ids that fit no
component get the plain stale answer. Nothing changes, no old table comes back to life, and no
error is logged (the suite's error guard fails a test on any ERROR line)."""

import pytest
from discord_helpers import running
from fakediscord import FakeDiscord
from pickpic_discord_helpers import game_of, open_panel, play_step, stored_as_table, table_of

OUTDATED = "This board is out of date."


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickpic.db"


async def open_table(fake, channel, host):  # type: ignore[no-untyped-def]
    """A table of the host and two computers, its first round dealt (the computers gave)."""
    await fake.slash(host, channel, "pickpic new")
    lobby = fake.last_message(channel)
    for _ in range(2):
        await fake.click(host, lobby, lobby.custom_id_for("Add computer"))
    await fake.click(host, lobby, lobby.custom_id_for("Start"))
    return table_of(fake, channel)


def refused_plainly(result) -> None:  # type: ignore[no-untyped-def]
    assert result.type == 4 and result.ephemeral, result.payload
    assert result.content == OUTDATED


async def test_my_cards_on_the_table_of_an_earlier_round_is_refused_and_stays_retired(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database, computer_pause=0) as bot:
            old = await open_table(fake, channel, alice)
            my_cards = old.custom_id_for("My cards")
            await play_step(fake, bot, channel, alice, 0)
            await play_step(fake, bot, channel, alice, 0)
            fresh = table_of(fake, channel)
            assert fresh.id != old.id and "round 2" in fresh.embeds[0]["title"]
            assert old.components == []
            await stored_as_table(bot, channel, fresh)
            before, _ = await game_of(bot, channel)
            edits = old.edit_count
            refused_plainly(await fake.forge_component(alice, old, my_cards))
            assert old.components == [] and old.edit_count == edits
            assert (await game_of(bot, channel))[0] == before
            opened = await fake.click(alice, fresh, fresh.custom_id_for("My cards"))
            assert opened.ephemeral and opened.embeds


async def test_buttons_of_another_channels_game_carried_by_a_forged_message_do_not_play_it(
    database,
):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        first, second = guild.channels[0], fake.add_channel(guild, "second")
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database, computer_pause=0) as bot:
            table = await open_table(fake, first, alice)
            elsewhere = await open_table(fake, second, alice)
            panel = await open_panel(fake, first, alice)
            before, _ = await game_of(bot, first)
            other_before, _ = await game_of(bot, second)
            refused_plainly(
                await fake.forge_component(alice, elsewhere, table.custom_id_for("My cards"))
            )
            give = next(c for c in panel.interactive_components() if c.get("options"))
            code = give["options"][0]["value"]
            forged = await fake.forge_component(alice, elsewhere, give["custom_id"], values=[code])
            refused_plainly(forged)
            assert (await game_of(bot, first))[0] == before
            assert (await game_of(bot, second))[0] == other_before
            played = await fake.select(alice, panel, give["custom_id"], [code])
            assert played.type == 7, "the same choice on the player's own panel plays"


@pytest.mark.parametrize(
    "custom_id",
    [
        "pp:cards:1234567890123456789",
        "pp:cards:99999999999999999999",
        "pp:cards:-1",
        "pp:cards:1x",
        "pp:m:1:-2:lock",
        "pp:m:-1:2:lock",
        "pp:m:1234567890123456789:2:lock",
        "pp:m:1:2:LOCK",
        "pp:m:1:2:place:1234567890",
        "pp:m:1:2:give:1:2:3",
        "pp:s:1:2:12",
        "pp:s:1:2:-1",
        "pp:",
    ],
)
async def test_ids_that_do_not_fit_get_the_stale_answer(database, custom_id):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database, computer_pause=0) as bot:
            table = await open_table(fake, channel, alice)
            before, _ = await game_of(bot, channel)
            refused_plainly(await fake.forge_component(alice, table, custom_id))
            assert (await game_of(bot, channel))[0] == before
