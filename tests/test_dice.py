"""The seeded dice: the roll the engine inlines for plain rolls is exactly dice.roll_faces.

Game._roll inlines roll_faces for white dice (rolling is a third of a simulation's time);
both must give the same faces and the same next generator state, or saved games would roll
other dice than the version that saved them.
"""

import random

import pytest

from engine.pickomino import Game
from engine.pickomino.actions import Action
from engine.pickomino.components import FACES
from engine.pickomino.dice import MASK, roll_faces
from engine.pickomino.events import Rolled
from engine.pickomino.invariants import violations


def game_with_dice_left(white_left: int, seed: int) -> Game:
    """A turn with `white_left` dice to roll, the others set aside as 2s."""
    game = Game.new("classic", 2, seed)
    if white_left < 8:
        game.aside[2] = 8 - white_left
        game.used = 1 << 2
        game.total = 2 * (8 - white_left)
        game.white_left = white_left
        game.rolled = True
        game.phase = "roll_or_stop"
    assert violations(game) == []
    return game


@pytest.mark.parametrize("white_left", range(1, 9))
def test_r4_the_inlined_plain_roll_is_roll_faces(white_left: int) -> None:
    seeds = random.Random(white_left)
    for _ in range(300):
        game = game_with_dice_left(white_left, seeds.randrange(MASK + 1))
        state = game.rng
        rolled = game.apply(Action("roll"))[0]
        expected_state, faces, _ = roll_faces(state, white_left, False, FACES)
        assert game.rng == expected_state
        assert rolled == Rolled(0, faces, None)
