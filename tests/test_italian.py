"""Italian (issue 37): Pickomino as Italian players say it (tessere on the griglia, vermi, the
extension's vermi arrosto and bonuses, a turno fallito), Italian plurals, ordinals, numbers and
dates through Babel. Both games played to the end on a server of the language:
tests/test_language_games.py."""

import re
from datetime import date

from babel.dates import format_date
from catalog_texts import SAME_IN_EVERY_LANGUAGE, all_words, same_as_english, texts

from tables.pickpic.card_names import emoji_name
from words.i18n import t, tn
from words.numbers import decimal, percent
from words.ordinals import ordinal


def test_the_italian_players_words() -> None:
    bonuses = ("canned_worm", "hen", "crow", "weasel", "golden_die", "apple")
    italian = [t(f"board.bonus.{bonus}", "it") for bonus in bonuses]
    assert italian == ["verme in scatola", "chioccia", "corvo", "donnola", "dado d'oro", "mela"]
    assert t("board.rules.classic", "it") == "base"
    assert t("board.rules.extension", "it") == "espansione"
    assert t("board.title", "it", rules="base", number=3) == "Pickomino · base · turno 3"
    assert t("board.grill", "it") == "**La griglia**"
    words = all_words("it")
    for term in ("tessere", "vermi", "verme arrosto", "turno fallito", "sballa", "ruba"):
        assert term in words, term


def test_the_italian_catalog_is_italian() -> None:
    """Only symbols, names, placeholders and the words Italian takes as they are (database,
    privacy, round, computer) may read as in English."""
    assert same_as_english("it") == SAME_IN_EVERY_LANGUAGE | {
        "cli.health_database",
        "command.group.name",
        "command.privacy.name",
        "game.pickomino",
        "pickpic.deck.kilobytes",
        "pickpic.event.scored",
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
