"""Answers to the person who clicked or typed: short, ephemeral, in their language.

Every handled failure is a tables.errors.UserError carrying a catalog key; `answer_error` is
the single place that picks the right way to reply (first response or followup) and logs the
rest.
"""

import logging

import discord

from cogs.answer_clock import ended
from cogs.answer_deadline import TokenExpired, check_token, too_late
from tables.errors import UserError
from tables.storage import StorageUnavailable
from words.i18n import language_of, t

log = logging.getLogger(__name__)

OUTDATED = "error.outdated"
"""The answer to a click on a board that moved on: a stale click, not a refusal."""


async def answer(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral reply, whether or not the interaction was already answered."""
    if interaction.response.is_done():
        check_token(interaction)
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def answer_stopping(interaction: discord.Interaction) -> None:
    """A click or command that arrives while the bot stops, once its game cogs are unloaded
    and before its gateway connection closes: nothing can be done, and the player is told so
    rather than left with "This interaction failed"."""
    log.info("interaction %s arrived while the bot stops: nothing done", interaction.id)
    ended(interaction, "refused")
    try:
        await answer(interaction, t("error.stopping", language_of(interaction.locale)))
    except discord.HTTPException as error:
        log.info("could not answer interaction %s while stopping: %s", interaction.id, error)


async def answer_error(interaction: discord.Interaction, error: BaseException) -> None:
    language = language_of(interaction.locale)
    if isinstance(error, TokenExpired):
        log.info("no answer to interaction %s: %s", interaction.id, error)
        ended(interaction, "error")
        return
    if too_late(error):
        log.warning(
            "interaction %s answered too late, Discord refused it: guild=%s channel=%s",
            interaction.id,
            interaction.guild_id,
            interaction.channel_id,
        )
        ended(interaction, "error")
        return
    if isinstance(error, UserError):
        ended(interaction, "stale" if error.key == OUTDATED else "refused")
        text = t(error.key, language, **error.values)
    elif isinstance(error, discord.Forbidden):
        log.warning(
            "missing permissions in guild %s channel %s: %s",
            interaction.guild_id,
            interaction.channel_id,
            error,
        )
        ended(interaction, "error")
        text = t("error.missing_permissions", language)
    elif isinstance(error, StorageUnavailable):
        log.warning(
            "database unavailable, nothing saved: guild=%s channel=%s: %s",
            interaction.guild_id,
            interaction.channel_id,
            error,
        )
        ended(interaction, "error", try_again=True)
        text = t("error.try_again", language)
    else:
        log.error(
            "unexpected error: guild=%s channel=%s control=%s",
            interaction.guild_id,
            interaction.channel_id,
            (interaction.data or {}).get("custom_id"),
            exc_info=error,
        )
        ended(interaction, "error")
        text = t("error.unexpected", language)
    try:
        await answer(interaction, text)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id, exc_info=True)
    except TokenExpired as expired:
        log.info("no answer to interaction %s: %s", interaction.id, expired)
