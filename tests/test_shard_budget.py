"""Two real shard processes of one bot against one fake Discord, its global limit on: the
limit is the bot token's, so the two processes share it (issue 36). Each takes its shards'
share of the bot's rate (cogs/rest_pacer.py's `static_share`), both busy at once: the fake
counts, per second, the requests of both together, never more than its limit, and refuses
none; every due turn is played once and every board shows its game as the database has it.

The fake's limit and the bot's rate are scaled down from Discord's (50 a second, the bot 45)
to 15 and 10, so that a few hundred boards keep both processes waiting on their budget for
several seconds: each process's share is 5 a second. Were each process to take the whole rate
instead of its share, the two together would send 20 a second, over the limit."""

import asyncio
import os
import signal
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import aiohttp
from fakediscord import Admitted, FakeDiscord, FakeGuild, FakeMember, FakeMessage, RateLimits
from test_discord_restart_timers import post_board

from cogs.board_render import board_message
from engine.pickomino import Settings, snapshot
from storage.postgres import PostgresGameStore
from tables.boards import describe
from tables.computers import computer_name
from tables.pickomino.options import TableOptions
from tables.service import TableService
from tables.storage import Seat

CHILD = Path(__file__).with_name("shard_bot_process.py")
REPO = Path(__file__).resolve().parents[1]
CHILD_ENV = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), str(REPO / "tests")])}
SHARDS = 2
GAMES = 80
"""Games per shard, each with one turn due: at 5 requests a second, 16 s of edits."""
LIMITS = RateLimits(global_per_second=15)
RATE = 10.0
PAUSE = 60.0
"""The computers' pause: each game plays its one due turn, the next one is a minute away."""
SEED = 20261129
LATER = timedelta(hours=1)


async def _start(fake: FakeDiscord, url: str, shard: int) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable,
        str(CHILD),
        f"{fake.url}/api/v10",
        f"{fake.url.replace('http', 'ws')}/gateway",
        url,
        str(SHARDS),
        str(shard),
        str(PAUSE),
        str(RATE),
        env=CHILD_ENV,
    )


Prepared = tuple[int, int, int, FakeMessage]


async def _timed_games(
    url: str, fake: FakeDiscord, guild: FakeGuild, host: FakeMember
) -> list[Prepared]:
    """GAMES running games of `host` and a computer in the guild, one per channel, each
    with a board the bot posted and the host's turn timer due in an hour; (game id,
    channel id, version, board)."""
    store = await PostgresGameStore.open(url)
    service = TableService(store, lambda: SEED, PAUSE, None)
    options = TableOptions(settings=Settings(), turn_timer=60).to_json()
    seat = Seat.human(host.id, host.name)
    later = datetime.now(UTC) + LATER
    games = []
    try:
        async with aiohttp.ClientSession() as session:
            for number in range(GAMES):
                channel = fake.add_channel(guild, f"table-{number}")
                lobby = await service.open_lobby(guild.id, channel.id, seat, "classic", options)
                await service.add_computer(lobby.id, host.id, lambda n: computer_name(n, 2, "en"))
                played = await service.start(lobby.id, host.id)
                await service.set_message_id(lobby.id, await post_board(session, fake, channel.id))
                await store.set_deadline(lobby.id, played.stored.version, later)
                (board,) = fake.messages(channel)
                games.append((lobby.id, channel.id, played.stored.version, board))
    finally:
        await store.close()
    return games


async def _make_due(url: str, games: list[Prepared]) -> None:
    store = await PostgresGameStore.open(url)
    past = datetime.now(UTC) - timedelta(seconds=1)
    try:
        for game_id, _, version, _ in games:
            await store.set_deadline(game_id, version, past)
    finally:
        await store.close()


