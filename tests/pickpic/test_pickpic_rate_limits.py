"""Pick Pic inside Discord's rate limits (issue 36): a panel's click is answered at once, even
when Discord holds back the table's edit it caused (one edit per 5 s in the channel); the
table catches up afterwards, in order (cogs/board_updates.py). Before, the click waited for
the table's edit and missed Discord's 3 s."""

import pytest
from discord_helpers import running
from fakediscord import FakeDiscord, RateLimits
from pickpic_discord_helpers import game_of, play_step, table_of

from engine.pickpic.game import RANK


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickpic.db"


async def test_panel_clicks_are_answered_while_the_tables_edits_wait(database) -> None:
    limits = RateLimits(per_route=1, per_route_seconds=5.0)
    async with FakeDiscord(rate_limits=limits, interaction_rules=True) as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database, computer_pause=0) as bot:
            await fake.slash(alice, channel, "pickpic new", {"target_score": 5})
            lobby = fake.last_message(channel)
            await fake.click(bob, lobby, lobby.custom_id_for("Join"))
            for _ in range(2):
                await fake.click(alice, lobby, lobby.custom_id_for("Add computer"))
            await fake.click(alice, lobby, lobby.custom_id_for("Start"))
            edits = table_of(fake, channel).edit_count
            await play_step(fake, bot, channel, alice, 0, wait_reveal=False)
            await play_step(fake, bot, channel, bob, 1, wait_reveal=False)
            stored, game = await game_of(bot, channel)
            assert game.phase == RANK
            await bot.get_cog("Pickomino").updates.settled(stored.id)
            table = table_of(fake, channel)
            assert table.edit_count > edits and "round 1" in table.embeds[0]["title"]
