"""The easy computer: plays sensibly, but chases big tiles and takes visible risks."""

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

TARGET = 28
"""Easy keeps rolling until its total reaches this, whatever the table offers below."""
LAST_DICE = 1
"""With this many dice left or fewer, easy stops as soon as a stop takes a tile."""
WORM_DICE = 2
"""Easy sets a worm aside only once this few dice are left, or when the worms score most."""


def easy_action(game: Game) -> Action:
    """Greedy for dice: sets aside the face showing on the most dice, keeps rolling for a big
    tile (TARGET), and remembers the worm R8 needs late. Bonus and victim choices are the
    simplest legal ones: keep the bonus held (X4), the first opponent offered (X5)."""
    phase = game.phase
    if phase == MUST_STOP:
        return stop()
    if phase == ROLL:
        return roll(golden=game.golden_die_ready())
    if phase == BUST_OR_WEASEL:
        return weasel()
    if phase == SET_ASIDE:
        faces = game.new_faces()
        worm_missing = not game.aside[WORM]
        if WORM in faces and worm_missing and (game.dice_left <= WORM_DICE or _no_big_tile(game)):
            return aside(WORM)
        counts = {face: game.roll.count(face) for face in faces}
        return aside(max(faces, key=lambda face: (counts[face], FACE_POINTS[face], face)))
    if phase == ROLL_OR_STOP:
        takes = game.stop_outcome().kind != BUST
        if takes and (game.total >= TARGET or game.dice_left <= LAST_DICE or _nothing_better(game)):
            return stop()
        return roll()
    if phase == CHOOSE_BONUS:
        held = game.held[game.current]
        assert held is not None
        return keep(held)
    if phase == CHOOSE_VICTIM:
        return victim(game.victims[0])
    raise ValueError(f"no move to make in phase {phase}")


def _no_big_tile(game: Game) -> bool:
    """No tile of TARGET or more is face up: easy needs its worm for what is left."""
    return bool(game.grill) and game.grill[-1] < TARGET


def _nothing_better(game: Game) -> bool:
    """The total already reaches the highest tile face up on the grill: rolling on can only
    risk it (issue 26). Without this, easy stopped only at TARGET or with its last die, so it
    almost never took the extension's lowest tiles, and once the grill held only those, a
    game whose busts flip nothing went on for thousands of turns."""
    return bool(game.grill) and game.total >= game.grill[-1]
