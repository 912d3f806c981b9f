"""`/pickomino settings web` through the real bot and the fake Discord (issue 38): only who
may manage the server turns the pages on or off or changes their address; the address is
answered to them alone, from PICKOMINO_WEB_URL, and said to be partial without it; a new
address revokes the old one; each answer in English, French and German."""

import re

import discord
import pytest
from discord_helpers import running
from fakediscord import FakeDiscord

from storage import GuildSettings

MANAGE_GUILD = discord.Permissions(manage_guild=True)
URL = "https://games.example.org"
ADDRESS = re.compile(re.escape(URL) + r"/s/([A-Za-z0-9_-]{22})/")


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


async def test_the_pages_turn_on_off_and_move_only_for_who_manages_the_server(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        player = fake.add_member(guild, "Player")
        async with running(fake, database, web_url=URL + "/") as bot:
            refused = await fake.slash(player, channel, "pickomino settings web", {"choice": "on"})
            assert refused.ephemeral and "manage the server" in refused.content
            assert await bot.store.get_guild_settings(guild.id) == GuildSettings(guild.id)

            on = await fake.slash(admin, channel, "pickomino settings web", {"choice": "on"})
            assert on.ephemeral
            assert on.content.startswith("This server's web pages are on: " + URL + "/s/")
            first = ADDRESS.search(on.content)
            assert first is not None
            assert await bot.store.web_guild(first[1]) == guild.id
            stored = await bot.store.get_guild_settings(guild.id)
            assert stored.web_name == guild.name  # the title of the server's pages

            off = await fake.slash(admin, channel, "pickomino settings web", {"choice": "off"})
            assert off.ephemeral and "are off" in off.content and URL not in off.content
            assert await bot.store.web_guild(first[1]) is None

            again = await fake.slash(admin, channel, "pickomino settings web", {"choice": "on"})
            assert ADDRESS.search(again.content)[1] == first[1]  # type: ignore[index]

            moved = await fake.slash(admin, channel, "pickomino settings web", {"choice": "new"})
            second = ADDRESS.search(moved.content)
            assert moved.ephemeral and second is not None and second[1] != first[1]
            assert "Old links now show" in moved.content
            assert await bot.store.web_guild(first[1]) is None
            assert await bot.store.web_guild(second[1]) == guild.id


async def test_a_new_address_while_off_is_not_shown_until_the_pages_are_on(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, database, web_url=URL) as bot:
            moved = await fake.slash(admin, channel, "pickomino settings web", {"choice": "new"})
            assert "turn them on to see the address" in moved.content
            assert URL not in moved.content
            settings = await bot.store.get_guild_settings(guild.id)
            assert not settings.web_pages and settings.web_token is not None
            on = await fake.slash(admin, channel, "pickomino settings web", {"choice": "on"})
            assert f"{URL}/s/{settings.web_token}/" in on.content


async def test_without_the_public_address_the_answer_says_so(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, database) as bot:
            on = await fake.slash(admin, channel, "pickomino settings web", {"choice": "on"})
            token = (await bot.store.get_guild_settings(guild.id)).web_token
            assert f"followed by /s/{token}/" in on.content
            assert "PICKOMINO_WEB_URL" in on.content and "http" not in on.content


@pytest.mark.parametrize(
    ("locale", "on_text", "off_text"),
    [
        ("fr", "Les pages web de ce serveur sont ouvertes : ", "sont fermées : tout lien"),
        ("de", "Die Webseiten dieses Servers sind an: ", "sind aus: Jeder Link"),
    ],
)
async def test_the_answers_in_french_and_german(database, locale, on_text, off_text):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, database, web_url=URL):
            on = await fake.slash(
                admin, channel, "pickomino settings web", {"choice": "on"}, locale=locale
            )
            assert on.content.startswith(on_text + URL + "/s/")
            off = await fake.slash(
                admin, channel, "pickomino settings web", {"choice": "off"}, locale=locale
            )
            assert off_text in off.content


@pytest.mark.parametrize("choice", ["ON", "", "delete", "on "])
async def test_forged_choices_are_refused_and_nothing_is_stored(database, choice):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, database) as bot:
            refused = await fake.slash(
                admin, channel, "pickomino settings web", {"choice": choice}, forged=True
            )
            assert refused.ephemeral and "takes one of: On: show the pages" in refused.content
            assert await bot.store.get_guild_settings(guild.id) == GuildSettings(guild.id)
