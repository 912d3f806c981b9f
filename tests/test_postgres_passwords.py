"""A password holding what URLs reserve (issue 34): `/`, `@`, `:`, `%`, `+` and a letter outside
ASCII, as generated passwords do. Pasted into PICKOMINO_DATABASE_URL as it is, every command
that opens the database says in one line, status 2, that the URL cannot be read and how to
write it, and no piece of the password appears: `leaderboard` printed the whole URL ("invalid
literal for int() with base 10: 'Kq7'"), an `@` gave "the host ... is unknown". Percent-encoded,
or left out of the URL and given in PGPASSWORD (as compose.shards.yaml does), the same
commands work on a server that asks for it."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from fakediscord import FakeDiscord
from pgcluster import Cluster, started
from run_against_fake import TOKEN, start_run
from terminal_process import cli_command, cli_environment

from storage.postgres_urls import masked, unreadable

PASSWORD = "Kq7/Zt9@Wm4:Rx2%Jb5+Hé6"
PIECES = ("Kq7", "Zt9", "Wm4", "Rx2", "Jb5", "Hé6", "H%C3%A96")
"""Every piece of the password between the characters URLs reserve, raw and encoded."""
OPENING_COMMANDS = [
    ["db", "upgrade"],
    ["db", "backup", "saved.dump"],
    ["db", "copy"],
    ["ratings", "rebuild"],
    ["leaderboard"],
    ["stats", "Ann"],
    ["review", "1"],
    ["play"],
    ["data", "export", "--user", "1"],
    ["data", "forget", "--user", "1"],
    ["data", "forget", "--guild", "1"],
]
"""Every command that opens the database but `run` (below, through the fake Discord)."""


@pytest.fixture(scope="module")
def guarded() -> Iterator[Cluster]:
    """A server of its own whose superuser logs in with PASSWORD."""
    yield from started(PASSWORD)


def environment(url: str, **settings: str) -> dict[str, str]:
    """No PG* variable of the machine running the tests leaks into the child's."""
    child = cli_environment(PICKOMINO_DATABASE_URL=url, **settings)
    return {key: value for key, value in child.items() if not key.startswith("PG")} | settings


def run(folder: Path, url: str, command: list[str], **settings: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        cli_command(*command),
        cwd=folder,
        env=environment(url, **settings),
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=120,
        check=False,
    )


def nothing_of_the_password(text: str) -> None:
    assert not [piece for piece in PIECES if piece in text], text


def test_the_mask_hides_the_password_however_the_url_is_written():
    raw = f"postgresql://pickomino:{PASSWORD}@db:5432/pickomino"
    assert masked(raw) == "postgresql://pickomino:***@db:5432/pickomino"
    assert unreadable(raw)
    encoded = f"postgresql://pickomino:{quote(PASSWORD, safe='')}@db:5432/pickomino"
    assert masked(encoded) == "postgresql://pickomino:***@db:5432/pickomino"
    assert not unreadable(encoded)
    as_parameter = "postgresql://db/pickomino?sslmode=require&password=a&b&user=ann"
    assert (
        masked(as_parameter)
        == "postgresql://db/pickomino?sslmode=require&password=***&***&user=ann"
    )
    assert unreadable(as_parameter)
    assert not unreadable("postgresql://ann@db:5432,[::1]:5433/pickomino?sslmode=require")
    assert unreadable("postgresql://ann:50%off@db/pickomino")
    assert masked("postgresql://db/pickomino") == "postgresql://db/pickomino"


@pytest.mark.parametrize("command", OPENING_COMMANDS, ids=" ".join)
def test_an_unencoded_password_is_refused_plainly_and_never_shown(guarded, tmp_path, command):
    if command == ["db", "copy"]:
        assert run(tmp_path, "", ["db", "upgrade"]).returncode == 0
    url = guarded.url(password=PASSWORD)
    done = run(tmp_path, url, command)
    said = done.stdout + done.stderr
    assert done.returncode == 2, said
    assert "Traceback" not in said
    nothing_of_the_password(said)
    (line,) = done.stderr.splitlines()
    assert line == (
        f"The database postgresql://pickomino:***@127.0.0.1:{guarded.port}/postgres cannot be "
        "opened: the URL cannot be read: in its user name and password, write / as %2F, @ as "
        "%40, ? as %3F, # as %23 and % as %25 (or leave the password out of the URL and set "
        "PGPASSWORD; docs/deployment.md)."
    )
    assert not (tmp_path / "saved.dump").exists()


def test_health_names_the_database_without_the_password(guarded, tmp_path):
    done = run(tmp_path, guarded.url(password=PASSWORD), ["health"])
    nothing_of_the_password(done.stdout + done.stderr)
    assert done.stdout.splitlines()[-1] == (
        f"database: postgresql://pickomino:***@127.0.0.1:{guarded.port}/postgres"
    )


def test_french_says_how_to_write_it_in_french(guarded, tmp_path):
    done = run(
        tmp_path, guarded.url(password=PASSWORD), ["leaderboard"], PICKOMINO_DEFAULT_LANGUAGE="fr"
    )
    assert done.returncode == 2
    nothing_of_the_password(done.stderr)
    assert "l'URL est illisible : dans son nom d'utilisateur et son mot de passe" in done.stderr


async def test_run_refuses_it_with_status_2(guarded, tmp_path):
    """Not a server that may come back: the same URL would be refused again (status 2)."""
    child = environment(guarded.url(password=PASSWORD), DISCORD_TOKEN=TOKEN)
    async with FakeDiscord() as fake:
        fake.add_guild()
        process = await start_run(fake, tmp_path, child)
        out, err = await process.communicate()
    said = (out + err).decode()
    assert process.returncode == 2, said
    assert "Traceback" not in said
    nothing_of_the_password(said)
    assert "cannot be opened: the URL cannot be read: in its user name and password" in said


@pytest.mark.parametrize("given", ["encoded", "PGPASSWORD"])
def test_the_password_written_either_documented_way_opens_the_database(guarded, tmp_path, given):
    """Each command that writes, reads and dumps, on a server that checks the password."""
    if given == "encoded":
        url, settings = guarded.url(password=quote(PASSWORD, safe="")), {}
    else:
        url = f"postgresql://pickomino@127.0.0.1:{guarded.port}/postgres"
        settings = {"PGPASSWORD": PASSWORD}
    assert "@127.0.0.1" in url
    for command in (
        ["db", "upgrade"],
        ["ratings", "rebuild"],
        ["leaderboard"],
        ["data", "export", "--user", "1"],
        ["db", "backup", "saved.dump"],
    ):
        done = run(tmp_path, url, command, **settings)
        said = done.stdout + done.stderr
        # The export opened the database and found nothing stored about user 1 (status 1).
        assert done.returncode == (1 if command[0] == "data" else 0), (command, said)
        nothing_of_the_password(said)
    assert (tmp_path / "saved.dump").stat().st_size > 0
