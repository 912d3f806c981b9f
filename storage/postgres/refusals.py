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
from urllib.parse import urlsplit

import asyncpg

from storage.errors import StoreNotOpened
from storage.postgres_urls import masked

CONNECT_TIMEOUT = 5.0
"""Seconds a connection attempt waits for the server."""


@asynccontextmanager
async def opening(url: str) -> AsyncIterator[None]:
    """Connecting to `url` inside this block: a failure to connect becomes `StoreNotOpened`."""
    try:
        yield
    except StoreNotOpened:
        raise
    except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
        reason, transient = _reason(url, error)
        raise StoreNotOpened(masked(url), reason, transient=transient) from error
    except ValueError as error:
        raise StoreNotOpened(masked(url), f"the URL cannot be read ({_line(error)})") from error


def _reason(url: str, error: BaseException) -> tuple[str, bool]:
    """The cause in words, and whether it may pass by itself (the server is not answering)."""
    parts = urlsplit(url)
    host = parts.hostname or "localhost"
    where = f"{host}:{parts.port or 5432}"
    if isinstance(error, socket.gaierror):
        return f"the host {host} is unknown ({error.strerror})", False
    if isinstance(error, TimeoutError):
        return f"no answer from {where} within {CONNECT_TIMEOUT:g} s", True
    if isinstance(
        error, asyncpg.InvalidPasswordError | asyncpg.InvalidAuthorizationSpecificationError
    ):
        return f"the server refused the login: {_line(error)}", False
    if isinstance(error, asyncpg.InvalidCatalogNameError):
        return f"{_line(error)} on {where} (create it first)", False
    if isinstance(error, asyncpg.CannotConnectNowError | asyncpg.TooManyConnectionsError):
        return f"the server at {where} refuses connections now: {_line(error)}", True
    if isinstance(error, OSError):
        return f"no PostgreSQL server answers at {where} ({_line(error)})", True
    return _line(error), False


def _line(error: BaseException) -> str:
    """The error's own words on one line."""
    return " ".join(str(error).split()) or type(error).__name__
