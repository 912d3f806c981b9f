"""Reading leaderboards, player statistics and rating changes, for both backends (standard
SQL with `?` placeholders, run through their `fetch_all` and `fetch_one`).

A leaderboard page reads `board_totals` through its ordering index (one row per person and
period, kept up to date as games finish); a player's statistics aggregate that player's own
results through `results_by_player`. Neither reads other people's games, so both stay fast
however many games a server has finished.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol

from storage.leaderboard_records import (
    Leaderboard,
    LeaderboardPage,
    LeaderboardRow,
    PlaceAverage,
    PlayerStats,
    RatedGame,
    RatingChange,
    RatingTrend,
)
from storage.times import from_epoch


class Reader(Protocol):
    async def fetch_all(self, sql: str, parameters: Iterable[Any] = ()) -> Sequence[Any]: ...

    async def fetch_one(self, sql: str, parameters: Iterable[Any] = ()) -> Any | None: ...


TREND_GAMES = 10
"""How many of the last rated games a rating trend shows."""

_BOARD = "guild_id = ? AND kind = ? AND rules = ? AND period = ?"
_ORDER = "rating DESC, wins DESC, games DESC, display_name, user_id"

# The page walks the ordering index (board_totals_order) and stops after it: no sort, and no
# window over the whole board. Ranks come from one count of the rows ahead of the first row.
_PAGE = f"""
SELECT user_id, display_name, rating, games, wins, worms
FROM board_totals
WHERE {_BOARD}
ORDER BY {_ORDER}
LIMIT ? OFFSET ?
"""

# Rows strictly ahead of (rating, wins, games) in rank, and those before a row in the order.
_AHEAD = f"""
SELECT count(*) FROM board_totals
WHERE {_BOARD} AND (rating, wins, games) > (?, ?, ?)
"""
_BEFORE_IN_TIE = f"""
SELECT count(*) FROM board_totals
WHERE {_BOARD} AND rating = ? AND wins = ? AND games = ?
  AND (display_name < ? OR (display_name = ? AND user_id < ?))
