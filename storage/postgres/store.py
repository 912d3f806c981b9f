"""`GameStore` on PostgreSQL: the same guarded UPDATEs as SQLite (see `storage.guards`).

Saving an ordinary action is one statement on one pooled connection (the log line is appended
by a trigger in that statement), so it is atomic without an explicit transaction. Changes that
also touch seats or results run the guarded UPDATE first, in one transaction. Two writers
racing from the same version cannot both match: in READ COMMITTED, the second UPDATE waits for
the first's row lock, then re-checks `version = ?` on the committed row and matches nothing.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Iterable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from datetime import datetime
from typing import Any

import asyncpg

from storage.checks import (
    checked_action,
    checked_results,
    checked_seed,
    epoch_or_none,
    replaced_seat_row,
)
from storage.deck_queries import add_picture
from storage.deck_records import DeckLimits, DeckPicture, NewDeckPicture
from storage.errors import ChannelBusy, GameNotFound
from storage.guards import (
    ACTION,
    LOBBY,
    REPLACE_SEAT,
    REPLACE_SEAT_ROW,
    REPLACING,
    SAVE_ACTION,
    START,
    STARTING,
    UPDATE_LOBBY,
)
from storage.postgres.migrator import migrate
from storage.postgres.placeholders import numbered
from storage.postgres.pool import Database, changed_rows
from storage.privacy_store import PrivacyQueries
from storage.records import (
    DEFAULT_KIND,
    Seat,
    SeatResult,
    SeatStats,
    Shards,
    StoredGame,
    Timer,
    checked_seats,
)
from storage.rows import (
    TIMER_SELECT,
    game_from_row,
    timer_from_row,
)
from storage.shared_queries import SharedQueries
from storage.standings_sql import (
    REBUILD_TASK,
    complete_results,
    next_finish_seq,
    rebuild,
    set_seat_stats,
)
from storage.times import now_epoch, optional_from_epoch, to_epoch

# One statement reads a game with its seats, so both come from one snapshot; the seats come as
# the same JSON array SQLite's json_group_array builds, so one converter reads both.
MOVES_CHANNEL = "pickomino_moves"
"""Where migration 0011 tells every new version of a game, with its id."""

GAME_SELECT = """
SELECT g.id, g.guild_id, g.channel_id, g.owner_id, g.rules, g.settings_json, g.status, g.seed,
       g.state_json, g.message_id, g.version, g.created_at, g.updated_at, g.finished_at,
       g.deadline, g.broken_reason, g.kind,
       (SELECT coalesce(json_agg(json_build_array(s.seat, s.user_id, s.computer_level,
                                                  s.display_name, s.replaced_user_id,
                                                  s.replaced_name)), '[]')::text
          FROM seats AS s WHERE s.game_id = g.id) AS seats
FROM games AS g
"""

INSERT_RESULTS = """
INSERT INTO results (game_id, seat, guild_id, rules, user_id, computer_level, display_name,
                     rank, worms, tiles_json, won, finished_at, kind)
SELECT s.game_id, s.seat, g.guild_id, g.rules, coalesce(s.replaced_user_id, s.user_id),
       CASE WHEN s.replaced_user_id IS NULL THEN s.computer_level END,
       coalesce(s.replaced_name, s.display_name), r.rank, r.worms, r.tiles_json, r.won, $2, g.kind
FROM unnest($3::integer[], $4::integer[], $5::integer[], $6::text[], $7::boolean[])
       AS r (seat, rank, worms, tiles_json, won)
