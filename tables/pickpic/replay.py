"""A stored game of Pick Pic move by move, for its web pages (issue 38): the game after every
logged move, finished games replayed once per process, running ones read as they stand.

Unlike Pickomino's replay (tables.replays), each step keeps the engine's whole game, not a view:
the public boards of Discord (tables.pickpic.board, tables.pickpic.reveal_board) are made from
a game, and the pages show exactly those. The game holds every hand and gift; what a page may
show of it is the public board's business (P5, P9), never a hand's card. A finished game of
Pick Pic stays as secret as it was at its table: the pages name the givers the reveal named
and no other, as a finished game's export does (docs/privacy.md).

A game of another server, another kind, a running one (for `finished`), a waiting or running
one whose log does not replay and one that does not exist are all the same None.
"""

import asyncio
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

from engine.pickpic import Action, Event, Game
from storage import ActionLogEntry, GameNotFound, GameStatus, GameStore, StoredGame
from tables.errors import UserError
from tables.keyed_locks import KeyedLocks
from tables.pickpic import PICKPIC
from tables.pickpic.rules import PickpicRules
from tables.rules import RefusedMove

KEPT = 16
"""Finished games whose replay a process keeps: a game of 400 moves holds 400 small games."""


@dataclass(frozen=True, slots=True)
class PickpicStep:
    """The table after `number` moves (0: as the game began)."""

    number: int
    seat: int | None
    """Who made the move; None at the start and for the table's own moves (a step's timer,
    a seat that left, the reveal going on: each says itself in its events)."""
    move: Action | None
    events: tuple[Event, ...]
    game: Game


@dataclass(frozen=True, slots=True)
class PickpicReplay:
    game_id: int
    steps: tuple[PickpicStep, ...]

    @property
    def moves(self) -> int:
        return len(self.steps) - 1


@dataclass(frozen=True, slots=True)
class ShownPickpic:
    """A game of Pick Pic as the pages show it: its record now (names as stored), its replay."""

    stored: StoredGame
    replay: PickpicReplay


def pickpic_replayed(stored: StoredGame, log: Sequence[ActionLogEntry]) -> PickpicReplay:
    """The game after each move of `stored`'s log. Raises UserError for a game without a
    seed or whose log its rules refuse."""
    if stored.seed is None:
        raise UserError("error.review_unreadable")
    rules = PickpicRules()
    game = rules.new_game(stored.rules, len(stored.seats), stored.seed, stored.settings_json)
    steps = [PickpicStep(0, None, None, (), game.copy())]
    try:
        for number, entry in enumerate(log, 1):
            move = rules.parse_move(entry.action)
            seat = None if rules.is_removal(move) else entry.seat
            events = tuple(rules.apply(game, move, seat))
            steps.append(PickpicStep(number, seat, move, events, game.copy()))
    except RefusedMove as error:
        raise UserError("error.review_unreadable") from error
    return PickpicReplay(stored.id, tuple(steps))


class PickpicReplays:
    """The finished games of Pick Pic a process has replayed, the last KEPT of them."""

    def __init__(self, store: GameStore, kept: int = KEPT) -> None:
        self.store = store
        self._kept = kept
        self._done: OrderedDict[int, PickpicReplay] = OrderedDict()
        self._locks = KeyedLocks()
        self.computed = 0
        """Games replayed by this process (the cache's misses)."""

    async def finished(self, guild_id: int, game_id: int) -> ShownPickpic | None:
        """Game `game_id` when it is a finished game of Pick Pic of `guild_id` whose log
        replays, else None."""
        stored = await self._stored(guild_id, game_id)
        if stored is None or stored.status != GameStatus.FINISHED:
            return None
        async with self._locks(game_id):
            replay = self._done.get(game_id)
            if replay is None:
                try:
                    log = await self.store.action_log(game_id)
                    replay = await asyncio.to_thread(pickpic_replayed, stored, log)
                except (GameNotFound, UserError):
                    return None
                self.computed += 1
                self._done[game_id] = replay
                while len(self._done) > self._kept:
                    self._done.popitem(last=False)
            self._done.move_to_end(game_id)
        return ShownPickpic(stored, replay)

    async def standing(self, guild_id: int, game_id: int) -> tuple[StoredGame, Game | None] | None:
        """Game `game_id` of `guild_id` as its table stands, when it is a game of Pick Pic
        waiting in its lobby (no game yet), running, or finished; else None."""
        stored = await self._stored(guild_id, game_id)
        if stored is None:
            return None
        if stored.status == GameStatus.LOBBY:
            return stored, None
        if stored.status not in (GameStatus.RUNNING, GameStatus.FINISHED):
            return None
        if stored.state_json is None:
            return None
        return stored, PickpicRules().from_json(stored.state_json)

    async def _stored(self, guild_id: int, game_id: int) -> StoredGame | None:
        try:
            stored = await self.store.get_game(game_id)
        except GameNotFound:
            return None
        if stored.guild_id != guild_id or stored.kind != PICKPIC.name:
            return None
        return stored
