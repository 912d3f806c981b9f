"""REST routes for identity and structure: the bot user, the application, the gateway URL,
guild and channel lookups, and application command registration."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from .errors import invalid_form, unknown
from .gateway import Gateway
from .rest import read_json, respond, snowflake
from .world import World


class AppRoutes:
    def __init__(self, world: World, gateway: Gateway) -> None:
        self._world = world
        self._gateway = gateway

    def register(self, router: web.UrlDispatcher, prefix: str) -> None:
        add = router.add_route
        add("GET", f"{prefix}/users/@me", self.me)
        add("GET", f"{prefix}/users/{{user_id}}", self.user)
        add("GET", f"{prefix}/oauth2/applications/@me", self.application)
        add("GET", f"{prefix}/applications/@me", self.application)
        add("GET", f"{prefix}/gateway", self.gateway)
        add("GET", f"{prefix}/gateway/bot", self.gateway_bot)
        add("GET", f"{prefix}/guilds/{{guild_id}}", self.guild)
        add("GET", f"{prefix}/guilds/{{guild_id}}/channels", self.guild_channels)
        add("GET", f"{prefix}/guilds/{{guild_id}}/roles", self.guild_roles)
        add("GET", f"{prefix}/guilds/{{guild_id}}/members/{{user_id}}", self.member)
        add("GET", f"{prefix}/channels/{{channel_id}}", self.channel)
        for scope in ("", "/guilds/{guild_id}"):
            base = f"{prefix}/applications/{{application_id}}{scope}/commands"
            add("GET", base, self.list_commands)
            add("PUT", base, self.overwrite_commands)
            add("POST", base, self.upsert_command)
            add("GET", f"{base}/{{command_id}}", self.get_command)
            add("PATCH", f"{base}/{{command_id}}", self.edit_command)
            add("DELETE", f"{base}/{{command_id}}", self.delete_command)

    async def me(self, request: web.Request) -> web.Response:
        user = self._world.bot_user.payload()
        return respond(user | {"verified": True, "mfa_enabled": False, "flags": 0, "email": None})

    async def user(self, request: web.Request) -> web.Response:
        user = self._world.users.get(snowflake(request, "user_id"))
        if user is None:
            raise unknown("User")
        return respond(user.payload())

    async def application(self, request: web.Request) -> web.Response:
        world = self._world
        return respond(
            {
                "id": str(world.application_id),
                "name": world.bot_user.name,
                "description": "",
                "icon": None,
                "bot_public": False,
                "bot_require_code_grant": False,
                "owner": world.owner.payload(),
                "team": None,
                "verify_key": "0" * 64,
                "flags": 0,
                "interactions_endpoint_url": None,
                "bot": world.bot_user.payload(),
            }
        )

    async def gateway(self, request: web.Request) -> web.Response:
        return respond({"url": self._gateway.url})

    async def gateway_bot(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return respond({"url": self._gateway.url, "shards": 1, "session_start_limit": limit})

    async def guild(self, request: web.Request) -> web.Response:
        guild = self._world.guild(snowflake(request, "guild_id"))
        data = guild.payload(members=[])
        for key in ("members", "channels", "threads", "voice_states", "presences"):
            data.pop(key)
        return respond(data)

    async def guild_channels(self, request: web.Request) -> web.Response:
        guild = self._world.guild(snowflake(request, "guild_id"))
        return respond([c.payload() for c in guild.channels])

    async def guild_roles(self, request: web.Request) -> web.Response:
        guild = self._world.guild(snowflake(request, "guild_id"))
        return respond([r.payload() for r in guild.roles])

    async def member(self, request: web.Request) -> web.Response:
        guild = self._world.guild(snowflake(request, "guild_id"))
        member = guild.member(snowflake(request, "user_id"))
        if member is None:
            raise unknown("Member")
        return respond(member.payload())

    async def channel(self, request: web.Request) -> web.Response:
        return respond(self._world.channel(snowflake(request, "channel_id")).payload())

    def _scope(self, request: web.Request) -> int | None:
        if snowflake(request, "application_id") != self._world.application_id:
            raise unknown("Application Command")
        if "guild_id" not in request.match_info:
            return None
        return self._world.guild(snowflake(request, "guild_id")).id

    async def list_commands(self, request: web.Request) -> web.Response:
        return respond(self._world.commands.in_scope(self._scope(request)))

    async def overwrite_commands(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        payloads = await read_json(request)
        if not isinstance(payloads, list):
            raise invalid_form("Expected a list of application commands.")
        _validate_commands(payloads)
        result = self._world.commands.overwrite(scope, payloads)
        self._world.changes.notify()
        return respond(result)

    async def upsert_command(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        payload = await read_json(request)
        _validate_commands([payload])
        result = self._world.commands.upsert(scope, payload)
        self._world.changes.notify()
        return respond(result, status=201)

    async def get_command(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        return respond(self._world.commands.get(scope, snowflake(request, "command_id")))

    async def edit_command(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        current = self._world.commands.get(scope, snowflake(request, "command_id"))
        payload = current | (await read_json(request) or {})
        _validate_commands([payload])
        return respond(self._world.commands.upsert(scope, payload))

    async def delete_command(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        self._world.commands.delete(scope, snowflake(request, "command_id"))
        self._world.changes.notify()
        return respond(None)


def _validate_commands(payloads: list[Any]) -> None:
    """Discord's naming rules for chat-input commands and options (lower case, 1-32 chars)."""
    names = [p.get("name") for p in payloads if isinstance(p, dict)]
    if len(names) != len(payloads) or len(set(names)) != len(names) or len(payloads) > 100:
        raise invalid_form("Application command names must be unique, at most 100 commands.")
    for payload in payloads:
        _validate_node(payload, str(payload["name"]))


def _validate_node(node: dict[str, Any], where: str) -> None:
    name = node.get("name", "")
    if not isinstance(name, str) or not 1 <= len(name) <= 32 or name != name.lower():
        raise invalid_form(f"{where}: name must be 1-32 lower-case characters.")
    description = node.get("description", "")
    if node.get("type", 1) == 1 and not 1 <= len(description) <= 100:
        raise invalid_form(f"{where}: description must be 1-100 characters.")
    options = node.get("options") or []
    if len(options) > 25:
        raise invalid_form(f"{where}: at most 25 options.")
    required = [bool(o.get("required")) for o in options]
    if required != sorted(required, reverse=True):
        raise invalid_form(f"{where}: required options must be placed before optional options.")
    for option in options:
        _validate_node(option | {"type": 1}, f"{where} {option.get('name')}")
        if len(option.get("choices") or []) > 25:
            raise invalid_form(f"{where} {option.get('name')}: at most 25 choices.")
