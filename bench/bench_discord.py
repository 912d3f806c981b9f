"""Clicks answered by the real bot against a floor bot, through a local fake Discord (issue 16).

Run: `python -m bench.bench_discord [--runs 5] [--seconds 20] [--games 200] [--burst 5]`.
The fake Discord of tests/fakediscord runs in this process; each bot runs the real discord.py
client in a process of its own (bench/discord_bot_process.py) on a real SQLite file in WAL mode
with durable commits, connected over loopback.

- floor: a minimal bot whose button reads and writes one SQLite row and edits its message.
- pickomino: the real bot, a real extension game per channel, each click a legal move; a
  finished game is followed by its rematch (those clicks count as clicks too).

Each bot answers a fake Discord of its own, both in this process. Each run starts both bots'
processes (new processes each run; the games and counters live on in the databases and the
fakes) and measures one bot, then the other, the order alternating between runs: first both
bursts, back to back, then both paced loads. The two measures of a ratio are taken seconds
apart, so the machine's own drift, which moves a bot's CPU per click by a quarter from one
minute to the next, moves them together (docs/benchmarks.md). For each measure:
- burst: every channel clicks `--burst` times in a row as fast as its board is answered, all
  `--games` channels at once (200 x 5 = 1,000 clicks): clicks per second, the bot process's
  CPU time per click (all its threads, /proc), the REST requests it made per click (a turn
  ping is two), the longest latency of any click; the ratios of CPU per click and of clicks
  per second for each run, and for all runs together (each bot's CPU, clicks and seconds
  summed over the runs);
- paced: every channel clicks about once a second for `--seconds`: p50 and p99 latency, and
  the CPU time per click again, over four times as many clicks as a burst's.
The latency of a click is the time from the fake sending INTERACTION_CREATE to the bot's
interaction callback arriving, as the fake measures it. The bot process reports its own
garbage-collection pauses (gc.callbacks) for each scenario; the harness pauses its own
collector while it measures, so that its collections are not charged to the bot, and its full
collections before and after a burst fall outside the burst's seconds. The fake forgets the
interactions of each bot's scenarios once they are measured: it would otherwise keep every
click of every run, and its heap, hence its full collections, would grow run after run.

`--turn-timer SECONDS` gives every table a turn timer, so that each move sets a deadline.
`--metrics` runs the real bot in both slots, metrics off in the first (the "floor" rows) and
on in the second (PICKOMINO_METRICS_PORT, issue 31): the ratios are the metrics' cost.
`--web` measures one real bot serving the web pages beside itself (PICKOMINO_WEB_PORT,
issue 38) in four paced scenarios of `--seconds` each, interleaved (each run starts with the
next one, so that the machine's drift hits all four alike): A, the clicks alone; B, this
process asking for `--pages` pages a second (a server's home page: its leaderboards and newest
games), no click; C, both at once. B gives the pages' CPU a second, so C's CPU less B's over
C's seconds is what the clicks added to a process serving the pages: the marginal CPU per
click, against A's CPU per click (issue 38's bound). D, neither, gives what the idle process
spends a second (discord.py's heartbeat, the bot's timers), which A's figure holds and C's
marginal one does not: the marginal ratio is also given against A less D, what a click adds to
a process serving nothing. C's whole CPU per click over A's, the pages' CPU included, is
reported beside them (web_report).
`--control` runs the floor in both slots: the same report for two identical bots shows how far
the ratios move from 1 by the machine and the processes alone (docs/benchmarks.md).
"""

import argparse
import asyncio
import contextlib
import gc
import itertools
import json
import os
import platform
import random
import re
import signal
import socket
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp
import discord

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fakediscord import FakeDiscord, FakeMember, FakeMessage

Click = Callable[[], Awaitable[list[float]]]
"""One player's click; the latencies of every interaction it took (a rematch takes three)."""
TO_PLAY = " to play"
KINDS = ("floor", "pickomino")
TICKS = os.sysconf("SC_CLK_TCK")


