"""The operator's metrics: a Prometheus endpoint, one per process, on when
`PICKOMINO_METRICS_PORT` is set (docs/metrics.md lists every series).

Off, nothing here is imported and nothing is hooked: the lower layers' observers stay None
(`storage.observers`, `tables.observers`) and discord.py is left as it is. On, `Metrics.start`
serves the registry from prometheus-client's own HTTP thread and hooks:
- every interaction: discord.py's parser of INTERACTION_CREATE stamps it when it arrives, and
  its first answer, as it is sent (`InteractionResponse`'s answering methods, and
  `cogs.click_answer`'s own POST), closes it, counted by kind and outcome; the outcome is
  what the error funnel (`cogs.replies.answer_error`) wrote in `interaction.extras`,
  "played" when it wrote nothing;
- the store, wrapped so each call (one transaction) is timed and its failures counted;
- the table layer's games finished, computer turns and turn timers (with their lateness);
- the gateway's connections, latency and reconnections, and the garbage collector's pauses.

Series about a server carry its shard (`(guild_id >> 22) % shard count`, "0" for an unsharded
bot), so two shards in one process are told apart.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import gc
import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import discord
from prometheus_client import (
    GC_COLLECTOR,
    PLATFORM_COLLECTOR,
    PROCESS_COLLECTOR,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    start_http_server,
)

from bot.health import healthy
from cogs import answer_clock
from storage import GameStore, Shards, StorageError, StorageUnavailable, observers
from storage.records import shard_of
from tables import observers as table_observers

log = logging.getLogger(__name__)

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0)
"""Up to Discord's 3 s, past which an interaction has failed for the player."""
STORAGE_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 5.0)
LATENESS_BUCKETS = (0.01, 0.05, 0.1, 0.5, 1.0, 5.0, 30.0, 120.0)
GC_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1)
SAMPLE_SECONDS = 5.0
"""How often the gauges read from the store and the gateway are refreshed."""
STAMPS_KEPT = 10_000
"""Interactions received and not yet answered that are remembered; an interaction never
answered (its handler failed before answering) is forgotten once that many came after it."""
ANSWERING = ("send_message", "edit_message", "defer", "send_modal")
"""discord.InteractionResponse's methods that answer an interaction (checked with 2.7)."""
KINDS = {2: "command", 4: "autocomplete", 5: "modal"}
BUTTON = 2


def interaction_kind(data: dict[str, Any]) -> str:
    if data.get("type") == 3:
        return "button" if (data.get("data") or {}).get("component_type") == BUTTON else "menu"
    return KINDS.get(int(data.get("type") or 0), "other")


