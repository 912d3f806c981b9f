"""Players' data through the fake Discord (issue 28), on SQLite and PostgreSQL: a whole game,
then /pickomino data and forget-me (the person leaves the running game first, F8), then the
others' leaderboard and statistics with unchanged numbers, also after a ratings rebuild, and
no trace of the person in any table; every command refused to those without the right, and
forged confirmations refused; a server's own deletion."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import discord
import pytest
from boards.test_discord_boards import open_game, play_to_the_end
from discord_helpers import running
from fakediscord import FakeDiscord
from stores.backends import Backend
from stores.cells import every_value, traces

from engine.pickomino import snapshot

MANAGER = discord.Permissions(manage_guild=True)


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    path = tmp_path / "pickomino.db"
    if request.param == "postgresql":
        return Backend("postgresql", path, request.getfixturevalue("postgres_url"))
    return Backend("sqlite", path, None)


def bot_of(fake: FakeDiscord, backend: Backend, **settings: Any):  # type: ignore[no-untyped-def]
    if backend.url is not None:
        settings["database_url"] = backend.url
    return running(fake, backend.path, **settings)


async def answered(fake, result):  # type: ignore[no-untyped-def]
    """The message of a deferred answer, once the bot has given it."""
    await fake.wait_for(
        lambda: result.message is not None and not result.message.loading, what="the answer"
    )
    return result.message


async def numbers_of(fake, channel, asker, others) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """The others' leaderboard lines (without their place) and their statistics."""
    board = await fake.slash(asker, channel, "pickomino leaderboard")
    lines = board.embeds[0]["description"].split("\n")
    shown: dict[str, Any] = {}
    for member in others:
        (line,) = [line for line in lines if member.name in line]
        shown[member.name] = line.split(". ", 1)[1]
        stats = await fake.slash(asker, channel, "pickomino stats", {"member": member})
        shown[f"{member.name} stats"] = stats.embeds
    return shown


async def test_a_whole_game_then_forget_me_leaves_the_others_numbers_as_they_were(
    backend: Backend,
) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel, second = guild.channels[0], fake.add_channel(guild, "second")
        alice, bob, carol = (
            fake.add_member(guild, name) for name in ("Alice Liddell", "Bob Marley", "Carol")
        )
        async with bot_of(fake, backend) as bot:
            board = await open_game(fake, channel, alice, [bob, carol])
            await play_to_the_end(fake, bot, channel, board, [alice, bob, carol])
            await fake.slash(alice, channel, "pickomino settings pings", {"choice": "on"})
            running_board = await open_game(fake, second, bob, [alice, carol])
            before = await numbers_of(fake, channel, bob, [bob, carol])

            data = await answered(fake, await fake.slash(alice, channel, "pickomino data"))
            assert (
                data.ephemeral
                and data.content == "Everything kept about you in this server, as JSON."
            )
            export = json.loads(data.files["pickomino-data.json"])
            (server,) = export["servers"]
            assert export["user_id"] == alice.id and server["guild_id"] == guild.id
            assert len(server["games"]) == 2 and len(server["results"]) == 1
            assert server["settings"][0]["turn_pings"] is True and server["ratings"]
            text = json.dumps(export)
            for other in (bob, carol):
                assert str(other.id) not in text and other.name not in text

            asked = await fake.slash(alice, channel, "pickomino forget-me")
            assert asked.ephemeral and "Forget you in this server?" in asked.content
            (custom_id,) = asked.message.custom_ids
            forged = await fake.forge_component(bob, board, custom_id)
            assert forged.ephemeral and "not yours" in forged.content
            made_up = await fake.forge_component(alice, board, "pkf:me:" + "0" * 32)
            assert "not yours" in made_up.content
            server_id = "pkf:server:" + custom_id.split(":")[2]
            as_server = await fake.forge_component(alice, board, server_id)
            assert as_server.content.startswith("Only a member who can manage")
            done = await answered(fake, await fake.click(alice, asked.message, custom_id))
            assert done.content == "Done: nothing kept in this server names you any more."
            again = await fake.click(alice, asked.message, custom_id)
            assert "not yours" in again.content

            stored = await bot.store.active_game_in_channel(second.id)
            assert stored is not None and stored.seats[1].display_name == "Former player 2"
            assert snapshot.from_json(stored.state_json).active[1] is False  # F8
            assert "Former player 2" in json.dumps(running_board.embeds)
            assert await numbers_of(fake, channel, bob, [bob, carol]) == before
            assert traces(await every_value(backend), alice.id, "Alice Liddell") == []

            await play_to_the_end(fake, bot, second, running_board, [bob, carol])
            finished = await numbers_of(fake, channel, bob, [bob, carol])
            await bot.store.rebuild_ratings()
            assert await numbers_of(fake, channel, bob, [bob, carol]) == finished
            assert traces(await every_value(backend), alice.id, "Alice Liddell") == []


