"""`GameStore` on SQLite (aiosqlite), the default backend.

Every versioned change is one guarded UPDATE of the game row (see `guards`). Changes that also
touch other tables (seats, results) run that UPDATE first inside one IMMEDIATE transaction.
Saving an ordinary action is a single statement (the log line is appended by a trigger), which
keeps a click to two round trips to SQLite's threads: one read, one write.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Iterable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager, suppress
from datetime import datetime
from pathlib import Path
from typing import Any

import aiosqlite

from storage.checks import (
    checked_action,
    checked_results,
    checked_seed,
    epoch_or_none,
    replaced_seat_row,
)
from storage.connections import Connections
from storage.deck_queries import add_picture
from storage.deck_records import DeckLimits, DeckPicture, NewDeckPicture
from storage.errors import ChannelBusy, DatabasePlaceError, GameNotFound, StorageUnavailable
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
from storage.migrator import migrate
from storage.placement import FOLDER_NOT_CREATED, check_database_place
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
    GAME_SELECT,
    TIMER_SELECT,
    game_from_row,
    timer_from_row,
)
from storage.shared_queries import SharedQueries
from storage.standings_sql import (
    REBUILD_TASK,
    Tx,
    complete_results,
    next_finish_seq,
    rebuild,
    set_seat_stats,
)
from storage.thread_tx import ThreadTx, run_to_end
from storage.times import now_epoch, optional_from_epoch, to_epoch
from storage.wal_checkpoints import MARK

DEFAULT_DB_PATH = Path("data/pickomino.db")
MOVES_POLL_SECONDS = 0.2
"""How often `follow_moves` looks for other connections' commits: a move reaches a live page
within this (docs/web.md), for one read of a pragma when nothing was written."""

log = logging.getLogger(__name__)


class SqliteGameStore(SharedQueries, PrivacyQueries):
    def __init__(self, connections: Connections, path: Path | None = None) -> None:
        self._db = connections
        self._wal = None if path is None else path.with_name(path.name + "-wal")

    @classmethod
    async def open(
        cls,
        path: str | Path = DEFAULT_DB_PATH,
        *,
        durable: bool = True,
        checkpoint_mark: int = MARK,
    ) -> SqliteGameStore:
        """Open (creating it and its folder if missing) and migrate the database. Nothing else
        is read: games load on demand, so start-up time does not grow with stored games.
        `durable=False` trades the last commits before a power cut for speed (see Connections);
        `checkpoint_mark` is the pages of log between two checkpoints (see WalCheckpoints).
        """
        path = Path(path)
        check_database_place(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DatabasePlaceError(path, FOLDER_NOT_CREATED, path.parent, error) from error
        connections = await Connections.open(path, durable=durable, checkpoint_mark=checkpoint_mark)
        try:
            await migrate(connections.writer, str(path))
        except BaseException:
            await connections.close()
            raise
        connections.committed()
        return cls(connections, path)

    async def durable(self) -> bool:
        return await self._db.durable()

    def gauges(self) -> dict[str, float]:
        """The write-ahead log's size: it grows when checkpoints cannot keep up."""
        try:
            size = 0 if self._wal is None else self._wal.stat().st_size
        except FileNotFoundError:
            size = 0
        return {"sqlite_wal_bytes": float(size)}

    async def follow_moves(
        self, moved: Callable[[int], None], followed: Callable[[], Collection[int]]
    ) -> Callable[[], Awaitable[None]]:
        """Moves written to the file by any connection, another process's (`pickomino-bot
        web` beside the bot) or this one's: one task looks at SQLite's `data_version` every
        `MOVES_POLL_SECONDS` and, when it moved, reads the versions of the `followed` games
        (by primary key, on the event loop's thread) and tells those whose version changed."""
        task = asyncio.create_task(_poll_moves(self._db, moved, followed), name="sqlite moves")

        async def stop() -> None:
            task.cancel()
            with suppress(asyncio.CancelledError):
                await task

        return stop

    async def probe(self) -> None:
        await self._db.probe()

    # Reading games

    async def get_game(self, game_id: int) -> StoredGame:
        row = await self._db.fetch_key(f"{GAME_SELECT} WHERE g.id = ?", (game_id,))
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

    async def replace_seat(
        self, game_id: int, expected_version: int, *, seat: int, by: Seat, deadline: datetime | None
    ) -> int:
        row = replaced_seat_row(game_id, seat, by)
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                REPLACE_SEAT, (epoch_or_none(deadline), now_epoch(), game_id, expected_version)
            )
            await self._check_guard(cursor.rowcount, game_id, expected_version, REPLACING)
            await conn.execute(REPLACE_SEAT_ROW, row)
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

            def finish(conn: sqlite3.Connection) -> int:
                saved = conn.execute(SAVE_ACTION, (*parameters, now, game_id, expected_version))
                if saved.rowcount == 1:
                    run_to_end(_insert_results(ThreadTx(conn), game_id, results, now))
                return saved.rowcount

            changed = await self._db.transaction_in_one_call(finish)
            await self._check_guard(changed, game_id, expected_version, ACTION)
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
        row = await self._db.fetch_one(
            f"SELECT min(deadline) FROM games WHERE deadline IS NOT NULL{owned}", parameters
        )
        return None if row is None else optional_from_epoch(row[0])

    # Guild settings

    # Member settings and turn pings

    # Results

    # Leaderboards, ratings, statistics

    async def ratings_rebuild_due(self) -> bool:
        row = await self._db.fetch_one(
            "SELECT count(*) FROM maintenance_due WHERE task = ?", (REBUILD_TASK,)
        )
        return row is not None and row[0] > 0

    async def set_seat_stats(
        self, counts: Sequence[tuple[int, Sequence[tuple[int, SeatStats]]]]
    ) -> None:
        def fill(conn: sqlite3.Connection) -> None:
            for game_id, stats in counts:
                run_to_end(set_seat_stats(ThreadTx(conn), game_id, stats))

        await self._db.transaction_in_one_call(fill)

    async def rebuild_ratings(self) -> int:
        return await rebuild(self._db, self._tx)

    # Pick Pic server decks

    async def add_deck_picture(self, picture: NewDeckPicture, limits: DeckLimits) -> DeckPicture:
        async with self._tx() as tx:
            return await add_picture(tx, picture, limits)

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[SqliteTx]:
        async with self._db.transaction() as conn:
            yield SqliteTx(conn)

    def _privacy_tx(self) -> AbstractAsyncContextManager[SqliteTx]:
        return self._tx()

    # Refusals


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
    """standings_sql.Tx on an open aiosqlite transaction (each statement one hand-over to
    the writer's thread; see ThreadTx for many statements in one)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return list(await self.conn.execute_fetchall(sql, tuple(parameters)))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.conn.executemany(sql, rows)


async def _insert_results(tx: Tx, game_id: int, results: Sequence[SeatResult], now: float) -> None:
    """Copy who sat where from the seats, so results cannot disagree with the game; then
    the results' order, counts and ratings (standings_sql)."""
    await tx.executemany(
        "INSERT INTO results (game_id, seat, guild_id, rules, user_id, computer_level,"
        " display_name, rank, worms, tiles_json, won, finished_at, kind)"
        " SELECT s.game_id, s.seat, g.guild_id, g.rules, coalesce(s.replaced_user_id, s.user_id),"
        " CASE WHEN s.replaced_user_id IS NULL THEN s.computer_level END,"
        " coalesce(s.replaced_name, s.display_name), ?, ?, ?, ?, ?, g.kind"
        " FROM seats AS s JOIN games AS g ON g.id = s.game_id"
        " WHERE s.game_id = ? AND s.seat = ?",
        [
            (r.rank, r.worms, json.dumps(list(r.tiles)), int(r.won), now, game_id, r.seat)
            for r in results
        ],
    )
    ((seat_count, stored),) = await tx.fetch(
        "SELECT (SELECT count(*) FROM seats WHERE game_id = ?),"
        " (SELECT count(*) FROM results WHERE game_id = ?)",
        (game_id, game_id),
    )
    if stored != len(results) or seat_count != len(results):
        raise ValueError(
            f"game {game_id} has {seat_count} seats but results were given for {len(results)}"
        )
    await complete_results(tx, game_id, results, await next_finish_seq(tx))


async def _poll_moves(
    db: Connections, moved: Callable[[int], None], followed: Callable[[], Collection[int]]
) -> None:
    """SqliteGameStore.follow_moves' task. A game newly followed is told once (its version
    was not known): its followers read it again, which costs them one read."""
    seen: dict[int, int] = {}
    data_version: int | None = None
    while True:
        await asyncio.sleep(MOVES_POLL_SECONDS)
        try:
            now = db.data_version()
            if now == data_version:
                continue
            games = sorted(followed())
            rows = (
                db.fetch_here(
                    "SELECT id, version FROM games WHERE id IN (SELECT value FROM json_each(?))",
                    (json.dumps(games),),
                )
                if games
                else []
            )
        except sqlite3.ProgrammingError:
            return  # the store was closed: nothing more to follow
        except (StorageUnavailable, sqlite3.Error) as error:
            log.info("live pages: moves not read this time (%s)", error)
            continue
        data_version = now
        versions = {int(row[0]): int(row[1]) for row in rows}
        for game_id in games:
            if versions.get(game_id) != seen.get(game_id):
                moved(game_id)
        seen = versions
