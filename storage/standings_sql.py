"""Writing ratings, leaderboard totals and each seat's counts, for both backends: when a game
finishes, and when everything derived is rebuilt from the stored results.

Both paths go through `standings.game_update`, in the order of `results.finish_seq`, which the
finishing transaction assigns (under SQLite's writer lock, or PostgreSQL's lock on the results
table): so the rebuild replays exactly the order the incremental updates saw. The statements
are standard SQL with `?` placeholders; a `Tx` runs them on one backend's transaction.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any, Protocol

from storage.leaderboard_records import Leaderboard
from storage.records import SeatResult, SeatStats
from storage.standings import (
    FinishedGame,
    FinishedSeat,
    GameUpdate,
    Skill,
    SkillChange,
    TotalsLine,
    game_update,
    skills_before,
)
from storage.times import from_epoch

REBUILD_TASK = "ratings"
"""The row of `maintenance_due` that asks for the upgrade's upkeep (set by migration 0005):
older games' counts, then a rebuild of the ratings (tables.leaderboards.upkeep), deleted once
both are done."""

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


_COMPLETE_RESULT = """
UPDATE results SET finish_seq = ?, removed = ?, table_size = ?, turns = ?, busts = ?,
                   tiles_stolen = ?, tiles_lost = ?
WHERE game_id = ? AND seat = ?
"""


class Tx(Protocol):
    """One backend's open transaction, spoken to with `?` placeholders."""

    async def fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Sequence[Any]]: ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...


class Reader(Protocol):
    async def fetch_all(self, sql: str, parameters: Iterable[Any] = ()) -> Sequence[Any]: ...


async def next_finish_seq(tx: Tx) -> int:
    """The place in the order of finished games of the game finishing in `tx`."""
    ((finish_seq,),) = await tx.fetch("SELECT coalesce(max(finish_seq), 0) + 1 FROM results")
    return int(finish_seq)


async def complete_results(
    tx: Tx, game_id: int, results: Sequence[SeatResult], finish_seq: int
) -> None:
    """Give the just inserted results of a game their place in the order of finished games,
    their removals (F8), table size and counts, then rate the game."""
    await tx.executemany(
        _COMPLETE_RESULT,
        [
            (finish_seq, r.removed, len(results), *_stats_columns(r.stats), game_id, r.seat)
            for r in results
        ],
    )
    await _insert_taken(tx, game_id, results)
    await rate_finished(tx, game_id)


async def rate_finished(tx: Tx, game_id: int) -> None:
    """Ratings and leaderboard totals of a game whose results are stored, in `tx`."""
    rows = await tx.fetch(f"{FINISHED_SEAT_SELECT} WHERE r.game_id = ? ORDER BY r.seat", [game_id])
    game = finished_games(rows)[0]
    people = [seat.user_id for seat in game.people]
    if not people:
        return
    board = game.board
    skill_rows = await tx.fetch(
        "SELECT user_id, mu, sigma, rated_games FROM ratings"
        " WHERE guild_id = ? AND kind = ? AND rules = ?"
        f" AND user_id IN ({', '.join('?' * len(people))})",
        [board.guild_id, board.kind, board.rules, *people],
    )
    before = {user: Skill(mu, sigma, games) for user, mu, sigma, games in skill_rows}
    await write_update(tx, game, game_update(game, before))


def _stats_columns(stats: SeatStats | None) -> tuple[int | None, ...]:
    if stats is None:
        return (None, None, None, None)
    return (stats.turns, stats.busts, stats.tiles_stolen, stats.tiles_lost)


async def _insert_taken(tx: Tx, game_id: int, results: Sequence[SeatResult]) -> None:
    await tx.executemany(
        "INSERT INTO taken_tiles (game_id, seat, tile, times) VALUES (?, ?, ?, ?)",
        [
            (game_id, r.seat, tile, times)
            for r in results
            if r.stats is not None
            for tile, times in r.stats.taken
        ],
    )


