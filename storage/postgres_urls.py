"""PostgreSQL URLs as messages and logs show them: never with their password.

A module of its own, importing nothing of the store, so both the opening of a store and the
PostgreSQL store itself use it without importing each other.
"""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
SECRET_PARAMETERS = ("password", "passfile", "sslpassword")
"""Query parameters of a PostgreSQL URL that hold or point to a secret."""


def is_postgres_url(url: str) -> bool:
    return url.startswith(POSTGRES_SCHEMES)


def masked(url: str) -> str:
    """The URL without its password (in the address or as a parameter), for messages and
    logs."""
    parts = urlsplit(url)
    netloc = parts.netloc
    if parts.password is not None:
        host = netloc.rpartition("@")[2]
        netloc = f"{parts.username}:***@{host}" if parts.username else f":***@{host}"
    query = parts.query
    if query:
        pairs = parse_qsl(query, keep_blank_values=True)
        hidden = [(key, "***" if key in SECRET_PARAMETERS else value) for key, value in pairs]
        query = urlencode(hidden, safe="*")
    return urlunsplit(parts._replace(netloc=netloc, query=query))
