"""The database cannot take a move for a while: the player hears "try again" in their
language, the game stays as it was, the bot keeps answering, the next move works once the
cause is gone, and the operator reads one warning line per refused click, no traceback.

The faults: a lock another process holds past the busy timeout (a second connection in
`BEGIN EXCLUSIVE`, busy timeout shortened to 50 ms), and a full disk: the database lives on a
small tmpfs mounted for the test, filled up by a file, so the kernel itself refuses the write
(ENOSPC) and SQLite reports `SQLITE_FULL`. That is more faithful than SQLite's own page limit
(`PRAGMA max_page_count`, used by tests/stores/test_sqlite_unavailable.py, which always
runs): the refusal comes from the file system, under the write-ahead log's appends, as on a
full volume. Mounting needs root (CI runs as root); elsewhere that test is skipped, saying why.
"""

import errno
import logging
import sqlite3
import subprocess
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest
from discord_helpers import action_codes, running, stored_game
from fakediscord import FakeDiscord

from bot.health import database_problem, healthy
from bot.heartbeat import Heartbeat
from storage import connections as sqlite_connections

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


@pytest.fixture
def small_disk(tmp_path) -> Iterator[Path]:
    """A 4 MiB tmpfs of its own, unmounted afterwards."""
    disk = tmp_path / "disk"
    disk.mkdir()
    try:
        mounted = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=4m,mode=0755", "tmpfs", str(disk)],
            capture_output=True,
            text=True,
            check=False,
        )
    except FileNotFoundError:
        pytest.skip("a full disk needs a small tmpfs: there is no mount command here")
    if mounted.returncode != 0:
        pytest.skip(
            "a full disk needs a small tmpfs, and mounting one needs root (CAP_SYS_ADMIN): "
            + mounted.stderr.strip()
        )
    try:
        yield disk
    finally:
        subprocess.run(["umount", str(disk)], check=True)


def fill(disk: Path) -> Path:
    """Write a file until the file system has no byte left; returns it (delete it to free)."""
    filler = disk / "filler"
    block = b"\0" * 65536
    with filler.open("wb", buffering=0) as out:
        for size in (len(block), 4096, 1):
            try:
                while True:
                    out.write(block[:size])
            except OSError as error:
                assert error.errno == errno.ENOSPC
    return filler


async def test_a_full_disk_refuses_the_move_and_the_next_one_plays(small_disk, caplog):
    """The kernel says "no space left" under SQLite: the click is refused with the same
    answer as a lock, the game and its board stay as they were, the bot keeps answering, one
    warning per refused click names the cause, and once space is back the same click plays."""
    database = small_disk / "pickomino.db"
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        first, second = guild.channels[0], fake.add_channel(guild, "second")
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, first, alice, bob)
            other = await open_game(fake, second, bob, alice)
            before, _ = await stored_game(bot, first.id)
            other_before, _ = await stored_game(bot, second.id)
            edits = board.edit_count
            heart = Heartbeat(bot.store, small_disk / "pickomino.health")
            await heart.beat()
            assert healthy(heart.health_file)
            filler = fill(small_disk)
            refused = await fake.click(alice, board, action_codes(board)["roll"])
            refused_fr = await fake.click(bob, other, action_codes(other)["roll"], locale="fr")
            rules = await fake.slash(bob, first, "pickomino rules")
            assert refused.ephemeral and refused.content.startswith(TRY_AGAIN)
            assert refused_fr.ephemeral and refused_fr.content.startswith(TRY_AGAIN_FR)
            assert rules.ephemeral and rules.embeds
            assert (await stored_game(bot, first.id))[0] == before and board.edit_count == edits
            assert (await stored_game(bot, second.id))[0] == other_before
            warnings = warnings_of(caplog)
            assert len(warnings) == 2 and all(r.exc_info is None for r in warnings)
            assert all("database or disk is full" in r.getMessage() for r in warnings)
            await heart.beat()
            assert not healthy(heart.health_file)
            assert "database or disk is full" in (database_problem(heart.health_file) or "")
            filler.unlink()
            played = await fake.click(alice, board, action_codes(board)["roll"])
            assert played.type == 7
            assert (await stored_game(bot, first.id))[0].version == before.version + 1
            played = await fake.click(bob, other, action_codes(other)["roll"])
            assert (await stored_game(bot, second.id))[0].version == other_before.version + 1
            await heart.beat()
            assert healthy(heart.health_file)
