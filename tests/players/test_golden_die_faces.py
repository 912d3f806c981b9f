"""A golden die with faces of its own (X9's `golden_die_faces` setting): the turn programme,
the expert's choices and the odds against brute force over every ordered roll, the golden
die apart."""

import random
from collections import Counter
from functools import cache
from itertools import combinations_with_replacement, product
from math import factorial

import pytest
from arranged_tables import arranged

from engine.pickomino import Game
from engine.pickomino import actions as act
from engine.pickomino.actions import Action
from engine.pickomino.components import FACE_POINTS, WORM
from engine.pickomino.events import Bust, TileStolen, TileTaken, TurnStarted
from engine.pickomino.players.decisions import choices
from engine.pickomino.players.expert import expert_action
from engine.pickomino.players.odds import odds
from engine.pickomino.players.programme import TOP_TOTAL, TurnProgramme, TurnValues
from engine.pickomino.players.valuation import per_turn_values
from engine.pickomino.settings import Settings

TOTALS = range(TOP_TOTAL + 1)
FACE_SETS = [(WORM, WORM, WORM, 1, 1, 2), (WORM,) * 6, (1, 1, 2, 2, 3, 3)]


def brute_force(values: TurnValues):
    """roll(white dice, golden die among them, used, total, weasel ready): every ordered roll
    of the white dice, times every face of the golden die (one sixth each)."""
    faces_of_golden = values.golden_faces

    def stop(used: int, total: int) -> float:
        row = values.with_worm if used >> WORM & 1 else values.without_worm
        return row[min(total, TOP_TOTAL)]

    @cache
    def roll(white: int, golden: bool, used: int, total: int, ready: bool) -> float:
        value = 0.0
        goldens = faces_of_golden if golden else (None,)
        for whites in product(range(1, 7), repeat=white):
            for face_of_golden in goldens:
                shown = set(whites) | ({face_of_golden} if golden else set())
                options = []
                for face in shown - {f for f in range(1, 7) if used >> f & 1}:
                    taken_golden = golden and face_of_golden == face
                    count = whites.count(face) + taken_golden
                    option = after(
                        white - whites.count(face),
                        golden and not taken_golden,
                        used | 1 << face,
                        total + count * FACE_POINTS[face],
                        ready,
                    )
                    if face == 1 and count >= 2:
                        option += values.double_one
                    options.append(option)
                if not options:
                    options.append(values.bust)
                if ready:
                    options.append(roll(white, golden, used, total, False))
                value += max(options) / 6**white / len(goldens)
        return value

    @cache
    def after(white: int, golden: bool, used: int, total: int, ready: bool) -> float:
        if not white and not golden:
            return stop(used, total)
        return max(stop(used, total), roll(white, golden, used, total, ready))

    return roll


@pytest.mark.parametrize("faces", FACE_SETS)
@pytest.mark.parametrize("weasel", [False, True])
def test_states_with_the_golden_die_left_match_a_brute_force(faces, weasel):
    rng = random.Random(str(faces) + str(weasel))
    values = TurnValues(
        tuple(rng.choice([-2.0, 0.0, 1.0, 2.5, 4.0]) for _ in TOTALS),
        tuple(rng.choice([-2.0, 1.0]) for _ in TOTALS),
        -1.5,
        double_one=1.0,
        weasel=weasel,
        golden=True,
        golden_faces=faces,
    )
    solved = TurnProgramme(values)
    brute = brute_force(values)
    checked = 0
    for white in (0, 1, 2):
        for used in range(0, 128, 2):
            for total in range(0, TOP_TOTAL + 1, 2):
                try:
                    mine = solved.roll(white + 1, used, total, weasel, True)
                except KeyError:
                    continue  # a state no turn reaches
                assert mine == pytest.approx(brute(white, True, used, total, weasel), abs=1e-9)
                checked += 1
    assert checked > 100


def golden_turn(faces: tuple[int, ...], rolls, moves) -> Game:
    """Seat 0 holds the golden die with `faces`, rolls it and plays `moves`."""
    game = arranged("extension", rolls=rolls, stacks={0: [27]}, held={0: "golden_die"})
    game.settings = Settings(golden_die_faces=faces)  # type: ignore[arg-type]
    for code in moves:
        game.apply(Action.parse(code))
    return game


