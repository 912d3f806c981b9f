"""Messages as the fake Discord stores them, plus the edits Discord applies to them.

A `FakeMessage` is live: edits made later by the bot (through the channel routes, the
interaction webhook or an UPDATE_MESSAGE callback) change the same object, so a test can
hold on to a message and read its current state.
"""

from __future__ import annotations

import copy
import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .entities import FakeChannel, FakeUser
from .errors import FakeDiscordError
from .snowflakes import iso_timestamp, now_iso

FLAG_SUPPRESS_EMBEDS = 1 << 2
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
FLAG_COMPONENTS_V2 = 1 << 15
SETTABLE_FLAGS = FLAG_SUPPRESS_EMBEDS | FLAG_SUPPRESS_NOTIFICATIONS | FLAG_COMPONENTS_V2

BUTTON = 2
STRING_SELECT = 3
SELECT_TYPES = {3, 5, 6, 7, 8}
INTERACTIVE_TYPES = {BUTTON} | SELECT_TYPES

_ATTACHMENT_IDS = itertools.count(1 << 50)


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component, depth first, through action rows, containers and section accessories."""
    for component in components:
        yield component
        yield from walk_components(component.get("components", []))
        accessory = component.get("accessory")
        if accessory is not None:
            yield from walk_components([accessory])


@dataclass(frozen=True)
class Upload:
    """A file the bot sent in a multipart body (`files[index]`)."""

    index: int
    filename: str
    data: bytes


@dataclass(eq=False)
class FakeMessage:
    id: int
    channel: FakeChannel
    author: FakeUser
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    flags: int = 0
    attachments: list[dict[str, Any]] = field(default_factory=list)
    files: dict[str, bytes] = field(default_factory=dict)
    type: int = 0
    edited_timestamp: str | None = None
    reference: dict[str, Any] | None = None
    interaction_metadata: dict[str, Any] | None = None
    application_id: int | None = None
    deleted: bool = False
    edit_count: int = 0
    notified_users: frozenset[int] = frozenset()
    """Who Discord notified when the message was posted (edits notify no one)."""
    notified_roles: frozenset[int] = frozenset()
    notified_everyone: bool = False

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while a deferred ("thinking") response has not been filled in yet."""
        return bool(self.flags & FLAG_LOADING)

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.interactive_components() if "custom_id" in c]

    def interactive_components(self) -> list[dict[str, Any]]:
        """Components a click or a choice reaches the bot through: a link button (no custom
        id, a URL) opens its address in the browser instead."""
        return [
            c
            for c in walk_components(self.components)
            if c.get("type") in INTERACTIVE_TYPES and "custom_id" in c
        ]

    def component(self, custom_id: str) -> dict[str, Any]:
        for component in self.interactive_components():
            if component.get("custom_id") == custom_id:
                return component
        raise FakeDiscordError(
            f"message {self.id} has no component with custom_id {custom_id!r}; "
            f"it has {self.custom_ids!r}"
        )

    def custom_id_for(self, label: str) -> str:
        """The custom_id of the one button (or select placeholder) showing `label`."""
        found = [
            c["custom_id"]
            for c in self.interactive_components()
            if label in (c.get("label"), c.get("placeholder")) and "custom_id" in c
        ]
        if len(found) != 1:
            labels = [c.get("label") or c.get("placeholder") for c in self.interactive_components()]
            raise FakeDiscordError(
                f"expected one component labelled {label!r} on message {self.id}, "
                f"found {len(found)}; labels are {labels!r}"
            )
        return str(found[0])

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel.id),
            "guild_id": str(self.channel.guild.id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": iso_timestamp(self.id),
            "edited_timestamp": self.edited_timestamp,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": copy.deepcopy(self.attachments),
            "embeds": copy.deepcopy(self.embeds),
            "components": copy.deepcopy(self.components),
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
        }
        if self.reference is not None:
            data["message_reference"] = dict(self.reference)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
            data["webhook_id"] = str(self.application_id)
        if self.interaction_metadata is not None:
            data["interaction_metadata"] = copy.deepcopy(self.interaction_metadata)
        return data

    def apply(self, body: dict[str, Any], uploads: list[Upload]) -> None:
        """Apply a create/edit body: only the keys present change, as with Discord's PATCH."""
        if "content" in body:
            self.content = body["content"] or ""
        if "embeds" in body:
            self.embeds = [_normalise_embed(e) for e in body["embeds"] or []]
        if "components" in body:
            self.components = copy.deepcopy(body["components"] or [])
        if "flags" in body and body["flags"] is not None:
            requested = int(body["flags"]) & SETTABLE_FLAGS
            kept = self.flags & ~(FLAG_SUPPRESS_EMBEDS | FLAG_SUPPRESS_NOTIFICATIONS)
            self.flags = kept | requested
        self._apply_attachments(body, uploads)

    def notify(self, body: dict[str, Any]) -> None:
        """Work out who a new message pings, as Discord does: the mentions in its content,
        filtered by `allowed_mentions` (every mention notifies when it is absent)."""
        users = {int(found) for found in re.findall(r"<@!?(\d+)>", self.content)}
        roles = {int(found) for found in re.findall(r"<@&(\d+)>", self.content)}
        everyone = bool(re.search(r"@(everyone|here)\b", self.content))
        allowed = body.get("allowed_mentions")
        if allowed is not None:
            parse = set(allowed.get("parse", []))
            for kind in ("users", "roles"):
                if kind in parse and allowed.get(kind):
                    raise FakeDiscordError(
                        f"allowed_mentions: parse {kind!r} and a list of {kind} are exclusive"
                    )
            if "users" not in parse:
                users &= {int(user) for user in allowed.get("users", [])}
            if "roles" not in parse:
                roles &= {int(role) for role in allowed.get("roles", [])}
            everyone = everyone and "everyone" in parse
        self.notified_users = frozenset(users)
        self.notified_roles = frozenset(roles)
        self.notified_everyone = everyone

    def mark_edited(self) -> None:
        self.edited_timestamp = now_iso()
        self.edit_count += 1

    def _apply_attachments(self, body: dict[str, Any], uploads: list[Upload]) -> None:
        by_index = {u.index: u for u in uploads}
        alt_texts = {
            int(entry["id"]): entry.get("description")
            for entry in body.get("attachments") or []
            if str(entry.get("id", "")).isdigit()
        }
        if "attachments" not in body:
            chosen = list(uploads)
            kept: list[dict[str, Any]] = list(self.attachments)
        else:
            existing = {a["id"]: a for a in self.attachments}
            kept = []
            chosen = []
            for entry in body["attachments"] or []:
                key = str(entry.get("id"))
                if key in existing:
                    kept.append(existing[key])
                elif entry.get("id") is not None and int(entry["id"]) in by_index:
                    chosen.append(by_index[int(entry["id"])])
        files = {
            a["filename"]: self.files[a["filename"]] for a in kept if a["filename"] in self.files
        }
        for upload in chosen:
            attachment_id = str(next(_ATTACHMENT_IDS))
            url = (
                f"https://cdn.fake/attachments/{self.channel.id}/{attachment_id}/{upload.filename}"
            )
            kept.append(
                {
                    "id": attachment_id,
                    "filename": upload.filename,
                    "size": len(upload.data),
                    "url": url,
                    "proxy_url": url,
                    "content_type": "application/octet-stream",
                    "description": alt_texts.get(upload.index),
                }
            )
            files[upload.filename] = upload.data
        self.attachments = kept
        self.files = files


def _normalise_embed(embed: dict[str, Any]) -> dict[str, Any]:
    data = copy.deepcopy(embed)
    data.setdefault("type", "rich")
    return data
