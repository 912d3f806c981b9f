"""Interactions the fake sends to the bot, and the record of how the bot answered each.

`InteractionResult` is what `FakeDiscord.slash/click/select` return: the callback the bot
sent (type 4 message, 5 deferred, 6 deferred update, 7 update, 9 modal) and the live
messages it produced, including later edits of the original response and followups.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

import discord

from .entities import FakeChannel, FakeMember, FakeUser
from .messages import FLAG_EPHEMERAL, FakeMessage

APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3

CHANNEL_MESSAGE = 4
DEFERRED_CHANNEL_MESSAGE = 5
DEFERRED_UPDATE_MESSAGE = 6
UPDATE_MESSAGE = 7
MODAL = 9

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
LOCALES = frozenset(locale.value for locale in discord.Locale)


@dataclass(eq=False)
class InteractionResult:
    """One interaction and the bot's answer to it.

    `payload` is the INTERACTION_CREATE body the bot received; `type`/`data` are the
    callback exactly as the bot sent it, `with_response` whether it asked for the callback's
    resource back (otherwise Discord answers 204, without a body). `message` is the live
    message the response created (types 4, 5) or edited (types 6, 7: the message the
    component was on), so it reflects later edits through `edit_original_response`.
    """

    id: int
    token: str
    kind: int
    member: FakeMember
    channel: FakeChannel
    description: str
    target: FakeMessage | None = None
    payload: dict[str, Any] = field(default_factory=dict)
    sent_at: float = field(default_factory=time.perf_counter)
    type: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    with_response: bool = False
    answered_at: float | None = None
    message: FakeMessage | None = None
    followups: list[FakeMessage] = field(default_factory=list)
    created: float = 0.0
    """When the fake sent it, on the fake's clock (tests/fakediscord/clock.py)."""
    refusals: list[str] = field(default_factory=list)
    """Answers the fake refused by Discord's time rules (tests/fakediscord/interaction_rules.py)."""

    @property
    def answered(self) -> bool:
        return self.type is not None

    @property
    def latency(self) -> float:
        """Seconds from dispatching INTERACTION_CREATE to receiving the callback."""
        if self.answered_at is None:
            raise ValueError(f"interaction {self.id} has not been answered")
        return self.answered_at - self.sent_at

    @property
    def content(self) -> str:
        return self.message.content if self.message is not None else ""

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.message.embeds if self.message is not None else []

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.message.components if self.message is not None else []

    @property
    def flags(self) -> int:
        return self.message.flags if self.message is not None else 0

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def deferred(self) -> bool:
        return self.type in (DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE_MESSAGE)

    @property
    def user(self) -> FakeUser:
        return self.member.user


def base_payload(
    *,
    interaction_id: int,
    token: str,
    kind: int,
    application_id: int,
    member: FakeMember,
    channel: FakeChannel,
    bot_member: FakeMember,
    locale: str,
) -> dict[str, Any]:
    """The fields every guild interaction carries, as discord.py 2.7 reads them."""
    guild = channel.guild
    permissions = channel.permissions_for(member)
    channel_payload = channel.payload()
    channel_payload["permissions"] = str(permissions)
    return {
        "id": str(interaction_id),
        "application_id": str(application_id),
        "type": kind,
        "token": token,
        "version": 1,
        "guild_id": str(guild.id),
        "guild": guild.partial_payload(),
        "channel_id": str(channel.id),
        "channel": channel_payload,
        "member": member.payload(permissions=permissions),
        "locale": locale,
        "guild_locale": guild.locale,
        "app_permissions": str(channel.permissions_for(bot_member)),
        "entitlements": [],
        "entitlement_sku_ids": [],
        "authorizing_integration_owners": {"0": str(guild.id)},
        "context": 0,
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    }


def metadata(result: InteractionResult) -> dict[str, Any]:
    """`interaction_metadata` of messages created in response to `result`."""
    return {
        "id": str(result.id),
        "type": result.kind,
        "user": result.user.payload(),
        "authorizing_integration_owners": {"0": str(result.channel.guild.id)},
    }
