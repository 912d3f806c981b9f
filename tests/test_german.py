"""German (issue 37): the German edition's words (Heckmeck, Bratwurmportionen on the Grill,
Würmer, Rostbratwürmer, Fehlwurf, the Extrawurm's Spezialisten), German plurals, numbers and
dates through Babel, and both games played to the end on a German server through the real
bot and the fake Discord, which refuses what Discord would (labels over 80 characters, embeds
over their limits)."""

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

LONGEST_NAME = "Großherzogin Wilhelmine-Ottilie."
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


def test_the_german_editions_words() -> None:
    bonuses = ("canned_worm", "hen", "crow", "weasel", "golden_die", "apple")
    german = [t(f"board.bonus.{bonus}", "de") for bonus in bonuses]
    assert german == ["Dosenwurm", "Glucke", "Rabe", "Wiesel", "Goldener Würfel", "Apfel"]
    assert t("board.rules.classic", "de") == "Grundspiel"
    assert t("board.rules.extension", "de") == "Extrawurm"
    assert t("board.title", "de", rules="Grundspiel", number=3) == "Heckmeck · Grundspiel · Zug 3"
    words = " ".join(text for forms in texts("de").values() for text in forms)
    for term in ("Grill", "Bratwurmportion", "Würmer", "Rostbratwurm", "Fehlwurf", "klau"):
        assert term in words, term


def test_the_german_catalog_is_german() -> None:
    """Only symbols, names and placeholders may read as in English."""
    english, german = texts("en"), texts("de")
    same = {key for key in english if english[key] == german[key]}
    assert same == {
        "action.aside",
        "cli.store_reason.other",
        "command.pickpic.name",
        "command.status.name",
        "console.stats_field",
        "game.rating_line",
        "help.bonus_line",
        "pickpic.deck.kilobytes",
        "pickpic.deck.line",
        "pickpic.alt.item",
        "pickpic.card.caption",
        "pickpic.deck.megabytes",
        "pickpic.reveal.score_change",
        "rules.pickpic",
        "seat.computer",
        "seat.computer_level",
    }


def test_german_plurals_take_the_singular_for_one_only() -> None:
    assert [tn("board.worms", count, "de") for count in (0, 1, 2, 15)] == [
        "0 Würmer",
        "1 Wurm",
        "2 Würmer",
        "15 Würmer",
    ]
    assert tn("board.reserve", 1, "de") == "1 Rostbratwurm im Vorrat"
    assert tn("action.roll", 8, "de") == "8 Würfel werfen"
    assert tn("board.final.winner", 2, "de", names="Ada, Bob") == "Ada, Bob teilen sich den Sieg!"


def test_what_the_native_reading_changed() -> None:
    """The phrases a German Heckmeck player's reading corrected stay as a player says them:
    the golden die's count is the dice rolled with it (not a number after the die's name), a
    stack shows what lies on top, the odds keep each chance apart from its tile, and a game
    of Pick Pic is 'eine Partie'."""
    golden = tn("board.phase.roll_golden", 8, "de", golden=9)
    assert golden == "Würfle mit den 8 Würfeln oder mit 9 samt dem Goldenen Würfel."
    assert t("board.seat.top", "de", tile="27 🪱🪱") == "Oben: 27 🪱🪱"
    assert tn("board.reserve", 0, "de") == "0 Rostbratwürmer im Vorrat"
    assert t("odds.tile", "de", tile="27", chance="32\u00a0%") == "27 oder besser (32\u00a0%)"
    assert t("odds.next_roll", "de", chance="5\u00a0%") == "Nächster Wurf: 5\u00a0% Fehlwurfrisiko."
    assert "eine Partie Pick Pic" in t("leaderboard.empty.all.pickpic", "de")
    roll_or_stop = tn("board.phase.roll_or_stop", 7, "de")
    assert roll_or_stop == "Würfle mit den 7 übrigen Würfeln oder hör auf.", "no English comma"
    assert "Strg+C" in t("console.demo", "de"), "the demo says how to end it, as English does"


