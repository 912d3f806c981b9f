"""Each server's settings as read a moment ago, for the reads of every click.

A board's language comes from its server's settings, so every click would read them. They
change only through a settings command, which the same process answers (a server's
interactions reach the process of its shard), and that process replaces its copy at once.
Another process (a shard moving, an admin's tool) can change them too: a copy is therefore
kept for `RECENT_SECONDS` only, after which the next click reads the store again.
"""

import time
from collections.abc import Awaitable, Callable

from storage import GuildSettings

RECENT_SECONDS = 10.0
KEPT = 4096
"""Servers whose settings are kept; past that, the oldest copy goes first."""


class RecentSettings:
    def __init__(self, read: Callable[[int], Awaitable[GuildSettings]]) -> None:
        self._read = read
        self._copies: dict[int, tuple[float, GuildSettings]] = {}

    async def get(self, guild_id: int) -> GuildSettings:
        copy = self._copies.get(guild_id)
        if copy is not None and time.monotonic() - copy[0] < RECENT_SECONDS:
            return copy[1]
        return self.remember(await self._read(guild_id))

    def remember(self, settings: GuildSettings) -> GuildSettings:
        """A copy read or written just now."""
        self._copies.pop(settings.guild_id, None)
        self._copies[settings.guild_id] = (time.monotonic(), settings)
        if len(self._copies) > KEPT:
            del self._copies[next(iter(self._copies))]
        return settings
