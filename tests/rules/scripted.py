"""Scripted dice and hand-arranged tables, so that each rule can be played out move by move.

These tests read the French rule texts independently of the engine: a test sets up the table as
a player would describe it, fixes the dice, and states what the rules make happen. The table is
checked against the engine's invariants before play, so a scenario never starts from a table
the engine itself would call unsound.
"""

from collections.abc import Mapping, Sequence
from typing import TypeVar

import pytest

from engine.pickomino import Action, Game, IllegalAction, Settings, StopOutcome, snapshot
from engine.pickomino.components import BONUS_START, BONUSES, GRILLED_WORMS, HEN
from engine.pickomino.events import Event, event_type
from engine.pickomino.invariants import violations
from engine.pickomino.options import options_of

WORM = 6
"""The worm face, as the engine numbers it."""
BONUS_TILES = {bonus: tile for tile, bonus in BONUS_START.items()}
"""A non-hen bonus comes with a tile (X3): a holder given no stack gets the bonus's own."""
E = TypeVar("E")


class ScriptedDice:
    """Hands out the scripted rolls in order, and fails when a throw has another size.

    The size check is how every scenario also checks R4 (all dice not set aside are thrown)
    and X9 (the golden die is the ninth die, last in the roll).
    """

    def __init__(self, *rolls: Sequence[int]) -> None:
        self.pending = [list(roll) for roll in rolls]
        self.throws: list[tuple[int, bool]] = []

    def add(self, *rolls: Sequence[int]) -> None:
        self.pending.extend(list(roll) for roll in rolls)

    def __call__(self, count: int, golden: bool) -> list[int]:
        assert self.pending, f"the engine throws {count} dice, but no roll is scripted"
        faces = self.pending.pop(0)
        assert len(faces) == count, f"the engine throws {count} dice here, the script {faces}"
        self.throws.append((count, golden))
        return faces


def table(
    rules: str = "classic",
    seats: int = 2,
    rolls: Sequence[Sequence[int]] = (),
    settings: Settings | None = None,
    stacks: Mapping[int, Sequence[int]] | None = None,
    flipped: Sequence[int] = (),
    held: Mapping[int, str] | None = None,
    tile_bonus: Mapping[int, str] | None = None,
    grilled: Mapping[int, int] | None = None,
    removed: Sequence[int] = (),
    current: int = 0,
) -> Game:
    """A game at the start of `current`'s turn, with the table arranged as given.

    Stack tiles (bottom first) and flipped tiles leave the grill. Unless `tile_bonus` says
    otherwise, bonuses stay on their starting tiles while those are face up and not held; a
    bonus with no place left is out of the game. Grilled worms not held stay in the reserve.
    """
    game = Game.new(rules, seats, seed=0, settings=settings, dice=ScriptedDice(*rolls))
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
    if tile_bonus is None:
        tile_bonus = {
            tile: bonus
            for tile, bonus in game.tile_bonus.items()
            if tile in game.grill and bonus not in held.values()
        }
    game.tile_bonus = dict(tile_bonus)
    if game.extension:
        placed = {*game.tile_bonus.values(), *held.values()}
        game.out = [bonus for bonus in BONUSES if bonus not in placed]
        for seat, count in (grilled or {}).items():
            game.grilled[seat] = count
        game.reserve = GRILLED_WORMS - sum(game.grilled)
    for seat in removed:
        game.active[seat] = False
    game.current = current
    assert violations(game) == [], violations(game)
    return game


def dice_of(game: Game) -> ScriptedDice:
    assert isinstance(game.dice, ScriptedDice)
    return game.dice


def play(game: Game, *codes: str, seat: int | None = None) -> list[Event]:
    """Apply the actions (text codes) in order and return every event they caused.

    After each action the state must keep the engine's invariants and come back unchanged
    from its JSON form, so every scenario also shows that a stored game resumes as it was.
    """
    events: list[Event] = []
    for code in codes:
        events += game.apply(Action.parse(code), seat)
        assert violations(game) == [], violations(game)
        assert snapshot.to_json(snapshot.from_json(snapshot.to_json(game))) == snapshot.to_json(
            game
        )
    return events


def kinds(events: Sequence[Event]) -> list[str]:
    return [event_type(event) for event in events]


def only(events: Sequence[Event], kind: type[E]) -> list[E]:
    return [event for event in events if isinstance(event, kind)]


def codes(game: Game) -> list[str]:
    """The legal actions as their text codes."""
    return [str(action) for action in game.legal_actions()]


def stop_outcome_offered(game: Game) -> StopOutcome:
    """What the interface shows on the stop button, read through options() as a bot would."""
    offered = [option for option in options_of(game) if str(option.action) == "stop"]
    assert len(offered) == 1, "stop is not offered"
    outcome = offered[0].consequence
    assert isinstance(outcome, StopOutcome)
    return outcome


def assert_illegal(game: Game, code: str, reason: str, seat: int | None = None) -> None:
    """The action is refused for `reason`, and the game is exactly as it was."""
    before = snapshot.to_json(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply(Action.parse(code), seat)
    assert refused.value.reason == reason
    assert snapshot.to_json(game) == before
