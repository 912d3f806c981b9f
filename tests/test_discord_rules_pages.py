"""`/pickomino rules` shows the pages of the channel's game, the same pages `pickomino-bot rules`
prints (tables.rules_pages): Pick Pic's at a Pick Pic table (P1-P11), Pickomino's elsewhere."""

from discord_helpers import running
from fakediscord import FakeDiscord

from tables.rules_pages import PICKPIC_PAGES
from words.i18n import t


async def test_p1_p11_rules_at_a_pick_pic_table_are_pick_pics_page_by_page(tmp_path):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, tmp_path / "rules.db"):
            await fake.slash(alice, channel, "pickpic new")
            rules = await fake.slash(bob, channel, "pickomino rules")
            assert rules.ephemeral
            assert rules.embeds[0]["title"] == t("rules.pickpic_goal.title", "en")
            assert rules.embeds[0]["footer"]["text"] == f"Page 1 of {len(PICKPIC_PAGES)}"
            turned = await fake.click(bob, rules.message, rules.message.custom_id_for("Next"))
            assert turned.embeds[0]["title"] == t("rules.pickpic_deal.title", "en")
            assert "(P2, P3)" in turned.embeds[0]["description"]


async def test_rules_without_a_game_are_pickominos_with_the_extension(tmp_path):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        bob = fake.add_member(guild, "Bob")
        async with running(fake, tmp_path / "rules.db"):
            rules = await fake.slash(bob, channel, "pickomino rules")
            assert rules.embeds[0]["title"] == t("rules.goal.title", "en")
            assert rules.embeds[0]["footer"]["text"] == "Page 1 of 8"
