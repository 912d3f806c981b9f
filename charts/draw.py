"""The charts drawn: matplotlib's object interface on its Agg canvas, no pyplot.

No pyplot means no global figure state, so charts can be drawn in any thread. Every chart
is an opaque card in the colours of Discord's own dark panels: a picture with a transparent
background would need text that reads on both black and white, and none does; a dark card
reads the same in the dark theme and as a framed picture in the light one. Lines use the
Okabe-Ito colours (told apart with the common colour blindnesses), lightened where they
were too dark on the card.
"""

import io
import textwrap
from functools import cache
from typing import Any

from charts.spec import LinesChart, RatingChart

CARD = "#2b2d31"
PANEL = "#313338"
TEXT = "#f2f3f5"
MUTED = "#b5bac1"
GRID = "#4e5058"
COLOURS = ("#56b4e9", "#e69f00", "#2ec4a0", "#f0e442", "#cc79a7", "#ff7f50", "#a0a8ff")
MARK = "#ff5c5c"
WIDTH, HEIGHT, DPI = 8.0, 4.5, 100
"""800 by 450 pixels: Discord shows a picture of this shape whole, without cropping."""
NOTE_WIDTH = 118
LEGEND_COLUMNS = 4
"""Characters of a note's line under a chart (8-point text across 800 pixels)."""
GAMES_SHOWN = 5
"""The rating's axis spans at least this many games: a first game is a point at the start of
a scale, not the middle of one from 0.96 to 1.04."""
WEEKS_SHOWN = 8
"""The weeks' axis has room for at least this many weeks: one week is one bar among eight
places, not a bar the chart's whole width."""
BAR_WIDTH = 0.6
LONE_WIDTH = 0.3
"""The width, in games, of a lone point's band and rating dash."""
MARKED_POINTS = 30
"""Lines of fewer points mark each one."""


