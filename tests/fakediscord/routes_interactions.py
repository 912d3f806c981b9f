"""REST routes by which the bot answers interactions: the callback and the webhook routes.

The callback is `POST /interactions/{id}/{token}/callback`: with `?with_response=1` (which
discord.py 2.7's responses add, to read the created message back) its answer holds the
interaction and the message; without it, 204 and no body, as on Discord. Later edits and
followups go through `/webhooks/{application_id}/{token}`, where `@original` means the
message the response created or, after a type 6/7 answer, the message the component is on.
"""

from __future__ import annotations

import time
from typing import Any

from aiohttp import web

from .errors import ApiError, invalid_form, unknown
from .interactions import (
    APPLICATION_COMMAND,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    MESSAGE_COMPONENT,
    MODAL,
    UPDATE_MESSAGE,
    InteractionResult,
    metadata,
)
from .messages import FLAG_EPHEMERAL, FLAG_LOADING, FakeMessage
from .rest import read_body, respond, snowflake
from .world import World

CHAT_INPUT_COMMAND_MESSAGE = 20
DEFAULT_MESSAGE = 0

ALLOWED_CALLBACKS = {
    APPLICATION_COMMAND: {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, MODAL},
    MESSAGE_COMPONENT: {
        CHANNEL_MESSAGE,
        DEFERRED_CHANNEL_MESSAGE,
        DEFERRED_UPDATE_MESSAGE,
        UPDATE_MESSAGE,
        MODAL,
    },
}


class InteractionRoutes:
    def __init__(self, world: World) -> None:
        self._world = world

    def register(self, router: web.UrlDispatcher, prefix: str) -> None:
        router.add_route(
            "POST", f"{prefix}/interactions/{{interaction_id}}/{{token}}/callback", self.callback
        )
        hook = f"{prefix}/webhooks/{{application_id}}/{{token}}"
        router.add_route("POST", hook, self.followup)
        router.add_route("GET", f"{hook}/messages/{{message_id}}", self.get_message)
        router.add_route("PATCH", f"{hook}/messages/{{message_id}}", self.edit_message)
        router.add_route("DELETE", f"{hook}/messages/{{message_id}}", self.delete_message)

    async def callback(self, request: web.Request) -> web.Response:
        world = self._world
        result = world.interactions.get(snowflake(request, "interaction_id"))
        if result is None or result.token != request.match_info["token"]:
            raise unknown("interaction")
        if result.answered:
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        try:
            world.interaction_rules.check_callback(result)
        except ApiError:
            world.changes.notify()
            raise
        body, uploads = await read_body(request)
        kind = body.get("type")
        if kind not in ALLOWED_CALLBACKS[result.kind]:
            raise invalid_form(f"type: interaction callback type {kind!r} is not valid here.")
        data: dict[str, Any] = body.get("data") or {}
        message = self._apply_callback(result, kind, data, uploads)
        result.type = kind
        result.data = data
        result.message = message
        result.with_response = request.query.get("with_response") in ("1", "true", "True")
        result.answered_at = time.perf_counter()
        world.changes.notify()
        if not result.with_response:
            return respond(None)
        return respond(_callback_answer(result, kind, message))

    def _apply_callback(
        self, result: InteractionResult, kind: int, data: dict[str, Any], uploads: list[Any]
    ) -> FakeMessage | None:
        world = self._world
        ephemeral = int(data.get("flags") or 0) & FLAG_EPHEMERAL
        if kind == CHANNEL_MESSAGE:
            return self._create(result, data, uploads, flags=ephemeral)
        if kind == DEFERRED_CHANNEL_MESSAGE:
            return self._create(result, {}, [], flags=ephemeral | FLAG_LOADING)
        if kind == UPDATE_MESSAGE:
            assert result.target is not None
            return world.edit_message(result.target, data, uploads)
        if kind == DEFERRED_UPDATE_MESSAGE:
            return result.target
        return None

    def _create(
        self, result: InteractionResult, body: dict[str, Any], uploads: list[Any], flags: int
    ) -> FakeMessage:
        message_type = (
            CHAT_INPUT_COMMAND_MESSAGE if result.kind == APPLICATION_COMMAND else DEFAULT_MESSAGE
        )
        return self._world.create_message(
            result.channel,
            body,
            uploads,
            flags=flags,
            message_type=message_type,
            interaction=result,
            interaction_metadata=metadata(result),
        )

    def _result(self, request: web.Request) -> InteractionResult:
        application_id = snowflake(request, "application_id")
        return self._world.interaction_for_token(application_id, request.match_info["token"])

    def _message(self, request: web.Request, result: InteractionResult) -> FakeMessage:
        raw = request.match_info["message_id"]
        if raw == "@original":
            message = result.message
        else:
            wanted = snowflake(request, "message_id")
            candidates = [result.message, *result.followups]
            message = next((m for m in candidates if m is not None and m.id == wanted), None)
        if message is None or message.deleted:
            raise unknown("Message")
        return message

    async def followup(self, request: web.Request) -> web.Response:
        result = self._result(request)
        if not result.answered:
            raise unknown("Webhook")
        body, uploads = await read_body(request)
        original = result.message
        if original is not None and original.loading and not original.deleted:
            message = self._world.edit_message(original, body, uploads, clear=FLAG_LOADING)
        else:
            flags = int(body.get("flags") or 0) & FLAG_EPHEMERAL
            message = self._create(result, body, uploads, flags=flags)
        result.followups.append(message)
        self._world.changes.notify()
        if request.query.get("wait") in ("1", "true", "True"):
            return respond(message.payload())
        return respond(None)

    async def get_message(self, request: web.Request) -> web.Response:
        result = self._result(request)
        return respond(self._message(request, result).payload())

    async def edit_message(self, request: web.Request) -> web.Response:
        result = self._result(request)
        message = self._message(request, result)
        body, uploads = await read_body(request)
        edited = self._world.edit_message(message, body, uploads, clear=FLAG_LOADING)
        return respond(edited.payload())

    async def delete_message(self, request: web.Request) -> web.Response:
        result = self._result(request)
        self._world.delete_message(self._message(request, result))
        return respond(None)


def _callback_answer(
    result: InteractionResult, kind: int, message: FakeMessage | None
) -> dict[str, Any]:
    """The `with_response=1` body: discord.py builds its InteractionCallbackResponse from it."""
    answer: dict[str, Any] = {
        "interaction": {
            "id": str(result.id),
            "type": result.kind,
            "response_message_id": str(message.id) if message is not None else None,
            "response_message_loading": kind == DEFERRED_CHANNEL_MESSAGE,
            "response_message_ephemeral": bool(message is not None and message.ephemeral),
        },
        "resource": {"type": kind},
    }
    if message is not None and kind in (CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, UPDATE_MESSAGE):
        answer["resource"]["message"] = message.payload()
    return answer