class BotProcess:
    """A bot's process: started, ready, measured scenario by scenario, stopped."""

    def __init__(self, process: asyncio.subprocess.Process, report: Path) -> None:
        self.process, self.report = process, report

    def cpu_seconds(self) -> tuple[float, float]:
        """User and system time of every thread of the process so far."""
        stat = Path(f"/proc/{self.process.pid}/stat").read_text()
        fields = stat[stat.rindex(")") + 2 :].split()
        return int(fields[11]) / TICKS, int(fields[12]) / TICKS

    @contextlib.asynccontextmanager
    async def measured(self) -> AsyncIterator["Measure"]:
        measure = Measure()
        self.process.send_signal(signal.SIGUSR1)
        await asyncio.sleep(0.05)
        before, started = self.cpu_seconds(), time.perf_counter()
        harness_before = time.process_time()
        yield measure
        measure.seconds = time.perf_counter() - started
        after = self.cpu_seconds()
        measure.user, measure.system = after[0] - before[0], after[1] - before[1]
        measure.harness_cpu = time.process_time() - harness_before
        self.report.unlink(missing_ok=True)
        self.process.send_signal(signal.SIGUSR2)
        while not self.report.exists():
            await asyncio.sleep(0.01)
        written = json.loads(self.report.read_text())
        measure.pauses = [(g, s) for g, s in written["pauses"]]
        measure.tracked, measure.frozen = written["tracked"], written["frozen"]
        measure.kinds = [(name, count) for name, count in written["kinds"]]


@dataclass
class Measure:
    """One scenario of one bot."""

    latencies: list[float] = field(default_factory=list)
    seconds: float = 0.0
    user: float = 0.0
    system: float = 0.0
    harness_cpu: float = 0.0
    requests: int = 0
    """REST requests the bot made to the fake (answers, turn pings, new boards)."""
    pauses: list[tuple[int, float]] = field(default_factory=list)
    tracked: int = 0
    """Objects the collector tracks at the end of the scenario (not counting frozen ones)."""
    frozen: int = 0
    kinds: list[tuple[str, int]] = field(default_factory=list)
    """The most common types among the tracked objects, with their counts."""

    @property
    def clicks(self) -> int:
        return len(self.latencies)

    @property
    def cpu(self) -> float:
        return self.user + self.system

    def percentile(self, share: float) -> float:
        return percentile(self.latencies, share)

    @property
    def p50(self) -> float:
        return statistics.median(self.latencies)

    @property
    def longest_pause(self) -> float:
        return max((seconds for _, seconds in self.pauses), default=0.0)

    def longest_by_generation(self) -> str:
        return " / ".join(
            ms(max((s for g, s in self.pauses if g == generation), default=0.0))
            for generation in range(3)
        )

    def collections(self) -> str:
        counts = [sum(1 for g, _ in self.pauses if g == generation) for generation in range(3)]
        return "/".join(map(str, counts))


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


@contextlib.asynccontextmanager
async def bot_process(
    fake: FakeDiscord,
    kind: str,
    database: Path,
    program: str | None = None,
    web_port: int | None = None,
) -> AsyncIterator[BotProcess]:
    """`kind`'s slot of the benchmark, running `program` (the bot of that kind by default); its
    garbage-collection report is written beside its database."""
    report = database.with_name(f"{database.stem}-gc.json")
    opened = fake.connections_opened
    pages = [f"--web-port={web_port}"] if web_port is not None else []
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bench.discord_bot_process",
        f"--kind={program or kind}",
        f"--api={fake.url}/api/v10",
        f"--gateway={fake.url.replace('http', 'ws')}/gateway",
        f"--database={database}",
        f"--report={report}",
        *pages,
    )
    try:
        await fake.wait_for(lambda: fake.connections_opened > opened, timeout=60)
        await fake.wait_ready(timeout=60)
        await asyncio.sleep(1)
        yield BotProcess(process, report)
    finally:
        process.terminate()
        await process.wait()