class Metrics:
    """Every series of one process, in a registry of its own (tests run several bots in one
    process, each with its endpoint)."""

    def __init__(self, shards: Shards | None, health_file: Path | None = None) -> None:
        """`health_file`: the heartbeat's file, which `pickomino_healthy` reads at each
        scrape as `pickomino-bot health` reads it (None: no bot beats, always 0)."""
        self.shards = shards
        self.registry = registry = CollectorRegistry()
        for collector in (PROCESS_COLLECTOR, PLATFORM_COLLECTOR, GC_COLLECTOR):
            registry.register(collector)
        self.received_interactions = Counter(
            "pickomino_interactions_received",
            "Interactions that reached the bot, answered or not.",
            ["shard", "kind"],
            registry=registry,
        )
        self.interactions = Counter(
            "pickomino_interactions",
            "Interactions answered, by kind (command, button, menu) and outcome (played,"
            " refused, stale, error).",
            ["shard", "kind", "outcome"],
            registry=registry,
        )
        self.answer_seconds = Histogram(
            "pickomino_answer_seconds",
            "From an interaction's arrival to its answer sent.",
            ["shard", "kind"],
            buckets=LATENCY_BUCKETS,
            registry=registry,
        )
        self.try_again = Counter(
            "pickomino_try_again_answers",
            "Players told to try again because the database was unavailable.",
            ["shard"],
            registry=registry,
        )
        self.games_open = Gauge(
            "pickomino_games_open",
            "Lobbies and running games of this process's servers.",
            ["game", "rules", "status"],
            registry=registry,
        )
        self.games_finished = Counter(
            "pickomino_games_finished",
            "Games played to their end.",
            ["shard", "game", "rules"],
            registry=registry,
        )
        self.computer_turns = Counter(
            "pickomino_computer_turns",
            "Turns played by computer players.",
            ["shard", "game"],
            registry=registry,
        )
        self.timers_fired = Counter(
            "pickomino_turn_timers_fired",
            "Stored deadlines played (turn timers, computer turns, paced steps).",
            ["shard"],
            registry=registry,
        )
        self.timer_lateness = Histogram(
            "pickomino_turn_timer_lateness_seconds",
            "How long after its deadline a timer was picked up.",
            ["shard"],
            buckets=LATENESS_BUCKETS,
            registry=registry,
        )
        self.storage_seconds = Histogram(
            "pickomino_storage_seconds",
            "Time of each store call (one transaction), by operation.",
            ["operation"],
            buckets=STORAGE_BUCKETS,
            registry=registry,
        )
        self.storage_unavailable = Counter(
            "pickomino_storage_unavailable",
            "Store calls refused because the database was unavailable.",
            ["operation"],
            registry=registry,
        )
        self.storage_retries = Counter(
            "pickomino_storage_retries",
            "Reads tried again on a new connection after the server went away.",
            registry=registry,
        )
        self.database_up = Gauge(
            "pickomino_database_up",
            "1 while the database takes writes (the heartbeat's probe), else 0.",
            registry=registry,
        )
        self.healthy = Gauge(
            "pickomino_healthy",
            "1 while `pickomino-bot health` says healthy: the heartbeat's file, read at each"
            " scrape, is younger than its limit (connected and the database writable).",
            registry=registry,
        )
        self.healthy.set_function(
            lambda: 1.0 if health_file is not None and healthy(health_file) else 0.0
        )
        self.database = Gauge(
            "pickomino_database",
            "The database's own figures: sqlite_wal_bytes, or postgres_pool_connections,"
            " postgres_pool_idle and postgres_pool_max.",
            ["figure"],
            registry=registry,
        )
        self.shard_connected = Gauge(
            "pickomino_gateway_connected",
            "1 while the shard's gateway connection is open.",
            ["shard"],
            registry=registry,
        )
        self.gateway_latency = Gauge(
            "pickomino_gateway_latency_seconds",
            "The shard's last heartbeat round trip to Discord.",
            ["shard"],
            registry=registry,
        )
        self.reconnects = Counter(
            "pickomino_gateway_reconnects",
            "Gateway connections resumed or opened again after the first.",
            ["shard"],
            registry=registry,
        )
        self.gc_pauses = Histogram(
            "pickomino_gc_pause_seconds",
            "Pauses of Python's garbage collector, by generation.",
            ["generation"],
            buckets=GC_BUCKETS,
            registry=registry,
        )
        self._stamps: OrderedDict[int, tuple[float, str, str]] = OrderedDict()
        self._connected_once: set[str] = set()
        self._gc_started = 0.0
        self._server: Any = None

    # ------------------------------------------------------------------ labels

    def shard_of(self, guild_id: int | None) -> str:
        if self.shards is None or guild_id is None:
            return "0"
        return str(shard_of(guild_id, self.shards.count))

    # ------------------------------------------------------------------ interactions

    def received(self, data: dict[str, Any]) -> None:
        try:
            interaction_id = int(data["id"])
            guild = data.get("guild_id")
            shard = self.shard_of(int(guild) if guild is not None else None)
        except (KeyError, TypeError, ValueError):
            return
        kind = interaction_kind(data)
        self.received_interactions.labels(shard, kind).inc()
        self._stamps[interaction_id] = (time.perf_counter(), kind, shard)
        if len(self._stamps) > STAMPS_KEPT:
            self._stamps.popitem(last=False)

    def answered(self, interaction: discord.Interaction) -> None:
        """The first answer of an interaction; later ones (a follow-up) are not counted."""
        stamp = self._stamps.pop(interaction.id, None)
        if stamp is None:
            return
        started, kind, shard = stamp
        self.answer_seconds.labels(shard, kind).observe(time.perf_counter() - started)
        extras = interaction.extras
        self.interactions.labels(shard, kind, extras.get("outcome", "played")).inc()
        if extras.get("try_again"):
            self.try_again.labels(shard).inc()

    # ------------------------------------------------------------------ the table layer

    def game_finished(self, guild_id: int, kind: str, rules: str) -> None:
        self.games_finished.labels(self.shard_of(guild_id), kind, rules).inc()

    def computer_turn(self, guild_id: int, kind: str) -> None:
        self.computer_turns.labels(self.shard_of(guild_id), kind).inc()

    def timer_fired(self, guild_id: int, deadline: datetime, now: datetime) -> None:
        shard = self.shard_of(guild_id)
        self.timers_fired.labels(shard).inc()
        self.timer_lateness.labels(shard).observe(max(0.0, (now - deadline).total_seconds()))

    # ------------------------------------------------------------------ health

    def database_probed(self, database_ok: bool) -> None:
        """What the heartbeat's probe of the database found (bot.serve)."""
        self.database_up.set(1 if database_ok else 0)

    # ------------------------------------------------------------------ the gateway

    def connected(self, shard: int | None) -> None:
        label = str(shard or 0)
        if label in self._connected_once:
            self.reconnects.labels(label).inc()
        self._connected_once.add(label)

    def resumed(self, shard: int | None) -> None:
        self.reconnects.labels(str(shard or 0)).inc()

    def sample_gateway(self, bot: discord.Client) -> None:
        if isinstance(bot, discord.AutoShardedClient):
            for shard_id, shard in bot.shards.items():
                label = str(shard_id)
                self.shard_connected.labels(label).set(0 if shard.is_closed() else 1)
                self.gateway_latency.labels(label).set(_finite(shard.latency))
            return
        ws = bot.ws
        self.shard_connected.labels("0").set(1 if ws is not None and ws.open else 0)
        self.gateway_latency.labels("0").set(_finite(bot.latency))

    async def sample_store(self, store: GameStore) -> None:
        for figure, value in store.gauges().items():
            self.database.labels(figure).set(value)
        counts = await store.open_game_counts(self.shards)
        self.games_open.clear()
        for kind, rules, status, count in counts:
            self.games_open.labels(kind, rules, status).set(count)

    # ------------------------------------------------------------------ the collector

    def gc_callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
        else:
            pause = time.perf_counter() - self._gc_started
            self.gc_pauses.labels(str(info.get("generation", 0))).observe(pause)

    # ------------------------------------------------------------------ serving

    def start(self, port: int, address: str) -> int:
        """Serve the endpoint and hook everything; returns the port it listens on."""
        server, _thread = start_http_server(port, address, registry=self.registry)
        self._server = server
        bound: int = server.server_address[1]
        observers.on_retry = self.storage_retries.inc
        table_observers.observer = self
        answer_clock.listener = self.answered
        _hook_answers()
        gc.callbacks.append(self.gc_callback)
        log.info("metrics on %s:%d/metrics", address, bound)
        return bound

    def stop(self) -> None:
        if self._server is None:
            return
        self._server.shutdown()
        self._server.server_close()
        self._server = None
        if table_observers.observer is self:
            table_observers.observer = None
        if answer_clock.listener == self.answered:
            answer_clock.listener = None
        observers.on_retry = None
        if self.gc_callback in gc.callbacks:
            gc.callbacks.remove(self.gc_callback)

    def measured(self, store: GameStore) -> GameStore:
        return MeasuredStore(store, self)  # type: ignore[return-value]

    async def sample_forever(self, bot: discord.Client, store: Callable[[], GameStore]) -> None:
        """The gauges read from the store and the gateway, every SAMPLE_SECONDS; a store that
        cannot answer leaves the last figures in place (its failure is counted on its own)."""
        while True:
            self.sample_gateway(bot)
            with contextlib.suppress(StorageError):
                await self.sample_store(store())
            await asyncio.sleep(SAMPLE_SECONDS)


