"""Honest odds for the player whose turn it is: what the next roll risks, where the turn is
likely to end if played as the expert would, and what the expert would do now and why.

Everything is exact: the chances come from the same enumeration of rolls as the turn
programme, followed forward under the expert's decisions. Interfaces put it into words.
"""

from collections.abc import Iterator
from dataclasses import dataclass

from engine.pickomino import actions as act
from engine.pickomino.actions import Action
from engine.pickomino.components import FACE_POINTS, FACES, WORM
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
from engine.pickomino.outcome import BUST, HEN_TAKEN, STEAL
from engine.pickomino.players.decisions import Choice, choices, weasel_left
from engine.pickomino.players.endings import Ending, TurnEndings, turn_endings
from engine.pickomino.players.programme import (
    GOLDEN_DICE,
    TurnProgramme,
    programme,
    state,
)
from engine.pickomino.players.rolls import outcomes
from engine.pickomino.players.valuation import per_turn_values

NodeKey = tuple[int, int, int, bool]
"""(dice, used faces, total, weasel still ready) of a roll about to be made."""


@dataclass(frozen=True, slots=True)
class TileOdds:
    tile: int
    victim: int | None
    """The seat it would be stolen from (R10), None when it comes from the grill."""
    chance: float
    """The chance that the turn ends taking this tile or a higher one."""


@dataclass(frozen=True, slots=True)
class Odds:
    seat: int
    next_roll_bust: float | None
    """The chance that the next roll shows no face not set aside yet (R6): the roll that would
    come now, or after the set-aside the expert advises; None when no roll can follow."""
    turn_bust: float
    """The chance that the turn ends in a bust if the expert plays it from here."""
    tiles: tuple[TileOdds, ...]
    """Every tile some total still within reach would take, highest first."""
    hen: float
    """The chance of ending by taking the hen instead of a tile (X10)."""
    advice: Action
    choices: tuple[Choice, ...]
    """Each legal action with the worms the expert expects from the turn after it, against
    the average opponent (engine.pickomino.players.valuation.per_turn_values)."""


def odds(game: Game) -> Odds:
    """The odds of the current seat's turn; ValueError when the game waits for no turn move."""
    if game.phase in (CHOOSE_BONUS, CHOOSE_VICTIM) or game.is_over:
        raise ValueError(f"no turn odds in phase {game.phase}")
    values = per_turn_values(game)
    turn = programme(values)
    options = tuple(choices(game, lambda _: values))
    advice = max(options, key=lambda choice: choice.value).action
    endings = turn_endings(game)
    masses, start = _start(game, turn, advice)
    finals = _follow(turn, masses, start)
    next_bust = _next_roll_bust(game, advice)
    return _summarise(game, endings, finals, next_bust, advice, options)


def _start(
    game: Game, turn: TurnProgramme, advice: Action
) -> tuple[dict[tuple[int, int, bool], float], dict[NodeKey, float]]:
    """Where the turn stands once `advice` is played: ends already reached, rolls to make."""
    finals: dict[tuple[int, int, bool], float] = {}
    rolls: dict[NodeKey, float] = {}
    used, total, dice = game.used, game.total, game.dice_left
    weasel = weasel_left(game)
    kind = advice.kind
    if kind == act.STOP:
        if game.phase == BUST_OR_WEASEL:
            finals[_BUST] = 1.0
        else:
            finals[0, total, bool(used >> WORM & 1)] = 1.0
    elif kind in (act.ROLL, act.ROLL_GOLDEN):
        start_dice = game.white_left if kind == act.ROLL else GOLDEN_DICE
        rolls[(start_dice, 0, 0, weasel) if game.phase == ROLL else (dice, used, total, weasel)] = (
            1.0
        )
    elif kind == act.WEASEL_REROLL:
        rolls[dice, used, total, False] = 1.0
    elif kind == act.ASIDE:
        face = advice.arg
        assert isinstance(face, int)
        count = game.roll_white.count(face) + (game.roll_golden == face)
        _after(
            turn,
            (dice - count, used | 1 << face, total + count * FACE_POINTS[face], weasel),
            1.0,
            finals,
            rolls,
        )
    return finals, rolls


_BUST = (-1, -1, False)
"""The key of a bust among the ends (total, worm are meaningless then)."""


def _after(
    turn: TurnProgramme,
    node: NodeKey,
    mass: float,
    finals: dict[tuple[int, int, bool], float],
    rolls: dict[NodeKey, float],
) -> None:
    """After a set-aside: the expert stops (R7; stopping wins ties) or rolls on."""
    dice, used, total, weasel = node
    dice, used, total = state(dice, used, total)
    if dice and turn.roll(dice, used, total, weasel) > turn.stop(used, total):
        key = (dice, used, total, weasel)
        rolls[key] = rolls.get(key, 0.0) + mass
    else:
        end = (0, total, bool(used >> WORM & 1))
        finals[end] = finals.get(end, 0.0) + mass