async def floor_clicks(fake: FakeDiscord, games: int) -> list[Click]:
    guild = fake.add_guild()
    player = fake.add_member(guild, "Player")
    clicks = []
    for number in range(games):
        channel = fake.add_channel(guild, f"floor-{number}")
        await fake.slash(player, channel, "floor", {"number": number})
        message = fake.last_message(channel)

        async def click(message: FakeMessage = message, number: int = number) -> list[float]:
            result = await fake.click(player, message, f"floor:{number}")
            return [result.latency]

        clicks.append(click)
    return clicks


def next_move(board: FakeMessage) -> tuple[str, list[str] | None]:
    """A legal move read off the board: stop on a tile when offered, else keep going."""
    controls = board.interactive_components()
    for component in controls:
        label = component.get("label") or ""
        if label.startswith("Stop: take") or label.startswith("Stop: steal"):
            return component["custom_id"], None
    for component in controls:
        if component.get("type") == 3:
            return component["custom_id"], [component["options"][0]["value"]]
    ordered = sorted(
        controls, key=lambda c: (":aside:" not in c["custom_id"], ":roll" not in c["custom_id"])
    )
    return ordered[0]["custom_id"], None


def player_to_move(board: FakeMessage, players: dict[str, FakeMember]) -> FakeMember:
    for field_ in board.embeds[0]["fields"]:
        if field_["name"].endswith(TO_PLAY):
            return players[field_["name"].removesuffix(TO_PLAY)]
    raise RuntimeError("the board names no player to move")


class Table:
    """One channel's game, clicked move by move; a finished game is followed by its rematch."""

    def __init__(self, fake: FakeDiscord, board: FakeMessage, players: dict[str, FakeMember]):
        self.fake, self.board, self.players = fake, board, players

    async def click(self) -> list[float]:
        fake, board = self.fake, self.board
        latencies = []
        if any(c["custom_id"].startswith("pkr:") for c in board.interactive_components()):
            host = self.players["Alice"]
            rematch = await fake.click(host, board, board.custom_id_for("Rematch"))
            board = self.board = rematch.message
            start = await fake.click(host, board, board.custom_id_for("Start"))
            latencies += [rematch.latency, start.latency]
        custom_id, values = next_move(board)
        player = player_to_move(board, self.players)
        if values is None:
            result = await fake.click(player, board, custom_id)
        else:
            result = await fake.select(player, board, custom_id, values)
        if result.type != 7:
            raise RuntimeError(f"{custom_id} was refused: {result.content}")
        return [*latencies, result.latency]


async def pickomino_clicks(
    fake: FakeDiscord, games: int, pings: bool = True, turn_timer: int = 0
) -> list[Click]:
    """With `pings` (the default of every server), each player is mentioned in a short message
    when their turn comes, deleted when they act: two more requests at each change of turn.
    With a `turn_timer` (seconds; 0, the default of every server, is none), each move sets
    its table's deadline."""
    guild = fake.add_guild()
    players = {name: fake.add_member(guild, name) for name in ("Alice", "Bob")}
    alice, bob = players["Alice"], players["Bob"]
    if not pings:
        lobby = fake.add_channel(guild, "lobby")
        for player in players.values():
            await fake.slash(player, lobby, "pickomino settings pings", {"choice": "off"})
    clicks = []
    for number in range(games):
        channel = fake.add_channel(guild, f"game-{number}")
        options: dict[str, object] = {"rules": "extension"}
        if turn_timer:
            options["turn_timer"] = turn_timer
        await fake.slash(alice, channel, "pickomino new", options)
        board = fake.last_message(channel)
        await fake.click(bob, board, board.custom_id_for("Join"))
        await fake.click(alice, board, board.custom_id_for("Start"))
        clicks.append(Table(fake, board, players).click)
    return clicks


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def pages_on(fake: FakeDiscord, clicks: list[Click]) -> str:
    """The pages of the clicks' server turned on by an admin; the path of its home page."""
    table = clicks[0].__self__  # type: ignore[attr-defined]
    guild = table.board.channel.guild
    admin = fake.add_member(guild, "Admin", permissions=discord.Permissions(manage_guild=True))
    answer = await fake.slash(
        admin, table.board.channel, "pickomino settings web", {"choice": "on"}
    )
    found = re.search(r"/s/[A-Za-z0-9_-]{22}/", answer.content)
    if found is None:
        raise RuntimeError(f"no address in {answer.content!r}")
    return found[0]


