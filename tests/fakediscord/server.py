"""`FakeDiscord`: a local Discord (REST + gateway) that the real discord.py client talks to.

It listens on 127.0.0.1 on an ephemeral port and points discord.py at itself by patching
the two class attributes through which discord.py finds Discord: `discord.http.Route.BASE`
(REST, including the interaction webhooks, whose URLs are built from it too) and
`DiscordWebSocket.DEFAULT_GATEWAY` (a non-sharded client connects there without asking
`GET /gateway/bot`). Both are restored on exit.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from types import TracebackType
from typing import Any, TypeVar

import discord
import yarl
from aiohttp import web
from discord.gateway import DiscordWebSocket
from discord.http import Route

from .attachments import ROUTE, AttachmentCdn, FakeAttachment
from .clock import FakeClock
from .commands import CommandSync, SlashBuilder
from .entities import FakeChannel, FakeGuild, FakeMember, FakeRole, FakeUser
from .errors import FakeDiscordError, InteractionTimeout
from .gateway import Gateway
from .interactions import (
    APPLICATION_COMMAND,
    LOCALES,
    MESSAGE_COMPONENT,
    InteractionResult,
    base_payload,
)
from .messages import BUTTON, SELECT_TYPES, STRING_SELECT, FakeMessage
from .rate_limits import Admitted, RateLimited, RateLimiter, RateLimits
from .resolved import Resolved
from .rest import API_PREFIX, Faults, InjectedError
from .routes_app import AppRoutes
from .routes_interactions import InteractionRoutes
from .routes_messages import MessageRoutes
from .world import World

PermissionsLike = discord.Permissions | int
ClientT = TypeVar("ClientT", bound=discord.Client)

DEFAULT_BOT_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
    add_reactions=True,
    use_external_emojis=True,
    manage_messages=True,
)
BOT_SEND_DENIED = discord.Permissions(
    send_messages=True, send_messages_in_threads=True, embed_links=True, attach_files=True
)
OVERWRITE_MEMBER = 1

_active: FakeDiscord | None = None


def _bits(value: PermissionsLike | None) -> int:
    if value is None:
        return 0
    return value.value if isinstance(value, discord.Permissions) else int(value)


class FakeDiscord:
    """A fake Discord for one test; use as `async with FakeDiscord() as fake:`.

    `timeout` bounds every wait (an interaction answer, a bot becoming ready): a bound on a
    hang, not a measure of speed (Discord's own 3 s is `interaction_rules`), so it is long: on
    two cores shared by four test workers and a browser, a first `/pickomino stats` (the
    rating chart's matplotlib) took more than the 10 s it used to be. With
    `strict`, leaving the context raises if the bot called a route the fake does not
    serve or the fake itself failed, so a gap in the fake cannot pass unnoticed.
    With `in_process` (the default), the fake points this process's discord.py at itself,
    so one such fake runs at a time; a fake only for bots in other processes, told its
    address, leaves discord.py alone and runs beside others (bench/bench_discord.py gives
    each of its two bots a fake of its own).
    With `interaction_rules`, the fake refuses what Discord refuses by its time rules: a
    first answer more than 3 s after the interaction, an interaction token older than 15
    minutes (tests/fakediscord/interaction_rules.py), on the fake's own clock (`clock`).
    With `rate_limits`, it enforces Discord's rate limits (tests/fakediscord/rate_limits.py):
    `rate_limited` lists its 429s, `invalid_requests` counts 401, 403 and 429 answers.
    """

    def __init__(
        self,
        *,
        bot_name: str = "Pickomino",
        timeout: float = 60.0,
        strict: bool = True,
        in_process: bool = True,
        interaction_rules: bool = False,
        rate_limits: RateLimits | None = None,
    ):
        self.timeout = timeout
        self.strict = strict
        self.in_process = in_process
        self._world = World(bot_name)
        self._world.interaction_rules.enforced = interaction_rules
        self._gateway = Gateway(self._world)
        self._faults = Faults()
        self._limiter = RateLimiter(self._world.clock, rate_limits)
        self._cdn = AttachmentCdn(self._world.ids)
        self._runner: web.AppRunner | None = None
        self._saved: tuple[str, yarl.URL] | None = None
        self._left_connected = 0
        self.url = ""

    # -- lifecycle -------------------------------------------------------------------

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()
        if self.strict and exc is None:
            self.check_clean()

    async def start(self) -> None:
        global _active
        if self.in_process and _active is not None:
            raise FakeDiscordError("another FakeDiscord is already running in this process")
        middlewares = [self._faults.counted, self._limiter.middleware, self._faults.middleware]
        app = web.Application(middlewares=middlewares)
        app.router.add_get("/gateway", self._gateway.handle)
        AppRoutes(self._world, self._gateway).register(app.router, API_PREFIX)
        MessageRoutes(self._world).register(app.router, API_PREFIX)
        InteractionRoutes(self._world).register(app.router, API_PREFIX)
        app.router.add_get(ROUTE, self._cdn.serve)
        app.router.add_route("*", "/{tail:.*}", self._faults.unhandled_route)
        self._runner = web.AppRunner(app, shutdown_timeout=2.0, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        host, port = self._runner.addresses[0][:2]
        self.url = f"http://{host}:{port}"
        self._cdn.base_url = self.url
        self._gateway.url = f"ws://{host}:{port}/gateway"
        if self.in_process:
            self._saved = (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY)
            Route.BASE = f"{self.url}{API_PREFIX}"
            DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self._gateway.url)
            _active = self

    async def stop(self) -> None:
        global _active
        if self._saved is not None:
            Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = self._saved
            self._saved = None
        if self._runner is not None:
            self._left_connected += await self._gateway.close_all()
            await self._runner.cleanup()
            self._runner = None
        if _active is self:
            _active = None

    def check_clean(self) -> None:
        """Raise if the bot used routes the fake lacks, the fake failed, or a bot outlived it."""
        problems = [f"unhandled route: {r}" for r in self._faults.unhandled]
        problems += [f"fake server error: {e}" for e in self._faults.server_errors]
        if self._left_connected:
            problems.append("a bot was still connected when the fake stopped: close it first")
        if problems:
            raise FakeDiscordError("\n".join(problems))

    # -- the bot -----------------------------------------------------------------------

    @property
    def clock(self) -> FakeClock:
        """The fake's time: `fake.clock.advance(seconds)` ages every interaction at once."""
        return self._world.clock

    @property
    def bot_user(self) -> FakeUser:
        return self._world.bot_user

    @property
    def application_id(self) -> int:
        return self._world.application_id

    @asynccontextmanager
    async def run_bot(
        self, bot: ClientT, token: str = "fake-token", *, wait_until_ready: bool = True
    ) -> AsyncIterator[ClientT]:
        """Log `bot` in, connect it, wait until it is ready; close it (and wait) on exit.

        Readiness is the gateway round trip of `wait_ready`, then discord.py's own
        `wait_until_ready()` (which fires `guild_ready_timeout` seconds after the last
        GUILD_CREATE: build the bot with e.g. `guild_ready_timeout=0.1` to keep tests fast).
        """
        task: asyncio.Task[None] | None = None
        try:
            await bot.login(token)
            first = self._gateway.opened_count
            task = asyncio.create_task(bot.connect(reconnect=True), name="fake-discord-bot")
            task.add_done_callback(lambda _: self._world.changes.notify())
            await self._wait_connected(task, after=first)
            if wait_until_ready:
                await asyncio.wait_for(bot.wait_until_ready(), self.timeout)
            yield bot
        finally:
            await bot.close()
            if task is not None:
                await asyncio.wait_for(task, self.timeout)

    async def wait_ready(self, timeout: float | None = None) -> None:
        """Wait until a bot's gateway session has processed READY and every GUILD_CREATE."""
        await self._world.changes.wait_for(
            self._gateway.is_ready,
            timeout or self.timeout,
            lambda: "no bot completed IDENTIFY/READY on the fake gateway in time",
        )

    async def wait_shard_ready(
        self, shard_id: int, opened: int = 0, timeout: float | None = None
    ) -> None:
        """Wait until a connection opened after the first `opened` ones (`connections_opened`)
        is ready on shard `shard_id`: a bot process running that shard has (re)started."""
        await self._world.changes.wait_for(
            lambda: self._gateway.shard_ready_since(shard_id, opened),
            timeout or self.timeout,
            lambda: f"no bot became ready on shard {shard_id} in time",
        )

    @property
    def connections_opened(self) -> int:
        return self._gateway.opened_count

    async def force_reconnect(self, timeout: float | None = None) -> None:
        """Send op 7 RECONNECT, as Discord does, and wait until the bot has resumed."""
        opened = self._gateway.request_reconnect()
        await self._world.changes.wait_for(
            lambda: self._gateway.ready_since(opened),
            timeout or self.timeout,
            lambda: "the bot did not reconnect after op 7 RECONNECT",
        )

    @asynccontextmanager
    async def gateway_outage(self) -> AsyncIterator[None]:
        """The gateway gone, as in an outage: every connection closed, new ones refused until
        the block ends; then the bot's next attempt connects again (not awaited here)."""
        self._gateway.down = True
        try:
            await self._gateway.close_all()
            yield
        finally:
            self._gateway.down = False

    async def _wait_connected(self, task: asyncio.Task[None], after: int) -> None:
        await self._world.changes.wait_for(
            lambda: task.done() or self._gateway.ready_since(after),
            self.timeout,
            lambda: "the bot did not finish connecting to the fake gateway in time",
        )
        if task.done():
            task.result()
            raise FakeDiscordError("bot.connect() returned before the bot was ready")

    # -- guild structure ---------------------------------------------------------------

    def add_guild(
        self,
        name: str = "Test Guild",
        *,
        locale: str = "en-US",
        bot_permissions: PermissionsLike = DEFAULT_BOT_PERMISSIONS,
        shard: tuple[int, int] | None = None,
        guild_id: int | None = None,
    ) -> FakeGuild:
        """A guild the bot is in, with one text channel, `general` (`guild.channels[0]`);
        `shard=(id, count)` gives it an id that puts it on that shard; `guild_id` gives it
        that id (a benchmark's database prepared for a known server)."""
        self._check_locale(locale)
        if shard is not None:
            guild_id = self._world.ids.on_shard(*shard)
        return self._world.add_guild(name, locale, _bits(bot_permissions), guild_id)

    def remove_guild(self, guild: FakeGuild) -> None:
        """Remove the bot from `guild`; `add_guild(guild_id=guild.id)` adds it back (a new
        guild object with the same id, as when the bot is invited again)."""
        self._world.remove_guild(guild)

    def add_channel(self, guild: FakeGuild, name: str) -> FakeChannel:
        return self._world.add_channel(guild, name)

    def add_role(self, guild: FakeGuild, name: str, permissions: PermissionsLike) -> FakeRole:
        return self._world.add_role(guild, name, _bits(permissions))

    def add_member(
        self,
        guild: FakeGuild,
        user: str | FakeUser,
        *,
        permissions: PermissionsLike | None = None,
        roles: Iterable[FakeRole] = (),
    ) -> FakeMember:
        """A member; `permissions` beyond @everyone's come through a role of their own.

        Pass a `FakeUser` (e.g. `member.user`) to put the same person in a second guild.
        """
        person = self._world.new_user(user) if isinstance(user, str) else user
        granted = list(roles)
        if permissions is not None:
            granted.append(self._world.add_role(guild, f"{person.name} role", _bits(permissions)))
        return self._world.add_member(guild, person, granted)

    def forbid_channel(self, channel: FakeChannel, *, view: bool = False) -> None:
        """Deny the bot Send Messages (and, with `view`, View Channel) through an overwrite.

        Posting then fails with 403 Missing Permissions (50013), or every channel route
        with 403 Missing Access (50001); interactions there report the reduced
        `app_permissions`. Interaction responses keep working, as on Discord.
        """
        denied = BOT_SEND_DENIED.value | (
            discord.Permissions(view_channel=True).value if view else 0
        )
        self._set_bot_overwrite(channel, denied)

    def allow_channel(self, channel: FakeChannel) -> None:
        """Undo `forbid_channel`."""
        self._set_bot_overwrite(channel, None)

    def _set_bot_overwrite(self, channel: FakeChannel, denied: int | None) -> None:
        bot_id = str(self.bot_user.id)
        channel.overwrites = [o for o in channel.overwrites if o["id"] != bot_id]
        if denied is not None:
            overwrite = {"id": bot_id, "type": OVERWRITE_MEMBER, "allow": "0", "deny": str(denied)}
            channel.overwrites.append(overwrite)
        self._world.update_channel(channel)

    def inject_error(
        self,
        method: str,
        path: str,
        *,
        status: int = 403,
        code: int = 50013,
        message: str = "Missing Permissions",
        times: int | None = 1,
    ) -> None:
        """Make `METHOD path` (e.g. `f"/channels/{channel.id}/messages"`) fail `times` times.

        `times=None` fails it until the fake stops. The body is Discord's error JSON.
        """
        fault = InjectedError(method.upper(), path, status, code, message, times)
        self._faults.injected.append(fault)

    def attachment(
        self, filename: str, data: bytes, content_type: str | None = None
    ) -> FakeAttachment:
        """A file a member uploaded, to pass as the value of an attachment option; the bot
        downloads its bytes from the fake's own CDN address."""
        if not self.url:
            raise FakeDiscordError("start the fake before uploading")
        return self._cdn.add(filename, data, content_type)

    # -- what the bot did --------------------------------------------------------------

    def messages(self, channel: FakeChannel, *, ephemeral: bool = False) -> list[FakeMessage]:
        """The channel's current messages, oldest first (ephemeral ones only on request)."""
        return self._world.channel_messages(channel, include_ephemeral=ephemeral)

    def deleted_messages(self, channel: FakeChannel) -> list[FakeMessage]:
        """The channel's messages deleted since the start, oldest first."""
        return [
            message
            for message in self._world.messages.values()
            if message.channel is channel and message.deleted
        ]

    def forget_interactions(self) -> None:
        """Forget every interaction sent so far, as Discord forgets a token that expired: an
        answer to one of them is refused as an unknown webhook. A benchmark clicking for
        minutes calls it between scenarios, so that the fake's heap does not grow with
        every click it ever sent."""
        self._world.forget_interactions()

    def last_message(self, channel: FakeChannel) -> FakeMessage:
        messages = self.messages(channel)
        if not messages:
            raise FakeDiscordError(f"#{channel.name} has no messages")
        return messages[-1]

    def commands(self, guild: FakeGuild | None = None) -> list[dict[str, Any]]:
        """Commands the bot registered globally (or for `guild`), as Discord stores them."""
        return self._world.commands.in_scope(guild.id if guild is not None else None)

    def register_command(
        self, payload: dict[str, Any], guild: FakeGuild | None = None
    ) -> dict[str, Any]:
        """Store a command as an earlier sync left it (the bot did not register it now): after
        an upgrade, Discord keeps showing the commands of the last sync until the next one.
        A command of the same name is replaced, keeping its id."""
        return self._world.commands.upsert(guild.id if guild is not None else None, payload)

    @property
    def command_syncs(self) -> list[CommandSync]:
        """Every bulk overwrite (`tree.sync()`) the bot made, in order."""
        return list(self._world.commands.syncs)

    @property
    def rate_limits(self) -> RateLimits | None:
        """The rate limits enforced (None: none); a test may set them once its world is
        built, so that building it is not what they limit."""
        return self._limiter.limits

    @rate_limits.setter
    def rate_limits(self, limits: RateLimits | None) -> None:
        self._limiter.limits = limits

    @property
    def rate_limited(self) -> list[RateLimited]:
        """Every 429 the fake answered, in order (only with `rate_limits`)."""
        return list(self._limiter.refused)

    @property
    def admitted(self) -> list[Admitted]:
        """Every request counted against the global limit, in order (only with
        `rate_limits`): what the bot sent, all its processes together, as Discord counts it."""
        return list(self._limiter.admitted)

    @property
    def invalid_requests(self) -> Counter[int]:
        """Answers Discord counts towards its ban of 10,000 in 10 minutes: 401, 403, 429."""
        return Counter(self._limiter.invalid)

    @property
    def unhandled_routes(self) -> list[str]:
        return list(self._faults.unhandled)

    @property
    def server_errors(self) -> list[str]:
        return list(self._faults.server_errors)

    @property
    def requests(self) -> Counter[str]:
        """The REST requests the bot made so far, counted by method and route, the route as
        the fake declares it: `POST /channels/{channel_id}/messages`."""
        return Counter(self._faults.requests)

    async def wait_for(
        self, predicate: Callable[[], bool], *, timeout: float | None = None, what: str = ""
    ) -> None:
        """Wait until `predicate()` holds; it is re-checked after every change to the fake.

        For follow-up work the bot does after answering, e.g.
        `await fake.wait_for(lambda: not result.message.loading)`.
        """
        await self._world.changes.wait_for(
            predicate,
            timeout or self.timeout,
            lambda: f"condition not met within {timeout or self.timeout} s: {what or predicate}",
        )

    # -- acting as users ---------------------------------------------------------------

    async def slash(
        self,
        member: FakeMember,
        channel: FakeChannel,
        command: str,
        options: dict[str, Any] | None = None,
        *,
        locale: str = "en-US",
        timeout: float | None = None,
        forged: bool = False,
    ) -> InteractionResult:
        """Run `/command` (e.g. `"pickomino new"`) as `member`; return once the bot answered.

        Option values are Python values of the declared type; USER/ROLE/CHANNEL options
        take `FakeMember`/`FakeRole`/`FakeChannel`. `forged` sends values Discord's client
        would refuse (out of bounds, not a choice, wrong type), as a modified client can.
        """
        self._check_place(member, channel)
        self._check_locale(locale)
        path = command.split()
        if not path:
            raise FakeDiscordError("empty command")
        registered = self._world.commands.find(channel.guild.id, path[0])
        if registered is None:
            known = sorted(c["name"] for c in self.commands() + self.commands(channel.guild))
            raise FakeDiscordError(
                f"/{path[0]} is not registered (did the bot sync its tree?); registered: {known!r}"
            )
        self._check_can_use(member, registered)
        builder = SlashBuilder(member, channel, forged=forged)
        data = builder.build(registered, path[1:], dict(options or {}))
        result = self._world.new_interaction(
            APPLICATION_COMMAND, member, channel, f"/{command} by {member.name}"
        )
        return await self._send(result, {"data": data}, locale, timeout)

    async def click(
        self,
        member: FakeMember,
        message: FakeMessage,
        custom_id: str,
        *,
        locale: str = "en-US",
        timeout: float | None = None,
    ) -> InteractionResult:
        """Press the button `custom_id` on `message` as `member`; return once the bot answered."""
        component = self._component(member, message, custom_id)
        if component["type"] != BUTTON:
            raise FakeDiscordError(f"{custom_id!r} is not a button; use fake.select")
        if component.get("disabled"):
            raise FakeDiscordError(f"button {custom_id!r} is disabled")
        data = {"custom_id": custom_id, "component_type": BUTTON}
        return await self._component_interaction(member, message, data, locale, timeout)

    async def select(
        self,
        member: FakeMember,
        message: FakeMessage,
        custom_id: str,
        values: list[Any],
        *,
        locale: str = "en-US",
        timeout: float | None = None,
    ) -> InteractionResult:
        """Choose `values` in the select menu `custom_id`; return once the bot answered.

        String selects take option values (strings); user/role/channel selects take
        `FakeMember`/`FakeRole`/`FakeChannel` objects.
        """
        component = self._component(member, message, custom_id)
        kind = component["type"]
        if kind not in SELECT_TYPES:
            raise FakeDiscordError(f"{custom_id!r} is not a select menu; use fake.click")
        if component.get("disabled"):
            raise FakeDiscordError(f"select menu {custom_id!r} is disabled")
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        if not low <= len(values) <= high:
            raise FakeDiscordError(f"{custom_id!r} takes {low} to {high} values, got {values!r}")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
        if kind == STRING_SELECT:
            offered = [o["value"] for o in component.get("options", [])]
            if len(set(values)) != len(values) or any(v not in offered for v in values):
                raise FakeDiscordError(f"{values!r} are not distinct options of {offered!r}")
            data["values"] = list(values)
        else:
            resolved = Resolved(member, message.channel)
            ids = [resolved.entity(v) for v in values]
            if None in ids:
                raise FakeDiscordError(f"{custom_id!r} needs fake users/roles/channels: {values!r}")
            data["values"] = ids
            data["resolved"] = resolved.payload()
        return await self._component_interaction(member, message, data, locale, timeout)

    async def forge_component(
        self,
        member: FakeMember,
        message: FakeMessage,
        custom_id: str,
        *,
        values: list[str] | None = None,
        locale: str = "en-US",
        timeout: float | None = None,
    ) -> InteractionResult:
        """A component interaction a modified client could send: `custom_id` need not be on
        `message` (a button of another message, of another channel's game, or made up); the
        message is then sent as carrying it, as a forged or outdated copy of the message would.
        With `values` it is a string select's choice, else a button press."""
        self._check_place(member, message.channel)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": BUTTON}
        forged: dict[str, Any] = {"type": BUTTON, "style": 2, "label": "?", "custom_id": custom_id}
        if values is not None:
            data = {"custom_id": custom_id, "component_type": STRING_SELECT, "values": values}
            options = [{"label": value, "value": value} for value in values]
            forged = {"type": STRING_SELECT, "custom_id": custom_id, "options": options}
        claimed = message.payload()
        if custom_id not in message.custom_ids:
            claimed["components"] = [{"type": 1, "components": [forged]}]
        return await self._component_interaction(member, message, data, locale, timeout, claimed)

    async def _component_interaction(
        self,
        member: FakeMember,
        message: FakeMessage,
        data: dict[str, Any],
        locale: str,
        timeout: float | None,
        claimed: dict[str, Any] | None = None,
    ) -> InteractionResult:
        self._check_locale(locale)
        result = self._world.new_interaction(
            MESSAGE_COMPONENT,
            member,
            message.channel,
            f"component {data['custom_id']!r} on message {message.id} by {member.name}",
            target=message,
        )
        extra = {"data": data, "message": claimed or message.payload()}
        return await self._send(result, extra, locale, timeout)

    async def _send(
        self,
        result: InteractionResult,
        extra: dict[str, Any],
        locale: str,
        timeout: float | None,
    ) -> InteractionResult:
        payload = base_payload(
            interaction_id=result.id,
            token=result.token,
            kind=result.kind,
            application_id=self.application_id,
            member=result.member,
            channel=result.channel,
            bot_member=self._world.bot_member(result.channel.guild),
            locale=locale,
        )
        result.payload = payload | extra
        self._gateway.send_interaction(result.payload)
        limit = timeout or self.timeout

        def explain() -> str:
            hint = (
                "is its DynamicItem registered (bot.add_dynamic_items) or its view persistent?"
                if result.kind == MESSAGE_COMPONENT
                else "did the command raise? check the bot's log."
            )
            errors = "".join(f"\nfake server error: {e}" for e in self._faults.server_errors)
            return (
                f"the bot did not answer {result.description} within {limit} s "
                f"(no POST /interactions/{result.id}/<token>/callback); {hint}{errors}"
            )

        await self._world.changes.wait_for(
            lambda: result.answered or bool(result.refusals), limit, explain, InteractionTimeout
        )
        if not result.answered:
            raise InteractionTimeout(
                f"Discord refused the bot's answer to {result.description}: {result.refusals[0]}"
            )
        return result

    def _component(
        self, member: FakeMember, message: FakeMessage, custom_id: str
    ) -> dict[str, Any]:
        if message.deleted:
            raise FakeDiscordError(f"message {message.id} was deleted")
        self._check_place(member, message.channel)
        if message.ephemeral:
            owner = (message.interaction_metadata or {}).get("user", {}).get("id")
            if owner != str(member.id):
                raise FakeDiscordError(f"{member.name} cannot see ephemeral message {message.id}")
        return message.component(custom_id)

    @staticmethod
    def _check_place(member: FakeMember, channel: FakeChannel) -> None:
        if member.guild is not channel.guild:
            raise FakeDiscordError(f"{member.name} is not a member of {channel.guild.name}")

    @staticmethod
    def _check_locale(locale: str) -> None:
        if locale not in LOCALES:
            raise FakeDiscordError(
                f"{locale!r} is not a Discord locale; use one of {sorted(LOCALES)}"
            )

    @staticmethod
    def _check_can_use(member: FakeMember, command: dict[str, Any]) -> None:
        required = command.get("default_member_permissions")
        if required is None:
            return
        needed = int(required)
        if member.guild_permissions() & needed != needed:
            raise FakeDiscordError(
                f"{member.name} cannot use /{command['name']}: it needs permissions {needed}"
            )
