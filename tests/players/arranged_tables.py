"""Tables arranged by hand for the computer players' tests, with scripted dice."""

from collections.abc import Mapping, Sequence

from engine.pickomino import Game
from engine.pickomino.components import BONUS_START, BONUSES, GRILLED_WORMS, HEN
from engine.pickomino.invariants import violations

BONUS_TILES = {bonus: tile for tile, bonus in BONUS_START.items()}
"""A non-hen bonus comes with a tile (X3): a holder given no stack gets the bonus's own."""


class Dice:
    """Hands out the scripted rolls in order."""

    def __init__(self, *rolls: Sequence[int]) -> None:
        self.pending = [list(roll) for roll in rolls]

    def __call__(self, count: int, golden: bool) -> list[int]:
        faces = self.pending.pop(0)
        assert len(faces) == count, (count, faces)
        return faces


def arranged(
    rules: str = "classic",
    seats: int = 2,
    rolls: Sequence[Sequence[int]] = (),
    stacks: Mapping[int, Sequence[int]] | None = None,
    flipped: Sequence[int] = (),
    held: Mapping[int, str] | None = None,
    current: int = 0,
) -> Game:
    """A game at the start of `current`'s turn: stack and flipped tiles leave the grill;
    bonuses not held stay on their starting tiles while those are on the grill."""
    game = Game.new(rules, seats, seed=0, dice=Dice(*rolls))
    for seat, tiles in (stacks or {}).items():
        for tile in tiles:
            game.grill.remove(tile)
            game.stacks[seat].append(tile)
    for tile in flipped:
        game.grill.remove(tile)
        game.flipped.append(tile)
    held = dict(held or {})
    for seat, bonus in held.items():
        game.held[seat] = bonus
        came_with = BONUS_TILES[bonus]
        if bonus != HEN and not game.stacks[seat] and came_with in game.grill:
            game.grill.remove(came_with)
            game.stacks[seat].append(came_with)
    game.tile_bonus = {
        tile: bonus
        for tile, bonus in game.tile_bonus.items()
        if tile in game.grill and bonus not in held.values()
    }
    if game.extension:
        placed = {*game.tile_bonus.values(), *held.values()}
        game.out = [bonus for bonus in BONUSES if bonus not in placed]
        game.reserve = GRILLED_WORMS - sum(game.grilled)
    game.current = current
    assert violations(game) == [], violations(game)
    return game
