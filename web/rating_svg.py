"""A player's rating chart (charts.spec.RatingChart, the data `/pickomino stats` draws as a
PNG) as inline SVG: drawn here rather than by matplotlib, whose SVG carries an inline style
sheet the pages' Content-Security-Policy refuses, so the chart takes the page's colours
(light and dark) from site.css, scales with the page, and its words are text a reader can
select, translate or have read aloud.

Every word is escaped (markupsafe); numbers are written by the language's own rules.
"""

import math
from collections.abc import Callable, Sequence

from markupsafe import Markup

from charts.spec import RatingChart, RatingSeries, WeekResults

WIDTH, HEIGHT = 480, 240
LEFT, RIGHT, TOP, BOTTOM = 56, 12, 12, 40
WEEKS_HEIGHT = 110
MOST_TICKS = 5
STEPS = (10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000)
WIDEST_BAR = 36

Number = Callable[[float], str]


def rating_svg(chart: RatingChart, kind: str, number: Number = str) -> Markup:
    """The rating over the games above the results per week; the chart's note (no rated game
    yet) when there is nothing to draw. `kind` tells charts of two games on one page apart."""
    if not any(series.points for series in chart.series):
        return Markup('<p class="muted">{}</p>').format(chart.note)
    parts = [_ratings(chart, kind, number)]
    if chart.weeks:
        parts.append(_weeks(chart, kind))
    return Markup("").join(parts)


def _ratings(chart: RatingChart, kind: str, number: Number) -> Markup:
    lows = [p.low for s in chart.series for p in s.points]
    highs = [p.high for s in chart.series for p in s.points]
    games = max(p.game for s in chart.series for p in s.points)
    low, high, ticks = _nice_range(min(lows), max(highs))
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(game: float) -> float:
        return LEFT + (plot_w * (game - 1) / (games - 1) if games > 1 else plot_w / 2)

    def y(value: float) -> float:
        return TOP + plot_h * (high - value) / (high - low)

    out = [
        Markup(
            '<svg class="chart rating" viewBox="0 0 {w} {h}" role="img"'
            ' aria-labelledby="{id}-title {id}-desc" xmlns="http://www.w3.org/2000/svg">'
        ).format(w=WIDTH, h=HEIGHT, id=kind),
        Markup('<title id="{}-title">{}</title>').format(kind, chart.title),
        Markup('<desc id="{}-desc">{}</desc>').format(kind, _description(chart, number)),
    ]
    for step in range(ticks + 1):
        value = low + (high - low) * step / ticks
        out.append(
            Markup(
                '<line class="grid" x1="{x1}" x2="{x2}" y1="{y:.1f}" y2="{y:.1f}"/>'
                '<text class="tick" x="{tx}" y="{ty:.1f}" text-anchor="end">{label}</text>'
            ).format(
                x1=LEFT,
                x2=WIDTH - RIGHT,
                y=y(value),
                tx=LEFT - 6,
                ty=y(value) + 4,
                label=number(round(value)),
            )
        )
    for index, series in enumerate(chart.series):
        out.append(_series(series, index, x, y))
    out.append(
        Markup('<text class="axis" x="{x:.1f}" y="{y}" text-anchor="middle">{label}</text>').format(
            x=LEFT + plot_w / 2, y=HEIGHT - 8, label=chart.games_label
        )
    )
    out.append(Markup("</svg>"))
    out.append(_legend(chart))
    return Markup("").join(out)


def _series(
    series: RatingSeries, index: int, x: Callable[[float], float], y: Callable[[float], float]
) -> Markup:
    points = series.points
    upper = [f"{x(p.game):.1f},{y(p.high):.1f}" for p in points]
    lower = [f"{x(p.game):.1f},{y(p.low):.1f}" for p in reversed(points)]
    skill = [f"{x(p.game):.1f},{y(p.skill):.1f}" for p in points]
    edge = [f"{x(p.game):.1f},{y(p.low):.1f}" for p in points]
    marks = Markup("").join(
        Markup('<circle class="dot s{}" cx="{:.1f}" cy="{:.1f}" r="3"/>').format(
            index, x(p.game), y(p.skill)
        )
        for p in points
    )
    return Markup(
        '<g><polygon class="band s{i}" points="{band}"/>'
        '<polyline class="edge s{i}" points="{edge}"/>'
        '<polyline class="skill s{i}" points="{skill}"/>{marks}</g>'
    ).format(
        i=index,
        band=" ".join(upper + lower),
        edge=" ".join(edge),
        skill=" ".join(skill),
        marks=marks,
    )


