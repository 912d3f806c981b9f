"""The /pickomino commands and the handlers of every button of the game's message."""

import asyncio
import contextlib
import io
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
from cogs.click_router import install as install_click_router
from cogs.click_router import sending
from cogs.command_errors import answer_command_error
from cogs.command_translator import CatalogTranslator
from cogs.components import DYNAMIC_ITEMS
from cogs.host import TableBot
from cogs.in_flight import stop_tasks
from cogs.leaderboard_embeds import PERIOD_CHOICES, answer_leaderboard, answer_stats
from cogs.option_bounds import install as install_option_bounds
from cogs.pickpic import PickPicCog, _sent
from cogs.pickpic_components import PICKPIC_ITEMS
from cogs.posted_answer import post_answer
from cogs.replies import answer, answer_error
from cogs.rules_pages import RulesPages
from engine.pickomino import Settings
from engine.pickomino.components import CLASSIC, EXTENSION
from tables.computers import ADD_OPERATIONS, computer_name, level_for_operation
from tables.errors import UserError
from tables.keyed_locks import KeyedLocks
from tables.kinds import DEFAULT_KIND, kind_of
from tables.leaderboards.queries import Leaderboards
from tables.leaderboards.upkeep import rebuild_if_due
from tables.pickomino.options import TableOptions
from tables.replacements import checked_choice, choice_name, chosen
from tables.service import Played, TableService
from tables.storage import GameStatus, Seat, StorageUnavailable, StoredGame, Timer
from tables.turn_pings import (
    PINGS_BY_DEFAULT,
    SERVER_CHOICE,
    KnownPings,
    forget_ping,
    own_choice,
    ping_change,
    remember_ping,
    server_choice,
    set_own_pings,
)
from words.i18n import LANGUAGES, language_of, t, tn

log = logging.getLogger(__name__)

HISTORY_LINES = 25
AUTOMATIC_LANGUAGE = "auto"
"""The language choice that clears the setting: boards follow the server's own locale."""
MAX_TURN_TIMER = 86400


REPLACEMENT_CHOICES = [
    app_commands.Choice(name=_("Leave the game", key="replacement.leave"), value="leave"),
    app_commands.Choice(name=_("Easy computer", key="lobby.add_easy"), value="easy"),
    app_commands.Choice(name=_("Medium computer", key="lobby.add_medium"), value="medium"),
    app_commands.Choice(name=_("Expert computer", key="lobby.add_expert"), value="expert"),
    app_commands.Choice(name=_("Master computer", key="lobby.add_master"), value="master"),
]
"""What becomes of a person the turn timer removes (tables.replacements.CHOICES)."""


def checked_turn_timer(seconds: int | None) -> int | None:
    """Discord's client keeps the option within bounds; a forged interaction need not."""
    if seconds is not None and not 0 <= seconds <= MAX_TURN_TIMER:
        raise UserError("error.bad_turn_timer")
    return seconds


