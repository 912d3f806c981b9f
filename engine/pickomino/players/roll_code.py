"""A roll table's expectation as straight-line Python, generated and compiled once per shape.

Weighing every outcome of a roll by its chance and keeping its best candidate is where the
turn programme spends its time (a golden-die holder's first decision weighs 92,284 outcomes).
As a loop over the table's columns, an outcome costs a gather per column, a zip step, a tuple
unpack and the comparisons; written out with the chances as constants and the candidates as
local variables, it costs the comparisons and one multiply-add, about three times less. A
table of white dice depends only on the dice and the number of fresh faces (`RollTable.shape`),
so the 377 tables of a golden-die turn share 63 functions.

The code does what the loop did, in the same order: each group summed from zero, then added
to the value; the best of an outcome by successive comparisons. Every value is therefore the
same float as before, and every decision the same (tests/players/test_roll_code.py).
"""

from collections.abc import Callable, Sequence

from engine.pickomino.players.rolls import RollTable

Expectation = Callable[[Sequence[float]], float]
"""Takes the candidates' values in index order, the bust's last (at `bust_index`)."""

COMPILE_AFTER = 64
"""Uses of a golden-die shape before its code is compiled. Compiling costs about 9 us an
outcome, once; the code then saves about 70 ns an outcome at each use, so a shape pays for
itself after a hundred uses or so. A golden die with faces of its own has some 400 shapes,
most met rarely: they stay interpreted, and no decision compiles them all at once. The white
shapes (at most 63, every turn meets them) are compiled with the state space (`compiled_now`).
"""

_COMPILED: dict[tuple[object, ...], Expectation] = {}
_USES: dict[tuple[object, ...], int] = {}


def compiled(table: RollTable) -> Expectation | None:
    """The compiled expectation of `table`, or None while its shape has been used fewer than
    COMPILE_AFTER times (`interpreted` meanwhile)."""
    shape = table.shape
    found = _COMPILED.get(shape)
    if found is None:
        uses = _USES[shape] = _USES.get(shape, 0) + 1
        if uses >= COMPILE_AFTER:
            found = _COMPILED[shape] = compile_table(table)
    return found


def compiled_now(table: RollTable) -> Expectation:
    """The compiled expectation of `table`, compiled now if it is not yet."""
    found = _COMPILED.get(table.shape)
    if found is None:
        found = _COMPILED[table.shape] = compile_table(table)
    return found


def interpreted(table: RollTable, candidates: Sequence[float]) -> float:
    """What the compiled code computes, the same floats, by a loop over the rows."""
    value = 0.0
    for chances, rows in table.groups:
        group = 0.0
        for chance, row in zip(chances, rows, strict=True):
            best = candidates[row[0]]
            for index in row[1:]:
                candidate = candidates[index]
                if candidate > best:
                    best = candidate
            group += chance * best
        value += group
    return value


def _best(row: tuple[int, ...]) -> str:
    """The best of the candidates in `row`, as an expression (repeated indices dropped)."""
    indices = list(dict.fromkeys(row))
    best = f"c{indices[0]}"
    if len(indices) == 2:
        other = f"c{indices[1]}"
        return f"({other} if {other} > {best} else {best})"
    for index in indices[1:]:
        best = f"(c{index} if c{index} > (x := {best}) else x)"
    return best


def source(table: RollTable) -> str:
    """The function's text: `c0, c1, ... = candidates`, then one multiply-add per outcome."""
    names = ", ".join(f"c{index}" for index in range(table.bust_index + 1))
    lines = ["def expectation(candidates):", f"    {names}, = candidates", "    value = 0.0"]
    for chances, rows in table.groups:
        lines.append("    group = 0.0")
        lines.extend(
            f"    group += {chance!r} * {_best(row)}"
            for chance, row in zip(chances, rows, strict=True)
        )
        lines.append("    value += group")
    lines.append("    return value")
    return "\n".join(lines)


def compile_table(table: RollTable) -> Expectation:
    """The expectation of `table` as a function (`source`), compiled now."""
    namespace: dict[str, Expectation] = {}
    exec(compile(source(table), f"<roll table {table.shape}>", "exec"), namespace)
    return namespace["expectation"]
