"""The order the test files are handed to pytest-xdist's workers: the longest first.

With `--dist loadfile` a file is one unit of work for one worker, and the run ends when the
last unit does. pytest-xdist by default hands out the files with the most tests first, which
put the packaging test (a dozen tests behind a two-minute install) and the engines' comparison
(ten tests of a hundred games each) near the end, alone on one worker while the others had
finished: the run's tail. Handed out first, they run beside everything else. The list is the
files that took longest in a measured run (`python -m pytest --durations=0`, summed per file,
docs/benchmarks.md "The test suite"); a file missing from it only runs in collection order.
"""

import pytest

LONGEST_FIRST = (
    "tests/test_packaging.py",
    "tests/differential/test_differential.py",
    "tests/webpages/test_game_page.py",
    "tests/test_discord_anonymous_seats.py",
    "tests/test_discord_privacy.py",
    "tests/test_language_games.py",
    "tests/test_cli_data.py",
    "tests/test_cli_terminal.py",
    "tests/webpages/test_server_pages.py",
    "tests/stores/test_privacy.py",
    "tests/test_console_words.py",
    "tests/test_command_matrix.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every worker collects alike and applies this alike, so they agree on the order, which
    `--no-loadscope-reorder` (pyproject.toml) tells pytest-xdist to keep."""
    rank = {path: place for place, path in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(rank)))
