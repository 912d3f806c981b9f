"""The game-aware expert's scale: the chance of finishing first (issue 13). With three or more
players the chances of beating each opponent share the player's own luck, so they are not
multiplied as if independent: equal standings give each of four players one chance in four."""

from math import sqrt
from statistics import NormalDist

import pytest

from engine.pickomino import Game
from engine.pickomino.players.endings import Ending
from engine.pickomino.players.valuation import CLASSIC_MODEL, EXTENSION_MODEL, winning_chance


def ending(worms: tuple[int, ...], grill_worms: int = 20, tiles_left: int = 8) -> Ending:
    """A standing in the middle of a game: no bonuses, the game goes on."""
    seats = len(worms)
    return Ending(
        "take", 25, None, worms, (None,) * seats, grill_worms, tiles_left, False, (25,) * seats
    )


def test_four_equal_standings_give_each_player_one_chance_in_four_not_one_in_eight():
    game = Game.new("classic", 4, 1)
    chances = [winning_chance(game, seat, ending((6, 6, 6, 6))) for seat in range(4)]
    assert chances == pytest.approx([0.25] * 4, abs=1e-3)


@pytest.mark.parametrize("rules", ["classic", "extension"])
@pytest.mark.parametrize(
    "worms", [(10, 7, 7, 3), (0, 12, 1, 5), (9, 9, 2), (14, 3, 3, 3), (4, 4, 4, 11)]
)
def test_the_chances_of_finishing_first_add_up_to_one(rules, worms):
    game = Game.new(rules, len(worms), 1)
    standing = ending(worms)
    chances = [winning_chance(game, seat, standing) for seat in range(len(worms))]
    assert sum(chances) == pytest.approx(1.0, abs=5e-3)  # 32 quantiles
    ranked = sorted(range(len(worms)), key=lambda seat: worms[seat])
    assert [chances[seat] for seat in ranked] == sorted(chances), "more worms, better chance"


@pytest.mark.parametrize(
    ("rules", "model"), [("classic", CLASSIC_MODEL), ("extension", EXTENSION_MODEL)]
)
def test_two_players_keep_the_fitted_chance_on_the_gap_less_the_tempo(rules, model):
    game = Game.new(rules, 2, 1)
    spread = model.per_root_worm * sqrt(16) + model.floor
    expected = NormalDist().cdf((9 - 5 - model.tempo) / spread)
    assert winning_chance(game, 0, ending((9, 5), grill_worms=16)) == pytest.approx(expected)
