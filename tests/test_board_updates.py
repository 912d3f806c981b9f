"""The board updater (cogs/board_updates.py) on its own, with a channel slot the test opens:
states coalesce, steps keep their order, a click's answer that lands after a newer state
brings the newest back, and a command can wait for its own state."""

import asyncio
from dataclasses import replace
from datetime import UTC, datetime

from cogs import board_updates
from cogs.board_updates import BoardUpdates, Showing
from storage import GameStatus, StoredGame

NOW = datetime(2026, 11, 29, tzinfo=UTC)
GAME = StoredGame(
    id=7,
    guild_id=1,
    channel_id=2,
    owner_id=3,
    rules="classic",
    settings_json="{}",
    seats=(),
    status=GameStatus.RUNNING,
    seed=1,
    state_json=None,
    message_id=10,
    version=0,
    created_at=NOW,
    updated_at=NOW,
    finished_at=None,
    deadline=None,
    broken_reason=None,
)


def state(version: int, actor: int | None = None, board: bool = True) -> Showing:
    return Showing(replace(GAME, version=version), None, actor, board=board)


class Recorder:
    """Records what the updater shows; the channel's slot opens when the test says."""

    def __init__(self) -> None:
        self.shown: list[Showing] = []
        self.gate = asyncio.Event()
        self.gate.set()
        self.errors: list[tuple[int, Exception]] = []
        self.followed: list[Showing] = []

    async def show(self, showing: Showing) -> None:
        self.shown.append(showing)

    async def follow(self, showing: Showing) -> None:
        self.followed.append(showing)

    async def pace(self, channel_id: int) -> None:
        await self.gate.wait()

    def failed(self, game_id: int, error: Exception) -> None:
        self.errors.append((game_id, error))


async def test_states_waiting_for_a_slot_coalesce_into_the_newest() -> None:
    recorder = Recorder()
    updates = BoardUpdates(recorder.show, recorder.follow, recorder.pace, recorder.failed)
    recorder.gate.clear()
    for version in range(1, 6):
        updates.want(state(version, actor=version))
    await asyncio.sleep(0)
    assert recorder.shown == []
    recorder.gate.set()
    await updates.settled(GAME.id)
    (shown,) = recorder.shown
    assert shown.version == 5 and shown.actor == 5 and shown.acted == {1, 2, 3, 4}
    assert updates.pending() == 0


async def test_a_state_that_came_while_a_board_was_sent_is_followed_once_for_both() -> None:
    """What follows a state (the turn ping) waits for the newest too: the older state's ping
    would be deleted by the newer one's, two requests in the global budget for nothing, and
    the newer board would wait behind them."""
    recorder = Recorder()
    sending, sent = asyncio.Event(), asyncio.Event()

    async def slow_show(showing: Showing) -> None:
        sending.set()
        await sent.wait()
        recorder.shown.append(showing)

    updates = BoardUpdates(slow_show, recorder.follow, recorder.pace, recorder.failed)
    updates.want(state(1, actor=1))
    await sending.wait()
    updates.want(state(2, actor=2))
    sent.set()
    await updates.settled(GAME.id)
    assert [s.version for s in recorder.shown] == [1, 2]
    (followed,) = recorder.followed
    assert followed.version == 2 and followed.actor == 2 and followed.acted == {1}


async def test_other_steps_keep_their_order_between_states() -> None:
    recorder = Recorder()
    updates = BoardUpdates(recorder.show, recorder.follow, recorder.pace, recorder.failed)
    recorder.gate.clear()
    done: list[str] = []

    async def strip() -> None:
        done.append(f"strip after {len(recorder.shown)} boards")

    updates.want(state(1))
    updates.want(state(2))
    updates.then(GAME.id, strip)
    updates.want(state(3))
    recorder.gate.set()
    await updates.settled(GAME.id)
    assert [s.version for s in recorder.shown] == [2, 3]
    assert done == ["strip after 1 boards"]


async def test_an_edit_waits_for_a_click_answer_on_its_way() -> None:
    recorder = Recorder()
    updates = BoardUpdates(recorder.show, recorder.follow, recorder.pace, recorder.failed)
    answered = asyncio.Event()

    async def click(version: int) -> None:
        async with updates.answering(state(version, actor=9, board=False)):
            await answered.wait()

    clicking = asyncio.create_task(click(4))
    await asyncio.sleep(0)
    updates.want(state(4))
    updates.want(state(5))
    for _ in range(5):
        await asyncio.sleep(0)
    assert recorder.shown == [], "the edit waits for the answer on its way"
    answered.set()
    await clicking
    await updates.settled(GAME.id)
    assert [s.version for s in recorder.shown] == [5]
    answered.clear()
    clicking = asyncio.create_task(click(6))
    await asyncio.sleep(0)
    updates.want(state(6))
    answered.set()
    await clicking
    await updates.settled(GAME.id)
    assert [s.version for s in recorder.shown] == [5, 6], "the same version is sent again"


async def test_an_answer_that_crossed_a_newer_edit_brings_the_newest_back(monkeypatch) -> None:
    """Discord holds an edit back longer than an answer waits: they cross; the edit ends
    first, so the older answer may be what Discord shows, and the newest is sent again."""
    monkeypatch.setattr(board_updates, "ANSWER_WAITS", 0.01)
    recorder = Recorder()
    held = asyncio.Event()

    async def held_edit(showing: Showing) -> None:
        await held.wait()
        recorder.shown.append(showing)

    updates = BoardUpdates(held_edit, recorder.follow, recorder.pace, recorder.failed)
    updates.want(state(5))
    await asyncio.sleep(0)
    answered = asyncio.Event()

    async def click() -> None:
        async with updates.answering(state(4, actor=9, board=False)):
            await answered.wait()

    clicking = asyncio.create_task(click())
    await asyncio.sleep(0.05)
    held.set()
    while not recorder.shown:
        await asyncio.sleep(0)
    answered.set()
    await clicking
    await updates.settled(GAME.id)
    assert [s.version for s in recorder.shown] == [5, 5]


async def test_a_failed_click_answer_is_replaced_by_an_edit() -> None:
    recorder = Recorder()
    updates = BoardUpdates(recorder.show, recorder.follow, recorder.pace, recorder.failed)
    try:
        async with updates.answering(state(3, board=False)):
            raise ConnectionError("the answer did not go")
    except ConnectionError:
        pass
    await updates.settled(GAME.id)
    assert [(s.version, s.board) for s in recorder.shown] == [(3, True)]


async def test_a_command_waits_for_its_own_state_only() -> None:
    recorder = Recorder()
    updates = BoardUpdates(recorder.show, recorder.follow, recorder.pace, recorder.failed)
    recorder.gate.clear()
    updates.want(state(1))
    waiting = asyncio.create_task(updates.caught_up(GAME.id, 1))
    await asyncio.sleep(0)
    assert not waiting.done()
    recorder.gate.set()
    await waiting
    await updates.settled(GAME.id)
    await updates.caught_up(GAME.id, 99)


async def test_a_step_that_fails_is_reported_and_the_next_ones_go_on() -> None:
    recorder = Recorder()
    updates = BoardUpdates(recorder.show, recorder.follow, recorder.pace, recorder.failed)
    recorder.gate.clear()

    async def broken() -> None:
        raise ConnectionError("refused")

    updates.then(GAME.id, broken)
    updates.want(state(2))
    recorder.gate.set()
    await updates.settled(GAME.id)
    assert [(game, str(error)) for game, error in recorder.errors] == [(GAME.id, "refused")]
    assert [s.version for s in recorder.shown] == [2]
