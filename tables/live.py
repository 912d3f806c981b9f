"""Who follows a table, woken when it changes (issue 38: a running game's live page).

A follower takes the game's `Change` before reading the game, then waits on it: a move made
between the read and the wait still wakes it. The table service tells every move, start and
end it writes (`moved`); on PostgreSQL, moves written by other processes arrive through the
store's notifications (GameStore.follow_moves). A follower also reads the game again after
`RECHECK_SECONDS` without news, so a change that reached no signal (a move another process
made on SQLite) is shown late rather than never.
"""

import asyncio

RECHECK_SECONDS = 15.0


class Change:
    """The next change of one game."""

    __slots__ = ("_happened",)

    def __init__(self) -> None:
        self._happened = asyncio.Event()

    async def wait(self, timeout: float = RECHECK_SECONDS) -> bool:
        """True once the game changed, False after `timeout` seconds without news."""
        if self._happened.is_set():
            return True
        try:
            await asyncio.wait_for(self._happened.wait(), timeout)
        except TimeoutError:
            return False
        return True


class LiveTables:
    def __init__(self) -> None:
        self._next: dict[int, Change] = {}

    def change(self, game_id: int) -> Change:
        """The game's next change, shared by everyone waiting for it."""
        found = self._next.get(game_id)
        if found is None:
            found = self._next[game_id] = Change()
        return found

    def moved(self, game_id: int) -> None:
        """The game changed: wake whoever waits for it."""
        found = self._next.pop(game_id, None)
        if found is not None:
            found._happened.set()
