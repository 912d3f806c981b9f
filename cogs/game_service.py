"""Every change to a game of a channel: load, check, apply, commit, in that order.

One asyncio lock per game serializes clicks on that game (games of other channels never wait
for each other); the version each button carries, checked again by the store in the same
transaction as the write, turns double clicks and stale boards into a clear refusal.
"""

import asyncio
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import TypeVar

from bot.logging_setup import log_game_events
from bot.storage import (
    ChannelBusy,
    GameNotFound,
    GameStatus,
    GameStore,
    Seat,
    SeatResult,
    StoredGame,
    VersionConflict,
    WrongStatus,
)
from cogs.keyed_locks import KeyedLocks
from cogs.replies import UserError
from cogs.table import TableOptions, engine_game, seat_of, table_options
from engine.pickomino import Action, Event, Game, IllegalAction, event_to_dict, snapshot
from engine.pickomino.actions import REMOVE
from engine.pickomino.components import MAX_SEATS, MIN_SEATS
from engine.pickomino.policies import cautious_action

RECENT_EVENTS = 8
COMPUTER_LEVEL = 0
"""engine.pickomino.policies.cautious_action, the one computer player so far."""
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Played:
    """A committed change: the game as stored now, its engine state, and what happened."""

    stored: StoredGame
    game: Game | None
    events: tuple[Event, ...] = ()


