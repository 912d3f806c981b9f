"""The phases of a turn, each naming what the seat to play may do, and the actions each offers.

Legal actions are built once here, as tuples shared by every game, because simulations ask for
them at every action.
"""

from engine.pickomino import actions as act
from engine.pickomino.actions import Action
from engine.pickomino.components import WORM

ROLL = "roll"
"""Start of a turn: the player must roll (R4)."""
SET_ASIDE = "set_aside"
"""After a roll with a new face: the player must set one aside (R5, F1)."""
BUST_OR_WEASEL = "bust_or_weasel"
"""A roll with no new face while the weasel is ready: re-roll or accept the bust (X12)."""
ROLL_OR_STOP = "roll_or_stop"
"""After a set-aside with dice left (R7)."""
MUST_STOP = "must_stop"
"""No dice left: stopping is the only action (R7, F1)."""
CHOOSE_BONUS = "choose_bonus"
"""X4: keep one of two bonuses."""
CHOOSE_VICTIM = "choose_victim"
"""X5: choose the opponent who gives a grilled worm."""
OVER = "over"

CONTINUE_TURN = "continue"
END_TURN = "end"

FACES_BY_MASK = tuple(
    tuple(face for face in range(1, WORM + 1) if mask >> face & 1) for mask in range(128)
)
"""Faces present in a bit mask (bit f for face f), so that legal actions need no sorting."""
ASIDE_BY_MASK = tuple(tuple(Action(act.ASIDE, face) for face in faces) for faces in FACES_BY_MASK)
ASIDE_OR_WEASEL_BY_MASK = tuple((*options, Action(act.WEASEL_REROLL)) for options in ASIDE_BY_MASK)
ROLL_ACTIONS = (Action(act.ROLL),)
ROLL_GOLDEN_ACTIONS = (Action(act.ROLL), Action(act.ROLL_GOLDEN))
ROLL_OR_STOP_ACTIONS = (Action(act.ROLL), Action(act.STOP))
STOP_ACTIONS = (Action(act.STOP),)
WEASEL_OR_STOP_ACTIONS = (Action(act.WEASEL_REROLL), Action(act.STOP))
