"""SQLite's write-ahead log copied back into the database outside players' commits.

Left to itself, SQLite copies the log into the database (a checkpoint) inside the COMMIT that
takes the log past 1,000 pages: about one finished game in fifteen waited for it
(docs/benchmarks.md, "Finishing a game"). The store's writer turns those automatic checkpoints
off (`PRAGMA wal_autocheckpoint = 0`) and this module runs them, on a connection and a thread
of their own:

- after each commit the store asks how many pages of the log the database does not hold yet
  (`pending`: the wal-index header that SQLite's connections share in the `-shm` file, read
  with one system call) and, once the log has grown by `mark` pages since the last checkpoint,
  starts a PASSIVE checkpoint in a background task. A passive checkpoint copies what no reader
  still needs and never waits for the writer, nor makes it wait;
- a reader holding an old snapshot stops a passive checkpoint short, and readers that keep
  overlapping would let the log grow for ever. Past `bound` pages the task runs a RESTART
  checkpoint instead: it holds the writer back while it waits (up to the busy timeout) for the
  readers, copies everything, and the next commit writes the log from its start again;
- the store's close cancels and awaits the task, then empties the log (TRUNCATE).

The checkpoint connection syncs as the writer does (FULL for durable commits): a checkpoint syncs
the log before copying it and the database after, and the log keeps every committed page until
the copy is on disk, so a process killed in the middle of a checkpoint loses nothing.

The `-shm` file descriptor opened here stays open until the store's SQLite connections are
closed: closing any descriptor of a file drops every POSIX lock the process holds on it,
SQLite's included.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import sys
from dataclasses import dataclass
from pathlib import Path

import aiosqlite

log = logging.getLogger(__name__)

MARK = 1_000
"""Pages of log between checkpoints: SQLite's own default for its automatic ones."""
BOUND_MARKS = 10
"""The log may pass `MARK` this many times over before a checkpoint waits for the readers."""
MAX_FRAME_AT = 16
"""Where the wal-index header keeps the number of the log's last valid page (mxFrame)."""
BACKFILLED_AT = 96
"""Where the checkpoint information keeps how many of them the database holds (nBackfill)."""
PASSIVE, RESTART, TRUNCATE = "PASSIVE", "RESTART", "TRUNCATE"
CLOSED = -1
"""The descriptor of closed checkpoints: never a number the system may give another file."""


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """What one checkpoint did, as `PRAGMA wal_checkpoint` reports it."""

    mode: str
    busy: bool
    log_pages: int
    copied_pages: int


class WalCheckpoints:
    def __init__(self, conn: aiosqlite.Connection, shm: int, *, mark: int, bound: int) -> None:
        self._conn = conn
        self._shm = shm
        self.mark = mark
        self.bound = bound
        self._left = 0
        """Pages the last checkpoint could not copy (a reader still needed them)."""
        self._length_then = 0
        """The log's length after the last checkpoint: a shorter log has started again."""
        self._restart_from = bound
        """The log's length from which the next checkpoint waits for the readers."""
        self.running: asyncio.Task[Checkpoint] | None = None

    @classmethod
    async def open(
        cls, path: Path, *, synchronous: str, busy_timeout_ms: int, mark: int = MARK
    ) -> WalCheckpoints | None:
        """Checkpoints of the WAL database at `path`, whose writer is open; None where the
        `-shm` file cannot be read (or, as on Windows, Python cannot read at an offset), and
        the writer then keeps SQLite's automatic ones."""
        if not hasattr(os, "pread"):
            return None
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            await conn.execute(f"PRAGMA busy_timeout = {busy_timeout_ms}")
            await conn.execute(f"PRAGMA synchronous = {synchronous}")
            shm = os.open(f"{path}-shm", os.O_RDONLY)
        except OSError as error:
            await conn.close()
            log.warning("%s-shm cannot be read (%s): SQLite checkpoints in commits", path, error)
            return None
        except BaseException:
            await conn.close()
            raise
        return cls(conn, shm, mark=mark, bound=mark * BOUND_MARKS)

    def log_pages(self) -> tuple[int, int]:
        """The log's length in pages, and how many of them the database holds already. Read
        without SQLite's locks: a header caught while a commit rewrites it only moves the next
        checkpoint by a commit."""
        header = os.pread(self._shm, BACKFILLED_AT + 4, 0)
        if len(header) < BACKFILLED_AT + 4:
            return 0, 0
        length = int.from_bytes(header[MAX_FRAME_AT : MAX_FRAME_AT + 4], sys.byteorder)
        copied = int.from_bytes(header[BACKFILLED_AT:], sys.byteorder)
        return length, min(copied, length)

    def pending(self) -> int:
        """Pages of the log the database does not hold yet."""
        length, copied = self.log_pages()
        return length - copied

    def committed(self) -> None:
        """Called on the event loop after each commit: starts a checkpoint once the log has
        grown by `mark` pages since the last one left it, or has grown past the bound."""
        if self.running is not None or self._shm == CLOSED:
            return
        length, copied = self.log_pages()
        if length < self._length_then:
            self._left, self._length_then, self._restart_from = 0, 0, self.bound
        wait = self._length_then < length >= self._restart_from
        if wait or length - copied >= self._left + self.mark:
            self.running = asyncio.get_running_loop().create_task(
                self._run(RESTART if wait else PASSIVE, length), name="sqlite-checkpoint"
            )
            self.running.add_done_callback(self._finished)

    async def _run(self, mode: str, length: int) -> Checkpoint:
        try:
            done = await self.checkpoint(mode)
        except sqlite3.Error as error:
            log.warning("the %s checkpoint of the database failed: %s", mode, error)
            done = Checkpoint(mode, True, length, 0)
        self._length_then, copied = self.log_pages()
        self._left = self._length_then - copied
        if mode == RESTART:
            self._restart_from = self._length_then + self.bound if done.busy else self.bound
        return done

    def _finished(self, task: asyncio.Task[Checkpoint]) -> None:
        self.running = None
        if not task.cancelled() and (error := task.exception()) is not None:
            log.error("the checkpoint task failed", exc_info=error)

    async def checkpoint(self, mode: str) -> Checkpoint:
        """One checkpoint now, on this connection's thread."""
        rows = await self._conn.execute_fetchall(f"PRAGMA wal_checkpoint({mode})")
        busy, log_pages, copied_pages = next(iter(rows))
        done = Checkpoint(mode, bool(busy), log_pages, copied_pages)
        log.debug("checkpoint: %s", done)
        return done

    async def stop(self) -> None:
        """Cancel the checkpoint under way, if any, and wait for its task to end."""
        task = self.running
        if task is not None:
            task.cancel()
            await asyncio.wait({task})

    async def close(self) -> None:
        """Empty the log, then close; call once every other connection of the store is
        closed (see the module docstring for the descriptor). A store may be closed twice:
        the second time does nothing."""
        if self._shm == CLOSED:
            return
        try:
            await self.checkpoint(TRUNCATE)
        except sqlite3.Error as error:
            log.warning("the last checkpoint of the database failed: %s", error)
        finally:
            await self._conn.close()
            os.close(self._shm)
            self._shm = CLOSED
