"""Every change to a table: load, check, apply, commit, in that order, for every front-end.

One asyncio lock per game serializes the changes of that game (games of other tables never
wait for each other); the version each board carries, checked again by the store in the same
transaction as the write, turns double clicks and stale boards into a clear refusal. Turn
timers and computer turns are stored deadlines, so they survive restarts: `wait_for_due` sleeps
until the earliest and `play_due_turn` plays it.
"""

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any, TypeVar

from storage import (
    BrokenGame,
    ChannelBusy,
    GameNotFound,
    GameStatus,
    GameStore,
    GuildSettings,
    RatingChange,
    Seat,
    SeatResult,
    Shards,
    StorageUnavailable,
    StoredGame,
    Timer,
    VersionConflict,
    WrongStatus,
    load_state,
)
from tables import observers
from tables.board import Board
from tables.boards import describe
from tables.computers import ADD_OPERATIONS, think
from tables.decoded_states import DecodedStates
from tables.errors import UserError
from tables.event_log import log_game_events
from tables.keyed_locks import KeyedLocks
from tables.kinds import DEFAULT_KIND, PICKPIC_KIND, kind_of
from tables.leaderboards.seat_stats import logged_moves, replayed_stats
from tables.observers import observed_timers
from tables.options import turn_timer_of
from tables.recent_settings import RecentSettings
from tables.replacements import (
    SeatReplaced,
    next_choice,
    replacement_of,
    replaces_seats,
    stand_in_name,
)
from tables.rules import GameKind, GameRules, RefusedMove
from tables.seats import COMPUTER_LEVEL, person_of, seat_names, seat_of
from words.i18n import t

if TYPE_CHECKING:
    from tables.pickpic.decks import ServerDecks

RECENT_EVENTS = 8
NO_DEADLINE = datetime.max.replace(tzinfo=UTC)
"""What the turn timer sleeps until when no deadline is set: any deadline is earlier."""
DATABASE_RETRY = 5.0
"""Seconds between looks at the timers while the database cannot be reached."""
RATINGS_KEPT = 256
"""Finished games whose rating changes this process keeps for their final board."""
LOBBY_OPERATIONS = (
    "join",
    "leave",
    "start",
    "cancel",
    "add_computer",
    "remove_computer",
    *ADD_OPERATIONS,
    "replace_with",
)
"""What the buttons of a lobby do; their custom ids carry these names. `add_computer` seats
the default level (boards posted before levels existed have it); `add_<level>` each level;
`replace_with` goes round what becomes of a person the timer removes (tables.replacements)."""
T = TypeVar("T")

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Played:
    """A committed change: the game as stored now, its game state, and what happened."""

    stored: StoredGame
    game: Any | None
    events: tuple[Any, ...] = ()


