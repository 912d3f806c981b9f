"""The suite's own guard (tests/conftest.py) fails a test on an error it did not expect: an
ERROR log line, or a task whose exception nobody retrieved."""

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

INNER_TESTS = """
import asyncio
import logging


def test_logs_an_error():
    logging.getLogger("anything").error("boom")


async def test_leaves_a_failed_task_behind():
    async def fail():
        raise ValueError("nobody looks")

    task = asyncio.get_running_loop().create_task(fail())
    await asyncio.sleep(0)
    del task


def test_expects_its_error(expect_error):
    expect_error("anything: boom")
    logging.getLogger("anything").error("boom")


def test_expects_an_error_that_never_comes(expect_error):
    expect_error("anything: boom")


def test_logs_a_warning():
    logging.getLogger("anything").warning("fine")
"""


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["one process", "xdist workers"])
def test_unexpected_errors_fail_the_test_that_caused_them(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, workers: list[str]
) -> None:
    """Alone, and in pytest-xdist's workers as the suite runs (pyproject.toml's addopts)."""
    monkeypatch.setenv("PYTHONPATH", str(Path(__file__).parent))
    monkeypatch.setenv("CI", "true")  # the summary's lines whole, whatever the terminal's width
    pytester.makeconftest(
        "from error_guard import error_records, expect_error, pytest_collection_finish"
    )
    pytester.makepyfile(test_inner=INNER_TESTS)
    result = pytester.runpytest_subprocess("-p", "asyncio", "-o", "asyncio_mode=auto", *workers)
    result.assert_outcomes(passed=5, errors=3)
    output = result.stdout.str()
    assert "ERROR test_inner.py::test_logs_an_error - Failed: unexpected error line" in output
    assert "test_leaves_a_failed_task_behind - Failed: unexpected error line: ERROR" in output
    assert "Task exception was never retrieved" in output
    assert "test_expects_an_error_that_never_comes - Failed: expected an error line" in output
