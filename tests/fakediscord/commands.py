"""Application commands the bot registered, and slash invocations built against them.

Invocations are built from the *registered* schema, like Discord's client does: a test can
only run commands the bot actually synced, option values are type-checked against what the
bot declared, and the command id in the interaction is the one the sync returned.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from .attachments import FakeAttachment
from .entities import FakeChannel, FakeMember, FakeRole, FakeUser
from .errors import FakeDiscordError, unknown
from .resolved import Resolved
from .snowflakes import SnowflakeFactory

SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10
ATTACHMENT = 11
CHAT_INPUT = 1
TEXT_CHANNEL = 0


@dataclass(frozen=True)
class CommandSync:
    """One bulk overwrite by the bot: where (None = global) and which command names."""

    guild_id: int | None
    names: tuple[str, ...]


class CommandRegistry:
    """Global and per-guild commands; ids stay stable across re-syncs, as on Discord."""

    def __init__(self, ids: SnowflakeFactory, application_id: int) -> None:
        self._ids = ids
        self._application_id = application_id
        self._scopes: dict[int | None, dict[tuple[str, int], dict[str, Any]]] = {}
        self.syncs: list[CommandSync] = []

    def in_scope(self, guild_id: int | None) -> list[dict[str, Any]]:
        return [copy.deepcopy(c) for c in self._scopes.get(guild_id, {}).values()]

    def overwrite(
        self, guild_id: int | None, payloads: list[dict[str, Any]]
    ) -> list[dict[str, Any]]:
        old = self._scopes.get(guild_id, {})
        new: dict[tuple[str, int], dict[str, Any]] = {}
        for payload in payloads:
            key = (payload["name"], int(payload.get("type", CHAT_INPUT)))
            previous = old.get(key)
            new[key] = self._stored(guild_id, payload, previous["id"] if previous else None)
        self._scopes[guild_id] = new
        self.syncs.append(CommandSync(guild_id, tuple(name for name, _ in new)))
        return self.in_scope(guild_id)

    def upsert(self, guild_id: int | None, payload: dict[str, Any]) -> dict[str, Any]:
        scope = self._scopes.setdefault(guild_id, {})
        key = (payload["name"], int(payload.get("type", CHAT_INPUT)))
        previous = scope.get(key)
        scope[key] = self._stored(guild_id, payload, previous["id"] if previous else None)
        return copy.deepcopy(scope[key])

    def get(self, guild_id: int | None, command_id: int) -> dict[str, Any]:
        for command in self._scopes.get(guild_id, {}).values():
            if int(command["id"]) == command_id:
                return command
        raise unknown("Application Command")

    def delete(self, guild_id: int | None, command_id: int) -> None:
        command = self.get(guild_id, command_id)
        del self._scopes[guild_id][(command["name"], int(command["type"]))]

    def find(self, guild_id: int, name: str) -> dict[str, Any] | None:
        """A chat-input command as a member of `guild_id` sees it: guild scope first."""
        for scope in (guild_id, None):
            command = self._scopes.get(scope, {}).get((name, CHAT_INPUT))
            if command is not None:
                return command
        return None

    def _stored(
        self, guild_id: int | None, payload: dict[str, Any], command_id: str | None
    ) -> dict[str, Any]:
        stored = copy.deepcopy(payload)
        stored.setdefault("type", CHAT_INPUT)
        stored.setdefault("description", "")
        stored.setdefault("options", [])
        stored.setdefault("default_member_permissions", None)
        stored.setdefault("nsfw", False)
        stored["id"] = command_id or str(self._ids.next())
        stored["application_id"] = str(self._application_id)
        stored["version"] = str(self._ids.next())
        if guild_id is not None:
            stored["guild_id"] = str(guild_id)
        return stored


class SlashBuilder:
    """Turns `"group sub"` + `{"option": value}` into Discord's nested interaction data."""

    def __init__(self, member: FakeMember, channel: FakeChannel, *, forged: bool = False) -> None:
        """`forged`: values are sent as a modified client would, without the checks Discord's
        client makes (type, choices, bounds, length); names and structure are still checked."""
        self._resolved = Resolved(member, channel)
        self._forged = forged

    def build(
        self, command: dict[str, Any], path: list[str], values: dict[str, Any]
    ) -> dict[str, Any]:
        data: dict[str, Any] = {"id": command["id"], "name": command["name"], "type": CHAT_INPUT}
        if "guild_id" in command:
            data["guild_id"] = command["guild_id"]
        data["options"] = self._options(command, path, values, f"/{command['name']}")
        resolved = self._resolved.payload()
        if resolved is not None:
            data["resolved"] = resolved
        return data

    def _options(
        self, node: dict[str, Any], path: list[str], values: dict[str, Any], where: str
    ) -> list[dict[str, Any]]:
        schema = node.get("options") or []
        nested = [o for o in schema if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        if nested:
            names = [o["name"] for o in nested]
            if not path:
                raise FakeDiscordError(f"{where} needs a subcommand, one of {names!r}")
            child = next((o for o in nested if o["name"] == path[0]), None)
            if child is None:
                raise FakeDiscordError(f"{where} has no subcommand {path[0]!r}; it has {names!r}")
            inner = self._options(child, path[1:], values, f"{where} {child['name']}")
            return [{"type": child["type"], "name": child["name"], "options": inner}]
        if path:
            raise FakeDiscordError(f"{where} has no subcommands, but {path!r} was given")
        declared = {o["name"]: o for o in schema}
        unknown_names = sorted(set(values) - set(declared))
        if unknown_names:
            raise FakeDiscordError(
                f"{where} has no option(s) {unknown_names!r}; it has {sorted(declared)!r}"
            )
        missing = [o["name"] for o in schema if o.get("required") and o["name"] not in values]
        if missing:
            raise FakeDiscordError(f"{where} is missing required option(s) {missing!r}")
        return [self._value(declared[name], value, where) for name, value in values.items()]

    def _value(self, option: dict[str, Any], value: Any, where: str) -> dict[str, Any]:
        kind, name = option["type"], option["name"]
        label = f"{where} option {name!r}"
        if kind in (STRING, INTEGER, NUMBER, BOOLEAN):
            if not self._forged:
                _check_primitive(option, value, label)
            return {"type": kind, "name": name, "value": value}
        if kind == ATTACHMENT:
            if not isinstance(value, FakeAttachment):
                raise FakeDiscordError(f"{label} (an attachment) takes fake.attachment(...)")
            return {"type": kind, "name": name, "value": self._resolved.attachment(value)}
        accepted = {
            USER: (FakeMember, FakeUser),
            MENTIONABLE: (FakeMember, FakeUser, FakeRole),
            ROLE: (FakeRole,),
            CHANNEL: (FakeChannel,),
        }.get(kind, ())
        if not isinstance(value, accepted):
            raise FakeDiscordError(f"{label} (type {kind}) cannot take {value!r}")
        allowed = option.get("channel_types")
        if kind == CHANNEL and allowed and TEXT_CHANNEL not in allowed:
            raise FakeDiscordError(f"{label} does not accept text channels ({allowed!r})")
        return {"type": kind, "name": name, "value": self._resolved.entity(value)}


def _check_primitive(option: dict[str, Any], value: Any, label: str) -> None:
    kind = option["type"]
    expected: dict[int, tuple[type, ...]] = {
        STRING: (str,),
        INTEGER: (int,),
        NUMBER: (int, float),
        BOOLEAN: (bool,),
    }
    if not isinstance(value, expected[kind]) or (kind != BOOLEAN and isinstance(value, bool)):
        raise FakeDiscordError(f"{label} expects {expected[kind][0].__name__}, got {value!r}")
    choices = option.get("choices")
    if choices and value not in [c["value"] for c in choices]:
        raise FakeDiscordError(
            f"{label}: {value!r} is not one of {[c['value'] for c in choices]!r}"
        )
    if isinstance(value, str):
        low, high = option.get("min_length", 0), option.get("max_length", 6000)
        if not low <= len(value) <= high:
            raise FakeDiscordError(f"{label}: length must be within {low}..{high}")
    elif kind in (INTEGER, NUMBER):
        low, high = option.get("min_value"), option.get("max_value")
        if (low is not None and value < low) or (high is not None and value > high):
            raise FakeDiscordError(f"{label}: {value!r} is outside {low}..{high}")
