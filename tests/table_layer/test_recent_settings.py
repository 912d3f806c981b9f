"""A server's settings as the boards read them: the process's own change shows at once, another
process's change after `RECENT_SECONDS` (tables/recent_settings.py). The clock is moved by hand."""

from collections.abc import Mapping
from pathlib import Path
from typing import Any, cast

import pytest

from storage import GameStore, GuildSettings, SqliteGameStore
from tables import recent_settings
from tables.service import TableService

GUILD = 7


async def test_a_change_shows_at_once_here_and_within_seconds_in_another_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    now = [1000.0]
    monkeypatch.setattr(recent_settings.time, "monotonic", lambda: now[0])
    here = await SqliteGameStore.open(tmp_path / "games.db")
    elsewhere = await SqliteGameStore.open(tmp_path / "games.db")
    try:
        service = TableService(here, lambda: 1)
        other = TableService(elsewhere, lambda: 1)
        assert (await service.recent_guild_settings(GUILD)).language is None
        await service.change_guild_settings(GUILD, language="fr")
        assert (await service.recent_guild_settings(GUILD)).language == "fr"

        await other.change_guild_settings(GUILD, language="en")
        now[0] += recent_settings.RECENT_SECONDS - 1
        assert (await service.recent_guild_settings(GUILD)).language == "fr"
        assert (await service.guild_settings(GUILD)).language == "en", "commands read the store"

        await other.change_guild_settings(GUILD, language=None)
        now[0] += recent_settings.RECENT_SECONDS
        assert (await service.recent_guild_settings(GUILD)).language is None
    finally:
        await here.close()
        await elsewhere.close()


async def test_another_processs_change_landing_meanwhile_is_kept(tmp_path: Path) -> None:
    """Two managers change two settings of one server at the same moment, through two
    processes: the other's change lands just before this one writes (forced here by a store
    that lets it in before each change of settings). Both stay: a change writes only its own
    setting, where a read of the settings and a write of them whole lost the other's."""
    here = await SqliteGameStore.open(tmp_path / "games.db")
    elsewhere = await SqliteGameStore.open(tmp_path / "games.db")
    other = TableService(elsewhere, lambda: 1)

    class OtherWritesFirst:
        def __getattr__(self, name: str) -> Any:
            return getattr(here, name)

        async def change_guild_settings(
            self, guild_id: int, changes: Mapping[str, Any]
        ) -> GuildSettings:
            await other.change_guild_settings(GUILD, turn_timer_seconds=60)
            return await here.change_guild_settings(guild_id, changes)

    try:
        service = TableService(cast(GameStore, OtherWritesFirst()), lambda: 1)
        changed = await service.change_guild_settings(GUILD, language="fr")
        both = GuildSettings(GUILD, language="fr", turn_timer_seconds=60)
        assert changed == both
        assert await elsewhere.get_guild_settings(GUILD) == both
        assert await service.recent_guild_settings(GUILD) == both
    finally:
        await here.close()
        await elsewhere.close()
