"""Finished games written through the real store, with the places the test chooses.

The engine state is opaque to the store, so these games carry a token state; the tests that
need a real game's counts play one (tests/boards/test_upkeep.py).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from itertools import count

from storage import Leaderboard, Seat, SeatResult, SeatStats, SqliteGameStore, StoredGame

KIND = "pickomino"
_channels = count(1_000)


def person(user_id: int, name: str | None = None) -> Seat:
    return Seat.human(user_id, name or f"player {user_id}")


def computer(number: int = 1) -> Seat:
    return Seat.computer(0, f"computer {number}")


def board(guild_id: int, rules: str = "classic", kind: str = KIND) -> Leaderboard:
    return Leaderboard(guild_id, kind, rules)


def _state(seats: int, removed: Sequence[int]) -> str:
    return json.dumps({"active": [seat not in removed for seat in range(seats)]})


async def finish(
    store: SqliteGameStore,
    guild_id: int,
    seats: Sequence[Seat],
    places: Sequence[int],
    *,
    worms: Sequence[int] | None = None,
    removed: Sequence[int] = (),
    stats: Sequence[SeatStats | None] | None = None,
    rules: str = "classic",
    kind: str = KIND,
) -> StoredGame:
    """A game of `seats` that ends with seat i at `places[i]` (1 is first, ties allowed);
    `worms` is the score, Pick Pic's points for `kind="pickpic"` (rules "pickpic")."""
    lobby = await store.create_game(
        guild_id=guild_id,
        channel_id=next(_channels),
        owner_id=seats[0].user_id or 1,
        rules=rules,
        settings_json="{}",
        seats=list(seats),
        kind=kind,
    )
    version = await store.start_game(
        lobby.id, lobby.version, seed=1, state_json=_state(len(seats), ()), deadline=None
    )
    worms = worms or [10 - place for place in places]
    stats = stats or [None] * len(seats)
    results = [
        SeatResult(
            seat,
            place,
            worms[seat],
            (),
            place == 1 and seat not in removed,
            seat in removed,
            stats[seat],
        )
        for seat, place in enumerate(places)
    ]
    await store.apply_action(
        lobby.id,
        version,
        seat=0,
        action="stop",
        state_json=_state(len(seats), removed),
        deadline=None,
        results=results,
    )
    return await store.get_game(lobby.id)


async def rows(
    store: SqliteGameStore,
    guild_id: int,
    period: str = "all",
    rules: str = "classic",
    kind: str = KIND,
) -> list[tuple[int, int, str]]:
    """(rank, rating, name) of a whole board."""
    page = await store.leaderboard(board(guild_id, rules, kind), period, limit=1_000)
    return [(row.rank, row.rating, row.display_name) for row in page.rows]
