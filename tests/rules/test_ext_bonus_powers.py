"""X7, X9, X10, X12, X13 and F1, F3, F4, F6: what each bonus does for its holder."""

import pytest
from scripted import WORM, assert_illegal, codes, dice_of, only, play, stop_outcome_offered, table

from engine.pickomino import Settings
from engine.pickomino import events as ev
from engine.pickomino.game import BUST_OR_WEASEL, CHOOSE_BONUS, MUST_STOP, ROLL_OR_STOP, SET_ASIDE
from engine.pickomino.options import RollConsequence, options_of

NO_WORM_26 = [[4, 4, 4, 4, 5, 5, 1, 2], [5, 5, 3, 3]]
"""Four 4s, then two 5s: 26 and no worm, two dice left."""
NO_WORM_26_ACTIONS = ("roll", "aside:4", "roll", "aside:5")
THIRTY = [[WORM] * 4 + [1, 2, 3, 3], [5, 5, 2, 2]]
THIRTY_ACTIONS = ("roll", "aside:6", "roll", "aside:5", "stop")
NO_WORM_BUST = [[1, 1, 2, 2, 3, 3, 4, 4]]
NO_WORM_BUST_ACTIONS = ("roll", "aside:4", "stop")
ALL_SETTINGS = [
    Settings(),
    Settings(flip_when_nothing_returned=True),
    Settings(short_game=True),
    Settings(flip_when_nothing_returned=True, short_game=True),
]


