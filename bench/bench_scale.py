"""Thousands of games at once, sharded, against Discord's limits (issue 36): a load benchmark.

Run: `python -m bench.bench_scale [--games 2000] [--shards 4] [--seconds 600] [--think 30]`
(`--global-limit 15` lowers the fake's global limit and the bot's rate alike, to meet the
limits at a smaller scale; `--probes FILE` keeps the raw records as JSON).

A throwaway PostgreSQL server (tests/pgcluster.py), the fake Discord of tests/fakediscord in
this process with Discord's rate limits and time rules on (a global limit of 50 requests a
second for the bot's token, whichever process sends them; 5 posts, 5 edits and 5 deletes per
5 s in a channel; an answer within 3 s; tokens good for 15 minutes), and `--shards` bot
processes of one shard each (bench/scale_bot_process.py: the real bot, as `pickomino-bot run
--shard-count --shard-ids` runs it), all on that one database.

`--games` servers, one game each in its channel: a person against a computer (medium), with a
turn timer of `--turn-timer` seconds, the computers at the bot's default pause; the boards are
posted, as a bot before a restart left them, before the bot processes start. During
`--seconds`, each person plays their turns through the board's buttons, the move the board
offers (bench/bench_discord.py's `next_move`), each click `--think` seconds after the board
showed their turn (0.5 to 1.5 times, at random; their first look at random within twice that,
so that 2,000 people do not all click in the first seconds); at the start of a turn, with
probability `--idle`, they leave it to the turn timer. A finished game is followed by its
rematch.

Reported: moves (people's and the bot's), moves lost or doubled (each game's people's moves in
the database against the clicks the fake saw answered), answers past 3 s, 429s, the bot's
requests per second as the fake counts them against the global limit (and the answers to
interactions, outside it), the delay from a change of a game to its board showing it or a
newer state (measured in each bot process, cogs/board_updates.py), edits per move, and the CPU
and memory of the bot's processes and of PostgreSQL per 1,000 games. The load average is
read before, during (every 30 s) and after, and how late the benchmark's own event loop ran
(the fake Discord stamps answers and counts the limits on it: a late loop makes answers
look late and bunches requests into one second). The benchmark's garbage collector is paused
while it measures (bench/bench_discord.py's `harness_collector_paused`), so that collections
of thousands of games' messages do not hold that loop.

Then why (bench/scale_explain.py): each global 429 against what the bot processes sent in the
second before it, and each background edit slower than 2 s split into its steps
(bench/scale_probe.py).
"""

import argparse
import asyncio
import contextlib
import json
import os
import platform
import random
import signal
import sys
import time
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import aiohttp
import asyncpg

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fakediscord import FakeDiscord, FakeMember, FakeMessage, InteractionTimeout, RateLimits
from pgcluster import Cluster

from bench.bench_discord import harness_collector_paused, next_move
from bench.scale_explain import explain
from cogs.board_render import board_message
from cogs.rest_pacer import RATE
from engine.pickomino import Settings
from storage.postgres import PostgresGameStore
from tables.boards import describe
from tables.computers import computer_name
from tables.pickomino.options import TableOptions
from tables.service import TableService
from tables.storage import Seat

REPO = Path(__file__).resolve().parent.parent
TICKS = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")
TOKEN = "Bot fake-token"
PERSON = "Alice"
TO_PLAY = " to play"
SEED = 20261129
POLL = 1.0
"""Seconds between two looks of a person at a board that does not show their turn."""
LATER = timedelta(hours=1)
UPDATED = 7
"""The answer of a move played: the board, updated. A deferred answer (6) says nothing yet:
the click may still be refused (a board gone stale meanwhile) in its follow-up."""
DEFERRED = 6


Move = tuple[int, int, str]
"""A person's move: game id, the version of the board clicked, the action."""


@dataclass
class Table:
    """One server's game: its person, its board (the rematch's, after one)."""

    member: FakeMember
    board: FakeMessage
    sent: set[Move] = field(default_factory=set)
    """Every move the person clicked, answered or not."""
    taken: set[Move] = field(default_factory=set)
    """The moves whose click was answered with the board: stored."""


@dataclass
class Clicks:
    latencies: list[float] = field(default_factory=list)
    late: int = 0
    """Answers past 3 s, or refused for it, or never sent."""
    deferred: int = 0
    refused: list[str] = field(default_factory=list)


def load() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def cpu_seconds(pid: int) -> float:
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def rss_bytes(pid: int) -> int:
    return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE


