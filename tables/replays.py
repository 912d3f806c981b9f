"""A stored game move by move (issue 38): every state its action log passes through, as the
game's own view (plain data, no words), for front-ends that step through a game.

A game keeps its seed and its action log, not its states (storage), so the states are made
again by playing the log from the seed, as `history` and the review do: the same moves on the
same dice give the same states, whatever version stored them.

`GameReplays` serves the finished games of Pickomino of one server: a game of another
server, a running one, a Pick Pic one and one that does not exist are all the same `None`,
so an address learns nothing by counting. It also follows a server's running games of
Pickomino (`followed`, the live page): each is replayed once, then grown by the moves logged
since, once per new version however many people follow it. Pickomino hides nothing from its
players (the dice are rolled in the open), so its table as it stands is public; Pick Pic's
hands and gives are not (P5, P9): its games are served by tables.pickpic.replay, whose pages
show its public table only.

Each finished game is replayed, and reviewed, once per process however many people open it:
a finished game never changes, and the seats' names, which can (a person forgotten, F8), are
read again at every request rather than kept.
"""

import asyncio
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from storage import ActionLogEntry, GameNotFound, GameStatus, GameStore, StoredGame
from tables.computers import think
from tables.errors import UserError
from tables.keyed_locks import KeyedLocks
from tables.kinds import DEFAULT_KIND, kind_of
from tables.pickomino.review import GameReview
from tables.rules import RefusedMove

KEPT = 32
"""Finished games whose replay (and review) a process keeps: about 400 KB for a game of 300
moves."""


@dataclass(frozen=True, slots=True)
class Step:
    """The table after `number` moves (0: as the game began)."""

    number: int
    seat: int | None
    """Who made the move that led here; None at the start and for the table's own moves (a
    seat removed, F8)."""
    automatic: bool
    """The move was played for a person whose turn timer ran out; a computer's own moves
    (logged as played for the seat too) are not."""
    events: tuple[Any, ...]
    """What the move did, as the game's events (GameKind.describe_event says them)."""
    view: Any
    """What the players saw then: the game's view (GameRules.view)."""


@dataclass(frozen=True, slots=True)
class Replay:
    game_id: int
    kind: str
    steps: tuple[Step, ...]
    """Every state, the start first: `steps[k]` follows the k-th move."""

    @property
    def moves(self) -> int:
        return len(self.steps) - 1

    def lines(self, number: int, names: Sequence[str], language: str) -> list[str]:
        """The move that led to step `number`, in words (the board's markup)."""
        describe = kind_of(self.kind).describe_event
        events = self.steps[number].events
        return [line for event in events if (line := describe(event, names, language))]


@dataclass(frozen=True, slots=True)
class Shown:
    """A finished game of Pickomino as a server's pages show it: its record now (names as
    stored), its replay, and its review (None when the log does not replay against the
    expert)."""

    stored: StoredGame
    replay: Replay
    review: GameReview | None


def replayed(stored: StoredGame, log: Sequence[ActionLogEntry]) -> Replay:
    """Every state of `stored` from its seed and action log. Raises UserError for a game
    without a seed or whose log its rules refuse (error.review_unreadable)."""
    if stored.seed is None:
        raise UserError("error.review_unreadable")
    rules = kind_of(stored.kind).rules
    game = rules.new_game(stored.rules, len(stored.seats), stored.seed, stored.settings_json)
    steps = [Step(0, None, False, (), rules.view(game))]
    try:
        for number, entry in enumerate(log, 1):
            move = rules.parse_move(entry.action)
            seat = None if rules.is_removal(move) else entry.seat
            events = tuple(rules.apply(game, move, seat))
            automatic = _for_a_person(stored, seat, entry)
            steps.append(Step(number, seat, automatic, events, rules.view(game)))
    except RefusedMove as error:
        raise UserError("error.review_unreadable") from error
    return Replay(stored.id, stored.kind, tuple(steps))


def _for_a_person(stored: StoredGame, seat: int | None, entry: ActionLogEntry) -> bool:
    """The timer played this move for a person (not a computer playing its own seat)."""
    return entry.automatic and seat is not None and not stored.seats[seat].is_computer


def _reviewed(stored: StoredGame, log: Sequence[ActionLogEntry]) -> GameReview | None:
    from tables.reviews import replay

    try:
        return replay(stored, [(entry.seat, entry.action) for entry in log])
    except UserError:
        return None


