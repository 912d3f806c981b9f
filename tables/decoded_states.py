"""The game states this process saved last, kept decoded for the next move of their game.

Every move loads its game: the stored state is JSON, decoded and checked field by field, which
was the largest single cost of a click of our own (docs/benchmarks.md). The process that saved
a state already holds it decoded, so it keeps a copy of its own with the version and the text
it saved, and the next load of that game takes the copy when the stored version and text are
still those. A copy is handed out once and then forgotten: a state is changed in place by its
moves, so a kept copy is never an object anyone else holds, and a move that fails after
changing the state it took leaves nothing behind. A state saved by another process has
another version, and is decoded as before.
"""

from typing import Any

from storage import StoredGame

KEPT = 1024
"""Games whose last state is kept; past that, the one saved longest ago goes first."""


class DecodedStates:
    def __init__(self) -> None:
        self._kept: dict[int, tuple[int, str, Any]] = {}

    def keep(self, game_id: int, version: int, state_json: str, state: Any) -> None:
        """`state`, saved as `state_json` at `version`, is a copy no one else holds."""
        self._kept.pop(game_id, None)
        self._kept[game_id] = (version, state_json, state)
        if len(self._kept) > KEPT:
            del self._kept[next(iter(self._kept))]

    def forget(self, game_id: int) -> None:
        self._kept.pop(game_id, None)

    def take(self, stored: StoredGame) -> Any | None:
        """The kept state of `stored` if it is the one stored now, else None."""
        kept = self._kept.pop(stored.id, None)
        if kept is None:
            return None
        version, state_json, state = kept
        if version != stored.version or state_json != stored.state_json:
            return None
        return state
