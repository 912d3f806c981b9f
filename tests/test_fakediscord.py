"""The fake Discord, exercised by the real discord.py client running a throwaway bot."""

from __future__ import annotations

import asyncio
import io
import re
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands
from discord.gateway import DiscordWebSocket
from discord.http import Route
from fakediscord import FakeDiscord, FakeDiscordError, FakeMember, InteractionTimeout

TOKEN = "fake-token"


class Counter(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"counter:(?P<count>\d+)"):
    """A persistent button whose custom_id carries the count, so any bot instance can serve it."""

    def __init__(self, count: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=f"Count {count}",
                custom_id=f"counter:{count}",
                style=discord.ButtonStyle.primary,
            )
        )
        self.count = count

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Counter:
        return cls(int(match["count"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        following = self.count + 1
        await interaction.response.edit_message(
            content=f"count={following}", view=counter_view(following)
        )


def counter_view(count: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(Counter(count))
    return view


class Picker(discord.ui.View):
    @discord.ui.select(
        custom_id="picker",
        options=[discord.SelectOption(label=f"Option {n}", value=str(n)) for n in (1, 2, 3)],
    )
    async def pick(
        self, interaction: discord.Interaction[Any], select: discord.ui.Select[Any]
    ) -> None:
        await interaction.response.edit_message(content=f"picked {select.values[0]}", view=None)


demo = app_commands.Group(name="demo", description="Demo commands")


@demo.command(name="hello", description="Greet someone privately")
async def hello(interaction: discord.Interaction[Any], name: str) -> None:
    await interaction.response.send_message(
        f"Hello {name} ({interaction.locale.value}, {interaction.guild_locale})", ephemeral=True
    )


@demo.command(name="counter", description="Post a counter in the channel")
async def counter(interaction: discord.Interaction[Any]) -> None:
    assert isinstance(interaction.channel, discord.TextChannel)
    try:
        await interaction.channel.send("count=0", view=counter_view(0))
    except discord.Forbidden as error:
        await interaction.response.send_message(f"forbidden {error.code}", ephemeral=True)
        return
    await interaction.response.send_message("posted", ephemeral=True)


@demo.command(name="slow", description="Think, then answer with a followup")
async def slow(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.defer(thinking=True)
    await interaction.followup.send("done thinking")


@demo.command(name="pick", description="Offer a select menu")
async def pick(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.send_message("choose", view=Picker())


@demo.command(name="upload", description="Send a file and an embed")
async def upload(interaction: discord.Interaction[Any]) -> None:
    assert isinstance(interaction.channel, discord.TextChannel)
    embed = discord.Embed(title="Board", description="a file follows")
    await interaction.channel.send(
        embed=embed, file=discord.File(io.BytesIO(b"scores"), filename="scores.txt")
    )
    await interaction.response.send_message("uploaded", ephemeral=True)


@demo.command(name="long", description="Try to send more than Discord allows")
async def too_long(interaction: discord.Interaction[Any]) -> None:
    try:
        await interaction.response.send_message("x" * 2001)
    except discord.HTTPException as error:
        await interaction.response.send_message(f"rejected {error.code}", ephemeral=True)


@demo.command(name="ping", description="Mention someone, as a turn ping does, then remove it")
async def ping(interaction: discord.Interaction[Any], who: discord.Member) -> None:
    assert isinstance(interaction.channel, discord.TextChannel)
    role = f"<@&{interaction.guild_id}>"
    limited = discord.AllowedMentions(users=[who], roles=False, everyone=False)
    text = f"{who.mention} {role} @everyone your turn"
    mentioned = await interaction.channel.send(text, allowed_mentions=limited)
    unlimited = await interaction.channel.send(text)
    await unlimited.delete()
    await mentioned.edit(content=f"{who.mention} edited")
    await interaction.response.send_message(str(mentioned.id), ephemeral=True)


class DemoBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
        )

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Counter)
        self.tree.add_command(demo)
        await self.tree.sync()


@pytest.fixture
async def fake() -> Any:
    async with FakeDiscord() as server:
        yield server


async def test_slash_command_in_a_group_replies_ephemerally_in_the_users_locale(
    fake: FakeDiscord,
) -> None:
    guild = fake.add_guild("Guild", locale="de")
    alice = fake.add_member(guild, "Alice")
    async with fake.run_bot(DemoBot()):
        result = await fake.slash(
            alice, guild.channels[0], "demo hello", {"name": "Bob"}, locale="fr"
        )
    assert result.type == 4
    assert result.ephemeral
    assert result.content == "Hello Bob (fr, de)"
    assert fake.messages(guild.channels[0]) == []
    assert result.latency >= 0


async def test_sync_is_recorded_and_unknown_commands_are_refused(fake: FakeDiscord) -> None:
    guild = fake.add_guild()
    alice = fake.add_member(guild, "Alice")
    async with fake.run_bot(DemoBot()) as bot:
        [registered] = fake.commands()
        assert registered["name"] == "demo"
        subcommands = {o["name"] for o in registered["options"]}
        assert {"hello", "counter", "slow", "pick"} <= subcommands
        scope = discord.Object(id=guild.id)
        bot.tree.copy_global_to(guild=scope)
        await bot.tree.sync(guild=scope)
        [guild_command] = fake.commands(guild)
        result = await fake.slash(alice, guild.channels[0], "demo hello", {"name": "Zed"})
        assert result.payload["data"]["id"] == guild_command["id"] != registered["id"]
        with pytest.raises(FakeDiscordError, match="not registered"):
            await fake.slash(alice, guild.channels[0], "pickomino new")
        with pytest.raises(FakeDiscordError, match="missing required option"):
            await fake.slash(alice, guild.channels[0], "demo hello")
        with pytest.raises(FakeDiscordError, match="expects str"):
            await fake.slash(alice, guild.channels[0], "demo hello", {"name": 3})
    assert [s.guild_id for s in fake.command_syncs] == [None, guild.id]


async def test_button_click_edits_the_message_through_the_interaction_response(
    fake: FakeDiscord,
) -> None:
    guild = fake.add_guild()
    channel = guild.channels[0]
    bob = fake.add_member(guild, "Bob")
    async with fake.run_bot(DemoBot()):
        posted = await fake.slash(bob, channel, "demo counter")
        assert posted.content == "posted"
        board = fake.last_message(channel)
        assert board.content == "count=0"
        first = await fake.click(bob, board, "counter:0")
        second = await fake.click(bob, board, "counter:1")
    assert (first.type, second.type) == (7, 7)
    assert second.message is board
    assert board.content == "count=2"
    assert board.custom_ids == ["counter:2"]
    assert board.edit_count == 2
    with pytest.raises(FakeDiscordError, match="no component"):
        board.component("counter:0")


async def test_a_second_bot_instance_serves_buttons_posted_by_the_first(fake: FakeDiscord) -> None:
    guild = fake.add_guild()
    channel = guild.channels[0]
    carol = fake.add_member(guild, "Carol")
    async with fake.run_bot(DemoBot()):
        await fake.slash(carol, channel, "demo counter")
    board = fake.last_message(channel)
    async with fake.run_bot(DemoBot()):
        result = await fake.click(carol, board, board.custom_id_for("Count 0"))
    assert result.content == "count=1"
    assert [s.names for s in fake.command_syncs] == [("demo",), ("demo",)]
    assert len(fake.commands()) == 1


async def test_forbidden_channel_surfaces_as_discord_forbidden(fake: FakeDiscord) -> None:
    guild = fake.add_guild()
    channel = guild.channels[0]
    dave = fake.add_member(guild, "Dave")
    fake.forbid_channel(channel)
    async with fake.run_bot(DemoBot()):
        result = await fake.slash(dave, channel, "demo counter")
        assert result.content == "forbidden 50013"
        fake.allow_channel(channel)
        assert (await fake.slash(dave, channel, "demo counter")).content == "posted"
        fake.inject_error("POST", f"/channels/{channel.id}/messages")
        assert (await fake.slash(dave, channel, "demo counter")).content == "forbidden 50013"
    assert len(fake.messages(channel)) == 1


async def test_mentions_notify_whom_allowed_mentions_allow_and_deleted_messages_go(
    fake: FakeDiscord,
) -> None:
    guild = fake.add_guild()
    channel = guild.channels[0]
    dave, erin = fake.add_member(guild, "Dave"), fake.add_member(guild, "Erin")
    async with fake.run_bot(DemoBot()):
        result = await fake.slash(dave, channel, "demo ping", {"who": erin})
    (kept,) = fake.messages(channel)
    assert kept.id == int(result.content) and kept.content == f"<@{erin.id}> edited"
    assert kept.notified_users == {erin.id}
    assert not kept.notified_roles and not kept.notified_everyone
    (removed,) = fake.deleted_messages(channel)
    assert removed.notified_users == {erin.id} and removed.notified_everyone
    assert removed.notified_roles == {guild.id}


async def test_deferred_answer_is_filled_by_the_first_followup(fake: FakeDiscord) -> None:
    guild = fake.add_guild()
    erin = fake.add_member(guild, "Erin")
    async with fake.run_bot(DemoBot()):
        result = await fake.slash(erin, guild.channels[0], "demo slow")
        assert result.type == 5
        thinking = result.message
        assert thinking is not None and thinking.loading
        await fake.wait_for(lambda: not thinking.loading, what="the followup")
    assert result.content == "done thinking"
    assert fake.messages(guild.channels[0]) == [thinking]


async def test_select_menu_choice_updates_the_message(fake: FakeDiscord) -> None:
    guild = fake.add_guild()
    frank = fake.add_member(guild, "Frank")
    async with fake.run_bot(DemoBot()):
        offer = await fake.slash(frank, guild.channels[0], "demo pick")
        assert offer.message is not None
        with pytest.raises(FakeDiscordError, match="not distinct options"):
            await fake.select(frank, offer.message, "picker", ["9"])
        chosen = await fake.select(frank, offer.message, "picker", ["2"])
    assert chosen.type == 7
    assert offer.message.content == "picked 2"
    assert offer.message.components == []


async def test_files_embeds_and_message_limits(fake: FakeDiscord) -> None:
    guild = fake.add_guild()
    channel = guild.channels[0]
    gina = fake.add_member(guild, "Gina")
    async with fake.run_bot(DemoBot()):
        await fake.slash(gina, channel, "demo upload")
        rejected = await fake.slash(gina, channel, "demo long")
    board = fake.last_message(channel)
    assert board.files == {"scores.txt": b"scores"}
    assert board.embeds[0]["title"] == "Board"
    assert rejected.content == "rejected 50035"


async def test_unanswered_interaction_times_out_with_a_clear_error(fake: FakeDiscord) -> None:
    guild = fake.add_guild()
    hank = fake.add_member(guild, "Hank")
    bot = DemoBot()
    async with fake.run_bot(bot):
        await fake.slash(hank, guild.channels[0], "demo counter")
        bot.remove_dynamic_items(Counter)
        board = fake.last_message(guild.channels[0])
        with pytest.raises(InteractionTimeout, match="DynamicItem"):
            await fake.click(hank, board, "counter:0", timeout=0.2)


async def test_bot_resumes_after_gateway_reconnect(fake: FakeDiscord) -> None:
    guild = fake.add_guild()
    ivy = fake.add_member(guild, "Ivy")
    async with fake.run_bot(DemoBot()) as bot:
        await fake.force_reconnect()
        result = await fake.slash(ivy, guild.channels[0], "demo hello", {"name": "again"})
        assert bot.get_guild(guild.id) is not None
    assert result.content.startswith("Hello again")


async def test_two_hundred_concurrent_interactions(fake: FakeDiscord) -> None:
    guild = fake.add_guild()
    members: list[FakeMember] = [fake.add_member(guild, f"Player {n}") for n in range(20)]
    async with fake.run_bot(DemoBot()):
        results = await asyncio.gather(
            *(
                fake.slash(members[n % 20], guild.channels[0], "demo hello", {"name": str(n)})
                for n in range(200)
            )
        )
    assert sorted(r.content for r in results) == sorted(
        f"Hello {n} (en-US, en-US)" for n in range(200)
    )


async def test_a_forgotten_interaction_can_no_longer_be_answered(fake: FakeDiscord) -> None:
    """A long benchmark forgets the interactions it measured; a late answer to one of them is
    refused as Discord refuses an expired token, and new clicks go on as before."""
    guild = fake.add_guild()
    ivy = fake.add_member(guild, "Ivy")
    bot = DemoBot()
    seen: list[discord.Interaction[Any]] = []

    async def keep(interaction: discord.Interaction[Any]) -> None:
        seen.append(interaction)

    bot.add_listener(keep, "on_interaction")
    async with fake.run_bot(bot):
        await fake.slash(ivy, guild.channels[0], "demo hello", {"name": "Ivy"})
        (answered,) = seen
        await answered.edit_original_response(content="still known")
        fake.forget_interactions()
        with pytest.raises(discord.NotFound) as refused:
            await answered.edit_original_response(content="too late")
        again = await fake.slash(ivy, guild.channels[0], "demo hello", {"name": "Ivy"})
    assert refused.value.code == 10015
    assert again.content.startswith("Hello Ivy")


async def test_a_fake_for_other_processes_runs_beside_this_one_and_leaves_discord_py_alone(
    fake: FakeDiscord,
) -> None:
    """The Discord benchmark gives each of its two bot processes a fake of its own: such a fake
    serves its own address without pointing this process's discord.py at it, and a second
    fake for bots in this process is still refused."""
    pointed = discord_py_points_at()
    async with FakeDiscord(in_process=False) as other:
        assert other.url != fake.url
        assert discord_py_points_at() == pointed
        async with (
            aiohttp.ClientSession() as session,
            session.get(f"{other.url}/api/v10/gateway") as answer,
        ):
            assert (await answer.json())["url"].startswith(other.url.replace("http", "ws"))
        with pytest.raises(FakeDiscordError, match="already running"):
            async with FakeDiscord():
                pass
    assert discord_py_points_at() == pointed


def discord_py_points_at() -> tuple[str, object]:
    """Where this process's discord.py sends its requests and opens its gateway."""
    return Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