def lines_png(chart: LinesChart) -> bytes:
    figure = _figure()
    axes = figure.add_subplot(1, 1, 1)
    _style(axes)
    for number, line in enumerate(chart.lines):
        colour = COLOURS[number % len(COLOURS)]
        xs = [x for x, _ in line.points]
        ys = [y for _, y in line.points]
        axes.plot(xs, ys, color=colour, linewidth=2.0, label=plain(line.label))
        for mark in line.marks:
            axes.plot(
                [mark.x],
                [mark.y],
                "o",
                markersize=12,
                color=colour,
                markeredgecolor=TEXT,
                markeredgewidth=1.5,
                zorder=4,
            )
            axes.annotate(
                mark.label,
                (mark.x, mark.y),
                ha="center",
                va="center",
                fontsize=7,
                fontweight="bold",
                color=CARD,
                zorder=5,
            )
    figure.text(0.01, 0.96, plain(chart.title), color=TEXT, fontsize=13, va="top")
    xs = [x for line in chart.lines for x, _ in line.points]
    if xs and min(xs) < max(xs):
        axes.set_xlim(min(xs), max(xs))
    axes.xaxis.get_major_locator().set_params(integer=True)
    axes.set_xlabel(plain(chart.x_label), color=MUTED)
    axes.set_ylabel(plain(chart.y_label), color=MUTED)
    legend = axes.legend(
        loc="lower left",
        bbox_to_anchor=(0.0, 1.0),
        ncol=LEGEND_COLUMNS,
        frameon=False,
        fontsize=9,
        handlelength=1.2,
        columnspacing=1.0,
    )
    _style_legend(legend)
    if chart.note:
        note = "\n".join(textwrap.wrap(plain(chart.note), NOTE_WIDTH))
        figure.text(0.01, 0.015, note, color=MUTED, fontsize=8, va="bottom")
    rows = -(-len(chart.lines) // LEGEND_COLUMNS)
    top = 0.83 - 0.055 * (rows - 1)
    figure.subplots_adjust(left=0.07, right=0.98, top=top, bottom=0.2 if chart.note else 0.11)
    return _png(figure)


def rating_png(chart: RatingChart) -> bytes:
    return _png(rating_figure(chart))


def rating_figure(chart: RatingChart) -> Any:
    """The rating above, the weeks below, readable from the first game: a lone point's band
    and rating are drawn as a short bar and dash (a band over one x has no width), the axes
    leave room for the games and weeks to come (`GAMES_SHOWN`, `WEEKS_SHOWN`), the rating the
    boards show is written at its last point, and a person without a rated game reads a
    sentence rather than an empty plot."""
    figure = _figure()
    figure.text(0.01, 0.975, plain(chart.title), color=TEXT, fontsize=13, va="top")
    if not chart.series and not chart.weeks:
        figure.text(0.5, 0.5, plain(chart.note), color=MUTED, ha="center", va="center")
        return figure
    top, bottom = figure.subplots(2, 1, height_ratios=(3, 2))
    _style(top)
    _style(bottom)
    if chart.series:
        _ratings(top, chart)
    else:
        top.set_axis_off()
        top.text(0.5, 0.5, plain(chart.note), color=MUTED, ha="center", va="center",
                 transform=top.transAxes)  # fmt: skip
    _weeks(bottom, chart)
    figure.subplots_adjust(left=0.08, right=0.93, top=0.84, bottom=0.07, hspace=0.42)
    return figure


def _ratings(axes: Any, chart: RatingChart) -> None:
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

    axes.use_sticky_edges = False  # else a band's edge touches the frame and cuts its label
    handles: list[Any] = []
    for number, series in enumerate(chart.series):
        colour = COLOURS[number % len(COLOURS)]
        games = [point.game for point in series.points]
        skills = [point.skill for point in series.points]
        lows = [point.low for point in series.points]
        highs = [point.high for point in series.points]
        marker = "o" if len(games) < MARKED_POINTS else None
        if len(games) == 1:
            axes.bar(games, [highs[0] - lows[0]], bottom=lows, width=LONE_WIDTH, color=colour,
                     alpha=0.2, linewidth=0)  # fmt: skip
            axes.hlines(lows, games[0] - LONE_WIDTH / 2, games[0] + LONE_WIDTH / 2, color=colour,
                        linewidth=1.0, linestyles="--")  # fmt: skip
        else:
            axes.fill_between(games, lows, highs, color=colour, alpha=0.2, linewidth=0)
            axes.plot(games, lows, color=colour, linewidth=1.0, linestyle="--")
        axes.plot(games, skills, color=colour, linewidth=2.0, marker=marker, markersize=4)
        axes.annotate(
            str(round(lows[-1])),
            (games[-1] + LONE_WIDTH / 2, lows[-1]),
            xytext=(3, 0),
            textcoords="offset points",
            ha="left",
            va="center",
            fontsize=8,
            fontweight="bold",
            color=colour,
        )
        label = series.label if len(chart.series) > 1 else chart.skill_label
        handles.append(Line2D([], [], color=colour, linewidth=2.0, label=plain(label)))
    handles.append(Patch(color=MUTED, alpha=0.35, label=plain(chart.band_label)))
    handles.append(
        Line2D([], [], color=MUTED, linestyle="--", linewidth=1.0, label=plain(chart.rating_label))
    )
    legend = axes.legend(
        handles=handles,
        loc="lower left",
        bbox_to_anchor=(0.0, 1.0),
        ncol=len(handles),
        frameon=False,
        fontsize=8,
        handlelength=1.6,
        columnspacing=1.0,
    )
    _style_legend(legend)
    last = max(point.game for series in chart.series for point in series.points)
    axes.set_xlim(0.5, max(last, GAMES_SHOWN) + 0.5)
    axes.set_xlabel(plain(chart.games_label), color=MUTED, fontsize=9)
    axes.xaxis.get_major_locator().set_params(integer=True)
    axes.yaxis.get_major_locator().set_params(integer=True)


def _weeks(axes: Any, chart: RatingChart) -> None:
    positions = range(len(chart.weeks))
    wins = [week.wins for week in chart.weeks]
    others = [week.others for week in chart.weeks]
    axes.bar(positions, wins, width=BAR_WIDTH, color=COLOURS[2], label=plain(chart.wins_label))
    axes.bar(positions, others, width=BAR_WIDTH, bottom=wins, color=GRID,
             label=plain(chart.others_label))  # fmt: skip
    axes.set_xlim(-0.5, max(len(chart.weeks), WEEKS_SHOWN) - 0.5)
    step = max(1, len(chart.weeks) // 8)
    axes.set_xticks(list(positions)[::step], [plain(week.label) for week in chart.weeks][::step])
    axes.set_title(plain(chart.weeks_title), color=TEXT, fontsize=10, loc="left")
    axes.yaxis.get_major_locator().set_params(integer=True)
    _style_legend(
        axes.legend(loc="lower right", bbox_to_anchor=(1.0, 1.0), ncol=2, fontsize=8, frameon=False)
    )


def _figure() -> Any:
    from matplotlib.figure import Figure

    return Figure(figsize=(WIDTH, HEIGHT), dpi=DPI, facecolor=CARD)


def _style(axes: Any) -> None:
    axes.set_facecolor(PANEL)
    axes.grid(True, color=GRID, linewidth=0.6, alpha=0.8)
    axes.set_axisbelow(True)
    axes.tick_params(colors=MUTED, labelsize=8)
    for side in axes.spines.values():
        side.set_color(GRID)


def _style_legend(legend: Any) -> None:
    frame = legend.get_frame()
    frame.set_facecolor(CARD)
    frame.set_edgecolor(GRID)
    for text in legend.get_texts():
        text.set_color(TEXT)


def _png(figure: Any) -> bytes:
    """The quickest compression: at the default level, encoding took a fifth of a chart's
    time, for a file of 44 KB rather than 50 KB (a rating chart of 200 games)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    FigureCanvasAgg(figure)
    out = io.BytesIO()
    figure.savefig(
        out, format="png", facecolor=figure.get_facecolor(), pil_kwargs={"compress_level": 1}
    )
    return out.getvalue()


@cache
def _covered() -> frozenset[int]:
    """The characters matplotlib's own font (DejaVu Sans) can draw."""
    from matplotlib import font_manager
    from matplotlib.ft2font import FT2Font

    path = font_manager.findfont("DejaVu Sans")
    return frozenset(FT2Font(path).get_charmap())


def plain(text: str) -> str:
    """`text` without what the font cannot draw (emoji in names) and without `$`, which
    matplotlib would read as the start of a formula."""
    covered = _covered()
    kept = "".join(ch for ch in text if ord(ch) in covered).replace("$", r"\$")
    return " ".join(kept.split())
