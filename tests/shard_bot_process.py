"""One bot process running some shards, for the shard tests: the real bot, as `pickomino-bot
run --shard-count --shard-ids` runs it, against the fake Discord of the parent process.

Usage: python shard_bot_process.py API_URL GATEWAY_URL POSTGRESQL_URL SHARD_COUNT SHARD_IDS
[COMPUTER_PAUSE [RATE]]

RATE is the requests a second of the whole bot, of which the process takes its shards' share
(cogs.rest_pacer.static_share), as every process of a bot does of Discord's; a test with a
lower global limit on its fake Discord gives a lower rate.
"""

import asyncio
import sys

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.app import create_bot
from bot.serve import serve
from bot.settings import BotSettings
from cogs.rest_pacer import RATE, LocalBudget, static_share

SEED = 20261122
COMPUTER_PAUSE = 0.2
ANSWER_BUDGET = 30.0
"""As tests/discord_helpers.py's LENIENT_BUDGET: these tests read answers, not deferrals."""


async def main(
    api: str,
    gateway: str,
    url: str,
    count: str,
    ids: str,
    pause: str = str(COMPUTER_PAUSE),
    rate: str = str(RATE),
) -> None:
    Route.BASE = api
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    settings = BotSettings(
        database_url=url,
        shard_count=int(count),
        shard_ids=ids,
        sync_commands=True,
        computer_pause=float(pause),
    )
    bot = create_bot(settings, seed_source=lambda: SEED, guild_ready_timeout=0.05)
    bot.answer_budget = ANSWER_BUDGET
    bot.rest_budget = LocalBudget(static_share(settings.shards, float(rate)))
    await serve(bot, "fake-token")


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:8]))