class MeasuredStore:
    """The store with each call timed by operation, and its unavailability counted. Each
    GameStore call is one transaction (or one read), so an operation's time is the
    transaction's."""

    def __init__(self, store: GameStore, metrics: Metrics) -> None:
        self._store = store
        self._metrics = metrics

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._store, name)
        if not asyncio.iscoroutinefunction(value):
            return value
        seconds = self._metrics.storage_seconds.labels(name)
        refused = self._metrics.storage_unavailable.labels(name)

        @functools.wraps(value)
        async def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return await value(*args, **kwargs)
            except StorageUnavailable:
                refused.inc()
                raise
            finally:
                seconds.observe(time.perf_counter() - started)

        setattr(self, name, timed)
        return timed


def _finite(value: float) -> float:
    return value if value == value and value != float("inf") else 0.0


_HOOKED = False


def _hook_answers() -> None:
    """discord.py's answering methods tell `cogs.answer_clock` once they have answered; done
    once per process, and only when metrics are on."""
    global _HOOKED
    if _HOOKED:
        return
    _HOOKED = True
    for name in ANSWERING:
        setattr(
            discord.InteractionResponse,
            name,
            _answering(getattr(discord.InteractionResponse, name)),
        )


def _answering(original: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(original)
    async def answering(self: Any, *args: Any, **kwargs: Any) -> Any:
        """Counted as the answer is sent, not once Discord acknowledged it: whoever waits on
        the answer (a player, a test's fake Discord) then never sees it before the count."""
        if not self.is_done():
            answer_clock.answered(self._parent)
        return await original(self, *args, **kwargs)

    return answering


def wrap_interaction_parser(bot: discord.Client, metrics: Metrics) -> None:
    """Stamp every interaction as discord.py parses it (after our click router's own wrapper,
    cogs.click_router, which it calls)."""
    parsers: dict[str, Callable[[dict[str, Any]], None]] = bot._connection.parsers
    parse = parsers["INTERACTION_CREATE"]

    def parse_interaction_create(data: dict[str, Any]) -> None:
        metrics.received(data)
        parse(data)

    parsers["INTERACTION_CREATE"] = parse_interaction_create