class TableService:
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

    # ------------------------------------------------------------------ server settings

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        """The server's settings as stored now (a settings command changes what it reads)."""
        return self._settings.remember(await self.store.get_guild_settings(guild_id))

    async def recent_guild_settings(self, guild_id: int) -> GuildSettings:
        """The server's settings as read at most a few seconds ago, for what every click
        reads (the board's language): tables/recent_settings.py."""
        return await self._settings.get(guild_id)

    async def change_guild_settings(self, guild_id: int, **changes: Any) -> GuildSettings:
        """The server's settings with `changes` (field: value), the others as stored: only the
        changed settings are written (GameStore.change_guild_settings)."""
        return self._settings.remember(await self.store.change_guild_settings(guild_id, changes))

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        """The message that shows the game's board, where a front-end has one."""
        await self.store.set_message_id(game_id, message_id)

    # ------------------------------------------------------------------ lobby

    async def open_lobby(
        self,
        guild_id: int,
        channel_id: int,
        host: Seat,
        rules: str,
        settings_json: str,
        kind: str = DEFAULT_KIND,
    ) -> StoredGame:
        assert host.user_id is not None
        return await self.open_table(
            guild_id, channel_id, host.user_id, (host,), rules, settings_json, kind
        )

    async def open_table(
        self,
        guild_id: int,
        channel_id: int,
        owner_id: int,
        seats: Sequence[Seat],
        rules: str,
        settings_json: str,
        kind: str = DEFAULT_KIND,
    ) -> StoredGame:
        """A lobby with these seats; its owner starts it (and need not sit at it)."""
        if rules not in kind_of(kind).rules.variants:
            raise UserError("error.bad_input")
        try:
            return await self.store.create_game(
                guild_id=guild_id,
                channel_id=channel_id,
                owner_id=owner_id,
                rules=rules,
                settings_json=settings_json,
                seats=seats,
                kind=kind,
            )
        except ChannelBusy as error:
            raise UserError("error.channel_busy") from error

    async def rematch(self, game_id: int, user_id: int) -> StoredGame:
        """A new lobby with the players of a finished game, hosted by whoever asked. A Pick Pic
        table of a server deck deals from the deck as it is now, as a new table would."""
        finished = await self.get(game_id)
        people = [person for seat in finished.seats if (person := person_of(seat)) is not None]
        computers = [seat for seat in finished.seats if person_of(seat) is None]
        host = next((seat for seat in people if seat.user_id == user_id), None)
        if host is None:
            raise UserError("error.not_in_game")
        settings_json = finished.settings_json
        if finished.kind == PICKPIC_KIND:
            settings_json = await self.decks.renewed(finished.guild_id, settings_json)
        stored = await self.open_lobby(
            finished.guild_id,
            finished.channel_id,
            host,
            finished.rules,
            settings_json,
            finished.kind,
        )
        for seat in (*people, *computers):
            if seat.user_id != user_id:
                stored = await self.join(stored.id, seat)
        return stored

    async def join(self, game_id: int, seat: Seat) -> StoredGame:
        async with self.lock(game_id):
            stored = await self._lobby(game_id)
            if seat.user_id is not None and seat_of(stored, seat.user_id) is not None:
                raise UserError("error.already_joined")
            self._check_room(stored)
            return await self._reseat(stored, (*stored.seats, seat))

    async def add_computer(
        self,
        game_id: int,
        user_id: int,
        name: Callable[[int], str],
        level: int = COMPUTER_LEVEL,
    ) -> StoredGame:
        """The host seats a computer player of `level` (engine.pickomino.players.levels),
        named by its number among the computers."""
        async with self.lock(game_id):
            stored = await self._hosted_lobby(game_id, user_id)
            self._check_room(stored)
            number = sum(seat.is_computer for seat in stored.seats) + 1
            seat = Seat.computer(level, name(number))
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

    async def next_replacement(self, game_id: int, user_id: int) -> StoredGame:
        """The host's next choice of what becomes of a person the turn timer removes; only
        tables with a turn timer and turns of their own (Pickomino) offer it."""
        async with self.lock(game_id):
            stored = await self._hosted_lobby(game_id, user_id)
            if not replaces_seats(stored):
                raise UserError("error.outdated")
            settings_json = next_choice(stored.settings_json)
            version = await self._guarded(
                self.store.update_lobby(
                    stored.id, stored.version, seats=stored.seats, settings_json=settings_json
                )
            )
            return replace(stored, settings_json=settings_json, version=version)

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

    async def cancel_lobby(self, game_id: int, user_id: int, moderator: bool = False) -> StoredGame:
        """The host, or a moderator of the place, closes the lobby."""
        stored = await self._lobby(game_id)
        if user_id != stored.owner_id and not moderator:
            raise UserError("error.host_only")
        return await self.end(game_id)

    async def start(self, game_id: int, user_id: int) -> Played:
        async with self.lock(game_id):
            stored = await self._hosted_lobby(game_id, user_id)
            kind = kind_of(stored.kind)
            rules = kind.rules
            if len(stored.seats) < rules.min_seats:
                raise UserError("error.need_players", seats=rules.min_seats)
            seed = self.seed_source()
            game = rules.new_game(stored.rules, len(stored.seats), seed, stored.settings_json)
            if kind.steps is not None:
                deadline = self._step_deadline(stored)
            else:
                deadline = self._deadline(stored, rules.to_play(game))
            state_json = rules.to_json(game)
            version = await self._guarded(
                self.store.start_game(
                    stored.id, stored.version, seed=seed, state_json=state_json, deadline=deadline
                )
            )
            self._decoded.keep(stored.id, version, state_json, rules.copy(game))
            self._wake_timer(deadline)
            stored = replace(
                stored,
                status=GameStatus.RUNNING,
                version=version,
                seed=seed,
                state_json=state_json,
                deadline=deadline,
            )
            return await self._computers_step(kind, Played(stored, game))

    def _check_room(self, stored: StoredGame) -> None:
        seats = kind_of(stored.kind).rules.max_seats
        if len(stored.seats) >= seats:
            raise UserError("error.lobby_full", seats=seats)

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

    async def play(
        self, game_id: int, version: int, user_id: int, code: str, read: StoredGame | None = None
    ) -> Played:
        """A move chosen on a board: `version` is the one the board showed. `read` is the game
        as the caller read it a moment ago (to check the click's board), not read again: if
        the game changed since, the versioned save refuses the move as out of date."""
        async with self.lock(game_id):
            stored = read if read is not None and read.id == game_id else await self.get(game_id)
            if stored.status != GameStatus.RUNNING or stored.version != version:
                raise UserError("error.outdated")
            kind = kind_of(stored.kind)
            game = await self.load(stored)
            try:
                move = kind.rules.parse_move(code)
            except RefusedMove as error:
                raise UserError("error.outdated") from error
            seat = seat_of(stored, user_id)
            to_play = kind.rules.to_play(game)
            if kind.rules.is_removal(move) or seat != to_play:
                raise UserError("error.not_your_turn", name=stored.seats[to_play].display_name)
            return await self._commit(kind, stored, game, seat, move)

    async def play_step(self, game_id: int, step: int, user_id: int, code: str) -> Played:
        """A move of a game of simultaneous steps (tables.rules.Steps), chosen on a seat's own
        panel: `step` is the one the panel showed, so a panel of an earlier step is refused
        while the moves of the other players in the same step do not make it stale."""
        async with self.lock(game_id):
            stored = await self.get(game_id)
            kind = kind_of(stored.kind)
            steps = kind.steps
            if stored.status != GameStatus.RUNNING or steps is None:
                raise UserError("error.outdated")
            game = await self.load(stored)
            if steps.step(game) != step:
                raise UserError("error.outdated")
            try:
                move = kind.rules.parse_move(code)
            except RefusedMove as error:
                raise UserError("error.outdated") from error
            seat = seat_of(stored, user_id)
            if seat is None or not kind.rules.is_seated(game, seat):
                raise UserError("error.not_in_game")
            if kind.rules.is_removal(move) or seat not in steps.waiting(game):
                raise UserError("error.step_done")
            played = await self._commit(kind, stored, game, seat, move)
            return await self._computers_step(kind, played)

    async def leave_running(self, game_id: int, user_id: int) -> Played:
        """F8: the seat is removed; what it owns stays on the table."""
        async with self.lock(game_id):
            stored = await self.get(game_id)
            kind = kind_of(stored.kind)
            game = await self.load(stored)
            seat = seat_of(stored, user_id)
            if seat is None or not kind.rules.is_seated(game, seat):
                raise UserError("error.not_in_game")
            played = await self._commit(kind, stored, game, seat, kind.rules.removal(seat))
            return await self._computers_step(kind, played)

    async def end(
        self, game_id: int, user_id: int | None = None, moderator: bool = False
    ) -> StoredGame:
        """Close a lobby or stop a running game. With `user_id`, only the host or a moderator
        of the place may."""
        async with self.lock(game_id):
            stored = await self.get(game_id)
            if user_id is not None and user_id != stored.owner_id and not moderator:
                raise UserError("error.end_forbidden")
            if not stored.status.is_open:
                raise UserError("error.no_game")
            return await self._abandon(stored)

    async def play_due_turn(
        self, game_id: int, version: int, max_timeouts: int, language: str = "en"
    ) -> Played | None:
        """A deadline came. A computer seat plays its turn. A person who did not act in time
        has the turn finished with the computer's moves; after `max_timeouts` turns in a row
        lost that way their seat is removed (F8), or taken over by a computer if the table
        chose one (tables.replacements), named in `language`, the board's.

        Returns None when the game moved on since the deadline was set (the player was faster,
        or another process played this deadline first).
        """
        try:
            return await self._play_due_turn(game_id, version, max_timeouts, language)
        except UserError as error:
            if _lost_race(error):
                return None
            raise

    async def _play_due_turn(
        self, game_id: int, version: int, max_timeouts: int, language: str
    ) -> Played | None:
        async with self.lock(game_id):
            loaded = await self._unchanged(game_id, version)
            if loaded is None:
                return None
            kind, stored, game = loaded
            if kind.steps is not None:
                paced = kind.steps.paced_move(game)
                if paced is not None:
                    return await self._play_paced(kind, stored, game, paced)
                return await self._complete_step(kind, stored, game, max_timeouts)
            seat = kind.rules.to_play(game)
            person = not stored.seats[seat].is_computer
            if person and await self._timeouts_in_a_row(stored, seat) + 1 >= max_timeouts:
                level = replacement_of(stored.settings_json)
                if level is not None:
                    name = stand_in_name(level, stored.seats[seat].display_name, language)
                    replaced = SeatReplaced(
                        seat, stored.seats[seat].display_name, level.number, max_timeouts
                    )
                    return await self._replace_seat(kind, stored, game, replaced, name)
                removal = kind.rules.removal(seat)
                return await self._commit(kind, stored, game, seat, removal, True)
            return await self._play_turn(kind, stored, game)

    async def _replace_seat(
        self, kind: GameKind, stored: StoredGame, game: Any, event: SeatReplaced, name: str
    ) -> Played:
        """The computer takes over the seat in the middle of its turn; the game state stays as
        it is, and the computer plays from its own deadline, stored like any computer's, so a
        restart in between keeps it."""
        seat = event.seat
        stand_in = Seat.stand_in(event.level, name, stored.seats[seat])
        seats = (*stored.seats[:seat], stand_in, *stored.seats[seat + 1 :])
        stored = replace(stored, seats=seats)
        deadline = self._deadline(stored, seat)
        version = await self._guarded(
            self.store.replace_seat(
                stored.id, stored.version, seat=seat, by=stand_in, deadline=deadline
            )
        )
        self._decoded.keep(stored.id, version, stored.state_json or "", kind.rules.copy(game))
        self._wake_timer(deadline)
        log.info(
            "seat replaced: guild=%s channel=%s game=%s seat=%s level=%s",
            stored.guild_id,
            stored.channel_id,
            stored.id,
            seat,
            event.level,
        )
        self._recent.setdefault(stored.id, deque(maxlen=RECENT_EVENTS)).append(event)
        return Played(replace(stored, version=version, deadline=deadline), game, (event,))

    async def play_computer_turn(self, game_id: int, version: int) -> Played | None:
        """A computer seat's whole turn. Returns None when the game is no longer at `version`
        (also when another process played it first)."""
        try:
            async with self.lock(game_id):
                loaded = await self._unchanged(game_id, version)
                if loaded is None:
                    return None
                return await self._play_turn(*loaded)
        except UserError as error:
            if _lost_race(error):
                return None
            raise

    async def _unchanged(
        self, game_id: int, version: int
    ) -> tuple[GameKind, StoredGame, Any] | None:
        stored = await self.get(game_id)
        if stored.status != GameStatus.RUNNING or stored.version != version:
            return None
        return kind_of(stored.kind), stored, await self.load(stored)

    async def _play_turn(self, kind: GameKind, stored: StoredGame, game: Any) -> Played:
        """The computer's moves until the turn passes; each move is its own transaction."""
        rules = kind.rules
        seat = rules.to_play(game)
        level = stored.seats[seat].computer_level or COMPUTER_LEVEL
        events: list[Any] = []
        played = Played(stored, game)
        while not rules.is_over(game) and rules.to_play(game) == seat:
            move = await think(rules.automatic_move, game, level)
            played = await self._commit(kind, played.stored, game, seat, move, True)
            events.extend(played.events)
        if observers.observer is not None:
            observers.observer.computer_turn(stored.guild_id, stored.kind)
        return replace(played, events=tuple(events))

    async def _complete_step(
        self, kind: GameKind, stored: StoredGame, game: Any, max_timeouts: int
    ) -> Played:
        """The step's timer ran out: each seat still acting has its part completed for it
        (settled in pickpic-rules.md), or is removed after `max_timeouts` steps in a row lost
        that way; each is its own transaction."""
        steps = kind.steps
        assert steps is not None
        events: list[Any] = []
        played = Played(stored, game)
        for seat in list(steps.waiting(game)):
            if kind.rules.is_over(game) or seat not in steps.waiting(game):
                continue
            move = steps.timeout_move(seat)
            person = not stored.seats[seat].is_computer
            if person and await self._timeouts_in_a_row(played.stored, seat) + 1 >= max_timeouts:
                move = kind.rules.removal(seat)
            played = await self._commit(kind, played.stored, game, seat, move, True)
            events.extend(played.events)
        return await self._computers_step(kind, replace(played, events=tuple(events)))

    async def _play_paced(self, kind: GameKind, stored: StoredGame, game: Any, move: Any) -> Played:
        """The table's own move (tables.rules.Steps.paced_move), logged under the seat one past
        the last (nobody's: it counts as no player's timeout), then the computers' part of a
        step it began."""
        played = await self._commit(kind, stored, game, len(stored.seats), move, True)
        return await self._computers_step(kind, played)

    async def _computers_step(self, kind: GameKind, played: Played) -> Played:
        """In a game of simultaneous steps, the computer seats play their part of the step at
        once, each move its own transaction; returns every event, the caller's first."""
        steps = kind.steps
        if steps is None or played.game is None:
            return played
        rules = kind.rules
        game = played.game
        events = list(played.events)
        while not rules.is_over(game):
            computers = [s for s in steps.waiting(game) if played.stored.seats[s].is_computer]
            if not computers:
                break
            seat = computers[0]
            level = played.stored.seats[seat].computer_level or COMPUTER_LEVEL
            for move in steps.computer_moves(game, seat, level):
                played = await self._commit(kind, played.stored, game, seat, move, True)
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
        self,
        kind: GameKind,
        stored: StoredGame,
        game: Any,
        seat: int,
        move: Any,
        automatic: bool = False,
    ) -> Played:
        rules = kind.rules
        step = kind.steps.step(game) if kind.steps is not None else None
        try:
            events = rules.apply(game, move, None if rules.is_removal(move) else seat)
        except RefusedMove as error:
            raise UserError("error.illegal") from error
        over = rules.is_over(game)
        if over:
            deadline = None
        elif kind.steps is None:
            deadline = self._deadline(stored, rules.to_play(game))
        elif kind.steps.paced_move(game) is not None:
            deadline = self._paced_deadline()
        elif kind.steps.step(game) == step:
            deadline = stored.deadline
        else:
            deadline = self._step_deadline(stored)
        state_json = rules.to_json(game)
        code = rules.move_code(move)
        results = await self._results(rules, stored, game, (seat, code)) if over else None
        version = await self._guarded(
            self.store.apply_action(
                stored.id,
                stored.version,
                seat=seat,
                action=code,
                state_json=state_json,
                deadline=deadline,
                results=results,
                automatic=automatic,
            )
        )
        if over:
            if observers.observer is not None:
                observers.observer.game_finished(stored.guild_id, stored.kind, stored.rules)
            self._decoded.forget(stored.id)
            self._remember_ratings(stored.id, await self.store.rating_changes(stored.id))
        else:
            self._decoded.keep(stored.id, version, state_json, rules.copy(game))
        self._wake_timer(deadline)
        log_game_events(stored, seat, code, map(rules.event_record, events))
        recent = self._recent.setdefault(stored.id, deque(maxlen=RECENT_EVENTS))
        recent.extend(events)
        status = GameStatus.FINISHED if over else GameStatus.RUNNING
        stored = replace(
            stored, version=version, state_json=state_json, status=status, deadline=deadline
        )
        return Played(stored, game, tuple(events))

    async def _results(
        self, rules: GameRules[Any, Any], stored: StoredGame, game: Any, last: tuple[int, str]
    ) -> list[SeatResult]:
        """The results of a game just over, with each seat's counts (tables.leaderboards),
        read off the whole game replayed: the logged moves and `last`, not logged yet."""
        moves = [*logged_moves(await self.store.action_log(stored.id)), last]
        stats = replayed_stats(rules, stored, game, moves)
        results = [_person_replaced(stored, result) for result in rules.results(game)]
        if stats is None:
            return results
        return [replace(result, stats=stats[result.seat]) for result in results]

    def _remember_ratings(self, game_id: int, changes: Sequence[RatingChange]) -> None:
        """The final board shows them; only the last games' are kept."""
        self._ratings[game_id] = tuple(changes)
        while len(self._ratings) > RATINGS_KEPT:
            del self._ratings[next(iter(self._ratings))]

    async def _abandon(self, stored: StoredGame) -> StoredGame:
        version = await self._guarded(self.store.abandon_game(stored.id, stored.version))
        return replace(stored, status=GameStatus.ABANDONED, version=version, deadline=None)

    # ------------------------------------------------------------------ timers

    async def wait_for_due(self) -> list[Timer]:
        """The timers due now; when none is, sleeps until the earliest deadline, or until a
        change may have set an earlier one (`timers_changed`), and looks again.

        The sleep is `asyncio.timeout`, not `wait_for`: on Python 3.11, `wait_for` returns
        normally when the event is set in the same loop step as the task is cancelled, and
        the cancellation is lost (the timer task then outlived the store it reads)."""
        while True:
            self.timers_changed.clear()
            try:
                now = datetime.now(UTC)
                due = await self.store.due_timers(now, self.shards)
                if due:
                    observed_timers(due, now)
                    return due
                upcoming = await self.store.next_deadline(self.shards)
            except StorageUnavailable as error:
                log.warning("turn timers wait for the database: %s", error)
                upcoming = datetime.now(UTC) + timedelta(seconds=DATABASE_RETRY)
            delay = None
            if upcoming is not None:
                delay = max(0.0, (upcoming - datetime.now(UTC)).total_seconds())
            self._timer_sleeps_until = NO_DEADLINE if upcoming is None else upcoming
            try:
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(delay):
                        await self.timers_changed.wait()
            finally:
                self._timer_sleeps_until = None

    async def clear_deadline(self, game_id: int) -> None:
        """Drop a deadline that cannot be played, so it does not fire forever."""
        await self.store.clear_deadline(game_id)

    # ------------------------------------------------------------------ helpers

    @staticmethod
    async def _guarded(write: Awaitable[T]) -> T:
        """The store's answer, with a lost race turned into "this board is out of date"."""
        try:
            return await write
        except (VersionConflict, WrongStatus) as error:
            raise UserError("error.outdated") from error

    def _deadline(self, stored: StoredGame, seat: int) -> datetime | None:
        """When `seat`, to play, is due: a computer after the pause, a person after the
        table's turn timer (if any)."""
        if stored.seats[seat].is_computer and self.computer_pause is not None:
            return datetime.now(UTC) + timedelta(seconds=self.computer_pause)
        turn_timer = turn_timer_of(stored.settings_json)
        if not turn_timer:
            return None
        return datetime.now(UTC) + timedelta(seconds=turn_timer)

    def _paced_deadline(self) -> datetime | None:
        """When the table's own next move is due (tables.rules.Steps.paced_move): after the
        computers' pause; without one, the caller plays it itself."""
        if self.computer_pause is None:
            return None
        return datetime.now(UTC) + timedelta(seconds=self.computer_pause)

    @staticmethod
    def _step_deadline(stored: StoredGame) -> datetime | None:
        """When a step that begins now is completed for those still acting, if the table has
        a timer."""
        timer = turn_timer_of(stored.settings_json)
        return datetime.now(UTC) + timedelta(seconds=timer) if timer else None

    @property
    def timer_sleeps_until(self) -> datetime | None:
        """While the turn timer sleeps, when it wakes by itself (`NO_DEADLINE` if no deadline
        is set); None while it looks at the store, or runs no loop."""
        return self._timer_sleeps_until

    def _wake_timer(self, deadline: datetime | None) -> None:
        """The turn timer is woken only by a deadline earlier than the one it sleeps until:
        each move of a timed table sets its deadline a whole timer ahead, almost always after
        the earliest one, and waking for it cost two reads of the store per move (issue 16).
        While the timer looks at the store, any new deadline wakes it: the look may have
        missed it."""
        sleeps_until = self._timer_sleeps_until
        if deadline is not None and (sleeps_until is None or deadline < sleeps_until):
            self.timers_changed.set()


def _person_replaced(stored: StoredGame, result: SeatResult) -> SeatResult:
    """A seat a computer took over counts for the person who sat there as a removal (F8,
    issue 12's rule): never a win, the last place among people in the ratings. The table's
    place and worms stay the seat's, as played."""
    if not stored.seats[result.seat].is_replaced:
        return result
    return replace(result, won=False, removed=True)


def _lost_race(error: UserError) -> bool:
    """A deadline can be played by two processes that both believe they own its server (a
    shard moving between processes). Both read the same version; the versioned save lets one
    win. The other's save is refused as out of date: for a timer that is no error, only a turn
    someone else played, so it ends quietly and leaves the winner's next deadline alone."""
    return error.key == "error.outdated" and isinstance(error.__cause__, VersionConflict)
