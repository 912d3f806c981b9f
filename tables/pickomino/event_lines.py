"""The latest moves' lines, each described once (issue 16).

A board shows a game's latest events, and every click describes the board again: without a
memory, the same eight or so events would be put into words at every click, a fifth of the
board's cost. Events are plain records that compare by value and cannot be hashed, but the
table layer keeps the very same objects between clicks (tables.service), so a line is kept by
the event's identity, with the names and the language it was said in. An entry holds its
event, so that identity cannot be reused while the entry lives.
"""

from collections.abc import Callable, Sequence
from typing import Any

Describe = Callable[[Any, Sequence[str], str], str | None]

KEPT = 4096
"""Lines kept before the memory starts again: a few hundred busy tables' latest moves."""


class EventLines:
    def __init__(self, describe: Describe, kept: int = KEPT) -> None:
        self._describe = describe
        self._kept = kept
        self._lines: dict[int, tuple[Any, tuple[str, ...], str, str | None]] = {}

    def line(self, event: Any, names: tuple[str, ...], language: str) -> str | None:
        """What `describe` says of `event` with these seat names, in `language`."""
        entry = self._lines.get(id(event))
        if entry is not None and entry[0] is event and entry[1] == names and entry[2] == language:
            return entry[3]
        line = self._describe(event, names, language)
        if len(self._lines) >= self._kept:
            self._lines.clear()
        self._lines[id(event)] = (event, names, language, line)
        return line
