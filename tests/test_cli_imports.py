"""What each `pickomino-bot` command imports: a command pays only for the libraries it uses.

Start-up time itself is measured by bench/, not here; these tests check the cause (which
modules a fresh interpreter has loaded), which does not depend on the machine's speed.
"""

import subprocess
import sys

import discord

HEAVY = ("discord", "aiohttp", "asyncpg", "pydantic", "pydantic_settings")


def loaded_after(code: str) -> tuple[set[str], str]:
    """The heavy modules a fresh interpreter holds after running `code`, and its output."""
    probe = f"{code}\nimport sys\nprint(sorted(m for m in {HEAVY!r} if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
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