@dataclass(frozen=True, slots=True)
class Followed:
    """A game as its live page shows it: its record now, and its replay up to its last move
    (None while it waits in its lobby)."""

    stored: StoredGame
    replay: Replay | None


@dataclass(slots=True)
class _Growing:
    """A running game replayed so far: its state after the last step, at a stored version."""

    version: int
    seed: int
    game: Any
    steps: list[Step]


class GameReplays:
    def __init__(self, store: GameStore, kept: int = KEPT) -> None:
        self.store = store
        self._kept = kept
        self._done: OrderedDict[int, tuple[Replay, GameReview | None]] = OrderedDict()
        self._running: OrderedDict[int, _Growing] = OrderedDict()
        self._locks = KeyedLocks()
        self.computed = 0
        """Games replayed and reviewed by this process (the cache's misses)."""

    async def finished(self, guild_id: int, game_id: int) -> Shown | None:
        """Game `game_id` when it is a finished game of Pickomino of `guild_id` whose log
        replays, else None (Pick Pic's games: tables.pickpic.replay)."""
        try:
            stored = await self.store.get_game(game_id)
        except GameNotFound:
            return None
        if stored.guild_id != guild_id or stored.status != GameStatus.FINISHED:
            return None
        if stored.kind != DEFAULT_KIND:
            return None
        async with self._locks(game_id):
            done = self._done.get(game_id)
            if done is None:
                try:
                    done = await self._compute(stored)
                except (GameNotFound, UserError):
                    return None
                self._done[game_id] = done
                while len(self._done) > self._kept:
                    self._done.popitem(last=False)
            self._done.move_to_end(game_id)
        return Shown(stored, *done)

    async def _compute(self, stored: StoredGame) -> tuple[Replay, GameReview | None]:
        log = await self.store.action_log(stored.id)
        replay = await asyncio.to_thread(replayed, stored, log)
        review = await think(_reviewed, stored, log)
        self.computed += 1
        return replay, review

    async def followed(self, guild_id: int, game_id: int) -> Followed | None:
        """Game `game_id` of `guild_id` when it is a game of Pickomino waiting in its lobby,
        running, or finished (its whole replay), else None."""
        try:
            stored = await self.store.get_game(game_id)
        except GameNotFound:
            return None
        if stored.guild_id != guild_id or stored.kind != DEFAULT_KIND:
            return None
        if stored.status == GameStatus.LOBBY:
            return Followed(stored, None)
        if stored.status == GameStatus.FINISHED:
            shown = await self.finished(guild_id, game_id)
            return Followed(stored, shown.replay) if shown is not None else None
        if stored.status != GameStatus.RUNNING or stored.seed is None:
            return None
        async with self._locks(game_id):
            try:
                growing = await self._grown(stored, stored.seed)
            except (GameNotFound, UserError):
                return None
        return Followed(stored, Replay(game_id, stored.kind, tuple(growing.steps)))

    async def _grown(self, stored: StoredGame, seed: int) -> _Growing:
        """The running game's replay, with the moves logged since it was last read."""
        growing = self._running.get(stored.id)
        if growing is None or growing.seed != seed:
            rules = kind_of(stored.kind).rules
            game = rules.new_game(stored.rules, len(stored.seats), seed, stored.settings_json)
            growing = _Growing(-1, seed, game, [Step(0, None, False, (), rules.view(game))])
        if growing.version != stored.version:
            log = await self.store.action_log(stored.id)
            _grow(stored, growing, log[len(growing.steps) - 1 :])
            growing.version = stored.version
        self._running[stored.id] = growing
        self._running.move_to_end(stored.id)
        while len(self._running) > self._kept:
            self._running.popitem(last=False)
        return growing


def _grow(stored: StoredGame, growing: _Growing, entries: Sequence[ActionLogEntry]) -> None:
    rules = kind_of(stored.kind).rules
    try:
        for entry in entries:
            move = rules.parse_move(entry.action)
            seat = None if rules.is_removal(move) else entry.seat
            events = tuple(rules.apply(growing.game, move, seat))
            number = len(growing.steps)
            automatic = _for_a_person(stored, seat, entry)
            growing.steps.append(Step(number, seat, automatic, events, rules.view(growing.game)))
    except RefusedMove as error:
        raise UserError("error.review_unreadable") from error
