"""What the endings of a turn are worth to the player: the per-turn and the game-aware scales.

The turn programme only compares numbers, so each level chooses its own scale:
- per turn (the expert): worms, counted against the average opponent, so a steal is worth the
  tile's worms plus what the victim loses shared among the opponents, and a bust costs the top
  tile and the bonus given back (R14, X14);
- game-aware (the game-aware expert): an estimate of the chance of winning the game after the
  turn. It sees what worms do not: the score gap, how few worms are left on the grill, which
  opponent a steal hurts, and whether the turn ends the game (then the chance is exact).
"""

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from math import erf, sqrt
from statistics import NormalDist
from typing import Any

from engine.pickomino.components import APPLE, GOLDEN_DIE, WEASEL
from engine.pickomino.game import Game
from engine.pickomino.players.endings import Ending, TurnEndings, bonus_worth, turn_endings
from engine.pickomino.players.programme import TurnValues


@dataclass(frozen=True, slots=True)
class WinModel:
    """How a gap of standings turns into a chance of winning, for one rule set: a normal chance
    on the gap less the tempo, with a spread of `per_root_worm` times the square root of the
    worms still on the grill plus `floor`.

    Fitted by maximum likelihood to the turn ends of two-player expert games (the player's
    standing after their turn against whether they won): classic, 11,759 turn ends of 400
    games; extension, 9,787 of 300. The extension's end is much less certain than the classic
    one (grilled worms change hands, bonuses come and go): with the classic spread the
    game-aware expert was too sure near the end and played no better than the expert.
    """

    per_root_worm: float
    floor: float
    tempo: float
    """In a two-player game, worms the opponent is worth ahead of the gap, since they play next
    (with more players the fits found no such edge: 7,511 and 2,043 turn ends of four-player
    classic and extension games)."""


CLASSIC_MODEL = WinModel(per_root_worm=1.5, floor=1.5, tempo=0.5)
EXTENSION_MODEL = WinModel(per_root_worm=1.5, floor=4.0, tempo=1.0)
BONUS_HORIZON = 3.0
"""Own turns over which a bonus pays its worth (BONUS_WORTH): the golden die, the weasel, the
hen and the canned worm act once a turn and are often lost to a bust within a few turns, so
with fewer turns left in the game they are worth that much less. The apple's 3 worms count at
the end whatever happens (X13)."""


def _standing(worms: int, bonus: str | None) -> float:
    """A seat's worms plus what its bonus is worth (the apple's worms are already counted)."""
    return worms + (0.0 if bonus is None or bonus == APPLE else bonus_worth(bonus))


def _standing_near_the_end(worms: int, bonus: str | None, own_turns: float) -> float:
    """`_standing` with a bonus worth less when fewer than BONUS_HORIZON own turns are left."""
    if bonus is None or bonus == APPLE:
        return float(worms)
    return worms + bonus_worth(bonus) * min(1.0, own_turns / BONUS_HORIZON)


def _opponents(game: Game, seat: int) -> list[int]:
    return [other for other in range(game.seats) if other != seat and game.active[other]]


def per_turn_values(game: Game) -> TurnValues:
    """Worms gained against the average opponent (the expert's scale)."""
    return _cached(game, _per_turn)


def game_aware_values(game: Game) -> TurnValues:
    """Chances of winning the game after the turn (the game-aware expert's scale)."""
    return _cached(game, _game_aware)


CACHE_SIZE = 256
_CACHE: OrderedDict[tuple[Any, ...], TurnValues] = OrderedDict()


def table_key(game: Game) -> tuple[Any, ...]:
    """Everything the endings of the current turn depend on (a turn asks several times, and
    only a double 1, X6, changes the table within a turn)."""
    return (
        game.extension,
        game.settings,
        game.current,
        tuple(game.grill),
        tuple(map(tuple, game.stacks)),
        tuple(game.held),
        tuple(sorted(game.tile_bonus.items())),
        tuple(game.grilled),
        game.reserve,
        tuple(game.active),
    )


def _cached(game: Game, scale: Callable[[Game, TurnEndings], TurnValues]) -> TurnValues:
    key = (scale, *table_key(game))
    found = _CACHE.get(key)
    if found is not None:
        _CACHE.move_to_end(key)
        return found
    values = _CACHE[key] = scale(game, turn_endings(game))
    if len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return values


