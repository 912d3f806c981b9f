"""A game's review (tables.pickomino.review) beside its replay: each seat's accuracy, worms
lost and luck in the review's own words, the costliest decisions linking to the step where
they were taken, and the chart of expected worms drawn as SVG shapes (no picture to fetch, no
inline style: the page's Content-Security-Policy allows neither).
"""

from collections.abc import Sequence
from dataclasses import dataclass

from markupsafe import Markup

from charts.spec import LinesChart
from tables.pickomino.review import GameReview
from tables.pickomino.review_words import decision_line, review_chart, summary_lines
from tables.pickomino.words import seat_name
from tables.storage import Seat
from web.board_markup import html
from words.i18n import t

COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000")
"""Okabe-Ito's colours, told apart with the common colour blindnesses, on a white chart."""
WIDTH, HEIGHT = 640, 320
LEFT, RIGHT, TOP, BOTTOM = 44, 12, 12, 40
Y_STEPS = 5


@dataclass(frozen=True, slots=True)
class Costly:
    number: int
    step: int
    """The replay's step where the decision was pending (the moves before it)."""
    text: Markup


@dataclass(frozen=True, slots=True)
class SeatReviewed:
    name: Markup
    colour: str
    lines: tuple[Markup, ...]
    costliest: tuple[Costly, ...]


@dataclass(frozen=True, slots=True)
class MarkShape:
    x: float
    y: float
    label: str
    step: int
    text: str
    """What the mark says to a screen reader and as a tooltip."""


@dataclass(frozen=True, slots=True)
class LineShape:
    label: str
    colour: str
    points: str
    """An SVG polyline's points."""
    marks: tuple[MarkShape, ...]


@dataclass(frozen=True, slots=True)
class Tick:
    at: float
    label: str


@dataclass(frozen=True, slots=True)
class ChartShape:
    title: str
    x_label: str
    y_label: str
    note: str
    width: int
    height: int
    left: int
    top: int
    right: int
    bottom: int
    lines: tuple[LineShape, ...]
    x_ticks: tuple[Tick, ...]
    y_ticks: tuple[Tick, ...]


@dataclass(frozen=True, slots=True)
class ReviewSection:
    intro: str
    seats: tuple[SeatReviewed, ...]
    chart: ChartShape


def review_section(
    review: GameReview, seats: Sequence[Seat], names: Sequence[str], language: str
) -> ReviewSection:
    """`names` as the page shows them (web.board_markup.isolated)."""
    reviewed = []
    for seat in review.seats:
        lines = summary_lines(seat, seats[seat.seat], language)
        costly = tuple(
            Costly(number, decision.index, html(decision_line(decision, names, language)))
            for number, decision in enumerate(seat.costliest, 1)
        )
        reviewed.append(
            SeatReviewed(
                html(seat_name(names, seat.seat, language)),
                COLOURS[seat.seat % len(COLOURS)],
                tuple(html(line) for line in lines),
                costly,
            )
        )
    chart = review_chart(review, names, language)
    steps = [tuple(decision.index for decision in seat.costliest) for seat in review.seats]
    return ReviewSection(
        t("review.intro", language), tuple(reviewed), chart_shape(chart, steps, language)
    )


def chart_shape(chart: LinesChart, steps: Sequence[Sequence[int]], language: str) -> ChartShape:
    """`chart` scaled to the SVG's box; `steps[line][mark]` is where each mark's link goes."""
    xs = [x for line in chart.lines for x, _ in line.points] or [0.0, 1.0]
    ys = [y for line in chart.lines for _, y in line.points] + [0.0]
    x_low, x_high = min(xs), max(max(xs), min(xs) + 1)
    y_high = max(max(ys), 1.0)
    y_low = min(min(ys), 0.0)
    inner_w = WIDTH - LEFT - RIGHT
    inner_h = HEIGHT - TOP - BOTTOM

    def sx(x: float) -> float:
        return round(LEFT + (x - x_low) / (x_high - x_low) * inner_w, 1)

    def sy(y: float) -> float:
        return round(TOP + (y_high - y) / (y_high - y_low) * inner_h, 1)

    lines = []
    for number, line in enumerate(chart.lines):
        marks = tuple(
            MarkShape(
                sx(mark.x),
                sy(mark.y),
                mark.label,
                steps[number][index],
                t("web.game.see_move", language, number=steps[number][index]),
            )
            for index, mark in enumerate(line.marks)
        )
        points = " ".join(f"{sx(x)},{sy(y)}" for x, y in line.points)
        lines.append(LineShape(line.label, COLOURS[number % len(COLOURS)], points, marks))
    x_step = max(1, round((x_high - x_low) / 10))
    x_ticks = tuple(
        Tick(sx(turn), str(turn)) for turn in range(max(1, int(x_low) + 1), int(x_high) + 1, x_step)
    )
    y_step = max(1, round((y_high - y_low) / Y_STEPS))
    y_ticks = tuple(
        Tick(sy(worms), str(worms)) for worms in range(int(y_low), int(y_high) + 1, y_step)
    )
    return ChartShape(
        chart.title,
        chart.x_label,
        chart.y_label,
        chart.note,
        WIDTH,
        HEIGHT,
        LEFT,
        TOP,
        WIDTH - RIGHT,
        HEIGHT - BOTTOM,
        tuple(lines),
        x_ticks,
        y_ticks,
    )
