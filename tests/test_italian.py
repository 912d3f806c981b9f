"""Italian (issue 37): Pickomino as Italian players say it (tessere on the griglia, vermi,
the extension's vermi arrosto and bonuses, a turno fallito), Italian plurals, ordinals,
numbers and dates through Babel, and both games played to the end on an Italian server through
the real bot and the fake Discord, which refuses what Discord would (labels over 80
characters, embeds over their limits)."""

import re
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
from tables.pickpic.card_names import emoji_name
from words.i18n import catalog, t, tn
from words.numbers import decimal, percent
from words.ordinals import ordinal

LONGEST_NAME = "Maria Antonietta Scarpellini-Bo."
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


def test_the_italian_players_words() -> None:
    bonuses = ("canned_worm", "hen", "crow", "weasel", "golden_die", "apple")
    italian = [t(f"board.bonus.{bonus}", "it") for bonus in bonuses]
    assert italian == ["verme in scatola", "chioccia", "corvo", "donnola", "dado d'oro", "mela"]
    assert t("board.rules.classic", "it") == "base"
    assert t("board.rules.extension", "it") == "espansione"
    assert t("board.title", "it", rules="base", number=3) == "Pickomino · base · turno 3"
    assert t("board.grill", "it") == "**La griglia**"
    words = " ".join(text for forms in texts("it").values() for text in forms)
    for term in ("tessere", "vermi", "verme arrosto", "turno fallito", "sballa", "ruba"):
        assert term in words, term


def test_the_italian_catalog_is_italian() -> None:
    """Only symbols, names, placeholders and the words Italian takes as they are (database,
    privacy, round, computer) may read as in English."""
    english, italian = texts("en"), texts("it")
    same = {key for key in english if english[key] == italian[key]}
    assert same == {
        "action.aside",
        "cli.health_database",
        "cli.store_reason.other",
        "command.group.name",
        "command.pickpic.name",
        "command.privacy.name",
        "console.stats_field",
        "game.pickomino",
        "game.rating_line",
        "help.bonus_line",
        "pickpic.alt.item",
        "pickpic.card.caption",
        "pickpic.deck.kilobytes",
        "pickpic.deck.line",
        "pickpic.deck.megabytes",
        "pickpic.event.scored",
        "pickpic.reveal.score_change",
        "rules.pickpic",
        "seat.computer",
        "seat.computer_level",
    }


def test_the_replies_name_the_commands_as_an_italian_client_shows_them() -> None:
    """A reply saying "/pickomino nuova" must name a command the Italian client lists."""
    italian = texts("it")
    italian_names = {
        forms[0]
        for key, forms in italian.items()
        if key.startswith("command.") and key.endswith(".name")
    }
    for key, forms in italian.items():
        for text in forms:
            for command in re.findall(r"/(?:pickomino|pickpic) ([a-z_-]+)", text):
                assert command in italian_names, (key, command)
    assert "/pickomino nuova" in t("error.no_game", "it")
    assert "/pickomino impostazioni dimentica-server" in t("privacy.text", "it", retention="")
    assert "/pickpic mazzo aggiungi" in t("pickpic.deck.empty", "it")


def test_pick_pics_emoji_read_as_an_italian_player_names_them() -> None:
    """CLDR's Italian names, with the corrections of emoji_names_update where a player says
    otherwise (CLDR: insetto, pupazzo di neve senza neve, cucinare)."""
    assert emoji_name("🦊", "it") == "volpe"
    assert [emoji_name(emoji, "it") for emoji in ("🐛", "⛄", "🍳")] == [
        "bruco",
        "pupazzo di neve",
        "uovo in padella",
    ]


def test_italian_plurals_take_the_singular_for_one_only() -> None:
    assert [tn("board.worms", count, "it") for count in (0, 1, 2, 15)] == [
        "0 vermi",
        "1 verme",
        "2 vermi",
        "15 vermi",
    ]
    assert tn("board.reserve", 1, "it") == "Nella riserva resta 1 verme arrosto"
    assert tn("board.reserve", 0, "it") == "Nella riserva restano 0 vermi arrosto"
    assert tn("action.roll", 8, "it") == "Lancia 8 dadi"
    assert tn("board.phase.roll", 1, "it") == "Lancia il dado rimasto."
    assert tn("board.final.winner", 2, "it", names="Ada, Bob") == "Ada, Bob vincono a pari merito!"