def _per_turn(game: Game, endings: TurnEndings) -> TurnValues:
    seat = endings.seat
    opponents = _opponents(game, seat)
    share = 1.0 / max(len(opponents), 1)

    def standing(ending: Ending) -> float:
        theirs = sum(_standing(ending.worms[o], ending.bonuses[o]) for o in opponents)
        return _standing(ending.worms[seat], ending.bonuses[seat]) - theirs * share

    return _values(game, endings, standing, standing(endings.now))


def _game_aware(game: Game, endings: TurnEndings) -> TurnValues:
    seat = endings.seat
    return _values(game, endings, lambda ending: winning_chance(game, seat, ending), 0.0)


def _values(
    game: Game, endings: TurnEndings, worth: Callable[[Ending], float], origin: float
) -> TurnValues:
    """The programme's input: each ending's worth less `origin`, each distinct ending once."""
    cache: dict[int, float] = {}

    def value(ending: Ending) -> float:
        found = cache.get(id(ending))
        if found is None:
            found = cache[id(ending)] = worth(ending) - origin
        return found

    double_one = 0.0
    if endings.double_one is not None:
        double_one = value(endings.double_one) - value(endings.now)
    seat = endings.seat
    return TurnValues(
        tuple(map(value, endings.with_worm)),
        tuple(map(value, endings.without_worm)),
        value(endings.bust),
        double_one,
        weasel=_holds(game, seat, WEASEL),
        golden=_holds(game, seat, GOLDEN_DIE),
        golden_faces=game.settings.golden_die_faces,
    )


def _holds(game: Game, seat: int, bonus: str) -> bool:
    return game.extension and game.held[seat] == bonus


def _normal(x: float) -> float:
    return 0.5 * (1.0 + erf(x / sqrt(2.0)))


QUADRATURE_POINTS = 32
_QUANTILES = tuple(
    NormalDist().inv_cdf((point + 0.5) / QUADRATURE_POINTS) for point in range(QUADRATURE_POINTS)
)
"""The player's own final luck at equally likely quantiles: the midpoints of 32 slices of
equal chance, for `_first_among`'s integral (the players' chances add up to 1 within 0.4 %,
tests/players/test_winning_chance.py)."""


def _first_among(leads: tuple[float, ...]) -> float:
    """The chance of finishing above every opponent, each one's final standing drawn
    independently around the current one, when `leads` are the player's leads over them in
    units of one player's spread.

    With three or more players the chances of beating each opponent are not independent:
    they all depend on the player's own luck. So the player's own final standing is
    integrated over (P = E_z prod_j Phi(lead_j + z)), not each gap taken on its own.
    """
    total = 0.0
    for luck in _QUANTILES:
        chance = 1.0
        for lead in leads:
            chance *= _normal(lead + luck)
        total += chance
    return total / QUADRATURE_POINTS


def winning_chance(game: Game, seat: int, ending: Ending) -> float:
    """The game-aware scale: exact when the ending ends the game (R16, R18, shared first
    places shared), else a normal chance on the gap of standings, whose spread shrinks as the
    grill empties: against one opponent the gap itself; against several, the chance of
    finishing above all of them (`_first_among`), each player's spread the gap's over root 2
    so that any one gap keeps the fitted spread."""
    opponents = _opponents(game, seat)
    if not opponents:
        return 1.0
    if ending.over:
        key = (ending.worms[seat], ending.highest[seat])
        best = max((ending.worms[o], ending.highest[o]) for o in opponents)
        if key < best:
            return 0.0
        tied = sum(1 for o in opponents if (ending.worms[o], ending.highest[o]) == key)
        return 1.0 / (1 + tied)
    model = EXTENSION_MODEL if game.extension else CLASSIC_MODEL
    spread = model.per_root_worm * sqrt(ending.grill_worms) + model.floor
    players = len(opponents) + 1
    own_turns = ending.tiles_left / players
    mine = _standing_near_the_end(ending.worms[seat], ending.bonuses[seat], own_turns)
    theirs = [
        _standing_near_the_end(ending.worms[other], ending.bonuses[other], own_turns)
        for other in opponents
    ]
    if players == 2:
        return _normal((mine - theirs[0] - model.tempo) / spread)
    own_spread = spread / sqrt(2.0)
    return _first_among(tuple((mine - other) / own_spread for other in theirs))
