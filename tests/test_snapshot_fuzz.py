"""Every mutation of a saved Pickomino game loads as a sound game or is refused with ValueError
(issues 14 and 26).

Mutations (tests/state_mutations.py) start from states of every phase of both rule sets. A
state that loads is *sound*: from it, every legal action leads to a state that loads again, no
action outside `legal_actions()` is accepted (and a refused one changes nothing), and random
play keeps both true. Nothing may escape as another exception than ValueError.

Issue 26 found states that loaded and were not sound in that sense (a victim choice with
nothing set aside, the golden die rolled by a seat that had lost it...): the invariants learnt
where each pending choice comes from and who owns each bonus's effect.
`test_each_family_of_checks_refuses_mutations` counts which family refuses what.
"""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from state_mutations import mutate, pickomino_seeds, refusals_by_family, refusing_family

from engine.pickomino import Action, Game, IllegalAction, snapshot
from engine.pickomino.actions import aside, keep, remove, roll, stop, victim, weasel
from engine.pickomino.components import BONUSES, FACES, MAX_SEATS
from engine.pickomino.invariants import FAMILIES, violations

SEEDS = pickomino_seeds()
NAMES = sorted(SEEDS)
EVERY_ACTION: tuple[Action, ...] = (
    roll(), roll(golden=True), stop(), weasel(),
    *(aside(face) for face in FACES),
    *(keep(bonus) for bonus in BONUSES),
    *(victim(seat) for seat in range(MAX_SEATS + 1)),
)  # fmt: skip
"""Every action a player can send (removals, F8, are the table's, at any time)."""
STEPS = 12


def assert_sound(game: Game, policy: random.Random, steps: int = STEPS) -> None:
    """From `game`, for `steps` random moves: each legal action leads to a state that loads,
    each other action is refused with IllegalAction and changes nothing."""
    for _ in range(steps):
        assert violations(game) == []
        text = snapshot.to_json(game)
        legal = game.legal_actions()
        for action in EVERY_ACTION:
            twin = game.copy()
            if action in legal:
                twin.apply(action)
                snapshot.from_json(snapshot.to_json(twin))
            else:
                with pytest.raises(IllegalAction):
                    twin.apply(action)
                assert snapshot.to_json(twin) == text, f"{action} refused, but changed the game"
        active = [seat for seat in range(game.seats) if game.active[seat]]
        if not game.is_over:
            twin = game.copy()
            twin.apply(remove(policy.choice(active)))
            snapshot.from_json(snapshot.to_json(twin))
        if not legal:
            return
        game.apply(policy.choice(legal))


def test_the_seeds_cover_every_phase_of_both_rule_sets() -> None:
    phases = {(state["rules"], state["phase"]) for state in SEEDS.values()}
    assert len(phases) == 5 + 8


@pytest.mark.parametrize("name", NAMES)
def test_every_seed_state_is_sound(name: str) -> None:
    assert_sound(snapshot.from_dict(SEEDS[name]), random.Random(name), steps=40)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(NAMES), seed=st.integers(0, 2**32 - 1))
def test_a_mutated_saved_game_loads_sound_or_is_refused_with_value_error(
    name: str, seed: int
) -> None:
    rng = random.Random(seed)
    text = mutate(SEEDS[name], rng)
    try:
        game = snapshot.from_json(text)
    except ValueError:
        return
    assert_sound(game, rng)


MUTATIONS = 4000


def test_each_family_of_checks_refuses_mutations() -> None:
    """Seeded: the same count at every run. `-s` prints it (docs/reliability.md quotes it)."""
    counts = refusals_by_family(
        SEEDS,
        lambda text: refusing_family(text, snapshot.fields_from_dict, FAMILIES),
        snapshot.from_json,
        MUTATIONS,
    )
    print(
        f"\nPickomino, {MUTATIONS} mutations: "
        + ", ".join(f"{k} {v}" for k, v in counts.most_common())
    )
    assert {name for name, _ in FAMILIES} | {"fields"} <= set(counts)
