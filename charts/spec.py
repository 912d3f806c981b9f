"""What a chart shows, as plain data: the callers' words and numbers, nothing to draw with."""

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Mark:
    """A point singled out on a line, with a short label beside it ("1", "2"...)."""

    x: float
    y: float
    label: str


@dataclass(frozen=True, slots=True)
class Line:
    label: str
    points: tuple[tuple[float, float], ...]
    marks: tuple[Mark, ...] = ()


@dataclass(frozen=True, slots=True)
class LinesChart:
    """Several lines over one axis (a game's players through its turns)."""

    title: str
    x_label: str
    y_label: str
    lines: tuple[Line, ...]
    note: str = ""
    """A line under the chart (what the marks are)."""


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """A person's rating after one game: the skill estimate and its uncertainty band, scaled
    as boards show ratings (the band's lower edge is the rating the board shows)."""

    game: int
    """The game's place among the person's games (1 first)."""
    skill: float
    low: float
    high: float


@dataclass(frozen=True, slots=True)
class RatingSeries:
    """One rating (a rule set's board) over the person's games."""

    label: str
    points: tuple[RatingPoint, ...]


@dataclass(frozen=True, slots=True)
class WeekResults:
    label: str
    wins: int
    others: int


@dataclass(frozen=True, slots=True)
class RatingChart:
    """A person's rating over their games, above their results per week."""

    title: str
    rating_label: str
    skill_label: str
    band_label: str
    games_label: str
    series: tuple[RatingSeries, ...]
    weeks_title: str
    wins_label: str
    others_label: str
    weeks: tuple[WeekResults, ...]
    note: str = ""
    """Said in the chart's place when there is nothing to draw (no rated game)."""
