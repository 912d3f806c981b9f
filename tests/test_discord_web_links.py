"""Links from Discord to a game's web page (issue 38): the final board and `/pickomino review`
carry a link button to the game's page when the server's pages are on and the bot knows
PICKOMINO_WEB_URL, and none otherwise; the real bot, the fake Discord, a real SQLite file."""

import re

import discord
from discord_helpers import running
from fakediscord import FakeDiscord
from test_discord_game import open_game

MANAGE_GUILD = discord.Permissions(manage_guild=True)
URL = "https://games.example.org"


def links(message) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [
        (component["label"], component["url"])
        for row in message.components
        for component in row["components"]
        if "url" in component
    ]


async def ended_duel(fake, bot, channel, alice, bob):  # type: ignore[no-untyped-def]
    """A duel Bob leaves at once, which ends it (F8); its board once final, and its number."""
    board = await open_game(fake, channel, alice, [bob])
    await fake.slash(bob, channel, "pickomino leave")
    await fake.wait_for(
        lambda: any(c["custom_id"].startswith("pkr:") for c in board.interactive_components()),
        what="the final board",
    )
    return board, int(board.custom_ids[0].split(":")[1])


async def reviewed(fake, member, channel, game_id, locale="en-US"):  # type: ignore[no-untyped-def]
    result = await fake.slash(member, channel, "pickomino review", {"game": game_id}, locale=locale)
    await fake.wait_for(
        lambda: result.message is not None and not result.message.loading, what="the review"
    )
    return result.message


async def test_the_final_board_and_the_review_link_to_the_games_page(tmp_path) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, tmp_path / "pickomino.db", web_url=URL) as bot:
            off, off_id = await ended_duel(fake, bot, channel, alice, bob)
            assert links(off) == []
            assert links(await reviewed(fake, alice, channel, off_id)) == []

            on = await fake.slash(admin, channel, "pickomino settings web", {"choice": "on"})
            token = re.search(r"/s/([A-Za-z0-9_-]{22})/", on.content)[1]  # type: ignore[index]
            board, game_id = await ended_duel(fake, bot, channel, alice, bob)
            page = f"{URL}/s/{token}/games/{game_id}"
            assert links(board) == [("Replay and review", page)]
            assert links(await reviewed(fake, alice, channel, game_id, "fr")) == [
                ("Déroulé et analyse", page)
            ]

            await fake.slash(admin, channel, "pickomino settings web", {"choice": "off"})
            assert links(await reviewed(fake, alice, channel, game_id)) == []


async def test_no_link_without_the_public_address(tmp_path) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        admin = fake.add_member(guild, "Admin", permissions=MANAGE_GUILD)
        async with running(fake, tmp_path / "pickomino.db") as bot:
            await fake.slash(admin, channel, "pickomino settings web", {"choice": "on"})
            board, game_id = await ended_duel(fake, bot, channel, alice, bob)
            assert links(board) == []
            assert links(await reviewed(fake, alice, channel, game_id)) == []
