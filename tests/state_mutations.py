"""Mutations of a saved game's JSON, and the states of every phase they start from (issue 26).

A mutation changes one place of a state the engine wrote, as a forged or damaged row could: a
number nudged or replaced, a flag flipped, a word swapped for another word of the format, an
entry dropped, doubled or added, a value of the wrong type. Seeded: `mutate` draws from the
`random.Random` it is given.
"""

import copy
import json
import random
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from engine.pickomino import Game as PickominoGame
from engine.pickomino import snapshot as pickomino_snapshot
from engine.pickomino.components import CLASSIC, EXTENSION, RULE_SETS
from engine.pickomino.settings import Settings as PickominoSettings
from engine.pickpic import actions as pickpic_actions
from engine.pickpic import snapshot as pickpic_snapshot
from engine.pickpic.game import PHASES as PICKPIC_PHASES
from engine.pickpic.game import REVEAL
from engine.pickpic.game import Game as PickpicGame

SAVED = Path(__file__).parent / "saved_states"
WORDS = [
    "classic", "extension", "roll", "set_aside", "bust_or_weasel", "roll_or_stop", "must_stop",
    "choose_bonus", "choose_victim", "over", "canned_worm", "hen", "crow", "weasel",
    "golden_die", "apple", "continue", "end", "", "11", "give", "rank", "reveal", "pickpic",
]  # fmt: skip
SCALARS: list[Any] = [
    None, True, False, *range(-2, 41), 2**63, 2**64, -(2**64), 10**30, 10**100, 1.5, -0.0,
    1e300, *WORDS,
]  # fmt: skip
PICKOMINO_PHASES = {
    CLASSIC: {"roll", "set_aside", "roll_or_stop", "must_stop", "over"},
    EXTENSION: {"roll", "set_aside", "bust_or_weasel", "roll_or_stop", "must_stop",
                "choose_bonus", "choose_victim", "over"},
}  # fmt: skip
"""Every phase each rule set can be in (the classic game has no bonus, weasel or victim)."""
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


def odd_value(rng: random.Random) -> Any:
    """A scalar, or now and then a short list or object of them."""
    shape = rng.random()
    if shape < 0.1:
        return [rng.choice(SCALARS) for _ in range(rng.randint(0, 3))]
    if shape < 0.15:
        return {rng.choice(WORDS): rng.choice(SCALARS) for _ in range(rng.randint(0, 2))}
    return rng.choice(SCALARS)


def mutate(state: dict[str, Any], rng: random.Random) -> str:
    """The JSON text of `state` with one place changed."""
    state = copy.deepcopy(state)
    path = rng.choice(places(state))
    if not path:
        return json.dumps(odd_value(rng))
    parent: Any = state
    for step in path[:-1]:
        parent = parent[step]
    key = path[-1]
    old = parent[key]
    how = rng.choice(["nudge", "replace", "drop", "double", "add"])
    if how == "nudge" and isinstance(old, bool):
        parent[key] = not old
    elif how == "nudge" and isinstance(old, int):
        parent[key] = old + rng.choice([-2, -1, 1, 2, 8])
    elif how == "nudge" and isinstance(old, str):
        parent[key] = rng.choice(WORDS)
    elif how == "drop":
        del parent[key]
    elif how == "double" and isinstance(parent, list):
        parent.insert(key, old)
    elif how == "add" and isinstance(old, list):
        old.append(rng.choice([*range(-1, 41), *WORDS, None]))
    elif how == "add" and isinstance(old, dict):
        old[rng.choice([*WORDS, "12", "21"])] = odd_value(rng)
    else:
        parent[key] = odd_value(rng)
    return json.dumps(state)


def pickomino_seeds() -> dict[str, dict[str, Any]]:
    """The saved states, and the first state of every phase of both rule sets met in seeded
    random games (both R15 settings, 2 to 7 seats)."""
    seeds = {path.stem: json.loads(path.read_text()) for path in sorted(SAVED.glob("*.json"))}
    for rules in RULE_SETS:
        wanted = PICKOMINO_PHASES[rules]
        found: set[str] = set()
        for number in range(400):
            settings = PickominoSettings(flip_when_nothing_returned=number % 2 == 1)
            game = PickominoGame.new(rules, 2 + number % 6, number, settings)
            policy = random.Random(number)
            while True:
                if game.phase not in found:
                    found.add(game.phase)
                    seeds[f"{rules}_{game.phase}_played"] = json.loads(
                        pickomino_snapshot.to_json(game)
                    )
                if game.is_over:
                    break
                game.apply(policy.choice(game.legal_actions()))
            if found == wanted:
                break
        assert found == wanted, f"{rules}: no game reached {sorted(wanted - found)}"
    return seeds


def pickpic_seeds() -> dict[str, dict[str, Any]]:
    """The first state of every Pick Pic phase met in seeded random games of 3 to 8 seats, and
    a game ended by departures (cards still held)."""
    seeds: dict[str, dict[str, Any]] = {}
    for number in range(6):
        game = PickpicGame.new(3 + number, seed=number)
        policy = random.Random(number)
        while True:
            name = f"{game.phase}_{game.seats}"
            if name not in seeds:
                seeds[name] = json.loads(pickpic_snapshot.to_json(game))
            if game.is_over:
                break
            play_one_pickpic_move(game, policy)
    departed = PickpicGame.new(3, seed=7)
    departed.apply(pickpic_actions.remove(0))
    seeds["over_by_departures"] = json.loads(pickpic_snapshot.to_json(departed))
    phases = {name.split("_")[0] for name in seeds}
    assert phases == set(PICKPIC_PHASES), phases
    return seeds


def play_one_pickpic_move(game: PickpicGame, policy: random.Random) -> None:
    """A reveal moment, or a legal move of a seat still to lock in."""
    if game.phase == REVEAL:
        game.apply(pickpic_actions.show())
        return
    seat = policy.choice(game.waiting())
    game.apply(policy.choice(game.legal_actions(seat)), seat)


Family = tuple[str, Callable[[Any], bool]]


def refusing_family(
    text: str,
    fields_from_dict: Callable[[Any], Any],
    families: Sequence[Family],
    readable: Callable[[Any], bool] = lambda game: True,
) -> str:
    """The first family of checks that refuses `text` ("JSON", "fields", then the loader's
    own, in its order), or "loaded"."""
    try:
        data: Any = json.loads(text)
    except (ValueError, RecursionError):
        return "JSON"
    try:
        game = fields_from_dict(data)
    except ValueError:
        return "fields"
    if not readable(game):
        return "fields"
    for name, check in families:
        if check(game):
            return name
    return "loaded"


def refusals_by_family(
    seeds: dict[str, dict[str, Any]],
    family_of: Callable[[str], str],
    load: Callable[[str], Any],
    mutations: int,
) -> Counter[str]:
    """Seeded mutations of `seeds` counted by the family that refuses them; each is checked
    against the loader itself: "loaded" loads, anything else is refused with ValueError."""
    rng = random.Random(26)
    names = sorted(seeds)
    counts: Counter[str] = Counter()
    for _ in range(mutations):
        text = mutate(seeds[rng.choice(names)], rng)
        family = family_of(text)
        counts[family] += 1
        if family == "loaded":
            load(text)
        else:
            with pytest.raises(ValueError):
                load(text)
    return counts
