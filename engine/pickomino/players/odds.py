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
    moves,
    own_faces,
    programme,
    state,
)
from engine.pickomino.players.rolls import golden_outcomes, outcomes
from engine.pickomino.players.valuation import per_turn_values

NodeKey = tuple[int, int, int, bool, bool]
"""(dice, used faces, total, weasel still ready, golden die with faces of its own among the
dice) of a roll about to be made."""


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
    own = own_faces(game.settings.golden_die_faces) is not None
    golden = game.golden_in_play and own
    kind = advice.kind
    if kind == act.STOP:
        if game.phase == BUST_OR_WEASEL:
            finals[_BUST] = 1.0
        else:
            finals[0, total, bool(used >> WORM & 1)] = 1.0
    elif kind == act.ROLL and game.phase == ROLL:
        rolls[game.white_left, 0, 0, weasel, False] = 1.0
    elif kind == act.ROLL_GOLDEN:
        rolls[GOLDEN_DICE, 0, 0, weasel, own] = 1.0
    elif kind == act.ROLL:
        rolls[dice, used, total, weasel, golden] = 1.0
    elif kind == act.WEASEL_REROLL:
        rolls[dice, used, total, False, golden] = 1.0
    elif kind == act.ASIDE:
        face = advice.arg
        assert isinstance(face, int)
        count = game.roll_white.count(face) + (game.roll_golden == face)
        _after(
            turn,
            (
                dice - count,
                used | 1 << face,
                total + count * FACE_POINTS[face],
                weasel,
                golden and game.roll_golden != face,
            ),
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
    dice, used, total, weasel, golden = node
    dice, used, total, golden = state(dice, used, total, golden)
    if dice and turn.roll(dice, used, total, weasel, golden) > turn.stop(used, total):
        key = (dice, used, total, weasel, golden)
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
    dice, used, total, weasel, golden = node
    faces = turn.values.golden_faces if golden else None
    candidates = moves(dice, used, faces)
    fresh = sum(1 for face in FACES if not used >> face & 1)
    bust_index = fresh * dice * (2 if golden else 1)
    children: list[NodeKey | None] = [None] * bust_index
    worth = [0.0] * bust_index
    for index, face, count, golden_left in candidates:
        child = (
            dice - count,
            used | 1 << face,
            total + count * FACE_POINTS[face],
            weasel,
            golden_left,
        )
        children[index] = child
        worth[index] = turn.after(*child)
        if face == 1 and count > 1:
            worth[index] += double_one
    reroll = turn.roll(dice, used, total, False, golden) if weasel else None
    rolled = golden_outcomes(dice, used, faces) if faces is not None else outcomes(dice, used)
    for chance, present in rolled:
        if present[0] == bust_index:
            if reroll is not None and reroll >= turn.values.bust:
                key = (dice, used, total, False, golden)
                rolls[key] = rolls.get(key, 0.0) + mass * chance
            else:
                finals[_BUST] = finals.get(_BUST, 0.0) + mass * chance
            continue
        best = max(present, key=worth.__getitem__)
        if reroll is not None and reroll > worth[best]:
            key = (dice, used, total, False, golden)
            rolls[key] = rolls.get(key, 0.0) + mass * chance
        else:
            chosen = children[best]
            assert chosen is not None
            _after(turn, chosen, mass * chance, finals, rolls)


def _next_roll_bust(game: Game, advice: Action) -> float | None:
    """(faces set aside / 6) ** dice: every die shows a face already used (R6); the golden
    die with its own faces (X9's setting) by its own share of used faces."""
    used, dice = game.used, game.dice_left
    golden = game.golden_in_play
    if game.phase == ROLL:
        golden = advice.kind == act.ROLL_GOLDEN
        dice = GOLDEN_DICE if golden else game.white_left
    elif game.phase == SET_ASIDE and advice.kind == act.ASIDE:
        face = advice.arg
        assert isinstance(face, int)
        dice -= game.roll_white.count(face) + (game.roll_golden == face)
        used |= 1 << face
        golden = golden and game.roll_golden != face
    elif game.phase == MUST_STOP or (game.phase == ROLL_OR_STOP and not dice):
        return None
    if not dice:
        return None
    white_dead = bin(used).count("1") / len(FACES)
    if not golden:
        return white_dead**dice
    faces = game.settings.golden_die_faces
    golden_dead = sum(1 for face in faces if used >> face & 1) / len(faces)
    return white_dead ** (dice - 1) * golden_dead


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
