"""The fake gateway: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME, dispatches.

Sharding as Discord does it: IDENTIFY carries `shard: [id, count]`; a session gets the
guilds, events and interactions of the guilds whose `(guild_id >> 22) % count` is its id
(events without a guild go to shard 0), so several bot processes can each run some shards.

Frames are sent as plain text JSON even though discord.py asks for `compress=zlib-stream`:
its `received_message` only inflates *binary* frames, so text frames are accepted as is.

Readiness uses a round trip instead of a delay: after the initial burst the server sends
op 1 (HEARTBEAT request). discord.py answers it from its event loop with its last sequence
number, so an answer carrying the burst's last sequence proves every earlier dispatch
(READY, GUILD_CREATE, RESUMED) has been parsed by the client.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from .errors import FakeDiscordError
from .world import EventData, World

_log = logging.getLogger(__name__)

HEARTBEAT_INTERVAL_MS = 41250
REPLAY_BUFFER = 5000
CLEAN_CLOSE_CODES = (1000, 1001)

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, RECONNECT, INVALID_SESSION, HELLO, HEARTBEAT_ACK = (
    0,
    1,
    2,
    6,
    7,
    9,
    10,
    11,
)


@dataclass(eq=False)
class Connection:
    """One websocket; frames go through a queue so concurrent dispatches keep their order."""

    ws: web.WebSocketResponse
    number: int
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    session: Session | None = None
    barrier_seq: int | None = None
    synced: bool = False

    def send(self, frame: dict[str, Any]) -> None:
        self.outbox.put_nowait(json.dumps(frame))

    async def pump(self) -> None:
        while (text := await self.outbox.get()) is not None:
            if self.ws.closed:
                return
            try:
                await self.ws.send_str(text)
            except ConnectionError:
                return


@dataclass(eq=False)
class Session:
    """A gateway session: survives a dropped connection so the client can RESUME it."""

    id: str
    intents: int
    shard: list[int]
    seq: int = 0
    replay: deque[tuple[int, dict[str, Any]]] = field(
        default_factory=lambda: deque(maxlen=REPLAY_BUFFER)
    )
    connection: Connection | None = None

    def owns(self, guild_id: int | None) -> bool:
        shard_id, count = self.shard
        return (0 if guild_id is None else (guild_id >> 22) % count) == shard_id

    def dispatch(self, event: str, data: dict[str, Any]) -> None:
        self.seq += 1
        frame = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
        self.replay.append((self.seq, frame))
        if self.connection is not None:
            self.connection.send(frame)


class Gateway:
    def __init__(self, world: World) -> None:
        self._world = world
        self._sessions: dict[str, Session] = {}
        self._connections: list[Connection] = []
        self._opened = 0
        self.url = ""
        self.down = False
        """An outage: every connection was closed and new ones are refused (HTTP 503)."""
        world.emit = self.dispatch

    @property
    def opened_count(self) -> int:
        return self._opened

    def live_session(self, guild_id: int | None = None) -> Session:
        """The session of the newest ready connection of the guild's shard: the one Discord
        routes its interactions to."""
        for connection in reversed(self._connections):
            session = connection.session
            if connection.synced and session is not None and session.owns(guild_id):
                return session
        raise FakeDiscordError(
            "no bot is connected to the fake gateway (start it with `fake.run_bot(bot)` "
            "or `bot.login()` + `bot.connect()` + `fake.wait_ready()`)"
        )

    def ready_since(self, opened: int) -> bool:
        """True once a connection opened after the first `opened` ones is ready."""
        return any(c.synced and c.number > opened for c in self._connections)

    def is_ready(self) -> bool:
        return any(c.synced and c.session is not None for c in self._connections)

    def shard_ready_since(self, shard_id: int, opened: int) -> bool:
        """True once a connection opened after the first `opened` ones is ready on `shard_id`."""
        return any(
            c.synced
            and c.number > opened
            and c.session is not None
            and c.session.shard[0] == shard_id
            for c in self._connections
        )

    def dispatch(self, event: str, data: EventData, intent: int) -> None:
        for session in list(self._sessions.values()):
            if session.intents & intent:
                payload = data(session.intents) if callable(data) else data
                if session.owns(_guild_of(event, payload)):
                    session.dispatch(event, payload)

    def send_interaction(self, payload: dict[str, Any]) -> None:
        guild_id = payload.get("guild_id")
        session = self.live_session(None if guild_id is None else int(guild_id))
        session.dispatch("INTERACTION_CREATE", payload)

    def request_reconnect(self) -> int:
        """Send op 7 to every live connection; returns the number of connections opened so far."""
        for connection in self._connections:
            connection.send({"op": RECONNECT, "d": None})
        return self._opened

    async def close_all(self) -> int:
        """Close every connection (Discord going away); returns how many were still open."""
        open_connections = list(self._connections)
        for connection in open_connections:
            await connection.ws.close(code=1001)
        return len(open_connections)

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        if self.down:
            raise web.HTTPServiceUnavailable()
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        self._opened += 1
        connection = Connection(ws, self._opened)
        self._connections.append(connection)
        pump = asyncio.create_task(connection.pump())
        connection.send({"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}})
        try:
            async for message in ws:
                if message.type is WSMsgType.TEXT:
                    self._receive(connection, json.loads(message.data))
        finally:
            self._disconnect(connection, ws.close_code)
            connection.outbox.put_nowait(None)
            await pump
        return ws

    def _receive(self, connection: Connection, frame: dict[str, Any]) -> None:
        op, data = frame.get("op"), frame.get("d")
        if op == HEARTBEAT:
            connection.send({"op": HEARTBEAT_ACK, "d": None})
            barrier = connection.barrier_seq
            if (
                barrier is not None
                and not connection.synced
                and data is not None
                and data >= barrier
            ):
                connection.synced = True
                self._world.changes.notify()
        elif op == IDENTIFY and isinstance(data, dict):
            self._identify(connection, data)
        elif op == RESUME and isinstance(data, dict):
            self._resume(connection, data)
        else:
            _log.debug("fake gateway ignores op %s", op)

    def _identify(self, connection: Connection, data: dict[str, Any]) -> None:
        session = Session(
            id=secrets.token_hex(16),
            intents=int(data.get("intents", 0)),
            shard=list(data.get("shard") or [0, 1]),
        )
        self._sessions[session.id] = session
        session.connection = connection
        connection.session = session
        world = self._world
        guilds = [guild for guild in world.guilds if session.owns(guild.id)]
        ready = {
            "v": 10,
            "user": world.bot_user.payload() | {"verified": True, "mfa_enabled": False, "flags": 0},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.url,
            "shard": session.shard,
            "application": {"id": str(world.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "auth": {},
        }
        session.dispatch("READY", ready)
        for guild in guilds:
            session.dispatch("GUILD_CREATE", world.guild_create(guild, session.intents))
        self._start_barrier(connection, session)

    def _resume(self, connection: Connection, data: dict[str, Any]) -> None:
        session = self._sessions.get(str(data.get("session_id")))
        seq = data.get("seq") or 0
        oldest = session.replay[0][0] if session is not None and session.replay else 1
        if session is None or seq + 1 < oldest:
            connection.send({"op": INVALID_SESSION, "d": False})
            return
        if session.connection is not None and session.connection is not connection:
            session.connection.session = None
        session.connection = connection
        connection.session = session
        for number, frame in session.replay:
            if number > seq:
                connection.send(frame)
        session.dispatch("RESUMED", {})
        self._start_barrier(connection, session)

    def _start_barrier(self, connection: Connection, session: Session) -> None:
        connection.barrier_seq = session.seq
        connection.send({"op": HEARTBEAT, "d": None})

    def _disconnect(self, connection: Connection, close_code: int | None) -> None:
        self._connections.remove(connection)
        session = connection.session
        if session is not None and session.connection is connection:
            session.connection = None
            if close_code in CLEAN_CLOSE_CODES:
                del self._sessions[session.id]
        self._world.changes.notify()


def _guild_of(event: str, payload: dict[str, Any]) -> int | None:
    """The guild an event belongs to, which decides its shard; None for guildless events."""
    if event in ("GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE"):
        return int(payload["id"])
    guild_id = payload.get("guild_id")
    return None if guild_id is None else int(guild_id)