def postgres_pids(cluster: Cluster) -> list[int]:
    """The server and its children (one per connection, and its own workers)."""
    postmaster = int((cluster.data / "postmaster.pid").read_text().split()[0])
    pids = [postmaster]
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                stat = (entry / "stat").read_text()
                if int(stat[stat.rindex(")") + 2 :].split()[1]) == postmaster:
                    pids.append(int(entry.name))
    return pids


def total(pids: list[int], read) -> float:  # type: ignore[no-untyped-def]
    amount = 0.0
    for pid in pids:
        with contextlib.suppress(OSError):
            amount += read(pid)
    return amount


async def prepare(fake: FakeDiscord, url: str, games: int, shards: int, timer: int) -> list[Table]:
    """A server per game, its person, a started game against a computer and its board posted
    by the bot; the person's turn timer set an hour ahead (their first click sets it)."""
    store = await PostgresGameStore.open(url)
    service = TableService(store, lambda: SEED, 1.0, None)
    options = TableOptions(settings=Settings(), turn_timer=timer).to_json()
    later = datetime.now(UTC) + LATER
    tables = []
    try:
        async with aiohttp.ClientSession() as session:
            for number in range(games):
                guild = fake.add_guild(f"Server {number}", shard=(number % shards, shards))
                member = fake.add_member(guild, PERSON)
                channel = guild.channels[0]
                seat = Seat.human(member.id, PERSON)
                lobby = await service.open_lobby(guild.id, channel.id, seat, "classic", options)
                await service.add_computer(lobby.id, member.id, lambda n: computer_name(n, 2, "en"))
                played = await service.start(lobby.id, member.id)
                embed, view = board_message(describe(played.stored, played.game, (), "en"))
                body = {
                    "embeds": [embed.to_dict()],
                    "components": view.to_components() if view is not None else [],
                }
                posted = f"{fake.url}/api/v10/channels/{channel.id}/messages"
                async with session.post(
                    posted, json=body, headers={"Authorization": TOKEN}
                ) as answer:
                    message_id = int((await answer.json())["id"])
                await service.set_message_id(lobby.id, message_id)
                await store.set_deadline(lobby.id, played.stored.version, later)
                tables.append(Table(member, fake.last_message(channel)))
                if number % 250 == 249:
                    print(f"{number + 1} games prepared, load {load()}", file=sys.stderr)
    finally:
        await store.close()
    return tables


def to_play(board: FakeMessage) -> str | None:
    for field_ in board.embeds[0].get("fields", []) if board.embeds else []:
        if field_["name"].endswith(TO_PLAY):
            return str(field_["name"]).removesuffix(TO_PLAY)
    return None


def turn_of(board: FakeMessage) -> str:
    return str(board.embeds[0].get("title", "")) if board.embeds else ""


async def person(
    fake: FakeDiscord,
    table: Table,
    clicks: Clicks,
    think: float,
    idle: float,
    rng: random.Random,
    stop: asyncio.Event,
) -> None:
    """Plays the person's turns of one table until `stop`, a click at a time."""
    skipped = ""
    await asyncio.sleep(rng.uniform(0, 2 * think))
    while not stop.is_set():
        board = table.board
        controls = board.interactive_components()
        if any(c["custom_id"].startswith("pkr:") for c in controls):
            await rematch(fake, table, clicks)
            continue
        ours = to_play(board) == PERSON and any(c["custom_id"].startswith("pk:") for c in controls)
        if not ours or turn_of(board) == skipped:
            await asyncio.sleep(POLL)
            continue
        if idle and rng.random() < idle:
            skipped = turn_of(board)
            continue
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        if stop.is_set() or table.board.edit_count != board.edit_count:
            continue
        custom_id, values = next_move(board)
        _, game, version, action = custom_id.split(":", 3)
        move = (int(game), int(version), values[0] if values else action)
        table.sent.add(move)
        if await answer(fake, table, board, custom_id, values, clicks):
            table.taken.add(move)


async def answer(
    fake: FakeDiscord,
    table: Table,
    board: FakeMessage,
    custom_id: str,
    values: list[str] | None,
    clicks: Clicks,
) -> bool:
    """One click; True when the move was taken (answered with the board)."""
    try:
        if values is None:
            result = await fake.click(table.member, board, custom_id)
        else:
            result = await fake.select(table.member, board, custom_id, values)
    except InteractionTimeout as error:
        clicks.late += 1
        clicks.refused.append(str(error)[:200])
        return False
    clicks.latencies.append(result.latency)
    if result.latency > 3.0:
        clicks.late += 1
    if result.type == DEFERRED:
        clicks.deferred += 1
        return False
    if result.type != UPDATED:
        clicks.refused.append(f"{custom_id}: {result.content}"[:200])
        return False
    return True


