"""Moves and computer turns: load, check, apply, commit, in that order, for every front-end."""

import logging
from collections import deque
from dataclasses import replace
from typing import Any

from storage import GameStatus, StoredGame, VersionConflict
from tables import observers
from tables.computers import think
from tables.errors import UserError
from tables.event_log import log_game_events
from tables.kinds import kind_of
from tables.rules import GameKind, RefusedMove
from tables.seats import COMPUTER_LEVEL, nobody_plays, seat_of
from tables.service_base import RECENT_EVENTS, Played
from tables.service_results import Results
from tables.service_timers import Timers

log = logging.getLogger("tables.service")


class Play(Timers, Results):
    """Moves chosen by people and the computers' turns; each move is its own transaction."""

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
            repaired = await self._unplayable_seats_leave(kind, stored, game)
            if repaired is not None:
                return repaired
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
            repaired = await self._unplayable_seats_leave(kind, stored, game)
            if repaired is not None:
                if kind.rules.is_over(game) or steps.step(game) != step:
                    return repaired
                stored = repaired.stored
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
            if repaired is not None:
                played = replace(played, events=(*repaired.events, *played.events))
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
            if lost_race(error):
                return None
            raise

    async def repair(self, game_id: int) -> Played | None:
        """A running game that waits on a seat nobody can play lets that seat leave (see
        `_unplayable_seats_leave`); None when there is nothing to repair."""
        async with self.lock(game_id):
            stored = await self.get(game_id)
            if stored.status != GameStatus.RUNNING:
                return None
            kind = kind_of(stored.kind)
            return await self._unplayable_seats_leave(kind, stored, await self.load(stored))

    async def _unplayable_seats_leave(
        self, kind: GameKind, stored: StoredGame, game: Any
    ) -> Played | None:
        """A forgotten person's anonymous seat still seated (a rematch of an earlier version
        carried it, or the forgetting raced the game's start) would keep the game waiting for
        a click that can never come: it leaves as a player who leaves does (F8; Pick Pic's
        leaver rule, settled beside P11), each removal its own transaction. Returns the game
        after them, or None when every seat can be played."""
        rules = kind.rules
        stuck = [
            seat
            for seat, sitting in enumerate(stored.seats)
            if nobody_plays(sitting) and rules.is_seated(game, seat)
        ]
        if not stuck or rules.is_over(game):
            return None
        played = Played(stored, game)
        events: list[Any] = []
        for seat in stuck:
            if rules.is_over(game) or not rules.is_seated(game, seat):
                continue
            removal = rules.removal(seat)
            played = await self._commit(kind, played.stored, game, seat, removal, True)
            events.extend(played.events)
        log.info("game %s: seats %s that nobody can play left the game (F8)", stored.id, stuck)
        return await self._computers_step(kind, replace(played, events=tuple(events)))

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

    async def _computers_step(self, kind: GameKind, played: Played) -> Played:
        """In a game of simultaneous steps, the computer seats play their part of the step at
        once, each move its own transaction; returns every event, the caller's first. A
        seat's part of a step is what the metrics count as one computer turn."""
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
            if observers.observer is not None:
                observers.observer.computer_turn(played.stored.guild_id, played.stored.kind)
        return replace(played, events=tuple(events))

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
        self.live.moved(stored.id)
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


def lost_race(error: UserError) -> bool:
    """A deadline can be played by two processes that both believe they own its server (a
    shard moving between processes). Both read the same version; the versioned save lets one
    win. The other's save is refused as out of date: for a timer that is no error, only a turn
    someone else played, so it ends quietly and leaves the winner's next deadline alone."""
    return error.key == "error.outdated" and isinstance(error.__cause__, VersionConflict)
