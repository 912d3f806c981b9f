"""Every way the current turn can end, and what each does to the table.

The turn programme needs, for each total the player could stop with, what stopping would do
(R8-R12, X2, X7, X10) and what it changes (scores, bonuses, the grill, maybe the end of the
game), and the same for a bust (R14, R15, X10, X14). This module works that out from the
game's public state without changing it; the valuations (engine.pickomino.players.valuation)
turn each ending into a number.
"""

from dataclasses import dataclass

from engine.pickomino.components import (
    APPLE,
    APPLE_WORMS,
    CANNED_WORM,
    CROW,
    EXACT_ONLY_TILES,
    FACE_POINTS,
    GOLDEN_DIE,
    HEN,
    WEASEL,
    WORM,
    WORMS,
)
from engine.pickomino.game import Game
from engine.pickomino.outcome import BUST, HEN_TAKEN, STEAL, TAKE
from engine.pickomino.players.programme import TOTALS

BONUS_WORTH = {
    APPLE: float(APPLE_WORMS),
    HEN: 1.0,
    GOLDEN_DIE: 1.0,
    WEASEL: 0.8,
    CANNED_WORM: 0.5,
    CROW: 0.0,
}
"""What holding each bonus is worth, in worms. The apple's 3 worms are real (X13); the others
are estimates: the golden die and the weasel add about 0.6 and 0.4 worms to a turn on a full
grill (the turn programme says so), and a bonus is often lost to a bust (X14) within a few
turns; the hen guards the top tile (X10); the canned worm saves a worm-less stop (X7)."""


@dataclass(frozen=True, slots=True)
class Ending:
    """One way the turn ends: what the stop or bust does, and the table after it."""

    kind: str
    """engine.pickomino.outcome's TAKE, STEAL, HEN_TAKEN or BUST."""
    tile: int | None
    victim: int | None
    worms: tuple[int, ...]
    """Each seat's score afterwards (R17, X15)."""
    bonuses: tuple[str | None, ...]
    """Each seat's bonus afterwards (X4: the player keeps the one worth more)."""
    grill_worms: int
    """Worms on the face-up tiles of the grill afterwards."""
    tiles_left: int
    over: bool
    """No face-up tile is left: the game ends (R16)."""
    highest: tuple[int, ...]
    """Each seat's highest tile afterwards (R18's tie-break), 0 without tiles."""


@dataclass(frozen=True, slots=True)
class TurnEndings:
    """The endings of the current seat's turn on the current table."""

    seat: int
    with_worm: tuple[Ending, ...]
    """Stopping with total t and a worm set aside, t = 0..TOP_TOTAL."""
    without_worm: tuple[Ending, ...]
    """Stopping with total t and no worm: a bust, unless the canned worm counts (X7)."""
    bust: Ending
    now: Ending
    """The table as it is (what X6's gain is measured against)."""
    double_one: Ending | None
    """X6: the table after the grilled worm two 1s take at once, None in classic."""


def bonus_worth(bonus: str | None) -> float:
    return 0.0 if bonus is None else BONUS_WORTH[bonus]


def resolve_stop(game: Game, total: int, worm: bool) -> tuple[str, int | None, int | None]:
    """(kind, tile, victim) of stopping with `total` (R8-R12, X2, X7, X10), as
    Game.stop_outcome decides it for the current seat."""
    seat = game.current
    if not worm:
        if not (game.extension and game.held[seat] == CANNED_WORM):
            return BUST, None, None
        total += FACE_POINTS[WORM]
    grill = game.grill
    if total in grill:
        return TAKE, total, None
    if total not in EXACT_ONLY_TILES:
        for other, stack in enumerate(game.stacks):
            if other != seat and stack and stack[-1] == total:
                if game.extension and game.held[other] == HEN:
                    return HEN_TAKEN, None, other
                return STEAL, total, other
    for tile in reversed(grill):
        if tile < total and tile not in EXACT_ONLY_TILES:
            return TAKE, tile, None
    return BUST, None, None


def grilled_worm_victim(game: Game, seat: int) -> int | None:
    """X5: the opponent a grilled worm would come from when the reserve is empty (the one with
    the most worms, as a player would choose), None when the reserve has one or nobody does."""
    if game.reserve:
        return None
    candidates = [
        other
        for other in range(game.seats)
        if other != seat and game.grilled[other] and game.held[other] != HEN
    ]
    return max(candidates, key=lambda other: (game.worms(other), -other), default=None)


