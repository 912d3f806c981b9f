"""Golden boards: what Discord and the terminal show for fixed seeded scenes, byte for byte.

The files under tests/golden/ were written before the table layer was moved out of cogs/;
they change only for a deliberate, explained change of what players see. To rewrite them:

    UPDATE_GOLDEN=1 python -m pytest tests/test_golden.py
"""

import os
from pathlib import Path

import pytest
from golden_scenes import (
    GOLDEN,
    SESSIONS,
    discord_board,
    scene,
    scene_names,
    terminal_board,
    terminal_session,
)

UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"


def check(path: Path, text: str) -> None:
    if UPDATE:
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: see this module's docstring"
    assert text == path.read_text(encoding="utf-8"), f"{path.name} changed"


@pytest.mark.parametrize("name", scene_names())
def test_discord_board(name: str) -> None:
    check(GOLDEN / f"{name}.discord.json", discord_board(scene(name)))


@pytest.mark.parametrize("name", scene_names())
def test_terminal_board(name: str) -> None:
    check(GOLDEN / f"{name}.terminal.txt", terminal_board(scene(name)))


@pytest.mark.parametrize("name", sorted(SESSIONS))
async def test_terminal_session(name: str, tmp_path: Path) -> None:
    check(GOLDEN / f"{name}.txt", await terminal_session(name, tmp_path / "games.db"))
