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
from cogs.board_updates import BoardUpdates, Showing
from cogs.click_answer import edit_clicked
from cogs.click_checks import check_board
from cogs.click_router import sending
from cogs.host import TableBot
from cogs.pickpic import PickPicCog, _sent
from cogs.posted_answer import post_answer
from cogs.replies import answer_error
from cogs.rest_pacer import (
    Budget,
    ChannelPacer,
    LocalBudget,
    prepay,
    static_share,
)
from cogs.web_links import game_page, page_link
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
        """Held while a game changes and its change is read back (never across a call to
        Discord but a command's own answer): the board updater sends the newest state."""
        if bot.rest_budget is None:
            bot.rest_budget = LocalBudget(static_share(bot.settings.shards))
        self.budget: Budget = bot.rest_budget
        self.pacer = ChannelPacer(limit=bot.channel_limit)
        self.updates = BoardUpdates(
            self._show_board, self._show_ping, self._board_slot, self._update_failed
        )
        self.parked: dict[int, int] = {}
        """Tables whose board cannot be updated, by game: the board message Discord refused
        (deleted, or in a channel gone or closed to the bot)."""
        self.parked_pings: dict[int, int] = {}
        """The same for tables whose turn pings cannot be posted or deleted."""
        self.refused_boards: dict[int, discord.Forbidden] = {}
        """Why a board was parked, for the command waiting for it (`_shown`)."""
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
        page = await game_page(self.service, self.bot.settings.web_url, stored)
        embed, view = board_message(board, page_link(page, language) if page else None)
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
        """The click's own response edits the board it was on: one call, well inside 3 s, and
        never behind the board updater; the turn ping goes in the background, asked for
        first so that whoever sees the answer can wait for it (`BoardUpdates.settled`)."""
        actor = interaction.user.id
        showing = Showing(played.stored, played.game, actor, board=False)
        self.updates.want(showing)
        async with self.updates.answering(showing):
            with sending(await self._message(played.stored, played.game)) as board:
                await edit_clicked(interaction, **board)

    async def _after(self, played: Played, actor: int | None = None) -> None:
        """The board after a change made outside a click on it (by `actor`, or by a timer),
        sent in the background (cogs/board_updates.py): the caller may hold the game's lock,
        and never waits for Discord. A Pick Pic table also reveals a round that ended
        (cogs.pickpic), in order; a Pickomino table pings whoever's turn came."""
        pickpic = self.bot.get_cog("PickPic")
        if played.stored.kind == "pickpic" and isinstance(pickpic, PickPicCog):
            self.updates.then(played.stored.id, lambda: pickpic.after_played(played))
        else:
            self.updates.want(Showing(played.stored, played.game, actor))

    async def _after_shown(self, played: Played, actor: int | None = None) -> None:
        """`_after`, then wait until the board shows it: for a command that changes boards and
        answers once they show it (cogs.privacy). Holding the game's lock meanwhile is safe
        (the board updater never takes it), but keeps the game's clicks waiting."""
        await self._after(played, actor)
        await self.updates.caught_up(played.stored.id, played.stored.version)

    async def _shown(self, stored: StoredGame) -> None:
        """Wait until the board shows `stored` (or newer): a command answers once its own
        change is on the board, and says so when the bot may not touch it (the error funnel
        answers a `discord.Forbidden`). Never called holding the game's lock."""
        await self.updates.caught_up(stored.id, stored.version)
        refused = self.refused_boards.pop(stored.id, None)
        if refused is not None and stored.id in self.parked:
            raise refused

    async def _show_board(self, showing: Showing) -> None:
        """The board updater's edit. A board Discord no longer has (404) or may not touch
        (403) parks the table's board, a ping refused its pings (`_show_ping`), rather than
        trying again at every turn: each such refusal counts towards Discord's ban of a
        bot's address."""
        stored = showing.stored
        try:
            await self._edit_board(stored, showing.game)
        except discord.Forbidden as error:
            self._park(self.parked, stored, error, "board")
            self.refused_boards[stored.id] = error
        except discord.NotFound as error:
            self._park(self.parked, stored, error, "board")
        except (discord.HTTPException, StorageUnavailable):
            self._failed("board update", stored)

    async def _show_ping(self, showing: Showing) -> None:
        """What follows a state on the board: the turn ping, unless the table is parked."""
        stored = showing.stored
        if self._is_parked(self.parked, stored.id, stored.message_id):
            return
        if self._is_parked(self.parked_pings, stored.id, stored.message_id):
            return
        try:
            await self._turn_ping(showing)
        except (discord.NotFound, discord.Forbidden) as error:
            self._park(self.parked_pings, stored, error, "turn pings")
        except (discord.HTTPException, StorageUnavailable):
            self._failed("turn ping", stored)

    def _update_failed(self, game_id: int, error: Exception) -> None:
        """A step of the board updater that failed (Pick Pic's messages handle less of their
        failures than a Pickomino board): Discord's or the store's refusal is a warning, the
        rest an error; the game's next steps go on."""
        expected = isinstance(error, discord.HTTPException | StorageUnavailable)
        log.log(
            logging.WARNING if expected else logging.ERROR,
            "board update of game %s failed",
            game_id,
            exc_info=error,
        )

    async def _board_slot(self, channel_id: int) -> None:
        """The board updater's turn for an edit: the channel's slot, then the bot's global
        budget, both before the board is drawn."""
        await self.pacer.slot(channel_id, "edit")
        await prepay(self.budget)

    async def _edit_board(self, stored: StoredGame, game: Any | None) -> None:
        current = await self.service.get(stored.id)
        if current.message_id is None:
            return
        if self._is_parked(self.parked, stored.id, current.message_id):
            return
        channel = self.bot.get_partial_messageable(stored.channel_id)
        with sending(await self._message(stored, game)) as board:
            await channel.get_partial_message(current.message_id).edit(**board)

    def _is_parked(self, parked: dict[int, int], game_id: int, message_id: int | None) -> bool:
        """Parked, for the board `message_id`: a new board (`/pickomino status`, answered
        through its interaction, which needs none of the channel's permissions) tries again,
        once. A deleted channel never gets one: its table stays parked."""
        refused = parked.get(game_id)
        if refused is None:
            return False
        if refused == message_id:
            return True
        del parked[game_id]
        self.refused_boards.pop(game_id, None)
        return False

    def _park(
        self, parked: dict[int, int], stored: StoredGame, error: discord.HTTPException, what: str
    ) -> None:
        parked[stored.id] = stored.message_id or 0
        log.warning(
            "table's %s parked: Discord refused (%s %s): guild=%s channel=%s game=%s",
            what,
            error.status,
            error.text or error.code,
            stored.guild_id,
            stored.channel_id,
            stored.id,
        )

    def _failed(self, what: str, stored: StoredGame) -> None:
        log.warning(
            "%s failed: guild=%s channel=%s game=%s",
            what,
            stored.guild_id,
            stored.channel_id,
            stored.id,
            exc_info=True,
        )

    async def _turn_ping(self, showing: Showing) -> None:
        """Mention the person whose turn came, once, in a short message deleted when they act
        (tables/turn_pings.py), with a link to the board: `stored` is the newest state the
        board updater took. Only that user can be notified: never a role, never everyone,
        whatever a name contains. A ping that cannot be posted or deleted never stops a game.
        A ping replaced by a new one is not forgotten first: storing the new one replaces it,
        which saves a synced commit at each change of turn (forgotten after all if the new
        one cannot be posted)."""
        stored = showing.stored
        pings = self.pings
        change = await ping_change(pings, stored, showing.game, showing.actor, showing.acted)
        channel = self.bot.get_partial_messageable(stored.channel_id, guild_id=stored.guild_id)
        if change.remove is not None:
            if change.mention is None:
                await forget_ping(pings, stored.id)
            await self.pacer.slot(stored.channel_id, "delete")
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
            text = t("ping.your_turn", language, mention=f"<@{user}>", game=stored.id, board=board)
            only_them = discord.AllowedMentions(
                users=[discord.Object(user)], roles=False, everyone=False, replied_user=False
            )
            await self.pacer.slot(stored.channel_id, "post")
            try:
                message = await channel.send(text, allowed_mentions=only_them)
            except discord.HTTPException:
                if change.remove is not None:
                    await forget_ping(pings, stored.id)
                raise
            await remember_ping(pings, stored, message.id, user)

    async def _strip_controls(self, channel_id: int, message_id: int) -> None:
        await self.pacer.slot(channel_id, "edit")
        channel = self.bot.get_partial_messageable(channel_id)
        with contextlib.suppress(discord.NotFound, discord.Forbidden):
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
