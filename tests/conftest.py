"""Shared test configuration: hypothesis runs derandomized when CI=true (never flaky there),
the user's own folders replaced by temporary ones (per test process: each pytest-xdist worker
has its own, so no two processes fill one catalog cache), one throwaway PostgreSQL server per
session (per worker) for the tests that need one, and the error guard (tests/error_guard.py):
a test fails on any ERROR line or task exception it did not expect."""

import itertools
import os
import shutil
import subprocess
import tempfile
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import asyncpg
import pytest
from error_guard import error_records, expect_error, pytest_collection_finish
from hypothesis import settings
from pgcluster import Cluster, started
from schedule_order import pytest_collection_modifyitems

__all__ = [
    "error_records",
    "expect_error",
    "pytest_collection_finish",
    "pytest_collection_modifyitems",
]

settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("dev", print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

REQUIRE_POSTGRES = "REQUIRE_POSTGRES"
"""Set by .ci/run: there a missing PostgreSQL fails the run instead of skipping its tests."""

_database_numbers = itertools.count(1)

USER_FOLDERS = ("HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME")
"""Where a program keeps what outlives it: the compiled catalogs (words/i18n.py) went to the
user's real cache, where another installation's could be read instead of this one's."""
_user_root: Path | None = None
_saved_folders: dict[str, str | None] = {}


def pytest_configure(config: pytest.Config) -> None:
    """Before collection, for this process and every subprocess a test starts: nothing reads
    or writes the user's folders, and no run sees what an earlier run or installation left."""
    global _user_root
    _user_root = Path(tempfile.mkdtemp(prefix="pickomino-user-"))
    for name in USER_FOLDERS:
        _saved_folders[name] = os.environ.get(name)
        folder = _user_root / name.lower()
        folder.mkdir()
        os.environ[name] = str(folder)


def pytest_unconfigure(config: pytest.Config) -> None:
    for name, value in _saved_folders.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    if _user_root is not None:
        shutil.rmtree(_user_root, ignore_errors=True)


def user_folders_root() -> Path:
    """The temporary folder holding this run's HOME and XDG folders."""
    assert _user_root is not None
    return _user_root


@pytest.fixture(scope="session")
def postgres() -> Iterator[Cluster]:
    """Started at the first test that needs it, stopped and deleted at the end of the session
    (of each pytest-xdist worker)."""
    yield from started()


@pytest.fixture
async def postgres_url(postgres: Cluster) -> AsyncIterator[str]:
    """A new empty database for one test, dropped after it."""
    name = f"test_{next(_database_numbers)}"
    await _admin(postgres, f"CREATE DATABASE {name}")
    yield postgres.url(name)
    await _admin(postgres, f"DROP DATABASE {name} WITH (FORCE)")


async def _admin(postgres: Cluster, statement: str) -> None:
    admin = await asyncpg.connect(postgres.url())
    try:
        await admin.execute(statement)
    finally:
        await admin.close()


@pytest.fixture
def unwritable() -> Iterator[Callable[[Path], None]]:
    """`unwritable(path)`: nobody, root included, may change the file or folder any more.
    Root ignores permission bits, so as root (CI) the immutable attribute (`chattr +i`) is
    set, which also refuses writes through descriptors already open; as another user the
    mode loses its write bits, which counts only when a file is opened."""
    changed: list[Path] = []

    def make(path: Path) -> None:
        if os.geteuid() == 0:
            done = subprocess.run(["chattr", "+i", str(path)], capture_output=True, check=False)
            if done.returncode != 0:
                pytest.skip(f"chattr +i is not available here: {done.stderr.decode().strip()}")
        else:
            path.chmod(0o555 if path.is_dir() else 0o444)
        changed.append(path)

    yield make
    for path in reversed(changed):
        writable_again(path)


def writable_again(path: Path) -> None:
    """Undo `unwritable(path)` (a test that checks what follows does it before the end)."""
    if not path.exists():
        return
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(path)], check=True)
    else:
        path.chmod(0o755 if path.is_dir() else 0o644)
