"""R1-R8 and F1: the components, and a turn from the first roll to the stop."""

import pytest
from scripted import WORM, assert_illegal, codes, dice_of, only, play, stop_outcome_offered, table

from engine.pickomino import Game
from engine.pickomino import events as ev
from engine.pickomino.game import MUST_STOP, ROLL, ROLL_OR_STOP, SET_ASIDE
from engine.pickomino.options import options_of

TILE_WORMS = {
    **dict.fromkeys(range(21, 25), 1),
    **dict.fromkeys(range(25, 29), 2),
    **dict.fromkeys(range(29, 33), 3),
    **dict.fromkeys(range(33, 37), 4),
}


def test_r1_classic_grill_is_tiles_21_to_36_in_order() -> None:
    game = Game.new("classic", 2)
    assert game.grill == list(range(21, 37))
    assert game.flipped == []
    assert game.stacks == [[], []]


@pytest.mark.parametrize("tile", sorted(TILE_WORMS))
def test_r1_worms_printed_on_each_classic_tile(tile: int) -> None:
    game = table(stacks={1: [tile]})
    assert game.worms(1) == TILE_WORMS[tile]
    assert game.worms(0) == 0


@pytest.mark.parametrize("tile", [11, 13])
def test_r1_extension_tiles_11_and_13_carry_one_worm(tile: int) -> None:
    game = table("extension", stacks={0: [tile]}, tile_bonus={})
    assert game.worms(0) == 1


def test_r2_eight_white_dice_and_a_worm_counts_five() -> None:
    game = table(rolls=[[WORM, WORM, 1, 2, 3, 4, 4, 5]])
    events = play(game, "roll", "aside:6")
    assert dice_of(game).throws == [(8, False)]
    assert only(events, ev.SetAside) == [ev.SetAside(0, WORM, 2, 10)]


@pytest.mark.parametrize(("face", "points"), [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (WORM, 5)])
def test_r2_each_face_is_worth_its_points(face: int, points: int) -> None:
    others = [other for other in (1, 2, 3, 4, 5, WORM) if other != face]
    game = table(rolls=[[face, face, face, *others]])
    play(game, "roll", f"aside:{face}")
    assert game.total == 3 * points


@pytest.mark.parametrize("seats", [1, 8])
def test_r3_a_game_has_two_to_seven_seats(seats: int) -> None:
    with pytest.raises(ValueError):
        Game.new("classic", seats)


@pytest.mark.parametrize("seats", [2, 7])
def test_r3_two_and_seven_seats_are_allowed(seats: int) -> None:
    assert Game.new("classic", seats).stacks == [[] for _ in range(seats)]


def test_r3_play_passes_to_the_next_seat_and_wraps_around() -> None:
    game = table(
        seats=3,
        rolls=[[WORM] * 5 + [1, 2, 3], [1, 1, 2, 2, 3, 3, 4, 4], [WORM] * 6 + [1, 2]],
    )
    started = only(play(game, "roll", "aside:6", "stop"), ev.TurnStarted)
    assert started == [ev.TurnStarted(1)]
    started = only(play(game, "roll", "aside:4", "stop"), ev.TurnStarted)
    assert started == [ev.TurnStarted(2)]
    started = only(play(game, "roll", "aside:6", "stop"), ev.TurnStarted)
    assert started == [ev.TurnStarted(0)]
    assert game.current == 0
    assert game.stacks == [[25], [], [30]]


def test_r4_a_turn_starts_with_a_roll_of_eight_dice() -> None:
    game = table(rolls=[[1, 2, 3, 4, 5, WORM, WORM, WORM]])
    assert game.phase == ROLL
    assert codes(game) == ["roll"]
    play(game, "roll")
    assert dice_of(game).throws == [(8, False)]
    assert game.roll == (1, 2, 3, 4, 5, WORM, WORM, WORM)


def test_r4_each_roll_throws_every_die_not_set_aside() -> None:
    game = table(rolls=[[4, 4, 4, 1, 2, 3, 5, WORM], [WORM, 1, 1, 2, 2], [5, 5, 3]])
    play(game, "roll", "aside:4", "roll", "aside:1", "roll")
    assert dice_of(game).throws == [(8, False), (5, False), (3, False)]


def test_r5_any_face_of_the_roll_may_be_chosen_and_all_its_dice_go_aside() -> None:
    """The example of base rules a: from [1,1,1,3,3,5,5,worm], take the 1s, 3s, 5s or worm."""
    game = table(rolls=[[1, 1, 1, 3, 3, 5, 5, WORM]])
    play(game, "roll")
    assert game.phase == SET_ASIDE
    assert codes(game) == ["aside:1", "aside:3", "aside:5", "aside:6"]
    events = play(game, "aside:1")
    assert only(events, ev.SetAside) == [ev.SetAside(0, 1, 3, 3)]
    assert game.aside[1] == 3
    assert game.white_left == 5


def test_r5_a_face_on_a_single_die_may_be_taken_alone() -> None:
    game = table(rolls=[[WORM, 2, 2, 2, 3, 3, 3, 3]])
    events = play(game, "roll", "aside:6")
    assert only(events, ev.SetAside) == [ev.SetAside(0, WORM, 1, 5)]
    assert game.white_left == 7


