"""Who `pickomino-bot play` seats (issue 35): `--computers N` alone is you against N computers,
a table short of players gets computers for the missing seats and says so, `--watch` seats
computers alone, and the person at the keyboard has one name in every language."""

import sqlite3
import subprocess
from pathlib import Path

import pytest
from terminal_process import DEADLINE, cli_command, cli_environment


def play(folder: Path, *options: str, language: str = "en") -> str:
    done = subprocess.run(
        cli_command("play", *options),
        cwd=folder,
        env=cli_environment(PICKOMINO_DEFAULT_LANGUAGE=language),
        input=b"q\n",
        capture_output=True,
        timeout=DEADLINE,
    )
    assert done.returncode == 0 and not done.stderr, done.stderr.decode()
    return done.stdout.decode()


def seats(folder: Path) -> list[tuple[str, bool]]:
    """(name, is a computer) of the last game's seats."""
    with sqlite3.connect(folder / "data" / "pickomino.db") as conn:
        row = conn.execute("SELECT id FROM games ORDER BY id DESC LIMIT 1").fetchone()
        found = conn.execute(
            "SELECT display_name, computer_level IS NOT NULL FROM seats"
            " WHERE game_id = ? ORDER BY seat",
            row,
        ).fetchall()
    return [(name, bool(computer)) for name, computer in found]


@pytest.mark.parametrize(
    ("options", "expected", "said"),
    [
        (("--computers", "1"), [("Player", False), ("Computer 1 (medium)", True)], None),
        (("--computers", "2", "--level", "expert"),
         [("Player", False), ("Computer 1 (expert)", True), ("Computer 2 (expert)", True)], None),
        (("--human", "Ann"), [("Ann", False), ("Computer 1 (medium)", True)],
         "Pickomino needs at least 2 players: 1 computer player takes the missing seat."),
        (("--game", "pickpic", "--human", "Ann"),
         [("Ann", False), ("Computer 1", True), ("Computer 2", True)],
         "Pick Pic needs at least 3 players: 2 computer players take the missing seats."),
        (("--game", "pickpic", "--computers", "1"),
         [("Player", False), ("Computer 1", True), ("Computer 2", True)],
         "Pick Pic needs at least 3 players: 1 computer player takes the missing seat."),
    ],
)  # fmt: skip
def test_computers_seat_you_and_fill_the_missing_seats_saying_so(
    tmp_path, options, expected, said
) -> None:
    out = play(tmp_path, *options)
    assert seats(tmp_path)[: len(expected)] == expected and len(seats(tmp_path)) == len(expected)
    assert expected[0][0] + ", your move" in out
    if said is None:
        assert "missing seat" not in out
    else:
        assert said in out


def test_the_default_player_has_one_name_whatever_the_language(tmp_path) -> None:
    out = play(tmp_path, "--language", "fr")
    assert "Player, à vous" in out
    assert seats(tmp_path)[0] == ("Player", False)
    french = play(tmp_path, "--new", "--seed", "1", language="fr")
    assert "Player, à vous" in french and "places manquantes" not in french


def test_watch_seats_computers_alone(tmp_path) -> None:
    out = play(tmp_path, "--watch", "--seed", "4")
    assert "your move" not in out and "Game #1 is over" in out
    assert [computer for _, computer in seats(tmp_path)] == [True, True, True]
