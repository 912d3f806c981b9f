"""Pick Pic's buttons and menus: the table's persistent **My cards** button, and the controls
of a player's own ephemeral panel.

Custom ids carry the game, the step the panel showed (tables.rules.Steps.step) and the move.
A move names only cards of the clicking player's own hand or pile, and a seat they give to:
nothing in an id says who gave a card to whom. The service checks every click against the
player's own seat, so a forged id can only ever act on the forger's own cards; the cog checks
the channel, and for **My cards** the table message the game stores (cogs.click_checks). The
game id's pattern is Pickomino's (cogs.components.GAME_ID): every id it accepts fits the store.
"""

import re
from typing import Any, Protocol

import discord

from cogs.components import GAME_ID, registered_cog

STEP = r"(?P<step>[0-9]{1,9})"
MOVE = r"(?P<move>[a-z]{1,8}(?::[0-9]{1,9}){0,2})"


class PanelCog(Protocol):
    async def on_my_cards(self, interaction: discord.Interaction, game_id: int) -> None: ...

    async def on_panel_move(
        self, interaction: discord.Interaction, game_id: int, step: int, code: str
    ) -> None: ...


async def _cog(interaction: discord.Interaction) -> PanelCog | None:
    return await registered_cog(interaction, "PickPic")  # type: ignore[no-any-return]


class MyCardsButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"pp:cards:{GAME_ID}"
):
    """On the public table: opens the clicking player's own panel, after a restart too."""

    @staticmethod
    def id_of(game_id: int) -> str:
        return f"pp:cards:{game_id}"

    @classmethod
    async def clicked(cls, interaction: discord.Interaction, match: re.Match[str]) -> None:
        if cog := await _cog(interaction):
            await cog.on_my_cards(interaction, int(match["game"]))


class PanelButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"pp:m:{GAME_ID}:{STEP}:{MOVE}"
):
    def __init__(
        self,
        game_id: int,
        step: int,
        move: str,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | None = None,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or None,
                style=style,
                emoji=emoji,
                row=row,
                custom_id=f"pp:m:{game_id}:{step}:{move}",
            )
        )

    @classmethod
    async def clicked(cls, interaction: discord.Interaction, match: re.Match[str]) -> None:
        game_id, step, move = int(match["game"]), int(match["step"]), match["move"]
        if cog := await _cog(interaction):
            await cog.on_panel_move(interaction, game_id, step, move)


class PanelSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=rf"pp:s:{GAME_ID}:{STEP}:(?P<row>[0-9])",
):
    """One opponent's list of the giving panel (P4): each option is a move."""

    def __init__(
        self,
        game_id: int,
        step: int,
        row: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"pp:s:{game_id}:{step}:{row}",
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
                row=row,
            )
        )

    @classmethod
    async def clicked(cls, interaction: discord.Interaction, match: re.Match[str]) -> None:
        values = (interaction.data or {}).get("values") or [""]
        if cog := await _cog(interaction):
            await cog.on_panel_move(interaction, int(match["game"]), int(match["step"]), values[0])


PICKPIC_ITEMS = (MyCardsButton, PanelButton, PanelSelect)
