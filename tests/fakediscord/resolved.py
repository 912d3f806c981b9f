"""The `resolved` block Discord attaches to interactions that reference users, roles, channels
or attachments.

Options and entity select menus only carry ids; discord.py looks the objects up here, so the
fake fills it exactly as Discord does (members without their `user`, which sits in `users`).
"""

from __future__ import annotations

from typing import Any

from .attachments import FakeAttachment
from .entities import FakeChannel, FakeMember, FakeRole, FakeUser


class Resolved:
    def __init__(self, viewer: FakeMember, channel: FakeChannel) -> None:
        self._viewer = viewer
        self._channel = channel
        self._data: dict[str, dict[str, Any]] = {}

    def user(self, value: FakeMember | FakeUser) -> str:
        user = value.user if isinstance(value, FakeMember) else value
        self._data.setdefault("users", {})[str(user.id)] = user.payload()
        if isinstance(value, FakeMember):
            permissions = self._channel.permissions_for(value)
            member = value.payload(with_user=False, permissions=permissions)
            self._data.setdefault("members", {})[str(user.id)] = member
        return str(user.id)

    def role(self, role: FakeRole) -> str:
        self._data.setdefault("roles", {})[str(role.id)] = role.payload()
        return str(role.id)

    def channel(self, channel: FakeChannel) -> str:
        data = channel.payload()
        data["permissions"] = str(channel.permissions_for(self._viewer))
        self._data.setdefault("channels", {})[str(channel.id)] = data
        return str(channel.id)

    def attachment(self, attachment: FakeAttachment) -> str:
        self._data.setdefault("attachments", {})[str(attachment.id)] = attachment.payload()
        return str(attachment.id)

    def entity(self, value: object) -> str | None:
        """Resolve any supported entity, or None when `value` is not one."""
        if isinstance(value, FakeMember | FakeUser):
            return self.user(value)
        if isinstance(value, FakeRole):
            return self.role(value)
        if isinstance(value, FakeChannel):
            return self.channel(value)
        return None

    def payload(self) -> dict[str, dict[str, Any]] | None:
        return self._data or None
