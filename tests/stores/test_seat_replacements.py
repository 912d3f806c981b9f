"""A running game's seat taken over by a computer (issue 13, migration 0008), on SQLite and
PostgreSQL: one guarded change (seat, version and deadline together, the state untouched), kept
across a restart; results name the person who sat there; the server's default choice."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from storage import (
    GuildSettings,
    Seat,
    SeatResult,
    VersionConflict,
    WrongStatus,
)
from stores.backends import Backend

ANN = Seat.human(77, "Ann")
BOB = Seat.human(78, "Bob")
STAND_IN = Seat.stand_in(2, "Computer (expert) for Ann", ANN)


async def test_a_seat_taken_over_keeps_who_sat_there_and_the_results_name_them(
    backend: Backend,
) -> None:
    store = await backend.open(durable=False)
    lobby = await store.create_game(
        guild_id=5, channel_id=9, owner_id=77, rules="classic", settings_json="{}", seats=[ANN, BOB]
    )
    with pytest.raises(WrongStatus):
        await store.replace_seat(lobby.id, lobby.version, seat=0, by=STAND_IN, deadline=None)
    version = await store.start_game(
        lobby.id, lobby.version, seed=1, state_json='{"s": 1}', deadline=None
    )
    deadline = datetime.now(UTC) + timedelta(seconds=5)
    with pytest.raises(ValueError):
        await store.replace_seat(lobby.id, version, seat=0, by=ANN, deadline=deadline)
    replaced = await store.replace_seat(lobby.id, version, seat=0, by=STAND_IN, deadline=deadline)
    assert replaced == version + 1
    with pytest.raises(VersionConflict):
        await store.replace_seat(lobby.id, version, seat=0, by=STAND_IN, deadline=deadline)
    await store.close()

    store = await backend.open(durable=False)
    game = await store.get_game(lobby.id)
    assert game.seats == (STAND_IN, BOB) and game.version == replaced
    assert game.state_json == '{"s": 1}' and game.deadline is not None
    assert await store.action_log(lobby.id) == []
    results = [
        SeatResult(0, 1, 5, (25,), won=False, removed=True),
        SeatResult(1, 2, 0, (), won=False),
    ]
    await store.apply_action(
        lobby.id, replaced, seat=0, action="stop", state_json="{}", deadline=None, results=results
    )
    rows = await store.results_for_game(lobby.id)
    assert [(r.user_id, r.computer_level, r.display_name, r.removed) for r in rows] == [
        (77, None, "Ann", True),
        (78, None, "Bob", False),
    ]
    changes = {change.user_id: change.delta for change in await store.rating_changes(lobby.id)}
    assert changes[77] < 0 < changes[78]
    await store.close()


async def test_the_servers_replacement_choice_persists_and_the_schema_refuses_others(
    backend: Backend,
) -> None:
    store = await backend.open()
    await store.set_guild_settings(GuildSettings(5, replacement="master"))
    await store.close()
    store = await backend.open()
    assert await store.get_guild_settings(5) == GuildSettings(5, replacement="master")
    await store.set_guild_settings(GuildSettings(5, "fr", replacement="leave"))
    assert await store.get_guild_settings(5) == GuildSettings(5, "fr", replacement="leave")
    await store.close()
    with pytest.raises(backend.integrity_error):
        await backend.execute("UPDATE guild_settings SET replacement = 'god' WHERE guild_id = 5")
