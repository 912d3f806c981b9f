"""Each game's board and turn ping brought up to date in the background, one game at a time,
the newest state only (issue 36).

Before, a turn timer or a computer's turn edited the board and posted the ping while holding
the game's lock, and the timer loop waited for it: a channel's spent edit bucket (discord.py
sleeps up to 5 s inside the call) held up every other game's due turn, a click on that board
waited for the lock past Discord's 3 s, and each turn's board was sent, even when a newer one
was already waiting. Now a change asks for its board (`want`) and goes on; a worker per game
sends what is asked, in order:

- States coalesce: a state asked for while an older one waits replaces it, so the board goes
  from the state shown to the newest without the ones between. The worker first waits for
  the channel's edit slot (cogs/rest_pacer.py), then takes the newest state and draws it.
- What follows a state (the turn ping: a post, a delete, a row stored) waits for the newest
  too: a state that came while its board was sent is followed once, for both. Each ping is two
  requests in the global budget, and when the budget was busy, each state's ping went between
  its board and the next, the next board waiting for it (bench/bench_scale.py: 14 of the 28 s
  a board waited in its worker, at a load of 20).
- Other steps (retiring an old board's controls, Pick Pic's messages) keep their order.
- A click answers with its own board through its interaction (`answering`): not behind the
  worker's queue, nor the game's lock. Discord shows whichever send of a board arrives last,
  so two never cross: a click's answer waits for an edit already on its way (one round
  trip, at most ANSWER_WAITS), and the worker does not edit while an answer goes, nor send
  a state older than one an answer showed. Should they cross all the same (Discord holding an
  edit back), each send, once done, is compared with the others, and if a newer state's
  finished first, the newest is sent again: the board never stays behind the game.

Nothing here holds a game's lock across a call to Discord: the callers change the game under
its lock and ask for the board after.
"""

import asyncio
import contextlib
import dataclasses
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from cogs.in_flight import stop_tasks
from tables.storage import StoredGame

CLOSING_GRACE = 2.0
ANSWER_WAITS = 1.0
"""Seconds a click's answer waits for an edit of its board already on its way (one round
trip, the edit's slot having come before it was drawn); longer, when Discord holds the
edit back, the answer goes, and the newest state is sent again if need be."""


@dataclass(frozen=True)
class Showing:
    """A table's state to show, who made it (`actor`, None for a timer or a computer) and who
    else acted since the last state shown (`acted`, for the turn ping), and whether the board
    needs an edit (False when a click's answer showed it)."""

    stored: StoredGame
    game: Any | None
    actor: int | None = None
    acted: frozenset[int | None] = frozenset()
    board: bool = True

    @property
    def version(self) -> int:
        return self.stored.version

    def then(self, newer: "Showing") -> "Showing":
        latest, older = (newer, self) if newer.version >= self.version else (self, newer)
        acted = self.acted | newer.acted | {older.actor}
        return Showing(latest.stored, latest.game, latest.actor, acted, self.board or newer.board)


Step = Showing | Callable[[], Awaitable[None]]
Show = Callable[[Showing], Awaitable[None]]
Pace = Callable[[int], Awaitable[None]]
Failed = Callable[[int, Exception], None]


