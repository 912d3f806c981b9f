"""The Pickomino cog, the extension `cogs.pickomino` (`setup`): the /pickomino commands and the
handlers of every button of the game's message.

One module per command group, each a class built on cogs/pickomino/boards.py (the command
group, the service, posting and editing boards): game_commands.py, ranking_commands.py,
settings_commands.py, clicks.py (the buttons) and background.py (turn timer, upkeep). The
modules that add commands to the group are imported in the order the commands are listed in
Discord (new ... history, leaderboard, stats, settings).
"""

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

from cogs.click_router import install as install_click_router
from cogs.command_errors import answer_command_error
from cogs.command_translator import CatalogTranslator
from cogs.components import DYNAMIC_ITEMS
from cogs.host import TableBot
from cogs.in_flight import stop_tasks
from cogs.option_bounds import install as install_option_bounds
from cogs.pickomino.background import BackgroundTasks
from cogs.pickomino.clicks import ClickHandlers
from cogs.pickomino.game_commands import GameCommands
from cogs.pickomino.ranking_commands import RankingCommands
from cogs.pickomino.settings_commands import AUTOMATIC_LANGUAGE, SettingsCommands
from cogs.pickpic import PickPicCog
from cogs.pickpic_components import PICKPIC_ITEMS
from cogs.privacy import PRIVACY_ITEMS, PrivacyCog
from cogs.privacy import add_commands as add_privacy_commands

__all__ = ["AUTOMATIC_LANGUAGE", "PickominoCog", "setup"]


class PickominoCog(
    GameCommands,
    RankingCommands,
    SettingsCommands,
    ClickHandlers,
    BackgroundTasks,
    name="Pickomino",
):
    """The /pickomino commands and the handlers of every button of the game's message."""

    async def cog_load(self) -> None:
        self.bot.tree.on_error = self._on_command_error  # type: ignore[method-assign]
        install_option_bounds(self.bot.tree)
        self.upkeep_task = asyncio.create_task(self._upkeep(), name="pickomino-upkeep")
        self._timer_task = asyncio.create_task(self._run_timers(), name="pickomino-timers")

    async def cog_unload(self) -> None:
        """The tasks are awaited, not only cancelled: the bot closes the store next. An upkeep
        cut short is taken up again at the next start."""
        tasks = {task for task in (self._timer_task, self.upkeep_task) if task is not None}
        await stop_tasks(tasks)
        await self.updates.close()

    async def _on_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        unloaded = self.bot.get_cog(self.__cog_name__) is None
        await answer_command_error(interaction, error, stopping=unloaded)


async def setup(bot: commands.Bot) -> None:
    assert isinstance(bot, TableBot)
    await bot.tree.set_translator(CatalogTranslator())
    install_click_router(bot, (*DYNAMIC_ITEMS, *PICKPIC_ITEMS, *PRIVACY_ITEMS))
    cog = PickominoCog(bot)
    privacy = PrivacyCog(bot, cog.service, cog.boards, cog._after_shown)
    add_privacy_commands(cog.group, privacy)
    await bot.add_cog(cog)
    await bot.add_cog(PickPicCog(bot, cog.service, cog.boards, cog.updates))
    await bot.add_cog(privacy)