class GameService:
    def __init__(
        self,
        store: GameStore,
        seed_source: Callable[[], int],
        computer_pause: float | None = None,
    ) -> None:
        """With `computer_pause`, a computer seat's turn is due that many seconds after the
        turn passes to it, as a stored deadline: the turn timer plays it, after a restart
        too. Without, the caller plays computer turns itself (`play_computer_turn`)."""
        self.store = store
        self.seed_source = seed_source
        self.computer_pause = computer_pause
        self.lock = KeyedLocks()
        self._recent: dict[int, deque[Event]] = {}
        self.timers_changed = asyncio.Event()
        """Set whenever a deadline may have moved earlier, to wake the turn timer."""

    def recent_events(self, game_id: int) -> tuple[Event, ...]:
        """The last events of a game since this process started (the full log: /history)."""
        return tuple(self._recent.get(game_id, ()))

    # ------------------------------------------------------------------ lobby

    async def open_lobby(
        self, guild_id: int, channel_id: int, host: Seat, options: TableOptions, rules: str
    ) -> StoredGame:
        assert host.user_id is not None
        try:
            return await self.store.create_game(
                guild_id=guild_id,
                channel_id=channel_id,
                owner_id=host.user_id,
                rules=rules,
                settings_json=options.model_dump_json(),
                seats=[host],
            )
        except ChannelBusy as error:
            raise UserError("error.channel_busy") from error

    async def join(self, game_id: int, seat: Seat) -> StoredGame:
        async with self.lock(game_id):
            stored = await self._lobby(game_id)
            if seat.user_id is not None and seat_of(stored, seat.user_id) is not None:
                raise UserError("error.already_joined")
            if len(stored.seats) >= MAX_SEATS:
                raise UserError("error.lobby_full", seats=MAX_SEATS)
            return await self._reseat(stored, (*stored.seats, seat))

    async def add_computer(
        self, game_id: int, user_id: int, name: Callable[[int], str]
    ) -> StoredGame:
        """The host seats a computer player (engine.pickomino.policies.cautious_action),
        named by its number among the computers."""
        async with self.lock(game_id):
            stored = await self._hosted_lobby(game_id, user_id)
            if len(stored.seats) >= MAX_SEATS:
                raise UserError("error.lobby_full", seats=MAX_SEATS)
            number = sum(seat.is_computer for seat in stored.seats) + 1
            seat = Seat.computer(COMPUTER_LEVEL, name(number))
            return await self._reseat(stored, (*stored.seats, seat))

    async def remove_computer(self, game_id: int, user_id: int) -> StoredGame:
        """The host takes back the last computer player seated."""
        async with self.lock(game_id):
            stored = await self._hosted_lobby(game_id, user_id)
            computers = [index for index, seat in enumerate(stored.seats) if seat.is_computer]
            if not computers:
                raise UserError("error.no_computer")
            seats = tuple(s for index, s in enumerate(stored.seats) if index != computers[-1])
            return await self._reseat(stored, seats)

    async def leave_lobby(self, game_id: int, user_id: int) -> StoredGame:
        """The host leaving closes the lobby; anyone else just gives up their seat."""
        async with self.lock(game_id):
            stored = await self._lobby(game_id)
            if seat_of(stored, user_id) is None:
                raise UserError("error.not_in_game")
            if user_id == stored.owner_id:
                return await self._abandon(stored)
            seats = tuple(seat for seat in stored.seats if seat.user_id != user_id)
            return await self._reseat(stored, seats)

    async def start(self, game_id: int, user_id: int) -> Played:
        async with self.lock(game_id):
            stored = await self._hosted_lobby(game_id, user_id)
            if len(stored.seats) < MIN_SEATS:
                raise UserError("error.need_players", seats=MIN_SEATS)
            options = table_options(stored)
            seed = self.seed_source()
            game = Game.new(stored.rules, len(stored.seats), seed, options.settings)
            deadline = self._deadline(stored, game)
            version = await self._guarded(
                self.store.start_game(
                    stored.id,
                    stored.version,
                    seed=seed,
                    state_json=snapshot.to_json(game),
                    deadline=deadline,
                )
            )
            self._wake_timer(deadline)
            stored = replace(
                stored,
                status=GameStatus.RUNNING,
                version=version,
                seed=seed,
                state_json=snapshot.to_json(game),
                deadline=deadline,
            )
            return Played(stored, game)

    async def _lobby(self, game_id: int) -> StoredGame:
        stored = await self.get(game_id)
        if stored.status != GameStatus.LOBBY:
            raise UserError("error.outdated")
        return stored

    async def _hosted_lobby(self, game_id: int, user_id: int) -> StoredGame:
        stored = await self._lobby(game_id)
        if user_id != stored.owner_id:
            raise UserError("error.host_only")
        return stored

    async def _reseat(self, stored: StoredGame, seats: Sequence[Seat]) -> StoredGame:
        version = await self._guarded(
            self.store.update_lobby(stored.id, stored.version, seats=seats)
        )
        return replace(stored, seats=tuple(seats), version=version)

    # ------------------------------------------------------------------ play

    async def play(self, game_id: int, version: int, user_id: int, code: str) -> Played:
        """A click on a board: `version` is the one the board showed."""
        async with self.lock(game_id):
            stored = await self.get(game_id)
            if stored.status != GameStatus.RUNNING or stored.version != version:
                raise UserError("error.outdated")
            game = await engine_game(self.store, stored)
            try:
                action = Action.parse(code)
            except IllegalAction as error:
                raise UserError("error.outdated") from error
            seat = seat_of(stored, user_id)
            if action.kind == REMOVE or seat != game.current:
                name = stored.seats[game.current].display_name
                raise UserError("error.not_your_turn", name=name)
            return await self._commit(stored, game, seat, action)

    async def leave_running(self, game_id: int, user_id: int) -> Played:
        """F8: the seat is removed; its tiles stay on the table."""
        async with self.lock(game_id):
            stored = await self.get(game_id)
            game = await engine_game(self.store, stored)
            seat = seat_of(stored, user_id)
            if seat is None or not game.active[seat]:
                raise UserError("error.not_in_game")
            return await self._commit(stored, game, seat, Action(REMOVE, seat))

    async def end(self, game_id: int) -> StoredGame:
        async with self.lock(game_id):
            stored = await self.get(game_id)
            if not stored.status.is_open:
                raise UserError("error.no_game")
            return await self._abandon(stored)

    async def play_due_turn(self, game_id: int, version: int, max_timeouts: int) -> Played | None:
        """A deadline came. A computer seat plays its turn. A person who did not act in time
        has the turn finished with cautious moves (engine.pickomino.policies), and their seat is
        removed after `max_timeouts` turns in a row lost that way.

        Returns None when the game moved on since the deadline was set (the player was faster).
        """
        async with self.lock(game_id):
            loaded = await self._unchanged(game_id, version)
            if loaded is None:
                return None
            stored, game = loaded
            seat = game.current
            person = not stored.seats[seat].is_computer
            if person and await self._timeouts_in_a_row(stored, seat) + 1 >= max_timeouts:
                return await self._commit(stored, game, seat, Action(REMOVE, seat), True)
            return await self._play_turn(stored, game)

    async def play_computer_turn(self, game_id: int, version: int) -> Played | None:
        """A computer seat's whole turn, with the moves of engine.pickomino.policies.

        Returns None when the game is no longer at `version`."""
        async with self.lock(game_id):
            loaded = await self._unchanged(game_id, version)
            if loaded is None:
                return None
            return await self._play_turn(*loaded)

    async def _unchanged(self, game_id: int, version: int) -> tuple[StoredGame, Game] | None:
        stored = await self.get(game_id)
        if stored.status != GameStatus.RUNNING or stored.version != version:
            return None
        return stored, await engine_game(self.store, stored)

    async def _play_turn(self, stored: StoredGame, game: Game) -> Played:
        """Cautious moves until the turn passes; each move is its own transaction."""
        seat = game.current
        events: list[Event] = []
        played = Played(stored, game)
        while not game.is_over and game.current == seat:
            played = await self._commit(played.stored, game, seat, cautious_action(game), True)
            events.extend(played.events)
        return replace(played, events=tuple(events))

    async def _timeouts_in_a_row(self, stored: StoredGame, seat: int) -> int:
        """How many of `seat`'s last turns the timer played, read off the action log.

        Each firing plays the rest of a turn, so a run of automatic actions of the seat,
        between other seats' actions, is one timeout; any action of its own ends the count.
        """
        count = 0
        in_run = False
        for entry in reversed(await self.store.action_log(stored.id)):
            if entry.seat != seat:
                in_run = False
            elif not entry.automatic:
                break
            elif not in_run:
                count += 1
                in_run = True
        return count

    async def _commit(
        self, stored: StoredGame, game: Game, seat: int, action: Action, automatic: bool = False
    ) -> Played:
        try:
            events = game.apply(action, None if action.kind == REMOVE else seat)
        except IllegalAction as error:
            raise UserError("error.illegal") from error
        deadline = None if game.is_over else self._deadline(stored, game)
        results = _results(game) if game.is_over else None
        state_json = snapshot.to_json(game)
        version = await self._guarded(
            self.store.apply_action(
                stored.id,
                stored.version,
                seat=seat,
                action=str(action),
                state_json=state_json,
                deadline=deadline,
                results=results,
                automatic=automatic,
            )
        )
        self._wake_timer(deadline)
        log_game_events(stored, seat, str(action), map(event_to_dict, events))
        recent = self._recent.setdefault(stored.id, deque(maxlen=RECENT_EVENTS))
        recent.extend(events)
        status = GameStatus.FINISHED if game.is_over else GameStatus.RUNNING
        stored = replace(
            stored, version=version, state_json=state_json, status=status, deadline=deadline
        )
        return Played(stored, game, tuple(events))

    async def _abandon(self, stored: StoredGame) -> StoredGame:
        version = await self._guarded(self.store.abandon_game(stored.id, stored.version))
        return replace(stored, status=GameStatus.ABANDONED, version=version, deadline=None)

    # ------------------------------------------------------------------ helpers

    async def get(self, game_id: int) -> StoredGame:
        try:
            return await self.store.get_game(game_id)
        except GameNotFound as error:
            raise UserError("error.outdated") from error

    @staticmethod
    async def _guarded(write: Awaitable[T]) -> T:
        """The store's answer, with a lost race turned into "this board is out of date"."""
        try:
            return await write
        except (VersionConflict, WrongStatus) as error:
            raise UserError("error.outdated") from error

    def _deadline(self, stored: StoredGame, game: Game) -> datetime | None:
        """When the seat to play is due: a computer after the pause, a person after the
        table's turn timer (if any)."""
        if stored.seats[game.current].is_computer and self.computer_pause is not None:
            return datetime.now(UTC) + timedelta(seconds=self.computer_pause)
        turn_timer = table_options(stored).turn_timer
        if not turn_timer:
            return None
        return datetime.now(UTC) + timedelta(seconds=turn_timer)

    def _wake_timer(self, deadline: datetime | None) -> None:
        if deadline is not None:
            self.timers_changed.set()


def _results(game: Game) -> list[SeatResult]:
    return [
        SeatResult(
            seat=placing.seat,
            rank=placing.place,
            worms=placing.worms,
            tiles=tuple(game.stacks[placing.seat]),
            won=placing.place == 1 and not placing.removed,
        )
        for placing in game.ranking()
    ]
