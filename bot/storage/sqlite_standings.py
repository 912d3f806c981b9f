"""Writing results, ratings and leaderboard totals in SQLite: when a game finishes, and when
everything derived is rebuilt from the stored results.

Both paths go through `standings.game_update`, in the order of `results.finish_seq`, which the
finishing transaction assigns under the writer lock: so the rebuild replays exactly the order
the incremental updates saw.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import aiosqlite

from bot.storage.connections import Connections
from bot.storage.leaderboard_records import Leaderboard
from bot.storage.records import SeatResult, SeatStats
from bot.storage.standings import (
    FinishedGame,
    FinishedSeat,
    GameUpdate,
    Skill,
    SkillChange,
    TotalsLine,
    game_update,
    skills_before,
)
from bot.storage.times import from_epoch

REBUILD_TASK = "ratings"
"""The row of `maintenance_due` that asks for a rebuild (set by migration 0005)."""

_INSERT_RESULT = """
INSERT INTO results (game_id, seat, guild_id, rules, kind, user_id, computer_level, display_name,
                     rank, worms, tiles_json, won, finished_at, finish_seq, removed, table_size,
                     turns, busts, tiles_stolen, tiles_lost)
SELECT s.game_id, s.seat, g.guild_id, g.rules, g.kind, s.user_id, s.computer_level,
       s.display_name, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
FROM seats AS s JOIN games AS g ON g.id = s.game_id
WHERE s.game_id = ? AND s.seat = ?
"""

FINISHED_SEAT_SELECT = """
SELECT r.game_id, r.guild_id, r.kind, r.rules, r.finish_seq, r.finished_at, r.seat, r.user_id,
       r.display_name, r.rank, r.worms, r.won, r.removed
