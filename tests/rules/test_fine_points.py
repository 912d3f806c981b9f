"""F8: seats leaving the game, on their own and in the middle of a choice (F2, X4, X5)."""

from scripted import WORM, codes, kinds, only, play, table

from engine.pickomino import Action, snapshot
from engine.pickomino import events as ev
from engine.pickomino.events import Placing
from engine.pickomino.game import CHOOSE_BONUS, CHOOSE_VICTIM, OVER, ROLL, ROLL_OR_STOP
from engine.pickomino.invariants import violations

THIRTY = [[WORM] * 4 + [1, 2, 3, 3], [5, 5, 2, 2]]
THIRTY_ACTIONS = ("roll", "aside:6", "roll", "aside:5", "stop")
TWENTY_SEVEN = [[WORM] * 5 + [1, 3, 4], [2, 3, 3]]
TWENTY_SEVEN_ACTIONS = ("roll", "aside:6", "roll", "aside:2", "stop")
DOUBLE_ONE = [[1, 1, 2, 3, 4, 5, WORM, WORM]]


def test_f8_removing_a_seat_is_always_possible_but_never_listed() -> None:
    game = table(seats=3)
    assert "remove:1" not in codes(game)
    events = play(game, "remove:1")
    assert events == [ev.SeatRemoved(1)]
    assert game.active == [True, False, True]
    assert (game.current, game.phase) == (0, ROLL)


def test_f8_a_removed_seat_turns_are_skipped() -> None:
    game = table(seats=3, rolls=THIRTY)
    events = play(game, "remove:1", *THIRTY_ACTIONS)
    assert only(events, ev.TurnStarted) == [ev.TurnStarted(2)]


def test_f8_turns_skip_a_removed_seat_when_play_wraps_around() -> None:
    game = table(seats=3, rolls=THIRTY, current=2)
    events = play(game, "remove:0", *THIRTY_ACTIONS)
    assert only(events, ev.TurnStarted) == [ev.TurnStarted(1)]


def test_f8_a_removed_seat_stack_can_still_be_robbed() -> None:
    game = table(seats=3, rolls=THIRTY, stacks={1: [30]}, removed=[1])
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.TileStolen) == [ev.TileStolen(0, 30, 1)]


def test_f8_a_removed_seat_bonus_can_still_be_won() -> None:
    game = table(
        "extension", seats=3, rolls=THIRTY, stacks={1: [30]}, held={1: "apple"}, removed=[1]
    )
    play(game, *THIRTY_ACTIONS)
    assert game.held[:2] == ["apple", None]


def test_f8_a_removed_seat_hen_still_protects_its_top_tile() -> None:
    game = table("extension", seats=3, rolls=THIRTY, stacks={1: [30]}, held={1: "hen"}, removed=[1])
    events = play(game, *THIRTY_ACTIONS)
    assert only(events, ev.HenTaken) == [ev.HenTaken(0, 1)]
    assert game.stacks[1] == [30]


def test_f8_a_removed_seat_grilled_worms_can_still_be_taken() -> None:
    game = table("extension", seats=3, rolls=DOUBLE_ONE, grilled={1: 7}, removed=[1])
    events = play(game, "roll", "aside:1")
    assert only(events, ev.GrilledWormTaken) == [ev.GrilledWormTaken(0, 1)]


def test_f8_removed_seats_rank_after_every_remaining_seat() -> None:
    game = table(seats=3, stacks={1: [36, 35], 2: [21]}, removed=[1])
    assert [(p.seat, p.place, p.removed) for p in game.ranking()] == [
        (2, 1, False),
        (0, 2, False),
        (1, 3, True),
    ]


def test_f8_removing_the_seat_to_play_abandons_the_turn_without_a_bust() -> None:
    game = table(seats=3, rolls=THIRTY, stacks={0: [22, 26]})
    play(game, "roll", "aside:6")
    events = play(game, "remove:0")
    assert events == [ev.SeatRemoved(0), ev.TurnStarted(1)]
    assert game.stacks[0] == [22, 26]
    assert game.grill == [21, *range(23, 26), *range(27, 37)]
    assert game.flipped == []
    assert (game.current, game.phase, game.total) == (1, ROLL, 0)


