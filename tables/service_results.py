"""Results and ratings of a finished game, and a server's settings."""

import re
import secrets
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from storage import GuildSettings, RatingChange, SeatResult, StoredGame
from tables.leaderboards.seat_stats import logged_moves, replayed_stats
from tables.rules import GameRules
from tables.service_base import ServiceBase

WEB_TOKEN = re.compile(r"[A-Za-z0-9_-]{22}")
"""What `new_web_token` makes: 16 random bytes in URL-safe base64."""
RATINGS_KEPT = 256
"""Finished games whose rating changes this process keeps for their final board."""


class Results(ServiceBase):
    """A server's settings, and the results and rating changes of a game that ends."""

    # ------------------------------------------------------------------ server settings

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        """The server's settings as stored now (a settings command changes what it reads)."""
        return self._settings.remember(await self.store.get_guild_settings(guild_id))

    async def recent_guild_settings(self, guild_id: int) -> GuildSettings:
        """The server's settings as read at most a few seconds ago, for what every click
        reads (the board's language): tables/recent_settings.py."""
        return await self._settings.get(guild_id)

    async def change_guild_settings(self, guild_id: int, **changes: Any) -> GuildSettings:
        """The server's settings with `changes` (field: value), the others as stored: only the
        changed settings are written (GameStore.change_guild_settings)."""
        return self._settings.remember(await self.store.change_guild_settings(guild_id, changes))

    # ------------------------------------------------------------------ web pages

    async def web_guild(self, token: str) -> int | None:
        """The server whose web pages are on at address token `token` (docs/web.md); None for
        an unknown, revoked or turned-off one, and for any text no token can be, which is
        refused before it reaches the store."""
        if not WEB_TOKEN.fullmatch(token):
            return None
        return await self.store.web_guild(token)

    async def set_web_pages(
        self, guild_id: int, on: bool, name: str | None = None
    ) -> GuildSettings:
        """Turn the server's pages on or off, titled `name` (the server's name, when known).
        Turning them on keeps the address they had, so links shared before work again; the
        first time, a random one is made."""
        settings = await self.guild_settings(guild_id)
        changes: dict[str, Any] = {"web_pages": on}
        if on and settings.web_token is None:
            changes["web_token"] = new_web_token()
        if name is not None:
            changes["web_name"] = name
        return await self.change_guild_settings(guild_id, **changes)

    async def new_web_address(self, guild_id: int, name: str | None = None) -> GuildSettings:
        """A new random address for the server's pages: every old link answers 404 from now
        on, whether the pages are on or off."""
        changes: dict[str, Any] = {"web_token": new_web_token()}
        if name is not None:
            changes["web_name"] = name
        return await self.change_guild_settings(guild_id, **changes)

    # ------------------------------------------------------------------ results and ratings

    async def _results(
        self, rules: GameRules[Any, Any], stored: StoredGame, game: Any, last: tuple[int, str]
    ) -> list[SeatResult]:
        """The results of a game just over, with each seat's counts (tables.leaderboards),
        read off the whole game replayed: the logged moves and `last`, not logged yet."""
        moves = [*logged_moves(await self.store.action_log(stored.id)), last]
        stats = replayed_stats(rules, stored, game, moves)
        results = [_person_replaced(stored, result) for result in rules.results(game)]
        if stats is None:
            return results
        return [replace(result, stats=stats[result.seat]) for result in results]

    def _remember_ratings(self, game_id: int, changes: Sequence[RatingChange]) -> None:
        """The final board shows them; only the last games' are kept."""
        self._ratings[game_id] = tuple(changes)
        while len(self._ratings) > RATINGS_KEPT:
            del self._ratings[next(iter(self._ratings))]


def new_web_token() -> str:
    """128 random bits: an address nobody finds by guessing or counting."""
    return secrets.token_urlsafe(16)


def _person_replaced(stored: StoredGame, result: SeatResult) -> SeatResult:
    """A seat a computer took over counts for the person who sat there as a removal (F8,
    issue 12's rule): never a win, the last place among people in the ratings. The table's
    place and worms stay the seat's, as played."""
    if not stored.seats[result.seat].is_replaced:
        return result
    return replace(result, won=False, removed=True)
