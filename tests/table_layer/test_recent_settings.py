"""A server's settings as the boards read them: the process's own change shows at once, another
process's change after `RECENT_SECONDS` (tables/recent_settings.py). The clock is moved by hand."""

from pathlib import Path

import pytest

from bot.storage import GuildSettings, SqliteGameStore
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
        await service.set_guild_settings(GuildSettings(GUILD, language="fr"))
        assert (await service.recent_guild_settings(GUILD)).language == "fr"

        await other.set_guild_settings(GuildSettings(GUILD, language="en"))
        now[0] += recent_settings.RECENT_SECONDS - 1
        assert (await service.recent_guild_settings(GUILD)).language == "fr"
        assert (await service.guild_settings(GUILD)).language == "en", "commands read the store"

        await other.set_guild_settings(GuildSettings(GUILD, language=None))
        now[0] += recent_settings.RECENT_SECONDS
        assert (await service.recent_guild_settings(GUILD)).language is None
    finally:
        await here.close()
        await elsewhere.close()
