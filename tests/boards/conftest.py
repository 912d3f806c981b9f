from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import SqliteGameStore


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteGameStore]:
    opened = await SqliteGameStore.open(tmp_path / "boards.db", durable=False)
    yield opened
    await opened.close()
