"""An interaction answered with a new message whose id the game keeps (a new board, a new
table), without a second request to learn that id (issue 16).

discord.py 2.7 asks for the callback's resource when it sends a message (`with_response=1`),
and Discord's answer names the message it posted; `interaction.original_response()` would
fetch the whole message again only to read its id.
"""

from typing import Any

import discord


async def post_answer(interaction: discord.Interaction, **message: Any) -> int:
    """`interaction.response.send_message(**message)`, then the posted message's id."""
    callback = await interaction.response.send_message(**message)
    if callback.message_id is None:
        raise discord.DiscordException("Discord's answer did not name the posted message")
    return callback.message_id
