"""Computer players at a table: their levels, their names, and their thinking off the loop.

The levels are engine.pickomino.players.levels; a seat stores the level's number. The expert
levels think for milliseconds per move, so every computer move is worked out in one thread of
its own (`think`): the event loop keeps answering clicks at other tables meanwhile, and the
players' caches are only ever touched by that one thread.
"""

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from engine.pickomino.players.levels import DEFAULT, LEVELS, Level, level_of
from words.i18n import t

T = TypeVar("T")

ADD_OPERATIONS = {f"add_{level.key}": level for level in LEVELS}
"""The lobby operation that seats a computer of each level (tables.service.LOBBY_OPERATIONS);
the older `add_computer`, on boards posted before levels existed, seats the default level."""

_THINKING = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-thinking")


async def think(work: Callable[..., T], *args: object) -> T:
    """`work(*args)` in the computer players' thread, awaited without blocking the loop."""
    return await asyncio.get_running_loop().run_in_executor(_THINKING, work, *args)


def level_name(level: Level, language: str) -> str:
    return t(f"level.{level.key}", language)


def computer_name(number: int, level: int, language: str, levels: bool = True) -> str:
    """Numbered among the table's computers, with the level shown ("Computer 2 (expert)") for
    games whose computers have levels (GameKind.computer_levels), else "Computer 2"."""
    if not levels:
        return t("seat.computer", language, number=number)
    chosen = level_of(level)
    return t("seat.computer_level", language, number=number, level=level_name(chosen, language))


def level_for_operation(operation: str) -> Level:
    """The level a lobby operation seats (`add_computer`: the default)."""
    return ADD_OPERATIONS.get(operation, DEFAULT)
