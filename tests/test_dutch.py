"""Dutch (issue 37): Regenwormen, as 999 Games' edition is called, in its players' words
(tegels in the rij, wormen, symbolen opzijleggen, a misworp, afpakken from another's stack, the
uitbreiding's gegrilde wormen and bonuses), Dutch plurals, ordinals, numbers and dates through
Babel. Both games played to the end on a server of the language: tests/test_language_games.py."""

from datetime import date

from babel.dates import format_date
from catalog_texts import SAME_IN_EVERY_LANGUAGE, all_words, same_as_english

from words.i18n import t, tn
from words.numbers import decimal, percent
from words.ordinals import ordinal


def test_the_dutch_editions_words() -> None:
    bonuses = ("canned_worm", "hen", "crow", "weasel", "golden_die", "apple")
    dutch = [t(f"board.bonus.{bonus}", "nl") for bonus in bonuses]
    assert dutch == ["blikworm", "kip", "raaf", "wezel", "gouden dobbelsteen", "appel"]
    assert t("board.rules.classic", "nl") == "Basisspel"
    assert t("board.rules.extension", "nl") == "Uitbreiding"
    title = t("board.title", "nl", rules="Basisspel", number=3)
    assert title == "Regenwormen · Basisspel · beurt 3"
    assert t("command.group.name", "nl") == "regenwormen"
    words = all_words("nl")
    for term in ("in de rij", "tegel", "wormen", "gegrilde worm", "misworp", "afgepakt", "opzij"):
        assert term in words, term


def test_the_dutch_catalog_is_dutch() -> None:
    """Only symbols, names, placeholders and the words Dutch shares with English (status,
    privacy, rating, expert, computer, server) may read as in English."""
    assert same_as_english("nl") == SAME_IN_EVERY_LANGUAGE | {
        "chart.rating.title",
        "cli.health_database",
        "command.privacy.name",
        "command.status.name",
        "game.ratings",
        "level.expert",
        "pickpic.panel.placed",
        "seat.computer",
        "seat.computer_level",
        "stats.rating",
        "stats.rating.pickpic",
        "web.col.rating",
        "web.game.worm_face",
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
