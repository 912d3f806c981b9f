"""X1-X4 and X8: the extension's setup, the tiles 11 and 13, and how bonuses change hands."""

from scripted import WORM, codes, only, play, stop_outcome_offered, table

from engine.pickomino import Game
from engine.pickomino import events as ev
from engine.pickomino.game import CHOOSE_BONUS, ROLL
from engine.pickomino.options import KeepConsequence, options_of

TWENTY_FIVE = [[WORM] * 5 + [1, 2, 3]]
TWENTY_FIVE_ACTIONS = ("roll", "aside:6", "stop")
TWENTY_SEVEN = [[WORM] * 5 + [1, 3, 4], [2, 3, 3]]
TWENTY_SEVEN_ACTIONS = ("roll", "aside:6", "roll", "aside:2", "stop")
THIRTY = [[WORM] * 4 + [1, 2, 3, 3], [5, 5, 2, 2]]
THIRTY_ACTIONS = ("roll", "aside:6", "roll", "aside:5", "stop")
ELEVEN = [[WORM, 3, 3, 4, 4, 5, 5, 5], [3, 3, 4, 4, 5, 5, 4]]
"""A worm, then two 3s: exactly 11."""
ELEVEN_ACTIONS = ("roll", "aside:6", "roll", "aside:3", "stop")
THIRTEEN = [[WORM, WORM, 3, 5, 5, 5, 5, 5], [3, 5, 5, 5, 5, 5]]
"""Two worms, then a 3: exactly 13."""
THIRTEEN_ACTIONS = ("roll", "aside:6", "roll", "aside:3", "stop")
TWELVE = [[WORM, 4, 5, 5, 5, 5, 5, 5], [4, 5, 5, 5, 5, 5, 5], [3, 5, 5, 5, 5, 5]]
TWELVE_ACTIONS = ("roll", "aside:6", "roll", "aside:4", "roll", "aside:3", "stop")
FOURTEEN = [[WORM, 2, 2, 5, 5, 5, 5, 5], [4, 4, 5, 5, 5, 5, 5], [1, 5, 5, 5, 5]]
FOURTEEN_ACTIONS = ("roll", "aside:6", "roll", "aside:4", "roll", "aside:1", "stop")


def test_x1_the_extension_grill_has_18_tiles_with_11_and_13() -> None:
    game = Game.new("extension", 3)
    assert game.grill == [11, 13, *range(21, 37)]


def test_x1_bonuses_start_on_their_tiles_and_seven_grilled_worms_form_the_reserve() -> None:
    game = Game.new("extension", 3)
    assert game.tile_bonus == {
        11: "canned_worm",
        21: "hen",
        23: "crow",
        25: "weasel",
        27: "golden_die",
        29: "apple",
    }
    assert game.held == [None, None, None]
    assert game.out == []
    assert game.reserve == 7
    assert game.grilled == [0, 0, 0]


def test_x1_the_classic_game_has_no_bonus_and_no_grilled_worm() -> None:
    game = Game.new("classic", 3)
    assert game.tile_bonus == {}
    assert game.reserve == 0
    assert game.grill[0] == 21


def test_x2_tile_11_is_taken_with_exactly_11() -> None:
    game = table("extension", rolls=ELEVEN)
    events = play(game, *ELEVEN_ACTIONS)
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 11, 11)]
    assert game.held[0] == "canned_worm"


def test_x2_tile_13_is_taken_with_exactly_13() -> None:
    game = table("extension", rolls=THIRTEEN)
    events = play(game, *THIRTEEN_ACTIONS)
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 13, 13)]


def test_x2_tile_11_is_never_a_fallback() -> None:
    game = table("extension", rolls=TWELVE)
    play(game, *TWELVE_ACTIONS[:-1])
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.reason, outcome.total) == ("bust", "no_tile", 12)
    events = play(game, "stop")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_tile", 12)]
    assert 11 in game.grill


def test_x2_tiles_11_and_13_are_never_a_fallback_for_a_total_between_13_and_21() -> None:
    game = table("extension", rolls=FOURTEEN)
    events = play(game, *FOURTEEN_ACTIONS)
    assert only(events, ev.Bust) == [ev.Bust(0, "no_tile", 14)]
    assert game.grill[:2] == [11, 13]


def test_x2_tile_13_is_never_stolen() -> None:
    game = table("extension", rolls=THIRTEEN, stacks={1: [13]})
    play(game, *THIRTEEN_ACTIONS[:-1])
    assert stop_outcome_offered(game).kind == "bust"
    events = play(game, "stop")
    assert only(events, ev.TileStolen) == []
    assert only(events, ev.Bust) == [ev.Bust(0, "no_tile", 13)]
    assert game.stacks[1] == [13]


def test_x2_tile_11_is_never_stolen() -> None:
    game = table("extension", rolls=ELEVEN, stacks={1: [11]}, held={1: "canned_worm"})
    events = play(game, *ELEVEN_ACTIONS)
    assert only(events, ev.TileStolen) == []
    assert only(events, ev.Bust) == [ev.Bust(0, "no_tile", 11)]
    assert game.stacks[1] == [11]
    assert game.held[1] == "canned_worm"