async def rematch(fake: FakeDiscord, table: Table, clicks: Clicks) -> None:
    board = table.board
    again = await fake.click(table.member, board, board.custom_id_for("Rematch"))
    clicks.latencies.append(again.latency)
    lobby = again.message
    labels = [c.get("label") for c in lobby.interactive_components()]
    if "Remove computer" not in labels:
        added = await fake.click(table.member, lobby, lobby.custom_id_for("Medium computer"))
        clicks.latencies.append(added.latency)
    started = await fake.click(table.member, lobby, lobby.custom_id_for("Start"))
    clicks.latencies.append(started.latency)
    table.board = lobby


@contextlib.asynccontextmanager
async def bot_processes(
    fake: FakeDiscord, url: str, shards: int, folder: Path, rate: float
) -> AsyncIterator[list[asyncio.subprocess.Process]]:
    opened = fake.connections_opened
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), str(REPO / "tests")])}
    processes = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bench.scale_bot_process",
            f"{fake.url}/api/v10",
            f"{fake.url.replace('http', 'ws')}/gateway",
            url,
            str(shards),
            str(shard),
            str(folder / f"shard-{shard}.json"),
            str(rate),
            env=environment,
            cwd=REPO,
        )
        for shard in range(shards)
    ]
    try:
        for shard in range(shards):
            await fake.wait_shard_ready(shard, opened, timeout=300)
        yield processes
    finally:
        for process in processes:
            if process.returncode is None:
                process.send_signal(signal.SIGTERM)
        for process in processes:
            await process.wait()


async def lag_of_loop(lags: list[tuple[float, float]], stop: asyncio.Event) -> None:
    """How late this process's event loop wakes a task (the fake Discord and the people
    share it), and when: a late loop stamps the bot's answers late, and the fake counts them
    late."""
    while not stop.is_set():
        asked = time.monotonic()
        await asyncio.sleep(0.1)
        now = time.monotonic()
        lags.append((now, now - asked - 0.1))


def percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


async def moves_since(url: str, start: datetime) -> list[asyncpg.Record]:
    connection = await asyncpg.connect(url)
    try:
        return await connection.fetch(
            "SELECT game_id, version, seat, action, automatic FROM action_log WHERE at >= $1",
            start.timestamp(),
        )
    finally:
        await connection.close()


async def main(arguments: argparse.Namespace) -> None:
    games, shards = arguments.games, arguments.shards
    cluster = Cluster()
    cluster.start()
    url = cluster.url()
    folder = Path(cluster.root)
    try:
        async with FakeDiscord(
            timeout=60, strict=False, in_process=False, interaction_rules=True
        ) as fake:
            began = time.perf_counter()
            tables = await prepare(fake, url, games, shards, arguments.turn_timer)
            prepared = time.perf_counter() - began
            rate = RATE * arguments.global_limit / RateLimits().global_per_second
            async with bot_processes(fake, url, shards, folder, rate) as processes:
                await asyncio.sleep(2)
                with harness_collector_paused():
                    await run(arguments, fake, url, cluster, processes, tables, folder, prepared)
    finally:
        cluster.destroy()


