"""A click answered by editing the message it was on, without the edited message sent back
(issue 16).

discord.py 2.7's `InteractionResponse.edit_message` asks Discord for the callback's resource
(`with_response=1`): Discord answers with the whole edited message, a board of several KB,
which discord.py decodes and parses into a Message inside an InteractionCallbackResponse that
nothing here reads. Without the parameter Discord answers 204, with no body. `edit_clicked`
posts the same UPDATE_MESSAGE callback on the interaction's own HTTP session, its body encoded
once as bytes, its URL taken as already encoded (discord.py's Route quotes the id and token,
so yarl need not check it again). An error answer raises discord.py's own exceptions
(NotFound, Forbidden, DiscordServerError, HTTPException), which the error funnel (cogs.replies)
handles as it does any other. Unlike discord.py's webhook adapter it retries nothing: an
interaction must be answered within 3 s, and the adapter's retries wait 1 s and more. Then it
marks the interaction answered as discord.py does, so that `is_done()` and the error funnel
see it answered.

Two names here are discord.py's own rather than its public API (checked with 2.7): the
interaction's HTTP session and its response's answered type. An upgrade that moves one fails
tests/test_click_answer.py, not a game. A message with files goes through `edit_message`
itself: uploads are multipart, and Pick Pic's pictures are rare clicks. A click the store
kept past its deadline was deferred (cogs.answer_deadline): its board is then edited through
the interaction's webhook.
"""

from typing import Any

import aiohttp
import discord
import orjson
from discord.http import Route, json_or_text
from yarl import URL

from cogs import answer_clock
from cogs.answer_deadline import settle

UPDATE_MESSAGE = discord.InteractionResponseType.message_update
CALLBACK = "/interactions/{webhook_id}/{webhook_token}/callback"
JSON = {"Content-Type": "application/json"}


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
    if await settle(interaction):
        await interaction.edit_original_response(embed=embed, view=view, attachments=[])
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
    route = Route("POST", CALLBACK, webhook_id=interaction.id, webhook_token=interaction.token)
    url = URL(route.url, encoded=True)
    body = orjson.dumps({"type": UPDATE_MESSAGE.value, "data": data})
    http = state.http
    answer_clock.answered(interaction)
    async with interaction._session.post(
        url, data=body, headers=JSON, proxy=http.proxy, proxy_auth=http.proxy_auth
    ) as answer:
        if answer.status >= 300:
            raise _refusal(answer, await json_or_text(answer))
    response._response_type = UPDATE_MESSAGE


def _refusal(answer: aiohttp.ClientResponse, data: Any) -> discord.HTTPException:
    """discord.py's exception for an error answer, as its own requests raise them."""
    if answer.status == 404:
        return discord.NotFound(answer, data)
    if answer.status == 403:
        return discord.Forbidden(answer, data)
    if answer.status >= 500:
        return discord.DiscordServerError(answer, data)
    return discord.HTTPException(answer, data)
