"""R9-R13: which tile a valid stop takes, and from where.

The priority read from every French text: the exact tile on the grill, else the exact tile on
top of an opponent's stack, else the next lower tile of the grill, else nothing.
"""

from scripted import WORM, codes, only, play, stop_outcome_offered, table

from engine.pickomino import events as ev

FIVE_WORMS = [WORM] * 5 + [1, 2, 3]
"""Stopping after setting aside these five worms makes 25."""
THIRTY = [[WORM] * 4 + [1, 2, 3, 3], [5, 5, 2, 2]]
"""Four worms (20), then two 5s (30), stopping with two dice left."""
THIRTY_ACTIONS = ("roll", "aside:6", "roll", "aside:5", "stop")


def test_r9_the_exact_tile_on_the_grill_is_taken() -> None:
    game = table(rolls=[FIVE_WORMS])
    events = play(game, "roll", "aside:6", "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 25, 25)]
    assert 25 not in game.grill
    assert game.stacks[0] == [25]


def test_r9_the_exact_grill_tile_is_taken_even_with_lower_tiles_on_the_grill() -> None:
    game = table(rolls=THIRTY, stacks={1: [29]})
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 30, 30)]


def test_r10_steal_exact_top_of_opponent_stack() -> None:
    game = table(rolls=THIRTY, stacks={0: [22], 1: [24, 30]})
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.TileStolen) == [ev.TileStolen(0, 30, 1)]
    assert game.stacks == [[22, 30], [24]]
    assert 30 not in game.grill


def test_r10_the_steal_is_shown_on_the_stop_button_before_committing() -> None:
    game = table(rolls=THIRTY, stacks={1: [30]})
    play(game, *THIRTY_ACTIONS[:-1])
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.tile, outcome.victim) == ("steal", 30, 1)


def test_r10_the_steal_has_priority_over_a_lower_grill_tile_and_there_is_no_choice() -> None:
    game = table(rolls=THIRTY, stacks={1: [30]})
    play(game, *THIRTY_ACTIONS[:-1])
    assert 29 in game.grill
    assert codes(game) == ["roll", "stop"]
    events = play(game, "stop")
    assert only(events, ev.TileStolen) == [ev.TileStolen(0, 30, 1)]
    assert only(events, ev.TileTaken) == []
    assert 29 in game.grill


def test_r10_any_opponent_can_be_robbed_not_only_a_neighbour() -> None:
    game = table(seats=4, rolls=THIRTY, stacks={2: [30], 3: [31]})
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.TileStolen) == [ev.TileStolen(0, 30, 2)]


def test_r10_a_tile_buried_in_a_stack_cannot_be_stolen() -> None:
    game = table(rolls=THIRTY, stacks={1: [30, 22]})
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.TileStolen) == []
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 29, 30)]
    assert game.stacks == [[29], [30, 22]]


def test_r11_fallback_takes_the_highest_lower_tile_of_the_grill() -> None:
    game = table(rolls=THIRTY, flipped=[30, 29])
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 28, 30)]


def test_r11_the_fallback_is_shown_on_the_stop_button() -> None:
    game = table(rolls=THIRTY, flipped=[30])
    play(game, *THIRTY_ACTIONS[:-1])
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.tile, outcome.total) == ("take", 29, 30)


def test_r11_fallback_never_comes_from_an_opponent_stack() -> None:
    game = table(rolls=THIRTY, stacks={1: [29]}, flipped=[30])
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.TileStolen) == []
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 28, 30)]
    assert game.stacks[1] == [29]


def test_r11_fallback_never_takes_the_player_own_top_tile() -> None:
    game = table(rolls=THIRTY, stacks={0: [29]}, flipped=[30])
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 28, 30)]
    assert game.stacks[0] == [29, 28]


def test_r11_total_above_36_takes_36_from_the_grill() -> None:
    game = table(rolls=[[WORM] * 4 + [5] * 4, [5] * 4])
    events = play(game, "roll", "aside:6", "roll", "aside:5", "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 36, 40)]


def test_r11_total_above_36_takes_the_highest_grill_tile_when_36_is_gone() -> None:
    game = table(rolls=[[WORM] * 4 + [5] * 4, [5] * 4], flipped=[36])
    events = play(game, "roll", "aside:6", "roll", "aside:5", "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 35, 40)]


def test_r11_total_above_36_never_steals_36_from_an_opponent() -> None:
    game = table(rolls=[[WORM] * 4 + [5] * 4, [5] * 4], stacks={1: [36]})
    events = play(game, "roll", "aside:6", "roll", "aside:5", "stop")
    assert only(events, ev.TileStolen) == []
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 35, 40)]


def test_r12_nothing_lower_on_the_grill_is_a_bust() -> None:
    game = table(rolls=[[WORM, WORM, WORM, WORM, 1, 1, 2, 2]], stacks={1: [21, 22, 23, 24]})
    play(game, "roll", "aside:6")
    assert game.total == 20
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.reason) == ("bust", "no_tile")
    events = play(game, "stop")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_tile", 20)]


def test_r12_lower_tiles_on_opponent_stacks_are_never_a_fallback() -> None:
    game = table(
        rolls=[[WORM, WORM, WORM, WORM, 2, 2, 3, 3], [2, 2, 1, 1]],
        stacks={1: [21, 23]},
        flipped=[22, 24],
    )
    events = play(game, "roll", "aside:6", "roll", "aside:2", "stop")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_tile", 24)]
    assert game.stacks[1] == [21, 23]


def test_r12_total_equal_to_own_top_tile_falls_back_to_a_lower_grill_tile() -> None:
    game = table(rolls=THIRTY, stacks={0: [30]})
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.TileTaken) == [ev.TileTaken(0, 29, 30)]
    assert game.stacks[0] == [30, 29]


def test_r12_total_equal_to_own_top_tile_with_nothing_lower_is_a_bust() -> None:
    game = table(rolls=THIRTY, stacks={0: list(range(21, 31)), 1: []})
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.Bust) == [ev.Bust(0, "no_tile", 30)]
    assert only(events, ev.TileReturned) == [ev.TileReturned(0, 30)]
    assert game.stacks[0] == list(range(21, 30))


def test_r13_a_taken_tile_goes_face_up_on_top_of_the_single_stack() -> None:
    game = table(rolls=THIRTY, stacks={0: [22, 26]})
    play(game, *THIRTY_ACTIONS)
    assert game.stacks[0] == [22, 26, 30]
    assert game.top_tile(0) == 30


def test_r13_a_stolen_tile_goes_on_top_of_the_thief_stack() -> None:
    game = table(rolls=THIRTY, stacks={0: [22, 26], 1: [24, 30]})
    play(game, *THIRTY_ACTIONS)
    assert game.stacks[0] == [22, 26, 30]
    assert game.top_tile(1) == 24


def test_r13_once_covered_a_tile_can_no_longer_be_stolen() -> None:
    game = table(rolls=[*THIRTY, [WORM] * 5 + [1, 2, 3], [1, 2, 2]], stacks={0: [26]})
    play(game, *THIRTY_ACTIONS)
    events = play(game, "roll", "aside:6", "roll", "aside:1", "stop")
    assert only(events, ev.TileStolen) == []
    assert only(events, ev.TileTaken) == [ev.TileTaken(1, 25, 26)]
    assert game.stacks == [[26, 30], [25]]
