"""The legal moves of a Pickomino turn as controls, each labelled with what it does.

Labels come from engine.pickomino.options, which pairs every legal action with its outcome,
so a button never says one thing and does another (R8: a stop says what it takes first).
"""

from collections.abc import Sequence

from engine.pickomino import Game, Option
from engine.pickomino import actions as act
from engine.pickomino.game import BUST_OR_WEASEL
from engine.pickomino.options import (
    KeepConsequence,
    RollConsequence,
    SetAsideConsequence,
    VictimConsequence,
    options_of,
)
from engine.pickomino.outcome import BUST, HEN_TAKEN, STEAL, StopOutcome
from tables.board import DANGER, MOVE, PRIMARY, SECONDARY, SUCCESS, Control
from tables.pickomino.symbols import bonus_symbol, face_symbol
from tables.pickomino.words import BONUS_KEYS
from words.i18n import t, tn

FACE_ROWS = {face: 0 if face <= 3 else 1 for face in range(1, 7)}
"""Dice faces 1-3 on a first row, 4-6 on a second, the other moves on a third."""
OTHER_ROW = 2


def move_controls(game: Game, names: Sequence[str], language: str) -> list[Control]:
    """One control per legal action; the X5 victims as the entries of one list, after."""
    buttons: list[Control] = []
    victims: list[Control] = []
    for option in options_of(game):
        if isinstance(option.consequence, VictimConsequence):
            victims.append(_victim(option, option.consequence, names, language))
        else:
            buttons.append(_button(game, option, names, language))
    return buttons + victims


def _button(game: Game, option: Option, names: Sequence[str], language: str) -> Control:
    code = str(option.action)
    consequence = option.consequence
    tone = SECONDARY
    symbol = None
    row = OTHER_ROW
    if isinstance(consequence, SetAsideConsequence):
        label = t("action.aside", language, count=consequence.count, points=consequence.points)
        symbol = face_symbol(consequence.face)
        row = FACE_ROWS[consequence.face]
    elif isinstance(consequence, RollConsequence):
        tone = PRIMARY
        if option.action.kind == act.WEASEL_REROLL:
            label = tn("action.weasel", consequence.dice, language)
            symbol = bonus_symbol("weasel")
        elif consequence.golden and option.action.kind == act.ROLL_GOLDEN:
            label = tn("action.roll_golden", consequence.dice, language)
            symbol = bonus_symbol("golden_die")
        else:
            label = tn("action.roll", consequence.dice, language)
    elif isinstance(consequence, StopOutcome):
        label, tone = _stop_label(game, consequence, names, language)
        if consequence.canned_worm:
            symbol = bonus_symbol("canned_worm")
    elif isinstance(consequence, KeepConsequence):
        label = t("action.keep", language, bonus=t(BONUS_KEYS[consequence.keep], language))
        symbol = bonus_symbol(consequence.keep)
        tone = PRIMARY
    else:
        raise ValueError(f"no control for {option}")
    return Control(MOVE, code, label, symbol, tone, row)


def _stop_label(
    game: Game, outcome: StopOutcome, names: Sequence[str], language: str
) -> tuple[str, str]:
    if outcome.kind == BUST:
        key = "action.accept_bust" if game.phase == BUST_OR_WEASEL else "action.stop_bust"
        return t(key, language, total=outcome.total), DANGER
    if outcome.kind == STEAL:
        assert outcome.victim is not None
        label = t("action.stop_steal", language, tile=outcome.tile, name=names[outcome.victim])
    elif outcome.kind == HEN_TAKEN:
        assert outcome.victim is not None
        label = t("action.stop_hen", language, name=names[outcome.victim])
    else:
        label = t("action.stop_take", language, tile=outcome.tile)
    return label, SUCCESS


def _victim(
    option: Option, consequence: VictimConsequence, names: Sequence[str], language: str
) -> Control:
    return Control(
        MOVE,
        str(option.action),
        t("action.victim", language, name=names[consequence.seat]),
        detail=tn("action.victim_holds", consequence.grilled_worms, language),
        listed=True,
    )
