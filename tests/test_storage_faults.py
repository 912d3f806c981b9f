"""A database that cannot live where the settings put it stops `run`, `play`, `db upgrade`,
`ratings rebuild` and `db backup` at start: one plain message naming the path and what to do,
status 2. A database nobody may write still reads: `db backup`, `leaderboard` and `stats`
only read it.

How the faults are made so that they bind root too (the suite runs as root in CI containers,
and root ignores permission bits): a folder at the database path, a regular file among its
parents, and, for "cannot write", the immutable attribute (`chattr +i`, which stops root as a
read-only mount would). Run as another user, the same tests use `chmod` instead.
"""

import asyncio
import logging
import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from boards.builders import finish, person
from fakediscord import FakeDiscord
from terminal_process import TerminalProcess, cli_command, cli_environment

from bot.cli import main
from console.terminal_game import TERMINAL_GUILD
from storage import DatabasePlaceError, SqliteGameStore
from storage.connections import Connections
from storage.maintenance import schema_version

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abc"
COMMANDS = [["run"], ["play"], ["db", "upgrade"], ["db", "backup"]]
WRITERS = [["run"], ["play"], ["db", "upgrade"], ["ratings", "rebuild"]]
READERS = [["db", "backup", "saved.db"], ["leaderboard"], ["stats", "Ann"]]
USAGE = 2
LOG_LINE = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ [A-Z]+ ")
"""What `run` logs while it logs in, before the store opens."""


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch, tmp_path):
    """A token (so `run` would connect if it did not stop first), no other settings, an empty
    working folder; the logging the commands set up is undone afterwards."""
    for name in list(os.environ):
        if name.startswith("PICKOMINO_"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.chdir(tmp_path)
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


def database(monkeypatch: pytest.MonkeyPatch, path: str) -> Path:
    monkeypatch.setenv("PICKOMINO_DATABASE_PATH", path)
    return Path(path)


def a_database(path: Path) -> None:
    assert main(["db", "upgrade"]) == 0
    assert path.is_file()


def refused(command: list[str], capsys: pytest.CaptureFixture[str], *words: str) -> str:
    assert main(command) == USAGE
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    assert len(err.strip().splitlines()) <= 2
    for word in words:
        assert word in err
    return err


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_a_folder_at_the_database_path(command, monkeypatch, capsys, tmp_path):
    database(monkeypatch, "games")
    (tmp_path / "games").mkdir()
    refused(command, capsys, "games is a folder", "PICKOMINO_DATABASE_PATH")


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_a_file_among_the_parents(command, monkeypatch, capsys, tmp_path):
    database(monkeypatch, "data/pickomino.db")
    (tmp_path / "data").write_text("not a folder")
    refused(command, capsys, f"{tmp_path / 'data'} is a file", "PICKOMINO_DATABASE_PATH")


@pytest.mark.parametrize("command", WRITERS, ids=" ".join)
def test_a_database_the_bot_may_not_write(command, monkeypatch, capsys, unwritable):
    path = database(monkeypatch, "data/pickomino.db")
    a_database(path)
    capsys.readouterr()
    unwritable(path)
    error = refused(command, capsys, "data/pickomino.db is read-only", "Docker", "chown")
    assert f"uid {os.getuid()}" in error


@pytest.mark.parametrize("command", WRITERS, ids=" ".join)
def test_a_folder_the_bot_may_not_write(command, monkeypatch, capsys, unwritable, tmp_path):
    path = database(monkeypatch, "data/pickomino.db")
    a_database(path)
    capsys.readouterr()
    unwritable(tmp_path / "data")
    refused(command, capsys, "cannot write in the folder data", "Docker", "chown")


@pytest.mark.parametrize("command", COMMANDS[:3], ids=" ".join)
def test_a_folder_the_bot_cannot_create(command, monkeypatch, capsys, unwritable, tmp_path):
    """A Docker volume owned by root, mounted at /data, and the bot's user inside it."""
    database(monkeypatch, "volume/data/pickomino.db")
    (tmp_path / "volume").mkdir()
    unwritable(tmp_path / "volume")
    refused(command, capsys, "folder volume/data", "cannot be created", "Docker")
    assert not (tmp_path / "volume" / "data").exists()


@pytest.mark.parametrize("command", READERS, ids=" ".join)
@pytest.mark.parametrize("fault", ["file", "folder"])
def test_commands_that_only_read_read_a_database_nobody_may_write(
    command, fault, monkeypatch, capsys, unwritable, tmp_path
):
    """Issue 27: `db backup`, `leaderboard` and `stats` refused a read-only database ("cannot
    be played on"), though they only read it. Its games are read, and it is left as it was."""
    path = database(monkeypatch, "data/pickomino.db")
    asyncio.run(_finished_game(path))
    assert main(list(command)) == 0
    expected = capsys.readouterr().out.replace(" saved.db ", " other.db ")
    if command[:2] == ["db", "backup"]:
        command = ["db", "backup", "other.db"]
    before = path.read_bytes()
    unwritable(path if fault == "file" else tmp_path / "data")
    assert main(command) == 0
    out, err = capsys.readouterr()
    assert out == expected and err == ""
    assert path.read_bytes() == before
    if command[0] == "db":
        assert schema_version(tmp_path / "other.db") == schema_version(path) > 0
    else:
        assert "Ann" in out


async def _finished_game(path: Path) -> None:
    store = await SqliteGameStore.open(path)
    try:
        await finish(store, TERMINAL_GUILD, [person(1, "Ann"), person(2, "Bob")], [1, 2])
    finally:
        await store.close()


def test_a_backup_where_the_folder_cannot_be_created_says_there_is_nothing_to_back_up(
    monkeypatch, capsys, unwritable, tmp_path
):
    """A backup creates no database folder, so that fault is, for it, a database that is not
    there: one plain line, status 1 (the command is right; there is nothing to copy)."""
    database(monkeypatch, "volume/data/pickomino.db")
    (tmp_path / "volume").mkdir()
    unwritable(tmp_path / "volume")
    assert main(["db", "backup"]) == 1
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and len(err.strip().splitlines()) == 1
    assert "there is no database at volume/data/pickomino.db: nothing to back up" in err


def test_french_says_it_in_french(monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("PICKOMINO_DEFAULT_LANGUAGE", "fr")
    database(monkeypatch, "games")
    (tmp_path / "games").mkdir()
    refused(["db", "upgrade"], capsys, "games est un dossier, pas un fichier")


async def test_the_store_refuses_a_file_sqlite_would_open_read_only(tmp_path, unwritable):
    """SQLite opens a file it may not write read-only without a word (and a WAL database
    even takes its write lock): the store's own check writes, so it cannot be fooled."""
    path = tmp_path / "pickomino.db"
    store = await SqliteGameStore.open(path)
    await store.close()
    unwritable(path)
    with pytest.raises(DatabasePlaceError, match="file not writable"):
        await Connections.open(path, durable=True)


@pytest.fixture
def wal_left_unwritable(unwritable) -> Callable[[Path], Path]:
    """`wal_left_unwritable(database)`: a write-ahead log beside the database that the bot may
    not write, as a crash or a copy made by another user leaves it. The database file itself
    stays writable, so only SQLite's own write check, when the store opens, sees the fault."""

    def make(path: Path) -> Path:
        wal = path.with_name(path.name + "-wal")
        wal.touch()
        unwritable(wal)
        return wal

    return make


@pytest.mark.parametrize("command", COMMANDS[:3], ids=" ".join)
async def test_a_database_only_sqlite_finds_read_only(
    command, monkeypatch, capsys, wal_left_unwritable
):
    """`play` used to end with status 1 and the storage error's words here, while `run` and
    `db upgrade` said what to do and ended with 2. `run` gets as far as logging in (to the
    fake Discord) before its store opens."""
    path = database(monkeypatch, "data/pickomino.db")
    await asyncio.to_thread(a_database, path)
    capsys.readouterr()
    wal_left_unwritable(path)
    async with FakeDiscord():
        code = await asyncio.to_thread(main, command)
    assert code == USAGE
    out, err = capsys.readouterr()
    told = [line for line in err.splitlines() if not LOG_LINE.match(line)]
    assert "Traceback" not in out + err and len(told) <= 2
    assert "data/pickomino.db is read-only" in err and "chown" in err
    assert f"uid {os.getuid()}" in err


def test_a_backup_of_a_database_only_sqlite_finds_read_only(
    monkeypatch, capsys, wal_left_unwritable, tmp_path
):
    """A backup only reads: it is made, whole, from the database and its log."""
    path = database(monkeypatch, "data/pickomino.db")
    a_database(path)
    wal_left_unwritable(path)
    assert main(["db", "backup", "saved.db"]) == 0
    assert schema_version(tmp_path / "saved.db") == schema_version(path) > 0


def test_the_demo_of_run_without_a_token_leaves_a_database_only_sqlite_finds_read_only_alone(
    wal_left_unwritable, tmp_path
):
    """`run` without a token in a terminal plays its demo in a database of its own (issue 35):
    a database it could not write does not stop it, and is left as it was."""
    path = tmp_path / "data" / "pickomino.db"
    a_database(path)
    wal_left_unwritable(path)
    before = path.read_bytes()
    terminal = TerminalProcess(cli_command("run"), tmp_path, cli_environment())
    code = terminal.finish()
    text = terminal.text()
    assert code == 0, text
    assert "Game over · Pickomino" in text and "Traceback" not in text
    assert path.read_bytes() == before
