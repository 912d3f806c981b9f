"""Whether the SQLite file can live where the settings put it, checked before anything starts.

SQLite reports a folder it cannot write, a path that is a folder or a file it may not change
only at the first write, as `OperationalError`s; a file it can read but not write is even
opened read-only without a word, and every move then fails. These checks name the path and
the problem at start instead. They try the real operation (create a file in the folder, open
the database for writing) rather than read permission bits, so they also see what binds root:
a read-only mount, an immutable file.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from storage.errors import DatabasePlaceError

PATH_IS_FOLDER = "path_is_folder"
PARENT_IS_FILE = "parent_is_file"
FOLDER_NOT_CREATED = "folder_not_created"
FOLDER_NOT_WRITABLE = "folder_not_writable"
FILE_NOT_WRITABLE = "file_not_writable"
PERMISSION_PROBLEMS = (FOLDER_NOT_CREATED, FOLDER_NOT_WRITABLE, FILE_NOT_WRITABLE)
"""The problems an owner or mode fixes (the others are a path to correct)."""


def check_database_place(path: Path, *, create_folder: bool = True) -> None:
    """Raise `DatabasePlaceError` unless the database at `path` can be created or written.
    Nothing is created: a missing folder is checked in the nearest folder that exists.
    Without `create_folder` (a command that only reads the database), a missing folder is
    left for the caller to report (there is no database to read)."""
    check_database_path(path)
    folder = path.parent
    existing = folder
    while not existing.exists():
        existing = existing.parent
    if existing != folder and not create_folder:
        return
    try:
        with tempfile.TemporaryFile(dir=existing, prefix=".pickomino-write-check-"):
            pass
    except OSError as error:
        problem = FOLDER_NOT_WRITABLE if existing == folder else FOLDER_NOT_CREATED
        raise DatabasePlaceError(path, problem, folder, error) from error
    if path.exists():
        try:
            os.close(os.open(path, os.O_RDWR))
        except OSError as error:
            raise DatabasePlaceError(path, FILE_NOT_WRITABLE, path, error) from error


def check_database_path(path: Path) -> None:
    """Raise `DatabasePlaceError` when `path` cannot name a database file at all (a folder, or
    below a file), whoever reads it: checked for the commands that only read it too."""
    if path.is_dir():
        raise DatabasePlaceError(path, PATH_IS_FOLDER, path)
    blocking = _file_among_parents(path)
    if blocking is not None:
        raise DatabasePlaceError(path, PARENT_IS_FILE, blocking)


def _file_among_parents(path: Path) -> Path | None:
    """The first parent of `path` that exists but is not a folder, if any."""
    for parent in reversed(path.absolute().parents):
        if parent.exists() and not parent.is_dir():
            return parent
        if not parent.exists():
            return None
    return None