@contextlib.asynccontextmanager
async def pages_asked(url: str, per_second: float) -> AsyncIterator[list[float]]:
    """While open, `url` asked for `per_second` times a second, each request on time whether
    or not the one before was answered; yields the latencies of the pages answered so far
    (from the request sent to the last byte read)."""
    answered: list[float] = []

    async def one(session: aiohttp.ClientSession) -> None:
        started = time.perf_counter()
        async with session.get(url) as page:
            await page.read()
            if page.status != 200:
                raise RuntimeError(f"{url} answered {page.status}")
            answered.append(time.perf_counter() - started)

    async def asking() -> None:
        loop = asyncio.get_running_loop()
        start = loop.time()
        async with aiohttp.ClientSession() as session, asyncio.TaskGroup() as group:
            for number in itertools.count():
                await asyncio.sleep(max(0.0, start + number / per_second - loop.time()))
                group.create_task(one(session))

    task = asyncio.create_task(asking())
    try:
        yield answered
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


@contextlib.contextmanager
def harness_collector_paused() -> Iterator[None]:
    """The fake's own full garbage collections (tens of ms with 200 games of messages) would
    be charged to whichever bot is measured; the harness collects before and after instead."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect()


async def as_fast_as_possible(click: Click, seconds: float) -> list[float]:
    latencies: list[float] = []
    with harness_collector_paused():
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            latencies += await click()
    return latencies


async def once_a_second(clicks: list[Click], seconds: float) -> list[float]:
    """Each channel clicks, waits for the answer, and clicks again a second after it began."""
    latencies: list[float] = []
    rng = random.Random(1)

    async def player(click: Click) -> None:
        await asyncio.sleep(rng.random())
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            started = time.perf_counter()
            latencies.extend(await click())
            await asyncio.sleep(max(0.0, 1.0 - (time.perf_counter() - started)))

    with harness_collector_paused():
        await asyncio.gather(*(player(click) for click in clicks))
    return latencies


async def burst(clicks: list[Click], per_channel: int) -> list[float]:
    """Every channel at once, each clicking `per_channel` times, each click sent as soon as
    the answer to the one before arrived (the next legal move is read off the answered board)."""
    latencies: list[float] = []

    async def player(click: Click) -> None:
        for _ in range(per_channel):
            latencies.extend(await click())

    await asyncio.gather(*(player(click) for click in clicks))
    return latencies


def summary(name: str, latencies: list[float], seconds: float) -> str:
    values = sorted(value * 1000 for value in latencies)
    p50 = statistics.median(values)
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    return f"| {name} | {len(values)} | {len(values) / seconds:.0f} | {p50:.1f} | {p99:.1f} |"


def load() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


@dataclass
class Run:
    number: int
    load_before: str = ""
    load_after: str = ""
    bursts: dict[str, Measure] = field(default_factory=dict)
    paced: dict[str, Measure] = field(default_factory=dict)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


def cpu_ratio(ours: list[Measure], floor: list[Measure]) -> float:
    """CPU per click of `ours` over the floor's, each summed over its measures."""
    mine = sum(m.cpu for m in ours) / sum(m.clicks for m in ours)
    return mine / (sum(m.cpu for m in floor) / sum(m.clicks for m in floor))


def rate_ratio(ours: list[Measure], floor: list[Measure]) -> float:
    """Clicks per second of `ours` over the floor's, each summed over its measures."""
    mine = sum(m.clicks for m in ours) / sum(m.seconds for m in ours)
    return mine / (sum(m.clicks for m in floor) / sum(m.seconds for m in floor))


def every(runs: list[Run], scenario: str, kind: str) -> list[Measure]:
    """`kind`'s measures of `scenario` ("bursts" or "paced") in every run."""
    return [getattr(run, scenario)[kind] for run in runs]


