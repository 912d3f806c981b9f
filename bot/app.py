"""The bot process: one discord.py client, its store, and the game cog loaded by name.

`create_bot` takes every setting explicitly, so tests and tools build the bot in-process on
a temporary database, and a second instance on the same database is a restart.
"""

import asyncio
import errno
import logging
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.settings import BotSettings
from cogs.host import TableBot
from cogs.in_flight import finish_interactions, stop_tasks
from cogs.rest_pacer import paced_trace
from storage import GameStore

if TYPE_CHECKING:
    from bot.metrics import Metrics
    from bot.web_serving import WebPages

log = logging.getLogger(__name__)

GAME_EXTENSION = "cogs.pickomino"
SHUTDOWN_GRACE = 10.0
"""Seconds a stop waits for clicks in flight; Discord wants an answer within 3 s anyway."""


def random_seed() -> int:
    return random.SystemRandom().getrandbits(63)


GATEWAY_INTENTS = discord.Intents(guilds=True)
"""Everything the bot does arrives as interactions, which need no intent; the guilds intent
keeps guilds, channels and roles cached for permission checks. Message events are left off:
in a busy server they would be every message of every channel, parsed for nothing."""


class PickominoBot(TableBot):
    def __init__(
        self,
        settings: BotSettings,
        seed_source: Callable[[], int] = random_seed,
        **client_options: Any,
    ) -> None:
        """`seed_source` picks each new game's dice seed (tests pass a fixed one);
        `client_options` go to discord.py's client. Its requests to Discord draw on the
        bot's `rest_budget` once the game cogs set it (cogs.rest_pacer)."""
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=GATEWAY_INTENTS,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            http_trace=paced_trace(lambda: self.rest_budget),
            **client_options,
        )
        self.settings = settings
        self.seed_source = seed_source
        self.shutdown_grace = SHUTDOWN_GRACE
        self._store: GameStore | None = None
        self.metrics: Metrics | None = None
        self._sampler: asyncio.Task[None] | None = None
        self.web_pages: WebPages | None = None

    @property
    def store(self) -> GameStore:
        if self._store is None:
            raise RuntimeError("the store opens in setup_hook, when the bot logs in")
        return self._store

    async def setup_hook(self) -> None:
        """The store is opened through the settings' StorePlace, as every command opens it;
        the log names it (a URL without its password)."""
        place = self.settings.store_place
        self._store = await place.open(durable=self.settings.durable_commits)
        log.info("games are kept in %s", place.name)
        if self.settings.metrics_port is not None:
            self._store = self._start_metrics(self.settings.metrics_port, self._store)
        await self.load_extension(GAME_EXTENSION)
        if self.settings.web_port is not None:
            await self._serve_pages(self.settings.web_port)
        if self.metrics is not None:
            from bot.metrics import wrap_interaction_parser

            wrap_interaction_parser(self, self.metrics)
        if self.settings.sync_commands:
            await self.sync_commands()

    async def sync_commands(self) -> int:
        """Publish the slash commands: to the development guild if set (instant), else globally."""
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d commands", len(synced))
        return len(synced)

    async def _serve_pages(self, port: int) -> None:
        """The web pages beside the bot (docs/web.md), from the game cog's own table service,
        so a live page hears of a move the moment this process makes it. Imported only here:
        Jinja2 and the templates cost a bot without pages nothing."""
        from bot.web_serving import WebPages

        cog = self.get_cog("Pickomino")
        service = getattr(cog, "service", None)
        if service is None:
            raise RuntimeError("the game cog holds no table service to serve pages from")
        pages = WebPages(service, self.settings, self.settings.web_address, port)
        await pages.start()
        self.web_pages = pages

    def _start_metrics(self, port: int, store: GameStore) -> GameStore:
        """The endpoint, up before the gateway connects, so that an alert sees a bot that
        never connected. prometheus-client is imported only here."""
        from bot.metrics import Metrics

        metrics = self.metrics = Metrics(self.settings.shards, self.settings.health_file)
        address = self.settings.metrics_address
        try:
            self.metrics_port = metrics.start(port, address)
        except OSError as error:
            self.metrics = None
            raise MetricsEndpointRefused(port, address, error) from error
        self._sampler = asyncio.create_task(
            metrics.sample_forever(self, lambda: self.store), name="pickomino-metrics"
        )
        return metrics.measured(store)

    async def on_connect(self) -> None:
        if self.metrics is not None and not isinstance(self, discord.AutoShardedClient):
            self.metrics.connected(None)

    async def on_resumed(self) -> None:
        if self.metrics is not None and not isinstance(self, discord.AutoShardedClient):
            self.metrics.resumed(None)

    async def on_shard_connect(self, shard_id: int) -> None:
        if self.metrics is not None:
            self.metrics.connected(shard_id)

    async def on_shard_resumed(self, shard_id: int) -> None:
        if self.metrics is not None:
            self.metrics.resumed(shard_id)

    async def close(self) -> None:
        """In this order: the clicks in flight finish (or are cancelled after the grace), the
        cog stops its background tasks (unloading it cancels and awaits them), the connection
        to Discord closes, and only then the store, which nothing can reach any more."""
        if not self.is_closed():
            await finish_interactions(self.shutdown_grace)
        await super().close()
        if self._sampler is not None:
            await stop_tasks({self._sampler})
            self._sampler = None
        if self.metrics is not None:
            self.metrics.stop()
        if self.web_pages is not None:
            await self.web_pages.stop()
            self.web_pages = None
        if self._store is not None:
            await self._store.close()
            self._store = None


class MetricsEndpointRefused(Exception):
    """The metrics endpoint cannot listen where the settings say: its port is taken (or
    needs privileges), or its address is none of this machine's. A setting to fix, which
    `run` says naming the setting, with status 2 (docs/deployment.md, exit codes)."""

    def __init__(self, port: int, address: str, cause: OSError) -> None:
        super().__init__(f"the metrics endpoint cannot listen on {address}:{port}: {cause}")
        self.port = port
        self.address = address
        self.detail = cause.strerror or str(cause)
        self.port_at_fault = cause.errno in (errno.EADDRINUSE, errno.EACCES)


class ShardedPickominoBot(PickominoBot, commands.AutoShardedBot):
    """The same bot running some of the Discord shards (`PICKOMINO_SHARD_COUNT`,
    `PICKOMINO_SHARD_IDS`, or `run --shard-count --shard-ids`), one gateway connection each.
    Other processes run the other shards on the same PostgreSQL database; Discord sends each
    process the events and interactions of its shards' servers only."""


def create_bot(
    settings: BotSettings, seed_source: Callable[[], int] = random_seed, **client_options: Any
) -> PickominoBot:
    shards = settings.shards
    if shards is None:
        return PickominoBot(settings, seed_source, **client_options)
    return ShardedPickominoBot(
        settings,
        seed_source,
        shard_count=shards.count,
        shard_ids=list(shards.ids),
        **client_options,
    )
