"""The server's leaderboard, a player's statistics (tables.leaderboards) and the review of a
finished game (tables.reviews)."""

import discord
from discord import app_commands
from discord.app_commands import locale_str as _

from cogs.leaderboard_embeds import PERIOD_CHOICES, answer_leaderboard, answer_stats
from cogs.pickomino.boards import PickominoBoards
from cogs.review import answer_review
from cogs.web_links import game_page
from engine.pickomino.components import CLASSIC, EXTENSION
from tables.errors import UserError
from tables.kinds import DEFAULT_KIND
from tables.storage import StoredGame

group = PickominoBoards.group
"""The /pickomino group, defined with the cog's shared parts."""


class RankingCommands(PickominoBoards):
    """/pickomino leaderboard, stats and review, and the leaderboard's page buttons."""

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
        language = await self.board_language(interaction.guild_id or 0)
        await answer_stats(interaction, self.leaderboards, DEFAULT_KIND, member, language)

    @group.command(
        name=_("review", key="command.review.name"),
        description=_(
            "Each decision of a finished game against the exact expert", key="command.review"
        ),
    )
    @app_commands.describe(
        game=_(
            "The game's number (your last game in this channel when empty)",
            key="command.review.game",
        )
    )
    @app_commands.rename(game=_("game", key="command.review.game.name"))
    async def review(
        self,
        interaction: discord.Interaction,
        game: app_commands.Range[int, 1, 2**53] | None = None,
    ) -> None:
        language = await self.board_language(interaction.guild_id or 0)
        web_url = self.bot.settings.web_url

        async def page(found: StoredGame) -> str | None:
            return await game_page(self.service, web_url, found)

        await answer_review(interaction, self.reviews, game, language, page)
