"""The table service's shared state and its reading side: a table's stored game, its decoded
state, its board, its history and odds. Every change goes through one of the parts built on
it (tables.service composes them).
"""

import asyncio
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any, TypeVar

from storage import (
    BrokenGame,
    GameNotFound,
    GameStatus,
    GameStore,
    RatingChange,
    Shards,
    StoredGame,
    VersionConflict,
    WrongStatus,
    load_state,
)
from tables.board import Board
from tables.boards import describe
from tables.computers import think
from tables.decoded_states import DecodedStates
from tables.errors import UserError
from tables.keyed_locks import KeyedLocks
from tables.kinds import kind_of
from tables.live import LiveTables
from tables.recent_settings import RecentSettings
from tables.seats import seat_names, seat_of
from words.i18n import t

if TYPE_CHECKING:
    from tables.pickpic.decks import ServerDecks


RECENT_EVENTS = 8
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Played:
    """A committed change: the game as stored now, its game state, and what happened."""

    stored: StoredGame
    game: Any | None
    events: tuple[Any, ...] = ()


class ServiceBase:
    """What every part of the table service shares: the store, the per-game locks, what this
    process keeps between clicks, and reading a table."""

    def __init__(
        self,
        store: GameStore,
        seed_source: Callable[[], int],
        computer_pause: float | None = None,
        shards: Shards | None = None,
    ) -> None:
        """With `computer_pause`, a computer seat's turn is due that many seconds after the
        turn passes to it, as a stored deadline: the turn timer plays it, after a restart
        too. Without, the caller plays computer turns itself (`play_computer_turn`).
        With `shards`, this process plays the timers of those shards' servers only: several
        processes, each with its own shards, share one database."""
        self.store = store
        self.shards = shards
        self.seed_source = seed_source
        self.computer_pause = computer_pause
        self.lock = KeyedLocks()
        self._recent: dict[int, deque[Any]] = {}
        self._ratings: dict[int, tuple[RatingChange, ...]] = {}
        self._settings = RecentSettings(store.get_guild_settings)
        self._decoded = DecodedStates()
        self._decks: ServerDecks | None = None
        self.timers_changed = asyncio.Event()
        """Set whenever a deadline may have moved earlier, to wake the turn timer."""
        self.live = LiveTables()
        """Who follows each table (the web's live pages), told of every move, start and end."""
        self._timer_sleeps_until: datetime | None = None

    @property
    def decks(self) -> "ServerDecks":
        """Pick Pic's server decks, and the bytes their pictures are drawn with; made on first
        use, so that a terminal game of Pickomino does not load Pick Pic."""
        if self._decks is None:
            from tables.pickpic.decks import ServerDecks

            self._decks = ServerDecks(self.store)
        return self._decks

    def recent_events(self, game_id: int) -> tuple[Any, ...]:
        """The last events of a game since this process started (the full log: `history`)."""
        return tuple(self._recent.get(game_id, ()))

    # ------------------------------------------------------------------ reading

    async def get(self, game_id: int) -> StoredGame:
        try:
            return await self.store.get_game(game_id)
        except GameNotFound as error:
            raise UserError("error.outdated") from error

    async def open_game(self, channel_id: int) -> StoredGame | None:
        """The lobby or running game of a channel (a table), if any."""
        return await self.store.active_game_in_channel(channel_id)

    async def last_game(self, channel_id: int) -> StoredGame | None:
        return await self.store.last_game_in_channel(channel_id)

    async def load(self, stored: StoredGame) -> Any:
        """The game state of a started game; a state that cannot be read is marked broken.
        The state this process saved last is taken as it was kept (tables/decoded_states.py)."""
        if stored.broken_reason is None:
            kept = self._decoded.take(stored)
            if kept is not None:
                return kept
        try:
            return await load_state(self.store, stored, kind_of(stored.kind).rules.from_json)
        except BrokenGame as error:
            raise UserError("error.broken_game") from error

    async def state_of(self, stored: StoredGame) -> Any | None:
        """The game state, or None for a game that never started."""
        return await self.load(stored) if stored.state_json else None

    def to_play(self, stored: StoredGame, game: Any) -> int:
        """The seat whose decision is pending."""
        return kind_of(stored.kind).rules.to_play(game)

    def board(self, stored: StoredGame, game: Any | None, language: str) -> Board:
        """The board of `stored` now, with the latest events this process saw."""
        ratings = self._ratings.get(stored.id, ())
        return describe(stored, game, self.recent_events(stored.id), language, ratings)

    async def history(self, stored: StoredGame, language: str) -> list[str]:
        """A header, then one line per event: the action log replayed from the seed."""
        if stored.seed is None:
            raise UserError("error.no_history")
        kind = kind_of(stored.kind)
        rules = kind.rules
        game = rules.new_game(stored.rules, len(stored.seats), stored.seed, stored.settings_json)
        names = seat_names(stored)
        header = t(
            "history.header",
            language,
            game=stored.id,
            rules=t(f"rules.{stored.rules}", language),
            names=", ".join(names),
        )
        lines = [header]
        for entry in await self.store.action_log(stored.id):
            move = rules.parse_move(entry.action)
            seat = None if rules.is_removal(move) else entry.seat
            for event in rules.apply(game, move, seat):
                line = kind.describe_event(event, names, language)
                if line:
                    lines.append(line)
        return lines

    async def odds(self, game_id: int, user_id: int, language: str) -> str:
        """The odds of the person whose turn it is, for them alone (nobody else may ask)."""
        stored = await self.get(game_id)
        if stored.status != GameStatus.RUNNING:
            raise UserError("error.outdated")
        kind = kind_of(stored.kind)
        if kind.odds is None:
            raise UserError("error.no_odds")
        game = await self.load(stored)
        if seat_of(stored, user_id) != kind.rules.to_play(game):
            raise UserError("error.odds_not_your_turn")
        return await think(kind.odds, game, seat_names(stored), language)

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        """The message that shows the game's board, where a front-end has one."""
        await self.store.set_message_id(game_id, message_id)

    # ------------------------------------------------------------------ writing

    @staticmethod
    async def _guarded(write: Awaitable[T]) -> T:
        """The store's answer, with a lost race turned into "this board is out of date"."""
        try:
            return await write
        except (VersionConflict, WrongStatus) as error:
            raise UserError("error.outdated") from error

    async def _abandon(self, stored: StoredGame) -> StoredGame:
        version = await self._guarded(self.store.abandon_game(stored.id, stored.version))
        self.live.moved(stored.id)
        return replace(stored, status=GameStatus.ABANDONED, version=version, deadline=None)
