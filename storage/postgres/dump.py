"""`db backup` of a PostgreSQL database: PostgreSQL's own `pg_dump`, in its custom format
(`pg_restore` reads it back), where it is installed.

The password never goes on pg_dump's command line, which every user of the machine can read
(`ps`): it is handed over in the PGPASSWORD variable of pg_dump's environment. Like the SQLite
backup, the dump is written beside its destination and renamed into place only once pg_dump
succeeded, so a file at the destination is always a whole dump.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit, urlunsplit

from storage.maintenance import BackupError, BackupFolderMissing
from storage.postgres_urls import masked


class DumpUnavailable(BackupError):
    """pg_dump is not installed here; `command` is the one to run where it is."""

    def __init__(self, url: str) -> None:
        self.command = f"pg_dump --format=custom --file={dump_name(url)} '{masked(url)}'"
        super().__init__(f"pg_dump is not installed here; run {self.command}")


def dump_name(url: str) -> str:
    """`pickomino.dump` for the database `pickomino`."""
    database = urlsplit(url).path.lstrip("/") or "postgres"
    return f"{unquote(database)}.dump"


def pg_dump(url: str, destination: Path, *, create_folder: bool = False) -> Path:
    """Dump the database at `url` into `destination`, which must not exist yet."""
    program = shutil.which("pg_dump")
    if program is None:
        raise DumpUnavailable(url)
    if destination.exists():
        raise BackupError(f"{destination} already exists: choose another name")
    folder = destination.parent
    if not folder.is_dir() and not create_folder:
        raise BackupFolderMissing(
            f"the folder {folder} does not exist: create it first, or check the path"
        )
    folder.mkdir(parents=True, exist_ok=True)
    url, environment = _password_aside(url)
    partial = destination.with_name(destination.name + ".partial")
    partial.unlink(missing_ok=True)
    try:
        done = subprocess.run(
            [program, "--format=custom", f"--file={partial}", f"--dbname={url}"],
            env=environment,
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            problem = " ".join(done.stderr.split()) or f"exit status {done.returncode}"
            raise BackupError(f"pg_dump could not back up {masked(url)}: {problem}")
        os.replace(partial, destination)
    finally:
        partial.unlink(missing_ok=True)
    return destination


def _password_aside(url: str) -> tuple[str, dict[str, str]]:
    """The URL without its password (in the login or as a parameter), and pg_dump's
    environment with it in PGPASSWORD; without one, PGPASSWORD stays as the bot's own
    environment has it (docs/deployment.md). The URL is readable (`postgres_urls.unreadable`):
    the store was opened with it first."""
    parts = urlsplit(url)
    environment = dict(os.environ)
    if parts.password is not None:
        if parts.password:
            environment["PGPASSWORD"] = unquote(parts.password)
        host = parts.netloc.rpartition("@")[2]
        user = f"{parts.username}@" if parts.username else ""
        parts = parts._replace(netloc=user + host)
    pairs = parse_qsl(parts.query, keep_blank_values=True)
    if any(key == "password" for key, _ in pairs):
        environment["PGPASSWORD"] = [value for key, value in pairs if key == "password"][-1]
        parts = parts._replace(query=urlencode([pair for pair in pairs if pair[0] != "password"]))
    return urlunsplit(parts), environment