def test_r5_a_face_already_set_aside_this_turn_cannot_be_chosen_again() -> None:
    game = table(rolls=[[4, 4, 4, 1, 2, 3, 5, WORM], [4, 4, 2, 3, WORM]])
    play(game, "roll", "aside:4", "roll")
    assert codes(game) == ["aside:2", "aside:3", "aside:6"]
    assert_illegal(game, "aside:4", "face_already_used")


def test_r5_a_face_not_in_the_roll_cannot_be_set_aside() -> None:
    game = table(rolls=[[4, 4, 4, 1, 2, 3, 3, WORM]])
    play(game, "roll")
    assert_illegal(game, "aside:5", "face_not_in_roll")


def test_r5_faces_used_in_earlier_turns_are_free_again() -> None:
    game = table(rolls=[[WORM] * 5 + [1, 2, 3], [WORM] * 5 + [1, 2, 3]])
    play(game, "roll", "aside:6", "stop")
    play(game, "roll")
    assert "aside:6" in codes(game)


def test_r6_a_roll_showing_only_faces_already_set_aside_busts() -> None:
    game = table(rolls=[[WORM, WORM, WORM, 5, 5, 1, 2, 3], [WORM, WORM, WORM, WORM, WORM]])
    events = play(game, "roll", "aside:6", "roll")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_new_face", 15)]
    assert game.current == 1
    assert game.phase == ROLL


def test_r6_the_bust_comes_even_when_a_stop_would_have_taken_a_tile() -> None:
    game = table(rolls=[[WORM, WORM, WORM, WORM, WORM, 1, 2, 3], [1, 1, 2], [1]])
    events = play(game, "roll", "aside:6", "roll", "aside:1", "roll")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_new_face", 27)]
    assert game.stacks == [[], []]


def test_r7_after_a_set_aside_with_dice_left_the_player_rolls_or_stops() -> None:
    game = table(rolls=[[WORM, WORM, 1, 2, 3, 4, 4, 5]])
    play(game, "roll", "aside:6")
    assert game.phase == ROLL_OR_STOP
    assert codes(game) == ["roll", "stop"]


def test_r7_with_no_dice_left_the_player_must_stop() -> None:
    game = table(rolls=[[WORM] * 8])
    play(game, "roll", "aside:6")
    assert game.phase == MUST_STOP
    assert codes(game) == ["stop"]
    assert_illegal(game, "roll", "wrong_phase")
    events = play(game, "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 36, 40)]


def test_r8_the_total_is_the_sum_of_the_dice_set_aside() -> None:
    game = table(rolls=[[4, 4, 4, 1, 2, 3, 5, WORM], [WORM, 1, 1, 2, 2], [5, 5, 3, 3]])
    play(game, "roll", "aside:4", "roll", "aside:6", "roll", "aside:5")
    assert game.total == 12 + 5 + 10
    events = play(game, "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 27, 27)]


def test_r8_stopping_is_allowed_right_after_the_first_set_aside() -> None:
    game = table(rolls=[[WORM] * 5 + [1, 2, 3]])
    events = play(game, "roll", "aside:6", "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 25, 25)]
    assert game.stacks[0] == [25]


def test_r8_a_stop_without_a_worm_busts_and_the_stop_button_says_so_first() -> None:
    game = table(rolls=[[5, 5, 5, 5, 4, 4, 4, 4], [4, 4, 4, 4]], stacks={0: [22]})
    play(game, "roll", "aside:5", "roll", "aside:4")
    assert game.total == 36
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.reason, outcome.total) == ("bust", "no_worm", 36)
    assert game.stop_outcome() == outcome
    events = play(game, "stop")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_worm", 36)]
    assert game.stacks[0] == []
    assert 36 not in game.grill


def test_r8_the_stop_button_names_the_tile_before_committing() -> None:
    game = table(rolls=[[WORM] * 5 + [1, 2, 3]])
    play(game, "roll", "aside:6")
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.tile, outcome.total) == ("take", 25, 25)
    assert game.stacks == [[], []]


def test_r8_a_stop_that_reaches_no_tile_is_shown_as_a_bust_before_committing() -> None:
    game = table(rolls=[[WORM, WORM, WORM, 1, 2, 3, 4, 4]])
    play(game, "roll", "aside:6")
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.reason, outcome.total) == ("bust", "no_tile", 15)


def test_f1_no_stop_right_after_a_roll() -> None:
    game = table(rolls=[[WORM] * 5 + [1, 2, 3], [1, 2, 3]])
    play(game, "roll")
    assert "stop" not in codes(game)
    assert_illegal(game, "stop", "wrong_phase")
    play(game, "aside:6", "roll")
    assert game.phase == SET_ASIDE
    assert "stop" not in codes(game)
    assert_illegal(game, "stop", "wrong_phase")


def test_f1_with_no_dice_left_stop_is_the_only_action_offered() -> None:
    game = table(rolls=[[WORM, WORM, WORM, WORM, 5, 5, 5, 5], [WORM] * 4])
    play(game, "roll", "aside:5", "roll", "aside:6")
    assert [str(option.action) for option in options_of(game)] == ["stop"]
    assert_illegal(game, "roll", "wrong_phase")
