"""Golden boards: what Discord and the terminal show for fixed seeded scenes, byte for byte,
of both games in every language; every Discord message within Discord's limits, as the fake
Discord enforces them.

The files under tests/golden/ were written before the table layer was moved out of cogs/;
they change only for a deliberate, explained change of what players see. To rewrite them:

    UPDATE_GOLDEN=1 python -m pytest tests/test_golden.py
"""

import json
import os
from pathlib import Path

import pytest
from fakediscord import FakeChannel, FakeGuild, FakeMessage, FakeUser
from fakediscord.limits import validate_message
from fakediscord.messages import walk_components
from golden_pickpic import SCENES as PICKPIC_SCENES
from golden_scenes import (
    GOLDEN,
    SESSIONS,
    discord_board,
    scene,
    scene_names,
    terminal_board,
    terminal_session,
)

from words.i18n import LANGUAGES

UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
GUILD = FakeGuild(7, "Golden", 1, "en-US")
CHANNEL = FakeChannel(8, GUILD, "general", 0)
BOT = FakeUser(2, "Pickomino", bot=True)
OPTION_TEXTS = ("label", "description")


def check(path: Path, text: str) -> None:
    if UPDATE:
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: see this module's docstring"
    assert text == path.read_text(encoding="utf-8"), f"{path.name} changed"


def check_limits(text: str) -> None:
    """The message as the fake Discord would store it, refused as Discord would refuse it:
    labels over 80 (buttons) or 100 (options) characters, an embed over its limits, a sixth
    row or button."""
    message = json.loads(text)
    components = message["components"] or []
    validate_message(FakeMessage(1, CHANNEL, BOT, embeds=[message["embed"]], components=components))


def check_shown_as_typed(text: str) -> None:
    """Discord renders no markdown in labels, menus' placeholders and an attachment's alt
    text, nor does the picture under its cards: a name there is as typed, never escaped
    (`Bob \\*the\\*` would show its backslashes)."""
    message = json.loads(text)
    shown = list(message.get("attachment", {}).get("labels", []))
    shown.append(message.get("attachment", {}).get("description") or "")
    for component in walk_components(message["components"] or []):
        shown += [component.get("label") or "", component.get("placeholder") or ""]
        shown += [o.get(key) or "" for o in component.get("options", []) for key in OPTION_TEXTS]
    assert not [words for words in shown if "\\" in words]


@pytest.mark.parametrize("name", scene_names())
def test_discord_board(name: str) -> None:
    text = discord_board(scene(name))
    check_limits(text)
    check_shown_as_typed(text)
    check(GOLDEN / f"{name}.discord.json", text)


@pytest.mark.parametrize("name", scene_names())
def test_terminal_board(name: str) -> None:
    check(GOLDEN / f"{name}.terminal.txt", terminal_board(scene(name)))


@pytest.mark.parametrize("name", sorted(SESSIONS))
async def test_terminal_session(name: str, tmp_path: Path) -> None:
    check(GOLDEN / f"{name}.txt", await terminal_session(name, tmp_path / "games.db"))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", sorted(PICKPIC_SCENES))
def test_pickpic_discord(name: str, language: str) -> None:
    """Pick Pic's table, panels, reveal and summary (P4-P11)."""
    shown = PICKPIC_SCENES[name]
    text = shown.discord(shown.moment(language))
    check_limits(text)
    check_shown_as_typed(text)
    check(GOLDEN / f"{name}.{language}.discord.json", text)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", sorted(n for n, s in PICKPIC_SCENES.items() if s.terminal))
def test_pickpic_terminal(name: str, language: str) -> None:
    shown = PICKPIC_SCENES[name]
    assert shown.terminal is not None
    check(GOLDEN / f"{name}.{language}.terminal.txt", shown.terminal(shown.moment(language)))
