from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from stores.backends import Backend

from storage import GameStore


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    """Every test that takes `backend` (or `store`) runs once on each backend."""
    if request.param == "postgresql":
        return Backend(
            "postgresql", tmp_path / "boards.db", request.getfixturevalue("postgres_url")
        )
    return Backend("sqlite", tmp_path / "boards.db", None)


@pytest.fixture
async def store(backend: Backend) -> AsyncIterator[GameStore]:
    opened = await backend.open(durable=False)
    yield opened
    await opened.close()
