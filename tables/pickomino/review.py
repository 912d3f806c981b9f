"""A finished game of Pickomino, decision by decision, against the exact expert (issue 29).

The game is replayed from its seed and stored moves (as `history` does), so games of any
version review alike. Before each move with a choice, every legal action is valued with the
expert's own function (engine.pickomino.players.decisions.choices on the per-turn scale): the
expected worms of the turn after it, against the average opponent. The move made is compared
with the best one; their gap is what the move cost, in expectation.

The same scale measures luck: a turn as dealt is worth the best value of its first roll, and
what it gave is the change of the player's standing (worms plus bonuses' worth, less the
average opponent's) over the turn. What the dice gave less what was dealt, with the choices'
cost added back, is luck.

Two kinds of choice are valued on the per-turn scale rather than by the expert's tie-break:
which opponent gives a grilled worm (X5) changes nothing against the average opponent, and a
bonus kept (X4) is worth its BONUS_WORTH. Decisions whose options are all worth the same
(within TOLERANCE) are listed but not counted in accuracy: there was nothing to get wrong.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.pickomino import IllegalAction
from engine.pickomino import actions as act
from engine.pickomino.actions import Action
from engine.pickomino.components import APPLE
from engine.pickomino.game import CHOOSE_VICTIM, ROLL, Game
from engine.pickomino.players.decisions import Choice, choices
from engine.pickomino.players.endings import bonus_worth
from engine.pickomino.players.valuation import per_turn_values
from tables.rules import RefusedMove

TOLERANCE = 0.02
"""Worms: a move within this of the best counts as the best (the expert's values are exact
to 1e-14; 0.02 worms is far below anything a player could feel over a game)."""
COSTLIEST = 3
FIRST_MOMENT = 0.5
"""Where the chart's turn axis begins: the first turns lie around 1."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One move with a choice, as the player saw it and as the expert values it."""

    index: int
    """Its place among all the game's moves (0 first)."""
    seat: int
    turn: int
    """The game's turn counter (every seat's turns counted)."""
    own_turn: int
    """The seat's own turn it was (1 first)."""
    phase: str
    roll: tuple[int, ...]
    """The dice showing when the choice was made (empty before a roll)."""
    aside: tuple[int, ...]
    """The dice already set aside this turn, by face (index 1..6, index 0 unused)."""
    total: int
    dice_left: int
    made: Action
    made_value: float
    best: Action
    best_value: float
    counted: bool
    """The options were not all worth the same: accuracy counts it."""

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.made_value)

    @property
    def accurate(self) -> bool:
        return self.loss <= TOLERANCE


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn of one seat: what it was worth as dealt and what it gave."""

    seat: int
    turn: int
    dealt: float
    """The best expected value of the turn before its first roll."""
    gave: float
    """The change of the seat's standing over the turn (worms against the average opponent)."""
    lost: float
    """What the seat's choices cost in the turn, in expectation."""

    @property
    def luck(self) -> float:
        return self.gave - (self.dealt - self.lost)


@dataclass(frozen=True, slots=True)
class SeatReview:
    seat: int
    decisions: int
    """Counted decisions (see Decision.counted)."""
    accurate: int
    lost: float
    dealt: float
    gave: float
    costliest: tuple[Decision, ...]
    """The COSTLIEST decisions that cost more than TOLERANCE, costliest first."""

    @property
    def accuracy(self) -> float:
        """Share of counted decisions within TOLERANCE of the best (1.0 with none)."""
        return self.accurate / self.decisions if self.decisions else 1.0

    @property
    def luck(self) -> float:
        return self.gave - (self.dealt - self.lost)


@dataclass(frozen=True, slots=True)
class Point:
    """A seat's expected worms at one moment: the worms it held then (a grilled worm won by a
    double 1, X6, counted from the moment it is won), plus the expected value of the rest of
    its turn in progress (on the expert's scale)."""

    moment: float
    """Where the point falls on the chart's turn axis, numbered as the review numbers turns
    (each player's own, from 1): every player's turn `k` lies between k - 0.5 and k + 0.5,
    shared among the seats in their playing order, so a decision of "Turn 9" sits at 9."""
    worms: float


@dataclass(frozen=True, slots=True)
class GameReview:
    seats: tuple[SeatReview, ...]
    decisions: tuple[Decision, ...]
    turns: tuple[Turn, ...]
    paths: tuple[tuple[Point, ...], ...]
    """By seat: its expected worms through the game."""
    final_worms: tuple[int, ...]
    where: dict[int, Point]
    """By decision (Decision.index): the point of its seat's path its move led to."""


def standing(game: Game, seat: int) -> float:
    """The per-turn scale's standing (engine.pickomino.players.valuation): worms plus held
    bonuses' worth (the apple's worms are counted in worms), less the average opponent's."""

    def own(other: int) -> float:
        bonus = game.held[other]
        extra = 0.0 if bonus is None or bonus == APPLE else bonus_worth(bonus)
        return game.worms(other) + extra

    opponents = [other for other in range(game.seats) if other != seat and game.active[other]]
    theirs = sum(own(other) for other in opponents) / max(len(opponents), 1)
    return own(seat) - theirs


