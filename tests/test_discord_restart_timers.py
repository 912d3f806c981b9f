"""A restart with 500 turns due at once (issue 36): the bot plays them all and brings every
board up to date without one 429 from the fake Discord, its global limit on, and answers a
person meanwhile at once. The boards' edits draw on the bot's own budget
(cogs/rest_pacer.py), set under the fake's limit, and each waits for its turn before it is
drawn (cogs/board_updates.py)."""

from datetime import UTC, datetime, timedelta

import aiohttp
from discord_helpers import SEED, make_bot
from fakediscord import FakeDiscord, RateLimits

from cogs.rest_pacer import LocalBudget
from engine.pickomino import Settings
from storage import SqliteGameStore
from tables.computers import computer_name
from tables.pickomino.options import TableOptions
from tables.service import TableService
from tables.storage import Seat

GAMES = 500
LIMITS = RateLimits(global_per_second=40)
BUDGET = 36.0
PAUSE = 60.0
"""The computers' pause: each game plays its one due turn, and the next is a minute away."""


async def post_board(session: aiohttp.ClientSession, fake: FakeDiscord, channel_id: int) -> int:
    """A message of the bot's that a stored game names as its board (the bot then edits it)."""
    url = f"{fake.url}/api/v10/channels/{channel_id}/messages"
    headers = {"Authorization": "Bot fake-token"}
    async with session.post(url, json={"content": "board"}, headers=headers) as answer:
        return int((await answer.json())["id"])


async def due_games(database, fake, guild, alice, count=GAMES):  # type: ignore[no-untyped-def]
    """`count` running games of Alice and a computer, one per channel, each with its turn due
    (a turn timer run out, or the computer's pause over); (game id, board message, version)."""
    store = await SqliteGameStore.open(database, durable=False)
    service = TableService(store, lambda: SEED, PAUSE, None)
    options = TableOptions(settings=Settings(), turn_timer=60).to_json()
    host = Seat.human(alice.id, "Alice")
    past = datetime.now(UTC) - timedelta(seconds=1)
    games = []
    try:
        async with aiohttp.ClientSession() as session:
            for number in range(count):
                channel = fake.add_channel(guild, f"table-{number}")
                lobby = await service.open_lobby(guild.id, channel.id, host, "classic", options)
                await service.add_computer(lobby.id, alice.id, lambda n: computer_name(n, 2, "en"))
                played = await service.start(lobby.id, alice.id)
                board = await post_board(session, fake, channel.id)
                await service.set_message_id(lobby.id, board)
                await store.set_deadline(lobby.id, played.stored.version, past)
                (message,) = fake.messages(channel)
                assert message.id == board
                games.append((lobby.id, message, played.stored.version))
    finally:
        await store.close()
    return games


async def test_five_hundred_due_turns_after_a_restart_stay_under_the_global_limit(tmp_path):
    database = tmp_path / "games.db"
    async with FakeDiscord(interaction_rules=True) as fake:
        guild = fake.add_guild()
        alice = fake.add_member(guild, "Alice")
        games = await due_games(database, fake, guild, alice)
        fake.rate_limits = LIMITS
        bot = make_bot(database, sync_commands=True, computer_pause=PAUSE)
        bot.rest_budget = LocalBudget(BUDGET)
        async with fake.run_bot(bot):
            rules = await fake.slash(alice, guild.channels[0], "pickomino rules")
            assert rules.type == 4 and not rules.refusals
            await fake.wait_for(
                lambda: all(board.edit_count > 0 for _, board, _ in games),
                timeout=120,
                what="every board brought up to date",
            )
            cog = bot.get_cog("Pickomino")
            for game_id, _, _ in games:
                await cog.updates.settled(game_id)
            due = await bot.store.due_timers(datetime.now(UTC))
            played = [await bot.store.get_game(game_id) for game_id, _, _ in games]
        assert fake.rate_limited == []
        assert due == []
        assert all(s.version > v for s, (_, _, v) in zip(played, games, strict=True))
        assert all(board.embeds for _, board, _ in games)
