"""Small builders shared by the storage tests; they go through the real store only."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from storage import GameStore, Seat, StoredGame

GUILD = 10
CHANNEL = 20
OWNER = 30
T0 = datetime(2030, 1, 1, 12, 0, tzinfo=UTC)


def at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


def state(step: int) -> str:
    """An opaque engine-like state; the store never looks inside."""
    return json.dumps({"step": step, "grill": list(range(21, 37))})


def people(count: int) -> list[Seat]:
    return [Seat.human(OWNER + index, f"player {index}") for index in range(count)]


async def lobby(
    store: GameStore, *, channel_id: int = CHANNEL, seats: list[Seat] | None = None
) -> StoredGame:
    return await store.create_game(
        guild_id=GUILD,
        channel_id=channel_id,
        owner_id=OWNER,
        rules="classic",
        settings_json='{"short_game": false}',
        seats=people(2) if seats is None else seats,
    )


async def running(store: GameStore, *, channel_id: int = CHANNEL) -> StoredGame:
    game = await lobby(store, channel_id=channel_id)
    await store.start_game(game.id, game.version, seed=7, state_json=state(0), deadline=at(60))
    return await store.get_game(game.id)