class BoardUpdates:
    """The workers, one per game with something to send."""

    def __init__(self, edit: Show, follow: Show, pace: Pace, failed: Failed) -> None:
        """`edit` edits the board, `follow` does what follows a state (the turn ping); both
        handle their own failures. `pace(channel_id)` waits for the channel's next edit slot.
        `failed` hears of a step that raised (the next steps go on)."""
        self._edit = edit
        self._follow = follow
        self._pace = pace
        self._failed = failed
        self._sending: dict[int, asyncio.Lock] = {}
        """Per game, held while its board is being sent (an edit or a click's answer), so
        that two sends of one board do not cross: the one that ends last is the one shown."""
        self._queues: dict[int, list[Step]] = {}
        self._workers: dict[int, asyncio.Task[None]] = {}
        self._newest: dict[int, Showing] = {}
        self._shown: dict[int, int] = {}
        self._answering: Counter[int] = Counter()
        self._waiters: dict[int, list[tuple[int, asyncio.Future[None]]]] = {}

    def want(self, showing: Showing) -> None:
        """Show `showing` (or a newer state) on its board, soon."""
        game_id = showing.stored.id
        self._note(showing)
        queue = self._queues.setdefault(game_id, [])
        if queue and isinstance(queue[-1], Showing):
            queue[-1] = queue[-1].then(showing)
        else:
            queue.append(showing)
        self._wake(game_id)

    def then(self, game_id: int, step: Callable[[], Awaitable[None]]) -> None:
        """Run `step` after what is already asked for this game, in order."""
        self._queues.setdefault(game_id, []).append(step)
        self._wake(game_id)

    @contextlib.asynccontextmanager
    async def answering(self, showing: Showing) -> AsyncIterator[None]:
        """A click's own answer shows `showing` on the board it was on: around that call. If
        the answer fails, the worker edits the board instead."""
        game_id = showing.stored.id
        self._note(showing)
        self._answering[game_id] += 1
        sending = self._lock(game_id)
        try:
            async with asyncio.timeout(ANSWER_WAITS):
                await sending.acquire()
        except TimeoutError:
            sending = None
        try:
            yield
        except BaseException:
            self.want(dataclasses.replace(showing, board=True))
            raise
        else:
            self._sent(showing)
        finally:
            if sending is not None:
                sending.release()
            self._answering[game_id] -= 1
            self._forget_if_idle(game_id)

    async def caught_up(self, game_id: int, version: int) -> None:
        """Return once a send from now on shows `version` or newer, or nothing is left to
        send (a command answers after its own change is on the board; a change that kept the
        version, a forgotten person's name, is sent again all the same)."""
        if game_id not in self._workers:
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.setdefault(game_id, []).append((version, future))
        await future

    async def settled(self, game_id: int) -> None:
        """Return once nothing is left to send for the game (for tests and the stop)."""
        while (worker := self._workers.get(game_id)) is not None:
            await asyncio.wait({worker})

    async def close(self, grace: float = CLOSING_GRACE) -> None:
        """Let the workers finish for up to `grace` seconds, then stop them (the bot stops;
        what was not sent is shown at the next change or by `/pickomino status`)."""
        workers = set(self._workers.values())
        if workers:
            await asyncio.wait(workers, timeout=grace)
        await stop_tasks(set(self._workers.values()))

    def pending(self) -> int:
        """Games with something still to send."""
        return len(self._workers)

    # ------------------------------------------------------------------ the worker

    def _note(self, showing: Showing) -> None:
        game_id = showing.stored.id
        newest = self._newest.get(game_id)
        if newest is None or showing.version >= newest.version:
            self._newest[game_id] = showing

    def _wake(self, game_id: int) -> None:
        if game_id not in self._workers:
            name = f"board updates of game {game_id}"
            self._workers[game_id] = asyncio.create_task(self._work(game_id), name=name)

    async def _work(self, game_id: int) -> None:
        try:
            while queue := self._queues.get(game_id):
                head = queue[0]
                if isinstance(head, Showing) and head.board:
                    await self._pace(head.stored.channel_id)
                step = queue.pop(0)
                try:
                    if isinstance(step, Showing):
                        if step.board:
                            await self._send(step)
                        if queue and isinstance(queue[0], Showing):
                            newer = queue[0]
                            queue[0] = dataclasses.replace(step.then(newer), board=newer.board)
                        else:
                            await self._follow(step)
                    else:
                        await step()
                except Exception as error:
                    self._failed(game_id, error)
        finally:
            del self._workers[game_id]
            self._queues.pop(game_id, None)
            for _, future in self._waiters.pop(game_id, []):
                if not future.done():
                    future.set_result(None)
            self._forget_if_idle(game_id)

    async def _send(self, showing: Showing) -> None:
        """The board edited with `showing`, unless a click's answer already showed a newer
        state."""
        game_id = showing.stored.id
        async with self._lock(game_id):
            if self._shown.get(game_id, -1) > showing.version:
                return
            await self._edit(showing)
            self._sent(showing)

    def _lock(self, game_id: int) -> asyncio.Lock:
        return self._sending.setdefault(game_id, asyncio.Lock())

    def _sent(self, showing: Showing) -> None:
        """A send of `showing` finished. If a newer state's finished before it, Discord may
        show this older one last: the newest is sent again."""
        game_id = showing.stored.id
        shown = self._shown.get(game_id, -1)
        if shown > showing.version:
            self._shown[game_id] = showing.version
            newest = self._newest[game_id]
            self.want(Showing(newest.stored, newest.game))
            return
        self._shown[game_id] = showing.version
        waiting = self._waiters.get(game_id, [])
        for version, future in [w for w in waiting if w[0] <= showing.version]:
            waiting.remove((version, future))
            if not future.done():
                future.set_result(None)

    def _forget_if_idle(self, game_id: int) -> None:
        """Nothing in flight for the game: nothing left to compare with."""
        if game_id in self._workers or self._answering[game_id] > 0:
            return
        del self._answering[game_id]
        self._newest.pop(game_id, None)
        self._shown.pop(game_id, None)
        sending = self._sending.get(game_id)
        if sending is not None and not sending.locked():
            del self._sending[game_id]
