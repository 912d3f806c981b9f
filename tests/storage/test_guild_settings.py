from bot.storage import GuildSettings
from storage.backends import Backend


async def test_guild_settings_default_to_unset_and_persist(backend: Backend) -> None:
    store = await backend.open()
    assert await store.get_guild_settings(5) == GuildSettings(5)
    chosen = GuildSettings(5, "fr", 90, "extension", '{"short_game": true}')
    await store.set_guild_settings(chosen)
    await store.set_guild_settings(GuildSettings(6, language="en"))
    await store.close()

    store = await backend.open()
    assert await store.get_guild_settings(5) == chosen
    await store.set_guild_settings(GuildSettings(5, turn_timer_seconds=0))
    assert await store.get_guild_settings(5) == GuildSettings(5, turn_timer_seconds=0)
    assert await store.get_guild_settings(6) == GuildSettings(6, language="en")
    await store.close()
