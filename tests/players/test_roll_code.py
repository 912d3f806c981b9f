"""The generated expectations of roll tables (engine.pickomino.players.roll_code) give the very
floats the loop over columns gave before them (issue 13), so no decision of the expert or the
master changed: against that loop, kept here as the reference, on every table a turn can meet,
and against the decisions recorded before the change on seeded games."""

import hashlib
import random
from collections.abc import Sequence
from operator import mul

import pytest

from engine.pickomino import Game
from engine.pickomino.components import WORM
from engine.pickomino.players.levels import level_named
from engine.pickomino.players.programme import _space
from engine.pickomino.players.roll_code import COMPILE_AFTER, compile_table, compiled, interpreted
from engine.pickomino.players.rolls import RollTable, roll_table


def _best_of_2(chances: Sequence[float], a: Sequence[float], b: Sequence[float]) -> float:
    value = 0.0
    for chance, x, y in zip(chances, a, b, strict=False):
        value += chance * (x if x > y else y)
    return value


def _best_of_3(
    chances: Sequence[float], a: Sequence[float], b: Sequence[float], c: Sequence[float]
) -> float:
    value = 0.0
    for chance, x, y, z in zip(chances, a, b, c, strict=False):
        if y > x:
            x = y
        value += chance * (x if x > z else z)
    return value


def _best_of_4(
    chances: Sequence[float],
    a: Sequence[float],
    b: Sequence[float],
    c: Sequence[float],
    d: Sequence[float],
) -> float:
    value = 0.0
    for chance, x, y, z, w in zip(chances, a, b, c, d, strict=False):
        if y > x:
            x = y
        if w > z:
            z = w
        value += chance * (x if x > z else z)
    return value


def _best_of_more(chances: Sequence[float], *columns: Sequence[float]) -> float:
    value = 0.0
    for chance, x, y, z, *others in zip(chances, *columns, strict=False):
        if y > x:
            x = y
        if z > x:
            x = z
        for w in others:
            if w > x:
                x = w
        value += chance * x
    return value


def reference_expectation(table: RollTable, candidates: list[float], bust: float) -> float:
    """The programme's expectation before roll_code, verbatim but for the columns, which it
    picked with itemgetters (a narrower outcome's missing columns repeat its first candidate)."""
    candidates = [*candidates, bust]
    value = 0.0
    for chances, rows in table.groups:
        width = max(map(len, rows))
        columns = [
            [candidates[row[column] if column < len(row) else row[0]] for row in rows]
            for column in range(width)
        ]
        if width == 1:
            value += sum(map(mul, chances, columns[0]))
        elif width == 2:
            value += _best_of_2(chances, *columns)
        elif width == 3:
            value += _best_of_3(chances, *columns)
        elif width == 4:
            value += _best_of_4(chances, *columns)
        else:
            value += _best_of_more(chances, *columns)
    return value


def tables() -> list[RollTable]:
    """A table of every shape of a turn with 8 or 9 white dice, and one in sixteen of the shapes
    with a golden die of its own faces (some 400, each compiled here)."""
    white = {}
    for plan in _space(True, (1, 2, 3, 4, 5, WORM)).plans:
        if plan is not None:
            white[plan.table.shape] = plan.table
    golden = {}
    for plan in _space(True, (WORM, WORM, WORM, 1, 1, 2)).plans:
        if plan is not None and plan.golden:
            golden[plan.table.shape] = plan.table
    return [*white.values(), *list(golden.values())[::16]]


def test_every_table_gives_the_same_floats_as_the_loop_it_replaced():
    """Compiled or interpreted (before a shape is used enough to be compiled)."""
    rng = random.Random(13)
    checked = 0
    for table in tables():
        code = compile_table(table)
        for _ in range(3):
            # few distinct values: ties between candidates, the case where order could matter
            pool = [rng.uniform(-3.0, 5.0) for _ in range(4)] + [0.0]
            candidates = [rng.choice(pool) for _ in range(table.bust_index)]
            bust = rng.choice(pool)
            expected = reference_expectation(table, candidates, bust)
            assert code([*candidates, bust]) == expected
            assert interpreted(table, [*candidates, bust]) == expected
            checked += 1
    assert checked > 150


def test_white_tables_of_the_same_shape_are_the_same_table():
    """The generated code is shared by shape: candidates are numbered by their rank among the
    fresh faces, so the faces set aside only matter through how many there are."""
    for dice in range(1, 10):
        first = roll_table(dice, 0b0000110)
        other = roll_table(dice, 0b1100000)
        assert first.shape == other.shape == (dice, 4)
        assert first.groups == other.groups
        assert first.bust == other.bust


RECORDED = {
    ("expert", "classic", 2): (540, "723a98c607a15af2"),
    ("expert", "classic", 4): (571, "1b1718a899bb5f09"),
    ("expert", "extension", 2): (739, "9305329881046176"),
    ("expert", "extension", 4): (532, "37bb2a20c480b593"),
    ("master", "classic", 2): (537, "54536c41810cf8ca"),
    ("master", "classic", 4): (508, "6f25b9016cfa62d0"),
    ("master", "extension", 2): (617, "b7ff1ccc0dfa2e15"),
    ("master", "extension", 4): (697, "12762d46e024edc7"),
}
"""Decisions of seeded games, recorded with the loop over columns (commit aa3c1c3)."""


def decisions_digest(level: str, rules: str, players: int) -> tuple[int, str]:
    digest = hashlib.sha256()
    count = 0
    policy = level_named(level).policy
    for seed in (500, 501):
        game = Game.new(rules, players, seed)
        while not game.is_over:
            action = policy(game)
            digest.update(str(action).encode())
            count += 1
            game.apply(action)
    return count, digest.hexdigest()[:16]


@pytest.mark.parametrize(("level", "rules", "players"), sorted(RECORDED))
def test_seeded_games_make_the_decisions_recorded_before_the_generated_code(level, rules, players):
    assert decisions_digest(level, rules, players) == RECORDED[level, rules, players]


def test_a_golden_shape_is_interpreted_until_its_64th_use_then_compiled():
    table = roll_table(5, 0b0001010, (2, 2, 2, 3, 3, WORM))
    assert table.shape == (5, 0b0001010, (2, 2, 2, 3, 3, WORM))
    candidates = [float(index % 7) for index in range(table.bust_index + 1)]
    uses = [compiled(table) for _ in range(COMPILE_AFTER)]
    assert uses[:-1] == [None] * (COMPILE_AFTER - 1)
    code = uses[-1]
    assert code is not None and compiled(table) is code
    assert code(candidates) == interpreted(table, candidates)


def test_white_shapes_are_compiled_with_the_state_space():
    space = _space(False, (1, 2, 3, 4, 5, WORM))
    assert all(
        space.expectations[plan.position] is not None for plan in space.plans if plan is not None
    )
