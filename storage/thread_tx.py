"""The backend-neutral statements of standings_sql, run on the SQLite writer's own thread.

Finishing a game makes about ten statements (results, their order, ratings read, ratings,
their history and leaderboard totals written). Sent one by one through aiosqlite, each is a
hand-over to the writer's thread and back; run inside `Connections.transaction_in_one_call`,
they are plain sqlite3 calls on that thread, and the transaction is one hand-over.

standings_sql speaks to a transaction through `Tx`, whose methods are coroutines so that
PostgreSQL's (asyncpg) can await the server. ThreadTx's coroutines never suspend: `run_to_end`
runs such a coroutine to its end at once, without an event loop, so SQLite and PostgreSQL
keep running the very same code.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Coroutine, Iterable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class ThreadTx:
    """standings_sql.Tx on the sqlite3 connection of the thread running it, in a transaction."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    async def fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return list(self.conn.execute(sql, tuple(parameters)).fetchall())

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self.conn.executemany(sql, rows)


def run_to_end(coroutine: Coroutine[Any, Any, T]) -> T:
    """The value of a coroutine that never suspends (one awaiting only ThreadTx)."""
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    coroutine.close()
    raise RuntimeError("a coroutine run by run_to_end suspended: it awaited more than ThreadTx")
