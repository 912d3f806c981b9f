"""`pickomino-bot leaderboard` and `stats NAME` after games played with `pickomino-bot play`."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from test_console_play import cautious_script, lines, play

from bot.cli import main
from console.seating import Table, UsageError, terminal_user_id


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name in ("PICKOMINO_DATABASE_PATH", "PICKOMINO_DEFAULT_LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_terminal_games_fill_the_terminal_board(
    workdir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Three hot-seat games, Ann and Bob changing seats: one row each, whatever the seat."""
    database = workdir / "data" / "pickomino.db"
    wins = {"Ann": 0, "Bob": 0}
    for seed, humans in ((1, ("Ann", "Bob")), (2, ("Bob", "Ann")), (3, ("Ann", "Bob"))):
        numbers, game = cautious_script("classic", 2, seed)
        ended, _ = asyncio.run(
            play(database, Table("classic", humans, 0, seed), lines(*numbers), new=True)
        )
        assert ended is not None
        for placing in game.ranking():
            wins[humans[placing.seat]] += placing.place == 1
    capsys.readouterr()

    assert main(["leaderboard"]) == 0
    board = capsys.readouterr().out
    assert board.startswith("Leaderboard · classic · all time\n")
    for name in ("Ann", "Bob"):
        won = f"{wins[name]} win" + ("" if wins[name] == 1 else "s")
        assert f"{name} · " in board and f" · 3 games · {won} (" in board
    assert "2 players" in board

    assert main(["stats", "ann"]) == 0
    stats = capsys.readouterr().out
    assert stats.startswith("Statistics · Ann\n")
    assert (
        "Average place: 2 players:" in stats and "Busts:" in stats and "Rating · classic:" in stats
    )

    assert main(["stats", "Zed"]) == 0
    assert "Zed has not finished a game of Pickomino in the terminal yet" in capsys.readouterr().out
    assert main(["leaderboard", "--guild", "42", "--period", "week"]) == 0
    week = "Nobody has finished a game with these rules in server 42 this week yet."
    assert week in capsys.readouterr().out
    assert main(["leaderboard", "--page", "0"]) == 2


def test_a_name_is_one_player_from_game_to_game() -> None:
    assert terminal_user_id("Ann") == terminal_user_id("ann") != terminal_user_id("Bob")
    assert Table("classic", ("Ann", "Bob"), 0).seats("en")[0].user_id == terminal_user_id("Ann")
    with pytest.raises(UsageError, match="same name"):
        Table.from_options("en", humans=["Ann", "ANN"])
