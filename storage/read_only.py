"""Reading games from a SQLite file nobody may write: a backup, a read-only mount, a file
owned by another user.

The store always opens its file for writing (its write-ahead log, its migrations), so a
command that only reads (`leaderboard`, `stats`) reads such a file from a copy made with the
backup API, in a temporary folder deleted afterwards. The copy is migrated like any database,
so a backup made by an older version reads too; the file itself is never changed.
"""

from __future__ import annotations

import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from storage.errors import DatabasePlaceError
from storage.interface import GameStore
from storage.maintenance import backup_database
from storage.placement import FILE_NOT_WRITABLE, FOLDER_NOT_WRITABLE, check_database_place
from storage.sqlite_store import SqliteGameStore

READ_ONLY_PROBLEMS = (FILE_NOT_WRITABLE, FOLDER_NOT_WRITABLE)
"""What stops a write but not a read."""


def is_read_only(path: Path) -> bool:
    """The SQLite file at `path` exists and can be read but not written; a place that is
    wrong otherwise (a folder, a missing parent) raises `DatabasePlaceError`."""
    try:
        check_database_place(path, create_folder=False)
    except DatabasePlaceError as error:
        if error.problem in READ_ONLY_PROBLEMS and path.is_file():
            return True
        raise
    return False


@asynccontextmanager
async def read_only_copy(path: Path) -> AsyncIterator[GameStore]:
    """A store on a copy of the read-only file at `path`, deleted once closed."""
    with tempfile.TemporaryDirectory(prefix="pickomino-read-") as folder:
        copy = backup_database(path, Path(folder) / path.name)
        store = await SqliteGameStore.open(copy, durable=False)
        try:
            yield store
        finally:
            await store.close()
