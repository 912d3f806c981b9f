"""The part of `GameStore` both backends run word for word: reads and single-statement writes
whose SQL needs nothing of the dialect (placeholders are `?`; the PostgreSQL adapter numbers
them). Each backend keeps what differs: opening, transactions, the game SELECT, timers by shard.
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import fields, replace
from datetime import datetime
from typing import Any, Protocol

from storage import deck_queries, leaderboard_queries
from storage.deck_records import DeckPicture, DeckUsage
from storage.errors import GameNotFound
from storage.guards import (
    ABANDON,
    ABANDONING,
    BREAKING,
    GUARD_DIAGNOSIS,
    MARK_BROKEN,
    SET_DEADLINE,
    TIMING,
    Guard,
)
from storage.leaderboard_records import (
    Leaderboard,
    LeaderboardPage,
    LeaderboardRow,
    PlayerStats,
    RatedGame,
    RatingChange,
)
from storage.records import (
    ActionLogEntry,
    GuildSettings,
    MemberSettings,
    StoredGame,
    StoredResult,
    TurnPing,
)
from storage.rows import LOG_SELECT, RESULT_SELECT, log_entry_from_row, result_from_row
from storage.standings_sql import REBUILD_TASK
from storage.times import now_epoch, to_epoch

log = logging.getLogger(__name__)


class Statements(Protocol):
    """What the shared queries need of a backend's connection object."""

    async def fetch_one(self, sql: str, parameters: Iterable[Any] = ()) -> Any: ...

    async def fetch_key(self, sql: str, parameters: Iterable[Any] = ()) -> Any:
        """`fetch_one` of a read by primary key, the reads every click makes."""

    async def fetch_all(self, sql: str, parameters: Iterable[Any] = ()) -> Sequence[Any]: ...

    async def write(self, sql: str, parameters: Iterable[Any] = ()) -> int: ...

    async def close(self) -> None: ...


GUILD_SETTINGS = tuple(field.name for field in fields(GuildSettings) if field.name != "guild_id")
"""The server settings a change may name: the columns of `guild_settings` of the same names."""


NO_GAME_AFTER = 2**63 - 1
"""Above every game id (both backends' largest integer)."""