def report(
    runs: list[Run],
    games: int,
    per_channel: int,
    seconds: float,
    control: bool = False,
    metrics: bool = False,
) -> None:
    print(f"Python {platform.python_version()}, {games} channels, {os.cpu_count()} CPUs")
    if metrics:
        print()
        print(
            "Metrics: the real bot runs in both slots; 'floor' rows with metrics off,"
            " 'pickomino' rows with metrics on."
        )
    if control:
        print()
        print("Control: the floor bot runs in both slots; the 'pickomino' rows are a second floor.")
    print()
    print(f"Burst: {games} channels x {per_channel} clicks at once")
    print()
    print(
        "| run | load before / after | bot | clicks | s | clicks/s | CPU ms/click (user + system)"
        " | requests/click | max latency ms | longest GC ms | collections 0/1/2"
        " | tracked / frozen objects | harness CPU s |"
    )
    print(
        "| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |"
    )
    for run in runs:
        for kind in KINDS:
            m = run.bursts[kind]
            print(
                f"| {run.number} | {run.load_before} / {run.load_after} | {kind} | {m.clicks}"
                f" | {m.seconds:.2f} | {m.clicks / m.seconds:.0f} | {m.cpu / m.clicks * 1000:.2f}"
                f" ({m.user / m.clicks * 1000:.2f} + {m.system / m.clicks * 1000:.2f})"
                f" | {m.requests / m.clicks:.2f}"
                f" | {ms(max(m.latencies))} | {ms(m.longest_pause)} | {m.collections()}"
                f" | {m.tracked:,} / {m.frozen:,} | {m.harness_cpu:.1f} |"
            )
    print()
    print("| run | CPU per click, pickomino / floor | clicks/s, pickomino / floor |")
    print("| ---: | ---: | ---: |")
    for run in runs:
        floor, ours = run.bursts["floor"], run.bursts["pickomino"]
        cpu, rate = cpu_ratio([ours], [floor]), rate_ratio([ours], [floor])
        print(f"| {run.number} | {cpu:.2f} | {rate:.2f} |")
    floors, ours_all = every(runs, "bursts", "floor"), every(runs, "bursts", "pickomino")
    together = f"{cpu_ratio(ours_all, floors):.2f} | {rate_ratio(ours_all, floors):.2f}"
    print(f"| all runs together | {together} |")
    print()
    print(f"Paced: {games} channels, each about once a second, {seconds:.0f} s")
    print()
    print(
        "| run | floor clicks | floor p50 / p99 ms | pickomino clicks | pickomino p50 / p99 ms"
        " | p50 ratio | p99 ratio | floor max ms | pickomino max ms"
        " | CPU ms/click floor / pickomino (ratio)"
        " | longest GC floor / pickomino ms | collections 0/1/2 floor; pickomino |"
    )
    print("| ---: | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | --- | --- | --- |")
    for run in runs:
        floor, ours = run.paced["floor"], run.paced["pickomino"]
        print(
            f"| {run.number} | {floor.clicks} | {ms(floor.p50)} / {ms(floor.percentile(0.99))}"
            f" | {ours.clicks} | {ms(ours.p50)} / {ms(ours.percentile(0.99))}"
            f" | {ours.p50 / floor.p50:.2f} | {ours.percentile(0.99) / floor.percentile(0.99):.2f}"
            f" | {ms(max(floor.latencies))} | {ms(max(ours.latencies))}"
            f" | {floor.cpu / floor.clicks * 1000:.2f} / {ours.cpu / ours.clicks * 1000:.2f}"
            f" ({cpu_ratio([ours], [floor]):.2f})"
            f" | {ms(floor.longest_pause)} / {ms(ours.longest_pause)}"
            f" | {floor.collections()}; {ours.collections()} |"
        )
    paced = cpu_ratio(every(runs, "paced", "pickomino"), every(runs, "paced", "floor"))
    print()
    print(f"CPU per click of all paced runs together, pickomino / floor: {paced:.2f}")
    print()
    print(
        "Longest collection of each generation (0 / 1 / 2, ms), the time in collections per"
        " click, and the most common tracked objects after each scenario (what a full"
        " collection walks):"
    )
    for run in runs:
        for scenario, measures in (("burst", run.bursts), ("paced", run.paced)):
            for kind in KINDS:
                measure = measures[kind]
                kinds = ", ".join(f"{name} {count:,}" for name, count in measure.kinds)
                in_collections = sum(seconds for _, seconds in measure.pauses)
                print(
                    f"- run {run.number}, {scenario}, {kind}:"
                    f" {measure.longest_by_generation()};"
                    f" {in_collections / measure.clicks * 1000:.3f} ms a click in collections;"
                    f" {kinds}"
                )


