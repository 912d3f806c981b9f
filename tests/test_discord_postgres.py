"""The real bot on PostgreSQL through the fake Discord, and the server restarting under it."""

import asyncio

from discord_helpers import action_codes, running, stored_game
from fakediscord import FakeDiscord
from test_discord_game import open_game

from bot.storage.postgres import PostgresGameStore


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
            assert refused.content.startswith("The games database cannot be reached")

            clicked = await fake.click(alice, board, action_codes(board)[aside])
            assert clicked.type == 7
            stored, game = await stored_game(bot, channel.id)
            log = await bot.store.action_log(stored.id)
            assert [entry.action for entry in log] == ["roll", aside]
            assert game.phase == "roll_or_stop"
