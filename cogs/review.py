"""/pickomino review: a finished game, decision by decision, against the exact expert (issue
29), answered privately as an embed with its chart. The words and the chart come from
tables.reviews (the terminal's `review` shows the same); this only lays them out.
"""

import io
from collections.abc import Awaitable, Callable

import discord

from cogs.web_links import page_link_view
from tables.markup import escape_markdown
from tables.pickomino.review_words import ReviewView
from tables.reviews import Reviews
from tables.storage import StoredGame
from words.i18n import language_of, t

TOTAL = 6000
"""Discord's limit on the characters of one embed, all its parts together."""
FIELD = 1024
MARGIN = 200


async def answer_review(
    interaction: discord.Interaction,
    reviews: Reviews,
    number: int | None,
    chart_language: str,
    page: Callable[[StoredGame], Awaitable[str | None]],
) -> None:
    """The review of game `number` of this server (the caller's last finished game in this
    channel when None); the chart speaks `chart_language`, the server's; a link button to
    the game's web page (`page`) when it has one."""
    assert interaction.guild_id is not None
    language = language_of(interaction.locale)
    stored = await reviews.find(
        interaction.guild_id, interaction.channel_id or 0, interaction.user.id, number
    )
    await interaction.response.defer(ephemeral=True, thinking=True)
    found = await reviews.answer(stored, language, chart_language, escape_markdown)
    filename = f"review-{found.game_id}.png"
    embed = review_embed(found.view)
    embed.set_image(url=f"attachment://{filename}")
    picture = discord.File(
        io.BytesIO(found.picture),
        filename=filename,
        description=t("review.picture", language, game=found.game_id),
    )
    address = await page(stored)
    if address is None:
        await interaction.followup.send(embed=embed, file=picture, ephemeral=True)
        return
    link = page_link_view(address, language)
    await interaction.followup.send(embed=embed, file=picture, view=link, ephemeral=True)


def review_embed(view: ReviewView) -> discord.Embed:
    """One field per player; with many players each gets an equal share of the embed's room,
    their costliest decisions cut from the last."""
    embed = discord.Embed(title=view.title, description=view.intro)
    room = TOTAL - MARGIN - len(view.title) - len(view.intro)
    share = min(FIELD, room // max(len(view.fields), 1))
    for name, value in view.fields:
        embed.add_field(
            name=name[:256], value=_within(value, share - len(name[:256])), inline=False
        )
    return embed


def _within(text: str, limit: int) -> str:
    """`text` with whole lines dropped from the end until it fits."""
    lines = text.split("\n")
    while len("\n".join(lines)) > limit and len(lines) > 1:
        lines.pop()
    return "\n".join(lines)[:limit]
