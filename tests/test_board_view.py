"""engine.pickomino.view: the table as neutral data, checked against games played with
scripted dice."""

import random
from collections.abc import Iterable, Sequence

import pytest

from engine.pickomino import Game
from engine.pickomino import actions as act
from engine.pickomino.components import (
    BONUS_START,
    CLASSIC_TILES,
    EXTENSION_TILES,
    GRILLED_WORMS,
    WORMS,
)
from engine.pickomino.events import NO_TILE, NO_WORM
from engine.pickomino.game import ROLL, ROLL_OR_STOP, SET_ASIDE
from engine.pickomino.outcome import BUST, STEAL, TAKE
from engine.pickomino.simulate import play_game, random_policy
from engine.pickomino.view import AsideGroup, board_view


class ScriptedDice:
    """Hands out the given rolls in order and checks each has the size the engine asks for."""

    def __init__(self, rolls: Iterable[Sequence[int]]) -> None:
        self.rolls = list(rolls)

    def __call__(self, count: int, golden: bool) -> Sequence[int]:
        faces = self.rolls.pop(0)
        assert len(faces) == count, f"the engine rolls {count} dice, the script has {faces}"
        return faces


def play(game: Game, *codes: str) -> None:
    for code in codes:
        game.apply(act.Action.parse(code))


def test_a_new_classic_game_shows_the_whole_grill_face_up() -> None:
    view = board_view(Game.new("classic", 3))
    assert [tile.value for tile in view.grill] == list(CLASSIC_TILES)
    assert all(tile.face_up and tile.bonus is None for tile in view.grill)
    assert [tile.worms for tile in view.grill] == [WORMS[tile] for tile in CLASSIC_TILES]
    assert [seat.index for seat in view.seats] == [0, 1, 2]
    assert [seat.is_current for seat in view.seats] == [True, False, False]
    assert all(seat.tiles == 0 and seat.top_tile is None and seat.worms == 0 for seat in view.seats)
    assert view.turn is not None
    assert (view.turn.seat, view.turn.phase, view.turn.dice_left) == (0, ROLL, 8)
    assert view.turn.roll == () and view.turn.aside == () and view.turn.stop is None
    assert (view.rules, view.extension, view.reserve, view.ranking) == ("classic", False, 0, None)
    assert not view.over


def test_a_new_extension_game_shows_bonuses_and_the_reserve() -> None:
    view = board_view(Game.new("extension", 2))
    assert [tile.value for tile in view.grill] == list(EXTENSION_TILES)
    assert {tile.value: tile.bonus for tile in view.grill if tile.bonus} == BONUS_START
    assert view.reserve == GRILLED_WORMS
    assert view.bonuses_out == ()


def test_the_pending_roll_and_the_dice_set_aside() -> None:
    dice = ScriptedDice([[6, 6, 6, 5, 5, 4, 3, 2], [5, 5, 1, 1, 2]])
    game = Game.new("classic", 2, dice=dice)
    play(game, "roll")
    turn = board_view(game).turn
    assert turn is not None
    assert (turn.phase, turn.roll, turn.golden_face) == (SET_ASIDE, (6, 6, 6, 5, 5, 4, 3, 2), None)
    play(game, "aside:6")
    turn = board_view(game).turn
    assert turn is not None
    assert turn.roll == ()
    assert turn.aside == (AsideGroup(6, 3, golden=False),)
    assert (turn.total, turn.has_worm, turn.dice_left, turn.phase) == (15, True, 5, ROLL_OR_STOP)
    assert turn.stop is not None and (turn.stop.kind, turn.stop.reason) == (BUST, NO_TILE)
    play(game, "roll", "aside:5")
    turn = board_view(game).turn
    assert turn is not None
    assert turn.aside == (AsideGroup(5, 2, golden=False), AsideGroup(6, 3, golden=False))
    assert turn.total == 25 and turn.dice_left == 3
    assert turn.stop is not None and (turn.stop.kind, turn.stop.tile) == (TAKE, 25)


def test_without_a_worm_a_stop_is_shown_as_a_bust() -> None:
    game = Game.new("classic", 2, dice=ScriptedDice([[5, 5, 5, 5, 5, 5, 4, 4], [4, 4]]))
    play(game, "roll", "aside:5")
    turn = board_view(game).turn
    assert turn is not None and not turn.has_worm and not turn.canned_worm_counts
    assert turn.stop is not None and (turn.stop.kind, turn.stop.reason) == (BUST, NO_WORM)


def test_a_stolen_tile_moves_from_one_stack_to_the_other() -> None:
    to_thirty = [[6, 6, 6, 6, 5, 1, 2, 3], [5, 5, 4, 4]]
    game = Game.new("classic", 2, dice=ScriptedDice(to_thirty * 2))
    play(game, "roll", "aside:6", "roll", "aside:5", "stop")
    seat_zero = board_view(game).seats[0]
    assert (seat_zero.top_tile, seat_zero.top_worms, seat_zero.worms) == (30, 3, 3)
    play(game, "roll", "aside:6", "roll", "aside:5")
    turn = board_view(game).turn
    assert turn is not None and turn.stop is not None
    assert (turn.stop.kind, turn.stop.tile, turn.stop.victim) == (STEAL, 30, 0)
    play(game, "stop")
    view = board_view(game)
    assert (view.seats[0].tiles, view.seats[0].top_tile, view.seats[0].worms) == (0, None, 0)
    assert (view.seats[1].tiles, view.seats[1].top_tile, view.seats[1].worms) == (1, 30, 3)
    assert 30 not in [tile.value for tile in view.grill]


