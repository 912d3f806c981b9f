"""Dutch (issue 37): Regenwormen, as 999 Games' edition is called, in its players' words
(tegels in the rij, wormen, symbolen opzijleggen, a misworp, afpakken from another's stack, the
uitbreiding's gegrilde wormen and bonuses), Dutch plurals, ordinals, numbers and dates through
Babel, and both games played to the end on a Dutch server through the real bot and the fake
Discord, which refuses what Discord would (labels over 80 characters, embeds over their
limits)."""

from datetime import date

import pytest
from babel.dates import format_date
from discord_helpers import click_action, member_of_seat, running
from fakediscord import FakeDiscord, FakeMessage
from pickpic.pickpic_discord_helpers import game_of, table_of

from engine.pickomino import snapshot
from engine.pickomino.policies import cautious_action
from engine.pickpic.game import REVEAL
from engine.pickpic.policies import computer_actions
from storage import GameStatus
from words.i18n import catalog, t, tn
from words.numbers import decimal, percent
from words.ordinals import ordinal

LONGEST_NAME = "Jonkvrouw Geertruida van Bergen."
"""32 characters, the longest display name Discord allows."""
BUTTON_LABEL, OPTION_LABEL = 80, 100


def texts(language: str) -> dict[str, list[str]]:
    return {
        (message.id[0] if isinstance(message.id, tuple) else message.id): (
            list(message.string) if message.pluralizable else [message.string]
        )
        for message in catalog(language)
        if message.id
    }


def test_the_dutch_editions_words() -> None:
    bonuses = ("canned_worm", "hen", "crow", "weasel", "golden_die", "apple")
    dutch = [t(f"board.bonus.{bonus}", "nl") for bonus in bonuses]
    assert dutch == ["blikworm", "kip", "raaf", "wezel", "gouden dobbelsteen", "appel"]
    assert t("board.rules.classic", "nl") == "Basisspel"
    assert t("board.rules.extension", "nl") == "Uitbreiding"
    title = t("board.title", "nl", rules="Basisspel", number=3)
    assert title == "Regenwormen · Basisspel · beurt 3"
    assert t("command.group.name", "nl") == "regenwormen"
    words = " ".join(text for forms in texts("nl").values() for text in forms)
    for term in ("in de rij", "tegel", "wormen", "gegrilde worm", "misworp", "afgepakt", "opzij"):
        assert term in words, term


def test_the_dutch_catalog_is_dutch() -> None:
    """Only symbols, names, placeholders and the words Dutch shares with English (status,
    privacy, rating, expert, computer, server) may read as in English."""
    english, dutch = texts("en"), texts("nl")
    same = {key for key in english if english[key] == dutch[key]}
    assert same == {
        "action.aside",
        "chart.rating.title",
        "cli.health_database",
        "cli.store_reason.other",
        "command.pickpic.name",
        "command.privacy.name",
        "command.status.name",
        "console.stats_field",
        "game.rating_line",
        "game.ratings",
        "help.bonus_line",
        "level.expert",
        "pickpic.alt.item",
        "pickpic.card.caption",
        "pickpic.deck.line",
        "pickpic.deck.megabytes",
        "pickpic.panel.placed",
        "pickpic.reveal.score_change",
        "rules.pickpic",
        "seat.computer",
        "seat.computer_level",
        "stats.rating",
        "stats.rating.pickpic",
    }


def test_dutch_plurals_take_the_singular_for_one_only() -> None:
    assert [tn("board.worms", count, "nl") for count in (0, 1, 2, 15)] == [
        "0 wormen",
        "1 worm",
        "2 wormen",
        "15 wormen",
    ]
    assert tn("board.reserve", 1, "nl") == "Nog 1 gegrilde worm in de voorraad"
    assert tn("action.roll", 8, "nl") == "Gooi 8 dobbelstenen"
    assert tn("board.final.winner", 2, "nl", names="Ada, Bob") == "Ada, Bob delen de overwinning!"


def test_numbers_dates_and_places_are_dutch() -> None:
    assert decimal(6.75, "nl", digits=2) == "6,75"
    assert percent(0.675, "nl") == "68%"
    assert format_date(date(2026, 11, 29), locale="nl") == "29 nov 2026"
    assert [ordinal(place, "nl") for place in (1, 2, 3, 4, 11)] == ["1e", "2e", "3e", "4e", "11e"]


def labels_within_discord(message: FakeMessage) -> list[str]:
    found = []
    for component in message.interactive_components():
        if "label" in component:
            assert len(component["label"]) <= BUTTON_LABEL, component["label"]
            found.append(component["label"])
        for option in component.get("options", []):
            assert len(option["label"]) <= OPTION_LABEL, option
            found.append(option["label"])
    return found


