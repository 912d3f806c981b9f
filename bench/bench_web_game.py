"""A game's web pages (issue 38): a finished game's page, cold (its first replay and review)
and warm, and a live page's followers each getting a move.

Run: `python -m bench.bench_web_game [--requests 200] [--followers 200]`.

The pages are served by the real aiohttp application (`web.app.create_app`) on a loopback
port over a real SQLite file, and asked by an aiohttp client in the same process, one request
at a time, so a figure is the server's time plus the loopback's. The game is a four-player
extension game played by the cautious policy (a few hundred moves). Cold: the first request
of the game's page, which replays and reviews the game. Warm: `--requests` pages of random
moves after it, their median and 99th percentile; then the same pages again, which the pages'
cache keeps rendered (web/page_cache.py). Live: `--followers` streams of the running
game's events are opened; a move is played through the table service, and each follower's
time from the move's start (its click) to its event is measured; the median and the slowest.
Pick Pic: a four-player game to 20 points (each step played as the computer would, one move
at a time); its first page (the replay) with its pictures, drawn as PNG, then `--requests`
pages of random moves (HTML only: a moment's pictures are drawn once), median and 99th
percentile.
"""

import argparse
import asyncio
import random
import re
import statistics
import tempfile
import time
from pathlib import Path

import aiohttp
from aiohttp import web

from engine.pickomino.policies import cautious_action
from engine.pickpic.game import REVEAL
from engine.pickpic.policies import computer_actions
from storage import GameStatus, Seat
from tables.pickpic import PICKPIC
from tables.pickpic.options import PickpicOptions
from tables.service import TableService
from tables.storage import open_store
from web.app import create_app

SEATS = tuple(Seat.human(number, f"Player {number}") for number in range(1, 5))
GUILD, CHANNEL = 1, 1


async def finished_game(service: TableService) -> int:
    lobby = await service.open_table(GUILD, CHANNEL, 1, SEATS, "extension", "{}")
    stored = (await service.start(lobby.id, 1)).stored
    while stored.status == GameStatus.RUNNING:
        game = await service.load(stored)
        player = stored.seats[game.current].user_id
        assert player is not None
        move = str(cautious_action(game))
        stored = (await service.play(stored.id, stored.version, player, move)).stored
    return stored.id


async def pickpic_game(service: TableService) -> int:
    """A Pick Pic game of four people, each step played as the computer would, move by move."""
    steps = PICKPIC.steps
    assert steps is not None
    options = PickpicOptions(20, 0).to_json()
    lobby = await service.open_table(GUILD, CHANNEL + 2, 1, SEATS, "pickpic", options, "pickpic")
    stored = (await service.start(lobby.id, 1)).stored
    while stored.status == GameStatus.RUNNING:
        game = await service.load(stored)
        if game.phase == REVEAL:
            await service.play_due_turn(stored.id, stored.version, 3)
        else:
            seat = game.waiting()[0]
            player = stored.seats[seat].user_id
            assert player is not None
            step = steps.step(game)
            for move in computer_actions(game, seat):
                await service.play_step(stored.id, step, player, str(move))
        stored = await service.get(stored.id)
    return stored.id


async def pickpic_pages(
    session: aiohttp.ClientSession, service: TableService, base: str, requests: int
) -> None:
    game_id = await pickpic_game(service)
    moves = len(await service.store.action_log(game_id))
    started = time.perf_counter()
    async with session.get(f"{base}/{game_id}") as response:
        assert response.status == 200
        page = await response.text()
    for picture in re.findall(r'src="([^"]+\.png)"', page):
        async with session.get(base.split("/s/")[0] + picture) as response:
            assert response.status == 200
            await response.read()
    cold = time.perf_counter() - started
    randomly = random.Random(38)
    times = []
    for _ in range(requests):
        move = randomly.randrange(moves + 1)
        started = time.perf_counter()
        async with session.get(f"{base}/{game_id}?move={move}") as response:
            assert response.status == 200
            await response.read()
        times.append(time.perf_counter() - started)
    times.sort()
    print(f"Pick Pic game of {moves} moves; first page and its pictures: {cold * 1000:.0f} ms")
    print(
        f"Pick Pic warm pages: p50 {statistics.median(times) * 1000:.1f} ms, "
        f"p99 {times[int(len(times) * 0.99) - 1] * 1000:.1f} ms ({requests} requests)"
    )


async def follower(
    session: aiohttp.ClientSession, url: str, ready: asyncio.Event, got: list[float]
) -> None:
    async with session.get(url, timeout=aiohttp.ClientTimeout(total=None)) as response:
        seen = 0
        async for line in response.content:
            if line.startswith(b"event: move"):
                seen += 1
                if seen == 1:
                    ready.set()
                else:
                    got.append(time.perf_counter())
                    return


async def main(requests: int, followers: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = await open_store(None, Path(folder) / "games.db")
        service = TableService(store, lambda: 20261129)
        token = (await service.set_web_pages(GUILD, True)).web_token
        game_id = await finished_game(service)
        moves = len(await store.action_log(game_id))
        runner = web.AppRunner(create_app(service, "en"), access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        host, port = runner.addresses[0][:2]
        base = f"http://{host}:{port}/s/{token}/games"
        connector = aiohttp.TCPConnector(limit=followers + 10)
        async with aiohttp.ClientSession(connector=connector) as session:
            started = time.perf_counter()
            async with session.get(f"{base}/{game_id}") as response:
                assert response.status == 200
                await response.read()
            cold = time.perf_counter() - started
            print(f"game of {moves} moves; first page (replay and review): {cold * 1000:.0f} ms")
            for label in ("warm pages", "the same pages again, kept"):
                randomly = random.Random(38)
                times = []
                for _ in range(requests):
                    move = randomly.randrange(moves + 1)
                    started = time.perf_counter()
                    async with session.get(f"{base}/{game_id}?move={move}") as response:
                        assert response.status == 200
                        await response.read()
                    times.append(time.perf_counter() - started)
                times.sort()
                print(
                    f"{label}: p50 {statistics.median(times) * 1000:.1f} ms, "
                    f"p99 {times[int(len(times) * 0.99) - 1] * 1000:.1f} ms ({requests} requests)"
                )
            await pickpic_pages(session, service, base, requests)

            lobby = await service.open_table(GUILD, CHANNEL + 1, 1, SEATS, "extension", "{}")
            stored = (await service.start(lobby.id, 1)).stored
            events = f"{base}/{stored.id}/live/events"
            readies = [asyncio.Event() for _ in range(followers)]
            got: list[float] = []
            tasks = [
                asyncio.create_task(follower(session, events, ready, got)) for ready in readies
            ]
            await asyncio.gather(*(ready.wait() for ready in readies))
            game = await service.load(stored)
            player = stored.seats[game.current].user_id
            assert player is not None
            moved = time.perf_counter()
            await service.play(stored.id, stored.version, player, str(cautious_action(game)))
            await asyncio.wait_for(asyncio.gather(*tasks), 30)
            delays = sorted(at - moved for at in got)
            print(
                f"{followers} live followers of one table: a move reached them in "
                f"p50 {statistics.median(delays) * 1000:.0f} ms, "
                f"slowest {delays[-1] * 1000:.0f} ms"
            )
        await runner.cleanup()
        await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--followers", type=int, default=200)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.requests, arguments.followers))
