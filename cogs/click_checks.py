"""Where a click on a game's controls counts (issue 14): the checks every game's buttons share.

A modified client can send any custom id on any message, so the id alone proves nothing: the
message it arrives on and that message's channel must be the game's own.
"""

import discord

from cogs.click_router import clicked_message_id
from tables.errors import UserError
from tables.service import TableService
from tables.storage import StoredGame


async def check_board(
    service: TableService, interaction: discord.Interaction, game_id: int
) -> StoredGame:
    """A click counts only on the game's own board: in its channel, and on the message it
    stores (a board `/pickomino status` replaced, or a Pick Pic table of an earlier round,
    still carries current buttons, and a forged message of another channel can carry any
    game's). Refused like any stale click, and the old message is left as it is."""
    stored = await check_channel(service, interaction, game_id)
    if stored.message_id is not None and clicked_message_id(interaction) != stored.message_id:
        raise UserError("error.outdated")
    return stored


async def check_channel(
    service: TableService, interaction: discord.Interaction, game_id: int
) -> StoredGame:
    """A click counts only in the game's channel (a player's own ephemeral panel is not the
    board, but it is shown in the game's channel)."""
    stored = await service.get(game_id)
    if stored.channel_id != interaction.channel_id:
        raise UserError("error.outdated")
    return stored
