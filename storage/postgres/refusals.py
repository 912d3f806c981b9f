"""Why a PostgreSQL database cannot be opened, in one line a person can act on.

asyncpg reports a server that does not answer, an unknown host, a missing role or database
and a refused password each with its own exception (several of them `OSError`s with a
socket's wording); every command that opens the database turns them into `StoreNotOpened`
here, which the command line prints as one line, never with the URL's password.
"""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from urllib.parse import unquote, urlsplit

import asyncpg

from storage.errors import StoreNotOpened
from storage.postgres_urls import masked, unreadable

CONNECT_TIMEOUT = 5.0
"""Seconds a connection attempt waits for the server."""


REASONS = {
    "unknown_host": "the host {host} is unknown ({detail})",
    "no_answer": "no PostgreSQL server answers at {where} ({detail})",
    "timeout": "no answer from {where} within {seconds} s",
    "login_refused": "the server refused the login: {detail}",
    "no_database": "the database {database} does not exist on {where} (create it first)",
    "busy": "the server at {where} refuses connections now: {detail}",
    "bad_url": "the URL cannot be read ({detail})",
    "unreadable_url": (
        "the URL cannot be read: in its user name and password, write / as %2F, @ as %40,"
        " ? as %3F, # as %23 and % as %25 (or leave the password out of the URL and set"
        " PGPASSWORD; docs/deployment.md)"
    ),
    "other": "{detail}",
}
"""Each cause in English, for logs; the command line says it in the user's language from the
catalog keys `cli.store_reason.<kind>`, which take the same values."""
TRANSIENT = ("no_answer", "timeout", "busy")
"""Causes that may pass by themselves: the server is starting, restarting, or full."""


@asynccontextmanager
async def opening(url: str) -> AsyncIterator[None]:
    """Connecting to `url` inside this block: a failure to connect becomes `StoreNotOpened`.
    A URL that would not be read as written is refused before asyncpg reads it: it would
    connect elsewhere, or fail with words quoting a piece of the password."""
    if unreadable(url):
        raise refused(url, "unreadable_url", {})
    try:
        yield
    except StoreNotOpened:
        raise
    except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
        kind, values = _cause(url, error)
        raise refused(url, kind, values) from error
    except ValueError as error:
        raise refused(url, "bad_url", {"detail": _line(error)}) from error


def refused(url: str, kind: str, values: dict[str, str]) -> StoreNotOpened:
    reason = REASONS[kind].format(**values)
    return StoreNotOpened(
        masked(url), reason, kind=kind, values=values, transient=kind in TRANSIENT
    )


def _cause(url: str, error: BaseException) -> tuple[str, dict[str, str]]:
    """Which cause `error` is, with the values its words need."""
    parts = urlsplit(url)
    host = parts.hostname or "localhost"
    where = f"{host}:{parts.port or 5432}"
    if isinstance(error, socket.gaierror):
        return "unknown_host", {"host": host, "detail": str(error.strerror)}
    if isinstance(error, TimeoutError):
        return "timeout", {"where": where, "seconds": f"{CONNECT_TIMEOUT:g}"}
    if isinstance(
        error, asyncpg.InvalidPasswordError | asyncpg.InvalidAuthorizationSpecificationError
    ):
        return "login_refused", {"detail": _line(error)}
    if isinstance(error, asyncpg.InvalidCatalogNameError):
        return "no_database", {"database": unquote(parts.path.lstrip("/")), "where": where}
    if isinstance(error, asyncpg.CannotConnectNowError | asyncpg.TooManyConnectionsError):
        return "busy", {"where": where, "detail": _line(error)}
    if isinstance(error, OSError):
        return "no_answer", {"where": where, "detail": _line(error)}
    return "other", {"detail": _line(error)}


def _line(error: BaseException) -> str:
    """The error's own words on one line."""
    return " ".join(str(error).split()) or type(error).__name__
