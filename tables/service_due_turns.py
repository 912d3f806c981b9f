"""Turns that fell due: a computer's turn at its deadline, a person's turn finished for them
when their timer runs out (and their seat removed or taken over after too many), a step of
simultaneous play completed for those still acting.
"""

import logging
from collections import deque
from dataclasses import replace
from typing import Any

from storage import Seat, StoredGame
from tables.errors import UserError
from tables.replacements import SeatReplaced, replacement_of, stand_in_name
from tables.rules import GameKind
from tables.service_base import RECENT_EVENTS, Played
from tables.service_play import Play, lost_race

log = logging.getLogger("tables.service")
"""The name the log lines had before the service was split, so they read the same."""


class DueTurns(Play):
    """What a deadline does when it comes (see `play_due_turn`)."""

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
            if lost_race(error):
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
            repaired = await self._unplayable_seats_leave(kind, stored, game)
            if repaired is not None:
                return repaired
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
