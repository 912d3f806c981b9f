"""R14-R18 and F7: the failed turn, the end of the game, the score and the ranking."""

from typing import Any

import pytest
from scripted import WORM, assert_illegal, dice_of, kinds, only, play, table

from engine.pickomino import Game, Settings
from engine.pickomino import events as ev
from engine.pickomino.events import Placing
from engine.pickomino.game import OVER

NO_WORM_ROLL = [1, 1, 2, 2, 3, 3, 4, 4]
NO_WORM_BUST = ("roll", "aside:4", "stop")
"""Setting aside the two 4s and stopping without a worm: a bust (R8)."""


def bust(settings: Settings | None = None, **arrangement: Any) -> tuple[Game, list[ev.Event]]:
    game = table(rolls=[NO_WORM_ROLL], settings=settings, **arrangement)
    return game, play(game, *NO_WORM_BUST)


def test_r14_bust_returns_the_top_tile_to_the_grill_in_order() -> None:
    game, events = bust(stacks={0: [22, 27]})
    assert only(events, ev.TileReturned) == [ev.TileReturned(0, 27)]
    assert game.stacks[0] == [22]
    assert 27 in game.grill
    assert game.grill == sorted(game.grill)


def test_r14_only_the_top_tile_goes_back() -> None:
    game, events = bust(stacks={0: [22, 27, 30]})
    assert game.stacks[0] == [22, 27]
    assert len(only(events, ev.TileReturned)) == 1


def test_r15_then_the_highest_face_up_tile_is_flipped_and_out_of_the_game() -> None:
    game, events = bust(stacks={0: [22, 27]})
    assert kinds(events) == [
        "rolled",
        "set_aside",
        "bust",
        "tile_returned",
        "tile_flipped",
        "turn_started",
    ]
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(36)]
    assert 36 not in game.grill
    assert game.flipped == [36]


def test_r15_nothing_else_is_flipped() -> None:
    game, events = bust(stacks={0: [22, 27]})
    assert len(only(events, ev.TileFlipped)) == 1
    assert game.grill == [21, *range(23, 36)]


def test_r15_a_flipped_tile_cannot_be_taken_any_more() -> None:
    game, _ = bust(stacks={0: [22, 27]})
    dice_of(game).add([WORM] * 4 + [5] * 4, [5] * 4)
    events = play(game, "roll", "aside:6", "roll", "aside:5", "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(1, 35, 40)]


@pytest.mark.parametrize("settings", [Settings(), Settings(flip_when_nothing_returned=True)])
def test_r15a_returned_tile_that_is_now_the_highest_stays_and_nothing_is_flipped(
    settings: Settings,
) -> None:
    game, events = bust(settings, stacks={0: [22, 34]}, flipped=[36, 35])
    assert only(events, ev.TileReturned) == [ev.TileReturned(0, 34)]
    assert only(events, ev.TileFlipped) == []
    assert game.grill[-1] == 34
    assert game.flipped == [36, 35]


def test_r15b_no_tile_to_return_means_no_flip() -> None:
    game, events = bust()
    assert only(events, ev.Bust) == [ev.Bust(0, "no_worm", 8)]
    assert only(events, ev.TileReturned) == []
    assert only(events, ev.TileFlipped) == []
    assert game.grill == list(range(21, 37))


def test_r15b_setting_flip_when_nothing_returned_flips_the_highest_tile() -> None:
    game, events = bust(Settings(flip_when_nothing_returned=True))
    assert only(events, ev.TileReturned) == []
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(36)]
    assert game.flipped == [36]


def test_r15a_setting_short_game_flips_the_returned_tile_itself() -> None:
    game, events = bust(Settings(short_game=True), stacks={0: [22, 34]}, flipped=[36, 35])
    assert only(events, ev.TileReturned) == [ev.TileReturned(0, 34)]
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(34)]
    assert game.grill[-1] == 33
    assert game.stacks[0] == [22]


def test_r15_setting_short_game_flips_the_highest_tile_in_the_ordinary_case() -> None:
    game, events = bust(Settings(short_game=True), stacks={0: [22, 27]})
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(36)]
    assert 27 in game.grill


def test_r15b_setting_short_game_alone_does_not_flip_without_a_returned_tile() -> None:
    _, events = bust(Settings(short_game=True))
    assert only(events, ev.TileFlipped) == []


def test_r15_both_settings_together_flip_in_case_b_and_flip_the_returned_tile_in_case_a() -> None:
    both = Settings(flip_when_nothing_returned=True, short_game=True)
    _, events = bust(both)
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(36)]
    _, events = bust(both, stacks={0: [36]})
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(36)]


