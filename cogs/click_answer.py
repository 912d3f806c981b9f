"""A click answered by editing the message it was on, without the edited message sent back
(issue 16).

discord.py 2.7's `InteractionResponse.edit_message` asks Discord for the callback's resource
(`with_response=1`): Discord answers with the whole edited message, a board of several KB,
which discord.py decodes and parses into a Message inside an InteractionCallbackResponse that
nothing here reads. Without the parameter Discord answers 204, with no body. `edit_clicked`
posts the same UPDATE_MESSAGE callback through discord.py's own webhook adapter, so its error
mapping (NotFound, HTTPException) and its retries are kept, then marks the interaction answered
as discord.py does, so that `is_done()` and the error funnel (cogs.replies) see it answered.

Three names here are discord.py's own rather than its public API (checked with 2.7): the
adapter's context variable, the interaction's HTTP session and its response's answered type. An
upgrade that moves one fails tests/test_click_answer.py, not a game. A message with files goes
through `edit_message` itself: uploads are multipart, and Pick Pic's pictures are rare clicks.
"""

from typing import Any

import discord
from discord.http import Route
from discord.webhook.async_ import async_context

UPDATE_MESSAGE = discord.InteractionResponseType.message_update


async def edit_clicked(
    interaction: discord.Interaction,
    embed: discord.Embed,
    view: discord.ui.View | None,
    attachments: list[discord.File],
) -> None:
    """Replace the clicked message's embed and components (None removes them), as
    `interaction.response.edit_message(embed=, view=, attachments=)` would."""
    if attachments:
        await interaction.response.edit_message(embed=embed, view=view, attachments=attachments)
        return
    response = interaction.response
    if response.is_done():
        raise discord.InteractionResponded(interaction)
    state = interaction._state
    data: dict[str, Any] = {
        "embeds": [embed.to_dict()],
        "components": view.to_components() if view is not None else [],
        "attachments": [],
    }
    if state.allowed_mentions is not None:
        data["allowed_mentions"] = state.allowed_mentions.to_dict()
    route = Route(
        "POST",
        "/interactions/{webhook_id}/{webhook_token}/callback",
        webhook_id=interaction.id,
        webhook_token=interaction.token,
    )
    await async_context.get().request(
        route,
        session=interaction._session,
        proxy=state.http.proxy,
        proxy_auth=state.http.proxy_auth,
        payload={"type": UPDATE_MESSAGE.value, "data": data},
    )
    response._response_type = UPDATE_MESSAGE
