"""Links from Discord to a Pick Pic game's web pages (issue 38): `/pickpic new`'s lobby and the
running table carry a link button to the live page, the final table one to the game's page,
when the server's pages are on and the bot knows PICKOMINO_WEB_URL, and none otherwise; the
real bot, the fake Discord, a real SQLite file."""

import re

import discord
from discord_helpers import running
from fakediscord import FakeDiscord
from pickpic.pickpic_discord_helpers import table_of
from test_discord_anonymous_seats import pickpic_game, play_pickpic_to_the_end

MANAGE_GUILD = discord.Permissions(manage_guild=True)
URL = "https://games.example.org"


def links(message) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [
        (component["label"], component["url"])
        for row in message.components
        for component in row["components"]
        if "url" in component
    ]


async def test_the_final_table_links_to_the_games_page(tmp_path) -> None:  # type: ignore[no-untyped-def]
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob, carol = (fake.add_member(guild, name) for name in ("Alice", "Bob", "Carol"))
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, tmp_path / "pickomino.db", web_url=URL, computer_pause=0) as bot:
            await pickpic_game(fake, bot, channel, alice, [bob, carol], computers=0)
            off = await play_pickpic_to_the_end(fake, bot, channel, [alice, bob, carol])
            await bot.get_cog("Pickomino").updates.settled(off.id)
            assert links(fake.last_message(channel)) == []

            on = await fake.slash(admin, channel, "pickomino settings web", {"choice": "on"})
            token = re.search(r"/s/([A-Za-z0-9_-]{22})/", on.content)[1]  # type: ignore[index]
            await fake.slash(alice, channel, "pickpic new", {"target_score": 5})
            lobby = fake.last_message(channel)
            game_id = int(lobby.custom_ids[0].split(":")[1])
            live = f"{URL}/s/{token}/games/{game_id}/live"
            assert links(lobby) == [("Watch live", live)]
            for member in (bob, carol):
                await fake.click(member, lobby, lobby.custom_id_for("Join"))
            await fake.click(alice, lobby, lobby.custom_id_for("Start"))
            assert links(table_of(fake, channel)) == [("Watch live", live)]
            stored = await play_pickpic_to_the_end(fake, bot, channel, [alice, bob, carol])
            assert stored.id == game_id
            await bot.get_cog("Pickomino").updates.settled(stored.id)
            final = fake.last_message(channel)
            assert final.embeds[0]["title"].startswith("Pick Pic · over")
            assert links(final) == [("Replay", f"{URL}/s/{token}/games/{stored.id}")]