async def _wake_timer(fake: FakeDiscord, guild: FakeGuild, host: FakeMember) -> None:
    """A game started through Discord in its own channel sets a deadline earlier than any
    the process's turn timer sleeps until: it looks at the store, and finds every due turn."""
    channel = fake.add_channel(guild, "wake")
    opened = await fake.slash(host, channel, "pickomino new", {"turn_timer": 60})
    board = opened.message
    added = await fake.click(host, board, board.custom_id_for("Medium computer"))
    started = await fake.click(host, board, board.custom_id_for("Start"))
    assert added.type == 7 and started.type == 7


def _busiest_second(times: list[float]) -> int:
    """The most requests in any window of one second (sliding, not Discord's fixed ones)."""
    times = sorted(times)
    most, first = 0, 0
    for last, at in enumerate(times):
        while at - times[first] >= 1.0:
            first += 1
        most = max(most, last - first + 1)
    return most


def _within(requests: list[Admitted], others: list[Admitted]) -> int:
    """How many of `requests` went while `others` were going (between their first and last)."""
    start, end = others[0].at, others[-1].at
    return sum(1 for request in requests if start <= request.at <= end)


def _state_fields(embed: dict) -> tuple:  # type: ignore[type-arg]
    """What a board shows of its game's state: title, grill, and every field but the latest
    moves (the events the process saw, which the state does not keep)."""
    fields = [f for f in embed.get("fields", []) if f["name"] != "Latest moves"]
    return embed["title"], embed["description"], fields


async def test_two_shard_processes_share_the_global_limit(postgres_url) -> None:
    async with FakeDiscord(interaction_rules=True, timeout=60) as fake:
        guilds = [fake.add_guild(f"Shard {n}", shard=(n, SHARDS)) for n in range(SHARDS)]
        hosts = [fake.add_member(guild, f"Host {n}") for n, guild in enumerate(guilds)]
        games = [
            await _timed_games(postgres_url, fake, g, h) for g, h in zip(guilds, hosts, strict=True)
        ]
        prepared = [game for shard in games for game in shard]
        boards = [board for _, _, _, board in prepared]
        opened = fake.connections_opened
        processes = [await _start(fake, postgres_url, shard) for shard in range(SHARDS)]
        try:
            for shard in range(SHARDS):
                await fake.wait_shard_ready(shard, opened, timeout=120)
            fake.rate_limits = LIMITS
            await _make_due(postgres_url, prepared)
            await asyncio.gather(
                *(_wake_timer(fake, g, h) for g, h in zip(guilds, hosts, strict=True))
            )
            await fake.wait_for(
                lambda: all(board.edit_count > 0 for board in boards),
                timeout=180,
                what="every board brought up to date",
            )
            store = await PostgresGameStore.open(postgres_url)
            try:
                stored = [await store.get_game(game_id) for game_id, _, _, _ in prepared]
                logs = [await store.action_log(game.id) for game in stored]
            finally:
                await store.close()
        finally:
            for process in processes:
                process.send_signal(signal.SIGTERM)
            for process in processes:
                await process.wait()

    assert [r for r in fake.rate_limited if r.is_global] == []
    assert fake.rate_limited == []
    by_shard = [
        [r for r in fake.admitted if r.channel_id in {c for _, c, _, _ in shard}] for shard in games
    ]
    assert all(len(requests) >= GAMES for requests in by_shard)
    assert min(_within(by_shard[0], by_shard[1]), _within(by_shard[1], by_shard[0])) > GAMES / 2, (
        "the two processes were not busy at once"
    )
    assert _busiest_second([r.at for r in fake.admitted]) <= LIMITS.global_per_second

    for (_, _, version, _), game, log in zip(prepared, stored, logs, strict=True):
        assert game.version > version, "a due turn was not played"
        versions = [entry.version for entry in log]
        assert versions == sorted(set(versions)) and versions[-1] == game.version, (
            "a move lost or doubled"
        )
    for board, game in zip(boards, stored, strict=True):
        state = snapshot.from_json(game.state_json)
        embed, _ = board_message(describe(game, state, (), "en"))
        assert _state_fields(board.embeds[0]) == _state_fields(embed.to_dict())