"""


def _player_filter(
    guild_id: int, kind: str, user_id: int, rules: str | None, alias: str = ""
) -> tuple[str, tuple[Any, ...]]:
    """The WHERE clause (and its parameters) of one person's results, optionally one rule set;
    it matches the index results_by_player."""
    prefix = f"{alias}." if alias else ""
    where = f"{prefix}guild_id = ? AND {prefix}user_id = ? AND {prefix}kind = ?"
    if rules is None:
        return where, (guild_id, user_id, kind)
    return f"{where} AND {prefix}rules = ?", (guild_id, user_id, kind, rules)


def _board_parameters(board: Leaderboard, period: str) -> tuple[Any, ...]:
    return (board.guild_id, board.kind, board.rules, period)


async def leaderboard(
    db: Reader, board: Leaderboard, period: str, *, offset: int, limit: int
) -> LeaderboardPage:
    parameters = _board_parameters(board, period)
    rows = await db.fetch_all(_PAGE, (*parameters, limit, offset))
    count = await db.fetch_one(f"SELECT count(*) FROM board_totals WHERE {_BOARD}", parameters)
    assert count is not None
    page: list[LeaderboardRow] = []
    for position, (user_id, name, rating, games, wins, worms) in enumerate(rows, start=offset):
        key = (rating, wins, games)
        if page and (page[-1].rating, page[-1].wins, page[-1].games) == key:
            rank = page[-1].rank
        elif page:
            rank = position + 1
        else:
            ahead = await db.fetch_one(_AHEAD, (*parameters, rating, wins, games))
            assert ahead is not None
            rank = ahead[0] + 1
        page.append(LeaderboardRow(rank, position, user_id, name, rating, games, wins, worms))
    return LeaderboardPage(tuple(page), count[0])


async def leaderboard_row(
    db: Reader, board: Leaderboard, period: str, user_id: int
) -> LeaderboardRow | None:
    parameters = _board_parameters(board, period)
    row = await db.fetch_one(
        "SELECT user_id, display_name, rating, games, wins, worms FROM board_totals"
        f" WHERE {_BOARD} AND user_id = ?",
        (*parameters, user_id),
    )
    if row is None:
        return None
    _, name, rating, games, wins, worms = row
    ahead = await db.fetch_one(_AHEAD, (*parameters, rating, wins, games))
    tied = await db.fetch_one(
        _BEFORE_IN_TIE, (*parameters, rating, wins, games, name, name, user_id)
    )
    assert ahead is not None and tied is not None
    return LeaderboardRow(
        ahead[0] + 1, ahead[0] + tied[0], user_id, name, rating, games, wins, worms
    )


async def player_stats(
    db: Reader, guild_id: int, kind: str, user_id: int, rules: str | None = None
) -> PlayerStats | None:
    where, parameters = _player_filter(guild_id, kind, user_id, rules)
    totals = await db.fetch_one(
        "SELECT count(*), sum(CASE WHEN won THEN 1 ELSE 0 END), sum(worms), max(worms),"
        " count(turns), coalesce(sum(turns), 0), coalesce(sum(busts), 0),"
        " coalesce(sum(tiles_stolen), 0), coalesce(sum(tiles_lost), 0)"
        f" FROM results WHERE {where}",
        parameters,
    )
    assert totals is not None
    games, wins, worms, best, logged, turns, busts, stolen, lost = totals
    if not games:
        return None
    last = await db.fetch_one(
        f"SELECT display_name, won FROM results WHERE {where} ORDER BY finish_seq DESC LIMIT 1",
        parameters,
    )
    assert last is not None
    name, last_won = last
    streak = await db.fetch_one(
        f"SELECT count(*) FROM results WHERE {where} AND finish_seq > coalesce("
        f"(SELECT max(finish_seq) FROM results WHERE {where} AND won <> ?), 0)",
        (*parameters, *parameters, last_won),
    )
    assert streak is not None
    places = await db.fetch_all(
        f"SELECT table_size, count(*), sum(rank) FROM results WHERE {where}"
        " GROUP BY table_size ORDER BY table_size",
        parameters,
    )
    joined, _ = _player_filter(guild_id, kind, user_id, rules, alias="r")
    taken = await db.fetch_one(
        "SELECT t.tile, sum(t.times) AS times FROM results AS r"
        " JOIN taken_tiles AS t ON t.game_id = r.game_id AND t.seat = r.seat"
        f" WHERE {joined}"
        " GROUP BY t.tile ORDER BY times DESC, t.tile DESC LIMIT 1",
        parameters,
    )
    return PlayerStats(
        user_id=user_id,
        display_name=name,
        games=games,
        wins=wins,
        worms=worms,
        best_worms=best,
        places=tuple(PlaceAverage(*place) for place in places),
        logged_games=logged,
        turns=turns,
        busts=busts,
        tiles_stolen=stolen,
        tiles_lost=lost,
        most_taken=None if taken is None else (taken[0], taken[1]),
        streak=streak[0] if last_won else -streak[0],
        ratings=await _trends(db, guild_id, kind, user_id, rules),
    )


async def _trends(
    db: Reader, guild_id: int, kind: str, user_id: int, rules: str | None
) -> tuple[RatingTrend, ...]:
    where = "guild_id = ? AND kind = ? AND user_id = ?" + (
        "" if rules is None else " AND rules = ?"
    )
    parameters: tuple[Any, ...] = (guild_id, kind, user_id) + (() if rules is None else (rules,))
    ratings = await db.fetch_all(
        f"SELECT rules, rating, rated_games FROM ratings WHERE {where} ORDER BY rules",
        parameters,
    )
    trends = []
    for board_rules, rating, rated_games in ratings:
        recent = await db.fetch_all(
            "SELECT rating_before, rating_after FROM rating_changes"
            " WHERE guild_id = ? AND kind = ? AND rules = ? AND user_id = ?"
            " ORDER BY finish_seq DESC LIMIT ?",
            (guild_id, kind, board_rules, user_id, TREND_GAMES),
        )
        points = [after for _, after in reversed(recent)]
        trends.append(RatingTrend(board_rules, rating, rated_games, (recent[-1][0], *points)))
    return tuple(trends)


async def rating_changes(db: Reader, game_id: int) -> list[RatingChange]:
    rows = await db.fetch_all(
        "SELECT game_id, user_id, rating_before, rating_after FROM rating_changes"
        " WHERE game_id = ? ORDER BY user_id",
        (game_id,),
    )
    return [RatingChange(*row) for row in rows]


HISTORY_GAMES = 2000
"""The most games a rating chart reads: years of play for the keenest, a chart still legible."""


async def rating_history(db: Reader, guild_id: int, kind: str, user_id: int) -> list[RatedGame]:
    """A person's last HISTORY_GAMES finished games of `kind` with their rating after each,
    oldest first; it walks results_by_player, so other people's games are never read."""
    where, parameters = _player_filter(guild_id, kind, user_id, None, alias="r")
    rows = await db.fetch_all(
        "SELECT r.game_id, r.rules, r.finished_at, r.rank, r.won,"
        " c.mu_after, c.sigma_after, c.rating_after FROM results AS r"
        " LEFT JOIN rating_changes AS c ON c.game_id = r.game_id AND c.user_id = r.user_id"
        f" WHERE {where} ORDER BY r.finish_seq DESC, r.game_id DESC LIMIT ?",
        (*parameters, HISTORY_GAMES),
    )
    return [
        RatedGame(game, rules, from_epoch(at), rank, bool(won), mu, sigma, rating)
        for game, rules, at, rank, won, mu, sigma, rating in reversed(rows)
    ]


async def last_finished_game(db: Reader, channel_id: int, user_id: int, kind: str) -> int | None:
    """The number of the last finished game of `kind` in a channel where `user_id` had a seat."""
    row = await db.fetch_one(
        "SELECT g.id FROM games AS g JOIN results AS r ON r.game_id = g.id"
        " WHERE g.channel_id = ? AND g.kind = ? AND g.status = ? AND r.user_id = ?"
        " ORDER BY g.finished_at DESC, g.id DESC LIMIT 1",
        (channel_id, kind, "finished", user_id),
    )
    return None if row is None else int(row[0])


async def players_named(db: Reader, guild_id: int, kind: str, name: str) -> list[int]:
    """People of the server whose name in their last game is `name` (any case)."""
    rows = await db.fetch_all(
        "SELECT DISTINCT user_id FROM board_totals"
        " WHERE guild_id = ? AND kind = ? AND period = 'all' AND lower(display_name) = lower(?)"
        " ORDER BY user_id",
        (guild_id, kind, name),
    )
    return [row[0] for row in rows]
