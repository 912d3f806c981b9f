"""The computer levels, and the numbers stored for them in the seats' `computer_level`.

The numbers are stored, so they never change meaning: 0 is the cautious player every stored
computer seat had before levels existed (now called medium), and the new levels took the
next numbers.

| number | key | player |
| --- | --- | --- |
| 0 | medium | engine.pickomino.policies.cautious_action |
| 1 | easy | engine.pickomino.players.easy |
| 2 | expert | engine.pickomino.players.expert |
| 3 | master | engine.pickomino.players.game_aware (the game-aware expert) |
"""

from collections.abc import Callable
from dataclasses import dataclass

from engine.pickomino.actions import Action
from engine.pickomino.game import Game
from engine.pickomino.players.easy import easy_action
from engine.pickomino.players.expert import expert_action
from engine.pickomino.players.game_aware import game_aware_action
from engine.pickomino.players.medium import medium_action

Policy = Callable[[Game], Action]


@dataclass(frozen=True, slots=True)
class Level:
    number: int
    """What seats store (never reused for another player)."""
    key: str
    """The name commands and catalogs use."""
    policy: Policy
    thinks: bool
    """Its decisions run the turn programme (milliseconds): interfaces run it off the loop."""


MEDIUM = Level(0, "medium", medium_action, False)
EASY = Level(1, "easy", easy_action, False)
EXPERT = Level(2, "expert", expert_action, True)
MASTER = Level(3, "master", game_aware_action, True)

LEVELS = (EASY, MEDIUM, EXPERT, MASTER)
"""Weakest first, as a level picker lists them."""
DEFAULT = MEDIUM

_BY_NUMBER = {level.number: level for level in LEVELS}
_BY_KEY = {level.key: level for level in LEVELS}


def level_of(number: int) -> Level:
    """The level a stored seat plays; an unknown number (a newer bot's) plays medium."""
    return _BY_NUMBER.get(number, DEFAULT)


def level_named(key: str) -> Level:
    """The level called `key` (easy, medium, expert, master); ValueError otherwise."""
    try:
        return _BY_KEY[key.strip().lower()]
    except KeyError:
        names = ", ".join(level.key for level in LEVELS)
        raise ValueError(f"unknown level {key!r}: choose one of {names}") from None


def computer_action(number: int, game: Game) -> Action:
    """The move the computer of level `number` makes for the current seat."""
    return level_of(number).policy(game)
