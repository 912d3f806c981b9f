"""Every command's failures as docs/deployment.md's tables say them (issue 34), on both
backends, each command a real subprocess: a database that cannot be opened is one line and
status 2 (`run`: 1 for a server that does not answer, which may come back), nothing else said
before it; a backup onto a file that exists is refused, status 2; a metrics endpoint that
cannot listen names its setting, status 2.

What main did instead: `data export` and `data forget` with PostgreSQL down, exit 1 with
doubled words ("The database cannot be used: the database ... cannot be opened"); `leaderboard`,
`stats` and `review` with a folder in the SQLite file's place, exit 1 ("path is folder");
`db backup` onto an existing file, "The database cannot be used", exit 1; `play` with
PostgreSQL down printed "Games are saved in the PostgreSQL database..." before failing;
a metrics port in use, "The database cannot be used: [Errno 98] Address already in use",
exit 1, neither the port nor its setting named."""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from fakediscord import FakeDiscord
from pgcluster import free_port
from run_against_fake import TOKEN, start_run
from terminal_process import cli_command, cli_environment

OPENING = [
    ["db", "upgrade"],
    ["db", "backup", "saved.db"],
    ["ratings", "rebuild"],
    ["leaderboard"],
    ["stats", "Ann"],
    ["review", "1"],
    ["play"],
    ["data", "export", "--user", "1"],
    ["data", "forget", "--user", "1"],
    ["data", "forget", "--guild", "1"],
]
"""Every command that opens the database, but `run` (below) and `db copy`, whose source and
target are said by tests/test_db_copy.py and tests/test_postgres_refusals.py."""
FOLDER_IN_PLACE = (
    "The database path data/pickomino.db is a folder, not a file. Set PICKOMINO_DATABASE_PATH "
    "to a file name, for example data/pickomino.db/pickomino.db."
)


def run(folder: Path, command: list[str], **settings: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cli_command(*command),
        cwd=folder,
        env=cli_environment(**settings),
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=120,
        check=False,
    )


def one_line(done: subprocess.CompletedProcess[str], status: int) -> str:
    """The one line said, on standard error, nothing on standard output."""
    assert done.returncode == status, done.stdout + done.stderr
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    (line,) = done.stderr.splitlines()
    return line


@pytest.mark.parametrize("command", OPENING, ids=" ".join)
def test_postgresql_down_is_one_line_and_status_2(tmp_path, command):
    port = free_port()
    url = f"postgresql://pickomino:pw@127.0.0.1:{port}/pickomino"
    line = one_line(run(tmp_path, command, PICKOMINO_DATABASE_URL=url), 2)
    assert line.startswith(
        f"The database postgresql://pickomino:***@127.0.0.1:{port}/pickomino cannot be opened: "
        f"no PostgreSQL server answers at 127.0.0.1:{port} ("
    )
    assert not (tmp_path / "data").exists() and not (tmp_path / "saved.db").exists()


@pytest.mark.parametrize("command", OPENING, ids=" ".join)
def test_a_folder_in_the_sqlite_files_place_is_one_line_and_status_2(tmp_path, command):
    (tmp_path / "data" / "pickomino.db").mkdir(parents=True)
    assert one_line(run(tmp_path, command), 2) == FOLDER_IN_PLACE
    assert not (tmp_path / "saved.db").exists()


async def run_against_fake(folder: Path, **settings: str) -> tuple[int, str]:
    """`run` against the fake Discord until it ends by itself (its failure at start)."""
    environment = cli_environment(DISCORD_TOKEN=TOKEN, **settings)
    async with FakeDiscord() as fake:
        fake.add_guild()
        process = await start_run(fake, folder, environment)
        try:
            async with asyncio.timeout(120):
                out, err = await process.communicate()
        except TimeoutError:
            process.send_signal(signal.SIGTERM)
            await process.communicate()
            raise
    assert process.returncode is not None
    return process.returncode, (out + err).decode()


async def test_run_says_it_in_the_same_words(tmp_path):
    """`run` says the same lines, among its log: status 1 for a server that does not answer
    (a supervisor restarts it), 2 for the file's place (a setting to fix)."""
    port = free_port()
    url = f"postgresql://pickomino:pw@127.0.0.1:{port}/pickomino"
    status, said = await run_against_fake(tmp_path, PICKOMINO_DATABASE_URL=url)
    assert status == 1 and "Traceback" not in said
    assert [line for line in said.splitlines() if "cannot be opened" in line] == [
        f"The database postgresql://pickomino:***@127.0.0.1:{port}/pickomino cannot be opened: "
        f"no PostgreSQL server answers at 127.0.0.1:{port} ([Errno 111] Connect call failed "
        f"('127.0.0.1', {port}))."
    ]
    (tmp_path / "data" / "pickomino.db").mkdir(parents=True)
    status, said = await run_against_fake(tmp_path)
    assert status == 2 and said.strip() == FOLDER_IN_PLACE


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request, tmp_path) -> dict[str, str]:
    """The settings of a database that exists, on each backend."""
    if request.param == "sqlite":
        assert run(tmp_path, ["db", "upgrade"]).returncode == 0
        return {}
    return {"PICKOMINO_DATABASE_URL": request.getfixturevalue("postgres_url")}


def test_a_backup_onto_a_file_that_exists_is_refused(tmp_path, backend):
    taken = tmp_path / "taken.db"
    taken.write_text("keep me")
    line = one_line(run(tmp_path, ["db", "backup", "taken.db"], **backend), 2)
    assert line == "No backup made: taken.db already exists: choose another name."
    assert taken.read_text() == "keep me"
    line = one_line(run(tmp_path, ["db", "backup", "typo/x.db"], **backend), 2)
    assert (
        line
        == "No backup made: the folder typo does not exist: create it first, or check the path."
    )


@pytest.fixture
def taken_port() -> Iterator[int]:
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        yield int(listener.getsockname()[1])


async def test_a_metrics_port_in_use_names_the_port_and_its_setting(tmp_path, backend, taken_port):
    status, said = await run_against_fake(
        tmp_path, PICKOMINO_METRICS_PORT=str(taken_port), **backend
    )
    assert status == 2 and "Traceback" not in said
    assert said.splitlines()[-1] == (
        f"The metrics port {taken_port} cannot be used on 127.0.0.1 (Address already in use): "
        "set PICKOMINO_METRICS_PORT to a free port, or stop what listens there "
        "(docs/metrics.md)."
    )


async def test_a_metrics_address_not_of_this_machine_names_its_setting(tmp_path):
    """192.0.2.1 is kept for documentation (RFC 5737): no machine has it."""
    status, said = await run_against_fake(
        tmp_path, PICKOMINO_METRICS_PORT="9464", PICKOMINO_METRICS_ADDRESS="192.0.2.1"
    )
    assert status == 2 and "Traceback" not in said
    assert said.splitlines()[-1] == (
        "The metrics endpoint cannot listen on 192.0.2.1:9464 (Cannot assign requested "
        "address): set PICKOMINO_METRICS_ADDRESS to an address of this machine "
        "(docs/metrics.md)."
    )
