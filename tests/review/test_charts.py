"""The charts (charts/): real PNGs of the promised size, drawn from words in both languages;
text the font cannot draw is left out rather than drawn as boxes."""

import io
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from PIL import Image

from charts.draw import (
    BAR_WIDTH,
    GAMES_SHOWN,
    WIDTH,
    lines_png,
    plain,
    rating_figure,
    rating_png,
)
from charts.draw import WEEKS_SHOWN as WEEK_PLACES
from charts.spec import Line, LinesChart, Mark, RatingChart
from storage import RatedGame
from tables.leaderboards.kind_words import PICKPIC
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
        "Turn (each player's own)",
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


def rated_history(count: int, seed: int = 0) -> list[RatedGame]:
    """Ann's games against Bob, rated by openskill as the boards rate them, 14 hours apart."""
    import random

    from storage.standings import model

    draw = random.Random(seed)
    ann, bob = model().rating(), model().rating()
    start = datetime(2026, 9, 1, 20, tzinfo=UTC)
    games = []
    for number in range(count):
        won = draw.random() < 0.45
        [[ann], [bob]] = model().rate([[ann], [bob]], ranks=[1, 2] if won else [2, 1])
        rating = round(1000 + 40 * (ann.mu - 3 * ann.sigma))
        moment = start + timedelta(hours=14 * number)
        games.append(
            RatedGame(number + 1, "classic", moment, 2 - won, won, ann.mu, ann.sigma, rating)
        )
    return games


def drawn_parts(chart: RatingChart) -> tuple[Any, Any]:
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    figure = rating_figure(chart)
    FigureCanvasAgg(figure)
    top, bottom = figure.axes
    return top, bottom


@pytest.mark.parametrize("count", [1, 2, 6, 200])
def test_a_rating_chart_reads_well_from_the_first_game(count: int) -> None:
    """Issue 35: after one game the axis read 0.96-1.04, the point sat near 1900 while the
    text said 927, and neither band nor dashed rating showed; one week was a bar the chart's
    whole width."""
    games = rated_history(count)
    chart = rating_chart(games, "Ann", "en")
    top, bottom = drawn_parts(chart)
    left, right = top.get_xlim()
    assert (left, right) == (0.5, max(count, GAMES_SHOWN) + 0.5)
    assert all(tick == int(tick) for tick in top.get_xticks() if left <= tick <= right)
    (series,) = chart.series
    low, high = top.get_ylim()
    assert all(low < point.low and point.high < high for point in series.points)
    (written,) = top.texts
    assert written.get_text() == str(games[-1].rating), "the rating the statistics say"
    assert written.xy[1] == pytest.approx(series.points[-1].low)
    band = [
        artist
        for artist in (*top.collections, *top.patches)
        if artist.get_alpha() == pytest.approx(0.2)
    ]
    assert band, "the uncertainty band is drawn"
    renderer = top.figure.canvas.get_renderer()
    to_data = top.transData.inverted()
    extents = [artist.get_window_extent(renderer).transformed(to_data) for artist in band]
    assert all(box.width > 0.2 and box.height > 0 for box in extents), "the band has a width"
    highest = max(point.high for point in series.points)
    assert max(box.y1 for box in extents) == pytest.approx(highest, abs=(high - low) / 100)
    dashed = [line for line in top.lines if line.get_linestyle() == "--"]
    dashed += [lines for lines in top.collections if lines.get_linestyle()[0][1] is not None]
    assert dashed, "the rating the boards show is a dashed line"
    weeks = len(chart.weeks)
    bars = bottom.patches
    assert bottom.get_xlim() == (-0.5, max(weeks, WEEK_PLACES) - 0.5)
    assert all(bar.get_width() == BAR_WIDTH for bar in bars)


def test_a_person_with_games_but_none_rated_reads_a_sentence_not_an_empty_plot() -> None:
    monday = datetime(2026, 11, 2, 9, tzinfo=UTC)
    chart = rating_chart([RatedGame(1, "classic", monday, 1, True, None, None, None)], "Ann", "fr")
    top, bottom = drawn_parts(chart)
    assert not top.axison and [text.get_text() for text in top.texts] == [chart.note]
    assert len(bottom.patches) == 2 and bottom.axison


def test_a_person_without_games_reads_the_title_and_a_sentence() -> None:
    figure = rating_figure(rating_chart([], "Ann", "en"))
    assert figure.axes == []
    assert [text.get_text() for text in figure.texts] == ["Rating · Ann", "No rated game yet"]


def test_pick_pics_rating_chart_names_the_game_and_the_player() -> None:
    chart = rating_chart(rated_history(3), "Ann", "en", PICKPIC)
    assert chart.title == "Pick Pic rating · Ann"
    assert rating_chart([], "Ann", "fr", PICKPIC).title == "Cote Pick Pic · Ann"
