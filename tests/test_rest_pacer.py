"""The bot's own pacing of its REST requests (cogs/rest_pacer.py), on a clock the test
moves: the global budget spaces requests evenly, a channel's bucket lets five through per
window, and a process takes its shards' share of the budget."""

import asyncio

import pytest

from cogs.rest_pacer import (
    HOLD_LAPSES,
    RATE,
    ChannelPacer,
    LocalBudget,
    Turns,
    static_share,
)
from tables.storage import Shards


class Clock:
    """Time that passes only when someone sleeps."""

    def __init__(self) -> None:
        self.now = 100.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept.append(round(seconds, 6))
        self.now += seconds


async def test_the_budget_spaces_a_burst_evenly() -> None:
    clock = Clock()
    budget = LocalBudget(rate=4.0, clock=clock, sleep=clock.sleep)
    for _ in range(5):
        await budget.take()
    assert clock.slept == [0.25, 0.25, 0.25, 0.25]
    clock.now += 10
    await budget.take()
    assert len(clock.slept) == 4, "after a quiet while, no wait"


async def test_a_held_request_counts_from_when_it_goes() -> None:
    """The board updater holds its turn, draws the board, then sends it: the next request
    keeps its distance from when that board went, not from when its turn was granted."""
    clock = Clock()
    budget = LocalBudget(rate=1.0, clock=clock, sleep=clock.sleep)
    held = await budget.hold()
    clock.now += 0.9
    assert held.spend()
    await budget.take()
    assert clock.now == pytest.approx(101.9)


async def test_a_hold_not_spent_in_time_lapses() -> None:
    clock = Clock()
    budget = LocalBudget(rate=1.0, clock=clock, sleep=clock.sleep)
    held = await budget.hold()
    clock.now += HOLD_LAPSES
    assert not held.spend(), "its request must take a turn of its own"
    await budget.take()
    assert clock.slept == []


async def test_a_held_request_waits_when_the_window_filled_while_it_was_drawn() -> None:
    clock = Clock()
    budget = LocalBudget(rate=2.0, clock=clock, sleep=clock.sleep)
    held = await budget.hold()
    await budget.take()
    await budget.take()
    assert clock.now == pytest.approx(101.0)
    assert not held.spend(), "two went within the second: its request takes the next turn"


async def test_board_edits_waiting_go_before_other_requests_waiting() -> None:
    """When a process's share is busy, a board's edit (held `first`) waits for the boards
    only: turn pings that came before it wait longer."""
    clock = Clock()

    async def sleep(seconds: float) -> None:
        """The clock's, letting the other tasks come meanwhile."""
        await clock.sleep(seconds)
        for _ in range(3):
            await asyncio.sleep(0)

    budget = LocalBudget(rate=1.0, clock=clock, sleep=sleep)
    went: list[str] = []

    async def request(name: str, first: bool) -> None:
        (await budget.hold(first)).spend()
        went.append(name)

    await request("first ping", first=False)
    pings = [asyncio.create_task(request(f"ping {n}", first=False)) for n in range(2)]
    await asyncio.sleep(0)
    edit = asyncio.create_task(request("edit", first=True))
    await asyncio.gather(*pings, edit)
    assert went == ["first ping", "ping 0", "edit", "ping 1"]


async def test_a_request_stopped_while_waiting_leaves_its_turn() -> None:
    """The bot stopping cancels the board updaters waiting for the budget: one passed over
    by the turn before it could leave ends as cancelled, and the turns go on."""
    turns = Turns()
    async with turns.turn(first=False):
        waiting = asyncio.create_task(_in_turn(turns))
        await asyncio.sleep(0)
        waiting.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiting
    await asyncio.wait_for(_in_turn(turns), 1)


async def _in_turn(turns: Turns) -> None:
    async with turns.turn(first=False):
        pass


def test_a_share_of_a_quarter_second_rate_goes_whole() -> None:
    """The per-second count keeps the whole part of the rate (11.25 gives 11), and below one
    request a second, one per 1 / rate seconds."""
    assert (LocalBudget(11.25).limit, LocalBudget(11.25).window) == (11, 1.0)
    assert (LocalBudget(0.5).limit, LocalBudget(0.5).window) == (1, 2.0)


async def test_a_channel_takes_five_then_waits_for_its_window() -> None:
    clock = Clock()
    pacer = ChannelPacer(limit=5, seconds=5.0, clock=clock, sleep=clock.sleep)
    for _ in range(5):
        await pacer.slot(1, "edit")
    await pacer.slot(2, "edit")
    await pacer.slot(1, "post")
    assert clock.slept == []
    await pacer.slot(1, "edit")
    assert clock.slept == [5.0]


def test_a_process_takes_its_shards_share() -> None:
    assert static_share(None) == RATE
    assert static_share(Shards(4, (0,))) == RATE / 4
    assert static_share(Shards(4, (0, 1))) == RATE / 2