JOIN seats AS s ON s.game_id = $1 AND s.seat = r.seat
JOIN games AS g ON g.id = s.game_id
"""


class PostgresGameStore(SharedQueries, PrivacyQueries):
    def __init__(self, database: Database) -> None:
        self._db = database

    def gauges(self) -> dict[str, float]:
        """The connection pool's use: all connections busy means clicks queue for one."""
        return self._db.gauges()

    @classmethod
    async def open(cls, url: str, *, durable: bool = True) -> PostgresGameStore:
        """Connect and migrate. The database itself must exist (an admin creates it once);
        its tables are created by the migrations."""
        database = await Database.open(url, durable=durable)
        try:
            async with database.connection() as conn:
                await migrate(conn, database.name)
        except BaseException:
            await database.close()
            raise
        return cls(database)

    @property
    def name(self) -> str:
        """The database URL without its password."""
        return self._db.name

    async def follow_moves(
        self, moved: Callable[[int], None], followed: Callable[[], Collection[int]]
    ) -> Callable[[], Awaitable[None]]:
        """`moved(game_id)` whenever any process writes a new version of any game (migration
        0011's notifications), followed or not; stop by awaiting the returned function."""
        return await self._db.listen(MOVES_CHANNEL, lambda payload: moved(int(payload)))

    async def probe(self) -> None:
        """The server answers on a pooled connection (a lost one is `StorageUnavailable`)."""
        await self._db.write("SELECT 1")

    async def durable(self) -> bool:
        """Whether a commit waits for its WAL to reach the disk, as the server reports it."""
        row = await self._db.fetch_one(
            "SELECT current_setting('synchronous_commit'), current_setting('fsync')"
        )
        assert row is not None
        synchronous_commit, fsync = row
        return synchronous_commit != "off" and fsync == "on"

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
        try:
            async with self._db.transaction() as conn:
                game_id = await conn.fetchval(
                    "INSERT INTO games (guild_id, channel_id, owner_id, rules, settings_json,"
                    " status, version, created_at, updated_at, kind)"
                    " VALUES ($1, $2, $3, $4, $5, 'lobby', 1, $6, $6, $7) RETURNING id",
                    guild_id,
                    channel_id,
                    owner_id,
                    rules,
                    settings_json,
                    now,
                    kind,
                )
                await _insert_seats(conn, game_id, seats)
        except asyncpg.UniqueViolationError as error:
            if error.constraint_name != "games_one_open_per_channel":
                raise
            open_game = await self.active_game_in_channel(channel_id)
            if open_game is None:
                raise
            raise ChannelBusy(channel_id, open_game.id) from error
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
            status = await conn.execute(
                numbered(UPDATE_LOBBY), rules, settings_json, now_epoch(), game_id, expected_version
            )
            await self._check_guard(changed_rows(status), game_id, expected_version, LOBBY)
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
            status = await conn.execute(numbered(START), *parameters)
            await self._check_guard(changed_rows(status), game_id, expected_version, STARTING)
            if new_seats is not None:
                await _replace_seats(conn, game_id, new_seats)
        return expected_version + 1

    async def replace_seat(
        self, game_id: int, expected_version: int, *, seat: int, by: Seat, deadline: datetime | None
    ) -> int:
        row = replaced_seat_row(game_id, seat, by)
        async with self._db.transaction() as conn:
            status = await conn.execute(
                numbered(REPLACE_SEAT),
                epoch_or_none(deadline),
                now_epoch(),
                game_id,
                expected_version,
            )
            await self._check_guard(changed_rows(status), game_id, expected_version, REPLACING)
            await conn.execute(numbered(REPLACE_SEAT_ROW), *row)
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
        if results is None:
            parameters = (state_json, "running", None, epoch_or_none(deadline), seat, action)
            changed = await self._db.write(
                SAVE_ACTION, (*parameters, automatic, now, game_id, expected_version)
            )
            await self._check_guard(changed, game_id, expected_version, ACTION)
        else:
            checked_results(results)
            parameters = (state_json, "finished", now, None, seat, action)
            async with self._db.transaction() as conn:
                status = await conn.execute(
                    numbered(SAVE_ACTION), *parameters, automatic, now, game_id, expected_version
                )
                await self._check_guard(changed_rows(status), game_id, expected_version, ACTION)
                await _insert_results(conn, game_id, results, now)
                tx = await _standings_tx(conn)
                await complete_results(tx, game_id, results, await next_finish_seq(tx))
        return expected_version + 1

    # Timers

    async def due_timers(self, now: datetime, shards: Shards | None = None) -> list[Timer]:
        owned, parameters = _owned_by(shards)
        rows = await self._db.fetch_all(
            f"{TIMER_SELECT} WHERE deadline IS NOT NULL AND deadline <= ?{owned} ORDER BY deadline",
            (to_epoch(now), *parameters),
        )
        return [timer_from_row(row) for row in rows]

    async def open_game_counts(
        self, shards: Shards | None = None
    ) -> list[tuple[str, str, str, int]]:
        owned, parameters = _owned_by(shards)
        rows = await self._db.fetch_all(
            "SELECT kind, rules, status, count(*) FROM games"
            f" WHERE status IN ('lobby', 'running'){owned} GROUP BY kind, rules, status",
            parameters,
        )
        return [(str(kind), str(rules), str(status), int(n)) for kind, rules, status, n in rows]

    async def next_deadline(self, shards: Shards | None = None) -> datetime | None:
        owned, parameters = _owned_by(shards)
        earliest = await self._db.fetch_value(
            f"SELECT min(deadline) FROM games WHERE deadline IS NOT NULL{owned}", parameters
        )
        return optional_from_epoch(earliest)

    # Guild settings

    # Member settings and turn pings

    # Results

    # Leaderboards, ratings, statistics (the queries and updates are SQLite's, in standard SQL)

    async def ratings_rebuild_due(self) -> bool:
        count = await self._db.fetch_value(
            "SELECT count(*) FROM maintenance_due WHERE task = ?", (REBUILD_TASK,)
        )
        return bool(count)

    async def set_seat_stats(
        self, counts: Sequence[tuple[int, Sequence[tuple[int, SeatStats]]]]
    ) -> None:
        async with self._db.transaction() as conn:
            tx = PostgresTx(conn)
            for game_id, stats in counts:
                await set_seat_stats(tx, game_id, stats)

    async def rebuild_ratings(self) -> int:
        return await rebuild(self._db, self._standings)

    # Pick Pic server decks

    async def add_deck_picture(self, picture: NewDeckPicture, limits: DeckLimits) -> DeckPicture:
        async with self._db.transaction() as conn:
            await conn.execute(
                "SELECT pg_advisory_xact_lock($1, $2)", DECK_LOCK, picture.guild_id % (1 << 31)
            )
            return await add_picture(PostgresTx(conn), picture, limits)

    @asynccontextmanager
    async def _standings(self) -> AsyncIterator[PostgresTx]:
        async with self._db.transaction() as conn:
            yield await _standings_tx(conn)

    def _privacy_tx(self) -> AbstractAsyncContextManager[PostgresTx]:
        return self._standings()

    # Refusals


