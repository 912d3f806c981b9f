"""Every change to a table: load, check, apply, commit, in that order, for every front-end.

One asyncio lock per game serializes the changes of that game (games of other tables never
wait for each other); the version each board carries, checked again by the store in the same
transaction as the write, turns double clicks and stale boards into a clear refusal. Turn
timers and computer turns are stored deadlines, so they survive restarts: `wait_for_due` sleeps
until the earliest and `play_due_turn` plays it.

`TableService` is composed of one part per concern, each in its own module:
tables/service_base.py (shared state, reading a table), service_timers.py (deadlines and the
wait for them), service_results.py (results, ratings, a server's settings), service_play.py
(moves and computer turns), service_due_turns.py (what a deadline does when it comes) and
service_lobby.py (the lobby and its seats).
"""

from tables.service_base import RECENT_EVENTS, Played
from tables.service_due_turns import DueTurns
from tables.service_lobby import LOBBY_OPERATIONS, Lobby
from tables.service_results import RATINGS_KEPT
from tables.service_timers import DATABASE_RETRY, NO_DEADLINE

__all__ = [
    "DATABASE_RETRY",
    "LOBBY_OPERATIONS",
    "NO_DEADLINE",
    "RATINGS_KEPT",
    "RECENT_EVENTS",
    "Played",
    "TableService",
]


class TableService(Lobby, DueTurns):
    """Every change to a table, for every front-end (see the module's docstring)."""
