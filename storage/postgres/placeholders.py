"""SQLite's `?` placeholders turned into PostgreSQL's `$1, $2...`.

The versioned UPDATEs of `storage.guards` are written once; both stores run the same
statement, so their guards cannot drift apart. Our statements hold no `?` in literals.
"""

from __future__ import annotations

import itertools
import re
from functools import cache

_PLACEHOLDER = re.compile(r"\?")


@cache
def numbered(sql: str) -> str:
    counter = itertools.count(1)
    return _PLACEHOLDER.sub(lambda _: f"${next(counter)}", sql)
