"""The words of a leaderboard page and of a player's statistics, in English and French."""

from __future__ import annotations

from storage import (
    LeaderboardPage,
    LeaderboardRow,
    Period,
    PlaceAverage,
    PlayerStats,
    RatingTrend,
)
from tables.leaderboards.board_view import board_view
from tables.leaderboards.stats_view import stats_view

ANN = LeaderboardRow(1, 0, 1, "Ann", 1138, 3, 2, 20)
BOB = LeaderboardRow(2, 1, 2, "Bob", 1020, 1, 0, 4)
ZOE = LeaderboardRow(14, 13, 9, "Zoé", 930, 2, 1, 9)


def test_a_page_lists_its_rows_and_the_caller_below_when_elsewhere() -> None:
    view = board_view(
        LeaderboardPage((ANN, BOB), 14),
        ZOE,
        rules="classic",
        period=Period.WEEK,
        number=0,
        language="en",
    )
    assert view.title == "Leaderboard · classic · this week"
    assert view.lines == (
        "1. Ann · 1138 · 3 games · 2 wins (67%) · 6.7 🪱 per game",
        "2. Bob · 1020 · 1 game · 0 wins (0%) · 4.0 🪱 per game",
    )
    assert view.own == "You: 14. Zoé · 930 · 2 games · 1 win (50%) · 4.5 🪱 per game"
    assert view.footer == "Page 1 of 2 · 14 players · rating: newcomers start at 1000"
    assert (view.page, view.pages) == (0, 2)
    on_page = board_view(
        LeaderboardPage((ANN, BOB), 2),
        BOB,
        rules="classic",
        period=Period.ALL,
        number=0,
        language="en",
    )
    assert on_page.own is None


def test_french_words_and_numbers() -> None:
    view = board_view(
        LeaderboardPage((ANN,), 1),
        None,
        rules="extension",
        period=Period.MONTH,
        number=0,
        language="fr",
    )
    assert view.title == "Classement · extension · ce mois-ci"
    assert view.lines == (
        "1. Ann · 1138 · 3 parties · 2 victoires (67\u00a0%) · 6,7 🪱 par partie",
    )
    empty = board_view(
        LeaderboardPage((), 0), None, rules="classic", period=Period.ALL, number=0, language="fr"
    )
    assert empty.lines == ("Personne n'a encore terminé de partie avec ces règles ici.",)
    assert empty.footer is None and empty.pages == 1


def test_stats_read_as_sentences() -> None:
    stats = PlayerStats(
        user_id=1,
        display_name="Ann",
        games=4,
        wins=3,
        worms=22,
        best_worms=9,
        places=(PlaceAverage(2, 1, 1), PlaceAverage(4, 3, 5)),
        logged_games=4,
        turns=40,
        busts=10,
        tiles_stolen=1,
        tiles_lost=2,
        most_taken=(27, 3),
        streak=-2,
        ratings=(RatingTrend("classic", 1138, 3, (1000, 1060, 1100, 1138)),),
    )
    view = stats_view(stats, "Ann", "en")
    assert view.title == "Statistics · Ann"
    assert dict(view.fields) == {
        "Games": "4 games · 3 wins (75%)",
        "Worms": "5.5 per game · best 9",
        "Average place": "2 players: 1.0 (1 game)\n4 players: 1.7 (3 games)",
        "Tiles": "1 stolen · 2 lost · most taken: 27 (3 times)",
        "Busts": "0.25 per turn (10 in 40 turns)",
        "Current streak": "2 games without a win",
        "Rating · classic": "1138 ▁▄▆█ (+138 over the last 3 games)",
    }
    assert view.note is None
    french = stats_view(stats, "Ann", "fr")
    assert dict(french.fields)["Pickominos"] == "1 piqué · 2 perdus · le plus pris : 27 (3 fois)"
    assert dict(french.fields)["Série en cours"] == "2 parties sans victoire"


def test_no_game_yet_is_a_friendly_line() -> None:
    view = stats_view(None, "Bob", "en")
    assert view.fields == ()
    assert (
        view.note
        == "Bob has not finished a game here yet: the statistics start with the first one."
    )
