"""What the storage tells an observer that is not its caller: the operator's metrics
(bot/metrics.py) count the reads retried after a lost connection.

No observer is set unless metrics are on, so the cost here is one comparison.
"""

from collections.abc import Callable

on_retry: Callable[[], None] | None = None


def retried() -> None:
    """A read was tried again on a new connection after the server went away."""
    if on_retry is not None:
        on_retry()
