"""Whole random games keep every invariant (issue 2), for both rule sets and every setting.

Hypothesis draws the game (rules, seats, settings, seeds, how often seats leave); a seeded
random policy plays it to the end. Runs derandomized in CI (see conftest.py).
"""

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.pickomino import Action, Game, IllegalAction, Settings, snapshot
from engine.pickomino.components import APPLE, APPLE_WORMS, FACES, WORMS
from engine.pickomino.events import GameOver
from engine.pickomino.invariants import violations

MAX_ACTIONS = 200_000

game_settings = st.builds(
    Settings,
    flip_when_nothing_returned=st.booleans(),
    short_game=st.booleans(),
    golden_die_faces=st.one_of(st.just(FACES), st.tuples(*[st.sampled_from(FACES)] * 6)),
)


def expected_worms(game: Game, seat: int) -> int:
    """R17, X15 computed afresh from the table, not through the engine's scoring."""
    worms = sum(WORMS[tile] for tile in game.stacks[seat]) + game.grilled[seat]
    return worms + (APPLE_WORMS if game.held[seat] == APPLE else 0)


def play(game: Game, policy: random.Random, leave_rate: float, check) -> list:
    """Play to the end; `check` runs after every action. Returns the final events."""
    events: list = []
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            return events
        active = [seat for seat in range(game.seats) if game.active[seat]]
        if policy.random() < leave_rate:
            action = Action("remove", policy.choice(active))
        else:
            action = policy.choice(game.legal_actions())
        events = game.apply(action)
        check(game, events)
    raise AssertionError(f"the game did not end within {MAX_ACTIONS} actions")


def check_invariants(game: Game, events: list) -> None:
    assert violations(game) == []
    if game.phase in ("roll_or_stop", "must_stop", "set_aside", "bust_or_weasel"):
        used = [face for face in FACES if game.used >> face & 1]
        assert len(used) == len(set(used))
        assert all(game.aside[face] > 0 for face in used)


@settings(max_examples=60, deadline=None)
@given(
    rules=st.sampled_from(["classic", "extension"]),
    seats=st.integers(2, 7),
    game_settings=game_settings,
    seed=st.integers(0, 2**64 - 1),
    policy_seed=st.integers(0, 2**32),
    leave_rate=st.sampled_from([0.0, 0.0, 0.001, 0.01]),
)
def test_whole_random_games_keep_every_invariant(
    rules, seats, game_settings, seed, policy_seed, leave_rate
):
    game = Game.new(rules, seats, seed, game_settings)
    events = play(game, random.Random(policy_seed), leave_rate, check_invariants)
    assert game.is_over
    assert not game.grill or sum(game.active) < 2
    over = events[-1]
    assert isinstance(over, GameOver)
    ranking = {placing.seat: placing for placing in over.ranking}
    assert sorted(ranking) == list(range(seats))
    for seat, placing in ranking.items():
        assert placing.worms == expected_worms(game, seat)
        assert placing.highest_tile == max(game.stacks[seat], default=0)
        assert placing.removed == (not game.active[seat])
    places = sorted(over.ranking, key=lambda placing: placing.place)
    for better, worse in itertools.pairwise(places):
        better_key = (not better.removed, better.worms, better.highest_tile)
        worse_key = (not worse.removed, worse.worms, worse.highest_tile)
        assert better_key >= worse_key
        assert (better.place == worse.place) == (better_key == worse_key)


@settings(max_examples=15, deadline=None)
@given(
    rules=st.sampled_from(["classic", "extension"]),
    seats=st.integers(2, 7),
    game_settings=game_settings,
    seed=st.integers(0, 2**64 - 1),
    policy_seed=st.integers(0, 2**32),
)
def test_json_round_trip_at_every_step_leaves_play_unchanged(
    rules, seats, game_settings, seed, policy_seed
):
    straight = Game.new(rules, seats, seed, game_settings)
    restored = Game.new(rules, seats, seed, game_settings)
    policy = random.Random(policy_seed)
    for _ in range(MAX_ACTIONS):
        if straight.is_over:
            break
        restored = snapshot.from_json(snapshot.to_json(restored))
        assert restored.legal_actions() == straight.legal_actions()
        action = policy.choice(straight.legal_actions())
        assert restored.apply(action) == straight.apply(action)
        assert snapshot.to_json(restored) == snapshot.to_json(straight)
    assert restored.is_over


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), policy_seed=st.integers(0, 2**32), code=st.text(max_size=12))
def test_an_illegal_action_changes_nothing(seed, policy_seed, code):
    game = Game.new("extension", 3, seed)
    policy = random.Random(policy_seed)
    for _ in range(policy.randrange(60)):
        if game.is_over:
            break
        game.apply(policy.choice(game.legal_actions()))
    legal = {str(action) for action in game.legal_actions()}
    candidates = [code, "aside:1", "aside:6", "roll", "roll_golden", "stop", "weasel", "keep:hen"]
    for candidate in candidates:
        if candidate in legal or candidate.startswith("remove"):
            continue
        before = snapshot.to_json(game)
        try:
            game.apply(Action.parse(candidate))
        except IllegalAction as error:
            assert error.reason
        else:
            raise AssertionError(f"{candidate} was accepted though not legal")
        assert snapshot.to_json(game) == before


def test_same_seed_and_actions_give_the_same_game():
    first, second = Game.new("extension", 4, 99), Game.new("extension", 4, 99)
    policy_a, policy_b = random.Random(3), random.Random(3)
    while not first.is_over:
        assert first.apply(policy_a.choice(first.legal_actions())) == second.apply(
            policy_b.choice(second.legal_actions())
        )
    assert snapshot.to_json(first) == snapshot.to_json(second)
    assert Game.new("extension", 4, 100).apply(Action("roll")) != Game.new(
        "extension", 4, 99
    ).apply(Action("roll"))
