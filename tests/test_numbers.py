"""One way to write numbers (words/numbers.py): each surface that shows decimals or percentages
(odds on Discord and at the terminal's `?`, the review, statistics, leaderboards, `simulate`)
writes them as its language does, and values a reader compares never look equal when they are
not."""

import re
import subprocess

import pytest
from terminal_process import DEADLINE, cli_command, cli_environment

from engine.pickomino import Game
from engine.pickomino.policies import cautious_action
from tables.pickomino.odds_words import odds_text
from words.i18n import LANGUAGES
from words.numbers import apart, chance, decimal, number, percent, signed, signed_decimal

NBSP, NNBSP = "\u00a0", "\u202f"


def test_each_language_writes_decimals_and_percentages_its_own_way() -> None:
    assert [decimal(6.66, "en"), decimal(6.66, "fr")] == ["6.7", "6,7"]
    assert [percent(0.364, "en"), percent(0.364, "fr")] == ["36%", f"36{NBSP}%"]
    assert [percent(0.3204, "en", 1), percent(0.3204, "fr", 1)] == ["32.0%", f"32,0{NBSP}%"]
    assert [number(12.5, "en"), number(1234, "fr")] == ["12.5", f"1{NNBSP}234"]
    assert [chance(0.001, "en"), chance(0.999, "fr"), chance(0, "en")] == [
        "<1%",
        f">99{NBSP}%",
        "0%",
    ]
    assert [signed_decimal(2.13, "fr"), signed_decimal(-0.44, "en")] == ["+2,1", "−0.4"]
    assert signed_decimal(-0.04, "en") == "±0.0", "what rounds to zero leans to no side"
    assert [signed(12), signed(-8), signed(0)] == ["+12", "−8", "±0"]


def test_values_compared_get_a_second_decimal_only_where_one_shows_them_equal() -> None:
    assert apart(2.404, 2.426, "en") == ("2.40", "2.43")
    assert apart(2.404, 2.426, "fr") == ("2,40", "2,43")
    assert apart(0.2, 7.5, "en") == ("0.2", "7.5")
    assert apart(3.214, 3.238, "en", sign=True) == ("+3.21", "+3.24")
    assert apart(1.0, 1.001, "en") == ("1.0", "1.0"), "equal to two decimals: equal"


def position(actions: int) -> Game:
    """Classic, two seats, seed 0, after `actions` careful moves."""
    game = Game.new("classic", 2, 0)
    for _ in range(actions):
        game.play(cautious_action(game))
    return game


def test_the_odds_write_percentages_and_worms_as_the_review_does() -> None:
    """The same message on Discord's Odds button and at the terminal's `?` (both odds_text)."""
    game = position(0)
    english = odds_text(game, ["Ann", "Bob"], "en")
    assert "Next roll: 0% chance of a bust." in english
    assert " %" not in english
    assert "(+1.6 worms expected" in english
    french = odds_text(game, ["Ann", "Bob"], "fr")
    assert f"Prochain lancer : 0{NBSP}% de risque" in french
    assert "(+1,6 vers espérés" in french
    assert "+1.6" not in french


def test_the_odds_tell_the_expert_move_from_the_next_best_as_the_review_does() -> None:
    """Seed 0 after 42 moves: the best move is worth 2.181 worms, the next 2.173; one decimal
    would say "+2.2 worms expected; ...: +2.2"."""
    game = position(42)
    english = odds_text(game, ["Ann", "Bob"], "en")
    assert "(+2.18 worms expected; " in english and english.endswith(": +2.17).")
    french = odds_text(game, ["Ann", "Bob"], "fr")
    assert "(+2,18 vers espérés ; " in french and french.endswith(" : +2,17).")


@pytest.mark.parametrize(
    ("language", "share", "worms"),
    [("en", r"\d+\.\d%\)", r"winner: \d+\.\d$"), ("fr", r"\d+,\d\u00a0%\)", r"moyenne : \d+,\d$")],
)
def test_simulate_writes_its_shares_and_means_in_the_language_of_the_settings(
    tmp_path, language, share, worms
) -> None:
    done = subprocess.run(
        cli_command("simulate", "--games", "5", "--players", "2", "--seed", "3"),
        cwd=tmp_path,
        env={**cli_environment(), "PICKOMINO_DEFAULT_LANGUAGE": language},
        capture_output=True,
        text=True,
        timeout=DEADLINE,
    )
    assert done.returncode == 0, done.stderr
    seats = done.stdout.splitlines()[1:3]
    assert all(re.search(share, line) for line in seats), done.stdout
    assert re.search(worms, done.stdout, re.MULTILINE), done.stdout


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_negative_decimal_has_the_minus_sign_of_the_signed_ones(language: str) -> None:
    """Seen in a review: an option "worth -3.5 worms" beside "luck −1.2"."""
    assert decimal(-3.5, language)[0] == signed_decimal(-1.2, language)[0] == "−"
    assert decimal(-0.04, language) == decimal(0.0, language)
    assert apart(-2.43, -2.4, language)[0].startswith("−")