async def run(  # type: ignore[no-untyped-def]
    arguments, fake, url, cluster, processes, tables, folder, prepared
) -> None:
    seconds = arguments.seconds
    fake.rate_limits = RateLimits(global_per_second=arguments.global_limit)
    bots = [process.pid for process in processes]
    database = postgres_pids(cluster)
    loads = [load()]
    for process in processes:
        process.send_signal(signal.SIGUSR1)
    requests_before = fake.requests
    started_at = datetime.now(UTC)
    fake_start = fake.clock.now()
    cpu_before = total(bots, cpu_seconds), total(database, cpu_seconds), time.process_time()
    clicks = Clicks()
    stop = asyncio.Event()
    rng = random.Random(SEED)
    people = [
        asyncio.create_task(
            person(
                fake,
                table,
                clicks,
                arguments.think,
                arguments.idle,
                random.Random(rng.random()),
                stop,
            )
        )
        for table in tables
    ]
    lags: list[tuple[float, float]] = []
    watching = asyncio.create_task(lag_of_loop(lags, stop))
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        await asyncio.sleep(min(30.0, max(0.0, end - time.perf_counter())))
        loads.append(load())
        print(f"{len(clicks.latencies)} clicks, load {loads[-1]}", file=sys.stderr)
    fake_end = fake.clock.now()
    cpu_after = total(bots, cpu_seconds), total(database, cpu_seconds), time.process_time()
    memory = total(bots, rss_bytes), total(postgres_pids(cluster), rss_bytes)
    for process in processes:
        process.send_signal(signal.SIGUSR2)
    stop.set()
    await asyncio.gather(*people, watching, return_exceptions=True)
    await asyncio.sleep(3)
    delays, probes = read_reports(folder, len(processes))
    rows = await moves_since(url, started_at)
    report(
        arguments,
        fake,
        tables,
        clicks,
        rows,
        delays,
        loads,
        prepared,
        requests_before,
        (fake_start, fake_end),
        lags,
        cpu_before,
        cpu_after,
        memory,
    )
    explain(fake, probes, lags, (fake_start, fake_end))
    if arguments.probes:
        refused = [vars(r) for r in fake.rate_limited]
        admitted = [(r.at, r.method, r.route, r.channel_id) for r in fake.admitted]
        kept = {"span": [fake_start, fake_end], "harness_lags": lags, "shards": probes}
        kept |= {"refused": refused, "admitted": admitted}
        Path(arguments.probes).write_text(json.dumps(kept))


def read_reports(folder: Path, count: int) -> tuple[dict[str, list[float]], list[dict]]:  # type: ignore[type-arg]
    """The bot processes' delays (bench/scale_bot_process.py), once each has written them,
    merged; and each process's probe (bench/scale_probe.py)."""
    merged: dict[str, list[float]] = {"answer": [], "edit": [], "waiting": []}
    probes = []
    for shard in range(count):
        report_file = folder / f"shard-{shard}.json"
        for _ in range(100):
            if report_file.exists():
                break
            time.sleep(0.1)
        written = json.loads(report_file.read_text())
        for key in merged:
            merged[key] += written[key]
        probes.append(written)
    return merged, probes


