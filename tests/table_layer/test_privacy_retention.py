"""Servers that removed the bot (issue 28), in the table layer on a real SQLite file: a
process with some shards notes and deletes only its own shards' servers, never the
terminal's games; a server it is in again keeps its data."""

from __future__ import annotations

from pathlib import Path

from storage import Seat, Shards, SqliteGameStore
from tables.privacy import ServerRetention

OURS, THEIRS, BACK = 2 << 22, 3 << 22, 4 << 22
"""Servers of shards 0, 1 and 0 of two."""


async def test_a_process_looks_after_its_own_shards_servers_only(tmp_path: Path) -> None:
    store = await SqliteGameStore.open(tmp_path / "games.db", durable=False)
    for guild in (OURS, THEIRS, BACK, 0):
        await store.create_game(
            guild_id=guild, channel_id=guild + 1, owner_id=5, rules="classic",
            settings_json="{}", seats=[Seat.human(5, "Ann")],
        )  # fmt: skip
    await store.note_departure(BACK)
    retention = ServerRetention(store, 0, Shards(2, (0,)))

    assert await retention.present([BACK]) == [OURS]
    assert {guild for guild, _ in await store.departures()} == {OURS}
    assert await retention.delete_due() == [OURS]
    assert await store.guilds_with_data() == [THEIRS, BACK]
    assert await store.active_game_in_channel(1) is not None

    await retention.left(THEIRS)
    assert await store.guilds_with_data() == [THEIRS, BACK]
    assert await ServerRetention(store, 0, Shards(2, (1,))).delete_due() == [THEIRS]
    assert await store.guilds_with_data() == [BACK]
    await store.close()
