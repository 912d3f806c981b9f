"""The turn's dynamic programme: the best expected value of a turn from every state of it.

A turn's state is the dice left to roll, the faces already set aside (a bit mask, bit f for
face f; the worm bit says whether R8 is met), the total, and whether the weasel is still
ready (X12). What the table is worth to the player enters only through `TurnValues`: the value
of stopping at each total with or without a worm, and of a bust. Everything else (the states,
their moves, the chances of every roll) does not depend on the table and is built once.

States are solved on demand, children first, and only those below the states asked about: the
first decision of a turn needs the states after the faces of its first roll, not the whole
turn. A state with a worm whose stop is already worth at least anything it could still reach
is not solved: stopping is best there. Totals of 37 or more are one state, since no tile is
above 36 (R11 treats every such total alike).

A golden die with a white die's faces is just a ninth die (X9). With other faces
(`golden_die_faces`), a state also says whether the golden die is among the dice left, and
its rolls are enumerated with the golden die apart (engine.pickomino.players.rolls).
"""

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import accumulate
from operator import itemgetter

from engine.pickomino.components import FACE_POINTS, FACES, WHITE_DICE, WORM
from engine.pickomino.players.roll_code import (
    Expectation,
    compiled,
    compiled_now,
    interpreted,
)
from engine.pickomino.players.rolls import (
    RollTable,
    candidate_index,
    golden_index,
    golden_outcomes,
    roll_table,
)

TOP_TOTAL = 37
"""Totals from 37 up are one state: no tile is above 36."""
TOTALS = TOP_TOTAL + 1
GOLDEN_DICE = WHITE_DICE + 1
"""X9: the golden die rolls as a ninth die at the first roll."""

State = tuple[int, int, int, bool]
"""(dice left, faces set aside as a bit mask, total capped at TOP_TOTAL, whether a golden die
with faces of its own is among the dice left)."""


def state(dice: int, used: int, total: int, golden: bool = False) -> State:
    return dice, used, min(total, TOP_TOTAL), golden


Move = tuple[int, int, int, bool]
"""A candidate of a roll: (candidate index, face, count, whether the golden die stays)."""


@cache
def moves(dice: int, used: int, golden_faces: tuple[int, ...] | None = None) -> tuple[Move, ...]:
    """The candidates of rolling `dice` dice with the faces in `used` set aside, in index
    order; with `golden_faces`, the last die is a golden die with those faces, and only the
    candidates some roll shows are listed."""
    fresh = [face for face in FACES if not used >> face & 1]
    if golden_faces is None:
        return tuple(
            (candidate_index(position, count, dice), face, count, False)
            for position, face in enumerate(fresh)
            for count in range(1, dice + 1)
        )
    shown = {index for _, present in golden_outcomes(dice, used, golden_faces) for index in present}
    return tuple(
        (index, face, count, not taken)
        for position, face in enumerate(fresh)
        for count in range(1, dice + 1)
        for taken in (False, True)
        if (index := golden_index(position, count, dice, taken)) in shown
    )


@dataclass(frozen=True, slots=True)
class TurnValues:
    """What ending the turn is worth to the player, on the current table.

    The unit is the caller's (worms for the per-turn expert, chances of winning for the
    game-aware one): the programme only adds, weighs by chance and compares.
    """

    with_worm: tuple[float, ...]
    """Stopping with total t (index t, TOP_TOTAL for more) and a worm set aside (R8-R12)."""
    without_worm: tuple[float, ...]
    """Stopping with total t and no worm: a bust, or X7's canned worm."""
    bust: float
    """A roll with no new face (R6, R14, R15)."""
    double_one: float = 0.0
    """X6: what the grilled worm taken at once for two or more 1s adds."""
    weasel: bool = False
    """X12: the player holds the weasel."""
    golden: bool = False
    """X9: the player may roll nine dice at the first roll."""
    golden_faces: tuple[int, ...] = FACES
    """X9's setting: the golden die's faces."""


@dataclass(frozen=True, slots=True)
class _Plan:
    """A state with dice to roll, and what solving it needs."""

    position: int
    dice: int
    used: int
    total: int
    golden: bool
    worm: bool
    children: tuple[int, ...]
    """Positions of the states after setting aside each candidate, in candidate order (see
    `moves`); -1 for an index no roll shows."""
    gather: Callable[[list[float]], tuple[float, ...]]
    """Picks the children's values, then the bust's, from a list of values by position (the
    bust's is kept one past the states), in one call."""
    table: RollTable
    reach: int
    """The highest total still reachable (capped), for the stop-is-best test."""
    double_one: tuple[int, ...]
    """Candidate indices setting aside two or more 1s (X6)."""
    below: int
    """Bit p set for the plan at position p when this state leads to it (itself included)."""