def _follow(
    turn: TurnProgramme,
    finals: dict[tuple[int, int, bool], float],
    rolls: dict[NodeKey, float],
) -> dict[tuple[int, int, bool], float]:
    """Push the chance of every pending roll through the expert's choices, most dice first
    (every move lowers the dice left, or spends the weasel on the same dice)."""
    for level in _levels(rolls):
        for node in level:
            _roll_forward(turn, node, rolls.pop(node), finals, rolls)
    return finals


def _levels(rolls: dict[NodeKey, float]) -> Iterator[list[NodeKey]]:
    """The pending rolls by dice left, most first, the weasel's before the others (a weasel
    re-roll adds to the same dice without the weasel; every other move lowers the dice)."""
    for dice in range(GOLDEN_DICE, 0, -1):
        for weasel in (True, False):
            yield [node for node in rolls if node[0] == dice and node[3] == weasel]


def _roll_forward(
    turn: TurnProgramme,
    node: NodeKey,
    mass: float,
    finals: dict[tuple[int, int, bool], float],
    rolls: dict[NodeKey, float],
) -> None:
    """Every outcome of one roll, played as the expert plays it."""
    double_one = turn.values.double_one
    dice, used, total, weasel = node
    fresh = [face for face in FACES if not used >> face & 1]
    children = [
        (dice - count, used | 1 << face, total + count * FACE_POINTS[face], weasel)
        for face in fresh
        for count in range(1, dice + 1)
    ]
    worth = [turn.after(*child) for child in children]
    if double_one and fresh[:1] == [1]:
        for count in range(2, dice + 1):
            worth[count - 1] += double_one
    reroll = turn.roll(dice, used, total, False) if weasel else None
    for chance, present in outcomes(dice, used):
        if present[0] == len(children):
            if reroll is not None and reroll >= turn.values.bust:
                key = (dice, used, total, False)
                rolls[key] = rolls.get(key, 0.0) + mass * chance
            else:
                finals[_BUST] = finals.get(_BUST, 0.0) + mass * chance
            continue
        best = max(present, key=worth.__getitem__)
        if reroll is not None and reroll > worth[best]:
            key = (dice, used, total, False)
            rolls[key] = rolls.get(key, 0.0) + mass * chance
        else:
            _after(turn, children[best], mass * chance, finals, rolls)


def _next_roll_bust(game: Game, advice: Action) -> float | None:
    """(faces set aside / 6) ** dice: every die shows a face already used (R6)."""
    used, dice = game.used, game.dice_left
    if game.phase == ROLL:
        dice = GOLDEN_DICE if advice.kind == act.ROLL_GOLDEN else game.white_left
    elif game.phase == SET_ASIDE and advice.kind == act.ASIDE:
        face = advice.arg
        assert isinstance(face, int)
        dice -= game.roll_white.count(face) + (game.roll_golden == face)
        used |= 1 << face
    elif game.phase == MUST_STOP or (game.phase == ROLL_OR_STOP and not dice):
        return None
    if not dice:
        return None
    return (bin(used).count("1") / len(FACES)) ** dice


def _summarise(
    game: Game,
    endings: TurnEndings,
    finals: dict[tuple[int, int, bool], float],
    next_bust: float | None,
    advice: Action,
    options: tuple[Choice, ...],
) -> Odds:
    by_tile: dict[tuple[int, int | None], float] = {}
    turn_bust = 0.0
    hen = 0.0
    for (_, total, worm), chance in finals.items():
        ending = endings.bust if (_, total, worm) == _BUST else _ending(endings, total, worm)
        if ending.kind == BUST:
            turn_bust += chance
        elif ending.kind == HEN_TAKEN:
            hen += chance
        else:
            assert ending.tile is not None
            key = (ending.tile, ending.victim if ending.kind == STEAL else None)
            by_tile[key] = by_tile.get(key, 0.0) + chance
    reachable = _reachable_tiles(game, endings)
    tiles = []
    for tile, victim in sorted(reachable | set(by_tile), reverse=True, key=lambda k: k[0]):
        chance = sum(mass for (other, _), mass in by_tile.items() if other >= tile)
        tiles.append(TileOdds(tile, victim, min(chance, 1.0)))
    return Odds(game.current, next_bust, turn_bust, tuple(tiles), hen, advice, options)


def _ending(endings: TurnEndings, total: int, worm: bool) -> Ending:
    row = endings.with_worm if worm else endings.without_worm
    return row[min(total, len(row) - 1)]


def _reachable_tiles(game: Game, endings: TurnEndings) -> set[tuple[int, int | None]]:
    """Tiles that a stop at some total from here up to the dice's reach would take."""
    high = game.total + game.dice_left * FACE_POINTS[WORM]
    if game.phase == ROLL and game.golden_die_ready():
        high += FACE_POINTS[WORM]
    found: set[tuple[int, int | None]] = set()
    for total in range(game.total, min(high, len(endings.with_worm) - 1) + 1):
        for ending in (endings.with_worm[total], endings.without_worm[total]):
            if ending.tile is not None and ending.kind != BUST:
                found.add((ending.tile, ending.victim if ending.kind == STEAL else None))
    return found