def test_r16_the_game_ends_when_the_last_grill_tile_is_taken() -> None:
    game = table(
        rolls=[[WORM] * 5 + [1, 2, 3]],
        stacks={0: [21, 22, 23, 24], 1: list(range(26, 37))},
    )
    events = play(game, "roll", "aside:6", "stop")
    assert kinds(events)[-2:] == ["tile_taken", "game_over"]
    assert game.phase == OVER
    assert game.is_over
    assert game.legal_actions() == ()


def test_r16_the_game_ends_when_a_flip_turns_the_last_tile_face_down() -> None:
    game, events = bust(
        Settings(flip_when_nothing_returned=True),
        stacks={1: list(range(21, 36))},
    )
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(36)]
    assert kinds(events)[-1] == "game_over"
    assert game.is_over


def test_r16_the_game_goes_on_while_one_tile_is_face_up() -> None:
    game, events = bust(stacks={0: [21], 1: list(range(22, 36))})
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(36)]
    assert game.grill == [21]
    assert not game.is_over
    assert only(events, ev.TurnStarted) == [ev.TurnStarted(1)]


def test_r16_tiles_left_in_stacks_are_not_playable_after_the_end() -> None:
    game = table(
        rolls=[[WORM] * 5 + [1, 2, 3]],
        stacks={0: [21, 22, 23, 24], 1: list(range(26, 37))},
    )
    play(game, "roll", "aside:6", "stop")
    assert_illegal(game, "roll", "game_over")
    assert_illegal(game, "roll", "game_over", seat=1)


def test_r17_the_score_is_the_worms_on_the_tiles_of_the_stack() -> None:
    game = table(stacks={0: [21, 25, 29, 33], 1: [36]})
    assert game.worms(0) == 1 + 2 + 3 + 4
    assert game.worms(1) == 4


def end_by_taking_25(seats: int, stacks: dict[int, list[int]]) -> list[Placing]:
    """Seat 0 takes 25, the last tile on the grill; returns the final ranking."""
    game = table(seats=seats, rolls=[[WORM] * 5 + [1, 2, 3]], stacks=stacks)
    events = play(game, "roll", "aside:6", "stop")
    (over,) = only(events, ev.GameOver)
    assert list(over.ranking) == game.ranking()
    return list(over.ranking)


def test_r18_the_most_worms_wins() -> None:
    ranking = end_by_taking_25(2, {0: [21, 22, 23, 24], 1: list(range(26, 37))})
    assert ranking == [Placing(1, 1, 34, 36, False), Placing(0, 2, 6, 25, False)]


def test_r18_a_tie_in_worms_goes_to_the_highest_tile() -> None:
    stacks = {0: [21, 30], 1: [22, 23, 24, 31], 2: [26, 27, 28, 29, *range(32, 37)]}
    ranking = end_by_taking_25(3, stacks)
    assert [(p.seat, p.place, p.worms, p.highest_tile) for p in ranking] == [
        (2, 1, 28, 36),
        (1, 2, 6, 31),
        (0, 3, 6, 30),
    ]


def test_r18_players_still_tied_share_the_win() -> None:
    _, events = bust(
        Settings(flip_when_nothing_returned=True),
        flipped=list(range(21, 36)),
    )
    (over,) = only(events, ev.GameOver)
    assert sorted(over.ranking, key=lambda placing: placing.seat) == [
        Placing(0, 1, 0, 0, False),
        Placing(1, 1, 0, 0, False),
    ]


def test_f7_every_place_is_ordered_by_worms_then_highest_tile_of_the_whole_stack() -> None:
    """Seat 2 beats seat 0 on 26 > 25 although 26 lies under its top tile 22."""
    game = table(seats=4, stacks={0: [21, 25], 1: [33], 2: [26, 22], 3: []})
    assert [(p.seat, p.place, p.worms, p.highest_tile) for p in game.ranking()] == [
        (1, 1, 4, 33),
        (2, 2, 3, 26),
        (0, 3, 3, 25),
        (3, 4, 0, 0),
    ]


def test_f7_seats_equal_on_worms_and_highest_tile_share_a_place_and_the_next_is_skipped() -> None:
    game = table(seats=4, stacks={1: [30]})
    assert {p.seat: p.place for p in game.ranking()} == {1: 1, 0: 2, 2: 2, 3: 2}
    game = table(seats=4, stacks={0: [22], 2: [21]})
    places = {p.seat: p.place for p in game.ranking()}
    assert places == {0: 1, 2: 2, 1: 3, 3: 3}
