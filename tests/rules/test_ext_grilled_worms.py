"""X5, X6, X11, F4, F5, F9: grilled worms, from the double 1 and from the crow."""

from scripted import WORM, assert_illegal, codes, only, play, table

from engine.pickomino import events as ev
from engine.pickomino.game import CHOOSE_VICTIM, MUST_STOP, ROLL, ROLL_OR_STOP
from engine.pickomino.options import SetAsideConsequence, VictimConsequence, options_of

DOUBLE_ONE = [[1, 1, 2, 3, 4, 5, WORM, WORM]]
DOUBLE_ONE_ACTIONS = ("roll", "aside:1")
TWENTY_THREE = [[WORM] * 4 + [1, 2, 4, 4], [3, 4, 4, 5]]
"""Four worms, then a 3: exactly 23, the crow's tile."""
TWENTY_THREE_ACTIONS = ("roll", "aside:6", "roll", "aside:3", "stop")


def test_x6_setting_aside_two_1s_takes_a_grilled_worm_at_once() -> None:
    game = table("extension", rolls=DOUBLE_ONE)
    events = play(game, *DOUBLE_ONE_ACTIONS)
    assert only(events, ev.GrilledWormTaken) == [ev.GrilledWormTaken(0, None)]
    assert (game.grilled[0], game.reserve) == (1, 6)
    assert game.phase == ROLL_OR_STOP


def test_x6_a_single_1_takes_no_grilled_worm() -> None:
    game = table("extension", rolls=[[1, 2, 2, 3, 4, 5, WORM, WORM]])
    events = play(game, "roll", "aside:1")
    assert only(events, ev.GrilledWormTaken) == []
    assert game.reserve == 7


def test_x6_three_1s_take_one_grilled_worm() -> None:
    game = table("extension", rolls=[[1, 1, 1, 3, 4, 5, WORM, WORM]])
    play(game, "roll", "aside:1")
    assert game.grilled[0] == 1


def test_x6_the_grilled_worm_stays_whatever_the_outcome_of_the_turn() -> None:
    game = table("extension", rolls=[*DOUBLE_ONE, [2, 2, 3, 3, 4, 4]], stacks={0: [30]})
    events = play(game, *DOUBLE_ONE_ACTIONS, "roll", "aside:2", "stop")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_worm", 6)]
    assert game.grilled[0] == 1
    assert game.worms(0) == 1


def test_x6_the_classic_game_has_no_grilled_worms() -> None:
    game = table(rolls=DOUBLE_ONE)
    events = play(game, *DOUBLE_ONE_ACTIONS)
    assert only(events, ev.GrilledWormTaken) == []
    assert game.grilled == [0, 0]


def test_x6_the_set_aside_button_announces_the_grilled_worm() -> None:
    game = table("extension", rolls=DOUBLE_ONE)
    play(game, "roll")
    by_face = {option.action.arg: option.consequence for option in options_of(game)}
    assert by_face[1] == SetAsideConsequence(1, 2, 2, 2, grilled_worm=True)
    assert by_face[WORM] == SetAsideConsequence(WORM, 2, 10, 10, grilled_worm=False)


def test_f4_a_golden_1_with_a_white_1_is_a_double_1() -> None:
    game = table("extension", rolls=[[1, 2, 3, 4, 5, WORM, WORM, WORM, 1]], held={0: "golden_die"})
    events = play(game, "roll_golden", "aside:1")
    assert only(events, ev.SetAside) == [ev.SetAside(0, 1, 2, 2)]
    assert only(events, ev.GrilledWormTaken) == [ev.GrilledWormTaken(0, None)]


def test_x5_the_grilled_worm_comes_from_the_reserve_while_it_lasts() -> None:
    game = table("extension", seats=3, rolls=DOUBLE_ONE, grilled={1: 3, 2: 3})
    events = play(game, *DOUBLE_ONE_ACTIONS)
    assert only(events, ev.GrilledWormTaken) == [ev.GrilledWormTaken(0, None)]
    assert (game.grilled, game.reserve) == ([1, 3, 3], 0)


def test_x5_with_the_reserve_empty_the_player_chooses_the_opponent() -> None:
    game = table("extension", seats=3, rolls=DOUBLE_ONE, grilled={1: 3, 2: 4})
    events = play(game, *DOUBLE_ONE_ACTIONS)
    assert only(events, ev.VictimChoice) == [ev.VictimChoice(0, (1, 2))]
    assert game.phase == CHOOSE_VICTIM
    assert codes(game) == ["victim:1", "victim:2"]
    assert [option.consequence for option in options_of(game)] == [
        VictimConsequence(1, 3),
        VictimConsequence(2, 4),
    ]
    assert_illegal(game, "victim:0", "not_a_choice")
    events = play(game, "victim:2")
    assert only(events, ev.GrilledWormTaken) == [ev.GrilledWormTaken(0, 2)]
    assert game.grilled == [1, 3, 3]
    assert game.phase == ROLL_OR_STOP
    assert game.current == 0