def test_a_flipped_tile_keeps_its_place_face_down() -> None:
    ones, twos = [1] * 8, [2] * 8
    dice = ScriptedDice([[6, 6, 6, 6, 5, 1, 2, 3], [5, 5, 4, 4], ones, twos])
    game = Game.new("classic", 2, dice=dice)
    play(game, "roll", "aside:6", "roll", "aside:5", "stop")
    play(game, "roll", "aside:1", "stop")
    play(game, "roll", "aside:2", "stop")
    view = board_view(game)
    assert [tile.value for tile in view.grill] == list(CLASSIC_TILES)
    assert [tile.value for tile in view.grill if not tile.face_up] == [36]
    assert view.seats[0].tiles == 0


def test_the_golden_die_in_the_roll_and_among_the_dice_set_aside() -> None:
    dice = ScriptedDice(
        [
            [6, 6, 6, 6, 3, 3, 4, 4],
            [5, 3, 3, 4],
            [2, 3, 3],
            [1, 2, 3, 4, 5, 1, 2, 3],
            [1, 2, 3, 4, 5, 5, 2, 3, 6],
        ]
    )
    game = Game.new("extension", 2, dice=dice)
    play(game, "roll", "aside:6", "roll", "aside:5", "roll", "aside:2", "stop")
    assert board_view(game).seats[0].bonus == "golden_die"
    play(game, "roll", "aside:5", "stop")
    turn = board_view(game).turn
    assert turn is not None and turn.golden_die_ready and turn.dice_left == 8
    play(game, "roll_golden")
    turn = board_view(game).turn
    assert turn is not None
    assert (turn.roll, turn.golden_face, turn.golden_in_play) == ((1, 2, 3, 4, 5, 5, 2, 3), 6, True)
    assert turn.dice_left == 9
    play(game, "aside:6")
    turn = board_view(game).turn
    assert turn is not None
    assert turn.aside == (AsideGroup(6, 1, golden=True),)
    assert (turn.golden_in_play, turn.dice_left, turn.has_worm) == (False, 8, True)


def test_the_canned_worm_counts_when_no_worm_is_set_aside() -> None:
    dice = ScriptedDice(
        [
            [6, 5, 1, 2, 2, 3, 3, 4],
            [5, 2, 2, 3, 3, 4, 4],
            [1, 2, 2, 3, 3, 4],
            [1, 2, 3, 4, 5, 1, 2, 3],
            [5, 5, 5, 5, 1, 2, 3, 4],
        ]
    )
    game = Game.new("extension", 2, dice=dice)
    play(game, "roll", "aside:6", "roll", "aside:5", "roll", "aside:1", "stop")
    view = board_view(game)
    assert view.seats[0].bonus == "canned_worm" and view.seats[0].top_tile == 11
    assert 11 not in [tile.value for tile in view.grill]
    play(game, "roll", "aside:5", "stop")
    play(game, "roll", "aside:5")
    turn = board_view(game).turn
    assert turn is not None and turn.canned_worm_counts and not turn.has_worm
    assert turn.stop is not None
    assert (turn.stop.kind, turn.stop.tile, turn.stop.canned_worm) == (TAKE, 25, True)


def test_a_removed_seat_is_shown_inactive_and_the_turn_moves_on() -> None:
    game = Game.new("classic", 3)
    play(game, "remove:0")
    view = board_view(game)
    assert [seat.active for seat in view.seats] == [False, True, True]
    assert view.turn is not None and view.turn.seat == 1
    assert [seat.is_current for seat in view.seats] == [False, True, False]


@pytest.mark.parametrize(("rules", "seats"), [("classic", 2), ("extension", 7)])
def test_game_over_gives_the_ranking_and_no_turn(rules: str, seats: int) -> None:
    game = Game.new(rules, seats, seed=11)
    play_game(game, random_policy(random.Random(5)))
    view = board_view(game)
    assert view.over and view.turn is None and view.ranking is not None
    assert not any(seat.is_current for seat in view.seats)
    expected = [(p.seat, p.place, p.worms, p.highest_tile or None) for p in game.ranking()]
    got = [(p.seat, p.place, p.worms, p.highest_tile) for p in view.ranking]
    assert got == expected
    for place in view.ranking:
        assert place.grilled_worms == game.grilled[place.seat]
        assert place.apple == (game.held[place.seat] == "apple")
        assert view.seats[place.seat].worms == place.worms


def test_every_seat_and_tile_agrees_with_the_game_during_random_play() -> None:
    policy = random_policy(random.Random(2))
    for seed in range(5):
        game = Game.new("extension", 4, seed=seed)
        while not game.is_over:
            view = board_view(game)
            on_grill = {tile.value for tile in view.grill if tile.face_up}
            assert on_grill == set(game.grill)
            assert {tile.value for tile in view.grill if not tile.face_up} == set(game.flipped)
            for seat in view.seats:
                stack = game.stacks[seat.index]
                assert seat.tiles == len(stack)
                assert seat.highest_tile == max(stack, default=None)
                assert seat.worms == game.worms(seat.index)
            assert view.turn is not None
            assert view.turn.total == sum(
                group.count * min(group.face, 5) for group in view.turn.aside
            )
            game.apply(policy(game))
