"""The fake Discord's time rules for interactions (tests/fakediscord/interaction_rules.py):
a first answer later than 3 s is refused with 10062, a token older than 15 minutes with
50027, both on the fake's clock, and neither unless the test asks."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands
from fakediscord import FakeDiscord, InteractionTimeout


class HeldBot(commands.Bot):
    """`/held` answers once the test lets it, and keeps what Discord said."""

    def __init__(self) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
        )
        self.arrived = asyncio.Event()
        self.release = asyncio.Event()
        self.refused: list[int] = []
        self.interactions: list[discord.Interaction[Any]] = []

    async def setup_hook(self) -> None:
        @app_commands.command(name="held", description="Answer when told")
        async def held(interaction: discord.Interaction[Any]) -> None:
            self.interactions.append(interaction)
            self.arrived.set()
            await self.release.wait()
            try:
                await interaction.response.send_message("answered", ephemeral=True)
            except discord.NotFound as error:
                self.refused.append(error.code)

        self.tree.add_command(held)
        await self.tree.sync()


async def answer_after(fake: FakeDiscord, bot: HeldBot, member: Any, seconds: float) -> Any:
    """`/held`, its answer sent once the fake's clock moved `seconds` on."""
    bot.arrived.clear()
    bot.release.clear()
    sent = asyncio.create_task(fake.slash(member, member.guild.channels[0], "held"))
    await bot.arrived.wait()
    fake.clock.advance(seconds)
    bot.release.set()
    return await sent


async def test_an_answer_after_three_seconds_is_refused_with_unknown_interaction() -> None:
    async with FakeDiscord(interaction_rules=True) as fake:
        guild = fake.add_guild()
        alice = fake.add_member(guild, "Alice")
        bot = HeldBot()
        async with fake.run_bot(bot):
            on_time = await answer_after(fake, bot, alice, 2.9)
            with pytest.raises(InteractionTimeout, match=r"refused.*10062"):
                await answer_after(fake, bot, alice, 3.1)
            await fake.wait_for(lambda: bot.refused != [])
        assert on_time.content == "answered"
        assert bot.refused == [10062]


async def test_a_token_is_good_for_fifteen_minutes() -> None:
    async with FakeDiscord(interaction_rules=True) as fake:
        guild = fake.add_guild()
        alice = fake.add_member(guild, "Alice")
        bot = HeldBot()
        async with fake.run_bot(bot):
            result = await answer_after(fake, bot, alice, 0)
            (interaction,) = bot.interactions
            fake.clock.advance(14 * 60)
            await interaction.followup.send("still good", ephemeral=True)
            fake.clock.advance(61)
            with pytest.raises(discord.HTTPException) as expired:
                await interaction.followup.send("too old", ephemeral=True)
            with pytest.raises(discord.HTTPException):
                await interaction.edit_original_response(content="too old")
        assert expired.value.status == 401 and expired.value.code == 50027
        assert [m.content for m in result.followups] == ["still good"]
        assert len(result.refusals) == 2


async def test_without_the_rules_late_answers_are_taken() -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        alice = fake.add_member(guild, "Alice")
        bot = HeldBot()
        async with fake.run_bot(bot):
            late = await answer_after(fake, bot, alice, 3600)
            (interaction,) = bot.interactions
            await interaction.followup.send("an hour on", ephemeral=True)
        assert late.content == "answered" and late.refusals == []
