"""A board's controls written in Discord's own shape, without discord.py's items (issue 16).

A board is made again at every click, and a View of DynamicItems cost a click more than the
board's whole embed: each Button checks its arguments and parses its emoji, then the View
places it in a row and turns it back into the dictionaries Discord reads. Here those
dictionaries are written directly, placed as discord.py places items (a control with a row in
that row, any other in the first row with room, five buttons' width to a row, a menu taking a
whole row), with the custom ids the items read back (cogs.components). tests/test_control_rows
checks both against discord.py's own rendering of the same items.
"""

from collections.abc import Sequence
from functools import cache
from itertools import groupby
from operator import itemgetter
from typing import Any

import discord

ROWS = 5
ROW_WIDTH = 5
BUTTON_WIDTH = 1
MENU_WIDTH = 5
ACTION_ROW = 1
BUTTON = 2

Component = dict[str, Any]
Placed = tuple[Component, int, int | None]
"""A component, its width, and its row (None: the first with room)."""


class ControlRows(discord.ui.View):
    """Rows already in Discord's shape, wherever discord.py takes a View. Stopped before it is
    sent, like cogs.click_router.routed_view, so discord.py never stores it: the click router
    answers its clicks."""

    def __init__(self, rows: list[Component]) -> None:
        super().__init__(timeout=None)
        self.stop()
        self.rows = rows

    def to_components(self) -> list[Component]:
        return self.rows


def button(
    custom_id: str,
    label: str | None,
    style: discord.ButtonStyle,
    emoji: str | None = None,
) -> Component:
    """What discord.ui.Button(custom_id=, label=, style=, emoji=) sends."""
    payload: Component = {"type": BUTTON, "style": style.value, "disabled": False}
    if label:
        payload["label"] = label
    payload["custom_id"] = custom_id
    if emoji:
        payload["emoji"] = dict(_emoji(emoji))
    return payload


def rows_of(placed: Sequence[Placed]) -> list[Component]:
    """Action rows of the components in order, placed as discord.ui.View.add_item places
    items; ValueError when one has no room, as there."""
    weights = [0] * ROWS
    rows: list[tuple[int, Component]] = []
    for component, width, wanted in placed:
        row = wanted if wanted is not None else _open_row(weights, width)
        if weights[row] + width > ROW_WIDTH:
            raise ValueError(f"no room for a component of width {width} in row {row}")
        weights[row] += width
        rows.append((row, component))
    rows.sort(key=itemgetter(0))
    return [
        {"type": ACTION_ROW, "components": [component for _, component in group]}
        for _, group in groupby(rows, key=itemgetter(0))
    ]


def _open_row(weights: list[int], width: int) -> int:
    for row, weight in enumerate(weights):
        if weight + width <= ROW_WIDTH:
            return row
    raise ValueError(f"no row has room for a component of width {width}")


@cache
def _emoji(text: str) -> Component:
    return discord.PartialEmoji.from_str(text).to_dict()  # type: ignore[return-value]
