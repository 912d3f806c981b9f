"""Moves chosen without a player: for turn timers now, for computer players later."""

from engine.pickomino.actions import Action, aside, keep, roll, stop, victim, weasel
from engine.pickomino.components import FACE_POINTS, FACES, WORM
from engine.pickomino.game import (
    BUST_OR_WEASEL,
    CHOOSE_BONUS,
    CHOOSE_VICTIM,
    FACES_BY_MASK,
    MUST_STOP,
    ROLL,
    ROLL_OR_STOP,
    SET_ASIDE,
    Game,
)
from engine.pickomino.outcome import BUST

STOP = stop()
ROLL_PLAIN = roll()
ROLL_WITH_GOLDEN = roll(golden=True)
ASIDE = {face: aside(face) for face in FACES}
"""Actions built once: a policy is called for every action of a simulation."""


def cautious_action(game: Game) -> Action:
    """Stop when that takes a tile (R8-R11), else the continuation least likely to bust.

    Sets aside a worm while none is kept (R8 needs one), otherwise the face worth the most;
    re-rolls a busting roll with the weasel (X12); keeps the bonus already held (X4); takes a
    grilled worm from the opponent with the most (X5).
    """
    phase = game.phase
    if phase == SET_ASIDE:
        fresh = game.fresh
        if fresh >> WORM & 1:
            return ASIDE[WORM]
        roll_white, roll_golden = game.roll_white, game.roll_golden
        best, best_key = 0, -1
        for face in FACES_BY_MASK[fresh]:
            count = roll_white.count(face) + (roll_golden == face)
            key = count * FACE_POINTS[face] * 8 + face  # (points, face) in one int: face < 8
            if key > best_key:
                best, best_key = face, key
        return ASIDE[best]
    if phase == ROLL_OR_STOP:
        return STOP if game.stop_outcome().kind != BUST else ROLL_PLAIN
    if phase == MUST_STOP:
        return STOP
    if phase == ROLL:
        return ROLL_WITH_GOLDEN if game.golden_die_ready() else ROLL_PLAIN
    if phase == BUST_OR_WEASEL:
        return weasel()
    if phase == CHOOSE_BONUS:
        held = game.held[game.current]
        assert held is not None
        return keep(held)
    if phase == CHOOSE_VICTIM:
        return victim(max(game.victims, key=lambda seat: (game.grilled[seat], -seat)))
    raise ValueError(f"no move to make in phase {phase}")
