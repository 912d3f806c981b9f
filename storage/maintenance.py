"""What an admin does to the database file itself: read its schema version, back it up.

The backup uses SQLite's online backup API on a normal connection, so it can run while the
bot is running: in WAL mode the copy reads one consistent snapshot and never blocks the bot's
writes. The copy is written beside its destination, checked, switched to a plain rollback
journal (one self-contained file, no -wal beside it) and only then renamed into place, so a
file at the destination is always a complete, readable backup. Before copying, the log is
emptied into the database (a TRUNCATE checkpoint: the bot runs no checkpoint inside its
commits, see wal_checkpoints); should the bot keep it busy past the busy timeout, the
checkpoint stops short, and where SQLite cannot write the file (read-only) there is none:
the copy reads the log either way. A database nobody may write (a read-only mount, a file
of another user, an earlier backup) is backed up too: the copy only reads it.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing, suppress
from datetime import UTC, datetime
from pathlib import Path

from storage.errors import DatabasePlaceError, StorageError
from storage.placement import FILE_NOT_WRITABLE, FOLDER_NOT_WRITABLE, check_database_place

BACKUP_DIR = "backups"


class BackupError(StorageError):
    """The backup could not be made; nothing was left at the destination."""


class BackupRefused(BackupError):
    """The destination asked for cannot take a backup (it exists, or its folder does not):
    an argument or setting to correct, which the command line says with status 2."""


class BackupFolderMissing(BackupRefused):
    """The folder named for the backup does not exist: a path to correct, not created."""


class BackupExists(BackupRefused):
    """A backup never overwrites a file."""

    def __init__(self, destination: Path) -> None:
        super().__init__(f"{destination} already exists: choose another name")


def schema_version(path: Path) -> int:
    """The last migration applied to the database at `path`; 0 for a new or empty file."""
    if not path.exists():
        return 0
    try:
        with closing(sqlite3.connect(_uri(path, "rw"), uri=True)) as conn:
            tables = conn.execute(
                "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"
            ).fetchall()
            if not tables:
                return 0
            return int(
                conn.execute("SELECT coalesce(max(version), 0) FROM schema_migrations").fetchone()[
                    0
                ]
            )
    except sqlite3.DatabaseError as error:
        raise BackupError(f"{path} cannot be read as a SQLite database: {error}") from error


def default_backup_path(
    database: Path, now: datetime | None = None, folder: Path | None = None
) -> Path:
    """`data/backups/pickomino-20261122-101500.db` for `data/pickomino.db`, or the same name in
    `folder` (the container keeps its backups on another volume than the database)."""
    moment = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    folder = folder if folder is not None else database.parent / BACKUP_DIR
    return folder / f"{database.stem}-{moment}{database.suffix or '.db'}"


def backup_database(database: Path, destination: Path, *, create_folder: bool = False) -> Path:
    """Copy the live database at `database` to `destination`, which must not exist yet. Its
    folder must exist, unless `create_folder` (the default folder beside the database): a
    mistyped folder is refused rather than created somewhere nobody looks."""
    try:
        check_database_place(database, create_folder=False)
    except DatabasePlaceError as error:
        if error.problem not in (FILE_NOT_WRITABLE, FOLDER_NOT_WRITABLE):
            raise
    if not database.is_file():
        raise BackupError(f"there is no database at {database}: nothing to back up")
    if destination.exists():
        raise BackupExists(destination)
    folder = destination.parent
    if not folder.is_dir() and not create_folder:
        raise BackupFolderMissing(
            f"the folder {folder} does not exist: create it first, or check the path"
        )
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise BackupError(f"the folder {folder} cannot be created: {error.strerror}") from error
    partial = destination.with_name(destination.name + ".partial")
    partial.unlink(missing_ok=True)
    try:
        _copy(database, partial)
        os.replace(partial, destination)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return destination


def _copy(database: Path, target: Path) -> None:
    _empty_the_log(database)
    try:
        with (
            closing(_reader(database)) as source,
            closing(sqlite3.connect(target)) as copy,
        ):
            source.backup(copy)
            copy.execute("PRAGMA journal_mode = DELETE")
            verdict = copy.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as error:
        raise BackupError(f"{database} could not be backed up: {error}") from error
    if verdict != "ok":
        raise BackupError(f"the copy of {database} failed its integrity check: {verdict}")


def _empty_the_log(database: Path) -> None:
    """Copy the write-ahead log into the database first, where it may be written; a read-only
    one keeps its log, which the copy reads."""
    with suppress(sqlite3.Error), closing(sqlite3.connect(_uri(database, "rw"), uri=True)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()


def _reader(database: Path) -> sqlite3.Connection:
    """A connection that reads `database` without ever writing it. SQLite reads a file in WAL
    mode read-only when it can create the shared-memory file beside it; in a folder nobody
    may write, where it cannot, the file is read as immutable (nobody can change it there)."""
    conn = sqlite3.connect(_uri(database, "ro"), uri=True)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn
    except sqlite3.OperationalError:
        conn.close()
        return sqlite3.connect(_uri(database, "ro") + "&immutable=1", uri=True)


def _uri(path: Path, mode: str) -> str:
    """A URI that opens an existing file only (never creates one), whatever its name holds."""
    return f"{path.resolve().as_uri()}?mode={mode}"