def test_f8_a_pending_bonus_choice_keeps_the_old_bonus_and_returns_the_new_one() -> None:
    game = table("extension", seats=3, rolls=TWENTY_SEVEN, held={0: "weasel"})
    play(game, *TWENTY_SEVEN_ACTIONS)
    assert game.phase == CHOOSE_BONUS
    events = play(game, "remove:0")
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "golden_die", 13)]
    assert game.held[0] == "weasel"
    assert game.stacks[0] == [25, 27]
    assert (game.current, game.phase) == (1, ROLL)


def test_f8_a_pending_grilled_worm_choice_takes_nothing() -> None:
    game = table("extension", seats=4, rolls=DOUBLE_ONE, grilled={1: 3, 2: 4})
    play(game, "roll", "aside:1")
    assert game.phase == CHOOSE_VICTIM
    events = play(game, "remove:0")
    assert kinds(events) == ["seat_removed", "turn_started"]
    assert game.grilled == [0, 3, 4, 0]
    assert (game.current, game.phase) == (1, ROLL)


def test_f8_removing_another_seat_leaves_the_turn_in_progress() -> None:
    game = table(seats=3, rolls=THIRTY)
    play(game, "roll", "aside:6")
    play(game, "remove:2")
    assert (game.current, game.phase, game.total) == (0, ROLL_OR_STOP, 20)


def test_f8_with_fewer_than_two_seats_left_the_game_ends_at_once() -> None:
    game = table(seats=2, stacks={1: [36]})
    events = play(game, "remove:1")
    (over,) = only(events, ev.GameOver)
    assert game.phase == OVER
    assert list(over.ranking) == [Placing(0, 1, 0, 0, False), Placing(1, 2, 4, 36, True)]


def test_f8_removing_the_seat_to_play_down_to_one_seat_ends_the_game() -> None:
    game = table(seats=3, rolls=THIRTY, removed=[2])
    play(game, "roll", "aside:6")
    events = play(game, "remove:0")
    assert kinds(events) == ["seat_removed", "game_over"]
    (over,) = only(events, ev.GameOver)
    assert {p.seat: p.place for p in over.ranking} == {1: 1, 0: 2, 2: 2}


def test_f8_a_pending_choice_on_the_last_tile_is_settled_and_the_game_ends() -> None:
    """F2 and F8 together: the seat leaves at the X4 choice opened by the game's last tile."""
    game = table(
        "extension",
        seats=3,
        rolls=TWENTY_SEVEN,
        stacks={0: [25], 1: [11, 13, 21, 22, 23, 24, 26], 2: list(range(28, 37))},
        held={0: "weasel"},
        tile_bonus={27: "golden_die"},
    )
    play(game, *TWENTY_SEVEN_ACTIONS)
    assert game.phase == CHOOSE_BONUS
    events = play(game, "remove:0")
    assert only(events, ev.BonusReturned) == [ev.BonusReturned(0, "golden_die", None)]
    assert kinds(events)[-1] == "game_over"
    assert game.held[0] == "weasel"


def test_f8_x4_a_game_ended_by_a_removal_during_a_bonus_choice_loses_no_bonus() -> None:
    """F8 ends the game at once; X1/X8 keep every bonus in exactly one place all the same.

    The pending choice is settled as F8 settles a leaving chooser's: the old bonus is kept,
    the new one goes back to the grill (X8).
    """
    game = table("extension", rolls=TWENTY_SEVEN, held={0: "weasel"})
    play(game, *TWENTY_SEVEN_ACTIONS)
    assert game.phase == CHOOSE_BONUS
    game.apply(Action.parse("remove:1"))
    assert game.is_over
    assert violations(game) == []
    assert game.held[0] == "weasel" and "golden_die" in game.tile_bonus.values()
    assert snapshot.from_json(snapshot.to_json(game)).is_over
