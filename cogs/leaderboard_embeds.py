"""/pickomino leaderboard and /pickomino stats as Discord embeds.

The words come from tables.leaderboards (the terminal shows the same); this only lays them out:
a leaderboard page as one list with the caller's row below it, statistics as one field each.
"""

import discord

from tables.leaderboards.board_view import BoardView
from tables.leaderboards.stats_view import StatsView

DESCRIPTION = 4096


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