class SharedQueries(ABC):
    _db: Statements

    @abstractmethod
    async def get_game(self, game_id: int) -> StoredGame:
        """Per backend: the SELECT of a game differs between the dialects."""

    async def close(self) -> None:
        await self._db.close()

    async def action_log(self, game_id: int) -> list[ActionLogEntry]:
        rows = await self._db.fetch_all(
            f"{LOG_SELECT} WHERE game_id = ? ORDER BY version", (game_id,)
        )
        if not rows:
            await self.get_game(game_id)
        return [log_entry_from_row(row) for row in rows]

    async def abandon_game(self, game_id: int, expected_version: int) -> int:
        now = now_epoch()
        changed = await self._db.write(ABANDON, (now, now, game_id, expected_version))
        await self._check_guard(changed, game_id, expected_version, ABANDONING)
        return expected_version + 1

    async def mark_broken(self, game_id: int, expected_version: int, reason: str) -> int:
        changed = await self._db.write(
            MARK_BROKEN, (reason, now_epoch(), game_id, expected_version)
        )
        await self._check_guard(changed, game_id, expected_version, BREAKING)
        log.error("game %d marked broken at version %d: %s", game_id, expected_version + 1, reason)
        return expected_version + 1

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        changed = await self._db.write(
            "UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id)
        )
        if changed != 1:
            raise GameNotFound(game_id)

    async def set_deadline(self, game_id: int, expected_version: int, deadline: datetime) -> None:
        changed = await self._db.write(
            SET_DEADLINE, (to_epoch(deadline), game_id, expected_version)
        )
        await self._check_guard(changed, game_id, expected_version, TIMING)

    async def clear_deadline(self, game_id: int) -> None:
        await self._db.write("UPDATE games SET deadline = NULL WHERE id = ?", (game_id,))

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        row = await self._db.fetch_key(
            "SELECT language, turn_timer_seconds, default_rules, default_settings_json,"
            " turn_pings, replacement, web_pages, web_token, web_name FROM guild_settings"
            " WHERE guild_id = ?",
            (guild_id,),
        )
        if row is None:
            return GuildSettings(guild_id)
        language, timer, rules, settings_json, pings, replacement, web, token, name = row
        return GuildSettings(
            guild_id,
            language,
            timer,
            rules,
            settings_json,
            _flag(pings),
            replacement,
            _flag(web),
            token,
            name,
        )

    async def set_guild_settings(self, settings: GuildSettings) -> None:
        await self._db.write(
            "INSERT INTO guild_settings (guild_id, language, turn_timer_seconds,"
            " default_rules, default_settings_json, turn_pings, replacement, web_pages,"
            " web_token, web_name, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language,"
            " turn_timer_seconds = excluded.turn_timer_seconds,"
            " default_rules = excluded.default_rules,"
            " default_settings_json = excluded.default_settings_json,"
            " turn_pings = excluded.turn_pings,"
            " replacement = excluded.replacement,"
            " web_pages = excluded.web_pages,"
            " web_token = excluded.web_token,"
            " web_name = excluded.web_name,"
            " updated_at = excluded.updated_at",
            (
                settings.guild_id,
                settings.language,
                settings.turn_timer_seconds,
                settings.default_rules,
                settings.default_settings_json,
                settings.turn_pings,
                settings.replacement,
                settings.web_pages,
                settings.web_token,
                settings.web_name,
                now_epoch(),
            ),
        )

    async def change_guild_settings(
        self, guild_id: int, changes: Mapping[str, Any]
    ) -> GuildSettings:
        unknown = set(changes) - set(GUILD_SETTINGS)
        if unknown:
            raise ValueError(f"not a server setting: {', '.join(sorted(unknown))}")
        replace(GuildSettings(guild_id), **changes)
        columns = [column for column in GUILD_SETTINGS if column in changes]
        if not columns:
            return await self.get_guild_settings(guild_id)
        await self._db.write(
            f"INSERT INTO guild_settings (guild_id, {', '.join(columns)}, updated_at)"
            f" VALUES ({', '.join('?' * (len(columns) + 2))})"
            " ON CONFLICT (guild_id) DO UPDATE SET "
            + ", ".join(f"{column} = excluded.{column}" for column in [*columns, "updated_at"]),
            (guild_id, *(changes[column] for column in columns), now_epoch()),
        )
        return await self.get_guild_settings(guild_id)

    async def web_guild(self, token: str) -> int | None:
        row = await self._db.fetch_key(
            "SELECT guild_id FROM guild_settings WHERE web_token = ? AND web_pages",
            (token,),
        )
        return None if row is None else int(row[0])

    async def get_member_settings(self, guild_id: int, user_id: int) -> MemberSettings:
        row = await self._db.fetch_key(
            "SELECT turn_pings FROM member_settings WHERE guild_id = ? AND user_id = ?",
            (guild_id, user_id),
        )
        return MemberSettings(guild_id, user_id, None if row is None else _flag(row[0]))

    async def set_member_settings(self, settings: MemberSettings) -> None:
        await self._db.write(
            "INSERT INTO member_settings (guild_id, user_id, turn_pings, updated_at)"
            " VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO UPDATE SET"
            " turn_pings = excluded.turn_pings, updated_at = excluded.updated_at",
            (settings.guild_id, settings.user_id, settings.turn_pings, now_epoch()),
        )

    async def get_turn_ping(self, game_id: int) -> TurnPing | None:
        row = await self._db.fetch_key(
            "SELECT channel_id, message_id, user_id FROM turn_pings WHERE game_id = ?",
            (game_id,),
        )
        return None if row is None else TurnPing(game_id, row[0], row[1], row[2])

    async def set_turn_ping(self, ping: TurnPing) -> None:
        await self._db.write(
            "INSERT INTO turn_pings (game_id, channel_id, message_id, user_id)"
            " VALUES (?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET"
            " channel_id = excluded.channel_id, message_id = excluded.message_id,"
            " user_id = excluded.user_id",
            (ping.game_id, ping.channel_id, ping.message_id, ping.user_id),
        )

    async def clear_turn_ping(self, game_id: int) -> None:
        await self._db.write("DELETE FROM turn_pings WHERE game_id = ?", (game_id,))

    async def results_for_game(self, game_id: int) -> list[StoredResult]:
        rows = await self._db.fetch_all(
            f"{RESULT_SELECT} WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return [result_from_row(row) for row in rows]

    async def results_for_guild(
        self, guild_id: int, *, rules: str | None = None
    ) -> list[StoredResult]:
        order = "ORDER BY finished_at, game_id, seat"
        if rules is None:
            rows = await self._db.fetch_all(
                f"{RESULT_SELECT} WHERE guild_id = ? {order}", (guild_id,)
            )
        else:
            rows = await self._db.fetch_all(
                f"{RESULT_SELECT} WHERE guild_id = ? AND rules = ? {order}", (guild_id, rules)
            )
        return [result_from_row(row) for row in rows]

    async def recent_games(
        self, guild_id: int, *, before: int | None = None, limit: int = 20
    ) -> list[StoredResult]:
        rows = await self._db.fetch_all(
            f"{RESULT_SELECT} WHERE game_id IN (SELECT DISTINCT game_id FROM results"
            " WHERE guild_id = ? AND game_id < ? ORDER BY game_id DESC LIMIT ?)"
            " ORDER BY game_id DESC, seat",
            (guild_id, NO_GAME_AFTER if before is None else before, limit),
        )
        return [result_from_row(row) for row in rows]

    async def results_stamp(self, guild_id: int) -> tuple[int, int]:
        row = await self._db.fetch_key(
            "SELECT (SELECT max(game_id) FROM results WHERE guild_id = ?),"
            " (SELECT min(user_id) FROM results WHERE guild_id = ? AND user_id < 0)",
            (guild_id, guild_id),
        )
        return (int(row[0] or 0), int(row[1] or 0)) if row is not None else (0, 0)

    async def guild_players(self, guild_id: int) -> list[int]:
        rows = await self._db.fetch_all(
            "SELECT DISTINCT user_id FROM results WHERE guild_id = ? AND user_id > 0",
            (guild_id,),
        )
        return sorted(int(row[0]) for row in rows)

    async def leaderboard(
        self, board: Leaderboard, period: str, *, offset: int = 0, limit: int = 10
    ) -> LeaderboardPage:
        return await leaderboard_queries.leaderboard(
            self._db, board, period, offset=offset, limit=limit
        )

    async def leaderboard_row(
        self, board: Leaderboard, period: str, user_id: int
    ) -> LeaderboardRow | None:
        return await leaderboard_queries.leaderboard_row(self._db, board, period, user_id)

    async def player_stats(
        self, guild_id: int, kind: str, user_id: int, *, rules: str | None = None
    ) -> PlayerStats | None:
        return await leaderboard_queries.player_stats(self._db, guild_id, kind, user_id, rules)

    async def rating_changes(self, game_id: int) -> list[RatingChange]:
        return await leaderboard_queries.rating_changes(self._db, game_id)

    async def players_named(self, guild_id: int, kind: str, name: str) -> list[int]:
        return await leaderboard_queries.players_named(self._db, guild_id, kind, name)

    async def rating_history(self, guild_id: int, kind: str, user_id: int) -> list[RatedGame]:
        return await leaderboard_queries.rating_history(self._db, guild_id, kind, user_id)

    async def last_finished_game(self, channel_id: int, user_id: int, kind: str) -> int | None:
        return await leaderboard_queries.last_finished_game(self._db, channel_id, user_id, kind)

    async def upkeep_done(self) -> None:
        await self._db.write("DELETE FROM maintenance_due WHERE task = ?", (REBUILD_TASK,))

    async def games_missing_stats(self, kinds: Sequence[str]) -> list[int]:
        marks = ", ".join("?" for _ in kinds)
        rows = await self._db.fetch_all(
            "SELECT DISTINCT game_id FROM results"
            f" WHERE turns IS NULL AND kind IN ({marks}) ORDER BY game_id",
            tuple(kinds),
        )
        return [row[0] for row in rows]

    async def deck_pictures(self, guild_id: int) -> list[DeckPicture]:
        rows = await self._db.fetch_all(deck_queries.IN_DECK, (guild_id,))
        return [deck_queries.picture_from_row(row) for row in rows]

    async def deck_usage(self, guild_id: int) -> DeckUsage:
        return deck_queries.usage_from_row(
            await self._db.fetch_one(deck_queries.USAGE, (guild_id,))
        )

    async def deck_picture_data(
        self, guild_id: int, picture_ids: Sequence[int]
    ) -> dict[int, bytes]:
        wanted = sorted(set(picture_ids))
        if not wanted:
            return {}
        rows = await self._db.fetch_all(
            "SELECT id, data FROM deck_pictures"
            f" WHERE guild_id = ? AND id IN ({deck_queries.marks(len(wanted))})",
            (guild_id, *wanted),
        )
        return {row[0]: bytes(row[1]) for row in rows}

    async def remove_deck_picture(self, guild_id: int, picture_id: int) -> bool:
        changed = await self._db.write(deck_queries.REMOVE, (now_epoch(), guild_id, picture_id))
        return changed == 1

    async def open_game_settings(self, guild_id: int, kind: str) -> list[str]:
        rows = await self._db.fetch_all(deck_queries.OPEN_SETTINGS, (guild_id, kind))
        return [row[0] for row in rows]

    async def delete_removed_pictures(self, guild_id: int, keep: Sequence[int]) -> int:
        kept = sorted(set(keep))
        sql = "DELETE FROM deck_pictures WHERE guild_id = ? AND removed_at IS NOT NULL"
        if kept:
            sql += f" AND id NOT IN ({deck_queries.marks(len(kept))})"
        return await self._db.write(sql, (guild_id, *kept))

    async def _check_guard(
        self, changed: int, game_id: int, expected_version: int, guard: Guard
    ) -> None:
        if changed != 1:
            row = await self._db.fetch_key(GUARD_DIAGNOSIS, (game_id,))
            raise guard.refusal(game_id, expected_version, row)


def _flag(value: object) -> bool | None:
    """A stored yes/no that may be unset (SQLite gives 0/1, PostgreSQL a bool)."""
    return None if value is None else bool(value)
