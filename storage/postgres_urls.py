"""PostgreSQL URLs as messages and logs show them: never with their password.

A module of its own, importing nothing of the store, so both the opening of a store and the
PostgreSQL store itself use it without importing each other.

A password pasted into a URL unencoded (generated ones often hold `/`, `+` or `@`) makes the
URL say something else than what was meant: `postgresql://bot:a/b@db/x` is, for urllib, the
host `bot` on port `a`, and asyncpg reads the first `@` where urllib reads the last. So the
password is masked from what the text holds, never from a parse: everything between the
first `:` after the scheme and the last `@` is hidden, wherever that `@` is. `unreadable`
tells such a URL apart before it reaches asyncpg, whose own errors quote parts of it.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, unquote

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
SECRET_PARAMETERS = ("password", "passfile", "sslpassword")
"""Query parameters of a PostgreSQL URL that hold or point to a secret."""
HIDDEN = "***"
LOGIN_ENDS = "/?#"
"""Where the part after the scheme (login and hosts) ends in a well-formed URL."""
BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")


def is_postgres_url(url: str) -> bool:
    return url.startswith(POSTGRES_SCHEMES)


def masked(url: str) -> str:
    """The URL without its password (in the login or as a parameter), for messages and logs,
    however the rest of it is written."""
    scheme, separator, rest = url.partition("://")
    if not separator:
        return url
    at = rest.rfind("@")
    tail = rest
    if at >= 0:
        user, colon, _ = rest[:at].partition(":")
        login = f"{user}:{HIDDEN}@" if colon else rest[: at + 1]
        tail = rest[at + 1 :]
    else:
        login = ""
    address, question, query = tail.partition("?")
    if question:
        query = _masked_query(query)
    return f"{scheme}://{login}{address}{question}{query}"


def _masked_query(query: str) -> str:
    """Each secret parameter's value hidden; a piece without `=` after a secret one is part of
    that secret (an unencoded `&` in it), hidden too."""
    pieces: list[str] = []
    secret = False
    for piece in query.split("&"):
        key, equals, _ = piece.partition("=")
        if equals:
            secret = unquote(key).strip().lower() in SECRET_PARAMETERS
            pieces.append(f"{key}={HIDDEN}" if secret else piece)
        else:
            pieces.append(HIDDEN if secret else piece)
    return "&".join(pieces)


def unreadable(url: str) -> bool:
    """Whether `url` would not be read as written: a character a URL reserves left unencoded
    in its user name or password (`/`, `?`, `#`, `@`, or `%` not starting an escape), or a
    port that is not a number (`user:password` with the host forgotten), or a query that is
    not `key=value` pairs. asyncpg would then connect with another host, user or password than
    meant, or fail with words quoting a piece of the password."""
    rest = url.partition("://")[2]
    end = min((rest.find(mark) for mark in LOGIN_ENDS if mark in rest), default=len(rest))
    authority = rest[:end]
    if rest.count("@") > 1 or ("@" in rest and "@" not in authority):
        return True
    login, _, hosts = authority.rpartition("@")
    if BAD_ESCAPE.search(login):
        return True
    if any(not _port_readable(host) for host in hosts.split(",")):
        return True
    query = rest[end:].partition("?")[2].partition("#")[0]
    if query:
        try:
            parse_qsl(query, strict_parsing=True)
        except ValueError:
            return True
    return False


def _port_readable(host: str) -> bool:
    port = host.rpartition("]")[2] if host.startswith("[") else host
    _, colon, number = port.rpartition(":")
    return not colon or number == "" or number.isdigit()