def test_x7_the_canned_worm_stands_in_for_a_missing_worm_worth_5() -> None:
    game = table("extension", rolls=NO_WORM_26, held={0: "canned_worm"})
    play(game, *NO_WORM_26_ACTIONS)
    assert game.total == 26
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.tile, outcome.total, outcome.canned_worm) == (
        "take",
        31,
        31,
        True,
    )
    events = play(game, "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 31, 31)]


def test_x7_without_the_canned_worm_the_same_dice_bust() -> None:
    game = table("extension", rolls=NO_WORM_26)
    events = play(game, *NO_WORM_26_ACTIONS, "stop")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_worm", 26)]


def test_x7_the_canned_worm_is_not_used_when_a_worm_was_set_aside() -> None:
    game = table("extension", rolls=THIRTY, held={0: "canned_worm"})
    play(game, *THIRTY_ACTIONS[:-1])
    outcome = stop_outcome_offered(game)
    assert (outcome.tile, outcome.total, outcome.canned_worm) == (30, 30, False)
    events = play(game, "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 30, 30)]


def test_x7_the_canned_worm_can_make_exactly_13() -> None:
    game = table("extension", rolls=[[4, 4, 5, 5, 5, 5, 5, 5]], held={0: "canned_worm"})
    events = play(game, "roll", "aside:4", "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 13, 13)]


def test_x7_a_canned_worm_total_that_reaches_no_tile_is_a_bust() -> None:
    game = table("extension", rolls=[[2, 2, 5, 5, 5, 5, 5, 5]], held={0: "canned_worm"})
    play(game, "roll", "aside:2")
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.reason, outcome.total) == ("bust", "no_tile", 9)
    assert outcome.canned_worm
    events = play(game, "stop")
    assert [bust.reason for bust in only(events, ev.Bust)] == ["no_tile"]


def test_f3_the_canned_worm_acts_only_at_the_stop_and_its_holder_keeps_it() -> None:
    game = table("extension", rolls=NO_WORM_26, held={0: "canned_worm"})
    play(game, *NO_WORM_26_ACTIONS)
    assert not game.has_face_used(WORM)
    play(game, "stop")
    assert game.stacks[0] == [11, 31], "11 came with the canned worm (X3)"
    assert game.held[0] == "canned_worm"
    assert "canned_worm" not in game.tile_bonus.values()


def test_x9_the_golden_die_holder_may_roll_nine_dice_at_the_first_roll() -> None:
    game = table("extension", rolls=[[1, 2, 3, 4, 5, WORM, WORM, WORM, 4]], held={0: "golden_die"})
    assert codes(game) == ["roll", "roll_golden"]
    by_code = {str(option.action): option.consequence for option in options_of(game)}
    assert by_code["roll_golden"] == RollConsequence(9, True)
    assert by_code["roll"] == RollConsequence(8, False)
    events = play(game, "roll_golden")
    assert dice_of(game).throws == [(9, True)]
    assert only(events, ev.Rolled) == [ev.Rolled(0, (1, 2, 3, 4, 5, WORM, WORM, WORM), 4)]


def test_x9_the_holder_may_also_roll_only_the_eight_white_dice() -> None:
    game = table("extension", rolls=[[1, 2, 3, 4, 5, WORM, WORM, WORM]], held={0: "golden_die"})
    events = play(game, "roll")
    assert dice_of(game).throws == [(8, False)]
    assert only(events, ev.Rolled) == [ev.Rolled(0, (1, 2, 3, 4, 5, WORM, WORM, WORM), None)]


def test_x9_the_golden_die_can_join_only_the_first_roll() -> None:
    game = table(
        "extension",
        rolls=[[1, 2, 3, 4, 5, WORM, WORM, WORM]],
        held={0: "golden_die"},
    )
    play(game, "roll", "aside:6")
    assert codes(game) == ["roll", "stop"]
    assert_illegal(game, "roll_golden", "no_golden_die")


def test_x9_only_the_holder_has_the_golden_die() -> None:
    game = table("extension", held={1: "golden_die"})
    assert codes(game) == ["roll"]
    assert_illegal(game, "roll_golden", "no_golden_die")


def test_x9_the_golden_die_is_rolled_again_until_it_is_set_aside() -> None:
    rolls = [[1, 2, 3, 4, 5, WORM, WORM, WORM, 3], [1, 2, 3, 4, 5, 2], [1, 3, 4, 5]]
    game = table("extension", rolls=rolls, held={0: "golden_die"})
    play(game, "roll_golden", "aside:6", "roll")
    events = play(game, "aside:2")
    assert only(events, ev.SetAside) == [ev.SetAside(0, 2, 2, 19)]
    play(game, "roll")
    assert dice_of(game).throws == [(9, True), (6, True), (4, False)]


def test_x9_the_golden_die_alone_may_be_rolled_when_the_white_dice_are_all_aside() -> None:
    game = table("extension", rolls=[[WORM] * 8 + [5], [5]], held={0: "golden_die"})
    play(game, "roll_golden", "aside:6")
    assert game.total == 40
    assert game.phase == ROLL_OR_STOP
    play(game, "roll")
    assert dice_of(game).throws == [(9, True), (1, True)]
    play(game, "aside:5")
    assert game.phase == MUST_STOP
    assert game.total == 45


def test_x9_the_golden_die_alone_can_show_the_new_face() -> None:
    rolls = [[3, 1, 2, 4, 5, WORM, WORM, WORM, 4], [3] * 7 + [4], [1, 2, 2, 2, 2, 2, 2]]
    game = table("extension", rolls=rolls, held={0: "golden_die"})
    play(game, "roll_golden", "aside:3", "roll")
    assert game.new_faces() == (4,)
    events = play(game, "aside:4")
    assert only(events, ev.SetAside) == [ev.SetAside(0, 4, 1, 7)]
    play(game, "roll")
    assert dice_of(game).throws == [(9, True), (8, True), (7, False)]


def test_x9_a_golden_die_showing_a_face_already_set_aside_brings_nothing_new() -> None:
    rolls = [[3, 1, 2, 4, 5, WORM, WORM, WORM, 4], [3] * 8]
    game = table("extension", rolls=rolls, held={0: "golden_die"})
    events = play(game, "roll_golden", "aside:3", "roll")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_new_face", 3)]


def test_x9_setting_golden_die_faces_changes_only_the_golden_die() -> None:
    game = table(
        "extension", settings=Settings(golden_die_faces=(WORM,) * 6), held={0: "golden_die"}
    )
    game.dice = None
    play(game, "roll_golden")
    assert game.roll_golden == WORM
    assert len(game.roll_white) == 8


def test_f4_a_player_who_gains_the_golden_die_rolls_it_from_their_next_turn() -> None:
    rolls = [[WORM] * 5 + [1, 3, 4], [2, 3, 3], [1, 1, 2, 2, 3, 3, 4, 4]]
    game = table("extension", rolls=rolls)
    play(game, "roll", "aside:6", "roll", "aside:2", "stop")
    assert game.held[0] == "golden_die"
    assert codes(game) == ["roll"]
    play(game, "roll", "aside:4", "stop")
    assert game.current == 0
    assert codes(game) == ["roll", "roll_golden"]


def test_x10_a_total_that_would_steal_the_hen_holder_top_tile_takes_the_hen_instead() -> None:
    game = table("extension", rolls=THIRTY, stacks={1: [24, 30]}, held={1: "hen"})
    play(game, *THIRTY_ACTIONS[:-1])
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.victim, outcome.tile) == ("hen", 1, None)
    events = play(game, "stop")
    assert only(events, ev.HenTaken) == [ev.HenTaken(0, 1)]
    assert only(events, ev.TileStolen) == []
    assert only(events, ev.BonusGained) == [ev.BonusGained(0, "hen", 1)]
    assert game.stacks == [[], [24, 30]]
    assert game.held == ["hen", None]


def test_x10_the_hen_starts_on_21_and_is_gained_with_that_tile() -> None:
    game = table("extension", rolls=[[WORM] * 4 + [2, 2, 3, 3], [1, 2, 2, 3]])
    events = play(game, "roll", "aside:6", "roll", "aside:1", "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 21, 21)]
    assert game.held[0] == "hen"


@pytest.mark.parametrize("settings", ALL_SETTINGS)
def test_x10_hen_holder_busting_with_a_tile_returns_the_hen_and_nothing_is_flipped(
    settings: Settings,
) -> None:
    game = table(
        "extension", rolls=NO_WORM_BUST, settings=settings, stacks={0: [22, 30]}, held={0: "hen"}
    )
    events = play(game, *NO_WORM_BUST_ACTIONS)
    assert only(events, ev.TileReturned) == []
    assert only(events, ev.TileFlipped) == []
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "hen", 13)]
    assert game.stacks[0] == [22, 30]
    assert game.held[0] is None
    assert game.flipped == []