async def test_deletions_are_refused_to_those_without_the_right(backend: Backend) -> None:
    async with FakeDiscord() as fake:
        guild, elsewhere = fake.add_guild("Here"), fake.add_guild("Elsewhere")
        channel = guild.channels[0]
        owner = fake.add_member(guild, "Olga", permissions=MANAGER)
        other_manager = fake.add_member(guild, "Mo", permissions=MANAGER)
        player = fake.add_member(guild, "Pat")
        owner_elsewhere = fake.add_member(elsewhere, owner.user, permissions=MANAGER)
        async with bot_of(fake, backend) as bot:
            board = await open_game(fake, channel, owner, [player])
            await fake.slash(owner, channel, "pickomino settings language", {"language": "fr"})
            await fake.slash(owner_elsewhere, elsewhere.channels[0], "pickomino new")

            refused = await fake.slash(player, channel, "pickomino settings forget-server")
            assert refused.ephemeral and refused.content.startswith("Only a member who can manage")
            asked = await fake.slash(owner, channel, "pickomino settings forget-server")
            (custom_id,) = asked.message.custom_ids
            assert custom_id.startswith("pkf:server:")
            for member, where in ((player, board), (other_manager, board)):
                forged = await fake.forge_component(member, where, custom_id)
                assert forged.ephemeral and not forged.content.startswith("Done")
            other_board = fake.last_message(elsewhere.channels[0])
            forged = await fake.forge_component(owner_elsewhere, other_board, custom_id)
            assert "not yours" in forged.content
            assert await bot.store.guilds_with_data() == sorted([guild.id, elsewhere.id])

            done = await answered(fake, await fake.click(owner, asked.message, custom_id))
            assert done.content == "Done: this server's data is deleted (1 game)."
            assert await bot.store.guilds_with_data() == [elsewhere.id]
            assert (await bot.store.get_guild_settings(guild.id)).language is None
            stale = await fake.click(owner, board, board.custom_id_for("Roll 8 dice"))
            assert stale.ephemeral

            privacy = await fake.slash(player, channel, "pickomino privacy", locale="fr")
            assert privacy.ephemeral and privacy.embeds[0]["title"] == "Vos données avec Pickomino"
            assert "après 30 jours" in privacy.embeds[0]["description"]


async def until(condition: Callable[[], Awaitable[bool]], what: str) -> None:
    """Wait for work the bot does in the background (a listener, its start-up upkeep)."""
    for _ in range(2000):
        if await condition():
            return
        await asyncio.sleep(0.005)
    raise AssertionError(f"never happened: {what}")


async def test_a_server_that_removed_the_bot_loses_its_data_after_the_retention(
    backend: Backend,
) -> None:
    async with FakeDiscord() as fake:
        kept, gone, offline = (fake.add_guild(name) for name in ("Kept", "Gone", "Offline"))
        everyone = sorted(guild.id for guild in (kept, gone, offline))
        async with bot_of(fake, backend, server_data_days=30) as bot:
            store = bot.store

            async def departed() -> set[int]:
                return {guild for guild, _ in await store.departures()}

            for guild in (kept, gone, offline):
                host = fake.add_member(guild, "Host", permissions=MANAGER)
                await fake.slash(host, guild.channels[0], "pickomino settings language",
                                 {"language": "fr"})  # fmt: skip
            fake.remove_guild(gone)
            await until(lambda: _equal(departed(), {gone.id}), "the departure noted")
            assert await store.guilds_with_data() == everyone

        fake.remove_guild(offline)
        async with bot_of(fake, backend, server_data_days=30) as bot:
            store = bot.store
            await until(lambda: _equal(departed(), {gone.id, offline.id}), "found gone at start")
            assert await store.guilds_with_data() == everyone
            fake.add_guild("Offline", guild_id=offline.id)
            await until(lambda: _equal(departed(), {gone.id}), "the return noted")

        async with bot_of(fake, backend, server_data_days=0) as bot:
            store = bot.store
            await until(lambda: _equal(departed(), set()), "the deletion at start")
            assert await store.guilds_with_data() == sorted([kept.id, offline.id])
            assert (await store.get_guild_settings(gone.id)).language is None
            assert (await store.get_guild_settings(offline.id)).language == "fr"
            fake.remove_guild(kept)
            await until(lambda: _equal(store.guilds_with_data(), [offline.id]), "at once for 0")


async def _equal(value: Awaitable[Any], expected: Any) -> bool:
    return await value == expected
