"""`pickomino-bot review GAME [--chart PATH]` and `stats NAME --chart PATH`, as real processes
on a real SQLite file (issue 29)."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

from PIL import Image

from console.terminal_game import TERMINAL_GUILD
from engine.pickomino.policies import cautious_action
from review.games import played_game
from storage import Seat, SqliteGameStore


def command(
    database: Path, *arguments: str, language: str = "en"
) -> subprocess.CompletedProcess[str]:
    environment = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith("PICKOMINO_") and name != "DISCORD_TOKEN"
    }
    environment["PICKOMINO_DATABASE_PATH"] = str(database)
    environment["PICKOMINO_DEFAULT_LANGUAGE"] = language
    environment["PYTHONIOENCODING"] = "utf-8"
    return subprocess.run(
        [sys.executable, "-m", "bot", *arguments],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=environment,
        cwd=database.parent,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


async def two_games(database: Path) -> None:
    store = await SqliteGameStore.open(database)
    try:
        seats = [Seat.human(1, "Ann"), Seat.human(2, "Bob"), Seat.computer(1, "Computer 1 (easy)")]
        for seed in (1, 2):
            await played_game(store, TERMINAL_GUILD, 0, seats, cautious_action, seed=seed)
    finally:
        await store.close()


def test_a_review_and_the_charts_written_to_files(tmp_path: Path) -> None:
    database = tmp_path / "pickomino.db"
    asyncio.run(two_games(database))
    chart = tmp_path / "review.png"
    done = command(database, "review", "2", "--chart", str(chart))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Review · game #2\n")
    for name in ("Ann", "Bob", "Computer 1 (easy)"):
        assert f"\n{name}\n" in done.stdout
    assert "Accuracy " in done.stdout and "Luck: " in done.stdout
    assert done.stdout.rstrip().endswith(f"Chart written to {chart}")
    assert Image.open(chart).size == (800, 450)

    french = command(database, "review", "1", language="fr")
    assert french.returncode == 0 and french.stdout.startswith("Revue · partie n° 1\n")

    rating = tmp_path / "rating.png"
    stats = command(database, "stats", "ann", "--chart", str(rating))
    assert stats.returncode == 0, stats.stderr
    assert stats.stdout.startswith("Statistics · Ann\n")
    assert Image.open(rating).size == (800, 450)


def test_a_missing_game_or_an_unwritable_chart_gets_a_short_answer(tmp_path: Path) -> None:
    database = tmp_path / "pickomino.db"
    asyncio.run(two_games(database))
    missing = command(database, "review", "7")
    assert missing.returncode == 2 and missing.stdout == ""
    assert missing.stderr.strip() == "There is no game #7 in this database."
    nowhere = tmp_path / "no such folder" / "chart.png"
    unwritable = command(database, "review", "1", "--chart", str(nowhere))
    assert unwritable.returncode == 1 and "Traceback" not in unwritable.stderr
    assert unwritable.stderr.startswith(f"Cannot write the chart to {nowhere}: ")


def test_stats_chart_is_titled_with_the_name_the_boards_write(tmp_path: Path) -> None:
    """`stats ann --chart`: the statistics say "Ann", and so does the chart's title."""
    from tables.leaderboards.queries import Leaderboards

    database = tmp_path / "pickomino.db"
    asyncio.run(two_games(database))

    async def titles() -> tuple[str, str]:
        store = await SqliteGameStore.open(database)
        try:
            boards = Leaderboards(store)
            ann = await boards.rating_chart_named(TERMINAL_GUILD, "pickomino", "ann", "en")
            nobody = await boards.rating_chart_named(TERMINAL_GUILD, "pickomino", "zoé", "en")
            return ann.title, nobody.title
        finally:
            await store.close()

    assert asyncio.run(titles()) == ("Rating · Ann", "Rating · zoé")
