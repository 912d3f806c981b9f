"""What every part of the Pickomino cog shares: the /pickomino command group, the table
service, the board locks, and posting and editing a game's board and the turn pings.
"""

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from cogs.board_render import board_files, board_message, faces_of
from cogs.click_answer import edit_clicked
from cogs.click_checks import check_board
from cogs.click_router import sending
from cogs.host import TableBot
from cogs.pickpic import PickPicCog, _sent
from cogs.posted_answer import post_answer
from cogs.replies import answer_error
from tables.errors import UserError
from tables.keyed_locks import KeyedLocks
from tables.leaderboards.queries import Leaderboards
from tables.reviews import Reviews
from tables.service import Played, TableService
from tables.storage import StorageUnavailable, StoredGame
from tables.turn_pings import KnownPings, forget_ping, ping_change, remember_ping
from words.i18n import speaks, t

log = logging.getLogger("cogs.pickomino")
"""The name the log lines had before the cog was split, so they read the same."""


class PickominoBoards(commands.Cog):
    """The /pickomino group, what the cog keeps, and its boards: posting, editing, pinging."""

    group = app_commands.Group(
        name=_("pickomino", key="command.group.name"),
        description=_("Play Pickomino (Heckmeck) in this channel", key="command.group"),
        guild_only=True,
    )

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.leaderboards = Leaderboards(bot.store)
        self.reviews = Reviews(bot.store)
        self.service = TableService(
            bot.store, bot.seed_source, bot.settings.computer_pause, bot.settings.shards
        )
        self.pings = KnownPings(bot.store)
        self.boards = KeyedLocks()
        """Held from a change of a game to the edit of its board, so that edits land in the
        order of the changes (a computer's turn must not be overwritten by the click before)."""
        self._timer_task: asyncio.Task[None] | None = None
        self.upkeep_task: asyncio.Task[None] | None = None
        """The upkeep an upgrade asked for (tables.leaderboards.upkeep), in the background: on
        a large database it takes minutes, and the bot answers meanwhile."""

    # ------------------------------------------------------------------ boards

    async def board_language(self, guild_id: int) -> str:
        """The shared board speaks the guild's setting, else its community locale when a
        catalog speaks it (words.i18n.speaks: "es-419" finds Spanish), else the bot's
        default."""
        settings = await self.service.recent_guild_settings(guild_id)
        if settings.language:
            return settings.language
        guild = self.bot.get_guild(guild_id)
        spoken = speaks(guild.preferred_locale) if guild is not None else None
        return spoken or self.bot.settings.default_language

    async def _message(self, stored: StoredGame, game: Any | None) -> dict[str, Any]:
        language = await self.board_language(stored.guild_id)
        board = self.service.board(stored, game, language)
        embed, view = board_message(board)
        files = board_files(board, await faces_of(self.service, stored, board))
        return {"embed": embed, "view": view, "attachments": files}

    async def _post_board(
        self, interaction: discord.Interaction, stored: StoredGame, game: Any | None
    ) -> None:
        """A new board message, answering the interaction; it becomes the game's board."""
        with sending(await self._message(stored, game)) as board:
            message_id = await post_answer(interaction, **_sent(board))
        await self.service.set_message_id(stored.id, message_id)

    async def _update_clicked(self, interaction: discord.Interaction, played: Played) -> None:
        """The click's own response edits the board it was on: one call, well inside 3 s."""
        with sending(await self._message(played.stored, played.game)) as board:
            await edit_clicked(interaction, **board)

    async def _refresh_board(self, stored: StoredGame, game: Any | None) -> None:
        """Edit the game's board from outside a click on it (commands, timers)."""
        current = await self.service.get(stored.id)
        if current.message_id is None:
            return
        channel = self.bot.get_partial_messageable(stored.channel_id)
        try:
            with sending(await self._message(stored, game)) as board:
                await channel.get_partial_message(current.message_id).edit(**board)
        except discord.NotFound:
            log.info("board of game %s was deleted", stored.id)

    async def _after(self, played: Played, actor: int | None = None) -> None:
        """The board after a change made outside a click on it (by `actor`, or by a timer);
        a Pick Pic table also reveals a round that ended (cogs.pickpic), a Pickomino table
        pings whoever's turn came."""
        pickpic = self.bot.get_cog("PickPic")
        if played.stored.kind == "pickpic" and isinstance(pickpic, PickPicCog):
            await pickpic.after_played(played)
        else:
            await self._refresh_board(played.stored, played.game)
            await self._turn_ping(played.stored, played.game, actor)

    async def _turn_ping(self, stored: StoredGame, game: Any | None, actor: int | None) -> None:
        """Mention the person whose turn came, once, in a short message deleted when they act
        (tables/turn_pings.py), with a link to the board: `stored` is the game after the change,
        read under the board lock, so its board message is the current one. Only that user can
        be notified: never a role, never everyone, whatever a name contains. A ping that cannot
        be posted or deleted never stops a game.
        A ping replaced by a new one is not forgotten first: storing the new one replaces it,
        which saves a synced commit at each change of turn (forgotten after all if the new
        one cannot be posted)."""
        pings = self.pings
        change = await ping_change(pings, stored, game, actor)
        channel = self.bot.get_partial_messageable(stored.channel_id, guild_id=stored.guild_id)
        try:
            if change.remove is not None:
                if change.mention is None:
                    await forget_ping(pings, stored.id)
                with contextlib.suppress(discord.NotFound):
                    await channel.get_partial_message(change.remove.message_id).delete()
            if change.mention is not None:
                user = change.mention
                language = await self.board_language(stored.guild_id)
                board = (
                    channel.get_partial_message(stored.message_id).jump_url
                    if stored.message_id is not None
                    else ""
                )
                text = t(
                    "ping.your_turn", language, mention=f"<@{user}>", game=stored.id, board=board
                )
                only_them = discord.AllowedMentions(
                    users=[discord.Object(user)], roles=False, everyone=False, replied_user=False
                )
                try:
                    message = await channel.send(text, allowed_mentions=only_them)
                except discord.HTTPException:
                    if change.remove is not None:
                        await forget_ping(pings, stored.id)
                    raise
                await remember_ping(pings, stored, message.id, user)
        except (discord.HTTPException, StorageUnavailable):
            log.warning(
                "turn ping failed: guild=%s channel=%s game=%s",
                stored.guild_id,
                stored.channel_id,
                stored.id,
                exc_info=True,
            )

    async def _strip_controls(self, channel_id: int, message_id: int) -> None:
        channel = self.bot.get_partial_messageable(channel_id)
        with contextlib.suppress(discord.NotFound):
            await channel.get_partial_message(message_id).edit(view=None)

    async def _open_game(self, interaction: discord.Interaction) -> StoredGame:
        stored = await self.service.open_game(interaction.channel_id or 0)
        if stored is None:
            raise UserError("error.no_game")
        return stored

    async def _check_board(self, interaction: discord.Interaction, game_id: int) -> StoredGame:
        return await check_board(self.service, interaction, game_id)

    # ------------------------------------------------------------------ errors

    async def _guard(
        self, interaction: discord.Interaction, act: Callable[[], Awaitable[None]]
    ) -> None:
        try:
            await act()
        except Exception as error:
            await answer_error(interaction, error)
