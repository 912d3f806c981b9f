"""The bot's own pacing of its REST requests (cogs/rest_pacer.py), on a clock the test
moves: the global budget spaces requests evenly, a channel's bucket lets five through per
window, and a process takes its shards' share of the budget."""

from cogs.rest_pacer import RATE, ChannelPacer, LocalBudget, static_share
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
