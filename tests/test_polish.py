"""Polish (issue 37): the words Polish players use for Pickomino (robale, as Egmont's Polish
edition "Polowanie na robale" calls the worms, płytki on the grill, spalona tura, grillowane
robale, the extension's bonuses), CLDR's three plural forms for whole numbers on the catalog's
real entries, numbers placed outside a plural entry written so they read right whatever the
number, numbers and dates through Babel. Both games played to the end on a server of the
language: tests/test_language_games.py."""

from datetime import date

import pytest
from babel import Locale
from babel.dates import format_date
from catalog_texts import SAME_IN_EVERY_LANGUAGE, all_words, same_as_english

from words.i18n import t, tn
from words.numbers import decimal, percent
from words.ordinals import ordinal

COUNTS = (0, 1, 2, 4, 5, 12, 14, 21, 22, 25, 112)
"""CLDR's Polish categories at their edges: one (1), few (2-4 and 22-24, not 12-14), many
(0, 5-21, 25-31, 112...)."""


def test_the_polish_players_words() -> None:
    bonuses = ("canned_worm", "hen", "crow", "weasel", "golden_die", "apple")
    polish = [t(f"board.bonus.{bonus}", "pl") for bonus in bonuses]
    assert polish == ["robal z puszki", "kwoka", "wrona", "łasica", "złota kostka", "jabłko"]
    assert t("board.rules.classic", "pl") == "gra podstawowa"
    assert t("board.rules.extension", "pl") == "rozszerzenie"
    assert t("board.title", "pl", rules="gra podstawowa", number=3) == (
        "Pickomino · gra podstawowa · tura 3"
    )
    words = all_words("pl")
    for term in ("grill", "płytk", "robal", "grillowan", "spalon", "kradn", "kostk"):
        assert term in words, term


def test_the_polish_catalog_is_polish() -> None:
    """Only symbols, names and placeholders may read as in English."""
    assert same_as_english("pl") == SAME_IN_EVERY_LANGUAGE | {
        "command.group.name",
        "game.pickomino",
        "pickpic.deck.kilobytes",
    }


def test_the_catalog_picks_the_form_cldr_gives_each_number() -> None:
    """The header's plural rule against Babel's CLDR data, number by number."""
    forms = {"one": "{count} robal", "few": "{count} robale", "many": "{count} robali"}
    for count in range(1001):
        category = Locale.parse("pl").plural_form(count)
        assert tn("board.worms", count, "pl") == forms[category].format(count=count), count


def test_polish_plurals_have_three_forms_on_real_entries() -> None:
    worms = [tn("board.worms", count, "pl") for count in COUNTS]
    assert worms == [
        "0 robali", "1 robal", "2 robale", "4 robale", "5 robali", "12 robali",
        "14 robali", "21 robali", "22 robale", "25 robali", "112 robali",
    ]  # fmt: skip
    reroll = [tn("action.weasel", count, "pl") for count in COUNTS]
    assert [label.removeprefix("Łasica: przerzuć ") for label in reroll] == [
        "0 kostek", "1 kostkę", "2 kostki", "4 kostki", "5 kostek", "12 kostek",
        "14 kostek", "21 kostek", "22 kostki", "25 kostek", "112 kostek",
    ]  # fmt: skip
    games = [tn("leaderboard.games", count, "pl") for count in COUNTS]
    assert games == [
        "0 gier", "1 gra", "2 gry", "4 gry", "5 gier", "12 gier",
        "14 gier", "21 gier", "22 gry", "25 gier", "112 gier",
    ]  # fmt: skip
    tiles = [tn("board.seat.tiles", count, "pl") for count in (1, 3, 13, 23)]
    assert tiles == ["1 płytka", "3 płytki", "13 płytek", "23 płytki"]
    reserve = [tn("board.reserve", count, "pl") for count in (1, 2, 5, 24)]
    assert reserve == [
        "W zapasie został 1 grillowany robal",
        "W zapasie zostały 2 grillowane robale",
        "W zapasie zostało 5 grillowanych robali",
        "W zapasie zostały 24 grillowane robale",
    ]
    assert [tn("action.roll", count, "pl") for count in (1, 4, 8)] == [
        "Rzuć 1 kostką",
        "Rzuć 4 kostkami",
        "Rzuć 8 kostkami",
    ]
    assert tn("board.final.winner", 1, "pl", names="Ala") == "Ala wygrywa!"
    assert tn("board.final.winner", 2, "pl", names="Ala, Olek") == (
        "Ala, Olek dzielą się zwycięstwem!"
    )
    assert tn("pickpic.board.score", 22, "pl", score=22) == "22 punkty"
    assert tn("pickpic.board.score", 25, "pl", score=25) == "25 punktów"


@pytest.mark.parametrize("number", COUNTS)
def test_numbers_outside_plural_entries_read_right_whatever_the_number(number: int) -> None:
    """Where the code gives a number without choosing a plural form by it (the target score,
    a deck's size), the Polish text keeps the number
    apart from any noun that would have to agree with it ("22 punkty" but "25 punktów")."""
    assert t("pickpic.setting.target", "pl", score=number).endswith(f" {number} pkt")
    title = tn("pickpic.board.title_over", number, "pl", round=number)
    assert title.endswith(f"po rundzie {number}")
    winners = tn("pickpic.event.over", 1, "pl", names="Ala", score=number)
    assert winners == f"🏆 Ala wygrywa z wynikiem {number} pkt."
    too_small = t("pickpic.error.deck_too_small", "pl", players=3, needed=number, have=1)
    assert f"tyle kart: {number} (" in too_small
    full = t("pickpic.deck.full_pictures", "pl", pictures=number)
    assert f"(limit obrazków: {number})" in full


def test_numbers_and_dates_are_polish() -> None:
    assert decimal(6.75, "pl", digits=2) == "6,75"
    assert decimal(12345.5, "pl") == "12\u00a0345,5"
    assert percent(0.675, "pl") == "68%"
    assert format_date(date(2026, 11, 29), locale="pl") == "29 lis 2026"
    assert [ordinal(place, "pl") for place in (1, 2, 3, 11)] == ["1.", "2.", "3.", "11."]
