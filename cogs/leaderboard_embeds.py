"""The leaderboard and stats commands of every game (/pickomino, /pickpic) as Discord embeds.

The words come from tables.leaderboards (the terminal shows the same); this only lays them out:
a leaderboard page as one list with the caller's row below it, statistics as one field each.
"""

import io

import discord
from discord import app_commands
from discord.app_commands import locale_str as _

from cogs.click_router import clicked_private_of
from cogs.components import leaderboard_pager
from tables.errors import UserError
from tables.leaderboards.board_view import BoardView
from tables.leaderboards.kind_words import BOARD_KINDS
from tables.leaderboards.queries import Leaderboards, Period
from tables.leaderboards.stats_view import StatsView
from tables.markup import escape_markdown
from words.i18n import language_of, t

DESCRIPTION = 4096
RATING_PICTURE = "rating.png"

PERIOD_CHOICES = [
    app_commands.Choice(name=_("all time", key="leaderboard.period.all"), value=Period.ALL.value),
    app_commands.Choice(
        name=_("this month", key="leaderboard.period.month"), value=Period.MONTH.value
    ),
    app_commands.Choice(
        name=_("this week", key="leaderboard.period.week"), value=Period.WEEK.value
    ),
]


async def answer_leaderboard(
    interaction: discord.Interaction, leaderboards: Leaderboards, rules: str, period: str, page: int
) -> None:
    """Page `page` of the board of `rules` (its game follows: Pick Pic has one rule set). A
    command answers with a new private message; a page button edits its own, and only its
    own (`check_page_message`). A forged rule set or period is refused."""
    assert interaction.guild_id is not None
    if rules not in BOARD_KINDS or period not in tuple(Period):
        raise UserError("error.bad_input")
    clicked = interaction.type == discord.InteractionType.component
    if clicked:
        check_page_message(interaction)
    view = await leaderboards.page(
        interaction.guild_id,
        BOARD_KINDS[rules],
        rules,
        Period(period),
        page,
        caller=interaction.user.id,
        language=language_of(interaction.locale),
        name=escape_markdown,
    )
    embed = leaderboard_embed(view)
    pager = leaderboard_pager(rules, period, view.page, view.pages)
    if clicked:
        await interaction.response.edit_message(embed=embed, view=pager)
    elif pager is None:
        await interaction.response.send_message(embed=embed, ephemeral=True)
    else:
        await interaction.response.send_message(embed=embed, view=pager, ephemeral=True)


def check_page_message(interaction: discord.Interaction) -> None:
    """A page button may edit only a leaderboard page: a private message of ours (issue 26).
    A modified client can send a page's custom id on any message, and the click's answer edits
    the message it came from: a game's board, a lobby or a final ranking would be overwritten
    with a leaderboard. Those are public, and every leaderboard page is ephemeral, so a click
    on a public message, or on a message that is not ours, is refused as outdated."""
    ours = interaction.client.user
    if ours is None or clicked_private_of(interaction) != ours.id:
        raise UserError("error.outdated")


async def answer_stats(
    interaction: discord.Interaction,
    leaderboards: Leaderboards,
    kind: str,
    member: discord.Member | None,
    chart_language: str,
) -> None:
    """The statistics of `member` (the caller when None) in the game `kind`, privately, with
    the chart of their rating and results per week (in `chart_language`, the server's) once
    they have a finished game."""
    assert interaction.guild_id is not None
    who = member or interaction.user
    language = language_of(interaction.locale)
    view = await leaderboards.stats(
        interaction.guild_id, kind, who.id, escape_markdown(who.display_name), language
    )
    embed = stats_embed(view)
    if not view.fields:
        await interaction.response.send_message(embed=embed, ephemeral=True)
        return
    picture = await leaderboards.rating_picture(
        interaction.guild_id, kind, who.id, who.display_name, chart_language
    )
    embed.set_image(url=f"attachment://{RATING_PICTURE}")
    chart = discord.File(
        io.BytesIO(picture),
        filename=RATING_PICTURE,
        description=t("chart.rating.picture", language, name=who.display_name),
    )
    await interaction.response.send_message(embed=embed, file=chart, ephemeral=True)


def leaderboard_embed(view: BoardView) -> discord.Embed:
    description = "\n".join(view.lines)
    if view.own is not None:
        description += "\n\n" + view.own
    embed = discord.Embed(title=view.title, description=description[:DESCRIPTION])
    if view.footer is not None:
        embed.set_footer(text=view.footer)
    return embed


def stats_embed(view: StatsView) -> discord.Embed:
    """A player with no finished game gets the friendly line as the embed's text."""
    embed = discord.Embed(title=view.title, description=None if view.fields else view.note)
    for label, value in view.fields:
        embed.add_field(name=label, value=value, inline=False)
    if view.fields and view.note is not None:
        embed.set_footer(text=view.note)
    return embed
