"""Shared test configuration: hypothesis runs derandomized when CI=true (never flaky there),
one throwaway PostgreSQL server per session for the tests that need one, and the error guard
(tests/error_guard.py): a test fails on any ERROR line or task exception it did not expect."""

import itertools
import os
from collections.abc import AsyncIterator, Iterator

import asyncpg
import pytest
from error_guard import error_records, expect_error
from hypothesis import settings
from pgcluster import Cluster, NoPostgres

__all__ = ["error_records", "expect_error"]

settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("dev", print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

REQUIRE_POSTGRES = "REQUIRE_POSTGRES"
"""Set by .ci/run: there a missing PostgreSQL fails the run instead of skipping its tests."""

_database_numbers = itertools.count(1)


@pytest.fixture(scope="session")
def postgres() -> Iterator[Cluster]:
    """Started at the first test that needs it, stopped and deleted at the end of the session."""
    try:
        cluster = Cluster()
    except NoPostgres as error:
        if os.environ.get(REQUIRE_POSTGRES):
            pytest.fail(str(error))
        pytest.skip(f"PostgreSQL tests skipped: {error}")
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.destroy()


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
