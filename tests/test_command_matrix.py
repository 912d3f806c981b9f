"""Every command that reads or writes games, run as a subprocess on both backends (issue 27):
with PICKOMINO_DATABASE_URL set each one uses PostgreSQL (the throwaway server of
tests/pgcluster.py) and never creates the SQLite file; without it, the SQLite file. Each test
checks the command's effect on that backend itself, not only what it prints. The table in
docs/deployment.md lists these commands and what is checked."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from boards.builders import finish, person
from fakediscord import FakeDiscord
from terminal_process import ROOT, cli_command, cli_environment
from test_discord_computers import open_against_computers

from console.terminal_game import TERMINAL_GUILD
from storage import GameStore, StorePlace
from storage.migrator import known_migrations
from storage.postgres_urls import masked

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abc"
RUN_CHILD = Path(__file__).with_name("run_command_process.py")
LATEST = known_migrations()[-1].version


@dataclass
class Backend:
    """Where the commands keep their games, and how a test reads it back."""

    kind: str
    folder: Path
    url: str | None

    @property
    def file(self) -> Path:
        return self.folder / "data" / "pickomino.db"

    @property
    def place(self) -> StorePlace:
        return StorePlace(self.file, self.url)

    @property
    def name(self) -> str:
        """How the commands name the database: never with a password."""
        return masked(self.url) if self.url else str(self.file)

    def environment(self) -> dict[str, str]:
        extra = {"PICKOMINO_DATABASE_PATH": "data/pickomino.db"}
        if self.url:
            extra["PICKOMINO_DATABASE_URL"] = self.url
        return cli_environment(**extra)

    def run(self, *arguments: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            cli_command(*arguments),
            cwd=self.folder,
            env=self.environment(),
            input=stdin,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )

    @asynccontextmanager
    async def store(self) -> AsyncIterator[GameStore]:
        store = await self.place.open()
        try:
            yield store
        finally:
            await store.close()

    def only_its_own(self) -> None:
        """A PostgreSQL run never falls back to the SQLite file."""
        if self.url:
            assert not (self.folder / "data").exists()


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    url = None
    if request.param == "postgresql":
        url = request.getfixturevalue("postgres_url").replace("pickomino@", "pickomino:pw@")
    return Backend(request.param, tmp_path, url)


async def finished_game(backend: Backend) -> None:
    async with backend.store() as store:
        await finish(store, TERMINAL_GUILD, [person(1, "Ann"), person(2, "Bob")], [1, 2])


def ok(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    assert "pw@" not in done.stdout + done.stderr
    return done.stdout


async def test_db_upgrade(backend: Backend) -> None:
    out = ok(await asyncio.to_thread(backend.run, "db", "upgrade"))
    assert out == f"{backend.name} upgraded from schema version 0 to {LATEST}.\n"
    out = ok(await asyncio.to_thread(backend.run, "db", "upgrade"))
    assert out == f"{backend.name} is at schema version {LATEST}: up to date.\n"
    async with backend.store() as store:
        assert await store.active_game_in_channel(0) is None
    if backend.url:
        assert not (backend.folder / "data").exists()


async def test_play_saves_its_game_there_and_says_where(backend: Backend) -> None:
    done = await asyncio.to_thread(
        backend.run, "play", "--human", "Ann", "--computers", "1", "--seed", "5"
    )
    lines = ok(done).splitlines()
    if backend.url:
        assert lines[0] == f"Games are saved in the PostgreSQL database {backend.name}."
    else:
        assert lines[0] == (
            f"Games are saved in {backend.file}, a new database (there was none; "
            "PICKOMINO_DATABASE_PATH names another file)."
        )
    async with backend.store() as store:
        game = await store.active_game_in_channel(0)
    assert game is not None and game.seats[0].display_name == "Ann"
    backend.only_its_own()
    again = ok(await asyncio.to_thread(backend.run, "play"))
    if not backend.url:
        assert again.splitlines()[0] == f"Games are saved in {backend.file}."


async def test_leaderboard_and_stats_read_its_games(backend: Backend) -> None:
    await finished_game(backend)
    board = ok(await asyncio.to_thread(backend.run, "leaderboard"))
    assert "Ann · " in board and "Bob · " in board
    stats = ok(await asyncio.to_thread(backend.run, "stats", "Ann"))
    assert stats.startswith("Statistics · Ann\n")
    backend.only_its_own()


async def test_ratings_rebuild_rates_its_games(backend: Backend) -> None:
    await finished_game(backend)
    out = ok(await asyncio.to_thread(backend.run, "ratings", "rebuild"))
    assert out.startswith(f"Rebuilt the ratings and leaderboards of {backend.name} from 1 finished")
    async with backend.store() as store:
        assert await store.results_for_guild(TERMINAL_GUILD)
    backend.only_its_own()


async def test_db_backup_copies_it(backend: Backend) -> None:
    await finished_game(backend)
    target = "saved.dump" if backend.url else "saved.db"
    out = ok(await asyncio.to_thread(backend.run, "db", "backup", target))
    assert out.startswith(f"Backed up {backend.name} to {target} (")
    if backend.url:
        listed = subprocess.run(
            ["pg_restore", "--list", str(backend.folder / target)],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert "TABLE public games" in listed and "TABLE DATA public results" in listed
    else:
        copy = StorePlace(backend.folder / target)
        async with copy.reading() as store:
            assert await store.results_for_guild(TERMINAL_GUILD)
    backend.only_its_own()


async def test_db_copy_fills_postgresql_from_the_sqlite_file(
    backend: Backend, postgres_url: str
) -> None:
    """The SQLite column: `--to` names the target; the PostgreSQL column: the URL setting
    is the target and the file setting the source."""
    sqlite = Backend("sqlite", backend.folder, None)
    ok(await asyncio.to_thread(sqlite.run, "play", "--human", "Ann", "--computers", "1"))
    target = backend.url or postgres_url
    arguments = ["db", "copy"] if backend.url else ["db", "copy", "--to", target]
    out = ok(await asyncio.to_thread(backend.run, *arguments))
    assert masked(target) in out and str(sqlite.file) in out
    async with Backend("postgresql", backend.folder, target).store() as store:
        game = await store.active_game_in_channel(0)
    assert game is not None and game.seats[0].display_name == "Ann"


async def test_health_names_it(backend: Backend) -> None:
    done = await asyncio.to_thread(backend.run, "health")
    assert done.returncode == 1
    assert done.stdout.splitlines()[-1] == f"database: {backend.name}"
    assert "pw" not in done.stdout


async def first_beat(health_file: Path) -> None:
    """The bot writes its health file once ready (after the guilds' members arrive)."""
    async with asyncio.timeout(60):
        while not health_file.exists():
            await asyncio.sleep(0.05)


async def test_run_keeps_a_discord_game_there(backend: Backend) -> None:
    """The real `run` against the fake Discord: a game started with a slash command is in
    that backend, and `health` says the bot is connected, naming it."""
    environment = {
        **backend.environment(),
        "DISCORD_TOKEN": TOKEN,
        "PICKOMINO_SYNC_COMMANDS": "1",
        "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")]),
    }
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        host = fake.add_member(guild, "Host")
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            str(RUN_CHILD),
            f"{fake.url}/api/v10",
            f"{fake.url.replace('http', 'ws')}/gateway",
            cwd=backend.folder,
            env=environment,
        )
        try:
            await fake.wait_shard_ready(0, 0, timeout=60)
            await open_against_computers(fake, channel, host, 1)
            await first_beat(backend.folder / "data" / "pickomino.health")
            async with backend.store() as store:
                game = await store.active_game_in_channel(channel.id)
            assert game is not None and game.guild_id == guild.id
            health = await asyncio.to_thread(backend.run, "health")
            assert health.returncode == 0, health.stdout
            assert health.stdout.splitlines()[-1] == f"database: {backend.name}"
        finally:
            process.send_signal(signal.SIGTERM)
            code = await process.wait()
    assert code == 0
    if backend.url:
        assert not backend.file.exists()
