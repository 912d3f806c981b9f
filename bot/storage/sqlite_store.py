"""`GameStore` on SQLite (aiosqlite), the default backend.

Every versioned change is one guarded UPDATE of the game row (see `guards`). Changes that also
touch other tables (seats, results) run that UPDATE first inside one IMMEDIATE transaction.
Saving an ordinary action is a single statement (the log line is appended by a trigger), which
keeps a click to two round trips to SQLite's threads: one read, one write.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage import leaderboard_queries
from bot.storage.checks import checked_action, checked_results, checked_seed, epoch_or_none
from bot.storage.connections import Connections
from bot.storage.errors import ChannelBusy, DatabasePlaceError, GameNotFound
from bot.storage.guards import (
    ABANDON,
    ABANDONING,
    ACTION,
    BREAKING,
    GUARD_DIAGNOSIS,
    LOBBY,
    MARK_BROKEN,
    SAVE_ACTION,
    SET_DEADLINE,
    START,
    STARTING,
    TIMING,
    UPDATE_LOBBY,
    Guard,
)
from bot.storage.leaderboard_records import (
    Leaderboard,
    LeaderboardPage,
    LeaderboardRow,
    PlayerStats,
    RatingChange,
)
from bot.storage.migrator import migrate
from bot.storage.placement import FOLDER_NOT_CREATED, check_database_place
from bot.storage.records import (
    DEFAULT_KIND,
    ActionLogEntry,
    GuildSettings,
    MemberSettings,
    Seat,
    SeatResult,
    SeatStats,
    Shards,
    StoredGame,
    StoredResult,
    Timer,
    TurnPing,
    checked_seats,
)
from bot.storage.rows import (
    GAME_SELECT,
    LOG_SELECT,
    RESULT_SELECT,
    TIMER_SELECT,
    game_from_row,
    log_entry_from_row,
    result_from_row,
    timer_from_row,
)
from bot.storage.standings_sql import (
    REBUILD_TASK,
    complete_results,
    next_finish_seq,
    rebuild,
    set_seat_stats,
)
from bot.storage.times import now_epoch, optional_from_epoch, to_epoch

DEFAULT_DB_PATH = Path("data/pickomino.db")

log = logging.getLogger(__name__)


class SqliteGameStore:
    def __init__(self, connections: Connections) -> None:
        self._db = connections

    @classmethod
    async def open(
        cls, path: str | Path = DEFAULT_DB_PATH, *, durable: bool = True
    ) -> SqliteGameStore:
        """Open (creating it and its folder if missing) and migrate the database. Nothing else
        is read: games load on demand, so start-up time does not grow with stored games.
        `durable=False` trades the last commits before a power cut for speed (see Connections).
        """
        path = Path(path)
        check_database_place(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DatabasePlaceError(path, FOLDER_NOT_CREATED, path.parent, error) from error
        connections = await Connections.open(path, durable=durable)
        try:
            await migrate(connections.writer, str(path))
        except BaseException:
            await connections.close()
            raise
        return cls(connections)

    async def close(self) -> None:
        await self._db.close()

    async def durable(self) -> bool:
        return await self._db.durable()

    # Reading games

    async def get_game(self, game_id: int) -> StoredGame:
        row = await self._db.fetch_one(f"{GAME_SELECT} WHERE g.id = ?", (game_id,))
        if row is None:
            raise GameNotFound(game_id)
        return game_from_row(row)

    async def active_game_in_channel(self, channel_id: int) -> StoredGame | None:
        row = await self._db.fetch_one(
            f"{GAME_SELECT} WHERE g.channel_id = ? AND g.status IN ('lobby', 'running')",
            (channel_id,),
        )
        return None if row is None else game_from_row(row)

    async def last_game_in_channel(self, channel_id: int) -> StoredGame | None:
        row = await self._db.fetch_one(
            f"{GAME_SELECT} WHERE g.channel_id = ? ORDER BY g.id DESC LIMIT 1", (channel_id,)
        )
        return None if row is None else game_from_row(row)

    async def action_log(self, game_id: int) -> list[ActionLogEntry]:
        rows = await self._db.fetch_all(
            f"{LOG_SELECT} WHERE game_id = ? ORDER BY version", (game_id,)
        )
        if not rows:
            await self.get_game(game_id)
        return [log_entry_from_row(row) for row in rows]

    # Changing games

    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        owner_id: int,
        rules: str,
        settings_json: str,
        seats: Sequence[Seat],
        kind: str = DEFAULT_KIND,
    ) -> StoredGame:
        seats = checked_seats(seats)
        now = now_epoch()
        async with self._db.transaction() as conn:
            try:
                cursor = await conn.execute(
                    "INSERT INTO games (guild_id, channel_id, owner_id, rules, settings_json,"
                    " status, version, created_at, updated_at, kind)"
                    " VALUES (?, ?, ?, ?, ?, 'lobby', 1, ?, ?, ?)",
                    (guild_id, channel_id, owner_id, rules, settings_json, now, now, kind),
                )
            except sqlite3.IntegrityError as exc:
                open_game = await self.active_game_in_channel(channel_id)
                if open_game is None:
                    raise
                raise ChannelBusy(channel_id, open_game.id) from exc
            game_id = cursor.lastrowid
            assert game_id is not None, "an INSERT into a rowid table always sets lastrowid"
            await _insert_seats(conn, game_id, seats)
        return await self.get_game(game_id)

    async def update_lobby(
        self,
        game_id: int,
        expected_version: int,
        *,
        seats: Sequence[Seat],
        rules: str | None = None,
        settings_json: str | None = None,
    ) -> int:
        seats = checked_seats(seats)
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                UPDATE_LOBBY, (rules, settings_json, now_epoch(), game_id, expected_version)
            )
            await self._check_guard(cursor.rowcount, game_id, expected_version, LOBBY)
            await _replace_seats(conn, game_id, seats)
        return expected_version + 1

    async def start_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        seed: int,
        state_json: str,
        deadline: datetime | None,
        seats: Sequence[Seat] | None = None,
    ) -> int:
        parameters = (
            checked_seed(seed),
            state_json,
            epoch_or_none(deadline),
            now_epoch(),
            game_id,
            expected_version,
        )
        new_seats = None if seats is None else checked_seats(seats)
        async with self._db.transaction() as conn:
            cursor = await conn.execute(START, parameters)
            await self._check_guard(cursor.rowcount, game_id, expected_version, STARTING)
            if new_seats is not None:
                await _replace_seats(conn, game_id, new_seats)
        return expected_version + 1

    async def apply_action(
        self,
        game_id: int,
        expected_version: int,
        *,
        seat: int,
        action: str,
        state_json: str,
        deadline: datetime | None,
        results: Sequence[SeatResult] | None = None,
        automatic: bool = False,
    ) -> int:
        checked_action(seat, action)
        now = now_epoch()
        parameters: tuple[object, ...]
        if results is None:
            parameters = (
                state_json,
                "running",
                None,
                epoch_or_none(deadline),
                seat,
                action,
                int(automatic),
            )
            changed = await self._db.write(
                SAVE_ACTION, (*parameters, now, game_id, expected_version)
            )
            await self._check_guard(changed, game_id, expected_version, ACTION)
        else:
            checked_results(results)
            parameters = (state_json, "finished", now, None, seat, action, int(automatic))
            async with self._db.transaction() as conn:
                cursor = await conn.execute(
                    SAVE_ACTION, (*parameters, now, game_id, expected_version)
                )
                await self._check_guard(cursor.rowcount, game_id, expected_version, ACTION)
                await _insert_results(conn, game_id, results, now)
        return expected_version + 1

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

    # Timers

    async def set_deadline(self, game_id: int, expected_version: int, deadline: datetime) -> None:
        changed = await self._db.write(
            SET_DEADLINE, (to_epoch(deadline), game_id, expected_version)
        )
        await self._check_guard(changed, game_id, expected_version, TIMING)

    async def clear_deadline(self, game_id: int) -> None:
        await self._db.write("UPDATE games SET deadline = NULL WHERE id = ?", (game_id,))

    async def due_timers(self, now: datetime, shards: Shards | None = None) -> list[Timer]:
        owned, parameters = _owned_by(shards)
        rows = await self._db.fetch_all(
            f"{TIMER_SELECT} WHERE deadline IS NOT NULL AND deadline <= ?{owned} ORDER BY deadline",
            (to_epoch(now), *parameters),
        )
        return [timer_from_row(row) for row in rows]

    async def next_deadline(self, shards: Shards | None = None) -> datetime | None:
        owned, parameters = _owned_by(shards)
        row = await self._db.fetch_one(
            f"SELECT min(deadline) FROM games WHERE deadline IS NOT NULL{owned}", parameters
        )
        return None if row is None else optional_from_epoch(row[0])

    # Guild settings

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        row = await self._db.fetch_one(
            "SELECT language, turn_timer_seconds, default_rules, default_settings_json,"
            " turn_pings FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        )
        if row is None:
            return GuildSettings(guild_id)
        language, timer, rules, settings_json, pings = row
        return GuildSettings(guild_id, language, timer, rules, settings_json, _flag(pings))

    async def set_guild_settings(self, settings: GuildSettings) -> None:
        await self._db.write(
            "INSERT INTO guild_settings (guild_id, language, turn_timer_seconds,"
            " default_rules, default_settings_json, turn_pings, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language,"
            " turn_timer_seconds = excluded.turn_timer_seconds,"
            " default_rules = excluded.default_rules,"
            " default_settings_json = excluded.default_settings_json,"
            " turn_pings = excluded.turn_pings,"
            " updated_at = excluded.updated_at",
            (
                settings.guild_id,
                settings.language,
                settings.turn_timer_seconds,
                settings.default_rules,
                settings.default_settings_json,
                settings.turn_pings,
                now_epoch(),
            ),
        )

    # Member settings and turn pings

    async def get_member_settings(self, guild_id: int, user_id: int) -> MemberSettings:
        row = await self._db.fetch_one(
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
        row = await self._db.fetch_one(
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

    # Results

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

    # Leaderboards, ratings, statistics

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

    async def ratings_rebuild_due(self) -> bool:
        row = await self._db.fetch_one(
            "SELECT count(*) FROM maintenance_due WHERE task = ?", (REBUILD_TASK,)
        )
        return row is not None and row[0] > 0

    async def games_missing_stats(self) -> list[int]:
        rows = await self._db.fetch_all(
            "SELECT DISTINCT game_id FROM results WHERE turns IS NULL ORDER BY game_id"
        )
        return [row[0] for row in rows]

    async def set_seat_stats(self, game_id: int, stats: Sequence[tuple[int, SeatStats]]) -> None:
        async with self._db.transaction() as conn:
            await set_seat_stats(SqliteTx(conn), game_id, stats)

    async def rebuild_ratings(self) -> int:
        return await rebuild(self._db, self._tx)

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[SqliteTx]:
        async with self._db.transaction() as conn:
            yield SqliteTx(conn)

    # Refusals

    async def _check_guard(
        self, changed: int, game_id: int, expected_version: int, guard: Guard
    ) -> None:
        if changed != 1:
            row = await self._db.fetch_one(GUARD_DIAGNOSIS, (game_id,))
            raise guard.refusal(game_id, expected_version, row)


def _owned_by(shards: Shards | None) -> tuple[str, tuple[int, ...]]:
    """The condition (and its parameters) that keeps the games of the servers of `shards`."""
    if shards is None:
        return "", ()
    marks = ", ".join("?" for _ in shards.ids)
    return f" AND ((guild_id >> 22) % ?) IN ({marks})", (shards.count, *shards.ids)


async def _insert_seats(conn: aiosqlite.Connection, game_id: int, seats: Sequence[Seat]) -> None:
    await conn.executemany(
        "INSERT INTO seats (game_id, seat, user_id, computer_level, display_name)"
        " VALUES (?, ?, ?, ?, ?)",
        [
            (game_id, index, seat.user_id, seat.computer_level, seat.display_name)
            for index, seat in enumerate(seats)
        ],
    )


async def _replace_seats(conn: aiosqlite.Connection, game_id: int, seats: Sequence[Seat]) -> None:
    await conn.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
    await _insert_seats(conn, game_id, seats)


class SqliteTx:
    """standings_sql.Tx on an open aiosqlite transaction."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return list(await self.conn.execute_fetchall(sql, tuple(parameters)))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.conn.executemany(sql, rows)