async def main(
    runs: int,
    seconds: float,
    games: int,
    per_channel: int,
    pings: bool,
    control: bool = False,
    turn_timer: int = 0,
    metrics: bool = False,
) -> None:
    results = []
    clicks: dict[str, list[Click]] = {}

    async def pickomino(fake: FakeDiscord, games: int) -> list[Click]:
        return await pickomino_clicks(fake, games, pings, turn_timer)

    set_ups = {"floor": floor_clicks, "pickomino": floor_clicks if control else pickomino}
    programs = {"floor": "floor", "pickomino": "floor" if control else "pickomino"}
    if metrics:
        set_ups = {"floor": pickomino, "pickomino": pickomino}
        programs = {"floor": "pickomino", "pickomino": "pickomino-metrics"}
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        async with contextlib.AsyncExitStack() as fakes_open:
            fakes = {
                kind: await fakes_open.enter_async_context(
                    FakeDiscord(timeout=60, strict=False, in_process=False)
                )
                for kind in KINDS
            }
            for number in range(1, runs + 1):
                run = Run(number, load_before=load())
                order = KINDS if number % 2 else tuple(reversed(KINDS))
                async with contextlib.AsyncExitStack() as processes:
                    bots = {
                        kind: await processes.enter_async_context(
                            bot_process(
                                fakes[kind],
                                kind,
                                folder / f"{kind}.db",
                                programs[kind],
                            )
                        )
                        for kind in KINDS
                    }
                    for kind in KINDS:
                        if kind not in clicks:
                            clicks[kind] = await set_ups[kind](fakes[kind], games)
                    for kind in order:
                        before = sum(fakes[kind].requests.values())
                        with harness_collector_paused():
                            async with bots[kind].measured() as measure:
                                measure.latencies = await burst(clicks[kind], per_channel)
                        measure.requests = sum(fakes[kind].requests.values()) - before
                        run.bursts[kind] = measure
                        await asyncio.sleep(1)
                    for kind in order:
                        async with bots[kind].measured() as measure:
                            measure.latencies = await once_a_second(clicks[kind], seconds)
                        run.paced[kind] = measure
                        fakes[kind].forget_interactions()
                run.load_after = load()
                results.append(run)
                print(f"run {number} done, load {run.load_after}", file=sys.stderr)
    report(results, games, per_channel, seconds, control, metrics)
    print()
    print(f"Turn pings {'on (the default)' if pings else 'off (both players chose off)'}.")
    print(f"Turn timer: {f'{turn_timer} s' if turn_timer else 'none (the default)'}.")


WEB_SCENARIOS = ("clicks", "pages", "both", "idle")
"""A, B, C and D of `--web` (module docstring), in this order in run 1, then each run one
further."""
WARM_UP_SECONDS = 3.0
"""Clicks and pages together, unmeasured, in each new bot process: its first home page is
rendered and kept, and its first clicks' imports and caches fall outside every measure."""


@dataclass
class WebRun:
    number: int
    order: tuple[str, ...]
    measures: dict[str, Measure] = field(default_factory=dict)
    pages: dict[str, list[float]] = field(default_factory=dict)
    """Each scenario's page latencies (none in A and D)."""
    loads: dict[str, str] = field(default_factory=dict)
    """The load average after each scenario."""


