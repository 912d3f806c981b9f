"""The health file the running bot keeps, and what it says when the database fails.

While connected, the bot first probes its database with a write that changes nothing, then
writes the time in the health file. When the probe fails (a full disk, an I/O error, a
database made read-only under the bot, a lock held too long, a server gone), moves are being
refused: the file then says why and is dated at the epoch, so the container's check (which
reads the file's age only, docker/healthcheck.sh) and `pickomino-bot health` (which prints
why) report it at once, not after the file ages. The probe runs again each beat, and the
first good one makes the bot healthy again. The log gets one WARNING when the database
fails (and when the cause changes) and one INFO when it is back, not a line every beat.
"""

import logging
import os
import time
from pathlib import Path

from bot.health import DATABASE_PROBLEM
from storage import GameStore, StorageError

log = logging.getLogger(__name__)


class Heartbeat:
    def __init__(self, store: GameStore, health_file: Path) -> None:
        self.store = store
        self.health_file = health_file
        self.problem: str | None = None
        """Why the database failed at the last beat; None while it works."""

    async def beat(self) -> None:
        """One beat: probe the database, say what changed, write the health file."""
        try:
            await self.store.probe()
            problem = None
        except StorageError as error:
            problem = str(error)
        if problem is not None and problem != self.problem:
            log.warning("unhealthy: %s; moves are refused until it can be written", problem)
        elif problem is None and self.problem is not None:
            log.info("the database can be written again: healthy")
        self.problem = problem
        self._write()

    def _write(self) -> None:
        text = f"{time.time():.0f}" if self.problem is None else DATABASE_PROBLEM + self.problem
        try:
            self.health_file.write_text(text + "\n")
        except OSError as error:
            log.warning("cannot write the health file %s: %s", self.health_file, error)
        if self.problem is not None:
            try:
                os.utime(self.health_file, (0, 0))
            except OSError as error:
                log.warning("cannot date the health file %s: %s", self.health_file, error)
