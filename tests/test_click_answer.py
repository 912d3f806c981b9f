"""A click is answered by an UPDATE_MESSAGE callback without the edited board sent back
(cogs/click_answer.py, issue 16), and the interaction counts as answered afterwards, as after
discord.py's own `edit_message`. The real bot and discord.py, the fake Discord, a real SQLite
file; a rename of the discord.py internals it relies on fails here."""

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

import discord
import pytest
from discord_helpers import action_codes, running
from fakediscord import FakeDiscord, FakeMessage, InteractionResult

from cogs.click_answer import edit_clicked

PROBE = "probe:1"


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


async def click_probe(
    fake: FakeDiscord,
    database: Path,
    probe: Callable[[discord.Interaction], Awaitable[None]],
    finished: asyncio.Event,
) -> tuple[InteractionResult, FakeMessage]:
    """Alice clicks a button of no game of ours; `probe`, a listener of the real bot, answers
    it, and sets `finished` when done."""
    guild = fake.add_guild()
    channel = guild.channels[0]
    alice = fake.add_member(guild, "Alice")
    async with running(fake, database) as bot:
        bot.add_listener(probe, "on_interaction")
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.Button(label="Probe", custom_id=PROBE))
        await bot.get_partial_messageable(channel.id).send("probe", view=view)
        message = fake.last_message(channel)
        answered = await fake.click(alice, message, PROBE)
        await asyncio.wait_for(finished.wait(), 10)
    return answered, message


async def test_a_move_edits_the_board_without_asking_for_it_back(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database):
            await fake.slash(alice, channel, "pickomino new", {"rules": "classic"})
            board = fake.last_message(channel)
            await fake.click(bob, board, board.custom_id_for("Join"))
            await fake.click(alice, board, board.custom_id_for("Start"))
            edits = board.edit_count
            rolled = await fake.click(alice, board, action_codes(board)["roll"])
            assert rolled.type == 7 and not rolled.with_response
            assert rolled.message is board and board.edit_count == edits + 1
            assert "Alice rolls" in str(board.embeds[0])
            assert board.interactive_components() and board.attachments == []


async def test_the_interaction_counts_as_answered(database):
    """Once answered, a second answer is refused by discord.py itself, before any request, as
    the error funnel (cogs.replies) expects; a view of None removes the components."""
    seen: dict[str, object] = {}
    finished = asyncio.Event()

    async def probe(interaction: discord.Interaction) -> None:
        if (interaction.data or {}).get("custom_id") != PROBE:
            return
        await edit_clicked(interaction, discord.Embed(title="edited"), None, [])
        seen["done"] = interaction.response.is_done()
        try:
            await edit_clicked(interaction, discord.Embed(title="again"), None, [])
        except discord.InteractionResponded:
            seen["refused"] = True
        finished.set()

    async with FakeDiscord() as fake:
        answered, message = await click_probe(fake, database, probe, finished)
    assert answered.type == 7 and not answered.with_response
    assert seen == {"done": True, "refused": True}
    assert message.embeds[0]["title"] == "edited" and message.components == []


@pytest.mark.parametrize(
    ("status", "code", "raised"),
    [
        (404, 10062, discord.NotFound),
        (403, 50013, discord.Forbidden),
        (500, 0, discord.DiscordServerError),
        (400, 40060, discord.HTTPException),
    ],
)
async def test_a_refused_answer_raises_discord_pys_error_and_leaves_it_unanswered(
    database, status, code, raised
):
    """Nothing is retried: the error goes to the error funnel (cogs.replies) at once, and the
    interaction can still be answered."""
    seen: dict[str, object] = {}
    finished = asyncio.Event()

    async def probe(interaction: discord.Interaction) -> None:
        if (interaction.data or {}).get("custom_id") != PROBE:
            return
        path = f"/interactions/{interaction.id}/{interaction.token}/callback"
        fake.inject_error("POST", path, status=status, code=code, message="refused")
        try:
            await edit_clicked(interaction, discord.Embed(title="edited"), None, [])
        except discord.HTTPException as error:
            seen["error"] = (type(error), error.status, error.code)
        seen["done"] = interaction.response.is_done()
        await edit_clicked(interaction, discord.Embed(title="second"), None, [])
        finished.set()

    async with FakeDiscord() as fake:
        answered, message = await click_probe(fake, database, probe, finished)
    assert seen == {"error": (raised, status, code), "done": False}
    assert answered.type == 7 and message.embeds[0]["title"] == "second"
