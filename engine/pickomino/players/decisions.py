"""Every legal action of the current seat with what it is worth under the turn programme.

Shared by the expert, the game-aware expert and the odds: the levels differ only in the
scale of `TurnValues` they build (engine.pickomino.players.valuation).
"""

from collections.abc import Callable
from dataclasses import dataclass

from engine.pickomino import actions as act
from engine.pickomino.actions import Action
from engine.pickomino.components import FACE_POINTS, WEASEL
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
from engine.pickomino.players.endings import BONUS_WORTH, grilled_worm_victim
from engine.pickomino.players.programme import GOLDEN_DICE, TurnProgramme, TurnValues, programme

Valuation = Callable[[Game], TurnValues]
"""A level's scale: what each ending of the current turn is worth to the player."""


@dataclass(frozen=True, slots=True)
class Choice:
    action: Action
    value: float
    """Expected worth of the turn after this action, on the programme's scale; for bonus and
    victim choices, a simple worth (BONUS_WORTH, the victim's worms)."""


def weasel_left(game: Game) -> bool:
    """X12: the weasel can still re-roll a later roll of this turn."""
    return game.extension and game.held[game.current] == WEASEL and not game.weasel_used


def choices(game: Game, valuation: Valuation) -> list[Choice]:
    """Each legal action with its worth (stopping listed first: it wins ties)."""
    phase = game.phase
    if phase == CHOOSE_BONUS:
        return [Choice(action, BONUS_WORTH[str(action.arg)]) for action in game.legal_actions()]
    if phase == CHOOSE_VICTIM:
        favourite = grilled_worm_victim_among(game)
        return [
            Choice(action, 1.0 if action.arg == favourite else 0.0)
            for action in game.legal_actions()
        ]
    values = valuation(game)
    turn = programme(values)
    used, total, dice = game.used, game.total, game.dice_left
    weasel = weasel_left(game)
    golden = game.golden_in_play
    if phase == ROLL:
        options = [Choice(act.roll(), turn.roll(game.white_left, 0, 0, weasel))]
        if game.golden_die_ready():
            golden_roll = turn.roll(GOLDEN_DICE, 0, 0, weasel, True)
            options.append(Choice(act.roll(golden=True), golden_roll))
        return options
    if phase == ROLL_OR_STOP:
        return [
            Choice(act.stop(), turn.stop(used, total)),
            Choice(act.roll(), turn.roll(dice, used, total, weasel, golden)),
        ]
    if phase == MUST_STOP:
        return [Choice(act.stop(), turn.stop(used, total))]
    if phase == BUST_OR_WEASEL:
        return [
            Choice(act.weasel(), turn.roll(dice, used, total, False, golden)),
            Choice(act.stop(), values.bust),
        ]
    if phase == SET_ASIDE:
        return set_aside_choices(game, turn)
    raise ValueError(f"no move to make in phase {phase}")


def set_aside_choices(game: Game, turn: TurnProgramme) -> list[Choice]:
    used, total, dice = game.used, game.total, game.dice_left
    weasel = weasel_left(game)
    golden = game.golden_in_play
    options = []
    for face in game.new_faces():
        count = game.roll_white.count(face) + (game.roll_golden == face)
        value = turn.after(
            dice - count,
            used | 1 << face,
            total + count * FACE_POINTS[face],
            weasel,
            golden and game.roll_golden != face,
        )
        if face == 1 and count >= 2 and game.extension:
            value += turn.values.double_one
        options.append(Choice(act.aside(face), value))
    if game.weasel_ready():
        options.append(Choice(act.weasel(), turn.roll(dice, used, total, False, golden)))
    return options


def grilled_worm_victim_among(game: Game) -> int:
    """X5: the opponent offered whose loss of a grilled worm hurts the player's rivals most."""
    victim = grilled_worm_victim(game, game.current)
    if victim in game.victims:
        return victim
    return max(game.victims, key=lambda seat: (game.worms(seat), -seat))


def best(game: Game, valuation: Valuation) -> Action:
    """The action of highest worth (the first listed on a tie); a lone legal action at once."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    return max(choices(game, valuation), key=lambda choice: choice.value).action
