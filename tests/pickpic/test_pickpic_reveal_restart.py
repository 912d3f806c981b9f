"""The reveal (P8, P9) through the local fake Discord, restarted in the middle: it goes on from
the moment it had reached, pile by pile, each pile in one message edited in place, without
points counted twice or lost, and the next round's table follows. The pause between two
moments is a stored deadline; the test makes it due between runs (`set_deadline`), as time
passing would, so nothing here waits on the clock."""

from datetime import UTC, datetime, timedelta

import pytest
from discord_helpers import running
from fakediscord import FakeDiscord
from pickpic_discord_helpers import game_of, play_step, table_of

from engine.pickpic.game import GIVE, REVEAL
from engine.pickpic.reveal import moments

PILE = "the pile of"


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickpic.db"


def pile_messages(fake, channel):  # type: ignore[no-untyped-def]
    return [m for m in fake.messages(channel) if m.embeds and PILE in m.embeds[0].get("title", "")]


async def due_now(bot, channel) -> None:  # type: ignore[no-untyped-def]
    """The pause before the next moment is over (as if the bot had been down that long)."""
    stored, _ = await game_of(bot, channel)
    await bot.store.set_deadline(stored.id, stored.version, datetime.now(UTC) - timedelta(1))


async def test_p8_a_reveal_cut_by_restarts_goes_on_where_it_was(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database, computer_pause=60) as bot:
            await fake.slash(alice, channel, "pickpic new")
            lobby = fake.last_message(channel)
            for _ in range(2):
                await fake.click(alice, lobby, lobby.custom_id_for("Add computer"))
            await fake.click(alice, lobby, lobby.custom_id_for("Start"))
            first_table = table_of(fake, channel)
            await play_step(fake, bot, channel, alice, 0)
            await play_step(fake, bot, channel, alice, 0, wait_reveal=False)
            stored, game = await game_of(bot, channel)
            assert game.phase == REVEAL and game.reveal_moment() == (0, 0)
            scored, scores = game.last_reveal, list(game.scores)
            assert scored is not None and list(scored.totals) == scores
            [first_pile] = pile_messages(fake, channel)
            assert first_table.components == [], "the round's table is retired"
            assert "\n1. " not in first_pile.embeds[0].get("description", "")
            assert stored.deadline is not None, "the pause is a stored deadline"
            await due_now(bot, channel)
        async with running(fake, database, computer_pause=60) as bot:
            await fake.wait_for(
                lambda: "\n1. " in first_pile.embeds[0].get("description", ""),
                what="the first card named after the restart, on the same message",
            )
            _, game = await game_of(bot, channel)
            assert game.reveal_moment() == (0, 1) and game.scores == scores
            assert len(pile_messages(fake, channel)) == 1
            await due_now(bot, channel)
        async with running(fake, database, computer_pause=0) as bot:
            await fake.wait_for(
                lambda: "round 2" in fake.last_message(channel).embeds[0].get("title", ""),
                what="the rest of the reveal, then the table of round 2",
            )
            stored, game = await game_of(bot, channel)
            assert game.phase == GIVE and game.round == 2 and game.scores == scores
            piles = pile_messages(fake, channel)
            assert piles[0] is first_pile and len(piles) == 3, "one message per pile, once"
            for message, reveal in zip(piles, scored.reveals, strict=True):
                text = message.embeds[0]["description"]
                assert text.count("pile scores") == 1
                assert text.count("from the deck") == 1
                named = [item for item in reveal.cards if item.giver is not None]
                deck = next(i for i, item in enumerate(reveal.cards) if item.giver is None)
                assert text.count("given by") == deck, "P8: givers named up to the deck card"
                assert len(named) >= deck
                assert message.components == []
            log = await bot.store.action_log(stored.id)
            shows = [entry for entry in log if entry.action == "show"]
            assert len(shows) == len(moments(scored)), "each moment shown once"
            assert {entry.seat for entry in shows} == {3}, "the table's own moves: no player's"
            assert table_of(fake, channel).custom_id_for("My cards")
            titles = [m.embeds[0].get("title", "") for m in fake.messages(channel) if m.embeds]
            assert titles.count("Round 1: every pile") == 1, "one summary, after a restart too"
            summary = titles.index("Round 1: every pile")
            assert summary > titles.index(piles[-1].embeds[0]["title"])
            assert "round 2" in titles[summary + 1], "the summary stands above the next table"


async def test_p8_a_pile_whose_message_a_restart_cut_off_gets_one_and_overwrites_nothing(
    database,
) -> None:
    """The bot stopped after a pile's first moment was saved and before its message was
    stored (shown here by the game still naming the round's table as its message): the next
    moment posts the pile's message rather than overwriting the table."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database, computer_pause=60) as bot:
            await fake.slash(alice, channel, "pickpic new")
            lobby = fake.last_message(channel)
            for _ in range(2):
                await fake.click(alice, lobby, lobby.custom_id_for("Add computer"))
            await fake.click(alice, lobby, lobby.custom_id_for("Start"))
            table = table_of(fake, channel)
            await play_step(fake, bot, channel, alice, 0)
            await play_step(fake, bot, channel, alice, 0, wait_reveal=False)
            stored, game = await game_of(bot, channel)
            assert game.reveal_moment() == (0, 0)
            title = table.embeds[0]["title"]
            await bot.store.set_message_id(stored.id, table.id)
            await due_now(bot, channel)
        async with running(fake, database, computer_pause=0) as bot:
            await fake.wait_for(
                lambda: "round 2" in fake.last_message(channel).embeds[0].get("title", ""),
                what="the reveal, then the table of round 2",
            )
            assert table.embeds[0]["title"] == title, "the round's table was not overwritten"
            finished = [m for m in pile_messages(fake, channel) if "pile scores" in str(m.embeds)]
            assert len(finished) == 3, "every pile shown to its end, each in its own message"
