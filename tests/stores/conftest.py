from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage import GameStore
from stores.backends import Backend


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.db"


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest, db_path: Path) -> Backend:
    """Every test that takes `backend` (or `store`) runs once on each backend."""
    if request.param == "postgresql":
        url = request.getfixturevalue("postgres_url")
        return Backend("postgresql", db_path, url)
    return Backend("sqlite", db_path, None)


@pytest.fixture
async def store(backend: Backend) -> AsyncIterator[GameStore]:
    opened = await backend.open()
    yield opened
    await opened.close()
