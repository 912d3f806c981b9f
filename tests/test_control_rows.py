"""A board's controls written as Discord's dictionaries (cogs/control_rows.py) are what
discord.py itself renders from the same items: the same buttons, in the same rows, and refused
where discord.py refuses them (issue 16). Randomness is seeded."""

import itertools
import random

import discord
import pytest

from cogs.control_rows import BUTTON_WIDTH, MENU_WIDTH, ControlRows, button, rows_of

STYLES = [discord.ButtonStyle.primary, discord.ButtonStyle.secondary, discord.ButtonStyle.danger]
EMOJIS = [None, "🎯", "1️⃣", "<:worm:123456789012345678>", "<a:dance:42>"]
LABELS = [None, "", "Roll", "× 2 (+2)"]


def discord_rows(items: list[discord.ui.Item[discord.ui.View]]) -> list[dict[str, object]]:
    """discord.py's own rendering: ValueError when an item has no room."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view.to_components()


SHOWN = [
    (label, emoji, style)
    for label, emoji, style in itertools.product(LABELS, EMOJIS, STYLES)
    if label or emoji is not None
]
"""Every button shows a label, a symbol or both."""


@pytest.mark.parametrize(("label", "emoji", "style"), SHOWN)
def test_a_button_is_what_discord_py_sends(label, emoji, style) -> None:
    ours = button("pk:1:2:roll", label, style, emoji)
    theirs = discord.ui.Button(custom_id="pk:1:2:roll", label=label, style=style, emoji=emoji)
    assert ours == theirs.to_component_dict()


def test_rows_are_placed_as_discord_py_places_items() -> None:
    rng = random.Random(20261125)
    refused = 0
    for _ in range(500):
        ours, theirs = [], []
        for number in range(rng.randint(1, 14)):
            custom_id = f"pk:1:1:c{number}"
            if rng.random() < 0.1:
                options = [discord.SelectOption(label="a"), discord.SelectOption(label="b")]
                select = discord.ui.Select(custom_id=custom_id, options=options)
                ours.append((select.to_component_dict(), MENU_WIDTH, None))
                theirs.append(select)
                continue
            row = rng.choice([None, None, 0, 1, 2, 3, 4])
            ours.append((button(custom_id, f"b{number}", STYLES[0]), BUTTON_WIDTH, row))
            theirs.append(
                discord.ui.Button(custom_id=custom_id, label=f"b{number}", style=STYLES[0], row=row)
            )
        try:
            expected = discord_rows(theirs)
        except ValueError:
            refused += 1
            with pytest.raises(ValueError):
                rows_of(ours)
        else:
            assert rows_of(ours) == expected
    assert 20 < refused < 480, "both outcomes are exercised"


async def test_the_rows_go_out_as_they_are_and_discord_py_never_keeps_them() -> None:
    rows = rows_of([(button("pko:3", "Odds", STYLES[1], "🎯"), BUTTON_WIDTH, 4)])
    view = ControlRows(rows)
    assert view.to_components() is rows and view.is_finished()
