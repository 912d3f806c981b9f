"""The worked examples of the French rule texts, played with the dice they describe.

Base rules b: Thomas steals 32 from Nina, then Louise busts. Extension rules: example A
(Thomas takes 27 and its golden die) and example B (Brigitte busts). The texts leave the dice
they do not mention open; those are filled with faces that change nothing.
"""

from scripted import WORM, assert_illegal, codes, dice_of, only, play, stop_outcome_offered, table

from engine.pickomino import Game
from engine.pickomino import events as ev
from engine.pickomino.game import MUST_STOP, ROLL_OR_STOP

THOMAS, LOUISE, NINA = 0, 1, 2


def thomas_louise_nina() -> Game:
    """In the middle of a game: 30 lies under Louise's 28, Nina shows 32."""
    return table(
        seats=3,
        rolls=[
            [4, 4, 4, 1, 2, 5, 5, 3],
            [4, 4, 2, 3, WORM],
            [5, 5, WORM, WORM],
            [1, 3],
            [2],
            [3, 3, 1, 2, 4, 4, 5, WORM],
            [5, 5, 5, 1, 2, WORM],
            [WORM, 1, 1],
            [3, WORM],
        ],
        stacks={THOMAS: [22, 24], LOUISE: [30, 28], NINA: [21, 32]},
    )


def test_r5_r8_r10_thomas_steals_32_from_nina_base_rules_b() -> None:
    game = thomas_louise_nina()
    events = play(game, "roll", "aside:4")
    assert only(events, ev.SetAside) == [ev.SetAside(THOMAS, 4, 3, 12)]

    play(game, "roll")
    assert_illegal(game, "aside:4", "face_already_used")
    play(game, "aside:6")
    assert game.total == 17

    play(game, "roll")
    assert game.roll == (5, 5, WORM, WORM)
    assert_illegal(game, "aside:6", "face_already_used")
    events = play(game, "aside:5")
    assert only(events, ev.SetAside) == [ev.SetAside(THOMAS, 5, 2, 27)]
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.tile) == ("take", 27)
    assert codes(game) == ["roll", "stop"]

    play(game, "roll", "aside:3")
    assert game.total == 30
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.tile, outcome.total) == ("take", 29, 30)

    play(game, "roll", "aside:2")
    assert game.total == 32
    assert game.phase == MUST_STOP
    outcome = stop_outcome_offered(game)
    assert (outcome.kind, outcome.tile, outcome.victim) == ("steal", 32, NINA)
    events = play(game, "stop")
    assert only(events, ev.TileStolen) == [ev.TileStolen(THOMAS, 32, NINA)]
    assert game.stacks[THOMAS] == [22, 24, 32]
    assert game.stacks[NINA] == [21]
    assert only(events, ev.TurnStarted) == [ev.TurnStarted(LOUISE)]
    assert dice_of(game).throws == [(8, False), (5, False), (4, False), (2, False), (1, False)]


def test_r6_r14_r15_louise_busts_and_loses_her_top_tile_base_rules_b() -> None:
    game = thomas_louise_nina()
    play(game, "roll", "aside:4", "roll", "aside:6", "roll", "aside:5")
    play(game, "roll", "aside:3", "roll", "aside:2", "stop")
    assert game.current == LOUISE

    play(game, "roll", "aside:3", "roll", "aside:5")
    assert game.total == 6 + 15
    play(game, "roll", "aside:6")
    assert game.total == 26
    assert game.phase == ROLL_OR_STOP

    events = play(game, "roll")
    assert only(events, ev.Rolled) == [ev.Rolled(LOUISE, (3, WORM), None)]
    assert only(events, ev.Bust) == [ev.Bust(LOUISE, "no_new_face", 26)]
    assert only(events, ev.TileReturned) == [ev.TileReturned(LOUISE, 28)]
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(36)]
    assert game.stacks[LOUISE] == [30]
    assert 28 in game.grill
    assert only(events, ev.TurnStarted) == [ev.TurnStarted(NINA)]


def test_x3_thomas_takes_27_and_the_golden_die_extension_example_a() -> None:
    game = table(
        "extension",
        seats=3,
        rolls=[[4, 4, 4, 1, 2, 5, 5, 3], [4, 4, 2, 3, WORM], [5, 5, WORM, WORM]],
    )
    play(game, "roll", "aside:4", "roll")
    assert_illegal(game, "aside:4", "face_already_used")
    play(game, "aside:6", "roll")
    assert_illegal(game, "aside:6", "face_already_used")
    play(game, "aside:5")
    assert game.total == 27
    assert game.white_left == 2
    events = play(game, "stop")
    assert only(events, ev.TileTaken) == [ev.TileTaken(THOMAS, 27, 27)]
    assert only(events, ev.BonusGained) == [ev.BonusGained(THOMAS, "golden_die", None)]
    assert game.held[THOMAS] == "golden_die"


def test_r6_r14_r15_brigitte_busts_extension_example_b() -> None:
    game = table(
        "extension",
        rolls=[[3, 3, 1, 2, 4, 4, 5, WORM], [5, 5, 5, 1, 4, 4], [WORM, 2, 2], [3, WORM]],
        stacks={0: [24, 28]},
    )
    play(game, "roll", "aside:3", "roll", "aside:5", "roll", "aside:6")
    assert game.total == 26
    events = play(game, "roll")
    assert only(events, ev.Bust) == [ev.Bust(0, "no_new_face", 26)]
    assert only(events, ev.TileReturned) == [ev.TileReturned(0, 28)]
    assert only(events, ev.TileFlipped) == [ev.TileFlipped(36)]
    assert game.stacks[0] == [24]
    assert dice_of(game).throws == [(8, False), (6, False), (3, False), (2, False)]
