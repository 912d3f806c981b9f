"""Errors raised by the storage layer.

Each one carries the identifiers a cog needs to answer the user in the right place, and a
message that reads well in a log line, so callers never have to parse SQLite's own errors.
"""

from __future__ import annotations

from pathlib import Path


class StorageError(Exception):
    """Base class: anything the store refuses or cannot do."""


class GameNotFound(StorageError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"game {game_id} does not exist")
        self.game_id = game_id


class VersionConflict(StorageError):
    """Another writer changed the game after the caller read it; reload and decide again."""

    def __init__(self, game_id: int, expected: int, actual: int) -> None:
        super().__init__(
            f"game {game_id} changed meanwhile: expected version {expected}, found {actual}"
        )
        self.game_id = game_id
        self.expected = expected
        self.actual = actual


class ChannelBusy(StorageError):
    """A channel holds at most one lobby or running game."""

    def __init__(self, channel_id: int, game_id: int) -> None:
        super().__init__(f"channel {channel_id} already has an open game ({game_id})")
        self.channel_id = channel_id
        self.game_id = game_id


class WrongStatus(StorageError):
    """The operation does not apply to a game in this status (e.g. an action on a finished game)."""

    def __init__(self, game_id: int, status: str, operation: str) -> None:
        super().__init__(f"game {game_id} is {status}: cannot {operation}")
        self.game_id = game_id
        self.status = status
        self.operation = operation


class BrokenGame(StorageError):
    """The stored state of one game cannot be read; the game is flagged so it is reported, not
    retried, and other games keep working."""

    def __init__(self, game_id: int, channel_id: int, reason: str) -> None:
        super().__init__(f"game {game_id} in channel {channel_id} is broken: {reason}")
        self.game_id = game_id
        self.channel_id = channel_id
        self.reason = reason


class StorageUnavailable(StorageError):
    """The database cannot be used right now: the server cannot be reached (restarting,
    network cut), or SQLite's disk is full, its file locked by another process past the busy
    timeout, or failing to read or write. Nothing is retried for the caller: a change whose
    answer was lost may or may not have been saved, and only the caller, reloading the game,
    can tell. The person who clicked is asked to try again; the store recovers by itself on
    its next use once the cause is gone."""

    def __init__(self, cause: BaseException, state: str = "cannot be reached") -> None:
        super().__init__(f"the database {state} right now: {cause}")


class SchemaTooNew(StorageError):
    """Refusing to touch a database written by a newer bot protects it from being damaged."""

    def __init__(self, path: str, found: int, known: int) -> None:
        super().__init__(
            f"database {path} has schema version {found}, but this bot only knows up to "
            f"{known}; upgrade the bot or point it at another database file"
        )
        self.path = path
        self.found = found
        self.known = known


class MigrationFailed(StorageError):
    def __init__(self, path: str, migration: str, cause: Exception) -> None:
        super().__init__(f"database {path}: migration {migration} failed: {cause}")
        self.path = path
        self.migration = migration


class NotADatabase(StorageError):
    def __init__(self, path: str, cause: Exception) -> None:
        super().__init__(f"{path} cannot be opened as a SQLite database: {cause}")
        self.path = path


class DatabasePlaceError(StorageError):
    """The database file cannot live where the settings put it (see `placement`): `problem`
    names what is wrong, `place` the file or folder at fault, `cause` the system's own error.
    The command line turns it into a message saying what to change."""

    def __init__(
        self, path: Path, problem: str, place: Path, cause: BaseException | None = None
    ) -> None:
        detail = ""
        if cause is not None:
            strerror = cause.strerror if isinstance(cause, OSError) else None
            detail = strerror or str(cause)
        super().__init__(
            f"database {path}: {problem.replace('_', ' ')}: {place}"
            + (f" ({detail})" if detail else "")
        )
        self.path = path
        self.problem = problem
        self.place = place
        self.detail = detail


class StoreNotOpened(StorageError):
    """The database the settings name cannot be used at all: its server does not answer, its
    host is unknown, its role or database is missing, or the password is refused. Something
    to fix before any command can start, so commands say it in one line (`name` never holds a
    password) instead of a traceback. `transient`: the server did not answer, which a restart
    may fix by itself; the other causes a person has to fix."""

    def __init__(
        self,
        name: str,
        reason: str,
        *,
        kind: str = "other",
        values: dict[str, str] | None = None,
        transient: bool = False,
    ) -> None:
        super().__init__(f"the database {name} cannot be opened: {reason}")
        self.name = name
        self.reason = reason
        self.kind = kind
        """Which cause (storage.postgres.refusals.REASONS), for words in other languages."""
        self.values = values if values is not None else {"detail": reason}
        self.transient = transient
