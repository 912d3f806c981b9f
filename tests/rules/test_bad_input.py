"""Input the rules never produce is refused and leaves the game exactly as it was (issue 14).

A forged click or a bug can hand the engine anything; a dice source (a test script, a tool)
can fail or give faces no die has. None of it may change the game, or lose a choice the player
still has (X9, X12): the stored JSON before and after is compared.
"""

from collections.abc import Callable, Sequence

import pytest
from scripted import WORM, codes, play, table

from engine.pickomino import Action, Game, IllegalAction, Settings, snapshot

THIRTY = [[WORM] * 4 + [1, 2, 3, 3], [5, 5, 2, 2]]
DOUBLE_ONE = [[1, 1, 2, 3, 4, 5, WORM, WORM]]


def at_start() -> Game:
    return table(seats=3, rolls=THIRTY)


def after_roll() -> Game:
    game = table(seats=3, rolls=THIRTY)
    play(game, "roll")
    return game


def choosing_victim() -> Game:
    game = table("extension", seats=3, rolls=DOUBLE_ONE, grilled={1: 3, 2: 4})
    play(game, "roll", "aside:1")
    return game


def choosing_bonus() -> Game:
    game = table(
        "extension", seats=3, rolls=[[WORM] * 5 + [1, 3, 4], [2, 3, 3]], held={0: "weasel"}
    )
    play(game, "roll", "aside:6", "roll", "aside:2", "stop")
    return game


NOT_ACTIONS: list[tuple[str, Callable[[], Game], object, int | None]] = [
    ("a plain tuple", at_start, ("roll",), None),
    ("a plain tuple with an argument", after_roll, ("aside", WORM), None),
    ("None", at_start, None, None),
    ("a text code instead of an action", at_start, "roll", None),
    ("a bool for a face", after_roll, Action("aside", True), None),
    ("a float for a face", after_roll, Action("aside", 6.0), None),
    ("a text face", after_roll, Action("aside", "6"), None),
    ("an argument on roll", at_start, Action("roll", 1), None),
    ("an argument on stop", choosing_victim, Action("stop", "now"), None),
    ("an argument on the golden roll", at_start, Action("roll_golden", 0), None),
    ("an argument on the weasel", after_roll, Action("weasel", WORM), None),
    ("a float seat to remove", at_start, Action("remove", 1.0), None),
    ("a bool seat to remove", at_start, Action("remove", True), None),
    ("a bool victim", choosing_victim, Action("victim", True), None),
    ("a float victim", choosing_victim, Action("victim", 1.0), None),
    ("a number for a bonus", choosing_bonus, Action("keep", 3), None),
    ("a kind that is not text", at_start, Action(7), None),  # type: ignore[arg-type]
    ("a float for the acting seat", at_start, Action("roll"), 0.0),  # type: ignore[list-item]
    ("a bool for the acting seat", at_start, Action("roll"), False),
]


@pytest.mark.parametrize(
    ("situation", "action", "seat"),
    [(make, action, seat) for _, make, action, seat in NOT_ACTIONS],
    ids=[name for name, *_ in NOT_ACTIONS],
)
def test_what_is_not_an_action_is_refused_with_a_reason_and_changes_nothing(
    situation: Callable[[], Game], action: object, seat: int | None
) -> None:
    game = situation()
    before = snapshot.to_json(game)
    legal = game.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        game.apply(action, seat)  # type: ignore[arg-type]
    assert refused.value.reason in (
        "unknown_action",
        "no_such_seat",
        "not_a_choice",
        "not_your_turn",
    )
    assert str(refused.value)
    assert snapshot.to_json(game) == before
    assert game.legal_actions() == legal


class Broken(Exception):
    """What a failing dice source raises."""


def failing(count: int, golden: bool) -> Sequence[int]:
    raise Broken("the dice source failed")


BAD_DICE: list[tuple[str, Callable[[int, bool], object], type[Exception]]] = [
    ("a source that raises", failing, Broken),
    ("too few faces", lambda count, golden: [WORM] * (count - 1), ValueError),
    ("too many faces", lambda count, golden: [WORM] * (count + 1), ValueError),
    ("a face 0", lambda count, golden: [0] * count, ValueError),
    ("a face 7", lambda count, golden: [7] * count, ValueError),
    ("text faces", lambda count, golden: ["6"] * count, ValueError),
    ("float faces", lambda count, golden: [6.0] * count, ValueError),
    ("bool faces", lambda count, golden: [True] * count, ValueError),
    ("None instead of faces", lambda count, golden: None, ValueError),
    ("None among the faces", lambda count, golden: [None] * count, ValueError),
]


def golden_holder_at_start() -> Game:
    return table(
        "extension",
        rolls=[[1, 2, 3, 4, 5, WORM, WORM, WORM, 4]],
        held={0: "golden_die"},
    )


def weasel_holder_after_roll() -> Game:
    game = table("extension", rolls=[THIRTY[0], THIRTY[0]], held={0: "weasel"})
    play(game, "roll")
    return game


def second_roll() -> Game:
    game = table(seats=3, rolls=THIRTY)
    play(game, "roll", "aside:6")
    return game


THROWS: list[tuple[str, Callable[[], Game], str]] = [
    ("the first roll", at_start, "roll"),
    ("a roll with dice set aside", second_roll, "roll"),
    ("the golden die's roll (X9)", golden_holder_at_start, "roll_golden"),
    ("the weasel's re-roll (X12)", weasel_holder_after_roll, "weasel"),
]


@pytest.mark.parametrize(
    ("dice", "raised"),
    [(dice, raised) for _, dice, raised in BAD_DICE],
    ids=[n for n, *_ in BAD_DICE],
)
@pytest.mark.parametrize(
    ("situation", "code"), [(make, code) for _, make, code in THROWS], ids=[n for n, *_ in THROWS]
)
def test_x9_x12_a_failing_or_lying_dice_source_leaves_the_game_as_it_was(
    situation: Callable[[], Game],
    code: str,
    dice: Callable[[int, bool], Sequence[int]],
    raised: type[Exception],
) -> None:
    game = situation()
    scripted = game.dice
    before = snapshot.to_json(game)
    offered = codes(game)
    game.dice = dice
    with pytest.raises(raised):
        game.apply(Action.parse(code))
    assert snapshot.to_json(game) == before
    assert codes(game) == offered, "a choice (golden die, weasel) was lost"
    game.dice = scripted
    play(game, code)
    assert game.phase != "roll"


def test_x9_a_golden_face_the_setting_does_not_have_is_refused() -> None:
    game = golden_holder_at_start()
    game.dice = lambda count, golden: [WORM] * count
    game.settings = Settings(golden_die_faces=(1, 2, 3, 4, 5, 5))
    before = snapshot.to_json(game)
    with pytest.raises(ValueError):
        game.apply(Action("roll_golden"))
    assert snapshot.to_json(game) == before
    assert codes(game) == ["roll", "roll_golden"]