async def set_seat_stats(tx: Tx, game_id: int, stats: Sequence[tuple[int, SeatStats]]) -> None:
    """Fill in the counts of a game finished before they were recorded (backfill)."""
    await tx.executemany(
        "UPDATE results SET turns = ?, busts = ?, tiles_stolen = ?, tiles_lost = ?"
        " WHERE game_id = ? AND seat = ?",
        [(*_stats_columns(seat_stats), game_id, seat) for seat, seat_stats in stats],
    )
    await tx.executemany("DELETE FROM taken_tiles WHERE game_id = ?", [(game_id,)])
    await _insert_taken(
        tx,
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


def is_anonymous(user_id: int) -> bool:
    """A forgotten person's anonymous seat (storage.privacy_queries): rated with the others,
    so their numbers stay as they were, but never given a rating, history or board row."""
    return user_id < 0


async def write_update(tx: Tx, game: FinishedGame, update: GameUpdate) -> None:
    """Apply one game's update: ratings and totals are upserts (totals add up), as the
    rebuild's folding does in memory."""
    keys = _board_keys(game.board)
    changes = [c for c in update.changes if not is_anonymous(c.user_id)]
    await tx.executemany(_UPSERT_RATING, [_rating_row(keys, c) for c in changes])
    await tx.executemany(_INSERT_CHANGE, [_change_row(game, keys, c) for c in changes])
    await tx.executemany(
        _UPSERT_TOTALS,
        [
            (*keys, *_totals_key_and_values(line))
            for line in update.totals
            if not is_anonymous(line.user_id)
        ],
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


async def rebuild(
    reader: Reader, transaction: Callable[[], AbstractAsyncContextManager[Tx]]
) -> int:
    """Recompute ratings, rating changes and leaderboard totals from the results alone, and
    replace them in one transaction; returns the number of finished games. The results are
    read outside the writer lock; if a game finished meanwhile, they are read again."""
    while True:
        rows = await reader.fetch_all(
            f"{FINISHED_SEAT_SELECT} WHERE r.finish_seq IS NOT NULL"
            " ORDER BY r.finish_seq, r.game_id, r.seat"
        )
        games = finished_games(rows)
        seen = max((game.finish_seq for game in games), default=0), len(rows)
        rebuilt = _replay(games)
        async with transaction() as tx:
            ((last, count),) = await tx.fetch(
                "SELECT coalesce(max(finish_seq), 0), count(*) FROM results"
                " WHERE finish_seq IS NOT NULL",
            )
            if (last, count) != seen:
                continue
            for table in ("ratings", "rating_changes", "board_totals"):
                await tx.executemany(f"DELETE FROM {table}", [()])
            await rebuilt.write(tx)
        return len(games)


def _replay(games: Sequence[FinishedGame]) -> _Rebuilt:
    """Every game's update in order, folded as the incremental upserts would leave them."""
    current: dict[tuple[int, str, str, int], Skill] = {}
    rebuilt = _Rebuilt()
    for game in games:
        update = game_update(game, skills_before(game, current))
        keys = _board_keys(game.board)
        for change in update.changes:
            current[(*keys, change.user_id)] = change.after
            if is_anonymous(change.user_id):
                continue
            rebuilt.ratings[(*keys, change.user_id)] = _rating_row(keys, change)
            rebuilt.changes.append(_change_row(game, keys, change))
        for line in update.totals:
            if is_anonymous(line.user_id):
                continue
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

    async def write(self, tx: Tx) -> None:
        """Rows in the order of their primary keys, so that each table grows at its end
        rather than at random places (rating history already comes in game order)."""
        await tx.executemany(_UPSERT_RATING, [self.ratings[key] for key in sorted(self.ratings)])
        await tx.executemany(_INSERT_CHANGE, self.changes)
        await tx.executemany(
            _UPSERT_TOTALS, [(*key, *self.totals[key]) for key in sorted(self.totals)]
        )
