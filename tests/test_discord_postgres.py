"""The real bot through the fake Discord: on PostgreSQL with the server restarting under it, and
running several shards in one process."""

import asyncio

from discord_helpers import action_codes, running, stored_game
from fakediscord import FakeDiscord
from test_discord_game import open_game

from bot.app import ShardedPickominoBot
from bot.serve import connected
from storage.postgres import PostgresGameStore


async def test_clicks_while_postgresql_restarts_are_refused_then_work(
    postgres, postgres_url, tmp_path
):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, tmp_path / "unused.db", database_url=postgres_url) as bot:
            assert isinstance(bot.store, PostgresGameStore)
            board = await open_game(fake, channel, alice, [bob])
            assert (await fake.click(alice, board, action_codes(board)["roll"])).type == 7
            aside = next(code for code in action_codes(board) if code.startswith("aside:"))

            await asyncio.to_thread(postgres.stop)
            try:
                refused = await fake.click(alice, board, action_codes(board)[aside])
            finally:
                await asyncio.to_thread(postgres.start)
            assert refused.ephemeral
            assert refused.content.startswith("The games database is unavailable for a moment")

            clicked = await fake.click(alice, board, action_codes(board)[aside])
            assert clicked.type == 7
            stored, game = await stored_game(bot, channel.id)
            log = await bot.store.action_log(stored.id)
            assert [entry.action for entry in log] == ["roll", aside]
            assert game.phase == "roll_or_stop"


async def test_one_process_runs_the_shards_it_is_given(tmp_path):
    """`run --shard-count 2 --shard-ids 0,1`: one process, two gateway connections, the
    servers of both shards served, healthy only while both are connected."""
    async with FakeDiscord() as fake:
        guilds = [fake.add_guild(f"Shard {n}", shard=(n, 2)) for n in range(2)]
        hosts = [fake.add_member(guild, "Alice") for guild in guilds]
        guests = [fake.add_member(guild, "Bob") for guild in guilds]
        async with running(fake, tmp_path / "games.db", shard_count=2, shard_ids="0,1") as bot:
            assert isinstance(bot, ShardedPickominoBot)
            await fake.wait_shard_ready(1)
            assert sorted(bot.shards) == [0, 1] and connected(bot)
            for n, guild in enumerate(guilds):
                board = await open_game(fake, guild.channels[0], hosts[n], [guests[n]])
                assert (await fake.click(hosts[n], board, action_codes(board)["roll"])).type == 7
                assert bot.get_guild(guild.id).shard_id == n
