"""The turn programme against the published figures and an independent plain recursion."""

import random
from functools import cache
from itertools import product

import pytest

from engine.pickomino import Game
from engine.pickomino.components import FACE_POINTS, WORM, tile_worms
from engine.pickomino.players.programme import TOP_TOTAL, TurnProgramme, TurnValues
from engine.pickomino.players.rolls import outcomes
from engine.pickomino.players.valuation import per_turn_values

TOTALS = range(TOP_TOTAL + 1)
NOTHING = tuple(0.0 for _ in TOTALS)


def full_grill_worms() -> TurnValues:
    """A full classic grill (R1) and nothing to lose: stopping at t takes the tile t, or the
    highest below it (R11); a bust costs nothing (R14 with an empty stack, R15 b)."""
    return TurnValues(
        tuple(float(tile_worms(min(t, 36))) if t >= 21 else 0.0 for t in TOTALS), NOTHING, 0.0
    )


def test_expected_worms_of_one_turn_on_a_full_grill_is_the_published_figure():
    assert round(TurnProgramme(full_grill_worms()).roll(8, 0, 0), 4) == 1.6447


def test_chance_of_ending_a_turn_with_21_or_more_and_a_worm_is_the_published_figure():
    values = TurnValues(tuple(1.0 if t >= 21 else 0.0 for t in TOTALS), NOTHING, 0.0)
    assert round(TurnProgramme(values).roll(8, 0, 0), 4) == 0.8930


def test_the_experts_scale_on_a_new_classic_game_is_the_full_grill_with_nothing_to_lose():
    values = per_turn_values(Game.new("classic", 2))
    assert round(TurnProgramme(values).roll(8, 0, 0), 4) == 1.6447


def test_the_chances_of_every_roll_add_up_and_a_bust_is_all_dice_on_used_faces():
    for dice in range(1, 9):
        for used in range(0, 128, 2):
            chances = outcomes(dice, used)
            assert sum(chance for chance, _ in chances) == pytest.approx(1.0, abs=1e-12)
            dead = bin(used).count("1")
            fresh = 6 - dead
            busts = sum(chance for chance, present in chances if present == (fresh * dice,))
            assert busts == pytest.approx((dead / 6) ** dice, abs=1e-12)


def plain_programme(values: TurnValues, weasel: bool):
    """The turn's values by brute force over ordered dice: every roll as a tuple of faces."""

    def stop(used: int, total: int) -> float:
        row = values.with_worm if used >> WORM & 1 else values.without_worm
        return row[min(total, TOP_TOTAL)]

    @cache
    def roll(dice: int, used: int, total: int, ready: bool) -> float:
        value = 0.0
        for faces in product(range(1, 7), repeat=dice):
            options = []
            for face in set(faces) - {f for f in range(1, 7) if used >> f & 1}:
                count = faces.count(face)
                option = after(
                    dice - count, used | 1 << face, total + count * FACE_POINTS[face], ready
                )
                if face == 1 and count >= 2:
                    option += values.double_one
                options.append(option)
            if not options:
                options.append(values.bust)  # R6; X12: or re-roll, just below
            if ready:
                options.append(roll(dice, used, total, False))
            value += max(options) / 6**dice
        return value

    @cache
    def after(dice: int, used: int, total: int, ready: bool) -> float:
        if not dice:
            return stop(used, total)
        return max(stop(used, total), roll(dice, used, total, ready))

    return roll


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("weasel", [False, True])
def test_every_small_state_matches_a_brute_force_over_ordered_dice(seed, weasel):
    rng = random.Random(seed)
    values = TurnValues(
        tuple(rng.choice([-2.0, 0.0, 1.0, 2.5, 4.0]) for _ in TOTALS),
        tuple(rng.choice([-2.0, 1.0]) for _ in TOTALS),
        -1.5,
        double_one=rng.choice([0.0, 1.0]),
        weasel=weasel,
    )
    solved = TurnProgramme(values)
    brute = plain_programme(values, weasel)
    checked = 0
    for dice in (1, 2, 3):
        for used in range(0, 128, 2):
            for total in range(0, TOP_TOTAL + 1, 3):
                if bin(used).count("1") + dice > 8 + 1 or (used and total < 1):
                    continue
                try:
                    mine = solved.roll(dice, used, total, weasel)
                except KeyError:
                    continue  # a state no turn reaches
                assert mine == pytest.approx(brute(dice, used, total, weasel), abs=1e-9)
                checked += 1
    assert checked > 100
