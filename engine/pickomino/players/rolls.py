"""What a roll can show, as far as a decision cares, with its probability (R4, R5, R6).

A roll of n dice matters only through how many dice show each face not set aside yet: faces
already used this turn cannot be taken (R5), so they are merged into one "dead" face. The
outcomes of each (dice, used faces) pair are enumerated once, on first use, laid out so that
the turn programme evaluates a roll with one C-level `map` pass instead of a Python loop per
outcome.

A golden die whose faces differ from a white die's (X9's `golden_die_faces` setting) is a die
apart: while it is among the dice left, an outcome also says whether the face set aside takes
it, since the dice left afterwards then are all white or not (`golden_outcomes`).
"""

from dataclasses import dataclass
from functools import cache
from math import factorial

from engine.pickomino.components import FACES


@dataclass(frozen=True, slots=True)
class RollTable:
    """Every outcome of a roll that matters, in groups: in a group, `probabilities[i]` is the
    chance of outcome i, and its best move is the best of the candidates `rows[i]`.

    Candidate (fresh face number j, count c) has index j * dice + c - 1 (`candidate_index`);
    index `bust_index` (one past the candidates) stands for a roll with no face to take (R6).
    Outcomes are grouped by how many faces they offer, a group of fewer than SMALL_GROUP
    joining the next one; the expectation sums each group from zero, then the groups, the
    order the programme's published figures were computed in (roll_code).
    """

    groups: tuple[tuple[tuple[float, ...], tuple[tuple[int, ...], ...]], ...]
    """(probabilities, rows) of outcomes grouped by how many faces they offer."""
    bust: float
    """R6: the chance that no die shows a face not set aside yet."""
    fresh: tuple[int, ...]
    """The faces not set aside yet, ascending."""
    bust_index: int
    shape: tuple[object, ...]
    """What the table depends on: (dice, number of fresh faces) for white dice; with a golden
    die of its own faces, (dice, faces set aside, its faces)."""


def candidate_index(position: int, count: int, dice: int) -> int:
    return position * dice + count - 1


def _count_vectors(faces: int, dice: int) -> list[tuple[int, ...]]:
    """Every way to give at most `dice` dice to `faces` faces, in order."""
    if faces == 0:
        return [()]
    return [
        (first, *rest)
        for first in range(dice + 1)
        for rest in _count_vectors(faces - 1, dice - first)
    ]


@cache
def outcomes(dice: int, used: int) -> tuple[tuple[float, tuple[int, ...]], ...]:
    """(chance, candidate indices) of each outcome of rolling `dice` dice when the faces in
    bit mask `used` are set aside; an outcome with no face to take has only the bust index."""
    fresh = [face for face in FACES if not used >> face & 1]
    dead = len(FACES) - len(fresh)
    bust_index = len(fresh) * dice
    found = []
    for counts in _count_vectors(len(fresh), dice):
        left = dice - sum(counts)
        if left and not dead:
            continue
        ways = factorial(dice) // factorial(left)
        for count in counts:
            ways //= factorial(count)
        probability = ways * dead**left / 6**dice
        present = [
            candidate_index(position, count, dice) for position, count in enumerate(counts) if count
        ]
        found.append((probability, tuple(present) if present else (bust_index,)))
    return tuple(found)


def golden_index(position: int, count: int, dice: int, taken: bool) -> int:
    """Candidate (fresh face number, count, whether the golden die is among the dice taken)
    of a roll with the golden die (`golden_outcomes`)."""
    return (position * dice + count - 1) * 2 + taken


@cache
def golden_outcomes(
    dice: int, used: int, golden_faces: tuple[int, ...]
) -> tuple[tuple[float, tuple[int, ...]], ...]:
    """(chance, candidate indices) of rolling `dice` dice, the last one the golden die with
    `golden_faces` (X9), when the faces in bit mask `used` are set aside. Indices are
    `golden_index`; a roll with no face to take has only the bust index (two per candidate
    past the last one). Equal outcomes are merged."""
    fresh = [face for face in FACES if not used >> face & 1]
    bust_index = 2 * len(fresh) * dice
    chances: dict[tuple[int, ...], float] = {}
    for white_chance, present in outcomes(dice - 1, used):
        counts = [0] * len(fresh)
        for index in present:
            if index != len(fresh) * (dice - 1):  # not the white dice's bust
                position, count = divmod(index, dice - 1)
                counts[position] = count + 1
        for golden in golden_faces:
            taken = fresh.index(golden) if golden in fresh else -1
            found = []
            for position, count in enumerate(counts):
                if position == taken:
                    found.append(golden_index(position, count + 1, dice, True))
                elif count:
                    found.append(golden_index(position, count, dice, False))
            key = tuple(sorted(found)) if found else (bust_index,)
            chances[key] = chances.get(key, 0.0) + white_chance / len(golden_faces)
    return tuple((chance, present) for present, chance in chances.items())


@cache
def roll_table(dice: int, used: int, golden_faces: tuple[int, ...] | None = None) -> RollTable:
    """Outcomes of rolling `dice` dice when the faces in bit mask `used` are set aside; with
    `golden_faces`, the last die is the golden die with those faces (`golden_outcomes`)."""
    fresh = tuple(face for face in FACES if not used >> face & 1)
    shape: tuple[object, ...]
    if golden_faces is None:
        found = outcomes(dice, used)
        bust_index = len(fresh) * dice
        shape = (dice, len(fresh))
    else:
        found = golden_outcomes(dice, used, golden_faces)
        bust_index = 2 * len(fresh) * dice
        shape = (dice, used, golden_faces)
    bust = sum(chance for chance, present in found if present == (bust_index,))
    by_width: dict[int, list[tuple[float, tuple[int, ...]]]] = {}
    for probability, present in found:
        by_width.setdefault(len(present), []).append((probability, present))
    groups = []
    pending: list[tuple[float, tuple[int, ...]]] = []
    widths = sorted(by_width)
    for width in widths:
        pending += by_width[width]
        if len(pending) < SMALL_GROUP and width != widths[-1]:
            continue
        groups.append(
            (
                tuple(probability for probability, _ in pending),
                tuple(present for _, present in pending),
            )
        )
        pending = []
    return RollTable(tuple(groups), bust, fresh, bust_index, shape)


SMALL_GROUP = 8
