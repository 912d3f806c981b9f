"""A PostgreSQL database that cannot be opened, for every command (issue 27): the server is
down, the host unknown, the database or the role missing, the password refused. Each is one
line naming the database (never its password) and the cause, status 2, never a traceback;
`db upgrade` printed asyncpg's traceback with status 1. `run` ends with status 2 too, except
for a server that does not answer, which a supervisor's restart may find up (status 1)."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from fakediscord import FakeDiscord
from pgcluster import Cluster, free_port, started
from run_against_fake import TOKEN, start_run
from terminal_process import cli_command, cli_environment

SECRET = "s3cret-horse"
COMMANDS = [
    ["db", "upgrade"],
    ["db", "backup", "saved.dump"],
    ["db", "copy"],
    ["ratings", "rebuild"],
    ["leaderboard"],
    ["stats", "Ann"],
    ["play"],
]


@pytest.fixture(scope="module")
def guarded() -> Iterator[Cluster]:
    """A server of its own whose superuser logs in with a password (the session's trusts)."""
    yield from started(SECRET)


def fault(name: str, guarded: Cluster) -> tuple[str, str]:
    """The URL of `name`, and the one line every command says about it."""
    port = guarded.port
    if name == "server down":
        down = free_port()
        url = f"postgresql://pickomino:{SECRET}@127.0.0.1:{down}/pickomino"
        cause = f"no PostgreSQL server answers at 127.0.0.1:{down} ("
    elif name == "unknown host":
        url = f"postgresql://pickomino:{SECRET}@no-such-host.invalid/pickomino"
        cause = "the host no-such-host.invalid is unknown ("
    elif name == "missing database":
        url = guarded.url("no_such_database")
        cause = (
            f"the database no_such_database does not exist on 127.0.0.1:{port} (create it first)"
        )
    elif name == "missing role":
        url = f"postgresql://nobody:{SECRET}@127.0.0.1:{port}/postgres"
        cause = 'the server refused the login: password authentication failed for user "nobody"'
    else:
        url = guarded.url(password="wrong-" + SECRET)
        cause = 'the server refused the login: password authentication failed for user "pickomino"'
    shown = url.replace(SECRET, "***").replace("wrong-***", "***")
    return url, f"The database {shown} cannot be opened: {cause}"


def run(
    folder: Path, url: str, command: list[str], **settings: str
) -> subprocess.CompletedProcess[str]:
    environment = cli_environment(PICKOMINO_DATABASE_URL=url, **settings)
    return subprocess.run(
        cli_command(*command),
        cwd=folder,
        env=environment,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=120,
        check=False,
    )


def said_plainly(done: subprocess.CompletedProcess[str], line: str) -> None:
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    assert SECRET not in done.stdout + done.stderr
    (said,) = done.stderr.splitlines()
    assert said.startswith(line)


@pytest.mark.parametrize(
    "name", ["server down", "unknown host", "missing database", "missing role", "wrong password"]
)
def test_db_upgrade_says_why_in_one_line(guarded, tmp_path, name):
    url, line = fault(name, guarded)
    said_plainly(run(tmp_path, url, ["db", "upgrade"]), line)


@pytest.mark.parametrize("name", ["server down", "wrong password"])
@pytest.mark.parametrize("command", COMMANDS[1:], ids=" ".join)
def test_every_command_says_why_in_one_line(guarded, tmp_path, command, name):
    if command == ["db", "copy"]:
        assert run(tmp_path, "", ["db", "upgrade"]).returncode == 0
    url, line = fault(name, guarded)
    said_plainly(run(tmp_path, url, command), line)
    assert not (tmp_path / "saved.dump").exists()


def test_french_says_it_in_french(guarded, tmp_path):
    url, _ = fault("missing database", guarded)
    done = run(tmp_path, url, ["leaderboard"], PICKOMINO_DEFAULT_LANGUAGE="fr")
    said_plainly(
        done,
        f"La base de données {url} ne peut pas être ouverte : la base no_such_database "
        f"n'existe pas sur 127.0.0.1:{guarded.port} (créez-la d'abord).".replace(SECRET, "***"),
    )


@pytest.mark.parametrize(("name", "status"), [("missing database", 2), ("server down", 1)])
async def test_run_says_why_in_one_line(guarded, tmp_path, name, status):
    """`run` logs in to Discord before it opens its database: the fake Discord answers."""
    url, line = fault(name, guarded)
    environment = cli_environment(PICKOMINO_DATABASE_URL=url, DISCORD_TOKEN=TOKEN)
    async with FakeDiscord() as fake:
        fake.add_guild()
        process = await start_run(fake, tmp_path, environment)
        out, err = await process.communicate()
    assert process.returncode == status
    told = [text for text in err.decode().splitlines() if line[:30] in text]
    assert "Traceback" not in (out + err).decode() and SECRET not in (out + err).decode()
    assert len(told) == 1 and told[0].startswith(line)


def test_db_backup_without_pg_dump_gives_the_command_to_run(postgres_url, tmp_path):
    """Where pg_dump is not installed (the bot's Docker image), `db backup` says how to back
    PostgreSQL up instead, with status 2, and writes nothing."""
    url = postgres_url.replace("pickomino@", f"pickomino:{SECRET}@")
    environment = cli_environment(PICKOMINO_DATABASE_URL=url, PATH=str(tmp_path / "no-tools"))
    done = subprocess.run(
        cli_command("db", "backup", "saved.dump"),
        cwd=tmp_path,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    shown = url.replace(SECRET, "***")
    name = url.rsplit("/", 1)[1]
    said_plainly(
        done,
        f"{shown} is a PostgreSQL database and pg_dump is not installed here: back it up "
        f"where it is, with pg_dump --format=custom --file={name}.dump '{shown}' "
        "(docs/deployment.md, Backups).",
    )
    assert not (tmp_path / "saved.dump").exists()
