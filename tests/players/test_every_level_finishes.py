"""Every computer level finishes its games (issue 26): tables of one level only, both rule
sets, every seat count, with and without R15's `flip_when_nothing_returned`.

Before, the easy level stopped only at 28 or more or with its last die, so in the extension it
almost never took 11 or 13 (which need a worm it kept for last); with busts that flip nothing
once the returned tile is the highest (R15's default), the grill settled on tiles that went
back and forth, and two easy seats played a median of 15,356 turns. Seeded: a game that ends
here ends every time.
"""

import pytest

from engine.pickomino import Game
from engine.pickomino.components import MAX_SEATS, MIN_SEATS, RULE_SETS
from engine.pickomino.players.levels import LEVELS, Level
from engine.pickomino.settings import Settings

BOUND = 2000
"""Turns (one seat's turn each) a game may last: over five times the longest of these games
(354 turns, easy; medium 156, expert 69, master 97), so a slow game passes and one that does
not end cannot."""
GAMES = 2
"""Games per rule set, seat count and setting: 48 a level, a few seconds for the thinkers."""


def longest_game(level: Level) -> int:
    """Plays every table of `level`; the longest game in turns, or fails on one past BOUND."""
    longest = 0
    for rules in RULE_SETS:
        for seats in range(MIN_SEATS, MAX_SEATS + 1):
            for flip in (False, True):
                for number in range(GAMES):
                    settings = Settings(flip_when_nothing_returned=flip)
                    game = Game.new(rules, seats, 26_000 + 100 * seats + number, settings)
                    while not game.is_over and game.turn <= BOUND:
                        game.apply(level.policy(game))
                    table = f"{level.key}, {rules}, {seats} seats, flip={flip}, game {number}"
                    assert game.is_over, f"{table}: still playing after {BOUND} turns"
                    longest = max(longest, game.turn)
    return longest


@pytest.mark.parametrize("level", LEVELS, ids=[level.key for level in LEVELS])
def test_every_level_ends_every_game_within_the_bound(level: Level) -> None:
    assert longest_game(level) <= BOUND