@pytest.fixture
def database(tmp_path):
    return tmp_path / "spellen.db"


async def test_a_dutch_server_plays_regenwormen_with_the_extension_to_the_end(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="nl")
        channel = guild.channels[0]
        members = [fake.add_member(guild, name) for name in (LONGEST_NAME, "Sjoerd", "Anneke")]
        host = members[0]
        async with running(fake, database) as bot:
            await fake.slash(host, channel, "pickomino new", {"rules": "extension"}, locale="nl")
            board = fake.last_message(channel)
            assert board.embeds[0]["title"] == "Regenwormen (uitbreiding): wie doet er mee?"
            assert "Meedoen" in labels_within_discord(board)
            for member in members[1:]:
                await fake.click(member, board, board.custom_id_for("Meedoen"))
            refused = await fake.click(members[1], board, board.custom_id_for("Starten"))
            assert refused.content == "Only the host can do that.", "their Discord is English"
            dutch = await fake.click(members[1], board, board.custom_id_for("Starten"), locale="nl")
            assert dutch.content == "Alleen de host kan dat doen."
            await fake.click(host, board, board.custom_id_for("Starten"))
            assert board.embeds[0]["title"] == "Regenwormen · Uitbreiding · beurt 1"
            assert "Gooi 8 dobbelstenen" in labels_within_discord(board)
            for _ in range(5000):
                stored = await bot.store.active_game_in_channel(channel.id)
                if stored is None:
                    break
                game = snapshot.from_json(stored.state_json)
                labels_within_discord(board)
                player = member_of_seat(members, stored, game.current)
                result = await click_action(fake, board, player, str(cautious_action(game)))
                assert result.type == 7, result.content
            final = board.embeds[0]
            assert final["title"] == "Einde · Regenwormen · Uitbreiding"
            assert "wormen" in str(final) and "Laatste zetten" in str(final)
            assert labels_within_discord(board) == ["Revanche"]


async def test_a_dutch_server_plays_pick_pic_to_the_end(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="nl")
        channel = guild.channels[0]
        anna = fake.add_member(guild, LONGEST_NAME)
        async with running(fake, database, computer_pause=0) as bot:
            await fake.slash(anna, channel, "pickpic new", {"target_score": 5}, locale="nl")
            lobby = fake.last_message(channel)
            assert lobby.embeds[0]["title"] == "Pick Pic: wie doet er mee?"
            for _ in range(3):
                await fake.click(anna, lobby, lobby.custom_id_for("Computer toevoegen"))
            await fake.click(anna, lobby, lobby.custom_id_for("Starten"))
            assert table_of(fake, channel).embeds[0]["title"] == ("Pick Pic · ronde 1 · geven")
            for _ in range(40):
                stored, game = await game_of(bot, channel)
                if stored.status != GameStatus.RUNNING:
                    break
                round_before = game.round
                table = table_of(fake, channel)
                cards = next(c for c in table.custom_ids if "pp:cards" in c)
                panel = (await fake.click(anna, table, cards, locale="nl")).message
                assert panel.embeds[0]["title"] == f"Jouw kaarten · ronde {round_before}"
                for action in computer_actions(game, 0):
                    code = str(action)
                    labels_within_discord(panel)
                    select = next(
                        (c for c in panel.interactive_components()
                         if any(o["value"] == code for o in c.get("options", []))),
                        None,
                    )  # fmt: skip
                    if select is not None:
                        await fake.select(anna, panel, select["custom_id"], [code], locale="nl")
                    else:
                        custom_id = next(c for c in panel.custom_ids if c.endswith(f":{code}"))
                        await fake.click(anna, panel, custom_id, locale="nl")
                stored, game = await game_of(bot, channel)
                if game.phase == REVEAL or game.round > round_before:
                    await fake.wait_for(
                        lambda after=f"ronde {round_before + 1} · ": any(
                            words in (fake.last_message(channel).embeds[0].get("title") or "")
                            for words in (after, "afgelopen na")
                        ),
                        what="the reveal, then the next table",
                    )
            stored, _ = await game_of(bot, channel)
            assert stored.status == GameStatus.FINISHED
            titles = [m.embeds[0].get("title", "") for m in fake.messages(channel) if m.embeds]
            assert "Ronde 1: alle stapeltjes" in titles
            assert any(title.startswith("Ronde 1: het stapeltje van ") for title in titles)
            assert titles[-1].startswith("Pick Pic · afgelopen na ")