class PickominoCog(commands.Cog, name="Pickomino"):
    group = app_commands.Group(
        name=_("pickomino", key="command.group.name"),
        description=_("Play Pickomino (Heckmeck) in this channel", key="command.group"),
        guild_only=True,
    )

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.leaderboards = Leaderboards(bot.store)
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

    async def _upkeep(self) -> None:
        if not await self.bot.store.ratings_rebuild_due():
            return
        log.info("after the upgrade: rebuilding ratings, then counting older games")
        try:
            rebuilt = await rebuild_if_due(self.bot.store)
        except StorageUnavailable:
            log.exception("the upkeep after the upgrade stopped; it runs again at the next start")
            return
        if rebuilt is not None:
            log.info(
                "ratings rebuilt from %d games; %d older games counted, %d could not be replayed",
                rebuilt.rated,
                rebuilt.counted,
                rebuilt.uncountable,
            )

    # ------------------------------------------------------------------ commands

    @group.command(
        name=_("new", key="command.new.name"),
        description=_("Open a game in this channel", key="command.new"),
    )
    @app_commands.describe(
        rules=_("Rule set", key="command.new.rules"),
        flip_when_nothing_returned=_(
            "Flip the highest tile even when a bust returns no tile", key="command.new.flip"
        ),
        short_game=_("Short game: a returned highest tile is flipped", key="command.new.short"),
        turn_timer=_("Seconds per decision, 0 for none", key="command.new.timer"),
        replace_with=_(
            "When the turn timer removes a player: they leave, or a computer takes over",
            key="command.new.replace",
        ),
    )
    @app_commands.rename(
        rules=_("rules", key="command.new.rules.name"),
        flip_when_nothing_returned=_("flip_when_nothing_returned", key="command.new.flip.name"),
        short_game=_("short_game", key="command.new.short.name"),
        turn_timer=_("turn_timer", key="command.new.timer.name"),
        replace_with=_("replace_with", key="command.new.replace.name"),
    )
    @app_commands.choices(
        rules=[
            app_commands.Choice(name=_("classic", key="rules.classic"), value=CLASSIC),
            app_commands.Choice(name=_("extension", key="rules.extension"), value=EXTENSION),
        ],
        replace_with=REPLACEMENT_CHOICES,
    )
    async def new(
        self,
        interaction: discord.Interaction,
        rules: str = CLASSIC,
        flip_when_nothing_returned: bool = False,
        short_game: bool = False,
        turn_timer: app_commands.Range[int, 0, 86400] | None = None,
        replace_with: str | None = None,
    ) -> None:
        """Each option left out is the server's setting, else the bot's."""
        assert interaction.guild_id is not None and interaction.channel_id is not None
        if rules not in (CLASSIC, EXTENSION):
            raise UserError("error.bad_rules")
        turn_timer = checked_turn_timer(turn_timer)
        if replace_with is not None:
            checked_choice(replace_with)
        guild_settings = await self.service.guild_settings(interaction.guild_id)
        if turn_timer is None:
            turn_timer = guild_settings.turn_timer_seconds
        if turn_timer is None:
            turn_timer = self.bot.settings.default_turn_timer
        options = TableOptions(
            settings=Settings(
                flip_when_nothing_returned=flip_when_nothing_returned, short_game=short_game
            ),
            turn_timer=turn_timer,
            replace_with=chosen(
                replace_with, guild_settings.replacement, self.bot.settings.replace_with
            ),
        )
        host = Seat.human(interaction.user.id, interaction.user.display_name)
        stored = await self.service.open_lobby(
            interaction.guild_id, interaction.channel_id, host, rules, options.to_json()
        )
        await self._post_board(interaction, stored, None)

    @group.command(
        name=_("status", key="command.status.name"),
        description=_("Show the board again", key="command.status"),
    )
    async def status(self, interaction: discord.Interaction) -> None:
        stored = await self._open_game(interaction)
        async with self.boards(stored.id):
            stored = await self.service.get(stored.id)
            game = await self.service.state_of(stored)
            old_message = stored.message_id
            await self._post_board(interaction, stored, game)
            if old_message is not None:
                await self._strip_controls(stored.channel_id, old_message)

    @group.command(
        name=_("rules", key="command.rules.name"),
        description=_("Explain the rules", key="command.rules"),
    )
    async def rules(self, interaction: discord.Interaction) -> None:
        stored = await self.service.open_game(interaction.channel_id or 0)
        rules = stored.rules if stored is not None else EXTENSION
        pages = RulesPages(rules, language_of(interaction.locale))
        await interaction.response.send_message(embed=pages.embed(), view=pages, ephemeral=True)

    @group.command(
        name=_("leave", key="command.leave.name"),
        description=_("Leave the game of this channel", key="command.leave"),
    )
    async def leave(self, interaction: discord.Interaction) -> None:
        stored = await self._open_game(interaction)
        language = language_of(interaction.locale)
        async with self.boards(stored.id):
            if stored.status == GameStatus.LOBBY:
                stored = await self.service.leave_lobby(stored.id, interaction.user.id)
                await self._refresh_board(stored, None)
            else:
                played = await self.service.leave_running(stored.id, interaction.user.id)
                await self._after(played, interaction.user.id)
        await answer(interaction, t("reply.left", language))

    @group.command(
        name=_("end", key="command.end.name"),
        description=_("End the game of this channel", key="command.end"),
    )
    async def end(self, interaction: discord.Interaction) -> None:
        stored = await self._open_game(interaction)
        permissions = interaction.permissions
        moderator = permissions.manage_channels or permissions.manage_guild
        async with self.boards(stored.id):
            stored = await self.service.end(stored.id, interaction.user.id, moderator)
            await self._refresh_board(stored, None)
            await self._turn_ping(stored, None, interaction.user.id)
        await answer(interaction, t("reply.ended", language_of(interaction.locale)))

    @group.command(
        name=_("history", key="command.history.name"),
        description=_("The log of this channel's last game", key="command.history"),
    )
    async def history(self, interaction: discord.Interaction) -> None:
        stored = await self.service.last_game(interaction.channel_id or 0)
        language = language_of(interaction.locale)
        if stored is None:
            raise UserError("error.no_history")
        lines = await self.service.history(stored, language)
        shown = lines[-HISTORY_LINES:]
        text = tn("reply.history", len(lines) - 1, language, game=stored.id) + "\n"
        text += "\n".join(shown)
        log_file = discord.File(
            io.BytesIO("\n".join(lines).encode()), filename=f"pickomino-{stored.id}.txt"
        )
        await interaction.response.send_message(text[:2000], file=log_file, ephemeral=True)

    @group.command(
        name=_("leaderboard", key="command.leaderboard.name"),
        description=_("This server's leaderboard", key="command.leaderboard"),
    )
    @app_commands.describe(
        rules=_("Rule set", key="command.leaderboard.rules"),
        period=_("Which games count", key="command.leaderboard.period"),
    )
    @app_commands.rename(
        rules=_("rules", key="command.leaderboard.rules.name"),
        period=_("period", key="command.leaderboard.period.name"),
    )
    @app_commands.choices(
        rules=[
            app_commands.Choice(name=_("classic", key="rules.classic"), value=CLASSIC),
            app_commands.Choice(name=_("extension", key="rules.extension"), value=EXTENSION),
        ],
        period=PERIOD_CHOICES,
    )
    async def leaderboard(
        self, interaction: discord.Interaction, rules: str | None = None, period: str = "all"
    ) -> None:
        """Without `rules`: the server's default rule set, else classic."""
        assert interaction.guild_id is not None
        if rules is None:
            chosen = (await self.service.guild_settings(interaction.guild_id)).default_rules
            rules = chosen if chosen in (CLASSIC, EXTENSION) else CLASSIC
        if rules not in (CLASSIC, EXTENSION):
            raise UserError("error.bad_rules")
        await answer_leaderboard(interaction, self.leaderboards, rules, period, 0)

    async def on_leaderboard_page(
        self, interaction: discord.Interaction, rules: str, period: str, page: int
    ) -> None:
        """Every game's page buttons (/pickomino and /pickpic leaderboard) come here."""
        await self._guard(
            interaction,
            lambda: answer_leaderboard(interaction, self.leaderboards, rules, period, page),
        )

    @group.command(
        name=_("stats", key="command.stats.name"),
        description=_("A player's statistics in this server", key="command.stats"),
    )
    @app_commands.describe(member=_("The player (you when empty)", key="command.stats.member"))
    @app_commands.rename(member=_("member", key="command.stats.member.name"))
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        await answer_stats(interaction, self.leaderboards, DEFAULT_KIND, member)

    settings = app_commands.Group(
        name=_("settings", key="command.settings.name"),
        description=_("Settings of Pickomino in this server", key="command.settings"),
        parent=group,
    )

    @settings.command(
        name=_("language", key="command.language.name"),
        description=_(
            "Choose the language of the game boards (Manage Server only)", key="command.language"
        ),
    )
    @app_commands.describe(
        language=_(
            "The language of the shared boards in this server's channels",
            key="command.language.language",
        )
    )
    @app_commands.rename(language=_("language", key="command.language.language.name"))
    @app_commands.choices(
        language=[
            app_commands.Choice(name=_("English", key="language.en"), value="en"),
            app_commands.Choice(name=_("Français", key="language.fr"), value="fr"),
            app_commands.Choice(
                name=_("Automatic: the server's language", key="language.auto"),
                value=AUTOMATIC_LANGUAGE,
            ),
        ]
    )
    async def set_language(self, interaction: discord.Interaction, language: str) -> None:
        """Discord applies default permissions to top-level commands only, and /pickomino is
        for everyone: so the Manage Server check is made here."""
        if not interaction.permissions.manage_guild:
            raise UserError("error.settings_forbidden")
        if language not in (*LANGUAGES, AUTOMATIC_LANGUAGE):
            raise UserError("error.bad_language")
        assert interaction.guild_id is not None
        chosen = None if language == AUTOMATIC_LANGUAGE else language
        await self.service.change_guild_settings(interaction.guild_id, language=chosen)
        await answer(interaction, t(f"reply.language.{language}", language_of(interaction.locale)))

    @settings.command(
        name=_("timer", key="command.timer.name"),
        description=_("Default turn timer of new games (Manage Server only)", key="command.timer"),
    )
    @app_commands.describe(
        seconds=_("Seconds per decision, 0 for none", key="command.timer.seconds")
    )
    @app_commands.rename(seconds=_("seconds", key="command.timer.seconds.name"))
    async def set_timer(
        self, interaction: discord.Interaction, seconds: app_commands.Range[int, 0, 86400]
    ) -> None:
        """The guild's default for /pickomino new; each game keeps the timer it started with."""
        if not interaction.permissions.manage_guild:
            raise UserError("error.settings_forbidden")
        checked_turn_timer(seconds)
        assert interaction.guild_id is not None
        await self.service.change_guild_settings(interaction.guild_id, turn_timer_seconds=seconds)
        language = language_of(interaction.locale)
        text = tn("reply.timer", seconds, language) if seconds else t("reply.timer_off", language)
        await answer(interaction, text)

    @settings.command(
        name=_("replacement", key="command.replacement.name"),
        description=_(
            "What becomes of a player the turn timer removes, in new games (Manage Server only)",
            key="command.replacement",
        ),
    )
    @app_commands.describe(
        choice=_(
            "They leave the game, or a computer of this level takes over their seat",
            key="command.replacement.choice",
        )
    )
    @app_commands.rename(choice=_("choice", key="command.replacement.choice.name"))
    @app_commands.choices(choice=REPLACEMENT_CHOICES)
    async def set_replacement(self, interaction: discord.Interaction, choice: str) -> None:
        """The server's default for /pickomino new; each game keeps what it started with."""
        if not interaction.permissions.manage_guild:
            raise UserError("error.settings_forbidden")
        checked_choice(choice)
        assert interaction.guild_id is not None
        await self.service.change_guild_settings(interaction.guild_id, replacement=choice)
        language = language_of(interaction.locale)
        await answer(
            interaction, t("reply.replacement", language, choice=choice_name(choice, language))
        )

    @settings.command(
        name=_("pings", key="command.pings.name"),
        description=_(
            "Whether you are mentioned when your turn comes in this server's games",
            key="command.pings",
        ),
    )
    @app_commands.describe(
        choice=_("On, off, or as the server decides", key="command.pings.choice")
    )
    @app_commands.rename(choice=_("choice", key="command.pings.choice.name"))
    @app_commands.choices(
        choice=[
            app_commands.Choice(
                name=_("On: mention me when my turn comes", key="pings.on"), value="on"
            ),
            app_commands.Choice(name=_("Off: never mention me", key="pings.off"), value="off"),
            app_commands.Choice(
                name=_("As the server decides", key="pings.server"), value=SERVER_CHOICE
            ),
        ]
    )
    async def set_pings(self, interaction: discord.Interaction, choice: str) -> None:
        """For everyone, about themselves: no permission needed."""
        assert interaction.guild_id is not None
        own = own_choice(choice)
        await set_own_pings(self.service.store, interaction.guild_id, interaction.user.id, own)
        if own is None:
            server = (await self.service.guild_settings(interaction.guild_id)).turn_pings
            own_or_server = PINGS_BY_DEFAULT if server is None else server
            key = "reply.pings.server.on" if own_or_server else "reply.pings.server.off"
        else:
            key = "reply.pings.on" if own else "reply.pings.off"
        await answer(interaction, t(key, language_of(interaction.locale)))

    @settings.command(
        name=_("server_pings", key="command.server_pings.name"),
        description=_(
            "Mention players when their turn comes, unless they chose (Manage Server only)",
            key="command.server_pings",
        ),
    )
    @app_commands.describe(
        choice=_("The default of this server's members", key="command.server_pings.choice")
    )
    @app_commands.rename(choice=_("choice", key="command.server_pings.choice.name"))
    @app_commands.choices(
        choice=[
            app_commands.Choice(
                name=_("On: mention players when their turn comes", key="server_pings.on"),
                value="on",
            ),
            app_commands.Choice(
                name=_("Off: mention only those who turned their pings on", key="server_pings.off"),
                value="off",
            ),
        ]
    )
    async def set_server_pings(self, interaction: discord.Interaction, choice: str) -> None:
        if not interaction.permissions.manage_guild:
            raise UserError("error.settings_forbidden")
        chosen = server_choice(choice)
        assert interaction.guild_id is not None
        await self.service.change_guild_settings(interaction.guild_id, turn_pings=chosen)
        key = "reply.server_pings.on" if chosen else "reply.server_pings.off"
        await answer(interaction, t(key, language_of(interaction.locale)))

    # ------------------------------------------------------------------ clicks

    async def on_action(
        self, interaction: discord.Interaction, game_id: int, version: int, code: str
    ) -> None:
        async def act() -> None:
            async with self.boards(game_id):
                checked = await self._check_board(interaction, game_id)
                played = await self.service.play(
                    game_id, version, interaction.user.id, code, checked
                )
                await self._update_clicked(interaction, played)
                await self._turn_ping(played.stored, played.game, interaction.user.id)

        await self._guard(interaction, act)

    async def on_lobby(
        self, interaction: discord.Interaction, game_id: int, operation: str
    ) -> None:
        async def act() -> None:
            async with self.boards(game_id):
                await self._check_board(interaction, game_id)
                played = await self._lobby_operation(interaction, game_id, operation)
                await self._update_clicked(interaction, played)
                await self._turn_ping(played.stored, played.game, interaction.user.id)

        await self._guard(interaction, act)

    async def _lobby_operation(
        self, interaction: discord.Interaction, game_id: int, operation: str
    ) -> Played:
        user = interaction.user
        if operation == "join":
            stored = await self.service.join(game_id, Seat.human(user.id, user.display_name))
        elif operation == "leave":
            stored = await self.service.leave_lobby(game_id, user.id)
        elif operation == "start":
            return await self.service.start(game_id, user.id)
        elif operation == "add_computer" or operation in ADD_OPERATIONS:
            language = await self.board_language(interaction.guild_id or 0)
            level = level_for_operation(operation).number
            lobby = await self.service.get(game_id)
            levels = kind_of(lobby.kind).computer_levels
            stored = await self.service.add_computer(
                game_id,
                user.id,
                lambda number: computer_name(number, level, language, levels),
                level,
            )
        elif operation == "remove_computer":
            stored = await self.service.remove_computer(game_id, user.id)
        elif operation == "replace_with":
            stored = await self.service.next_replacement(game_id, user.id)
        else:
            moderator = interaction.permissions.manage_channels
            stored = await self.service.cancel_lobby(game_id, user.id, moderator)
        return Played(stored, None)

    async def on_odds(self, interaction: discord.Interaction, game_id: int) -> None:
        """Ephemeral, in the clicker's language; the service refuses anyone but the person to
        play, and thinks off the event loop. Asked only from the game's own board (issue 26)."""

        async def act() -> None:
            await self._check_board(interaction, game_id)
            language = language_of(interaction.locale)
            text = await self.service.odds(game_id, interaction.user.id, language)
            await answer(interaction, text)

        await self._guard(interaction, act)

    async def on_rematch(self, interaction: discord.Interaction, game_id: int) -> None:
        async def act() -> None:
            await self._check_board(interaction, game_id)
            stored = await self.service.rematch(game_id, interaction.user.id)
            await self._post_board(interaction, stored, None)

        await self._guard(interaction, act)

    async def _check_board(self, interaction: discord.Interaction, game_id: int) -> StoredGame:
        return await check_board(self.service, interaction, game_id)

    # ------------------------------------------------------------------ boards

    async def board_language(self, guild_id: int) -> str:
        """The shared board speaks the guild's setting, else its preferred locale, else the
        bot's default."""
        settings = await self.service.recent_guild_settings(guild_id)
        if settings.language:
            return settings.language
        guild = self.bot.get_guild(guild_id)
        if guild is not None and guild.preferred_locale is not None:
            language = language_of(guild.preferred_locale)
            if str(guild.preferred_locale).lower().startswith(language):
                return language
        return self.bot.settings.default_language

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

    # ------------------------------------------------------------------ timers

    async def _run_timers(self) -> None:
        """One sleep until the earliest stored deadline; woken early when one is set."""
        await self.bot.wait_until_ready()
        while True:
            for timer in await self.service.wait_for_due():
                await self._fire(timer)

    async def _fire(self, timer: Timer) -> None:
        try:
            async with self.boards(timer.game_id):
                played = await self.service.play_due_turn(
                    timer.game_id,
                    timer.version,
                    self.bot.settings.max_timeouts,
                    await self.board_language(timer.guild_id),
                )
                if played is not None:
                    await self._after(played)
        except StorageUnavailable as error:
            log.warning(
                "turn timer waits for the database: guild=%s channel=%s game=%s: %s",
                timer.guild_id,
                timer.channel_id,
                timer.game_id,
                error,
            )
        except Exception:
            log.exception(
                "turn timer failed; timer cleared: guild=%s channel=%s game=%s",
                timer.guild_id,
                timer.channel_id,
                timer.game_id,
            )
            await self.service.clear_deadline(timer.game_id)

    # ------------------------------------------------------------------ errors

    async def _guard(
        self, interaction: discord.Interaction, act: Callable[[], Awaitable[None]]
    ) -> None:
        try:
            await act()
        except Exception as error:
            await answer_error(interaction, error)

    async def _on_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        unloaded = self.bot.get_cog(self.__cog_name__) is None
        await answer_command_error(interaction, error, stopping=unloaded)


async def setup(bot: commands.Bot) -> None:
    assert isinstance(bot, TableBot)
    await bot.tree.set_translator(CatalogTranslator())
    install_click_router(bot, (*DYNAMIC_ITEMS, *PICKPIC_ITEMS))
    cog = PickominoCog(bot)
    await bot.add_cog(cog)
    await bot.add_cog(PickPicCog(bot, cog.service, cog.boards))