@dataclass(frozen=True, slots=True)
class _Space:
    """Every state of turns that start with 8 dice (and 9 when `golden`), numbered densely:
    states with fewer dice come first, so a state's children come before it."""

    positions: dict[State, int]
    plans: tuple[_Plan | None, ...]
    """By position; None for states with no dice left."""
    ends: tuple[tuple[int, int, bool], ...]
    """States with no dice left: (position, total, worm)."""
    size: int
    expectations: list[Expectation | None]
    """By position: its roll table's compiled expectation (engine.pickomino.players.roll_code):
    white dice's from the start, a golden die of its own faces' once its shape is used enough."""

    def expectation(self, position: int, candidates: Sequence[float]) -> float:
        """The roll's value at `position`: compiled code once its shape is used enough."""
        plan = self.plans[position]
        assert plan is not None
        found = self.expectations[position] = compiled(plan.table)
        if found is None:
            return interpreted(plan.table, candidates)
        return found(candidates)


def _child(key: State, move: Move) -> State:
    dice, used, total, _ = key
    _, face, count, golden = move
    return state(dice - count, used | 1 << face, total + count * FACE_POINTS[face], golden)


def _moves_of(key: State, golden_faces: tuple[int, ...] | None) -> tuple[Move, ...]:
    dice, used, _, golden = key
    return moves(dice, used, golden_faces if golden else None)


def _reachable(roots: list[State], golden_faces: tuple[int, ...] | None) -> set[State]:
    seen = set(roots)
    pending = list(roots)
    while pending:
        key = pending.pop()
        for move in _moves_of(key, golden_faces):
            child = _child(key, move)
            if child not in seen:
                seen.add(child)
                pending.append(child)
    return seen


def _gatherer(children: tuple[int, ...], bust: int) -> Callable[[list[float]], tuple[float, ...]]:
    """`_Plan.gather` (an itemgetter of one index would return the item, not a tuple: a state
    whose every face is set aside has no candidate, only the bust)."""
    if children:
        return itemgetter(*children, bust)
    return lambda values: (values[bust],)


def own_faces(golden_faces: tuple[int, ...]) -> tuple[int, ...] | None:
    """The golden die's faces when they are not a white die's (None: it is a ninth die)."""
    return None if golden_faces == FACES else golden_faces


@cache
def _space(golden: bool, golden_faces: tuple[int, ...] = FACES) -> _Space:
    """The states of turns with 8 white dice, and 9 dice when the player holds the golden die
    (`golden`), its faces apart when they are its own."""
    faces = own_faces(golden_faces)
    roots = [state(WHITE_DICE, 0, 0)]
    if golden:
        roots.append(state(GOLDEN_DICE, 0, 0, faces is not None))
    states = sorted(_reachable(roots, faces))
    positions = {key: position for position, key in enumerate(states)}
    plans: list[_Plan | None] = []
    ends = []
    for position, key in enumerate(states):
        dice, used, total, golden_left = key
        worm = bool(used >> WORM & 1)
        if not dice:
            ends.append((position, total, worm))
            plans.append(None)
            continue
        table = roll_table(dice, used, faces if golden_left else None)
        candidates = _moves_of(key, faces)
        slots = [-1] * table.bust_index
        for move in candidates:
            slots[move[0]] = positions[_child(key, move)]
        children = tuple(slots)
        below = 1 << position
        for child in children:
            plan = plans[child] if child >= 0 else None
            if plan is not None:
                below |= plan.below
        best_face = max((FACE_POINTS[face] for face in table.fresh), default=0)
        double_one = tuple(index for index, face, count, _ in candidates if face == 1 and count > 1)
        reach = min(total + dice * best_face, TOP_TOTAL)
        plans.append(
            _Plan(
                position,
                dice,
                used,
                total,
                golden_left,
                worm,
                children,
                _gatherer(children, len(states)),
                table,
                reach,
                double_one,
                below,
            )
        )
    expectations: list[Expectation | None] = [
        compiled_now(plan.table) if plan is not None and not plan.golden else None for plan in plans
    ]
    return _Space(positions, tuple(plans), tuple(ends), len(states), expectations)


_BYTE_BITS = tuple(tuple(bit for bit in range(8) if byte >> bit & 1) for byte in range(256))


