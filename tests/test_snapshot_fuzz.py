"""Every mutation of a saved game loads as a sound game or is refused with ValueError (issue 14).

Hypothesis changes one place of a state the engine saved (a number nudged or replaced, a flag
flipped, a word swapped for another word of the format, an entry dropped, doubled or added, a
value of the wrong type) and loads it. Whatever loads must satisfy the engine's invariants and
play on: random legal actions keep them. Nothing may escape as another exception.
Derandomized in CI (conftest.py), with a bounded number of examples.
"""

import json
import random
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from engine.pickomino import IllegalAction, snapshot
from engine.pickomino.invariants import violations

SAVED = Path(__file__).parent / "saved_states"
STATES = {path.name: json.loads(path.read_text()) for path in sorted(SAVED.glob("*.json"))}
WORDS = [
    "classic", "extension", "roll", "set_aside", "bust_or_weasel", "roll_or_stop", "must_stop",
    "choose_bonus", "choose_victim", "over", "canned_worm", "hen", "crow", "weasel",
    "golden_die", "apple", "continue", "end", "", "11",
]  # fmt: skip
Path_ = tuple[str | int, ...]


def places(value: Any, path: Path_ = ()) -> list[Path_]:
    """Every place in the JSON tree, the root included."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += places(item, (*path, index))
    return found


def odd_values() -> st.SearchStrategy[Any]:
    scalars = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-2, 40),
        st.sampled_from([2**63, 2**64, -(2**64), 10**30]),
        st.floats(allow_nan=False, allow_infinity=False, width=32),
        st.sampled_from(WORDS),
    )
    return st.recursive(
        scalars,
        lambda inner: (
            st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(WORDS), inner, max_size=2)
        ),
        max_leaves=4,
    )


@st.composite
def mutated(draw: st.DrawFn) -> str:
    state = json.loads(json.dumps(STATES[draw(st.sampled_from(sorted(STATES)))]))
    path = draw(st.sampled_from(places(state)))
    if not path:
        return json.dumps(draw(odd_values()))
    parent = state
    for step in path[:-1]:
        parent = parent[step]
    key = path[-1]
    old = parent[key]
    how = draw(st.sampled_from(["nudge", "replace", "drop", "double", "add"]))
    if how == "nudge" and isinstance(old, bool):
        parent[key] = not old
    elif how == "nudge" and isinstance(old, int):
        parent[key] = old + draw(st.sampled_from([-2, -1, 1, 2, 8]))
    elif how == "nudge" and isinstance(old, str):
        parent[key] = draw(st.sampled_from(WORDS))
    elif how == "drop":
        del parent[key]
    elif how == "double" and isinstance(parent, list):
        parent.insert(key, old)
    elif how == "add" and isinstance(old, list):
        old.append(draw(st.one_of(st.integers(-1, 40), st.sampled_from(WORDS), st.none())))
    elif how == "add" and isinstance(old, dict):
        old[draw(st.sampled_from([*WORDS, "12", "21"]))] = draw(odd_values())
    else:
        parent[key] = draw(odd_values())
    return json.dumps(state)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=mutated(), policy_seed=st.integers(0, 2**16))
def test_a_mutated_saved_game_loads_sound_or_is_refused_with_value_error(
    text: str, policy_seed: int
) -> None:
    try:
        game = snapshot.from_json(text)
    except ValueError:
        event("refused")
        return
    event("loaded")
    assert violations(game) == []
    assert snapshot.from_json(snapshot.to_json(game)) is not None
    policy = random.Random(policy_seed)
    for _ in range(40):
        if game.is_over:
            break
        try:
            game.apply(policy.choice(game.legal_actions()))
        except IllegalAction as refused:
            raise AssertionError(f"a legal action was refused: {refused}") from refused
        assert violations(game) == []
