"""The command tree's one error handler: what a slash command that failed answers.

A command the bot does not have is no bug of ours: Discord shows the commands of the last
`pickomino-bot sync`, so after an upgrade (commands are not synced by default) a person can
still call one that went, or a subcommand that changed. They are told who can fix it, and the
log says it at WARNING, as an operator's task rather than an error (issue 26).
"""

import logging

import discord
from discord import app_commands

from cogs.option_bounds import OptionRefused
from cogs.replies import answer_error, answer_stopping
from tables.errors import UserError

log = logging.getLogger(__name__)

NOT_SYNCED = app_commands.CommandNotFound | app_commands.CommandSignatureMismatch
"""What discord.py raises when the command Discord sent is not, or no longer, the tree's."""


async def answer_command_error(
    interaction: discord.Interaction, error: app_commands.AppCommandError, *, stopping: bool
) -> None:
    """`stopping`: the game cogs are unloaded, so every command is unknown for that reason."""
    cause: BaseException = (
        error.original if isinstance(error, app_commands.CommandInvokeError) else error
    )
    if isinstance(cause, app_commands.CommandNotFound) and stopping:
        await answer_stopping(interaction)
        return
    if isinstance(cause, OptionRefused):
        cause = cause.refusal
    elif isinstance(cause, NOT_SYNCED):
        log.warning(
            "command /%s is not one of the bot's (run `pickomino-bot sync`): guild=%s",
            _called(interaction),
            interaction.guild_id,
        )
        cause = UserError("error.unknown_command")
    elif isinstance(cause, app_commands.CheckFailure | app_commands.TransformerError):
        cause = UserError("error.bad_input")
    await answer_error(interaction, cause)


def _called(interaction: discord.Interaction) -> str:
    """The command as Discord sent it, subcommands included: "pickomino retired"."""
    data = interaction.data or {}
    names = [str(data.get("name", "?"))]
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):
        names.append(str(options[0].get("name", "?")))
        options = options[0].get("options") or []
    return " ".join(names)