def test_numbers_places_and_dates_are_italian() -> None:
    assert decimal(6.75, "it", digits=2) == "6,75"
    assert percent(0.675, "it") == "68%"
    assert [ordinal(place, "it") for place in (1, 4, 8, 11)] == ["1º", "4º", "8º", "11º"]
    assert format_date(date(2026, 11, 29), locale="it") == "29 nov 2026"


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
    return tmp_path / "partite.db"


async def test_an_italian_server_plays_the_extension_to_the_end(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="it")
        channel = guild.channels[0]
        members = [fake.add_member(guild, name) for name in (LONGEST_NAME, "Niccolò", "Àgata")]
        host = members[0]
        async with running(fake, database) as bot:
            await fake.slash(host, channel, "pickomino new", {"rules": "extension"}, locale="it")
            board = fake.last_message(channel)
            assert board.embeds[0]["title"] == "Pickomino (espansione): chi gioca?"
            assert "Unisciti" in labels_within_discord(board)
            for member in members[1:]:
                await fake.click(member, board, board.custom_id_for("Unisciti"))
            refused = await fake.click(members[1], board, board.custom_id_for("Avvia"))
            assert refused.content == "Only the host can do that.", "their Discord is English"
            italian = await fake.click(members[1], board, board.custom_id_for("Avvia"), locale="it")
            assert italian.content == "Può farlo solo l'host."
            await fake.click(host, board, board.custom_id_for("Avvia"))
            assert board.embeds[0]["title"] == "Pickomino · espansione · turno 1"
            assert "Lancia 8 dadi" in labels_within_discord(board)
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
            assert final["title"] == "Fine partita · Pickomino · espansione"
            assert "vermi" in str(final) and "Ultime mosse" in str(final)
            assert labels_within_discord(board) == ["Rivincita"]


async def test_an_italian_server_plays_pick_pic_to_the_end(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="it")
        channel = guild.channels[0]
        anna = fake.add_member(guild, LONGEST_NAME)
        async with running(fake, database, computer_pause=0) as bot:
            await fake.slash(anna, channel, "pickpic new", {"target_score": 5}, locale="it")
            lobby = fake.last_message(channel)
            assert lobby.embeds[0]["title"] == "Pick Pic: chi gioca?"
            for _ in range(3):
                await fake.click(anna, lobby, lobby.custom_id_for("Aggiungi computer"))
            await fake.click(anna, lobby, lobby.custom_id_for("Avvia"))
            assert table_of(fake, channel).embeds[0]["title"] == "Pick Pic · round 1 · regali"
            for _ in range(40):
                stored, game = await game_of(bot, channel)
                if stored.status != GameStatus.RUNNING:
                    break
                round_before = game.round
                table = table_of(fake, channel)
                cards = next(c for c in table.custom_ids if "pp:cards" in c)
                panel = (await fake.click(anna, table, cards, locale="it")).message
                assert panel.embeds[0]["title"] == f"Le tue carte · round {round_before}"
                for action in computer_actions(game, 0):
                    code = str(action)
                    labels_within_discord(panel)
                    select = next(
                        (c for c in panel.interactive_components()
                         if any(o["value"] == code for o in c.get("options", []))),
                        None,
                    )  # fmt: skip
                    if select is not None:
                        await fake.select(anna, panel, select["custom_id"], [code], locale="it")
                    else:
                        custom_id = next(c for c in panel.custom_ids if c.endswith(f":{code}"))
                        await fake.click(anna, panel, custom_id, locale="it")
                stored, game = await game_of(bot, channel)
                if game.phase == REVEAL or game.round > round_before:
                    await fake.wait_for(
                        lambda after=f"round {round_before + 1} · ": any(
                            words in (fake.last_message(channel).embeds[0].get("title") or "")
                            for words in (after, "finita dopo")
                        ),
                        what="the reveal, then the next table",
                    )
            stored, _ = await game_of(bot, channel)
            assert stored.status == GameStatus.FINISHED
            titles = [m.embeds[0].get("title", "") for m in fake.messages(channel) if m.embeds]
            assert "Round 1: tutti i mazzetti" in titles
            assert any(title.startswith("Round 1: il mazzetto di ") for title in titles)
            assert titles[-1].startswith("Pick Pic · finita dopo ")
