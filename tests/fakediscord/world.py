"""Everything the fake Discord knows: guilds, members, messages, commands and interactions.

The REST routes, the gateway and the test-facing API all act on one `World`, so a message
the bot posts over REST is the message a test clicks on and the one the gateway announces.
Changes that Discord would announce on the gateway go through `emit`.
"""

from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Callable
from typing import Any

from .clock import FakeClock
from .commands import CommandRegistry
from .entities import (
    EVERYONE_PERMISSIONS,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeRole,
    FakeUser,
)
from .errors import unknown
from .interaction_rules import InteractionRules
from .interactions import InteractionResult
from .limits import validate_message
from .messages import FakeMessage, Upload
from .snowflakes import SnowflakeFactory, iso_timestamp
from .waiting import Changes

INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9

EventData = dict[str, Any] | Callable[[int], dict[str, Any]]
EventSink = Callable[[str, EventData, int], None]
"""(event name, payload or payload-for-these-intents, intent bit the event needs)."""


class World:
    def __init__(self, bot_name: str) -> None:
        self.ids = SnowflakeFactory()
        self.changes = Changes()
        self.clock = FakeClock()
        self.interaction_rules = InteractionRules(self.clock)
        self.application_id = self.ids.next()
        self.bot_user = FakeUser(self.ids.next(), bot_name, bot=True)
        self.owner = FakeUser(self.ids.next(), "Guild Owner")
        self.commands = CommandRegistry(self.ids, self.application_id)
        self.guilds: list[FakeGuild] = []
        self.users: dict[int, FakeUser] = {u.id: u for u in (self.bot_user, self.owner)}
        self.channels: dict[int, FakeChannel] = {}
        self.messages: dict[int, FakeMessage] = {}
        self.interactions: dict[int, InteractionResult] = {}
        self.interactions_by_token: dict[str, InteractionResult] = {}
        self.emit: EventSink = lambda event, data, intent: None

    # -- guild structure -------------------------------------------------------------

    def add_guild(
        self, name: str, locale: str, bot_permissions: int, guild_id: int | None = None
    ) -> FakeGuild:
        guild = FakeGuild(guild_id or self.ids.next(), name, self.owner.id, locale)
        guild.roles.append(FakeRole(guild.id, guild, "@everyone", EVERYONE_PERMISSIONS, 0))
        bot_role = self.add_role(guild, self.bot_user.name, bot_permissions, announce=False)
        self.guilds.append(guild)
        self._join(guild, self.bot_user, [bot_role])
        self.add_channel(guild, "general", announce=False)
        self.emit("GUILD_CREATE", lambda intents: self.guild_create(guild, intents), INTENT_GUILDS)
        return guild

    def remove_guild(self, guild: FakeGuild) -> None:
        """The bot is removed from the guild (kicked, or the guild deleted): Discord sends
        GUILD_DELETE without `unavailable`, and the guild is gone from later sessions' READY."""
        self.guilds.remove(guild)
        for channel in guild.channels:
            self.channels.pop(channel.id, None)
        self.emit("GUILD_DELETE", {"id": str(guild.id)}, INTENT_GUILDS)

    def add_channel(self, guild: FakeGuild, name: str, *, announce: bool = True) -> FakeChannel:
        channel = FakeChannel(self.ids.next(), guild, name, len(guild.channels))
        guild.channels.append(channel)
        self.channels[channel.id] = channel
        if announce:
            self.emit("CHANNEL_CREATE", channel.payload(), INTENT_GUILDS)
        return channel

    def add_role(
        self, guild: FakeGuild, name: str, permissions: int, *, announce: bool = True
    ) -> FakeRole:
        role = FakeRole(self.ids.next(), guild, name, permissions, len(guild.roles))
        guild.roles.append(role)
        if announce:
            data = {"guild_id": str(guild.id), "role": role.payload()}
            self.emit("GUILD_ROLE_CREATE", data, INTENT_GUILDS)
        return role

    def add_member(self, guild: FakeGuild, user: FakeUser, roles: list[FakeRole]) -> FakeMember:
        if guild.member(user.id) is not None:
            raise ValueError(f"{user.name} is already a member of {guild.name}")
        self.users[user.id] = user
        member = self._join(guild, user, roles)
        data = member.payload() | {"guild_id": str(guild.id)}
        self.emit("GUILD_MEMBER_ADD", data, INTENT_GUILD_MEMBERS)
        return member

    def new_user(self, name: str) -> FakeUser:
        user = FakeUser(self.ids.next(), name)
        self.users[user.id] = user
        return user

    def update_channel(self, channel: FakeChannel) -> None:
        self.emit("CHANNEL_UPDATE", channel.payload(), INTENT_GUILDS)

    def bot_member(self, guild: FakeGuild) -> FakeMember:
        member = guild.member(self.bot_user.id)
        assert member is not None, "the bot is a member of every fake guild"
        return member

    def guild_create(self, guild: FakeGuild, intents: int) -> dict[str, Any]:
        """GUILD_CREATE as a session with `intents` receives it (members need GUILD_MEMBERS)."""
        if intents & INTENT_GUILD_MEMBERS:
            members = list(guild.members)
        else:
            members = [self.bot_member(guild)]
        return guild.payload(members=members)

    def _join(self, guild: FakeGuild, user: FakeUser, roles: list[FakeRole]) -> FakeMember:
        member = FakeMember(user, guild, roles, iso_timestamp(self.ids.next()))
        guild.members.append(member)
        return member

    # -- lookups used by the REST routes ---------------------------------------------

    def channel(self, channel_id: int) -> FakeChannel:
        try:
            return self.channels[channel_id]
        except KeyError:
            raise unknown("Channel") from None

    def guild(self, guild_id: int) -> FakeGuild:
        for guild in self.guilds:
            if guild.id == guild_id:
                return guild
        raise unknown("Guild")

    def message(self, channel: FakeChannel, message_id: int) -> FakeMessage:
        """A message as the channel routes see it: ephemeral ones only exist for webhooks."""
        message = self.messages.get(message_id)
        if (
            message is None
            or message.deleted
            or message.ephemeral
            or message.channel is not channel
        ):
            raise unknown("Message")
        return message

    def channel_messages(self, channel: FakeChannel, include_ephemeral: bool) -> list[FakeMessage]:
        return [
            m
            for m in self.messages.values()
            if m.channel is channel and not m.deleted and (include_ephemeral or not m.ephemeral)
        ]

    # -- messages ----------------------------------------------------------------------

    def create_message(
        self,
        channel: FakeChannel,
        body: dict[str, Any],
        uploads: list[Upload],
        *,
        flags: int = 0,
        message_type: int = 0,
        interaction: InteractionResult | None = None,
        interaction_metadata: dict[str, Any] | None = None,
    ) -> FakeMessage:
        message = FakeMessage(
            self.ids.next(), channel, self.bot_user, flags=flags, type=message_type
        )
        if interaction is not None:
            message.application_id = self.application_id
            message.interaction_metadata = interaction_metadata
        message.apply(body, uploads)
        message.notify(body)
        if body.get("message_reference"):
            message.reference = dict(body["message_reference"])
        validate_message(message)
        self.messages[message.id] = message
        if not message.ephemeral:
            self.emit("MESSAGE_CREATE", message.payload(), INTENT_GUILD_MESSAGES)
        self.changes.notify()
        return message

    def edit_message(
        self, message: FakeMessage, body: dict[str, Any], uploads: list[Upload], *, clear: int = 0
    ) -> FakeMessage:
        """Apply an edit atomically: a body Discord would refuse leaves the message unchanged."""
        candidate = dataclasses.replace(message, flags=message.flags & ~clear)
        candidate.apply(body, uploads)
        validate_message(candidate)
        for item in dataclasses.fields(FakeMessage):
            setattr(message, item.name, getattr(candidate, item.name))
        message.mark_edited()
        if not message.ephemeral:
            self.emit("MESSAGE_UPDATE", message.payload(), INTENT_GUILD_MESSAGES)
        self.changes.notify()
        return message

    def delete_message(self, message: FakeMessage) -> None:
        message.deleted = True
        if not message.ephemeral:
            data = {
                "id": str(message.id),
                "channel_id": str(message.channel.id),
                "guild_id": str(message.channel.guild.id),
            }
            self.emit("MESSAGE_DELETE", data, INTENT_GUILD_MESSAGES)
        self.changes.notify()

    # -- interactions ------------------------------------------------------------------

    def new_interaction(
        self,
        kind: int,
        member: FakeMember,
        channel: FakeChannel,
        description: str,
        target: FakeMessage | None = None,
    ) -> InteractionResult:
        result = InteractionResult(
            id=self.ids.next(),
            token=secrets.token_urlsafe(48),
            kind=kind,
            member=member,
            channel=channel,
            description=description,
            target=target,
            created=self.clock.now(),
        )
        self.interactions[result.id] = result
        self.interactions_by_token[result.token] = result
        return result

    def forget_interactions(self) -> None:
        self.interactions.clear()
        self.interactions_by_token.clear()

    def interaction_for_token(self, application_id: int, token: str) -> InteractionResult:
        result = self.interactions_by_token.get(token)
        if application_id != self.application_id or result is None:
            raise unknown("Webhook")
        self.interaction_rules.check_token(result)
        return result
