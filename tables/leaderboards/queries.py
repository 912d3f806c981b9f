"""What a front-end asks of leaderboards: a page of a board, a person's statistics, as words.

Discord and the terminal both go through here (they never read storage themselves); the
numbers come from the store, the words from tables.leaderboards.board_view and stats_view.
"""

from collections.abc import Callable
from datetime import UTC, datetime

from charts.spec import RatingChart
from storage import GameStore, Leaderboard, Period, period_key
from tables.drawing import drawn
from tables.leaderboards.board_view import PAGE_SIZE, BoardView, board_view, pages_of
from tables.leaderboards.stats_view import StatsView, stats_view

__all__ = ["Leaderboards", "Period"]


class Leaderboards:
    def __init__(self, store: GameStore, clock: Callable[[], datetime] | None = None) -> None:
        """`clock` says when "this week" and "this month" are (UTC now by default)."""
        self.store = store
        self.clock = clock or (lambda: datetime.now(UTC))

    async def page(
        self,
        guild_id: int,
        kind: str,
        rules: str,
        period: Period,
        number: int,
        *,
        caller: int | None,
        language: str,
        name: Callable[[str], str] = str,
    ) -> BoardView:
        """Page `number` (from 0; past the last page: the last page) of a board; the caller's
        own row is added below when it is not on the page. `name` escapes names for the
        front-end's markup."""
        board = Leaderboard(guild_id, kind, rules)
        key = period_key(period, self.clock())
        count = await self.store.leaderboard(board, key, limit=0)
        number = max(0, min(number, pages_of(count.total) - 1))
        rows = await self.store.leaderboard(board, key, offset=number * PAGE_SIZE, limit=PAGE_SIZE)
        own = None if caller is None else await self.store.leaderboard_row(board, key, caller)
        return board_view(
            rows,
            own,
            kind=kind,
            rules=rules,
            period=period,
            number=number,
            language=language,
            name=name,
        )

    async def stats(
        self, guild_id: int, kind: str, user_id: int, display_name: str, language: str
    ) -> StatsView:
        """A person's statistics; `display_name` names them when they have no game yet."""
        found = await self.store.player_stats(guild_id, kind, user_id)
        return stats_view(found, display_name, language, kind)

    async def rating_picture(
        self, guild_id: int, kind: str, user_id: int, name: str, language: str
    ) -> bytes:
        """A PNG of the person's rating over their games and their results per week (`name`
        as typed: the chart draws text, not markup)."""
        from charts.draw import rating_png
        from tables.leaderboards.rating_chart import rating_chart

        games = await self.store.rating_history(guild_id, kind, user_id)
        return await drawn(rating_png, rating_chart(games, name, language, kind))

    async def rating_picture_named(
        self, guild_id: int, kind: str, name: str, language: str
    ) -> bytes:
        """The picture of `rating_chart_named` (the terminal's `stats --chart`)."""
        from charts.draw import rating_png

        return await drawn(
            rating_png, await self.rating_chart_named(guild_id, kind, name, language)
        )

    async def rating_chart_named(
        self, guild_id: int, kind: str, name: str, language: str
    ) -> RatingChart:
        """The chart of the first person of the server last seen under `name`, titled with
        their name as the boards write it ("Ann" for `stats ann`); nobody: a chart saying
        there is no rated game."""
        from tables.leaderboards.rating_chart import rating_chart

        users = await self.store.players_named(guild_id, kind, name)
        games = await self.store.rating_history(guild_id, kind, users[0]) if users else []
        found = await self.store.player_stats(guild_id, kind, users[0]) if users else None
        shown = found.display_name if found is not None else name
        return rating_chart(games, shown, language, kind)

    async def stats_named(
        self, guild_id: int, kind: str, name: str, language: str
    ) -> list[StatsView]:
        """Everyone of the server last seen under `name` (any case), one view each; nobody:
        the friendly line for `name`."""
        users = await self.store.players_named(guild_id, kind, name)
        if not users:
            return [stats_view(None, name, language, kind)]
        return [await self.stats(guild_id, kind, user, name, language) for user in users]