def test_x2_tiles_11_and_13_need_a_worm_like_any_tile() -> None:
    game = table("extension", rolls=[[3, 3, 3, 4, 4, 5, 5, 5], [2, 2, 5, 5, 5]])
    events = play(game, "roll", "aside:3", "roll", "aside:2", "stop")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_worm", 13)]


def test_x2_a_bust_returns_and_flips_around_tile_13_like_any_tile() -> None:
    game = table("extension", rolls=TWELVE, stacks={0: [13]})
    events = play(game, *TWELVE_ACTIONS)
    assert only(events, ev.TileReturned) == [ev.TileReturned(0, 13)]
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(36)]


def test_x3_a_grill_tile_carrying_a_bonus_gives_the_bonus() -> None:
    game = table("extension", rolls=TWENTY_FIVE)
    events = play(game, *TWENTY_FIVE_ACTIONS)
    assert only(events, ev.BonusGained) == [ev.BonusGained(0, "weasel", None)]
    assert game.held[0] == "weasel"
    assert 25 not in game.tile_bonus


def test_x3_a_bonus_tile_taken_as_a_fallback_gives_its_bonus_too() -> None:
    game = table("extension", rolls=[[WORM] * 5 + [1, 2, 3], [1, 2, 2]], flipped=[26])
    events = play(game, "roll", "aside:6", "roll", "aside:1", "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 25, 26)]
    assert game.held[0] == "weasel"


def test_x3_a_tile_without_a_bonus_gives_none() -> None:
    game = table("extension", rolls=THIRTY)
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.BonusGained) == []
    assert game.held[0] is None


def test_x3_robbing_an_opponent_who_holds_a_bonus_gives_the_bonus_too() -> None:
    game = table("extension", rolls=THIRTY, stacks={1: [30]}, held={1: "apple"})
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.TileStolen) == [ev.TileStolen(0, 30, 1)]
    assert only(events, ev.BonusGained) == [ev.BonusGained(0, "apple", 1)]
    assert game.held == ["apple", None]


def test_x4_a_second_bonus_opens_a_choice_keep_the_new_one() -> None:
    game = table("extension", rolls=TWENTY_SEVEN, held={0: "weasel"})
    events = play(game, *TWENTY_SEVEN_ACTIONS)
    assert only(events, ev.BonusChoice) == [ev.BonusChoice(0, "weasel", "golden_die")]
    assert game.phase == CHOOSE_BONUS
    assert game.current == 0
    assert codes(game) == ["keep:weasel", "keep:golden_die"]
    consequences = {str(option.action): option.consequence for option in options_of(game)}
    assert consequences["keep:golden_die"] == KeepConsequence("golden_die", "weasel", 13)
    assert consequences["keep:weasel"] == KeepConsequence("weasel", "golden_die", 13)
    events = play(game, "keep:golden_die")
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "weasel", 13)]
    assert game.held[0] == "golden_die"
    assert game.tile_bonus[13] == "weasel"
    assert (game.current, game.phase) == (1, ROLL)


def test_x4_keeping_the_old_bonus_returns_the_new_one() -> None:
    game = table("extension", rolls=TWENTY_SEVEN, held={0: "weasel"})
    play(game, *TWENTY_SEVEN_ACTIONS)
    events = play(game, "keep:weasel")
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "golden_die", 13)]
    assert game.held[0] == "weasel"
    assert game.tile_bonus[13] == "golden_die"


def test_x4_robbing_a_bonus_holder_while_holding_one_opens_the_choice() -> None:
    game = table("extension", rolls=THIRTY, stacks={1: [30]}, held={0: "weasel", 1: "apple"})
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.BonusChoice) == [ev.BonusChoice(0, "weasel", "apple")]
    play(game, "keep:apple")
    assert game.held == ["apple", None]
    assert game.tile_bonus[13] == "weasel"


def test_x8_a_returned_bonus_goes_to_the_lowest_free_face_up_tile() -> None:
    """13 is in a stack and 21 carries the hen: the lowest free tile is 22."""
    game = table("extension", rolls=TWENTY_SEVEN, stacks={1: [13]}, held={0: "weasel"})
    play(game, *TWENTY_SEVEN_ACTIONS, "keep:golden_die")
    assert game.tile_bonus[22] == "weasel"
    assert game.tile_bonus[11] == "canned_worm"
    assert game.tile_bonus[21] == "hen"


def test_x8_a_bonus_with_no_free_tile_leaves_the_game() -> None:
    game = table(
        "extension",
        rolls=TWENTY_SEVEN,
        stacks={0: [25], 1: [21, 22, 23, 24, 26]},
        flipped=list(range(28, 37)),
        held={0: "weasel"},
        tile_bonus={11: "canned_worm", 13: "crow", 27: "golden_die"},
    )
    play(game, *TWENTY_SEVEN_ACTIONS)
    consequences = {str(option.action): option.consequence for option in options_of(game)}
    assert consequences["keep:golden_die"] == KeepConsequence("golden_die", "weasel", None)
    events = play(game, "keep:golden_die")
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "weasel", None)]
    assert "weasel" in game.out
    assert game.tile_bonus == {11: "canned_worm", 13: "crow"}
