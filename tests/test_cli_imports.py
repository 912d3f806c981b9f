"""What each `pickomino-bot` command imports: a command pays only for the libraries it uses.

Start-up time itself is measured by bench/, not here; these tests check the cause (which
modules a fresh interpreter has loaded), which does not depend on the machine's speed.
"""

import os
import subprocess
import sys
from pathlib import Path

import discord
import pytest

from words.i18n import precompile

HEAVY = ("discord", "aiohttp", "asyncpg", "pydantic", "pydantic_settings")
PICK_PIC = ("engine.pickpic", "tables.pickpic")
"""A Pickomino table has no use for Pick Pic's engine and card catalogue."""
BOT = ("bot.app", "bot.serve", "cogs")
"""The Discord bot itself, which only `run` and `sync` start."""
UNTIL_NEEDED = ("importlib.metadata", "babel", "openskill", "matplotlib", "charts.draw")
"""Loaded by the commands that use them: `version` (metadata), numbers in leaderboards (Babel),
a finished game's ratings (openskill), a chart (matplotlib, issue 29)."""


@pytest.fixture(autouse=True, scope="module")
def warm_catalogs() -> None:
    """Compiled catalogs in this run's cache (tests/conftest.py gives each run an empty one),
    as any start after the first finds them: a cold start imports Babel to compile them."""
    precompile()


def loaded_after(
    code: str, watched: tuple[str, ...] = HEAVY, folder: Path | None = None
) -> tuple[set[str], str]:
    """The `watched` modules a fresh interpreter holds after running `code` (with no input, in
    `folder` with its own database if given), and its output."""
    probe = f"{code}\nimport sys\nprint(sorted(m for m in {watched!r} if m in sys.modules))"
    environment = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith("PICKOMINO_") and name != "DISCORD_TOKEN"
    }
    if folder is not None:
        environment["PICKOMINO_DATABASE_PATH"] = str(folder / "games.db")
    done = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        stdin=subprocess.DEVNULL,
        env=environment,
        cwd=folder,
        timeout=60,
    )
    *output, modules = done.stdout.strip().splitlines()
    return set(eval(modules)), "\n".join(output)


def test_importing_the_command_line_loads_no_heavy_library():
    loaded, _ = loaded_after("import bot.cli")
    assert loaded == set()


def test_version_names_discord_py_without_importing_it():
    loaded, output = loaded_after("from bot.cli import main\nmain(['version'])")
    assert loaded == set()
    assert f"discord.py {discord.__version__}" in output


def test_terminal_game_commands_load_neither_discord_nor_postgresql():
    loaded, _ = loaded_after("import bot.commands.terminal, console.play, console.simulate")
    assert loaded.isdisjoint({"discord", "aiohttp", "asyncpg"})


def test_a_terminal_game_of_pickomino_shows_its_board_without_pydantic_discord_or_pick_pic(
    tmp_path,
):
    """A terminal game reads the compiled catalogs from the user cache, as every game after the
    first on a machine does: the module's fixture fills it (warm_catalogs), so that the test
    does not depend on another test having filled it before."""
    play = "['play', '--human', 'A', '--computers', '1', '--seed', '1', '--language', 'en']"
    watched = (*HEAVY, *PICK_PIC, *BOT, *UNTIL_NEEDED)
    loaded, output = loaded_after(f"from bot.cli import main\nmain({play})", watched, tmp_path)
    assert "A, your move" in output and "Game saved" in output
    assert loaded == set()


def test_a_pick_pic_table_loads_pick_pic_when_it_is_met():
    loaded, _ = loaded_after("from tables.kinds import kind_of\nkind_of('pickpic')", PICK_PIC)
    assert loaded == set(PICK_PIC)


def test_health_reads_the_heartbeat_without_starting_the_discord_bot_or_the_storage(tmp_path):
    watched = (*HEAVY, *BOT, "storage", "asyncio", "dotenv")
    loaded, output = loaded_after("from bot.cli import main\nmain(['health'])", watched, tmp_path)
    assert "unhealthy" in output
    assert loaded == set()


def test_the_discord_bot_loads_matplotlib_only_to_draw_a_chart():
    """A running bot answers clicks without matplotlib: the review and stats commands import
    it when they draw their first chart (issue 29)."""
    loaded, _ = loaded_after("import cogs.pickomino, tables.reviews", ("matplotlib", "charts.draw"))
    assert loaded == set()
