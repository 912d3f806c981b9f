"""The bot process: one discord.py client, its store, and the game cog loaded by name.

`create_bot` takes every setting explicitly, so tests and tools build the bot in-process on
a temporary database, and a second instance on the same database is a restart.
"""

import logging
import random
from collections.abc import Callable
from typing import Any

import discord
from discord.ext import commands

from bot.settings import BotSettings
from cogs.host import TableBot
from cogs.in_flight import finish_interactions
from storage import GameStore

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
        `client_options` go to discord.py's client."""
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=GATEWAY_INTENTS,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            **client_options,
        )
        self.settings = settings
        self.seed_source = seed_source
        self.shutdown_grace = SHUTDOWN_GRACE
        self._store: GameStore | None = None

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
        await self.load_extension(GAME_EXTENSION)
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

    async def close(self) -> None:
        """In this order: the clicks in flight finish (or are cancelled after the grace), the
        cog stops its background tasks (unloading it cancels and awaits them), the connection
        to Discord closes, and only then the store, which nothing can reach any more."""
        if not self.is_closed():
            await finish_interactions(self.shutdown_grace)
        await super().close()
        if self._store is not None:
            await self._store.close()
            self._store = None


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
