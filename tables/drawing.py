"""Charts drawn off the event loop, one at a time, in a thread of their own.

A chart costs tens of milliseconds of CPU (docs/benchmarks.md): drawn on the loop it would
hold up every click of every table meanwhile. matplotlib's caches (fonts, text layout) are
shared by the whole process, so one thread draws them all, in turn.
"""

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")

_DRAWING = ThreadPoolExecutor(max_workers=1, thread_name_prefix="chart-drawing")


async def drawn(work: Callable[..., T], *args: object) -> T:
    """`work(*args)` in the drawing thread, awaited without blocking the loop."""
    return await asyncio.get_running_loop().run_in_executor(_DRAWING, work, *args)
