"""Every mutation of a saved Pick Pic game loads as a sound game or is refused with ValueError
(issue 26), as tests/test_snapshot_fuzz.py checks for Pickomino.

Mutations start from the first state of every phase met in seeded games of 3 to 8 seats, and
from a game ended by departures. A state that loads is *sound*: from it, every legal action of
three seats drawn at each step, and every table action the engine accepts (a reveal moment, a
timer's completion, a departure), leads to a state that loads again; no player action outside
`legal_actions(seat)` is accepted (and a refused one changes nothing); random play keeps both.
"""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from state_mutations import (
    mutate,
    pickpic_seeds,
    play_one_pickpic_move,
    refusals_by_family,
    refusing_family,
)

from engine.pickpic import actions as act
from engine.pickpic import snapshot
from engine.pickpic.errors import IllegalAction
from engine.pickpic.game import Game
from engine.pickpic.invariants import FAMILIES, violations

SEEDS = pickpic_seeds()
NAMES = sorted(SEEDS)
STEPS = 8
SEATS_CHECKED = 3
"""Seats whose every action is tried at each step, drawn anew each time (all of them at eight
seats would make this test a minute long)."""


def player_actions(game: Game, seat: int, stranger: int | None) -> list[act.Action]:
    """What `seat` could send: its own cards given to anyone, taken back or placed, a card not
    its own, undo and lock."""
    cards = [*game.hands[seat], *game.piles[seat]]
    if stranger is not None:
        cards.append(stranger)
    actions = [act.undo(), act.lock()]
    for card in cards:
        actions += [act.take(card), act.place(card)]
        actions += [act.give(card, other) for other in range(game.seats + 1)]
    return actions


def table_actions(game: Game) -> list[act.Action]:
    seats = range(game.seats + 1)
    return [act.show(), *(act.complete(seat) for seat in seats), *(act.remove(s) for s in seats)]


def assert_sound(game: Game, policy: random.Random, steps: int = STEPS) -> None:
    for _ in range(steps):
        assert violations(game) == []
        text = snapshot.to_json(game)
        stranger = game.deck[0] if game.deck else None
        for seat in policy.sample(range(game.seats), SEATS_CHECKED):
            legal = game.legal_actions(seat)
            for action in player_actions(game, seat, stranger):
                twin = game.copy()
                if action in legal:
                    twin.apply(action, seat)
                    snapshot.from_json(snapshot.to_json(twin))
                else:
                    with pytest.raises(IllegalAction):
                        twin.apply(action, seat)
                    assert snapshot.to_json(twin) == text, f"{action} refused, but changed"
        for action in table_actions(game):
            twin = game.copy()
            try:
                twin.apply(action)
            except IllegalAction:
                assert snapshot.to_json(twin) == text, f"{action} refused, but changed"
            else:
                snapshot.from_json(snapshot.to_json(twin))
        if game.is_over:
            return
        play_one_pickpic_move(game, policy)


def test_the_seeds_cover_every_phase() -> None:
    assert {state["phase"] for state in SEEDS.values()} == {"give", "rank", "reveal", "over"}


@pytest.mark.parametrize("name", NAMES)
def test_every_seed_state_is_sound(name: str) -> None:
    assert_sound(snapshot.from_dict(SEEDS[name]), random.Random(name), steps=20)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
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


MUTATIONS = 2000


def test_each_family_of_checks_refuses_mutations() -> None:
    """Seeded: the same count at every run. `-s` prints it (docs/reliability.md quotes it)."""
    counts = refusals_by_family(
        SEEDS,
        lambda text: refusing_family(
            text,
            snapshot.fields_from_dict,
            FAMILIES,
            lambda game: game.phase in ("give", "rank", "reveal", "over"),
        ),
        snapshot.from_json,
        MUTATIONS,
    )
    summary = ", ".join(f"{name} {count}" for name, count in counts.most_common())
    print(f"\nPick Pic, {MUTATIONS} mutations: {summary}")
    assert {name for name, _ in FAMILIES} | {"fields"} <= set(counts)