@pytest.mark.parametrize("settings", ALL_SETTINGS)
def test_x10_hen_holder_busting_without_a_tile_keeps_the_hen_and_nothing_happens(
    settings: Settings,
) -> None:
    game = table("extension", rolls=NO_WORM_BUST, settings=settings, held={0: "hen"})
    events = play(game, *NO_WORM_BUST_ACTIONS)
    assert [type(event) for event in events[2:]] == [ev.Bust, ev.TurnStarted]
    assert game.held[0] == "hen"
    assert game.flipped == []


def test_x10_a_total_of_13_never_takes_the_hen() -> None:
    rolls = [[WORM, WORM, 3, 5, 5, 5, 5, 5], [3, 5, 5, 5, 5, 5]]
    game = table("extension", rolls=rolls, stacks={1: [13]}, held={1: "hen"})
    events = play(game, "roll", "aside:6", "roll", "aside:3", "stop")
    assert only(events, ev.HenTaken) == []
    assert only(events, ev.Bust) == [ev.Bust(0, "no_tile", 13)]
    assert game.held[1] == "hen"


def test_x10_a_total_of_11_never_takes_the_hen() -> None:
    rolls = [[WORM, 3, 3, 4, 4, 5, 5, 5], [3, 3, 4, 4, 5, 5, 4]]
    game = table("extension", rolls=rolls, stacks={1: [11]}, held={1: "hen"})
    events = play(game, "roll", "aside:6", "roll", "aside:3", "stop")
    assert only(events, ev.HenTaken) == []
    assert game.held[1] == "hen"


def test_f6_the_hen_taken_by_a_bonus_holder_opens_the_bonus_choice() -> None:
    game = table("extension", rolls=THIRTY, stacks={1: [30]}, held={0: "weasel", 1: "hen"})
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.BonusChoice) == [ev.BonusChoice(0, "weasel", "hen")]
    assert game.phase == CHOOSE_BONUS
    events = play(game, "keep:weasel")
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "hen", 13)]
    assert game.held == ["weasel", None]
    assert game.stacks[1] == [30]


def test_x12_the_weasel_rerolls_every_die_just_rolled() -> None:
    rolls = [[WORM] * 3 + [1, 2, 3, 4, 4], [1, 1, 2, 2, 3], [5, 5, 4, 4, 3]]
    game = table("extension", rolls=rolls, held={0: "weasel"})
    play(game, "roll", "aside:6", "roll")
    assert codes(game) == ["aside:1", "aside:2", "aside:3", "weasel"]
    events = play(game, "weasel")
    assert [type(event) for event in events] == [ev.WeaselUsed, ev.Rolled]
    assert dice_of(game).throws == [(8, False), (5, False), (5, False)]
    assert game.roll == (5, 5, 4, 4, 3)
    assert game.phase == SET_ASIDE


