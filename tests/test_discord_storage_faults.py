"""The database cannot take a move for a while: the player hears "try again" in their
language, the game stays as it was, the bot keeps answering, the next move works once the
cause is gone, and the operator reads one warning line per refused click, no traceback.

The fault here is a lock another process holds past the busy timeout (a second connection in
`BEGIN EXCLUSIVE`, busy timeout shortened to 50 ms). A full disk reaches the player the same
way, as `StorageUnavailable`; tests/storage/test_sqlite_unavailable.py produces it.
"""

import logging
import sqlite3
from contextlib import closing

import pytest
from discord_helpers import action_codes, running, stored_game
from fakediscord import FakeDiscord

from bot.storage import connections as sqlite_connections

TRY_AGAIN = "The games database is unavailable for a moment"
TRY_AGAIN_FR = "La base de données des parties est indisponible un instant"


@pytest.fixture
def database(tmp_path, monkeypatch):
    monkeypatch.setattr(sqlite_connections, "BUSY_TIMEOUT_MS", 50)
    return tmp_path / "pickomino.db"


async def open_game(fake, channel, host, other):
    await fake.slash(host, channel, "pickomino new")
    board = fake.last_message(channel)
    await fake.click(other, board, board.custom_id_for("Join"))
    await fake.click(host, board, board.custom_id_for("Start"))
    return board


def warnings_of(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.WARNING and r.name.startswith("cogs")]


async def test_a_locked_database_refuses_the_move_and_the_next_one_plays(database, caplog):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        first, second = guild.channels[0], fake.add_channel(guild, "second")
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, first, alice, bob)
            other = await open_game(fake, second, bob, alice)
            before, _ = await stored_game(bot, first.id)
            edits = board.edit_count
            with closing(sqlite3.connect(database, isolation_level=None)) as holder:
                holder.execute("BEGIN EXCLUSIVE")
                refused = await fake.click(alice, board, action_codes(board)["roll"])
                refused_fr = await fake.click(bob, other, action_codes(other)["roll"], locale="fr")
                status = await fake.slash(bob, first, "pickomino rules")
                holder.execute("ROLLBACK")
            assert refused.ephemeral and refused.content.startswith(TRY_AGAIN)
            assert refused_fr.ephemeral and refused_fr.content.startswith(TRY_AGAIN_FR)
            assert status.ephemeral and status.embeds
            after, _ = await stored_game(bot, first.id)
            assert after == before and board.edit_count == edits
            warnings = warnings_of(caplog)
            assert len(warnings) == 2 and all(r.exc_info is None for r in warnings)
            assert "database is locked" in warnings[0].getMessage()
            played = await fake.click(alice, board, action_codes(board)["roll"])
            assert played.type == 7
            assert (await stored_game(bot, first.id))[0].version == before.version + 1
