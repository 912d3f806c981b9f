"""Our components' clicks reach their item by custom id alone (cogs/click_router.py, issue 16):
discord.py rebuilds no View from the clicked message and dispatches none of them itself, so
each click is answered exactly once; boards keep answering after a restart and after the game
extension is loaded again. The real bot, the fake Discord, a real SQLite file."""

import gc

import discord
import pytest
from discord_helpers import action_codes, running, stored_game
from fakediscord import FakeDiscord

from cogs.click_router import ClickRouter, clicked_message_id, install, routed_view, sending
from cogs.components import DYNAMIC_ITEMS, ActionButton, LeaderboardPageButton, OddsButton
from cogs.pickpic_components import PICKPIC_ITEMS, PanelButton, PanelSelect

ROUTER = ClickRouter((*DYNAMIC_ITEMS, *PICKPIC_ITEMS))


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


async def open_game(fake, channel, host, other):
    await fake.slash(host, channel, "pickomino new", {"rules": "classic"})
    board = fake.last_message(channel)
    await fake.click(other, board, board.custom_id_for("Join"))
    await fake.click(host, board, board.custom_id_for("Start"))
    return board


@pytest.mark.parametrize(
    ("custom_id", "item"),
    [
        ("pk:12:3:aside:6", ActionButton),
        ("pko:12", OddsButton),
        ("pkb:pickpic:week:2", LeaderboardPageButton),
        ("pp:s:12:4:1", PanelSelect),
    ],
)
def test_an_id_finds_its_item(custom_id, item) -> None:
    found = ROUTER.find(custom_id)
    assert found is not None and found[0] is item
    assert ROUTER.ours(custom_id)


@pytest.mark.parametrize("custom_id", ["pk:1x", "pko:", "pkb:classic:all:-1", "pp:cards:"])
def test_an_id_of_ours_that_fits_no_item_is_found_as_ours_only(custom_id) -> None:
    assert ROUTER.ours(custom_id) and ROUTER.find(custom_id) is None


def test_other_ids_are_not_ours() -> None:
    """The rules pages' own buttons, and anything else, are left to discord.py."""
    assert not any(ROUTER.ours(custom_id) for custom_id in ("rules:next", "pkx:1", "p:1", ""))


async def test_a_routed_view_is_never_kept_by_discord_py() -> None:
    """Stopped before it is sent: discord.py stores no stopped view, so it registers none of
    its items and the router is the only one to answer their clicks."""
    view = routed_view()
    view.add_item(PanelButton(1, 2, "give:3", "Give"))
    assert view.is_finished() and view.to_components()


async def test_each_click_gets_one_answer_and_moves_the_game_once(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, bob)
            before, _ = await stored_game(bot, channel.id)
            edits = board.edit_count
            clicked = await fake.click(alice, board, action_codes(board)["roll"])
            odds = await fake.click(alice, board, board.custom_id_for("Odds"))
            after, _ = await stored_game(bot, channel.id)
            log = await bot.store.action_log(after.id)
            assert clicked.type == 7 and not clicked.followups
            assert odds.ephemeral and not odds.followups
            assert after.version == before.version + 1 and [e.action for e in log] == ["roll"]
            assert board.edit_count == edits + 1


async def test_installing_the_router_again_routes_each_click_once(database):
    """Loading the extension again (its `setup`) replaces the router rather than adding a
    second listener, which would play the click twice (the second refused as outdated, in a
    followup)."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, bob)
            install(bot, (*DYNAMIC_ITEMS, *PICKPIC_ITEMS))
            roll = action_codes(board)["roll"]
            clicked = await fake.click(alice, board, roll)
            again = await fake.forge_component(alice, board, roll)
            stored, _ = await stored_game(bot, channel.id)
            log = await bot.store.action_log(stored.id)
            assert clicked.type == 7 and not clicked.followups
            assert again.ephemeral and not again.followups
            assert [entry.action for entry in log] == ["roll"]


async def test_a_board_answers_after_a_restart_and_its_old_version_is_refused(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database):
            board = await open_game(fake, channel, alice, bob)
            roll = action_codes(board)["roll"]
        async with running(fake, database) as bot:
            clicked = await fake.click(alice, board, roll)
            stale = await fake.forge_component(alice, board, roll)
            stored, _ = await stored_game(bot, channel.id)
            assert clicked.type == 7 and not clicked.followups
            assert stale.ephemeral and stale.content == "This board is out of date."
            assert [entry.action for entry in await bot.store.action_log(stored.id)] == ["roll"]


async def test_a_sent_boards_view_is_freed_without_a_collection() -> None:
    """A view and its items refer to each other; once `sending` has emptied it, reference
    counting frees them, and the collector finds no cycle left behind (issue 16)."""
    gc.collect()
    gc.disable()
    try:
        view = routed_view()
        for face in range(1, 7):
            view.add_item(PanelButton(1, 2, f"give:{face}", str(face), emoji="🎲"))
        with sending({"view": view}) as message:
            assert len(message["view"].to_components()[0]["components"]) == 5
        assert view.children == []
        del view, message
        assert gc.collect() == 0
    finally:
        gc.enable()


async def test_an_answered_click_leaves_no_garbage_for_the_collector(database):
    """The interaction, its response and the clicked message are freed by reference counting
    once the click is answered (`forget_response`): no cycle is left for a collection, on the
    bot's side or the fake's. Fails if a discord.py upgrade keeps the response elsewhere."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database):
            board = await open_game(fake, channel, alice, bob)
            gc.collect()
            gc.set_debug(gc.DEBUG_SAVEALL)
            try:
                clicked = await fake.click(alice, board, action_codes(board)["roll"])
                odds = await fake.click(alice, board, board.custom_id_for("Odds"))
                stale = await fake.forge_component(alice, board, "pk:1x")
                gc.collect()
                left = [type(thing).__name__ for thing in gc.garbage]
            finally:
                gc.set_debug(0)
                gc.garbage.clear()
            assert clicked.type == 7 and odds.ephemeral and stale.ephemeral
            assert "Interaction" not in left and "Message" not in left, left


async def test_a_click_on_our_board_reaches_discord_py_without_the_boards_contents(database):
    """discord.py parses nothing of the clicked message but its id, which the click's data
    keeps (also after the router is installed again); a click on anyone else's component
    is parsed whole."""
    seen: list[tuple[str, int | None, int | None, int, int]] = []

    async def look(interaction: discord.Interaction) -> None:
        message = interaction.message
        custom_id = str((interaction.data or {}).get("custom_id"))
        shown = (0, 0) if message is None else (len(message.embeds), len(message.components))
        parsed = None if message is None else message.id
        seen.append((custom_id, parsed, clicked_message_id(interaction), *shown))
        if custom_id == "other:1":
            await interaction.response.defer()

    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, bob)
            install(bot, (*DYNAMIC_ITEMS, *PICKPIC_ITEMS))
            bot.add_listener(look, "on_interaction")
            roll = action_codes(board)["roll"]
            await fake.click(alice, board, roll)
            view = discord.ui.View(timeout=None)
            view.add_item(discord.ui.Button(label="Other", custom_id="other:1"))
            await bot.get_partial_messageable(channel.id).send(
                "other", embed=discord.Embed(title="x"), view=view
            )
            other = fake.last_message(channel)
            await fake.click(alice, other, "other:1")
            assert seen == [(roll, None, board.id, 0, 0), ("other:1", other.id, None, 1, 1)]