def valued(game: Game) -> list[Choice]:
    """Each legal action with its expected worms for the turn (see the module's docstring)."""
    if game.phase == CHOOSE_VICTIM:
        return [Choice(action, 0.0) for action in game.legal_actions()]
    return choices(game, per_turn_values)


@dataclass(slots=True)
class _Open:
    """The turn being replayed."""

    seat: int
    turn: int
    before: float
    dealt: float
    own_turn: int
    start: float
    """Where the turn begins on the chart's axis (Point.moment); it spans 1 / seats."""
    width: float
    lost: float = 0.0
    values: list[tuple[int, float]] = field(default_factory=list)


def review(game: Game, moves: Sequence[tuple[int, Action]]) -> GameReview:
    """The review of the game `game` (at its start) played by `moves` (seat, action).

    Raises RefusedMove when a move is not legal where it stands: a log that does not replay
    reviews nothing rather than something wrong.
    """
    decisions: list[Decision] = []
    turns: list[Turn] = []
    seats = game.seats
    first = game.current
    paths: list[list[Point]] = [[Point(FIRST_MOMENT, 0.0)] for _ in range(seats)]
    opened: _Open | None = None
    taken = [0] * seats
    where: dict[int, Point] = {}
    for index, (seat, action) in enumerate(moves):
        if action.kind == act.REMOVE:
            _apply(game, action, None)
            if opened is not None and not game.active[opened.seat]:
                opened = None
            continue
        if opened is None:
            taken[game.current] += 1
            opened = _open(game, taken[game.current], (game.current - first) % seats)
        options = valued(game)
        found = {choice.action: choice.value for choice in options}
        if action not in found:
            raise RefusedMove(str(action))
        held = game.worms(opened.seat)
        victim_choice = game.phase == CHOOSE_VICTIM
        if len(options) > 1:
            top = max(options, key=lambda choice: choice.value)
            low = min(choice.value for choice in options)
            decision = Decision(
                index,
                seat,
                game.turn,
                opened.own_turn,
                game.phase,
                game.roll,
                tuple(game.aside),
                game.total,
                game.dice_left,
                action,
                found[action],
                top.action,
                top.value,
                top.value - low > TOLERANCE,
            )
            decisions.append(decision)
            opened.lost += decision.loss
            opened.values.append((index, found[action]))
        _apply(game, action, seat)
        if game.turn != opened.turn or game.is_over:
            turns.append(_close(game, opened))
            end = opened.start + opened.width
            for other in range(seats):
                paths[other].append(Point(end, float(game.worms(other))))
            if len(options) > 1:
                where[index] = paths[opened.seat][-1]
            opened = None
        elif opened.values and opened.values[-1][0] == index:
            progress = opened.start + opened.width * min(0.9, 0.15 * len(opened.values))
            worms = held + found[action]
            if victim_choice:
                worms = game.worms(opened.seat) + _rest_of_turn(game)
            point = Point(progress, worms)
            paths[opened.seat].append(point)
            where[index] = point
    return GameReview(
        tuple(_seat_review(seat, decisions, turns) for seat in range(seats)),
        tuple(decisions),
        tuple(turns),
        tuple(tuple(path) for path in paths),
        tuple(game.worms(seat) for seat in range(seats)),
        where,
    )


def _apply(game: Game, action: Action, seat: int | None) -> None:
    try:
        game.apply(action, seat)
    except IllegalAction as error:
        raise RefusedMove(str(action)) from error


def _open(game: Game, own_turn: int, order: int) -> _Open:
    """The turn `own_turn` of the current seat, `order`th to play in each round."""
    seat = game.current
    dealt = max(choice.value for choice in valued(game)) if game.phase == ROLL else 0.0
    width = 1 / game.seats
    start = own_turn + FIRST_MOMENT - 1 + order * width
    return _Open(seat, game.turn, standing(game, seat), dealt, own_turn, start, width)


def _rest_of_turn(game: Game) -> float:
    """What the rest of the turn is worth after a grilled worm's victim was chosen (a victim
    choice itself is worth nothing against the average opponent, `valued`)."""
    return max(choice.value for choice in valued(game))


def _close(game: Game, opened: _Open) -> Turn:
    gave = standing(game, opened.seat) - opened.before
    return Turn(opened.seat, opened.turn, opened.dealt, gave, opened.lost)


def _seat_review(seat: int, decisions: Sequence[Decision], turns: Sequence[Turn]) -> SeatReview:
    own = [decision for decision in decisions if decision.seat == seat]
    counted = [decision for decision in own if decision.counted]
    costly = sorted(
        (decision for decision in own if not decision.accurate),
        key=lambda decision: (-decision.loss, decision.index),
    )
    own_turns = [turn for turn in turns if turn.seat == seat]
    return SeatReview(
        seat,
        len(counted),
        sum(decision.accurate for decision in counted),
        sum(decision.loss for decision in own),
        sum(turn.dealt for turn in own_turns),
        sum(turn.gave for turn in own_turns),
        tuple(costly[:COSTLIEST]),
    )
