"""/pickomino settings: the board language, the default turn timer and replacement, and turn
pings (each member's own and the server's default).
"""

import discord
from discord import app_commands
from discord.app_commands import locale_str as _

from cogs.pickomino.boards import PickominoBoards
from cogs.pickomino.game_commands import REPLACEMENT_CHOICES, checked_turn_timer
from cogs.replies import answer
from tables.errors import UserError
from tables.replacements import checked_choice, choice_name
from tables.turn_pings import (
    PINGS_BY_DEFAULT,
    SERVER_CHOICE,
    own_choice,
    server_choice,
    set_own_pings,
)
from words.i18n import LANGUAGES, language_name, language_of, t, tn

group = PickominoBoards.group
"""The /pickomino group, defined with the cog's shared parts."""

AUTOMATIC_LANGUAGE = "auto"
"""The language choice that clears the setting: boards follow the server's own locale."""


class SettingsCommands(PickominoBoards):
    """/pickomino settings: the server's defaults (Manage Server only) and a member's pings."""

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
            # Each catalogued language under its own name ("Deutsch"), as language pickers show
            # them: no catalog entry, and a new catalog folder brings its choice.
            *(
                app_commands.Choice(name=_(language_name(code, code, listed=True)), value=code)
                for code in LANGUAGES
            ),
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
        reader = language_of(interaction.locale)
        if chosen is None:
            await answer(interaction, t("reply.language.auto", reader))
        else:
            name = language_name(chosen, reader)
            await answer(interaction, t("reply.language", reader, language=name))

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