async def _insert_results(
    conn: aiosqlite.Connection, game_id: int, results: Sequence[SeatResult], now: float
) -> None:
    """Copy who sat where from the seats, so results cannot disagree with the game; then
    the results' order, counts and ratings (standings_sql)."""
    cursor = await conn.executemany(
        "INSERT INTO results (game_id, seat, guild_id, rules, user_id, computer_level,"
        " display_name, rank, worms, tiles_json, won, finished_at, kind)"
        " SELECT s.game_id, s.seat, g.guild_id, g.rules, s.user_id, s.computer_level,"
        " s.display_name, ?, ?, ?, ?, ?, g.kind"
        " FROM seats AS s JOIN games AS g ON g.id = s.game_id"
        " WHERE s.game_id = ? AND s.seat = ?",
        [
            (r.rank, r.worms, json.dumps(list(r.tiles)), int(r.won), now, game_id, r.seat)
            for r in results
        ],
    )
    rows = list(
        await conn.execute_fetchall("SELECT count(*) FROM seats WHERE game_id = ?", (game_id,))
    )
    seat_count = rows[0][0]
    if cursor.rowcount != len(results) or seat_count != len(results):
        raise ValueError(
            f"game {game_id} has {seat_count} seats but results were given for {len(results)}"
        )
    tx = SqliteTx(conn)
    await complete_results(tx, game_id, results, await next_finish_seq(tx))


def _flag(value: object) -> bool | None:
    """A stored yes/no that may be unset (SQLite gives 0/1, PostgreSQL a bool)."""
    return None if value is None else bool(value)