class _Table:
    """A scratch copy of what an ending changes, built from the game once per ending."""

    def __init__(self, game: Game) -> None:
        self.worms = [game.worms(seat) for seat in range(game.seats)]
        self.bonuses = list(game.held)
        self.highest = [max(stack, default=0) for stack in game.stacks]
        self.grill_worms = sum(WORMS[tile] for tile in game.grill)
        self.tiles_left = len(game.grill)

    def gain_bonus(self, seat: int, bonus: str) -> None:
        """X3, X4: the seat keeps whichever of its bonus and the new one is worth more."""
        held = self.bonuses[seat]
        if held is None or bonus_worth(bonus) > bonus_worth(held):
            self.lose_bonus(seat)
            self.bonuses[seat] = bonus
            if bonus == APPLE:
                self.worms[seat] += APPLE_WORMS

    def lose_bonus(self, seat: int) -> None:
        if self.bonuses[seat] == APPLE:
            self.worms[seat] -= APPLE_WORMS
        self.bonuses[seat] = None

    def grilled_worm(self, game: Game, seat: int) -> None:
        """X5: one grilled worm for `seat`, from the reserve or an opponent."""
        if game.reserve:
            self.worms[seat] += 1
            return
        victim = grilled_worm_victim(game, seat)
        if victim is not None:
            self.worms[seat] += 1
            self.worms[victim] -= 1

    def ending(self, kind: str, tile: int | None, victim: int | None) -> Ending:
        return Ending(
            kind,
            tile,
            victim,
            tuple(self.worms),
            tuple(self.bonuses),
            self.grill_worms,
            self.tiles_left,
            self.tiles_left == 0,
            tuple(self.highest),
        )


def _stop_ending(game: Game, kind: str, tile: int | None, victim: int | None) -> Ending:
    seat = game.current
    table = _Table(game)
    if kind == TAKE:
        assert tile is not None
        table.worms[seat] += WORMS[tile]
        table.highest[seat] = max(table.highest[seat], tile)
        table.grill_worms -= WORMS[tile]
        table.tiles_left -= 1
        bonus = game.tile_bonus.get(tile) if game.extension else None
        if bonus == CROW:
            table.grilled_worm(game, seat)
        elif bonus is not None:
            table.gain_bonus(seat, bonus)
    elif kind == STEAL:
        assert tile is not None and victim is not None
        table.worms[seat] += WORMS[tile]
        table.worms[victim] -= WORMS[tile]
        table.highest[seat] = max(table.highest[seat], tile)
        table.highest[victim] = max(game.stacks[victim][:-1], default=0)
        bonus = table.bonuses[victim]
        if bonus is not None:
            table.lose_bonus(victim)
            table.gain_bonus(seat, bonus)
    else:
        assert victim is not None
        table.lose_bonus(victim)
        table.gain_bonus(seat, HEN)
    return table.ending(kind, tile, victim)


def _bust_ending(game: Game) -> Ending:
    """R14, R15 (with the settings), X10, X14."""
    seat = game.current
    table = _Table(game)
    stack = game.stacks[seat]
    held = game.held[seat]
    if game.extension and held == HEN:
        if stack:
            table.lose_bonus(seat)
        return table.ending(BUST, None, None)
    grill = sorted(game.grill)
    returned = stack[-1] if stack else None
    if returned is not None:
        table.worms[seat] -= WORMS[returned]
        table.highest[seat] = max(stack[:-1], default=0)
        grill.append(returned)
        grill.sort()
        table.grill_worms += WORMS[returned]
        table.tiles_left += 1
    if held is not None:
        table.lose_bonus(seat)
    settings = game.settings
    flip = None
    if returned is None:
        if settings.flip_when_nothing_returned and grill:
            flip = grill[-1]
    elif returned != grill[-1] or settings.short_game:
        flip = grill[-1]
    if flip is not None:
        table.grill_worms -= WORMS[flip]
        table.tiles_left -= 1
    return table.ending(BUST, None, None)


def turn_endings(game: Game) -> TurnEndings:
    """Every ending of the current seat's turn, by total (capped at TOP_TOTAL)."""
    cache: dict[tuple[str, int | None, int | None], Ending] = {}
    bust = _bust_ending(game)
    cache[BUST, None, None] = bust

    def ending(total: int, worm: bool) -> Ending:
        key = resolve_stop(game, total, worm)
        found = cache.get(key)
        if found is None:
            found = cache[key] = _stop_ending(game, *key)
        return found

    with_worm = tuple(ending(total, True) for total in range(TOTALS))
    without_worm = tuple(ending(total, False) for total in range(TOTALS))
    now = _Table(game).ending(BUST, None, None)
    double_one = None
    if game.extension:
        table = _Table(game)
        table.grilled_worm(game, game.current)
        double_one = table.ending(BUST, None, None)
    return TurnEndings(game.current, with_worm, without_worm, bust, now, double_one)
