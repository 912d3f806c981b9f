"""REST routes for channel messages, with the bot's channel permissions enforced.

The bot needs View Channel for every channel route and Send Messages to post, exactly the
checks that make Discord answer 403 (Missing Access 50001 / Missing Permissions 50013);
`FakeDiscord.forbid_channel` takes those permissions away through a channel overwrite.
"""

from __future__ import annotations

import discord
from aiohttp import web

from .entities import FakeChannel
from .errors import MISSING_ACCESS, MISSING_PERMISSIONS, ApiError, invalid_form
from .rest import read_body, read_json, respond, snowflake
from .world import World

VIEW_CHANNEL = discord.Permissions(view_channel=True).value
SEND_MESSAGES = discord.Permissions(send_messages=True).value
READ_HISTORY = discord.Permissions(read_message_history=True).value


class MessageRoutes:
    def __init__(self, world: World) -> None:
        self._world = world

    def register(self, router: web.UrlDispatcher, prefix: str) -> None:
        base = f"{prefix}/channels/{{channel_id}}"
        router.add_route("GET", f"{base}/messages", self.history)
        router.add_route("POST", f"{base}/messages", self.create)
        router.add_route("POST", f"{base}/messages/bulk-delete", self.bulk_delete)
        router.add_route("GET", f"{base}/messages/{{message_id}}", self.get)
        router.add_route("PATCH", f"{base}/messages/{{message_id}}", self.edit)
        router.add_route("DELETE", f"{base}/messages/{{message_id}}", self.delete)
        router.add_route("POST", f"{base}/typing", self.typing)

    def _channel(self, request: web.Request, needs: int = 0) -> FakeChannel:
        world = self._world
        channel = world.channel(snowflake(request, "channel_id"))
        granted = channel.permissions_for(world.bot_member(channel.guild))
        if not granted & VIEW_CHANNEL:
            raise ApiError(*MISSING_ACCESS)
        if granted & needs != needs:
            raise ApiError(*MISSING_PERMISSIONS)
        return channel

    async def history(self, request: web.Request) -> web.Response:
        channel = self._channel(request, READ_HISTORY)
        query = request.query
        limit = int(query.get("limit", 50))
        if not 1 <= limit <= 100:
            raise invalid_form("limit: Must be between 1 and 100.")
        messages = self._world.channel_messages(channel, include_ephemeral=False)
        if "before" in query:
            messages = [m for m in messages if m.id < int(query["before"])]
        if "after" in query:
            messages = [m for m in messages if m.id > int(query["after"])]
            return respond([m.payload() for m in reversed(messages[:limit])])
        if "around" in query:
            around = int(query["around"])
            older = [m for m in messages if m.id <= around][-((limit + 1) // 2) :]
            newer = [m for m in messages if m.id > around][: limit // 2]
            messages = older + newer
        return respond([m.payload() for m in reversed(messages[-limit:])])

    async def create(self, request: web.Request) -> web.Response:
        channel = self._channel(request, SEND_MESSAGES)
        body, uploads = await read_body(request)
        message = self._world.create_message(channel, body, uploads)
        return respond(message.payload())

    async def get(self, request: web.Request) -> web.Response:
        channel = self._channel(request, READ_HISTORY)
        message = self._world.message(channel, snowflake(request, "message_id"))
        return respond(message.payload())

    async def edit(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        message = self._world.message(channel, snowflake(request, "message_id"))
        if message.author is not self._world.bot_user:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        body, uploads = await read_body(request)
        return respond(self._world.edit_message(message, body, uploads).payload())

    async def delete(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        message = self._world.message(channel, snowflake(request, "message_id"))
        self._world.delete_message(message)
        return respond(None)

    async def bulk_delete(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body = await read_json(request) or {}
        ids = [int(i) for i in body.get("messages", [])]
        if not 2 <= len(ids) <= 100:
            raise invalid_form("messages: Must be between 2 and 100 in length.")
        for message_id in ids:
            self._world.delete_message(self._world.message(channel, message_id))
        return respond(None)

    async def typing(self, request: web.Request) -> web.Response:
        self._channel(request, SEND_MESSAGES)
        return respond(None)
