"""The longest files are handed out first (tests/schedule_order.py): a file renamed or removed
would silently drop out of that list and back into the run's tail."""

from pathlib import Path

from schedule_order import LONGEST_FIRST

ROOT = Path(__file__).resolve().parent.parent


def test_every_file_named_longest_first_exists():
    missing = [path for path in LONGEST_FIRST if not (ROOT / path).is_file()]
    assert missing == []


def test_pytest_xdist_is_told_to_keep_the_order():
    assert "--no-loadscope-reorder" in (ROOT / "pyproject.toml").read_text()
