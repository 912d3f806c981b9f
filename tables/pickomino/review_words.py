"""A game's review (tables.pickomino.review) in words and as a chart, in the reader's language.

The same view serves Discord (an embed and its picture) and the terminal (text and a file).
Decisions are told as a player would say them: "Stopping on 24 was worth 1.1 worms; rolling
the 3 dice left was worth 1.6", with the dice shown and what was set aside.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from charts.spec import Line, LinesChart, Mark
from engine.pickomino import actions as act
from engine.pickomino.actions import Action
from engine.pickomino.game import BUST_OR_WEASEL, ROLL
from engine.pickomino.players.levels import EXPERT
from storage import Seat
from tables.pickomino.review import Decision, GameReview, SeatReview
from tables.pickomino.symbols import face_symbol
from tables.pickomino.words import BONUS_KEYS
from words.i18n import t, tn
from words.numbers import apart, decimal, percent, signed_decimal


@dataclass(frozen=True, slots=True)
class ReviewView:
    title: str
    intro: str
    fields: tuple[tuple[str, str], ...]
    """(player's name, their review), one per seat."""
    chart: LinesChart


def review_view(
    game_id: int,
    review: GameReview,
    seats: Sequence[Seat],
    names: Sequence[str],
    language: str,
    chart_language: str,
) -> ReviewView:
    """`names` are the seats' names as the front-end shows them (escaped for its markup);
    the chart gets the names as typed, since it draws text rather than markup."""
    fields = tuple(
        (names[seat.seat], _seat_text(seat, seats[seat.seat], names, language))
        for seat in review.seats
    )
    return ReviewView(
        t("review.title", language, game=game_id),
        t("review.intro", language),
        fields,
        review_chart(review, [seat.display_name for seat in seats], chart_language),
    )


def _seat_text(seat: SeatReview, stored: Seat, names: Sequence[str], language: str) -> str:
    lines = summary_lines(seat, stored, language)
    for number, decision in enumerate(seat.costliest, 1):
        lines.append(f"{number}. {decision_line(decision, names, language)}")
    return "\n".join(lines)


def summary_lines(seat: SeatReview, stored: Seat, language: str) -> list[str]:
    """A seat's accuracy, the expert's note, its luck, and "no costly decision" when it made
    none: what Discord's review and the game's web page both say above the decisions."""
    lines = [
        tn(
            "review.accuracy",
            seat.decisions,
            language,
            accuracy=percent(seat.accuracy, language),
            accurate=seat.accurate,
            lost=decimal(seat.lost, language),
        )
    ]
    if stored.computer_level == EXPERT.number:
        lines.append(t("review.expert", language))
    lines.append(
        t(
            "review.luck",
            language,
            dealt=decimal(seat.dealt, language),
            gave=decimal(seat.gave, language),
            luck=signed_decimal(seat.luck, language),
        )
    )
    if not seat.costliest:
        lines.append(t("review.no_costly", language))
    return lines


def decision_line(decision: Decision, names: Sequence[str], language: str) -> str:
    """ "Turn 12 · rolled … · set aside … (18): Stopping on 24 was worth 1.1 worms; rolling the
    3 dice left was worth 1.6." """
    context = [t("review.turn", language, turn=decision.own_turn)]
    if decision.roll:
        dice = "".join(face_symbol(face) for face in sorted(decision.roll))
        context.append(t("review.rolled", language, dice=dice))
    aside = "".join(
        face_symbol(face) * count for face, count in enumerate(decision.aside) if face and count
    )
    if aside:
        context.append(t("review.aside", language, dice=aside, total=decision.total))
    made = move_words(decision, decision.made, names, language)
    best = move_words(decision, decision.best, names, language)
    made_value, best_value = apart(decision.made_value, decision.best_value, language)
    return t(
        "review.decision",
        language,
        context=" · ".join(context),
        made=made[:1].upper() + made[1:],
        made_value=made_value,
        best=best,
        best_value=best_value,
    )


def move_words(decision: Decision, action: Action, names: Sequence[str], language: str) -> str:
    """A move as a player says it, in the situation of `decision`."""
    kind, arg = action.kind, action.arg
    if kind == act.STOP:
        if decision.phase == BUST_OR_WEASEL:
            return t("review.move.accept_bust", language)
        return t("review.move.stop", language, total=decision.total)
    if kind == act.ROLL:
        if decision.phase == ROLL:
            return t("review.move.roll_white", language)
        return tn("review.move.roll", decision.dice_left, language)
    if kind == act.ROLL_GOLDEN:
        return t("review.move.roll_golden", language)
    if kind == act.ASIDE:
        assert isinstance(arg, int)
        count = decision.roll.count(arg)
        return tn("review.move.aside", count, language, face=face_symbol(arg))
    if kind == act.WEASEL_REROLL:
        return t("review.move.weasel", language)
    if kind == act.KEEP:
        return t("review.move.keep", language, bonus=t(BONUS_KEYS[str(arg)], language))
    assert kind == act.VICTIM and isinstance(arg, int)
    return t("review.move.victim", language, name=names[arg])


def review_chart(review: GameReview, names: Sequence[str], language: str) -> LinesChart:
    """Each player's expected worms through the game, their costliest decisions marked."""
    lines = []
    for seat in review.seats:
        path = review.paths[seat.seat]
        marks = tuple(
            Mark(
                review.where[decision.index].moment, review.where[decision.index].worms, str(number)
            )
            for number, decision in enumerate(seat.costliest, 1)
        )
        points = tuple((point.moment, point.worms) for point in path)
        lines.append(Line(names[seat.seat], points, marks))
    return LinesChart(
        t("review.chart.title", language),
        t("review.chart.turns", language),
        t("review.chart.worms", language),
        tuple(lines),
        t("review.chart.note", language),
    )
