"""Players' data in Discord (issue 28): /pickomino privacy, data and forget-me, /pickomino
settings forget-server, and the deletion of the data of servers that removed the bot.

A deletion asks first, with a button whose custom id carries only a random number this
process handed to that person in that server a moment before (`Confirmations`): the id says
nothing anyone could forge, and the click counts only from the person who asked, in that
server, once, within `CONFIRM_SECONDS`. A restart forgets the question; the person asks again.
"""

import asyncio
import io
import logging
import re
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from cogs.click_router import routed_view
from cogs.components import registered_cog
from cogs.host import TableBot
from cogs.replies import answer, answer_error
from tables.errors import UserError
from tables.keyed_locks import KeyedLocks
from tables.privacy import PlayersData, ServerRetention
from tables.service import Played, TableService
from tables.storage import StorageUnavailable
from words.i18n import language_of, t, tn

log = logging.getLogger(__name__)

CONFIRM_SECONDS = 300.0
"""How long a confirmation button counts after its question."""
RETENTION_CHECK = 3600.0
"""Seconds between two looks for servers whose retention has passed."""
FORGET_ME, FORGET_SERVER = "me", "server"
EXPORT_NAME = "pickomino-data.json"
QUESTIONS = {FORGET_ME: "privacy.ask.me", FORGET_SERVER: "privacy.ask.server"}
BUTTONS = {FORGET_ME: "privacy.confirm.me", FORGET_SERVER: "privacy.confirm.server"}


@dataclass(frozen=True, slots=True)
class Question:
    action: str
    user_id: int
    guild_id: int
    asked_at: float


class Confirmations:
    """The deletions asked for and not yet confirmed, by the random number of their button."""

    def __init__(self) -> None:
        self._asked: dict[str, Question] = {}

    def ask(self, action: str, user_id: int, guild_id: int) -> str:
        now = time.monotonic()
        self._asked = {
            key: q for key, q in self._asked.items() if now - q.asked_at < CONFIRM_SECONDS
        }
        key = secrets.token_hex(16)
        self._asked[key] = Question(action, user_id, guild_id, now)
        return ConfirmButton.id_of(action, key)

    def answer(self, action: str, key: str, user_id: int, guild_id: int | None) -> bool:
        """Whether the click confirms a question: the same action, asked by the clicker in
        this server, not yet answered nor out of time. A click that does not is refused and
        leaves the question open for the one who asked."""
        question = self._asked.get(key)
        if question is None or time.monotonic() - question.asked_at >= CONFIRM_SECONDS:
            return False
        if (question.action, question.user_id, question.guild_id) != (action, user_id, guild_id):
            return False
        del self._asked[key]
        return True


class ConfirmButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"pkf:(?P<action>{FORGET_ME}|{FORGET_SERVER}):(?P<key>[0-9a-f]{{32}})",
):
    """Yes to a deletion asked a moment before (`Confirmations`)."""

    @staticmethod
    def id_of(action: str, key: str) -> str:
        return f"pkf:{action}:{key}"

    @classmethod
    async def clicked(cls, interaction: discord.Interaction, match: re.Match[str]) -> None:
        cog = await registered_cog(interaction, "Privacy")
        if cog is not None:
            await cog.on_confirm(interaction, match["action"], match["key"])


PRIVACY_ITEMS = (ConfirmButton,)

After = Callable[[Played, int | None], Awaitable[None]]


