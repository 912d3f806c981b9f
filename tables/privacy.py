"""Players' data (issue 28) for every front-end: a person's export, their forgetting (after
leaving the games they sit in), a server's deletion, and the deletion of the data of servers
that removed the bot once the operator's retention period has passed.

docs/privacy.md says what is stored and for how long; storage.privacy_queries how a person is
forgotten without changing anyone else's numbers.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Collection
from dataclasses import dataclass
from datetime import UTC, datetime

from storage import Forgotten, GameStatus, GameStore, Shards
from tables.errors import UserError
from tables.service import Played, TableService
from words.i18n import t

log = logging.getLogger(__name__)

DAY = 86400


def anonymous_name(number: int, language: str) -> str:
    """ "Former player 12": the anonymous seat a forgotten person leaves in others' games."""
    return t("privacy.former_player", language, number=number)


@dataclass(frozen=True, slots=True)
class Forgetting:
    """What forgetting a person did: the games they left first (whose boards change), and
    what changed in each server."""

    left: tuple[Played, ...]
    forgotten: tuple[Forgotten, ...]


class PlayersData:
    def __init__(self, service: TableService, default_language: str) -> None:
        self.service = service
        self.store: GameStore = service.store
        self.default_language = default_language

    async def export_json(self, user_id: int, guild_id: int | None) -> bytes:
        """Everything stored about the person (in the server, or all), as a JSON file."""
        data = await self.store.person_export(user_id, guild_id)
        exported = {"exported_at": datetime.now(UTC).isoformat(timespec="seconds"), **data}
        return json.dumps(exported, indent=2, ensure_ascii=False).encode()

    async def open_games(self, user_id: int, guild_id: int | None) -> list[int]:
        return await self.store.open_games_seating(user_id, guild_id)

    async def leave_game(self, game_id: int, user_id: int) -> Played | None:
        """The person leaves a lobby or running game before being forgotten, as with
        /pickomino leave: a lobby gives up their seat (or closes, if they host it), a running
        game removes their seat (F8), what they own staying on the table. None when they were
        out already (removed by the timer, or the game ended meanwhile)."""
        try:
            stored = await self.service.get(game_id)
            if stored.status == GameStatus.LOBBY:
                return Played(await self.service.leave_lobby(game_id, user_id), None)
            return await self.service.leave_running(game_id, user_id)
        except UserError as error:
            log.info("game %s: %s; forgotten all the same", game_id, error.key)
            return None

    async def leave_open_games(self, user_id: int, guild_id: int | None) -> list[Played]:
        played = []
        for game_id in await self.open_games(user_id, guild_id):
            left = await self.leave_game(game_id, user_id)
            if left is not None:
                played.append(left)
        return played

    async def forget_person(
        self, user_id: int, guild_id: int | None, language: str | None = None
    ) -> Forgetting:
        """Leave the open games first, then forget the person in one transaction. Their
        anonymous seats are named in `language`, or in each server's language."""
        if user_id <= 0:
            raise UserError("error.bad_input")
        left = await self.leave_open_games(user_id, guild_id)
        guilds = [guild_id] if guild_id is not None else await self.store.person_guilds(user_id)
        languages = {guild: language or await self._server_language(guild) for guild in guilds}
        forgotten = await self.store.forget_person(
            user_id,
            guild_id,
            lambda guild, number: anonymous_name(number, languages.get(guild, "en")),
        )
        log.info("forgot user %s in %d servers", user_id, len(forgotten))
        return Forgetting(tuple(left), tuple(forgotten))

    async def forget_server(self, guild_id: int) -> int:
        """Delete the server's games, results, ratings, settings and pictures now; returns how
        many games went."""
        games = await self.store.forget_guild(guild_id)
        log.info("deleted the data of guild %s: %d games", guild_id, games)
        return games

    async def _server_language(self, guild_id: int) -> str:
        return (await self.store.get_guild_settings(guild_id)).language or self.default_language


class ServerRetention:
    """Servers that removed the bot: their data goes `days` after the bot left (at once for
    0), unless it joins again before. The departure is stored, so a restart keeps counting;
    with `shards`, this process looks after its own shards' servers only."""

    def __init__(self, store: GameStore, days: int, shards: Shards | None) -> None:
        self.store = store
        self.days = days
        self.shards = shards

    async def left(self, guild_id: int) -> None:
        await self.store.note_departure(guild_id)
        log.info("left guild %s: its data is deleted in %d days", guild_id, self.days)
        if self.days == 0:
            await self.delete_due()

    async def joined(self, guild_id: int) -> None:
        await self.store.cancel_departure(guild_id)

    async def present(self, guild_ids: Collection[int]) -> list[int]:
        """At start-up: the servers (of our shards) with stored data that the bot is no
        longer in count as left now (unless noted before); those it is in again keep their
        data. Returns the servers newly found gone."""
        present = set(guild_ids)
        noted = {guild for guild, _ in await self.store.departures()}
        for guild in noted & present:
            await self.store.cancel_departure(guild)
        gone = [
            guild
            for guild in await self.store.guilds_with_data(self.shards)
            if guild not in present and guild not in noted
        ]
        for guild in gone:
            await self.store.note_departure(guild)
        if gone:
            log.info("no longer in %d guilds with data: deleted in %d days", len(gone), self.days)
        return gone

    async def delete_due(self) -> list[int]:
        """Delete the data of every server (of our shards) whose retention has passed."""
        due = await self.store.due_departures(self.days * DAY, self.shards)
        for guild in due:
            games = await self.store.forget_guild(guild)
            log.info("retention passed: deleted the data of guild %s (%d games)", guild, games)
        return due
