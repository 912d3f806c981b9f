from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import SqliteGameStore


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.db"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[SqliteGameStore]:
    opened = await SqliteGameStore.open(db_path)
    yield opened
    await opened.close()