POSITIONS = {
    "all worms, the golden die left with one white": golden_turn(
        (WORM,) * 6,
        [[5, 5, 5, 4, 4, 4, 2, 2, 6], [4, 4, 4, 4, 3, 6]],
        ["roll_golden", "aside:5", "roll", "aside:4"],
    ),
    "worms and ones, the golden die left with two whites": golden_turn(
        (WORM, WORM, WORM, 1, 1, 2),
        [[5, 5, 5, 4, 4, 3, 3, 3, 1], [4, 4, 4, 6, 3, 1]],
        ["roll_golden", "aside:3", "roll", "aside:4"],
    ),
}


def test_the_positions_have_the_golden_die_among_the_dice_left():
    for game in POSITIONS.values():
        assert game.golden_in_play and game.phase == "roll_or_stop"
        assert 2 <= game.dice_left <= 3


@pytest.mark.parametrize("name", POSITIONS)
def test_the_experts_choices_are_worth_what_a_brute_force_says(name):
    game = POSITIONS[name]
    values = per_turn_values(game)
    assert values.golden_faces == game.settings.golden_die_faces
    brute = brute_force(values)
    worth = {choice.action: choice.value for choice in choices(game, per_turn_values)}
    roll = brute(game.dice_left - 1, True, game.used, game.total, False)
    row = values.with_worm if game.used >> WORM & 1 else values.without_worm
    assert worth == pytest.approx({act.roll(): roll, act.stop(): row[game.total]}, abs=1e-12)
    assert expert_action(game) == max(worth, key=worth.__getitem__)


def test_a_golden_die_of_worms_rolls_no_bust_while_the_worm_is_fresh():
    game = golden_turn((WORM,) * 6, [[5, 5, 5, 4, 4, 4, 2, 2, 6]], ["roll_golden", "aside:5"])
    assert game.golden_in_play and not game.used >> WORM & 1
    assert odds(game).next_roll_bust == 0.0


def test_the_next_roll_bust_counts_the_golden_dies_own_faces():
    game = POSITIONS["worms and ones, the golden die left with two whites"]
    used = bin(game.used).count("1")
    golden_dead = sum(1 for face in game.settings.golden_die_faces if game.used >> face & 1)
    assert odds(game).next_roll_bust == pytest.approx((used / 6) * golden_dead / 6)


def ways(faces: tuple[int, ...]) -> int:
    count = factorial(len(faces))
    for repeated in Counter(faces).values():
        count //= factorial(repeated)
    return count


def endings_by_enumeration(game: Game) -> Counter:
    """Chance of each end of the turn through the real engine, the expert playing every move,
    the white dice taking every value and the golden die each of its faces."""
    found: Counter = Counter()
    golden_faces = game.settings.golden_die_faces

    def explore(position: Game, chance: float) -> None:
        action = expert_action(position)
        if action.kind in (act.ROLL, act.ROLL_GOLDEN, act.WEASEL_REROLL):
            golden = position.golden_in_play or action.kind == act.ROLL_GOLDEN
            white = position.white_left
            for whites in combinations_with_replacement(range(1, 7), white):
                for face in golden_faces if golden else (None,):
                    faces = list(whites) + ([face] if golden else [])
                    share = ways(whites) / 6**white / (len(golden_faces) if golden else 1)
                    follow(position, action, faces, chance * share)
        else:
            follow(position, action, None, chance)

    def follow(position: Game, action: Action, faces, chance: float) -> None:
        twin = position.copy()
        if faces is not None:
            twin.dice = lambda count, golden: faces
        for event in twin.apply(action):
            if isinstance(event, Bust):
                found["bust"] += chance
                return
            if isinstance(event, TileTaken | TileStolen):
                found[event.tile] += chance
                return
            if isinstance(event, TurnStarted):
                raise AssertionError("the turn ended without a tile or a bust")
        explore(twin, chance)

    explore(game, 1.0)
    return found


@pytest.mark.parametrize("name", POSITIONS)
def test_odds_with_the_golden_die_left_equal_an_exact_enumeration(name):
    game = POSITIONS[name]
    shown = odds(game)
    exact = endings_by_enumeration(game)
    assert sum(exact.values()) == pytest.approx(1.0, abs=1e-12)
    assert shown.turn_bust == pytest.approx(exact["bust"], abs=1e-12)
    assert shown.tiles
    for tile in shown.tiles:
        at_least = sum(
            chance for end, chance in exact.items() if end != "bust" and end >= tile.tile
        )
        assert tile.chance == pytest.approx(at_least, abs=1e-12), tile
