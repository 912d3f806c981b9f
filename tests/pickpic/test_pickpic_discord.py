"""Pick Pic through the local fake Discord: a whole 4-player game of two people and two
computers, with ephemeral panels only their owner sees, a restart in the middle of giving and
of ranking, and wrong-user and stale clicks refused."""

from datetime import UTC, datetime, timedelta

import pytest
from discord_helpers import running
from fakediscord import FakeDiscord, FakeDiscordError
from pickpic_discord_helpers import game_of, open_panel, play_step, table_of

from engine.pickpic.game import GIVE, RANK, Game
from engine.pickpic.policies import computer_actions
from storage import GameStatus
from tables.pickpic.card_names import card_caption


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickpic.db"


async def test_p4_p11_a_whole_game_of_two_people_and_two_computers(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        carol = fake.add_member(guild, "Carol")
        async with running(fake, database, computer_pause=0) as bot:
            await fake.slash(alice, channel, "pickpic new", {"target_score": 5})
            lobby = fake.last_message(channel)
            assert "Pick Pic: who plays?" in str(lobby.embeds[0])
            await fake.click(bob, lobby, lobby.custom_id_for("Join"))
            for _ in range(2):
                await fake.click(alice, lobby, lobby.custom_id_for("Add computer"))
            started = await fake.click(alice, lobby, lobby.custom_id_for("Start"))
            assert started.type == 7
            table = table_of(fake, channel)
            assert table.attachments and table.attachments[0]["filename"].startswith("table-")
            assert "round 1" in table.embeds[0]["title"]
            stored, game = await game_of(bot, channel)
            assert game.waiting() == [0, 1], "the computers gave at once"

            panel = await open_panel(fake, channel, alice)
            assert panel.attachments[0]["filename"] == "hand.jpg"
            with pytest.raises(FakeDiscordError, match="cannot see ephemeral"):
                await fake.click(bob, panel, panel.custom_ids[0])
            outsider = await fake.click(carol, table, table.custom_id_for("My cards"))
            assert outsider.ephemeral and "not in this game" in outsider.content.lower()

            _, game = await game_of(bot, channel)
            bob_moves = computer_actions(game, 1)
            await play_step(fake, bot, channel, bob, 1, bob_moves[:1])
        async with running(fake, database, computer_pause=0) as bot:
            _, game = await game_of(bot, channel)
            assert game.phase == GIVE and any(aim != -1 for aim in game.aims[1])
            await play_step(fake, bot, channel, bob, 1, bob_moves[1:])
            old_panel = await open_panel(fake, channel, alice)
            await play_step(fake, bot, channel, alice, 0)
            _, game = await game_of(bot, channel)
            assert game.phase == RANK
            select = old_panel.interactive_components()[0]
            value = select["options"][0]["value"]
            stale = await fake.select(alice, old_panel, select["custom_id"], [value])
            assert stale.ephemeral and "out of date" in stale.content
            first_move = computer_actions(game, 0)[0]
            first = first_move.card
            await play_step(fake, bot, channel, alice, 0, [first_move])
            assert (await game_of(bot, channel))[1].drafts[0] == [first]
        async with running(fake, database, computer_pause=0) as bot:
            _, game = await game_of(bot, channel)
            assert game.drafts[0] == [first] and game.waiting() == [0, 1]
            for _ in range(40):
                stored, game = await game_of(bot, channel)
                if stored.status != GameStatus.RUNNING:
                    break
                for seat, member in ((0, alice), (1, bob)):
                    stored, game = await game_of(bot, channel)
                    if seat in game.waiting():
                        await play_step(fake, bot, channel, member, seat)
            stored, game = await game_of(bot, channel)
            assert stored.status == GameStatus.FINISHED and isinstance(game, Game)
            reveals = [m for m in fake.messages(channel) if m.embeds and
                       "the pile of" in m.embeds[0].get("title", "")]  # fmt: skip
            assert len(reveals) == 4 * game.round, "P8: every pile of every round, one by one"
            assert all(m.attachments[0]["filename"].startswith("reveal-") for m in reveals)
            texts = [m.embeds[0]["description"] for m in reveals]
            assert all(text.startswith("Reference of ") for text in texts), "P2 first"
            assert all(text.count("from the deck") == 1 for text in texts), "P8: the deck card"
            assert all("pile scores" in text for text in texts), "P9: what the pile scored"
            assert all(m.edit_count >= 2 for m in reveals), "revealed a card at a time"
            titles = [m.embeds[0].get("title", "") for m in fake.messages(channel) if m.embeds]
            for number in range(1, game.round + 1):
                summary = titles.index(f"Round {number}: every pile")
                piles = [i for i, t in enumerate(titles) if t.startswith(f"Round {number}: the")]
                assert len(piles) == 4 and max(piles) < summary, "P8-P10: the summary ends it"
                message = [m for m in fake.messages(channel) if m.embeds][summary]
                assert message.attachments[0]["filename"] == f"round-{number}-summary.jpg"
                [scores] = message.embeds[0]["fields"]
                assert scores["name"] == "Scores" and len(scores["value"].splitlines()) == 4
                assert message.components == []
            assert titles.count("Round 1: every pile") == 1
            assert "over after" in fake.last_message(channel).embeds[0]["title"]
            results = await bot.store.results_for_game(stored.id)
            assert len(results) == 4


async def test_credits_name_openmoji_and_its_licence(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        alice = fake.add_member(guild, "Alice")
        async with running(fake, database):
            answered = await fake.slash(alice, guild.channels[0], "pickpic credits")
            assert answered.ephemeral
            assert "OpenMoji" in answered.content and "CC BY-SA 4.0" in answered.content
            assert "Noto Sans" in answered.content and "Open Font License" in answered.content
            assert "Unicode CLDR" in answered.content


async def test_settled_a_step_timer_due_while_the_bot_was_down_fires_after_the_restart(
    database,
) -> None:
    """The step timer is a stored deadline: a step whose time ran out while the bot was
    stopped is completed as soon as it is back (the test makes the deadline due between the
    runs, as time passing would)."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database, computer_pause=0) as bot:
            await fake.slash(alice, channel, "pickpic new", {"step_timer": 3600})
            lobby = fake.last_message(channel)
            await fake.click(bob, lobby, lobby.custom_id_for("Join"))
            await fake.click(alice, lobby, lobby.custom_id_for("Add computer"))
            await fake.click(alice, lobby, lobby.custom_id_for("Start"))
            stored, game = await game_of(bot, channel)
            assert game.phase == GIVE and game.waiting() == [0, 1]
            assert stored.deadline is not None
            due = stored.deadline - timedelta(hours=2)
            await bot.store.set_deadline(stored.id, stored.version, due)
        async with running(fake, database, computer_pause=0) as bot:
            await fake.wait_for(
                lambda: "ranking" in table_of(fake, channel).embeds[0].get("title", ""),
                what="the giving step completed by its timer after the restart",
            )
            stored, game = await game_of(bot, channel)
            assert game.phase == RANK and game.waiting() == [0, 1]
            log = await bot.store.action_log(stored.id)
            assert {(e.seat, e.action) for e in log if e.automatic} >= {
                (0, "complete:0"),
                (1, "complete:1"),
            }
            assert stored.deadline is not None and stored.deadline > datetime.now(UTC)


async def test_settled_the_step_timer_completes_the_choices_left_and_panels_speak_french(
    database,
) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database, computer_pause=0) as bot:
            await fake.slash(alice, channel, "pickpic new", {"step_timer": 1})
            lobby = fake.last_message(channel)
            await fake.click(bob, lobby, lobby.custom_id_for("Join"))
            await fake.click(alice, lobby, lobby.custom_id_for("Add computer"))
            await fake.click(alice, lobby, lobby.custom_id_for("Start"))
            table = table_of(fake, channel)
            opened = await fake.click(alice, table, table.custom_id_for("My cards"), locale="fr")
            assert opened.ephemeral and opened.embeds[0]["title"] == "Vos cartes · manche 1"
            assert "Carte pour Bob" in str(opened.components)
            _, game = await game_of(bot, channel)
            french = [card_caption(card, "fr") for card in game.hands[0]]
            assert all(f"({caption})" in opened.embeds[0]["description"] for caption in french)
            alt = opened.message.attachments[0]["description"]
            assert alt == "; ".join(f"{n} : {c}" for n, c in enumerate(french, 1)), alt
            assert french != [card_caption(card, "en") for card in game.hands[0]]
            await fake.wait_for(
                lambda: any(
                    "round 2" in message.embeds[0].get("title", "")
                    for message in fake.messages(channel)
                    if message.embeds
                ),
                timeout=15,
                what="two steps completed by the timer, the reveal, the next round",
            )
            log = await bot.store.action_log((await game_of(bot, channel))[0].id)
            timed_out = {(entry.seat, entry.action) for entry in log if entry.automatic}
            assert {(0, "complete:0"), (1, "complete:1")} <= timed_out