def _legend(chart: RatingChart) -> Markup:
    items = [
        Markup('<li><span class="key skill s{}"></span>{} · {}</li>').format(
            index, series.label, chart.skill_label
        )
        for index, series in enumerate(chart.series)
    ]
    items.append(Markup('<li><span class="key band s0"></span>{}</li>').format(chart.band_label))
    items.append(Markup('<li><span class="key edge s0"></span>{}</li>').format(chart.rating_label))
    return Markup('<ul class="legend">{}</ul>').format(Markup("").join(items))


def _weeks(chart: RatingChart, kind: str) -> Markup:
    weeks = chart.weeks
    most = max((week.wins + week.others for week in weeks), default=0) or 1
    plot_w, plot_h = WIDTH - LEFT - RIGHT, WEEKS_HEIGHT - TOP - 24
    slot = plot_w / len(weeks)
    bars = []
    for index, week in enumerate(weeks):
        width = min(slot * 0.7, WIDEST_BAR)
        left = LEFT + index * slot + (slot - width) / 2
        wins_h = plot_h * week.wins / most
        others_h = plot_h * week.others / most
        base = TOP + plot_h
        bars.append(
            Markup(
                "<g><title>{label}: {wins_label} {wins}, {others_label} {others}</title>"
                '<rect class="wins" x="{x:.1f}" y="{wy:.1f}" width="{w:.1f}" height="{wh:.1f}"/>'
                '<rect class="others" x="{x:.1f}" y="{oy:.1f}" width="{w:.1f}"'
                ' height="{oh:.1f}"/></g>'
            ).format(
                label=week.label,
                wins=week.wins,
                wins_label=chart.wins_label,
                others=week.others,
                others_label=chart.others_label,
                x=left,
                w=width,
                wy=base - wins_h,
                wh=wins_h,
                oy=base - wins_h - others_h,
                oh=others_h,
            )
        )
    first, last = weeks[0].label, weeks[-1].label if len(weeks) > 1 else ""
    return Markup(
        '<p class="muted chart-title">{title}</p>'
        '<svg class="chart weeks" viewBox="0 0 {w} {h}" role="img" aria-labelledby="{id}-weeks"'
        ' xmlns="http://www.w3.org/2000/svg"><title id="{id}-weeks">{title}: {summary}</title>'
        '<line class="grid" x1="{l}" x2="{r}" y1="{b}" y2="{b}"/>{bars}'
        '<text class="tick" x="{l}" y="{ty}">{first}</text>'
        '<text class="tick" x="{r}" y="{ty}" text-anchor="end">{last}</text></svg>'
        '<ul class="legend"><li><span class="key wins"></span>{wins}</li>'
        '<li><span class="key others"></span>{others}</li></ul>'
    ).format(
        w=WIDTH,
        h=WEEKS_HEIGHT,
        id=kind,
        title=chart.weeks_title,
        summary=_weeks_summary(weeks, chart),
        l=LEFT,
        r=WIDTH - RIGHT,
        b=TOP + plot_h,
        bars=Markup("").join(bars),
        ty=WEEKS_HEIGHT - 6,
        first=first,
        last=last,
        wins=chart.wins_label,
        others=chart.others_label,
    )


def _weeks_summary(weeks: Sequence[WeekResults], chart: RatingChart) -> str:
    wins = sum(week.wins for week in weeks)
    others = sum(week.others for week in weeks)
    span = f"{weeks[0].label} – {weeks[-1].label}"
    return f"{span}: {chart.wins_label} {wins}, {chart.others_label} {others}"


def _description(chart: RatingChart, number: Number) -> str:
    """What the line shows, said in words: each rule set's rating after the last game."""
    return " · ".join(
        f"{series.label}: {number(round(series.points[-1].low))}"
        for series in chart.series
        if series.points
    )


def _nice_range(low: float, high: float) -> tuple[float, float, int]:
    """The axis from a round number at or below the lowest point to one at or above the
    highest, in the smallest round steps that need at most MOST_TICKS of them: (bottom, top,
    steps)."""
    high = max(high, low + 1)
    for step in STEPS:
        bottom, top = step * math.floor(low / step), step * math.ceil(high / step)
        if (top - bottom) / step <= MOST_TICKS:
            break
    return bottom, top, round((top - bottom) / step)
