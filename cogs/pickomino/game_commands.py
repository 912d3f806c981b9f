"""The commands of a table: open a game, show its board again, the rules, leave, end, the
history of the channel's last game.
"""

import io

import discord
from discord import app_commands
from discord.app_commands import locale_str as _

from cogs.board_updates import Showing
from cogs.pickomino.boards import PickominoBoards
from cogs.replies import answer
from cogs.rules_pages import RulesPages
from engine.pickomino import Settings
from engine.pickomino.components import CLASSIC, EXTENSION
from tables.errors import UserError
from tables.pickomino.options import TableOptions
from tables.replacements import checked_choice, chosen
from tables.storage import GameStatus, Seat
from words.i18n import language_of, t, tn

group = PickominoBoards.group
"""The /pickomino group, defined with the cog's shared parts."""

HISTORY_LINES = 25
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


class GameCommands(PickominoBoards):
    """/pickomino new, status, rules, leave, end, history."""

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
            channel = stored.channel_id
            self.updates.then(stored.id, lambda: self._strip_controls(channel, old_message))

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
                self.updates.want(Showing(stored, None, interaction.user.id))
            else:
                played = await self.service.leave_running(stored.id, interaction.user.id)
                await self._after(played, interaction.user.id)
                stored = played.stored
        await self._shown(stored)
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
            self.updates.want(Showing(stored, None, interaction.user.id))
        await self._shown(stored)
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
