"""Bringing derived data up to date after an upgrade, or on demand.

Migration 0005 cannot count older games' turns (that needs the engine) nor rate them (that
needs openskill): it leaves a note that `db upgrade` and the bot's start act on, and
`pickomino-bot ratings rebuild` does the same whenever an admin asks.

The ratings come first (the leaderboards are right as soon as they are rebuilt); then the
older games are counted, a chunk of games per transaction, so that a large database pays
one commit per chunk rather than per game; the note is deleted last, so an upkeep cut short
by a stop is taken up again at the next start (the games already counted are not replayed).
The bot runs it in the background (cogs.pickomino): it answers meanwhile.
"""

import contextlib
import logging
from dataclasses import dataclass

from storage import GameStore, SeatStats
from tables.errors import UserError
from tables.kinds import kind_of
from tables.leaderboards.kind_words import COUNTED_KINDS
from tables.leaderboards.seat_stats import logged_moves, replayed_stats

log = logging.getLogger(__name__)

CHUNK = 250
"""Older games counted per transaction."""


@dataclass(frozen=True, slots=True)
class Rebuilt:
    counted: int
    """Older games whose seats' counts were filled in."""
    uncountable: int
    """Older games whose log does not replay to their final state (left uncounted)."""
    rated: int
    """Finished games the ratings were rebuilt from."""


async def rebuild(store: GameStore, chunk: int = CHUNK) -> Rebuilt:
    """Rebuild every rating and leaderboard from the results, deterministically, then count
    the seats of finished games that lack counts."""
    rated = await store.rebuild_ratings()
    counted = uncountable = 0
    missing = await store.games_missing_stats(COUNTED_KINDS)
    for start in range(0, len(missing), chunk):
        found: list[tuple[int, list[tuple[int, SeatStats]]]] = []
        for game_id in missing[start : start + chunk]:
            stats = await _replayed(store, game_id)
            if stats is None:
                uncountable += 1
                log.warning(
                    "game %d: its log does not replay to its final state; not counted", game_id
                )
            else:
                found.append((game_id, list(enumerate(stats))))
        await store.set_seat_stats(found)
        counted += len(found)
    await store.upkeep_done()
    return Rebuilt(counted, uncountable, rated)


async def _replayed(store: GameStore, game_id: int) -> list[SeatStats] | None:
    stored = await store.get_game(game_id)
    with contextlib.suppress(UserError, ValueError):
        rules = kind_of(stored.kind).rules
        final = rules.from_json(stored.state_json or "")
        moves = logged_moves(await store.action_log(game_id))
        return replayed_stats(rules, stored, final, moves)
    return None


async def rebuild_if_due(store: GameStore, chunk: int = CHUNK) -> Rebuilt | None:
    """The rebuild an upgrade asked for, if any (so it runs once, not at every start)."""
    if not await store.ratings_rebuild_due():
        return None
    return await rebuild(store, chunk)
