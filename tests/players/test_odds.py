"""The odds shown to a player equal an exact count through the real engine: every roll of the
dice, in every order, played by the expert to the end of the turn."""

from collections import Counter
from itertools import combinations_with_replacement
from math import factorial

import pytest
from arranged_tables import arranged

from engine.pickomino import Game
from engine.pickomino import actions as act
from engine.pickomino.actions import Action
from engine.pickomino.events import Bust, TileStolen, TileTaken, TurnStarted
from engine.pickomino.players.expert import expert_action
from engine.pickomino.players.odds import odds
from engine.pickomino.policies import cautious_action
from engine.pickomino.simulate import play_game


def ways(faces: tuple[int, ...]) -> int:
    """How many ordered rolls show this multiset of faces."""
    count = factorial(len(faces))
    for repeated in Counter(faces).values():
        count //= factorial(repeated)
    return count


def endings_by_enumeration(game: Game) -> Counter:
    """Chance of each end of the current turn ('bust' or the tile taken), the expert playing
    every move and the dice taking every value."""
    found: Counter = Counter()

    def explore(position: Game, chance: float) -> None:
        action = expert_action(position)
        if action.kind in (act.ROLL, act.ROLL_GOLDEN, act.WEASEL_REROLL):
            dice = position.dice_left if action.kind != act.ROLL_GOLDEN else 9
            if position.phase == "roll" and action.kind == act.ROLL:
                dice = position.white_left
            for faces in combinations_with_replacement(range(1, 7), dice):
                follow(position, action, faces, chance * ways(faces) / 6**dice)
        else:
            follow(position, action, None, chance)

    def follow(position: Game, action: Action, faces, chance: float) -> None:
        twin = position.copy()
        if faces is not None:
            twin.dice = lambda count, golden: list(faces)
        events = twin.apply(action)
        for event in events:
            if isinstance(event, Bust):
                found["bust"] += chance
                return
            if isinstance(event, TileTaken | TileStolen):
                found[event.tile] += chance
                return
            if isinstance(event, TurnStarted):
                raise AssertionError("the turn ended without a tile or a bust")
        explore(twin, chance)

    explore(game, 1.0)
    return found


def mid_turn(rules: str, rolls, moves, **table) -> Game:
    game = arranged(rules, rolls=rolls, **table)
    for code in moves:
        game.apply(Action.parse(code))
    return game


POSITIONS = {
    "three dice, a worm kept, a steal in reach": mid_turn(
        "classic",
        [[6, 6, 5, 5, 2, 1, 1, 3], [5, 5, 5, 3, 4, 1]],
        ["roll", "aside:6", "roll", "aside:5"],
        stacks={1: [24, 31]},
    ),
    "three dice, no worm yet, a top tile to lose": mid_turn(
        "classic",
        [[4, 4, 4, 3, 2, 1, 1, 5], [3, 3, 5, 2, 1]],
        ["roll", "aside:4", "roll", "aside:3"],
        stacks={0: [26], 1: [22]},
    ),
    "extension, two dice, the hen guards a top tile": mid_turn(
        "extension",
        [[6, 6, 6, 5, 5, 4, 4, 1], [5, 5, 5, 3, 1]],
        ["roll", "aside:6", "roll", "aside:5"],
        stacks={1: [29]},
        held={1: "hen"},
    ),
}


@pytest.mark.parametrize("name", POSITIONS)
def test_odds_equal_an_exact_enumeration_through_the_engine(name):
    game = POSITIONS[name]
    shown = odds(game)
    exact = endings_by_enumeration(game)
    assert shown.turn_bust == pytest.approx(exact["bust"], abs=1e-12)
    assert shown.tiles, "some tile is in reach"
    for tile in shown.tiles:
        at_least = sum(
            chance for end, chance in exact.items() if end != "bust" and end >= tile.tile
        )
        assert tile.chance == pytest.approx(at_least, abs=1e-12), tile
    assert shown.advice == expert_action(game)


def test_the_next_roll_busts_when_every_die_shows_a_face_already_set_aside():
    game = POSITIONS["three dice, a worm kept, a steal in reach"]
    assert game.phase == "roll_or_stop" and game.dice_left == 3
    assert odds(game).next_roll_bust == pytest.approx((2 / 6) ** 3)


def test_a_steal_in_reach_is_listed_with_its_victim():
    game = POSITIONS["three dice, a worm kept, a steal in reach"]
    tiles = {tile.tile: tile for tile in odds(game).tiles}
    assert tiles[31].victim == 1


def test_the_advice_lists_every_legal_action_with_its_worth():
    game = POSITIONS["three dice, no worm yet, a top tile to lose"]
    shown = odds(game)
    assert {choice.action for choice in shown.choices} == set(game.legal_actions())
    best = max(shown.choices, key=lambda choice: choice.value)
    assert best.action == shown.advice


def test_no_odds_once_the_game_is_over():
    game = Game.new("classic", 2, seed=3)
    play_game(game, cautious_action)
    with pytest.raises(ValueError):
        odds(game)
