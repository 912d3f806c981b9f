"""The computer levels: what seats store, whole games at every level, and where the
game-aware expert parts from the per-turn expert."""

import random

import pytest
from arranged_tables import arranged

from engine.pickomino import Game
from engine.pickomino.actions import Action
from engine.pickomino.invariants import violations
from engine.pickomino.players.endings import resolve_stop
from engine.pickomino.players.expert import expert_action
from engine.pickomino.players.game_aware import game_aware_action
from engine.pickomino.players.levels import (
    EASY,
    EXPERT,
    LEVELS,
    MASTER,
    MEDIUM,
    computer_action,
    level_named,
    level_of,
)
from engine.pickomino.policies import cautious_action
from engine.pickomino.simulate import random_policy


def test_stored_level_0_is_still_the_cautious_player_and_new_levels_took_new_numbers():
    assert level_of(0) is MEDIUM and MEDIUM.policy is cautious_action
    assert [(level.number, level.key) for level in LEVELS] == [
        (1, "easy"),
        (0, "medium"),
        (2, "expert"),
        (3, "master"),
    ]
    assert level_of(99) is MEDIUM, "a level this bot does not know plays medium"


def test_levels_are_named_case_blind_and_a_wrong_name_says_which_exist():
    assert level_named(" Expert ") is EXPERT
    with pytest.raises(ValueError, match="easy, medium, expert, master"):
        level_named("grandmaster")


@pytest.mark.parametrize(
    ("rules", "seats", "seed"), [("classic", 2, 1), ("extension", 4, 2), ("extension", 3, 3)]
)
def test_every_level_plays_legal_moves_to_the_end_of_a_game(rules, seats, seed):
    game = Game.new(rules, seats, seed)
    levels = [LEVELS[(seat + seed) % len(LEVELS)] for seat in range(seats)]
    while not game.is_over:
        action = computer_action(levels[game.current].number, game)
        assert action in game.legal_actions()
        game.apply(action)
        assert violations(game) == []


def positions(count: int, seed: int):
    """Positions where stopping is a choice, from games a random player plays."""
    rng = random.Random(seed)
    policy = random_policy(rng)
    found = []
    while len(found) < count:
        game = Game.new(
            rng.choice(["classic", "extension"]), rng.randint(2, 5), rng.randrange(2**32)
        )
        while not game.is_over and len(found) < count:
            if game.phase == "roll_or_stop":
                found.append(game.copy())
            game.apply(policy(game))
    return found


def test_what_a_stop_would_do_agrees_with_the_engine_at_every_total():
    for game in positions(150, seed=7):
        for total in range(0, 46):
            for worm in (False, True):
                twin = game.copy()
                twin.total = total
                twin.aside = twin.aside[:]
                twin.aside[6] = 1 if worm else 0
                outcome = twin.stop_outcome()
                expected = (outcome.kind, outcome.tile, outcome.victim)
                if outcome.kind == "hen":
                    expected = ("hen", None, outcome.victim)
                assert resolve_stop(twin, total, worm) == expected


def last_tile_position() -> Game:
    """Classic, only 21 left on the grill; Alice (5 worms, 34 on top) trails Bob (7 worms,
    27 on top) and has 24 with one die left, faces 1, 2 and the worm set aside."""
    mine = [22, 34]
    gone = [t for t in range(21, 37) if t not in (21, 27, 28, 29, *mine)]
    game = arranged(
        "classic",
        rolls=[[6, 6, 6, 6, 2, 2, 1, 3], [2, 3, 4, 5], [1, 1, 5]],
        stacks={0: mine, 1: [29, 28, 27]},
        flipped=gone,
    )
    for code in ["roll", "aside:6", "roll", "aside:2", "roll", "aside:1"]:
        game.apply(Action.parse(code))
    return game


def test_near_the_end_the_game_aware_expert_rolls_where_the_per_turn_expert_stops():
    game = last_tile_position()
    assert (game.total, game.dice_left, game.grill) == (24, 1, [21])
    # Stopping takes 21, the last tile: a worm for Alice, and the game ends with Bob ahead.
    assert str(expert_action(game)) == "stop", "a sure worm beats a 1 in 6 steal of 27"
    assert str(game_aware_action(game)) == "roll", "a sure loss is worth nothing"


def test_levels_named_in_the_table_keep_their_policies():
    assert EASY.policy is not MEDIUM.policy
    assert EXPERT.policy is expert_action and MASTER.policy is game_aware_action
    assert EXPERT.thinks and MASTER.thinks and not EASY.thinks and not MEDIUM.thinks