def _positions(mask: int) -> list[int]:
    """The set bits of `mask`, lowest first."""
    positions: list[int] = []
    extend = positions.extend
    for offset, byte in enumerate(mask.to_bytes((mask.bit_length() + 7) // 8, "little")):
        if byte:
            base = offset * 8
            extend([base + bit for bit in _BYTE_BITS[byte]])
    return positions


@lru_cache(maxsize=64)
def _best_from(with_worm: tuple[float, ...]) -> tuple[tuple[float, ...], ...]:
    """`[t][r - t]`: the best stop with a worm at totals t to r, for the stop-is-best test (one
    row a total, rather than a slice and a `max` a state)."""
    return tuple(tuple(accumulate(with_worm[total:], max)) for total in range(len(with_worm)))


_UNSOLVED = float("nan")
"""The roll value of a state where stopping beats anything reachable (not needed to decide)."""


class TurnProgramme:
    """The programme for one `TurnValues`, solved on demand, each state once."""

    __slots__ = (
        "values",
        "_space",
        "_own_golden",
        "_after",
        "_roll",
        "_solved",
        "_after_weasel",
        "_roll_weasel",
        "_solved_weasel",
    )

    def __init__(self, values: TurnValues) -> None:
        self.values = values
        space = self._space = _space(values.golden, values.golden_faces if values.golden else FACES)
        self._own_golden = values.golden and own_faces(values.golden_faces) is not None
        after = [0.0] * space.size + [values.bust]
        with_worm, without_worm = values.with_worm, values.without_worm
        for position, total, worm in space.ends:
            after[position] = with_worm[total] if worm else without_worm[total]
        self._after = after
        self._roll = [_UNSOLVED] * space.size
        self._solved = 0
        self._after_weasel = after[:] if values.weasel else after
        self._roll_weasel = [_UNSOLVED] * space.size if values.weasel else self._roll
        self._solved_weasel = 0

    def _require(self, position: int, weasel: bool) -> None:
        """Solve every state below the one at `position` not solved yet (children first)."""
        plan = self._space.plans[position]
        if plan is None:
            return
        missing = plan.below & ~self._solved
        if missing:
            self._solve(missing, self._after, self._roll, None)
            self._solved |= missing
        if weasel and self.values.weasel:
            missing = plan.below & ~self._solved_weasel
            if missing:
                self._solve(missing, self._after_weasel, self._roll_weasel, self._roll)
                self._solved_weasel |= missing

    def _solve(
        self, missing: int, after: list[float], roll: list[float], reroll: list[float] | None
    ) -> None:
        """Fill `after` (best of stopping and rolling) and `roll` for the `missing` plans.

        With `reroll` (the values without the weasel), X12 may re-roll any roll once: every
        outcome is worth at least re-rolling, which is the state's value without the weasel.
        """
        values = self.values
        with_worm, without_worm, bust = values.with_worm, values.without_worm, values.bust
        double_one = values.double_one
        best_from = _best_from(with_worm)
        space = self._space
        plans, expectations = space.plans, space.expectations
        for position in _positions(missing):
            plan = plans[position]
            assert plan is not None
            total = plan.total
            if plan.worm:
                stop = with_worm[total]
                best_reachable = best_from[total][plan.reach - total]
                if plan.double_one:
                    best_reachable += double_one
                if stop >= best_reachable and stop >= bust:
                    after[position] = stop
                    continue
            else:
                stop = without_worm[total]
            candidates: Sequence[float] = plan.gather(after)
            if double_one and plan.double_one:
                candidates = list(candidates)
                for index in plan.double_one:
                    candidates[index] += double_one
            if reroll is not None:
                floor = reroll[position]
                candidates = [floor if value < floor else value for value in candidates]
            expect = expectations[position]
            if expect is None:
                value = space.expectation(position, candidates)
            else:
                value = expect(candidates)
            roll[position] = value
            after[position] = value if value > stop else stop

    def position(self, dice: int, used: int, total: int, golden: bool = False) -> int:
        """`golden`: the golden die is among the `dice` (it counts as a white die unless its
        faces are its own)."""
        return self._space.positions[state(dice, used, total, golden and self._own_golden)]

    def after(
        self, dice: int, used: int, total: int, weasel: bool = False, golden: bool = False
    ) -> float:
        """The turn's value after a set-aside leaves this state (best of stop and roll)."""
        position = self.position(dice, used, total, golden)
        self._require(position, weasel)
        return (self._after_weasel if weasel else self._after)[position]

    def roll(
        self, dice: int, used: int, total: int, weasel: bool = False, golden: bool = False
    ) -> float:
        """The turn's value of rolling the `dice` left from this state."""
        position = self.position(dice, used, total, golden)
        self._require(position, weasel)
        value = (self._roll_weasel if weasel else self._roll)[position]
        if value is _UNSOLVED:
            value = self._roll_where_stop_is_best(position, weasel)
        return value

    def _roll_where_stop_is_best(self, position: int, weasel: bool) -> float:
        """Rolling from a state where stopping is best: only asked to show odds."""
        plan = self._space.plans[position]
        assert plan is not None
        weasel = weasel and self.values.weasel
        after = self._after_weasel if weasel else self._after
        candidates = list(plan.gather(after))
        for index in plan.double_one:
            candidates[index] += self.values.double_one
        if weasel:
            floor = self.roll(plan.dice, plan.used, plan.total, False, plan.golden)
            candidates = [max(floor, value) for value in candidates]
        return self._space.expectation(position, candidates)

    def stop(self, used: int, total: int) -> float:
        """The value of stopping now: with the total reached, R8 decides between the two rows."""
        values = self.values
        row = values.with_worm if used >> WORM & 1 else values.without_worm
        return row[min(total, TOP_TOTAL)]


CACHE_SIZE = 64
_CACHE: OrderedDict[TurnValues, TurnProgramme] = OrderedDict()


def programme(values: TurnValues) -> TurnProgramme:
    """The programme for `values`, from a cache of recent tables (a turn asks several times)."""
    found = _CACHE.get(values)
    if found is not None:
        _CACHE.move_to_end(values)
        return found
    solved = TurnProgramme(values)
    _CACHE[values] = solved
    if len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return solved
