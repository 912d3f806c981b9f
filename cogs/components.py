"""Buttons and menus whose custom id carries everything a click needs.

They are DynamicItems, routed by the bot's click router (cogs/click_router.py) rather than
by discord.py: they answer clicks on any board, also boards posted before a restart. The
game id and the version a board shows travel in the id, so a click on an outdated board is
recognised and refused without touching the game. Buttons a board shows are written as
Discord's dictionaries (cogs/control_rows.py) with the ids `id_of` gives, so those classes are
never made into items: they name an id's template, and answer its clicks.
"""

import re
from typing import Any, Protocol

import discord

from cogs.click_router import routed_view
from cogs.replies import answer_stopping
from tables.service import LOBBY_OPERATIONS

GAME_ID = r"(?P<game>[0-9]{1,18})"
"""At most 18 digits, so every id a template accepts fits SQLite's signed 64-bit integer; a
longer one matches no template and gets the stale-board answer (`cogs.pickomino`)."""
VERSION = r"(?P<version>[0-9]{1,9})"


class TableCog(Protocol):
    """What the items call on the cog that registers them (cogs.pickomino), named here so
    that this module does not import the cog, which imports it."""

    async def on_action(
        self, interaction: discord.Interaction, game_id: int, version: int, code: str
    ) -> None: ...

    async def on_lobby(
        self, interaction: discord.Interaction, game_id: int, operation: str
    ) -> None: ...

    async def on_rematch(self, interaction: discord.Interaction, game_id: int) -> None: ...

    async def on_leaderboard_page(
        self, interaction: discord.Interaction, rules: str, period: str, page: int
    ) -> None: ...


async def registered_cog(interaction: discord.Interaction, name: str) -> Any:
    """The cog that registers a module's items, looked up when clicked (every game's items
    module uses this), so that the module need not import the cog, which imports it. None,
    the click answered, when a stop has unloaded it: closing the bot unloads its cogs before
    it closes the gateway, and a click can arrive in between."""
    cog = interaction.client.get_cog(name)  # type: ignore[attr-defined]
    if cog is None:
        await answer_stopping(interaction)
    return cog


async def _cog(interaction: discord.Interaction) -> TableCog | None:
    return await registered_cog(interaction, "Pickomino")  # type: ignore[no-any-return]


class ActionButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"pk:{GAME_ID}:{VERSION}:(?P<action>[a-z_]{{1,12}}(?::[a-z_0-9]{{1,12}})?)",
):
    """One legal engine action of the board at `version`."""

    @staticmethod
    def id_of(game_id: int, version: int, action: str) -> str:
        return f"pk:{game_id}:{version}:{action}"

    @classmethod
    async def clicked(cls, interaction: discord.Interaction, match: re.Match[str]) -> None:
        game_id, version, action = int(match["game"]), int(match["version"]), match["action"]
        if cog := await _cog(interaction):
            await cog.on_action(interaction, game_id, version, action)


class ChoiceSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=rf"pks:{GAME_ID}:{VERSION}",
):
    """A choice among several actions (X4 bonus, X5 victim): each option's value is an action."""

    def __init__(
        self,
        game_id: int,
        version: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"pks:{game_id}:{version}",
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
            )
        )

    @classmethod
    async def clicked(cls, interaction: discord.Interaction, match: re.Match[str]) -> None:
        values = (interaction.data or {}).get("values") or [""]
        if cog := await _cog(interaction):
            await cog.on_action(interaction, int(match["game"]), int(match["version"]), values[0])


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"pkl:{GAME_ID}:(?P<operation>{'|'.join(LOBBY_OPERATIONS)})",
):
    @staticmethod
    def id_of(game_id: int, operation: str) -> str:
        return f"pkl:{game_id}:{operation}"

    @classmethod
    async def clicked(cls, interaction: discord.Interaction, match: re.Match[str]) -> None:
        if cog := await _cog(interaction):
            await cog.on_lobby(interaction, int(match["game"]), match["operation"])


class RematchButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"pkr:{GAME_ID}",
):
    """On a finished board: a new lobby with the same players."""

    @staticmethod
    def id_of(game_id: int) -> str:
        return f"pkr:{game_id}"

    @classmethod
    async def clicked(cls, interaction: discord.Interaction, match: re.Match[str]) -> None:
        if cog := await _cog(interaction):
            await cog.on_rematch(interaction, int(match["game"]))


class OddsButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"pko:{GAME_ID}",
):
    """On a board in play: the odds of the person to play, shown to them alone."""

    @staticmethod
    def id_of(game_id: int) -> str:
        return f"pko:{game_id}"

    @classmethod
    async def clicked(cls, interaction: discord.Interaction, match: re.Match[str]) -> None:
        if cog := await _cog(interaction):
            await cog.on_odds(interaction, int(match["game"]))


class LeaderboardPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=(
        r"pkb:(?P<rules>classic|extension|pickpic):(?P<period>all|month|week):(?P<page>[0-9]{1,6})"
    ),
):
    """A page of a leaderboard. The id names the board by rule set and period only: the server
    is the clicker's, so a forged id cannot read another server's board; the game is the rule
    set's (tables.leaderboards.kind_words.BOARD_KINDS)."""

    def __init__(
        self, rules: str, period: str, page: int, label: str = "", disabled: bool = False
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or None,
                style=discord.ButtonStyle.secondary,
                custom_id=f"pkb:{rules}:{period}:{page}",
                disabled=disabled,
            )
        )

    @classmethod
    async def clicked(cls, interaction: discord.Interaction, match: re.Match[str]) -> None:
        rules, period, page = match["rules"], match["period"], int(match["page"])
        if cog := await _cog(interaction):
            await cog.on_leaderboard_page(interaction, rules, period, page)


def leaderboard_pager(rules: str, period: str, page: int, pages: int) -> discord.ui.View | None:
    """Previous and next page; none when the board fits on one page."""
    if pages <= 1:
        return None
    view = routed_view()
    view.add_item(LeaderboardPageButton(rules, period, max(page - 1, 0), "◀", page == 0))
    last = pages - 1
    view.add_item(LeaderboardPageButton(rules, period, min(page + 1, last), "▶", page == last))
    return view


DYNAMIC_ITEMS = (
    ActionButton,
    ChoiceSelect,
    LobbyButton,
    RematchButton,
    OddsButton,
    LeaderboardPageButton,
)
