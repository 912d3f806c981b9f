"""Each seat's counts for a finished game, from its seed and moves replayed.

The counts come from the game's events (GameRules.seat_stats); events are not stored, but the
seed and the moves reproduce them exactly. So the counts are taken once, when the game ends
(with the final move, not logged yet), and for games finished before they were kept, from
the stored log (tables.leaderboards.upkeep).
"""

from collections.abc import Iterable, Sequence
from typing import Any

from storage import ActionLogEntry, SeatStats, StoredGame
from tables.rules import GameRules, RefusedMove


def replayed_stats(
    rules: GameRules[Any, Any], stored: StoredGame, final: Any, moves: Sequence[tuple[int, str]]
) -> list[SeatStats] | None:
    """The counts of a finished game, or None when its moves (seat, code) do not lead to its
    final state: a log that cannot be trusted counts nothing rather than something wrong."""
    if stored.seed is None:
        return None
    try:
        game = rules.new_game(stored.rules, len(stored.seats), stored.seed, stored.settings_json)
        events: list[Any] = []
        for seat, code in moves:
            move = rules.parse_move(code)
            events.extend(rules.apply(game, move, None if rules.is_removal(move) else seat))
    except (RefusedMove, ValueError):
        return None
    if rules.to_json(game) != rules.to_json(final):
        return None
    return rules.seat_stats(len(stored.seats), events)


def logged_moves(log: Iterable[ActionLogEntry]) -> list[tuple[int, str]]:
    return [(entry.seat, entry.action) for entry in log]