def marginal(clicked: Measure, without: Measure) -> float:
    """CPU seconds the clicks of `clicked` added to the process measured in `without`, the
    same load without the clicks: `clicked`'s CPU less `without`'s a second over its seconds."""
    return clicked.cpu - without.cpu / without.seconds * clicked.seconds


@dataclass(frozen=True)
class PerClick:
    """CPU seconds a click, over some runs together."""

    alone: float
    """A's CPU over its clicks."""
    alone_added: float
    """A's CPU less the idle process's (D), over its clicks."""
    added: float
    """C's CPU less the pages' (B), over its clicks: the marginal cost beside the pages."""
    whole: float
    """C's CPU over its clicks, the pages' included."""


def per_click(runs: list[WebRun]) -> PerClick:
    alone = [run.measures["clicks"] for run in runs]
    both = [run.measures["both"] for run in runs]
    alone_clicks, clicks = sum(m.clicks for m in alone), sum(m.clicks for m in both)
    return PerClick(
        sum(m.cpu for m in alone) / alone_clicks,
        sum(marginal(run.measures["clicks"], run.measures["idle"]) for run in runs) / alone_clicks,
        sum(marginal(run.measures["both"], run.measures["pages"]) for run in runs) / clicks,
        sum(m.cpu for m in both) / clicks,
    )


def web_report(runs: list[WebRun], games: int, seconds: float, pages: float) -> None:
    print(f"Python {platform.python_version()}, {games} channels, {os.cpu_count()} CPUs")
    print()
    print(
        f"One real bot serving its web pages (PICKOMINO_WEB_PORT), paced {seconds:g} s each: A, its"
        f" {games} channels clicking about once a second each; B, a server's home page asked"
        f" {pages:g} times a second, no click; C, both; D, neither."
    )
    print()
    print(
        "| run | order | load after A / B / C / D | A clicks | A CPU ms/click | D CPU ms/s"
        " | B pages | B CPU ms/s (ms/page) | C clicks / pages | C CPU ms/click, whole"
        " | C CPU ms/click, marginal | marginal / A | marginal / (A less D) | whole / A"
        " | click p50 / p99 ms, A / C | page p50 / p99 ms, B / C | collections 0/1/2 A; B; C |"
    )
    print(
        "| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |"
        " ---: | --- | --- | --- |"
    )
    for run in runs:
        a, b, c, d = (run.measures[name] for name in WEB_SCENARIOS)
        b_pages, c_pages = run.pages["pages"], run.pages["both"]
        cost = per_click([run])
        print(
            f"| {run.number} | {''.join('ABCD'[WEB_SCENARIOS.index(n)] for n in run.order)}"
            f" | {' / '.join(run.loads[name] for name in WEB_SCENARIOS)}"
            f" | {a.clicks} | {cost.alone * 1000:.2f} | {d.cpu / d.seconds * 1000:.1f}"
            f" | {len(b_pages)}"
            f" | {b.cpu / b.seconds * 1000:.1f} ({b.cpu / b.seconds / pages * 1000:.2f})"
            f" | {c.clicks} / {len(c_pages)} | {cost.whole * 1000:.2f} | {cost.added * 1000:.2f}"
            f" | {cost.added / cost.alone:.2f} | {cost.added / cost.alone_added:.2f}"
            f" | {cost.whole / cost.alone:.2f}"
            f" | {ms(a.p50)} / {ms(a.percentile(0.99))}, {ms(c.p50)} / {ms(c.percentile(0.99))}"
            f" | {ms(statistics.median(b_pages))} / {ms(percentile(b_pages, 0.99))},"
            f" {ms(statistics.median(c_pages))} / {ms(percentile(c_pages, 0.99))}"
            f" | {a.collections()}; {b.collections()}; {c.collections()} |"
        )
    total = per_click(runs)
    each = [per_click([run]) for run in runs]
    marginals = sorted(cost.added / cost.alone for cost in each)
    strict = sorted(cost.added / cost.alone_added for cost in each)
    wholes = sorted(cost.whole / cost.alone for cost in each)
    print()
    print(
        f"All runs together: a click's CPU {total.alone * 1000:.2f} ms alone"
        f" ({total.alone_added * 1000:.2f} ms less the idle process's),"
        f" {total.added * 1000:.2f} ms marginal beside the pages"
        f" ({total.added / total.alone:.2f} times; runs {marginals[0]:.2f} to {marginals[-1]:.2f};"
        f" against A less D {total.added / total.alone_added:.2f}, runs {strict[0]:.2f} to"
        f" {strict[-1]:.2f}), {total.whole * 1000:.2f} ms of the whole process's"
        f" ({total.whole / total.alone:.2f} times; runs {wholes[0]:.2f} to {wholes[-1]:.2f})."
    )


