"""The interaction handlers discord.py is running, and how a stop lets them finish.

discord.py's `close()` does not wait for interaction handlers that are still running: it
closes the HTTP session under them, so a click being handled would be saved but never
answered. The bot therefore waits for them (for at most a grace period) before it closes,
and cancels what is left, so no handler touches the store after the store is closed.
"""

import asyncio
import logging
import time
from typing import Any

log = logging.getLogger(__name__)

INTERACTION_TASKS = (
    "CommandTree-invoker",
    "discord-ui-dynamic-item-",
    "discord-ui-view-dispatch-",
    "discord-ui-modal-",
    "discord.py: on_interaction",
)
"""Names discord.py (2.4 to 2.7) gives the tasks that run slash commands, buttons and modals,
and the listeners of every interaction, where our own components' clicks run
(cogs/click_router.py); tests/test_shutdown.py fails if a discord.py upgrade renames them."""
RECANCEL_SECONDS = 1.0


def interactions_in_flight() -> set[asyncio.Task[object]]:
    current = asyncio.current_task()
    return {
        task
        for task in asyncio.all_tasks()
        if task is not current and not task.done() and task.get_name().startswith(INTERACTION_TASKS)
    }


async def finish_interactions(grace: float) -> bool:
    """Wait until no interaction handler runs (new ones included); when `grace` runs out,
    cancel the ones left and wait for them to end, again for any they started meanwhile (a
    button's handler runs in a task its dispatch task starts). False if any was cancelled."""
    deadline = time.monotonic() + grace
    while tasks := interactions_in_flight():
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            log.warning("stopping with %d interactions still running: cancelled", len(tasks))
            while tasks:
                await stop_tasks(tasks)
                tasks = interactions_in_flight()
            return False
        await asyncio.wait(tasks, timeout=remaining)
    return True


async def stop_tasks(tasks: set[asyncio.Task[Any]]) -> None:
    """Cancel `tasks` and wait until each has ended. A task that swallowed its cancellation
    is cancelled again each `RECANCEL_SECONDS`, with a warning, rather than waited for forever.
    What a task raised is taken here (it no longer matters once stopping), so asyncio never
    reports it as never retrieved."""
    pending = set(tasks)
    while pending:
        for task in pending:
            task.cancel()
        _, pending = await asyncio.wait(pending, timeout=RECANCEL_SECONDS)
        for task in pending:
            log.warning("task %s ignored its cancellation: cancelling it again", task.get_name())
    for task in tasks:
        if not task.cancelled() and task.exception() is not None:
            log.warning("task %s ended with %r while stopping", task.get_name(), task.exception())