def test_numbers_and_dates_are_german() -> None:
    assert decimal(6.75, "de", digits=2) == "6,75"
    assert percent(0.675, "de") == "68\u00a0%"
    assert format_date(date(2026, 11, 29), locale="de") == "29.11.2026"


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
    return tmp_path / "spiele.db"


async def test_a_german_server_plays_heckmeck_extrawurm_to_the_end(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="de")
        channel = guild.channels[0]
        members = [fake.add_member(guild, name) for name in (LONGEST_NAME, "Jörg", "Änne")]
        host = members[0]
        async with running(fake, database) as bot:
            await fake.slash(host, channel, "pickomino new", {"rules": "extension"}, locale="de")
            board = fake.last_message(channel)
            assert board.embeds[0]["title"] == "Heckmeck (Extrawurm): Wer spielt mit?"
            assert "Mitspielen" in labels_within_discord(board)
            for member in members[1:]:
                await fake.click(member, board, board.custom_id_for("Mitspielen"))
            refused = await fake.click(members[1], board, board.custom_id_for("Starten"))
            assert refused.content == "Only the host can do that.", "their Discord is English"
            german = await fake.click(
                members[1], board, board.custom_id_for("Starten"), locale="de"
            )
            assert german.content == "Das darf nur der Gastgeber."
            await fake.click(host, board, board.custom_id_for("Starten"))
            assert board.embeds[0]["title"] == "Heckmeck · Extrawurm · Zug 1"
            assert "8 Würfel werfen" in labels_within_discord(board)
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
            assert final["title"] == "Spielende · Heckmeck · Extrawurm"
            assert "Würmer" in str(final) and "Letzte Züge" in str(final)
            assert labels_within_discord(board) == ["Revanche"]


async def test_a_german_server_plays_pick_pic_to_the_end(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="de")
        channel = guild.channels[0]
        anna = fake.add_member(guild, LONGEST_NAME)
        async with running(fake, database, computer_pause=0) as bot:
            await fake.slash(anna, channel, "pickpic new", {"target_score": 5}, locale="de")
            lobby = fake.last_message(channel)
            assert lobby.embeds[0]["title"] == "Pick Pic: Wer spielt mit?"
            for _ in range(3):
                await fake.click(anna, lobby, lobby.custom_id_for("Computer hinzufügen"))
            await fake.click(anna, lobby, lobby.custom_id_for("Starten"))
            assert table_of(fake, channel).embeds[0]["title"] == (
                "Pick Pic · Runde 1 · Verschenken"
            )
            for _ in range(40):
                stored, game = await game_of(bot, channel)
                if stored.status != GameStatus.RUNNING:
                    break
                round_before = game.round
                table = table_of(fake, channel)
                cards = next(c for c in table.custom_ids if "pp:cards" in c)
                panel = (await fake.click(anna, table, cards, locale="de")).message
                assert panel.embeds[0]["title"] == f"Deine Karten · Runde {round_before}"
                for action in computer_actions(game, 0):
                    code = str(action)
                    labels_within_discord(panel)
                    select = next(
                        (c for c in panel.interactive_components()
                         if any(o["value"] == code for o in c.get("options", []))),
                        None,
                    )  # fmt: skip
                    if select is not None:
                        await fake.select(anna, panel, select["custom_id"], [code], locale="de")
                    else:
                        custom_id = next(c for c in panel.custom_ids if c.endswith(f":{code}"))
                        await fake.click(anna, panel, custom_id, locale="de")
                stored, game = await game_of(bot, channel)
                if game.phase == REVEAL or game.round > round_before:
                    await fake.wait_for(
                        lambda after=f"Runde {round_before + 1} · ": any(
                            words in (fake.last_message(channel).embeds[0].get("title") or "")
                            for words in (after, "vorbei nach")
                        ),
                        what="the reveal, then the next table",
                    )
            stored, _ = await game_of(bot, channel)
            assert stored.status == GameStatus.FINISHED
            titles = [m.embeds[0].get("title", "") for m in fake.messages(channel) if m.embeds]
            assert "Runde 1: alle Stöße" in titles
            assert any(title.startswith("Runde 1: der Stoß von ") for title in titles)
            assert titles[-1].startswith("Pick Pic · vorbei nach ")