class PrivacyCog(commands.Cog, name="Privacy"):
    def __init__(
        self, bot: TableBot, service: TableService, boards: KeyedLocks, after: After
    ) -> None:
        """`boards` and `after` are the game cog's: a game the person leaves changes under
        its board's lock, and its board shows it."""
        self.bot = bot
        self.service = service
        self.boards = boards
        self.after = after
        self.players = PlayersData(service, bot.settings.default_language)
        self.retention = ServerRetention(
            bot.store, bot.settings.server_data_days, bot.settings.shards
        )
        self.confirmations = Confirmations()
        self._retention_task: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self._retention_task = asyncio.create_task(self._keep_retention(), name="retention")

    async def cog_unload(self) -> None:
        if self._retention_task is not None:
            self._retention_task.cancel()
            await asyncio.gather(self._retention_task, return_exceptions=True)

    # ------------------------------------------------------------------ commands

    async def show_privacy(self, interaction: discord.Interaction) -> None:
        language = language_of(interaction.locale)
        days = self.bot.settings.server_data_days
        retention = (
            t("privacy.retention.now", language)
            if days == 0
            else tn("privacy.retention.days", days, language)
        )
        embed = discord.Embed(
            title=t("privacy.title", language),
            description=t("privacy.text", language, retention=retention),
        )
        await interaction.response.send_message(embed=embed, ephemeral=True)

    async def send_data(self, interaction: discord.Interaction) -> None:
        assert interaction.guild_id is not None
        await interaction.response.defer(ephemeral=True, thinking=True)
        data = await self.players.export_json(interaction.user.id, interaction.guild_id)
        await interaction.followup.send(
            t("privacy.data", language_of(interaction.locale)),
            file=discord.File(io.BytesIO(data), filename=EXPORT_NAME),
            ephemeral=True,
        )

    async def ask(self, interaction: discord.Interaction, action: str) -> None:
        assert interaction.guild_id is not None
        if action == FORGET_SERVER and not interaction.permissions.manage_guild:
            raise UserError("error.settings_forbidden")
        language = language_of(interaction.locale)
        custom_id = self.confirmations.ask(action, interaction.user.id, interaction.guild_id)
        view = routed_view()
        view.add_item(
            discord.ui.Button(
                label=t(BUTTONS[action], language),
                style=discord.ButtonStyle.danger,
                custom_id=custom_id,
            )
        )
        await interaction.response.send_message(
            t(QUESTIONS[action], language), view=view, ephemeral=True
        )

    # ------------------------------------------------------------------ confirmations

    async def on_confirm(self, interaction: discord.Interaction, action: str, key: str) -> None:
        try:
            await self._confirmed(interaction, action, key)
        except Exception as error:
            await answer_error(interaction, error)

    async def _confirmed(self, interaction: discord.Interaction, action: str, key: str) -> None:
        guild_id = interaction.guild_id
        if action == FORGET_SERVER and not interaction.permissions.manage_guild:
            raise UserError("error.settings_forbidden")
        if guild_id is None or not self.confirmations.answer(
            action, key, interaction.user.id, guild_id
        ):
            raise UserError("privacy.confirm_refused")
        await interaction.response.defer(ephemeral=True, thinking=True)
        language = language_of(interaction.locale)
        if action == FORGET_SERVER:
            games = await self.players.forget_server(guild_id)
            await answer(interaction, tn("privacy.done.server", games, language))
            return
        await self._forget_member(interaction.user.id, guild_id)
        await answer(interaction, t("privacy.done.me", language))

    async def _forget_member(self, user_id: int, guild_id: int) -> None:
        """Each game they sit in first (F8), its board updated, then the forgetting, then the
        boards again, showing their anonymous seat."""
        left = []
        for game_id in await self.players.open_games(user_id, guild_id):
            async with self.boards(game_id):
                played = await self.players.leave_game(game_id, user_id)
                if played is not None:
                    await self.after(played, user_id)
                    left.append(game_id)
        language = await self._board_language(guild_id)
        await self.players.forget_person(user_id, guild_id, language)
        for game_id in left:
            async with self.boards(game_id):
                stored = await self.service.get(game_id)
                await self.after(Played(stored, await self.service.state_of(stored)), None)

    async def _board_language(self, guild_id: int) -> str:
        game_cog = self.bot.get_cog("Pickomino")
        language: str = await game_cog.board_language(guild_id)  # type: ignore[union-attr]
        return language

    # ------------------------------------------------------------------ servers

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        try:
            await self.retention.left(guild.id)
        except StorageUnavailable as error:
            log.warning("guild %s left; noted at the next start: %s", guild.id, error)

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        try:
            await self.retention.joined(guild.id)
        except StorageUnavailable as error:
            log.warning("guild %s joined; noted at the next start: %s", guild.id, error)

    @commands.Cog.listener()
    async def on_guild_available(self, guild: discord.Guild) -> None:
        """discord.py names a join whose GUILD_CREATE says `unavailable: false` so."""
        await self.on_guild_join(guild)

    async def _keep_retention(self) -> None:
        """Once ready: servers with data the bot is no longer in count as left; then, now and
        every RETENTION_CHECK, delete the data of those whose retention has passed."""
        await self.bot.wait_until_ready()
        noticed = False
        while True:
            try:
                if not noticed:
                    await self.retention.present([guild.id for guild in self.bot.guilds])
                    noticed = True
                await self.retention.delete_due()
            except StorageUnavailable as error:
                log.warning("server retention waits for the database: %s", error)
            await asyncio.sleep(RETENTION_CHECK)


def add_commands(group: app_commands.Group, cog: PrivacyCog) -> None:
    """/pickomino privacy, data and forget-me, and /pickomino settings forget-server, on the
    game cog's group (made before that cog is added, so they are synced with it)."""
    settings = group.get_command("settings")
    assert isinstance(settings, app_commands.Group)

    @group.command(
        name=_("privacy", key="command.privacy.name"),
        description=_("What the bot keeps about you, and how to delete it", key="command.privacy"),
    )
    async def privacy(interaction: discord.Interaction) -> None:
        await cog.show_privacy(interaction)

    @group.command(
        name=_("data", key="command.data.name"),
        description=_("Everything stored about you in this server, as a file", key="command.data"),
    )
    async def data(interaction: discord.Interaction) -> None:
        await cog.send_data(interaction)

    @group.command(
        name=_("forget-me", key="command.forget_me.name"),
        description=_("Delete your data in this server (asks to confirm)", key="command.forget_me"),
    )
    async def forget_me(interaction: discord.Interaction) -> None:
        await cog.ask(interaction, FORGET_ME)

    @settings.command(
        name=_("forget-server", key="command.forget_server.name"),
        description=_(
            "Delete all of this server's games and data now (Manage Server only)",
            key="command.forget_server",
        ),
    )
    async def forget_server(interaction: discord.Interaction) -> None:
        await cog.ask(interaction, FORGET_SERVER)
