"""Every refusal names its reason and leaves the game byte for byte as it was.

A refused click in Discord must not cost a die or a turn, so the stored JSON before and after
a refusal is compared, not just the phase.
"""

from collections.abc import Callable

import pytest
from scripted import WORM, assert_illegal, play, table

from engine.pickomino import Game

THIRTY = [[WORM] * 4 + [1, 2, 3, 3], [5, 5, 2, 2]]
TWENTY_SEVEN = [[WORM] * 5 + [1, 3, 4], [2, 3, 3]]
DOUBLE_ONE = [[1, 1, 2, 3, 4, 5, WORM, WORM]]


def at_start() -> Game:
    return table(seats=3, rolls=THIRTY)


def after_roll() -> Game:
    game = table(seats=3, rolls=THIRTY)
    play(game, "roll")
    return game


def after_set_aside() -> Game:
    game = table(seats=3, rolls=THIRTY)
    play(game, "roll", "aside:6", "roll")
    return game


def rolling_or_stopping() -> Game:
    game = table(seats=3, rolls=THIRTY)
    play(game, "roll", "aside:6")
    return game


def weasel_holder_after_set_aside() -> Game:
    game = table("extension", seats=3, rolls=THIRTY, held={0: "weasel"})
    play(game, "roll", "aside:6")
    return game


def at_start_with_weasel() -> Game:
    return table("extension", seats=3, held={0: "weasel"})


def weasel_used() -> Game:
    game = table("extension", seats=3, rolls=[THIRTY[0], THIRTY[0]], held={0: "weasel"})
    play(game, "roll", "weasel")
    return game


def choosing_bonus() -> Game:
    game = table("extension", seats=3, rolls=TWENTY_SEVEN, held={0: "weasel"})
    play(game, "roll", "aside:6", "roll", "aside:2", "stop")
    return game


def choosing_victim() -> Game:
    game = table("extension", seats=3, rolls=DOUBLE_ONE, grilled={1: 3, 2: 4})
    play(game, "roll", "aside:1")
    return game


def with_seat_removed() -> Game:
    return table(seats=3, removed=[2])


def game_over() -> Game:
    game = table(seats=2, rolls=THIRTY)
    play(game, "remove:1")
    return game


CASES: list[tuple[str, Callable[[], Game], str, int | None, str]] = [
    ("not your turn", at_start, "roll", 1, "not_your_turn"),
    ("not your turn to set aside", after_roll, "aside:6", 2, "not_your_turn"),
    ("not your turn to choose", choosing_bonus, "keep:weasel", 1, "not_your_turn"),
    ("face already used (R5)", after_set_aside, "aside:6", None, "face_already_used"),
    ("face not in the roll (R5)", after_roll, "aside:5", None, "face_not_in_roll"),
    ("set aside before rolling (R4)", at_start, "aside:6", None, "wrong_phase"),
    ("stop before rolling (R8)", at_start, "stop", None, "wrong_phase"),
    ("stop right after a roll (F1)", after_roll, "stop", None, "wrong_phase"),
    ("roll again before setting aside (R5)", after_roll, "roll", None, "wrong_phase"),
    ("set aside twice from one roll (R5)", rolling_or_stopping, "aside:1", None, "wrong_phase"),
    ("keep a bonus with no choice open (X4)", at_start, "keep:apple", None, "wrong_phase"),
    ("choose a victim with no choice open (X5)", at_start, "victim:1", None, "wrong_phase"),
    ("roll during the bonus choice (X4)", choosing_bonus, "roll", None, "wrong_phase"),
    ("stop during the victim choice (X5)", choosing_victim, "stop", None, "wrong_phase"),
    ("golden die without holding it (X9)", at_start, "roll_golden", None, "no_golden_die"),
    ("weasel without holding it (X12)", after_roll, "weasel", None, "no_weasel"),
    ("weasel a second time (X12)", weasel_used, "weasel", None, "weasel_used"),
    (
        "weasel after a set-aside (X12)",
        weasel_holder_after_set_aside,
        "weasel",
        None,
        "wrong_phase",
    ),
    ("weasel before the first roll (X12)", at_start_with_weasel, "weasel", None, "wrong_phase"),
    ("keep a bonus that is not offered (X4)", choosing_bonus, "keep:apple", None, "not_a_choice"),
    ("a victim that is not offered (X5)", choosing_victim, "victim:0", None, "not_a_choice"),
    ("a face that does not exist", after_roll, "aside:7", None, "unknown_action"),
    ("an action that does not exist", at_start, "jump", None, "unknown_action"),
    ("remove a seat that does not exist (F8)", at_start, "remove:7", None, "no_such_seat"),
    ("remove a seat twice (F8)", with_seat_removed, "remove:2", None, "seat_removed"),
    ("play after the game ended (R16)", game_over, "roll", None, "game_over"),
    ("remove after the game ended (R16)", game_over, "remove:0", None, "game_over"),
]


@pytest.mark.parametrize(
    ("situation", "code", "seat", "reason"),
    [(make, code, seat, reason) for _, make, code, seat, reason in CASES],
    ids=[name for name, *_ in CASES],
)
def test_f1_r5_x4_x5_x9_x12_f8_illegal_actions_change_nothing(
    situation: Callable[[], Game], code: str, seat: int | None, reason: str
) -> None:
    game = situation()
    assert_illegal(game, code, reason, seat)


def test_r3_the_right_seat_may_act_with_its_seat_number() -> None:
    game = at_start()
    play(game, "roll", seat=0)
    assert game.roll
