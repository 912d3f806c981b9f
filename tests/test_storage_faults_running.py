"""The database fails under a running bot: the disk refuses to write its log (an I/O error),
or its file is made read-only. The real bot on the fake Discord and a real SQLite file.

How the faults are made. Permission bits are checked when a file is opened, and the bot's
SQLite connections keep their files open from start to stop: a `chmod` under a running bot
changes nothing until the next start. What refuses writes through descriptors already open is
the immutable attribute (`chattr +i`; ext4, XFS and tmpfs all honour it): set on the
write-ahead log (`-wal`), every write of SQLite fails with `EPERM`, which SQLite reports as
`SQLITE_IOERR_WRITE` ("disk I/O error"), the same path a failing disk takes. Setting it needs
root (CAP_LINUX_IMMUTABLE), as CI runs; elsewhere that test is skipped, saying why. The file
made read-only uses the `unwritable` fixture (conftest.py): `chattr +i` as root, `chmod`
otherwise, and behaves the same either way, since SQLite writes the file only at checkpoints.

The health file is written by one beat of `bot.heartbeat.Heartbeat`, called by the test as
the running bot calls it every 10 s, so nothing here waits for time to pass.
"""

import asyncio
import logging
import os
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import writable_again
from discord_helpers import action_codes, running, stored_game
from fakediscord import FakeDiscord

from bot.cli import main
from bot.health import healthy
from bot.heartbeat import Heartbeat
from storage import SqliteGameStore

TRY_AGAIN = "The games database is unavailable for a moment"
USAGE = 2
HEALTHY = "healthy: the bot is connected to Discord\n"


@pytest.fixture
def database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The bot's database, also the one `pickomino-bot health` and `run` look at."""
    for name in list(os.environ):
        if name.startswith("PICKOMINO_"):
            monkeypatch.delenv(name)
    path = tmp_path / "pickomino.db"
    monkeypatch.setenv("PICKOMINO_DATABASE_PATH", str(path))
    return path


@pytest.fixture
def immutable() -> Iterator[Callable[[Path], None]]:
    """`immutable(path)`: writes refused even through descriptors already open; undone."""
    if os.geteuid() != 0:
        pytest.skip(
            "an I/O error under a running bot is made with chattr +i, which needs root: "
            "permission bits (chmod) are checked at open only, and the bot's files stay open"
        )
    changed: list[Path] = []

    def make(path: Path) -> None:
        done = subprocess.run(["chattr", "+i", str(path)], capture_output=True, check=False)
        if done.returncode != 0:
            pytest.skip(f"chattr +i is not available here: {done.stderr.decode().strip()}")
        changed.append(path)

    yield make
    for path in changed:
        writable_again(path)


async def open_game(fake, channel, host, other):  # type: ignore[no-untyped-def]
    await fake.slash(host, channel, "pickomino new")
    board = fake.last_message(channel)
    await fake.click(other, board, board.custom_id_for("Join"))
    await fake.click(host, board, board.custom_id_for("Start"))
    return board


def health(capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(["health"])
    return code, capsys.readouterr().out


def lines_of(caplog: pytest.LogCaptureFixture, level: int) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno == level and r.name.startswith(("cogs", "bot"))]


async def test_an_io_error_under_the_bot_refuses_the_move_and_health_says_why(
    database, immutable, caplog, capsys
):
    caplog.set_level(logging.INFO, logger="bot.heartbeat")
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, bob)
            before, _ = await stored_game(bot, channel.id)
            edits = board.edit_count
            heart = Heartbeat(bot.store, database.with_suffix(".health"))
            await heart.beat()
            said = (0, f"{HEALTHY}database: {database.absolute()}\n")
            assert await asyncio.to_thread(health, capsys) == said

            immutable(database.with_name(database.name + "-wal"))
            refused = await fake.click(alice, board, action_codes(board)["roll"])
            assert refused.ephemeral and refused.content.startswith(TRY_AGAIN)
            assert (await stored_game(bot, channel.id))[0] == before and board.edit_count == edits
            (warning,) = lines_of(caplog, logging.WARNING)
            assert "disk I/O error" in warning.getMessage() and warning.exc_info is None

            await heart.beat()
            await heart.beat()
            assert not healthy(heart.health_file)
            code, told = await asyncio.to_thread(health, capsys)
            assert code == 1 and "cannot write its database" in told and "disk I/O error" in told
            warnings = lines_of(caplog, logging.WARNING)
            assert len(warnings) == 2, "one line when the database fails, not one per beat"
            assert warnings[1].name == "bot.heartbeat"
            assert "disk I/O error" in warnings[1].getMessage()

            writable_again(database.with_name(database.name + "-wal"))
            played = await fake.click(alice, board, action_codes(board)["roll"])
            assert played.type == 7
            assert (await stored_game(bot, channel.id))[0].version == before.version + 1
            await heart.beat()
            assert healthy(heart.health_file)
            assert (await asyncio.to_thread(health, capsys))[0] == 0
            assert any("written again" in r.getMessage() for r in lines_of(caplog, logging.INFO))


async def test_a_database_made_read_only_under_the_bot_loses_no_move_and_stops_the_next_start(
    database, unwritable, capsys
):
    """The bot keeps its file open, and SQLite writes it only when it copies the log back (a
    checkpoint): moves go on being saved in the log, and none is lost when the bot stops with
    the file still read-only (the log is kept beside it). The next start refuses the file,
    saying what to do; once it is writable again, every move is there."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, bob)
            unwritable(database)
            played = await fake.click(alice, board, action_codes(board)["roll"])
            assert played.type == 7
            heart = Heartbeat(bot.store, database.with_suffix(".health"))
            await heart.beat()
            assert healthy(heart.health_file), "moves are saved: the bot is healthy"
            saved, _ = await stored_game(bot, channel.id)
        capsys.readouterr()
        code = await asyncio.to_thread(main, ["run"])
    assert code == USAGE
    err = capsys.readouterr().err
    assert f"{database} is read-only" in err and "Traceback" not in err
    writable_again(database)
    store = await SqliteGameStore.open(database)
    try:
        assert await store.get_game(saved.id) == saved
    finally:
        await store.close()