def test_x12_the_weasel_works_once_per_turn() -> None:
    rolls = [[WORM] * 3 + [1, 2, 3, 4, 4], [1, 1, 2, 2, 3, 3, 4, 4]]
    game = table("extension", rolls=rolls, held={0: "weasel"})
    play(game, "roll", "weasel")
    assert "weasel" not in codes(game)
    assert_illegal(game, "weasel", "weasel_used")


def test_x12_a_roll_that_would_bust_waits_for_the_weasel_holder() -> None:
    rolls = [[WORM] * 5 + [1, 2, 3], [WORM, WORM, WORM], [1, 2, 3]]
    game = table("extension", rolls=rolls, held={0: "weasel"})
    events = play(game, "roll", "aside:6", "roll")
    assert only(events, ev.Bust) == []
    assert game.phase == BUST_OR_WEASEL
    assert codes(game) == ["weasel", "stop"]
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.reason) == ("bust", "no_new_face")
    play(game, "weasel")
    assert game.phase == SET_ASIDE
    events = play(game, "aside:3", "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 28, 28)]


def test_x12_and_f1_the_holder_may_accept_the_bust_with_stop() -> None:
    rolls = [[WORM] * 5 + [1, 2, 3], [WORM, WORM, WORM]]
    game = table("extension", rolls=rolls, held={0: "weasel"}, stacks={0: [22]})
    events = play(game, "roll", "aside:6", "roll", "stop")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_new_face", 25)]
    assert only(events, ev.TileReturned) == [ev.TileReturned(0, 22)]
    assert game.held[0] is None


def test_x12_a_weasel_reroll_that_shows_no_new_face_busts_at_once() -> None:
    rolls = [[WORM] * 5 + [1, 2, 3], [WORM, WORM, WORM], [WORM, WORM, WORM]]
    game = table("extension", rolls=rolls, held={0: "weasel"})
    events = play(game, "roll", "aside:6", "roll", "weasel")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_new_face", 25)]
    assert game.current == 1


def test_x12_after_the_weasel_is_used_a_roll_without_a_new_face_busts_at_once() -> None:
    rolls = [[WORM] * 3 + [1, 2, 3, 4, 4], [WORM] * 3 + [1, 2, 3, 4, 4], [WORM] * 5]
    game = table("extension", rolls=rolls, held={0: "weasel"})
    play(game, "roll", "weasel", "aside:6")
    events = play(game, "roll")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_new_face", 15)]
    assert game.current == 1


def test_x12_the_weasel_acts_only_right_after_a_roll() -> None:
    rolls = [[WORM] * 3 + [1, 2, 3, 4, 4]]
    game = table("extension", rolls=rolls, held={0: "weasel"})
    assert_illegal(game, "weasel", "wrong_phase")
    play(game, "roll", "aside:6")
    assert game.phase == ROLL_OR_STOP
    assert "weasel" not in codes(game)
    assert_illegal(game, "weasel", "wrong_phase")


def test_x12_only_the_weasel_holder_may_reroll() -> None:
    game = table("extension", rolls=[[WORM] * 3 + [1, 2, 3, 4, 4]], held={1: "weasel"})
    play(game, "roll")
    assert "weasel" not in codes(game)
    assert_illegal(game, "weasel", "no_weasel")


def test_x12_the_weasel_is_ready_again_at_the_holder_next_turn() -> None:
    rolls = [
        [WORM] * 3 + [1, 2, 3, 4, 4],
        [WORM] * 5 + [1, 2, 3],
        [1, 1, 2, 2, 3, 3, 4, 4],
        [WORM] * 3 + [1, 2, 3, 4, 4],
    ]
    game = table("extension", rolls=rolls, held={0: "weasel"})
    play(game, "roll", "weasel", "aside:6", "stop")
    assert game.held[0] == "weasel"
    play(game, "roll", "aside:4", "stop")
    play(game, "roll")
    assert game.current == 0
    assert "weasel" in codes(game)


def test_x13_the_apple_is_worth_3_worms_to_its_holder() -> None:
    game = table("extension", stacks={0: [22], 1: [23]}, held={1: "apple"})
    assert game.worms(0) == 1
    assert game.worms(1) == 1 + 3