def report(  # type: ignore[no-untyped-def]
    arguments,
    fake,
    tables,
    clicks,
    rows,
    delays,
    loads,
    prepared,
    requests_before,
    window,
    lags,
    cpu_before,
    cpu_after,
    memory,
) -> None:
    lags = [lag for _, lag in lags]
    games, seconds = arguments.games, arguments.seconds
    stored = [
        (row["game_id"], row["version"] - 1, row["action"])
        for row in rows
        if row["seat"] == 0 and not row["automatic"]
    ]
    sent = {move for table in tables for move in table.sent}
    taken = {move for table in tables for move in table.taken}
    lost = taken - set(stored)
    doubled = len(stored) - len(set(stored)) + sum(1 for move in stored if move not in sent)
    automatic = sum(1 for row in rows if row["seat"] == 0 and row["automatic"])
    computers = sum(1 for row in rows if row["seat"] != 0)
    moves = len(rows)
    start, end = window
    admitted = [r for r in fake.admitted if start <= r.at <= end]
    routes = Counter(f"{r.method} {r.route}" for r in admitted)
    edits = routes["PATCH /channels/{channel_id}/messages/{message_id}"]
    after = fake.requests
    outside = {
        key: after[key] - requests_before[key]
        for key in after
        if ("/interactions/" in key or "/webhooks/" in key) and after[key] > requests_before[key]
    }
    answers = sum(outside.values())
    refused = fake.rate_limited
    bots_cpu, database_cpu, harness_cpu = (
        b - a for a, b in zip(cpu_before, cpu_after, strict=True)
    )
    per_thousand = 1000 / games
    shown = delays["answer"] + delays["edit"]
    late_waiting = sum(1 for value in delays["waiting"] if value > 2.0)

    print(
        f"Python {platform.python_version()}, {os.cpu_count()} CPUs, {games} games over"
        f" {arguments.shards} shard processes, {seconds:.0f} s; think {arguments.think} s,"
        f" idle {arguments.idle}, turn timer {arguments.turn_timer} s"
    )
    print(
        f"Prepared in {prepared:.0f} s. Load average (1, 5, 15 min) before, every 30 s,"
        f" after: {'; '.join(loads)}"
    )
    print()
    print("| figure | value |")
    print("| --- | ---: |")
    print(
        f"| moves: people / computers / turn timers | {moves:,}: {len(stored):,}"
        f" / {computers:,} / {automatic:,} |"
    )
    print(f"| moves a second | {moves / seconds:.1f} |")
    print(f"| moves lost / doubled | {len(lost)} / {doubled} |")
    print(f"| clicks answered (rematches included) | {len(clicks.latencies):,} |")
    print(
        f"| answer p50 / p99 / max, ms | {percentile(clicks.latencies, 0.5) * 1000:.0f}"
        f" / {percentile(clicks.latencies, 0.99) * 1000:.0f}"
        f" / {max(clicks.latencies, default=0) * 1000:.0f} |"
    )
    print(
        f"| answers past 3 s / deferred / refused | {clicks.late} / {clicks.deferred}"
        f" / {len(clicks.refused)} |"
    )
    print(
        f"| 429s: global / per route | {sum(r.is_global for r in refused)}"
        f" / {sum(not r.is_global for r in refused)} |"
    )
    print(f"| requests a second within the global limit | {len(admitted) / seconds:.1f} |")
    print(f"| answers to interactions a second (outside it) | {answers / seconds:.1f} |")
    print(
        f"| board shows a change: p50 / p99 / max, s (all {len(shown):,})"
        f" | {percentile(shown, 0.5):.2f} / {percentile(shown, 0.99):.2f}"
        f" / {max(shown, default=0):.2f} |"
    )
    print(
        f"| the same, clicks' answers ({len(delays['answer']):,})"
        f" | {percentile(delays['answer'], 0.5):.2f} / {percentile(delays['answer'], 0.99):.2f}"
        f" / {max(delays['answer'], default=0):.2f} |"
    )
    print(
        f"| the same, the updater's edits ({len(delays['edit']):,})"
        f" | {percentile(delays['edit'], 0.5):.2f} / {percentile(delays['edit'], 0.99):.2f}"
        f" / {max(delays['edit'], default=0):.2f} |"
    )
    print(
        f"| changes not shown at the end (of them older than 2 s)"
        f" | {len(delays['waiting'])} ({late_waiting}) |"
    )
    print(
        f"| board edits per move: the updater's / clicks' answers | {edits / max(moves, 1):.2f}"
        f" / {len(clicks.latencies) / max(moves, 1):.2f} |"
    )
    print(
        f"| bot processes: CPU cores, per 1,000 games | {bots_cpu / seconds:.2f},"
        f" {bots_cpu / seconds * per_thousand:.2f} |"
    )
    print(
        f"| bot processes: memory (RSS) MB, per 1,000 games | {memory[0] / 2**20:.0f},"
        f" {memory[0] / 2**20 * per_thousand:.0f} |"
    )
    print(
        f"| PostgreSQL: CPU cores, per 1,000 games | {database_cpu / seconds:.2f},"
        f" {database_cpu / seconds * per_thousand:.2f} |"
    )
    print(
        f"| PostgreSQL: memory (RSS of its processes, shared buffers in each) MB"
        f" | {memory[1] / 2**20:.0f} |"
    )
    print(f"| the harness (fake Discord and people): CPU cores | {harness_cpu / seconds:.2f} |")
    print(
        f"| the harness's event loop late by: p50 / p99 / max, ms"
        f" | {percentile(lags, 0.5) * 1000:.0f} / {percentile(lags, 0.99) * 1000:.0f}"
        f" / {max(lags, default=0) * 1000:.0f} |"
    )
    print()
    print(
        "Requests within the global limit, by route: "
        + ", ".join(f"{route} {count / seconds:.1f}/s" for route, count in routes.most_common())
    )
    print(
        "Outside it: "
        + ", ".join(f"{route} {count / seconds:.1f}/s" for route, count in sorted(outside.items()))
    )
    for problem in clicks.refused[:10]:
        print(f"refused: {problem}")
    for move in sorted(lost)[:10]:
        print(f"lost: game {move[0]}, board version {move[1]}, {move[2]}")
    for move in [m for m in stored if m not in sent][:10]:
        print(f"stored, never clicked: game {move[0]}, board version {move[1]}, {move[2]}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--shards", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--think", type=float, default=30.0, help="seconds before each click")
    parser.add_argument(
        "--idle", type=float, default=0.05, help="chance a person leaves a turn to the timer"
    )
    parser.add_argument("--turn-timer", type=int, default=60, help="each table's turn timer, s")
    parser.add_argument(
        "--probes", help="a JSON file to keep what the bot processes and the fake recorded"
    )
    parser.add_argument(
        "--global-limit",
        type=int,
        default=RateLimits().global_per_second,
        help="the fake's global limit a second (the bot's rate scaled alike)",
    )
    asyncio.run(main(parser.parse_args()))
