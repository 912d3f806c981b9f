"""Two bot processes, one shard each of a bot split in two, on one PostgreSQL and the fake
Discord: each sees only its shard's servers, one is killed and started again, and its games,
boards and timers continue while the other shard's games never notice."""

import asyncio
import os
import signal
import sys
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

from discord_helpers import action_codes, click_action
from fakediscord import FakeDiscord
from test_discord_computers import open_against_computers

from engine.pickomino import snapshot
from engine.pickomino.policies import cautious_action
from storage import GameStatus
from storage.postgres import PostgresGameStore

CHILD = Path(__file__).with_name("shard_bot_process.py")
REPO = Path(__file__).resolve().parents[1]
CHILD_ENV = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), str(REPO / "tests")])}
SHARDS = 2


async def _start(fake: FakeDiscord, url: str, shard: int) -> asyncio.subprocess.Process:
    opened = fake.connections_opened
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        str(CHILD),
        f"{fake.url}/api/v10",
        f"{fake.url.replace('http', 'ws')}/gateway",
        url,
        str(SHARDS),
        str(shard),
        env=CHILD_ENV,
    )
    await fake.wait_shard_ready(shard, opened, timeout=60)
    return process


@asynccontextmanager
async def _store(url: str):  # type: ignore[no-untyped-def]
    store = await PostgresGameStore.open(url)
    try:
        yield store
    finally:
        await store.close()


async def _game(url: str, channel_id: int):  # type: ignore[no-untyped-def]
    async with _store(url) as store:
        return await store.active_game_in_channel(channel_id)


async def _finish_host_turn(fake, url, channel_id, board, host) -> None:  # type: ignore[no-untyped-def]
    """The host's cautious moves, clicked, until the turn passes to the computer."""
    while True:
        stored = await _game(url, channel_id)
        game = snapshot.from_json(stored.state_json)
        if game.current != 0:
            return
        answer = await click_action(fake, board, host, str(cautious_action(game)))
        assert answer.type == 7


async def test_two_shard_processes_one_killed_and_restarted(postgres_url) -> None:
    async with FakeDiscord() as fake:
        guilds = [fake.add_guild(f"Shard {n}", shard=(n, SHARDS)) for n in range(SHARDS)]
        channels = [guild.channels[0] for guild in guilds]
        hosts = [fake.add_member(guild, f"Host {n}") for n, guild in enumerate(guilds)]
        processes = [await _start(fake, postgres_url, shard) for shard in range(SHARDS)]
        try:
            boards = [
                await open_against_computers(fake, channels[n], hosts[n], 1) for n in range(SHARDS)
            ]
            for n in range(SHARDS):
                clicked = await fake.click(hosts[n], boards[n], action_codes(boards[n])["roll"])
                assert clicked.type == 7

            processes[0].send_signal(signal.SIGKILL)
            await processes[0].wait()
            # Shard 0 is down: its game's next move is due, and earlier than anything of
            # shard 1; the process of shard 1 must leave it alone.
            before = await _game(postgres_url, channels[0].id)
            async with _store(postgres_url) as store:
                past = datetime.now(UTC) - timedelta(seconds=30)
                await store.set_deadline(before.id, before.version, past)
            await _finish_host_turn(fake, postgres_url, channels[1].id, boards[1], hosts[1])
            edits = boards[1].edit_count
            await fake.wait_for(
                lambda: boards[1].edit_count > edits, what="shard 1's computer turn"
            )
            async with _store(postgres_url) as store:
                played = await store.action_log((await _game(postgres_url, channels[1].id)).id)
            assert any(entry.seat == 1 and entry.automatic for entry in played)
            untouched = await _game(postgres_url, channels[0].id)
            assert untouched.version == before.version, "shard 1 played shard 0's timer"

            edits = boards[0].edit_count
            processes[0] = await _start(fake, postgres_url, 0)
            await fake.wait_for(
                lambda: boards[0].edit_count > edits, what="shard 0's overdue timer after restart"
            )
            resumed = await _game(postgres_url, channels[0].id)
            assert resumed.version > before.version and resumed.status is GameStatus.RUNNING
        finally:
            for process in processes:
                if process.returncode is None:
                    process.send_signal(signal.SIGTERM)
                    await process.wait()
