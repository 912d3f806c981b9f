"""The suite's guard against errors nobody looks at: every test fails on a log record at
ERROR or above that it did not expect, which includes asyncio's "Task exception was never
retrieved" (logged when the failed task is collected, hence the collection at the end of each
test) and "Task was destroyed but it is pending!". A test that expects an error line says so
with the `expect_error` fixture. tests/conftest.py makes both fixtures, and the hook that
keeps the collection cheap, available everywhere.
"""

import gc
import itertools
import logging
import re
from collections.abc import Callable, Iterator

import pytest


class ErrorRecords:
    """Log records at ERROR and above created while a test runs, and the ones it expects."""

    def __init__(self) -> None:
        self.records: list[logging.LogRecord] = []
        self.expected: list[re.Pattern[str]] = []

    def expect(self, pattern: str) -> None:
        self.expected.append(re.compile(pattern))

    def problems(self) -> list[str]:
        texts = [_text(record) for record in self.records]
        unexpected = [text for text in texts if not any(p.search(text) for p in self.expected)]
        missing = [
            f"expected an error line matching {p.pattern!r}, none was logged"
            for p in self.expected
            if not any(p.search(text) for text in texts)
        ]
        return [f"unexpected error line: {text}" for text in unexpected] + missing


def _text(record: logging.LogRecord) -> str:
    text = f"{record.levelname} {record.name}: {record.getMessage()}"
    if record.exc_info and record.exc_info[1] is not None:
        error = record.exc_info[1]
        text += f" [{type(error).__name__}: {error}]"
    return text


def pytest_collection_finish(session: pytest.Session) -> None:
    """Everything imported before the first test (discord.py, Pillow, hypothesis, the test
    modules) is moved out of the garbage collector's sight (`gc.freeze`): the collection after
    every test walked those hundreds of thousands of objects again, a tenth of a second or more
    per test. Only what a test itself creates can hold the failed task looked for here, and
    that is still collected."""
    gc.freeze()


THAW_EVERY = 50
"""Tests between two collections of everything: see `_collect`."""
_tests = itertools.count(1)


def _collect() -> None:
    """Collect what the test left, then freeze what survives, so the next test's collection
    walks only what that test made. Modules imported by a test (matplotlib and numpy for a
    chart: hundreds of thousands of objects) were walked again after every later test: 47 ms
    a test instead of 9, a tenth of the suite's CPU. Every THAW_EVERY tests everything is
    collected again, so that what a test kept and later let go (a task, a cycle) is still
    collected and reported."""
    if next(_tests) % THAW_EVERY == 0:
        gc.unfreeze()
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def error_records() -> Iterator[ErrorRecords]:
    """Installed through the record factory, so it sees records whatever handlers a test (or
    `setup_logging`) puts on the root logger."""
    seen = ErrorRecords()
    previous = logging.getLogRecordFactory()

    def factory(*args: object, **kwargs: object) -> logging.LogRecord:
        record = previous(*args, **kwargs)
        if record.levelno >= logging.ERROR:
            seen.records.append(record)
        return record

    logging.setLogRecordFactory(factory)
    try:
        yield seen
        _collect()
    finally:
        logging.setLogRecordFactory(previous)
    problems = seen.problems()
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


@pytest.fixture
def expect_error(error_records: ErrorRecords) -> Callable[[str], None]:
    """`expect_error(pattern)`: this test must log an error line matching the regular
    expression `pattern` (level, logger name and message; an exception's type and text)."""
    return error_records.expect
