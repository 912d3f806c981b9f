"""The charts (charts/): real PNGs of the promised size, drawn from words in both languages;
text the font cannot draw is left out rather than drawn as boxes."""

import io
from datetime import UTC, datetime, timedelta

import pytest
from PIL import Image

from charts.draw import WIDTH, lines_png, plain, rating_png
from charts.spec import Line, LinesChart, Mark
from storage import RatedGame
from tables.leaderboards.rating_chart import WEEKS_SHOWN, rating_chart, weekly


def picture(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def history(count: int) -> list[RatedGame]:
    start = datetime(2026, 9, 1, 20, tzinfo=UTC)
    games = []
    for number in range(count):
        rated = number % 5 != 4
        mu, sigma = 25 + number * 0.3, 8.3 - number * 0.2
        games.append(
            RatedGame(
                number + 1,
                "classic" if number % 3 else "extension",
                start + timedelta(days=number * 3),
                1 + number % 3,
                number % 3 == 1,
                mu if rated else None,
                sigma if rated else None,
                round(1000 + 40 * (mu - 3 * sigma)) if rated else None,
            )
        )
    return games


def test_a_review_chart_is_an_opaque_png_of_800_by_450() -> None:
    chart = LinesChart(
        "Expected worms through the game",
        "Turns played",
        "Worms",
        (
            Line("Ann 🎲", ((0, 0), (1, 2.5), (2, 1)), (Mark(1, 2.5, "1"),)),
            Line("Bob $5$", ((0, 0), (1, 0), (2, 4))),
        ),
        "Numbered circles: each player's costliest decisions.",
    )
    image = picture(lines_png(chart))
    assert image.format == "PNG" and image.size == (WIDTH * 100, 450)
    assert image.convert("RGBA").getpixel((2, 2))[3] == 255


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_rating_chart_has_a_band_per_rule_set_and_weeks_with_their_results(
    language: str,
) -> None:
    chart = rating_chart(history(30), "Zoé", language)
    assert [series.label for series in chart.series] == (
        ["classic", "extension"] if language == "en" else ["classique", "extension"]
    )
    for series in chart.series:
        for point in series.points:
            assert point.low < point.skill < point.high
    assert sum(len(series.points) for series in chart.series) == 24
    assert len(chart.weeks) == 13 and chart.weeks[0].label == (
        "W36 2026" if language == "en" else "S36 2026"
    )
    assert len(rating_chart(history(200), "Zoé", language).weeks) == WEEKS_SHOWN
    assert chart.title == ("Rating · Zoé" if language == "en" else "Cote · Zoé")
    assert picture(rating_png(chart)).size == (800, 450)


def test_a_rating_points_lower_edge_is_the_rating_boards_show() -> None:
    (game,) = history(1)
    (series,) = rating_chart([game], "Ann", "en").series
    assert round(series.points[0].low) == game.rating


def test_weeks_count_wins_and_other_games_and_keep_empty_weeks() -> None:
    monday = datetime(2026, 11, 2, 9, tzinfo=UTC)
    games = [
        RatedGame(1, "classic", monday, 1, True, None, None, None),
        RatedGame(2, "classic", monday + timedelta(days=2), 2, False, None, None, None),
        RatedGame(3, "classic", monday + timedelta(days=15), 1, True, None, None, None),
    ]
    weeks = weekly(games, "en")
    assert [(week.label, week.wins, week.others) for week in weeks] == [
        ("W45 2026", 1, 1),
        ("W46 2026", 0, 0),
        ("W47 2026", 1, 0),
    ]
    assert weekly([], "en") == ()


def test_nobody_rated_yet_still_gets_a_picture_saying_so() -> None:
    chart = rating_chart([], "Ann", "fr")
    assert chart.series == () and chart.note == "Pas encore de partie cotée"
    assert picture(rating_png(chart)).size == (800, 450)


def test_text_the_font_cannot_draw_is_left_out_and_dollars_are_not_formulas() -> None:
    assert plain("Ann 🎲 Zoé") == "Ann Zoé"
    assert plain("$5$") == r"\$5\$"
