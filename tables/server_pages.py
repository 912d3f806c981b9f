"""What a server's web pages show (issue 38, docs/web.md), as plain data for `web/`: its
leaderboards page by page, its finished games newest first, the people with a finished game,
a player's statistics and rating chart. Only what Discord already shows the server's members:
finished games' results and the boards, never a running game.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import groupby

from charts.spec import RatingChart
from storage import (
    GameStore,
    Leaderboard,
    LeaderboardRow,
    Period,
    RatedGame,
    StoredResult,
    period_key,
)
from tables.leaderboards.board_view import PAGE_SIZE, pages_of
from tables.leaderboards.kind_words import BOARD_KINDS, PICKOMINO
from tables.leaderboards.queries import Leaderboards
from tables.leaderboards.rating_chart import rating_chart
from tables.leaderboards.stats_view import StatsView, stats_view

__all__ = [
    "BOARDS",
    "PERIODS",
    "RECENT_GAMES",
    "BoardPage",
    "FinishedGame",
    "FinishedSeat",
    "Period",
    "PlayerPage",
    "RatedGame",
    "ServerPages",
]

BOARDS = tuple(BOARD_KINDS)
"""Every board a server has, by rule set: Pickomino's two, then Pick Pic."""
PERIODS = tuple(Period)
RECENT_GAMES = 20
"""Games on a page of the server's list."""


@dataclass(frozen=True, slots=True)
class BoardPage:
    rules: str
    kind: str
    period: Period
    rows: tuple[LeaderboardRow, ...]
    page: int
    """From 0."""
    pages: int
    total: int


@dataclass(frozen=True, slots=True)
class FinishedSeat:
    rank: int
    name: str
    score: int
    """Worms in Pickomino, points in Pick Pic."""
    user_id: int | None
    """A person's Discord id (positive); None for a computer or a forgotten person."""
    removed: bool


@dataclass(frozen=True, slots=True)
class FinishedGame:
    game_id: int
    kind: str
    rules: str
    finished_at: datetime
    seats: tuple[FinishedSeat, ...]
    """Best first, ties in seat order."""


@dataclass(frozen=True, slots=True)
class PlayerPage:
    stats: dict[str, StatsView]
    """By game kind, the kinds they finished a game of (Pickomino first)."""
    charts: dict[str, RatingChart]
    games: dict[str, tuple[RatedGame, ...]]
    """Their finished games, oldest first (the last ones the store keeps for the chart)."""
    name: str


class ServerPages:
    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.leaderboards = Leaderboards(store)

    async def board(self, guild_id: int, rules: str, period: Period, number: int) -> BoardPage:
        """Page `number` (from 0; past the last: the last) of a board."""
        kind = BOARD_KINDS[rules]
        board = Leaderboard(guild_id, kind, rules)
        key = period_key(period, self.leaderboards.clock())
        count = await self.store.leaderboard(board, key, limit=0)
        pages = pages_of(count.total)
        number = max(0, min(number, pages - 1))
        found = await self.store.leaderboard(board, key, offset=number * PAGE_SIZE, limit=PAGE_SIZE)
        return BoardPage(rules, kind, period, found.rows, number, pages, count.total)

    async def recent_games(
        self, guild_id: int, before: int | None = None, limit: int = RECENT_GAMES
    ) -> list[FinishedGame]:
        """The server's finished games, newest first, of ids below `before`."""
        results = await self.store.recent_games(guild_id, before=before, limit=limit)
        return [_finished(list(seats)) for _, seats in groupby(results, lambda r: r.game_id)]

    async def stamp(self, guild_id: int) -> tuple[int, int]:
        """What the server's boards, list of games and players' pages change with: a game
        finished, a person forgotten (GameStore.results_stamp)."""
        return await self.store.results_stamp(guild_id)

    async def players(self, guild_id: int) -> list[int]:
        return await self.store.guild_players(guild_id)

    async def player(self, guild_id: int, user_id: int, language: str) -> PlayerPage | None:
        """A person's statistics and rating chart in each game they finished one of; None
        for someone without a finished game here."""
        stats: dict[str, StatsView] = {}
        charts: dict[str, RatingChart] = {}
        history: dict[str, tuple[RatedGame, ...]] = {}
        name = None
        for kind in dict.fromkeys(BOARD_KINDS.values()):
            found = await self.store.player_stats(guild_id, kind, user_id)
            if found is None:
                continue
            name = name or found.display_name
            stats[kind] = stats_view(found, found.display_name, language, kind)
            games = await self.store.rating_history(guild_id, kind, user_id)
            charts[kind] = rating_chart(games, found.display_name, language, kind)
            history[kind] = tuple(games)
        if name is None:
            return None
        return PlayerPage(stats, charts, history, name)


def _finished(seats: Sequence[StoredResult]) -> FinishedGame:
    first = seats[0]
    shown = sorted(seats, key=lambda seat: (seat.rank, seat.seat))
    return FinishedGame(
        first.game_id,
        first.kind or PICKOMINO,
        first.rules,
        first.finished_at,
        tuple(
            FinishedSeat(
                seat.rank,
                seat.display_name,
                seat.worms,
                seat.user_id if seat.user_id is not None and seat.user_id > 0 else None,
                seat.removed,
            )
            for seat in shown
        ),
    )
