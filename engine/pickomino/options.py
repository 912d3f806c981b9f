"""Legal actions paired with what they would do, so that buttons can be labelled truthfully."""

from dataclasses import dataclass

from engine.pickomino import actions as act
from engine.pickomino.actions import Action
from engine.pickomino.components import FACE_POINTS
from engine.pickomino.game import Game
from engine.pickomino.outcome import StopOutcome


@dataclass(frozen=True, slots=True)
class RollConsequence:
    dice: int
    golden: bool


@dataclass(frozen=True, slots=True)
class SetAsideConsequence:
    face: int
    count: int
    points: int
    total: int
    grilled_worm: bool
    """X6: two or more 1s take a grilled worm at once."""


@dataclass(frozen=True, slots=True)
class KeepConsequence:
    keep: str
    give_back: str
    tile: int | None
    """X8: where the bonus given back lands; None means it leaves the game."""


@dataclass(frozen=True, slots=True)
class VictimConsequence:
    seat: int
    grilled_worms: int


Consequence = (
    RollConsequence | SetAsideConsequence | StopOutcome | KeepConsequence | VictimConsequence
)


@dataclass(frozen=True, slots=True)
class Option:
    action: Action
    consequence: Consequence


def options_of(game: Game) -> list[Option]:
    return [Option(action, consequence(game, action)) for action in game.legal_actions()]


def consequence(game: Game, action: Action) -> Consequence:
    """What a legal `action` would do now, as far as it is known before the dice fall."""
    kind = action.kind
    if kind in (act.ROLL, act.ROLL_GOLDEN, act.WEASEL_REROLL):
        golden = kind == act.ROLL_GOLDEN or game.golden_in_play
        return RollConsequence(game.white_left + golden, golden)
    if kind == act.ASIDE:
        face = action.arg
        assert isinstance(face, int)
        count = game.roll_white.count(face) + (game.roll_golden == face)
        points = count * FACE_POINTS[face]
        grilled = game.extension and face == 1 and count >= 2
        return SetAsideConsequence(face, count, points, game.total + points, grilled)
    if kind == act.STOP:
        return game.stop_outcome()
    if kind == act.KEEP:
        held, new = game.held[game.current], game.pending_bonus
        assert held is not None and new is not None
        give_back = new if action.arg == held else held
        return KeepConsequence(str(action.arg), give_back, game.lowest_free_tile())
    if kind == act.VICTIM:
        seat = action.arg
        assert isinstance(seat, int)
        return VictimConsequence(seat, game.grilled[seat])
    raise ValueError(f"no consequence for {action}")
