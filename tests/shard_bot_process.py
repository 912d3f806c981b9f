"""One bot process running some shards, for the shard tests: the real bot, as `pickomino-bot
run --shard-count --shard-ids` runs it, against the fake Discord of the parent process.

Usage: python shard_bot_process.py API_URL GATEWAY_URL POSTGRESQL_URL SHARD_COUNT SHARD_IDS
"""

import asyncio
import sys

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.app import create_bot
from bot.serve import serve
from bot.settings import BotSettings

SEED = 20261122
COMPUTER_PAUSE = 0.2
ANSWER_BUDGET = 30.0
"""As tests/discord_helpers.py's LENIENT_BUDGET: these tests read answers, not deferrals."""


async def main(api: str, gateway: str, url: str, count: str, ids: str) -> None:
    Route.BASE = api
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    settings = BotSettings(
        database_url=url,
        shard_count=int(count),
        shard_ids=ids,
        sync_commands=True,
        computer_pause=COMPUTER_PAUSE,
    )
    bot = create_bot(settings, seed_source=lambda: SEED, guild_ready_timeout=0.05)
    bot.answer_budget = ANSWER_BUDGET
    await serve(bot, "fake-token")


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:6]))
