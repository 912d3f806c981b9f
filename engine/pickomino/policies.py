"""Moves chosen without a player: for turn timers now, for computer players later."""

from engine.pickomino.actions import Action, aside, keep, roll, stop, victim, weasel
from engine.pickomino.components import FACE_POINTS, WORM
from engine.pickomino.game import (
    BUST_OR_WEASEL,
    CHOOSE_BONUS,
    CHOOSE_VICTIM,
    MUST_STOP,
    ROLL,
    ROLL_OR_STOP,
    SET_ASIDE,
    Game,
)
from engine.pickomino.outcome import BUST


def cautious_action(game: Game) -> Action:
    """Stop when that takes a tile (R8-R11), else the continuation least likely to bust.

    Sets aside a worm while none is kept (R8 needs one), otherwise the face worth the most;
    re-rolls a busting roll with the weasel (X12); keeps the bonus already held (X4); takes a
    grilled worm from the opponent with the most (X5).
    """
    phase = game.phase
    if phase == MUST_STOP:
        return stop()
    if phase == ROLL_OR_STOP:
        return stop() if game.stop_outcome().kind != BUST else roll()
    if phase == ROLL:
        return roll(golden=game.golden_die_ready())
    if phase == SET_ASIDE:
        faces = game.new_faces()
        if WORM in faces:
            return aside(WORM)
        counts = {face: game.roll.count(face) for face in faces}
        return aside(max(faces, key=lambda face: (counts[face] * FACE_POINTS[face], face)))
    if phase == BUST_OR_WEASEL:
        return weasel()
    if phase == CHOOSE_BONUS:
        held = game.held[game.current]
        assert held is not None
        return keep(held)
    if phase == CHOOSE_VICTIM:
        return victim(max(game.victims, key=lambda seat: (game.grilled[seat], -seat)))
    raise ValueError(f"no move to make in phase {phase}")
