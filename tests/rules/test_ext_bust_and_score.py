"""X14, X15 and F2: a bust with bonuses on the table, and the extension's final score."""

from scripted import WORM, kinds, only, play, table

from engine.pickomino import Settings
from engine.pickomino import events as ev
from engine.pickomino.game import CHOOSE_BONUS, CHOOSE_VICTIM, OVER
from engine.pickomino.invariants import violations

NO_WORM_BUST = [[1, 1, 2, 2, 3, 3, 4, 4]]
NO_WORM_BUST_ACTIONS = ("roll", "aside:4", "stop")
ALL_BONUSES_START = {
    11: "canned_worm",
    21: "hen",
    23: "crow",
    25: "weasel",
    27: "golden_die",
    29: "apple",
}


def test_x14_a_bust_returns_the_tile_then_the_bonus_then_flips() -> None:
    game = table("extension", rolls=NO_WORM_BUST, stacks={0: [22, 30]}, held={0: "weasel"})
    events = play(game, *NO_WORM_BUST_ACTIONS)
    assert kinds(events)[2:] == [
        "bust",
        "tile_returned",
        "bonus_returned",
        "tile_flipped",
        "turn_started",
    ]
    assert only(events, ev.TileReturned) == [ev.TileReturned(0, 30)]
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "weasel", 13)]
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(36)]
    assert game.held[0] is None


def test_x14_the_bonus_goes_back_whichever_tile_it_came_with_possibly_the_returned_tile() -> None:
    """11, 21 carry bonuses and 13 is in a stack: the lowest free tile is the returned 22."""
    game = table("extension", rolls=NO_WORM_BUST, stacks={0: [22], 1: [13]}, held={0: "weasel"})
    events = play(game, *NO_WORM_BUST_ACTIONS)
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "weasel", 22)]
    assert game.tile_bonus[22] == "weasel"


def test_x14_a_bonus_on_the_flipped_tile_moves_to_the_lowest_free_tile() -> None:
    tile_bonus = {**ALL_BONUSES_START, 36: "apple"}
    del tile_bonus[29]
    game = table("extension", rolls=NO_WORM_BUST, stacks={0: [22]}, tile_bonus=tile_bonus)
    events = play(game, *NO_WORM_BUST_ACTIONS)
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(36)]
    assert only(events, ev.BonusMoved) == [ev.BonusMoved("apple", 36, 13)]
    assert game.tile_bonus[13] == "apple"


def test_x14_the_returned_bonus_is_placed_before_the_flipped_tile_bonus_moves() -> None:
    tile_bonus = {11: "canned_worm", 21: "hen", 23: "crow", 27: "golden_die", 36: "apple"}
    game = table(
        "extension",
        rolls=NO_WORM_BUST,
        stacks={0: [22]},
        held={0: "weasel"},
        tile_bonus=tile_bonus,
    )
    events = play(game, *NO_WORM_BUST_ACTIONS)
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "weasel", 13)]
    assert only(events, ev.BonusMoved) == [ev.BonusMoved("apple", 36, 22)]


def test_x3_x14_no_buster_holds_a_bonus_other_than_the_hen_without_a_tile() -> None:
    """A bonus comes with a tile (X3), and the tile and the bonus go back together (X14, or a
    steal, X3): a holder without a tile is a state no game reaches, and it is refused."""
    game = table("extension", rolls=NO_WORM_BUST, held={0: "apple"})
    assert game.stacks[0] == [29]
    events = play(game, *NO_WORM_BUST_ACTIONS)
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "apple", 13)]
    assert only(events, ev.TileReturned) == [ev.TileReturned(0, 29)]
    game.stacks[0], game.held[0] = [], "apple"
    assert "seat 0 holds the apple but no tile (X3, X14)" in violations(game)


def test_x14_a_bonus_returned_to_a_tile_that_is_then_flipped_moves_again() -> None:
    """short_game flips the returned 30, on which the apple has just been put back (X8)."""
    flipped = [tile for tile in [11, 13, *range(21, 37)] if tile not in (23, 30)]
    game = table(
        "extension",
        rolls=NO_WORM_BUST,
        settings=Settings(short_game=True),
        stacks={0: [30]},
        flipped=flipped,
        held={0: "apple"},
        tile_bonus={23: "crow"},
    )
    events = play(game, *NO_WORM_BUST_ACTIONS)
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "apple", 30)]
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(30)]
    assert only(events, ev.BonusMoved) == [ev.BonusMoved("apple", 30, None)]
    assert "apple" in game.out
    assert game.grill == [23]


def test_x15_the_score_counts_tiles_grilled_worms_and_the_apple() -> None:
    game = table("extension", stacks={0: [33], 1: [22, 26]}, grilled={0: 2}, held={1: "apple"})
    assert game.worms(0) == 4 + 2
    assert game.worms(1) == 1 + 2 + 3


def test_x15_the_tie_break_applies_to_the_extension_score() -> None:
    game = table("extension", stacks={0: [26, 22], 1: [33]}, grilled={0: 4}, held={1: "apple"})
    assert game.worms(0) == game.worms(1) == 7
    assert [(p.seat, p.place) for p in game.ranking()] == [(1, 1), (0, 2)]


def test_x13_and_x15_the_apple_counts_in_the_final_ranking() -> None:
    """Seat 0 keeps the apple it takes with 29, the last tile: 3 + 3 worms beat 5."""
    game = table(
        "extension",
        rolls=[[WORM] * 5 + [1, 2, 3], [4, 1, 2]],
        stacks={1: [35, 21]},
        flipped=[11, 13, *range(22, 29), *range(30, 35), 36],
        tile_bonus={29: "apple"},
    )
    events = play(game, "roll", "aside:6", "roll", "aside:4", "stop")
    (over,) = only(events, ev.GameOver)
    assert [(p.seat, p.place, p.worms) for p in over.ranking] == [(0, 1, 6), (1, 2, 5)]


def test_f2_a_bonus_choice_opened_by_the_last_tile_is_made_before_the_game_ends() -> None:
    game = table(
        "extension",
        rolls=[[WORM] * 5 + [1, 2, 3], [4, 1, 2]],
        stacks={0: [25], 1: [35, 21]},
        flipped=[11, 13, 22, 23, 24, 26, 27, 28, *range(30, 35), 36],
        held={0: "weasel"},
        tile_bonus={29: "apple"},
    )
    events = play(game, "roll", "aside:6", "roll", "aside:4", "stop")
    assert only(events, ev.GameOver) == []
    assert game.phase == CHOOSE_BONUS
    assert game.grill == []
    events = play(game, "keep:apple")
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "weasel", None)]
    (over,) = only(events, ev.GameOver)
    assert game.phase == OVER
    assert [(p.seat, p.worms) for p in over.ranking] == [(0, 8), (1, 5)]


def test_f2_a_victim_choice_opened_by_the_last_tile_is_made_before_the_game_ends() -> None:
    game = table(
        "extension",
        seats=3,
        rolls=[[WORM] * 4 + [1, 2, 4, 4], [3, 4, 4, 5]],
        stacks={1: [11, 13, 21, 22]},
        flipped=list(range(24, 37)),
        grilled={1: 3, 2: 4},
        tile_bonus={23: "crow"},
    )
    events = play(game, "roll", "aside:6", "roll", "aside:3", "stop")
    assert only(events, ev.GameOver) == []
    assert game.phase == CHOOSE_VICTIM
    events = play(game, "victim:2")
    assert game.grilled == [1, 3, 3]
    (over,) = only(events, ev.GameOver)
    assert {p.seat: p.worms for p in over.ranking} == {0: 2, 1: 7, 2: 3}