async def web_main(runs: int, seconds: float, games: int, pings: bool, pages: float) -> None:
    """`--web` (module docstring): A, B, C and D in each run, in one new bot process a run."""
    results = []
    clicks: list[Click] = []
    web_port = free_port()
    home = ""
    with tempfile.TemporaryDirectory() as name:
        async with FakeDiscord(timeout=60, strict=False, in_process=False) as fake:
            for number in range(1, runs + 1):
                shift = (number - 1) % len(WEB_SCENARIOS)
                run = WebRun(number, WEB_SCENARIOS[shift:] + WEB_SCENARIOS[:shift])
                async with bot_process(
                    fake, "pickomino", Path(name) / "web.db", "pickomino-web", web_port
                ) as bot:
                    if not clicks:
                        clicks = await pickomino_clicks(fake, games, pings)
                        home = f"http://127.0.0.1:{web_port}{await pages_on(fake, clicks)}"
                    async with pages_asked(home, pages):
                        await once_a_second(clicks, WARM_UP_SECONDS)
                    for scenario in run.order:
                        async with contextlib.AsyncExitStack() as scene:
                            answered = (
                                await scene.enter_async_context(pages_asked(home, pages))
                                if scenario in ("pages", "both")
                                else []
                            )
                            async with bot.measured() as measure:
                                if scenario in ("pages", "idle"):
                                    with harness_collector_paused():
                                        await asyncio.sleep(seconds)
                                else:
                                    measure.latencies = await once_a_second(clicks, seconds)
                        run.measures[scenario], run.pages[scenario] = measure, answered
                        run.loads[scenario] = f"{os.getloadavg()[0]:.1f}"
                        fake.forget_interactions()
                results.append(run)
                print(f"run {number} done, load {load()}", file=sys.stderr)
    web_report(results, games, seconds, pages)
    print()
    print(f"Turn pings {'on (the default)' if pings else 'off (both players chose off)'}.")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--burst", type=int, default=5, help="clicks of each channel in a burst")
    parser.add_argument(
        "--no-pings", action="store_true", help="the players turn their turn pings off"
    )
    parser.add_argument(
        "--control",
        action="store_true",
        help="the floor in both slots: how far the ratios move between two identical bots",
    )
    parser.add_argument(
        "--turn-timer",
        type=int,
        default=0,
        help="seconds of each table's turn timer (default: none, as on a new server)",
    )
    parser.add_argument(
        "--metrics",
        action="store_true",
        help="the real bot in both slots, metrics off then on: the cost of the metrics",
    )
    parser.add_argument(
        "--web",
        action="store_true",
        help="one real bot serving web pages: a click's CPU alone, beside the pages, and whole",
    )
    parser.add_argument("--pages", type=float, default=50, help="with --web: pages a second")
    arguments = parser.parse_args()
    if arguments.web:
        asyncio.run(
            web_main(
                arguments.runs,
                arguments.seconds,
                arguments.games,
                not arguments.no_pings,
                arguments.pages,
            )
        )
    else:
        asyncio.run(
            main(
                arguments.runs,
                arguments.seconds,
                arguments.games,
                arguments.burst,
                not arguments.no_pings,
                arguments.control,
                arguments.turn_timer,
                arguments.metrics,
            )
        )