def test_x5_after_the_choice_a_turn_with_no_dice_left_must_stop() -> None:
    rolls = [[WORM] * 6 + [2, 3], [1, 1]]
    game = table("extension", seats=3, rolls=rolls, grilled={1: 3, 2: 4})
    play(game, "roll", "aside:6", "roll", "aside:1", "victim:1")
    assert game.phase == MUST_STOP
    assert game.total == 32


def test_x5_never_from_the_hen_holder() -> None:
    game = table("extension", seats=3, rolls=DOUBLE_ONE, grilled={1: 3, 2: 4}, held={2: "hen"})
    events = play(game, *DOUBLE_ONE_ACTIONS)
    assert only(events, ev.VictimChoice) == []
    assert only(events, ev.GrilledWormTaken) == [ev.GrilledWormTaken(0, 1)]
    assert game.grilled == [1, 2, 4]


def test_x5_nothing_is_taken_when_only_the_hen_holder_has_grilled_worms() -> None:
    game = table("extension", rolls=DOUBLE_ONE, grilled={1: 7}, held={1: "hen"})
    events = play(game, *DOUBLE_ONE_ACTIONS)
    assert only(events, ev.GrilledWormMissed) == [ev.GrilledWormMissed(0)]
    assert game.grilled == [0, 7]
    assert game.phase == ROLL_OR_STOP


def test_x5_nothing_is_taken_when_the_player_holds_every_grilled_worm() -> None:
    game = table("extension", rolls=DOUBLE_ONE, grilled={0: 7})
    events = play(game, *DOUBLE_ONE_ACTIONS)
    assert only(events, ev.GrilledWormMissed) == [ev.GrilledWormMissed(0)]
    assert game.grilled == [7, 0]


def test_x5_opponents_without_grilled_worms_are_not_offered() -> None:
    game = table("extension", seats=4, rolls=DOUBLE_ONE, grilled={1: 3, 3: 4})
    play(game, *DOUBLE_ONE_ACTIONS)
    assert codes(game) == ["victim:1", "victim:3"]


def test_f9_a_single_possible_victim_gives_the_grilled_worm_without_asking() -> None:
    game = table("extension", seats=3, rolls=DOUBLE_ONE, grilled={1: 7})
    events = play(game, *DOUBLE_ONE_ACTIONS)
    assert only(events, ev.VictimChoice) == []
    assert only(events, ev.GrilledWormTaken) == [ev.GrilledWormTaken(0, 1)]
    assert game.phase == ROLL_OR_STOP


def test_x11_the_crow_tile_gives_a_grilled_worm_and_the_crow_moves_on() -> None:
    game = table("extension", rolls=TWENTY_THREE)
    events = play(game, *TWENTY_THREE_ACTIONS)
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 23, 23)]
    assert only(events, ev.GrilledWormTaken) == [ev.GrilledWormTaken(0, None)]
    assert only(events, ev.BonusMoved) == [ev.BonusMoved("crow", 23, 13)]
    assert game.tile_bonus[13] == "crow"
    assert game.grilled[0] == 1


def test_x11_the_crow_is_never_held_by_a_player() -> None:
    game = table("extension", rolls=TWENTY_THREE, held={0: "weasel"})
    events = play(game, *TWENTY_THREE_ACTIONS)
    assert only(events, ev.BonusGained) == []
    assert only(events, ev.BonusChoice) == []
    assert game.held[0] == "weasel"
    assert "crow" not in game.held


def test_x11_the_crow_moves_to_the_lowest_tile_without_a_bonus() -> None:
    tile_bonus = {11: "canned_worm", 13: "apple", 21: "hen", 23: "crow"}
    game = table("extension", rolls=TWENTY_THREE, tile_bonus=tile_bonus)
    events = play(game, *TWENTY_THREE_ACTIONS)
    assert only(events, ev.BonusMoved) == [ev.BonusMoved("crow", 23, 22)]


def test_x11_with_the_reserve_empty_the_crow_taker_chooses_the_victim_then_the_turn_ends() -> None:
    game = table("extension", seats=3, rolls=TWENTY_THREE, grilled={1: 3, 2: 4})
    events = play(game, *TWENTY_THREE_ACTIONS)
    assert only(events, ev.VictimChoice) == [ev.VictimChoice(0, (1, 2))]
    assert game.tile_bonus[13] == "crow"
    events = play(game, "victim:1")
    assert game.grilled == [1, 2, 4]
    assert only(events, ev.TurnStarted) == [ev.TurnStarted(1)]
    assert game.phase == ROLL


def test_f5_the_crow_also_acts_when_its_tile_is_taken_as_a_fallback() -> None:
    game = table("extension", rolls=[[WORM] * 4 + [1, 2, 3, 3], [4, 4, 2, 2]], flipped=[24])
    events = play(game, "roll", "aside:6", "roll", "aside:2", "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 23, 24)]
    assert only(events, ev.GrilledWormTaken) == [ev.GrilledWormTaken(0, None)]
    assert only(events, ev.BonusMoved) == [ev.BonusMoved("crow", 23, 13)]
