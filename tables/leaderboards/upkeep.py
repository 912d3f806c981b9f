"""Bringing derived data up to date after an upgrade, or on demand.

Migration 0005 cannot count older games' turns (that needs the engine) nor rate them (that
needs openskill): it leaves a note that `db upgrade` and the bot's start act on, and
`pickomino-bot ratings rebuild` does the same whenever an admin asks.
"""

import contextlib
import logging
from dataclasses import dataclass

from bot.storage import GameStore
from tables.errors import UserError
from tables.kinds import kind_of
from tables.leaderboards.kind_words import COUNTED_KINDS
from tables.leaderboards.seat_stats import logged_moves, replayed_stats

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Rebuilt:
    counted: int
    """Older games whose seats' counts were filled in."""
    uncountable: int
    """Older games whose log does not replay to their final state (left uncounted)."""
    rated: int
    """Finished games the ratings were rebuilt from."""


async def rebuild(store: GameStore) -> Rebuilt:
    """Count the seats of finished games that lack counts, then rebuild every rating and
    leaderboard from the results, deterministically."""
    counted = uncountable = 0
    for game_id in await store.games_missing_stats(COUNTED_KINDS):
        stored = await store.get_game(game_id)
        stats = None
        with contextlib.suppress(UserError, ValueError):
            rules = kind_of(stored.kind).rules
            final = rules.from_json(stored.state_json or "")
            moves = logged_moves(await store.action_log(game_id))
            stats = replayed_stats(rules, stored, final, moves)
        if stats is None:
            uncountable += 1
            log.warning("game %d: its log does not replay to its final state; not counted", game_id)
            continue
        await store.set_seat_stats(game_id, list(enumerate(stats)))
        counted += 1
    return Rebuilt(counted, uncountable, await store.rebuild_ratings())


async def rebuild_if_due(store: GameStore) -> Rebuilt | None:
    """The rebuild an upgrade asked for, if any (so it runs once, not at every start)."""
    if not await store.ratings_rebuild_due():
        return None
    return await rebuild(store)