FROM results AS r
"""

_UPSERT_RATING = """
INSERT INTO ratings (guild_id, kind, rules, user_id, mu, sigma, rating, rated_games)
VALUES (?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (guild_id, kind, rules, user_id) DO UPDATE SET
    mu = excluded.mu, sigma = excluded.sigma, rating = excluded.rating,
    rated_games = excluded.rated_games
"""

_INSERT_CHANGE = """
INSERT INTO rating_changes (game_id, user_id, guild_id, kind, rules, finish_seq, mu_before,
                            sigma_before, mu_after, sigma_after, rating_before, rating_after)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
"""

_UPSERT_TOTALS = """
INSERT INTO board_totals (guild_id, kind, rules, period, user_id, display_name, rating, games,
                          wins, worms)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (guild_id, kind, rules, period, user_id) DO UPDATE SET
    display_name = excluded.display_name, rating = excluded.rating,
    games = board_totals.games + excluded.games, wins = board_totals.wins + excluded.wins,
    worms = board_totals.worms + excluded.worms
"""


async def _fetch(conn: aiosqlite.Connection, sql: str, parameters: Iterable[Any] = ()) -> list[Any]:
    return list(await conn.execute_fetchall(sql, tuple(parameters)))


async def record_finish(
    conn: aiosqlite.Connection, game_id: int, results: Sequence[SeatResult], now: float
) -> None:
    """Inside the transaction that finishes the game: its results (who sat where is copied
    from the seats, so results cannot disagree with the game), then ratings and totals."""
    ((finish_seq,),) = await _fetch(conn, "SELECT coalesce(max(finish_seq), 0) + 1 FROM results")
    size = len(results)
    cursor = await conn.executemany(
        _INSERT_RESULT,
        [
            (
                r.rank,
                r.worms,
                json.dumps(list(r.tiles)),
                int(r.won),
                now,
                finish_seq,
                int(r.removed),
                size,
                *_stats_columns(r.stats),
                game_id,
                r.seat,
            )
            for r in results
        ],
    )
    ((seat_count,),) = await _fetch(conn, "SELECT count(*) FROM seats WHERE game_id = ?", [game_id])
    if cursor.rowcount != size or seat_count != size:
        raise ValueError(f"game {game_id} has {seat_count} seats but results were given for {size}")
    await _insert_taken(conn, game_id, results)
    rows = await _fetch(
        conn, f"{FINISHED_SEAT_SELECT} WHERE r.game_id = ? ORDER BY r.seat", [game_id]
    )
    game = finished_games(rows)[0]
    people = [seat.user_id for seat in game.people]
    if not people:
        return
    board = game.board
    skill_rows = await _fetch(
        conn,
        "SELECT user_id, mu, sigma, rated_games FROM ratings"
        " WHERE guild_id = ? AND kind = ? AND rules = ?"
        f" AND user_id IN ({', '.join('?' * len(people))})",
        [board.guild_id, board.kind, board.rules, *people],
    )
    before = {user: Skill(mu, sigma, games) for user, mu, sigma, games in skill_rows}
    await write_update(conn, game, game_update(game, before))


def _stats_columns(stats: SeatStats | None) -> tuple[int | None, ...]:
    if stats is None:
        return (None, None, None, None)
    return (stats.turns, stats.busts, stats.tiles_stolen, stats.tiles_lost)


async def _insert_taken(
    conn: aiosqlite.Connection, game_id: int, results: Sequence[SeatResult]
) -> None:
    await conn.executemany(
        "INSERT INTO taken_tiles (game_id, seat, tile, times) VALUES (?, ?, ?, ?)",
        [
            (game_id, r.seat, tile, times)
            for r in results
            if r.stats is not None
            for tile, times in r.stats.taken
        ],
    )


async def set_seat_stats(
    conn: aiosqlite.Connection, game_id: int, stats: Sequence[tuple[int, SeatStats]]
) -> None:
    """Fill in the counts of a game finished before they were recorded (backfill)."""
    await conn.executemany(
        "UPDATE results SET turns = ?, busts = ?, tiles_stolen = ?, tiles_lost = ?"
        " WHERE game_id = ? AND seat = ?",
        [(*_stats_columns(seat_stats), game_id, seat) for seat, seat_stats in stats],
    )
    await conn.execute("DELETE FROM taken_tiles WHERE game_id = ?", (game_id,))
    await _insert_taken(
        conn,
        game_id,
        [SeatResult(seat, 1, 0, (), False, stats=seat_stats) for seat, seat_stats in stats],
    )


def finished_games(rows: Iterable[Sequence[Any]]) -> list[FinishedGame]:
    """Rows of FINISHED_SEAT_SELECT, ordered by game then seat, grouped into games."""
    games: list[FinishedGame] = []
    seats: list[FinishedSeat] = []
    head: Sequence[Any] | None = None
    for row in rows:
        if head is not None and row[0] != head[0]:
            games.append(_finished_game(head, seats))
            seats = []
        head = row
        _, _, _, _, _, _, seat, user_id, name, rank, worms, won, removed = row
        seats.append(FinishedSeat(seat, user_id, name, rank, worms, bool(won), bool(removed)))
    if head is not None:
        games.append(_finished_game(head, seats))
    return games


def _finished_game(head: Sequence[Any], seats: list[FinishedSeat]) -> FinishedGame:
    game_id, guild_id, kind, rules, finish_seq, finished_at = head[:6]
    board = Leaderboard(guild_id, kind, rules)
    return FinishedGame(game_id, board, finish_seq, from_epoch(finished_at), tuple(seats))


async def write_update(conn: aiosqlite.Connection, game: FinishedGame, update: GameUpdate) -> None:
    """Apply one game's update: ratings and totals are upserts (totals add up), as the
    rebuild's folding does in memory."""
    keys = _board_keys(game.board)
    await conn.executemany(_UPSERT_RATING, [_rating_row(keys, c) for c in update.changes])
    await conn.executemany(_INSERT_CHANGE, [_change_row(game, keys, c) for c in update.changes])
    await conn.executemany(
        _UPSERT_TOTALS,
        [(*keys, *_totals_key_and_values(line)) for line in update.totals],
    )


def _totals_key_and_values(line: TotalsLine) -> tuple[Any, ...]:
    """One game's worth of a person's totals row: period, person, then the row's values."""
    return (line.period, line.user_id, line.display_name, line.rating, 1, int(line.won), line.worms)


def _board_keys(board: Leaderboard) -> tuple[int, str, str]:
    return (board.guild_id, board.kind, board.rules)


def _rating_row(keys: tuple[int, str, str], change: SkillChange) -> tuple[Any, ...]:
    after = change.after
    return (*keys, change.user_id, after.mu, after.sigma, after.rating, after.rated_games)


def _change_row(
    game: FinishedGame, keys: tuple[int, str, str], change: SkillChange
) -> tuple[Any, ...]:
    before, after = change.before, change.after
    return (
        *(game.game_id, change.user_id, *keys, game.finish_seq),
        *(before.mu, before.sigma, after.mu, after.sigma, before.rating, after.rating),
    )


async def rebuild(db: Connections) -> int:
    """Recompute ratings, rating changes and leaderboard totals from the results alone, and
    replace them in one transaction; returns the number of finished games. The results are
    read outside the writer lock; if a game finished meanwhile, they are read again."""
    while True:
        rows = await db.fetch_all(
            f"{FINISHED_SEAT_SELECT} WHERE r.finish_seq IS NOT NULL"
            " ORDER BY r.finish_seq, r.game_id, r.seat"
        )
        games = finished_games(rows)
        seen = max((game.finish_seq for game in games), default=0), len(rows)
        rebuilt = _replay(games)
        async with db.transaction() as conn:
            ((last, count),) = await _fetch(
                conn,
                "SELECT coalesce(max(finish_seq), 0), count(*) FROM results"
                " WHERE finish_seq IS NOT NULL",
            )
            if (last, count) != seen:
                continue
            for table in ("ratings", "rating_changes", "board_totals"):
                await conn.execute(f"DELETE FROM {table}")
            await rebuilt.write(conn)
            await conn.execute("DELETE FROM maintenance_due WHERE task = ?", (REBUILD_TASK,))
        return len(games)


def _replay(games: Sequence[FinishedGame]) -> _Rebuilt:
    """Every game's update in order, folded as the incremental upserts would leave them."""
    current: dict[tuple[Leaderboard, int], Skill] = {}
    rebuilt = _Rebuilt()
    for game in games:
        update = game_update(game, skills_before(game, current))
        keys = _board_keys(game.board)
        for change in update.changes:
            current[game.board, change.user_id] = change.after
            rebuilt.ratings[(*keys, change.user_id)] = _rating_row(keys, change)
            rebuilt.changes.append(_change_row(game, keys, change))
        for line in update.totals:
            key = (*keys, line.period, line.user_id)
            games_, wins, worms = rebuilt.totals.get(key, (None, None, 0, 0, 0))[2:]
            rebuilt.totals[key] = (
                line.display_name,
                line.rating,
                games_ + 1,
                wins + line.won,
                worms + line.worms,
            )
    return rebuilt


@dataclass
class _Rebuilt:
    ratings: dict[tuple[Any, ...], tuple[Any, ...]] = field(default_factory=dict)
    changes: list[tuple[Any, ...]] = field(default_factory=list)
    totals: dict[tuple[Any, ...], tuple[Any, ...]] = field(default_factory=dict)

    async def write(self, conn: aiosqlite.Connection) -> None:
        await conn.executemany(_UPSERT_RATING, self.ratings.values())
        await conn.executemany(_INSERT_CHANGE, self.changes)
        await conn.executemany(
            _UPSERT_TOTALS, [(*key, *values) for key, values in self.totals.items()]
        )