def _owned_by(shards: Shards | None) -> tuple[str, tuple[object, ...]]:
    """The condition (and its parameters) that keeps the games of the servers of `shards`."""
    if shards is None:
        return "", ()
    return " AND ((guild_id >> 22) % ?) = ANY(?::integer[])", (shards.count, list(shards.ids))


async def _insert_seats(conn: asyncpg.Connection, game_id: int, seats: Sequence[Seat]) -> None:
    await conn.executemany(
        "INSERT INTO seats (game_id, seat, user_id, computer_level, display_name)"
        " VALUES ($1, $2, $3, $4, $5)",
        [
            (game_id, index, seat.user_id, seat.computer_level, seat.display_name)
            for index, seat in enumerate(seats)
        ],
    )


async def _replace_seats(conn: asyncpg.Connection, game_id: int, seats: Sequence[Seat]) -> None:
    await conn.execute("DELETE FROM seats WHERE game_id = $1", game_id)
    await _insert_seats(conn, game_id, seats)


async def _insert_results(
    conn: asyncpg.Connection, game_id: int, results: Sequence[SeatResult], now: float
) -> None:
    """Copy who sat where from the seats, so results cannot disagree with the game."""
    status = await conn.execute(
        INSERT_RESULTS,
        game_id,
        now,
        [r.seat for r in results],
        [r.rank for r in results],
        [r.worms for r in results],
        [json.dumps(list(r.tiles)) for r in results],
        [r.won for r in results],
    )
    seat_count = await conn.fetchval("SELECT count(*) FROM seats WHERE game_id = $1", game_id)
    if changed_rows(status) != len(results) or seat_count != len(results):
        raise ValueError(
            f"game {game_id} has {seat_count} seats but results were given for {len(results)}"
        )


STANDINGS_LOCK = 0x5049434B
"""The advisory lock that orders finishing games and rebuilds, as SQLite's single writer
does: ratings follow the order games finish in (standings_sql)."""


DECK_LOCK = 0x4445434B
"""With the server's id (modulo 2^31), the advisory lock under which a picture is added: the
limits are checked and the picture inserted by one writer per server at a time, as SQLite's
single writer does. The two-key form never meets the one-key STANDINGS_LOCK."""


class PostgresTx:
    """standings_sql.Tx on an open asyncpg transaction."""

    def __init__(self, conn: asyncpg.Connection) -> None:
        self.conn = conn

    async def fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return list(await self.conn.fetch(numbered(sql), *parameters))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.conn.executemany(numbered(sql), list(rows))


async def _standings_tx(conn: asyncpg.Connection) -> PostgresTx:
    """The transaction, once it holds the standings lock (until it ends)."""
    await conn.execute("SELECT pg_advisory_xact_lock($1)", STANDINGS_LOCK)
    return PostgresTx(conn)
