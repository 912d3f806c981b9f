"""German (issue 37): the German edition's words (Heckmeck, Bratwurmportionen on the Grill,
Würmer, Rostbratwürmer, Fehlwurf, the Extrawurm's Spezialisten), German plurals, numbers and
dates through Babel. Both games played to the end on a server of the language:
tests/test_language_games.py."""

from datetime import date

from babel.dates import format_date
from catalog_texts import SAME_IN_EVERY_LANGUAGE, all_words, same_as_english

from words.i18n import t, tn
from words.numbers import decimal, percent


def test_the_german_editions_words() -> None:
    bonuses = ("canned_worm", "hen", "crow", "weasel", "golden_die", "apple")
    german = [t(f"board.bonus.{bonus}", "de") for bonus in bonuses]
    assert german == ["Dosenwurm", "Glucke", "Rabe", "Wiesel", "Goldener Würfel", "Apfel"]
    assert t("board.rules.classic", "de") == "Grundspiel"
    assert t("board.rules.extension", "de") == "Extrawurm"
    assert t("board.title", "de", rules="Grundspiel", number=3) == "Heckmeck · Grundspiel · Zug 3"
    words = all_words("de")
    for term in ("Grill", "Bratwurmportion", "Würmer", "Rostbratwurm", "Fehlwurf", "klau"):
        assert term in words, term


def test_the_german_catalog_is_german() -> None:
    """Only symbols, names and placeholders may read as in English."""
    assert same_as_english("de") == SAME_IN_EVERY_LANGUAGE | {
        "command.status.name",
        "pickpic.deck.kilobytes",
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
