"""What a front-end asks to review a finished game of Pickomino (issue 29): find the game,
replay it against the expert, say it in words and draw its chart.

Only finished Pickomino games of the asking server are reviewed; any other number is refused
with the same words as a number that does not exist, so a guess learns nothing about other
servers. The replay runs in the computer players' thread (tables.computers.think), which
alone touches the players' caches; the chart is drawn in the drawing thread.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.pickomino.actions import Action
from storage import GameNotFound, GameStatus, GameStore, StoredGame
from tables.computers import think
from tables.drawing import drawn
from tables.errors import UserError
from tables.kinds import DEFAULT_KIND
from tables.pickomino.review import GameReview, review
from tables.pickomino.review_words import ReviewView, review_view
from tables.pickomino.rules import PickominoRules
from tables.rules import RefusedMove
from tables.seats import seat_names

_RULES = PickominoRules()


@dataclass(frozen=True, slots=True)
class ReviewAnswer:
    game_id: int
    view: ReviewView
    picture: bytes
    """The chart, as PNG."""


class Reviews:
    def __init__(self, store: GameStore) -> None:
        self.store = store

    async def find(
        self, guild_id: int | None, channel_id: int, user_id: int, number: int | None
    ) -> StoredGame:
        """Game `number` of the server (`guild_id` None: of any server, for the terminal), or
        the person's last finished game in the channel; UserError otherwise."""
        if number is None:
            found = await self.store.last_finished_game(channel_id, user_id, DEFAULT_KIND)
            if found is None:
                raise UserError("error.review_none")
            number = found
        try:
            stored = await self.store.get_game(number)
        except GameNotFound:
            raise UserError("error.review_unknown", game=number) from None
        if (
            (guild_id is not None and stored.guild_id != guild_id)
            or stored.kind != DEFAULT_KIND
            or stored.status != GameStatus.FINISHED
        ):
            raise UserError("error.review_unknown", game=number)
        return stored

    async def answer(
        self,
        stored: StoredGame,
        language: str,
        chart_language: str | None = None,
        name: Callable[[str], str] = str,
    ) -> ReviewAnswer:
        """The review of a game `find` returned, its chart in `chart_language` (the words'
        when None); `name` escapes names for the front-end's markup."""
        from charts.draw import lines_png

        log = await self.store.action_log(stored.id)
        moves = [(entry.seat, entry.action) for entry in log]
        reviewed = await think(replay, stored, moves)
        names = [name(each) for each in seat_names(stored)]
        view = review_view(
            stored.id, reviewed, stored.seats, names, language, chart_language or language
        )
        picture = await drawn(lines_png, view.chart)
        return ReviewAnswer(stored.id, view, picture)


def replay(stored: StoredGame, moves: Sequence[tuple[int, str]]) -> GameReview:
    """The review of `stored` from its seed and logged moves (seat, code); UserError when the
    log does not replay (a game without a seed, a move the rules refuse)."""
    if stored.seed is None:
        raise UserError("error.review_unreadable")
    game = _RULES.new_game(stored.rules, len(stored.seats), stored.seed, stored.settings_json)
    try:
        parsed: list[tuple[int, Action]] = [(seat, _RULES.parse_move(code)) for seat, code in moves]
        return review(game, parsed)
    except RefusedMove:
        raise UserError("error.review_unreadable") from None
