"""Users, roles, channels, members and guilds as the fake Discord stores them.

Each entity renders the JSON payload Discord would send for it, and permissions are
computed with Discord's own algorithm (roles, then channel overwrites) so that the
`permissions` and `app_permissions` fields of interactions agree with what discord.py
computes from the guild cache.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import discord

from .snowflakes import iso_timestamp

ALL_PERMISSIONS = discord.Permissions.all().value
ADMINISTRATOR = discord.Permissions(administrator=True).value

EVERYONE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    read_message_history=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    use_external_emojis=True,
    use_application_commands=True,
    create_instant_invite=True,
    change_nickname=True,
    connect=True,
    speak=True,
).value

CHANNEL_TYPE_TEXT = 0


@dataclass(eq=False)
class FakeUser:
    id: int
    name: str
    bot: bool = False

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.name,
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }


@dataclass(eq=False)
class FakeRole:
    id: int
    guild: FakeGuild
    name: str
    permissions: int
    position: int

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(eq=False)
class FakeChannel:
    """A guild text channel; `overwrites` are Discord permission overwrite payloads."""

    id: int
    guild: FakeGuild
    name: str
    position: int
    overwrites: list[dict[str, Any]] = field(default_factory=list)

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "type": CHANNEL_TYPE_TEXT,
            "guild_id": str(self.guild.id),
            "name": self.name,
            "position": self.position,
            "permission_overwrites": [dict(o) for o in self.overwrites],
            "parent_id": None,
            "topic": None,
            "nsfw": False,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }

    def permissions_for(self, member: FakeMember) -> int:
        """Discord's algorithm: guild roles, then @everyone, role and member overwrites."""
        base = member.guild_permissions()
        if base & ADMINISTRATOR:
            return ALL_PERMISSIONS
        by_id = {int(o["id"]): o for o in self.overwrites}
        everyone = by_id.get(self.guild.id)
        if everyone is not None:
            base = (base & ~int(everyone["deny"])) | int(everyone["allow"])
        allow = deny = 0
        for role in member.roles:
            overwrite = by_id.get(role.id)
            if overwrite is not None and overwrite["type"] == 0:
                allow |= int(overwrite["allow"])
                deny |= int(overwrite["deny"])
        base = (base & ~deny) | allow
        own = by_id.get(member.id)
        if own is not None and own["type"] == 1:
            base = (base & ~int(own["deny"])) | int(own["allow"])
        return base


@dataclass(eq=False)
class FakeMember:
    """A user inside one guild; `roles` excludes @everyone, as in Discord payloads."""

    user: FakeUser
    guild: FakeGuild
    roles: list[FakeRole]
    joined_at: str

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.name

    def guild_permissions(self) -> int:
        if self.guild.owner_id == self.id:
            return ALL_PERMISSIONS
        value = self.guild.everyone.permissions
        for role in self.roles:
            value |= role.permissions
        if value & ADMINISTRATOR:
            return ALL_PERMISSIONS
        return value

    def payload(self, *, with_user: bool = True, permissions: int | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "roles": [str(r.id) for r in self.roles],
            "joined_at": self.joined_at,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "nick": None,
            "avatar": None,
            "premium_since": None,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass(eq=False)
class FakeGuild:
    """A guild; `roles[0]` is @everyone (its id is the guild id, as on Discord)."""

    id: int
    name: str
    owner_id: int
    locale: str
    channels: list[FakeChannel] = field(default_factory=list)
    roles: list[FakeRole] = field(default_factory=list)
    members: list[FakeMember] = field(default_factory=list)

    @property
    def everyone(self) -> FakeRole:
        return self.roles[0]

    def channel(self, name: str) -> FakeChannel:
        for channel in self.channels:
            if channel.name == name:
                return channel
        raise KeyError(f"no channel named {name!r} in guild {self.name!r}")

    def member(self, user_id: int) -> FakeMember | None:
        for member in self.members:
            if member.id == user_id:
                return member
        return None

    def payload(self, *, members: list[FakeMember]) -> dict[str, Any]:
        """The GUILD_CREATE body; `members` is what the bot's intents entitle it to see."""
        return {
            "id": str(self.id),
            "name": self.name,
            "owner_id": str(self.owner_id),
            "icon": None,
            "splash": None,
            "banner": None,
            "description": None,
            "preferred_locale": self.locale,
            "features": [],
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "system_channel_id": None,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "unavailable": False,
            "large": False,
            "joined_at": iso_timestamp(self.id),
            "member_count": len(self.members),
            "roles": [r.payload() for r in self.roles],
            "channels": [c.payload() for c in self.channels],
            "members": [m.payload() for m in members],
            "emojis": [],
            "stickers": [],
            "threads": [],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    def partial_payload(self) -> dict[str, Any]:
        """The `guild` object Discord embeds in interactions."""
        return {"id": str(self.id), "locale": self.locale, "features": []}
