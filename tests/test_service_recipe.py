"""docs/deployment.md's systemd recipe followed as written (issue 34), beyond what
`systemd-analyze verify` can see: as root (as CI runs), its lines that make the data folder
and `.env`, then the unit's command with the unit's user, folder, environment and cache
directory, as systemd would start it, against the fake Discord.

The recipe made `.env` with `sudo tee` and `chmod 600`: root's file, which the unit's user
could not read, and the bot stopped with status 2 for good (`RestartPreventExitStatus=2`); the
unit had no cache directory, so the catalogs were compiled at every start and matplotlib had
no folder of its own. No systemd runs here, so what it does for the unit is done as it
documents it: `CacheDirectory=` makes a folder under /var/cache owned by `User=`, and the
command runs as that user (`setpriv`, as pgcluster.py starts PostgreSQL) with the
environment systemd gives a system service and the unit's `Environment=` lines.
"""

from __future__ import annotations

import asyncio
import os
import pwd
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from fakediscord import FakeDiscord
from test_discord_computers import open_against_computers

from words.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
UNIT = ROOT / "deploy" / "pickomino-bot.service"
GUIDE = ROOT / "docs" / "deployment.md"
RUN_CHILD = Path(__file__).with_name("run_command_process.py")
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abc"
SERVICE_USER = "nobody"
"""Stands for the recipe's `pickomino`: a user with no right on the checkout, as that one."""
INSTALLED = "/opt/pickomino-bot"
SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin"
"""systemd's PATH for a system service (systemd.exec(5), "Environment variables")."""

pytestmark = pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("setpriv") is None,
    reason="the recipe is run as root (as CI does), with setpriv",
)


def unit_lines() -> list[tuple[str, str]]:
    """Every `Key=value` line of the unit, in order (Environment= appears more than once)."""
    pairs = []
    for line in UNIT.read_text().splitlines():
        if "=" in line and not line.lstrip().startswith(("#", ";", "[")):
            key, value = line.split("=", 1)
            pairs.append((key.strip(), value.strip()))
    return pairs


def recipe_lines() -> list[str]:
    """The guide's lines that make the data folder and `.env`, from `install -d` to `tee`."""
    section = GUIDE.read_text().split("## As a systemd service", 1)[1]
    block = section.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()
    first = next(i for i, line in enumerate(block) if line.startswith("sudo install -d"))
    last = next(i for i, line in enumerate(block) if "sudo tee" in line)
    return block[first : last + 1]


@pytest.fixture
def installed() -> Iterator[tuple[Path, Path]]:
    """A checkout as `sudo git clone` leaves it (root's, readable by all), with the tests'
    virtual environment as its .venv; and the root of systemd's cache directories. Not under
    pytest's tmp_path, which only root may enter."""
    folder = Path(tempfile.mkdtemp(prefix="pickomino-install-"))
    caches = Path(tempfile.mkdtemp(prefix="pickomino-var-cache-"))
    for made in (folder, caches):
        made.chmod(0o755)
    (folder / ".venv").symlink_to(sys.prefix)
    try:
        yield folder, caches
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        shutil.rmtree(caches, ignore_errors=True)


def follow_recipe(folder: Path, user: pwd.struct_passwd) -> None:
    group = subprocess.run(
        ["id", "-gn", user.pw_name], capture_output=True, text=True, check=True
    ).stdout.strip()
    for line in recipe_lines():
        command = (
            line.replace("sudo ", "")
            .replace("-o pickomino -g pickomino", f"-o {user.pw_name} -g {group}")
            .replace("<the token>", TOKEN)
        )
        assert "pickomino -" not in command and "<" not in command, command
        subprocess.run(["bash", "-euo", "pipefail", "-c", command], cwd=folder, check=True)


@dataclass(frozen=True)
class Start:
    """How systemd starts the unit: as whom, where, with what."""

    unit: dict[str, str]
    command: list[str]
    cwd: str
    environment: dict[str, str]
    cache: Path
    as_user: list[str]


def as_systemd_starts_it(folder: Path, caches: Path, user: pwd.struct_passwd) -> Start:
    """The unit's user, folder, command and environment, its paths moved to `folder` and
    `caches`; its cache directory made as systemd makes it (mode 0700, owned by the user)."""
    moved = [
        (key, value.replace(INSTALLED, str(folder)).replace("/var/cache", str(caches)))
        for key, value in unit_lines()
    ]
    unit = dict(moved)
    assert unit["User"] == "pickomino"
    cache = caches / unit["CacheDirectory"]
    cache.mkdir(mode=0o700)
    os.chown(cache, user.pw_uid, user.pw_gid)
    environment = {
        "PATH": SYSTEM_PATH,
        "HOME": user.pw_dir,
        "USER": user.pw_name,
        "LOGNAME": user.pw_name,
        "SHELL": user.pw_shell,
        "CACHE_DIRECTORY": str(cache),
    }
    for key, value in moved:
        if key == "Environment":
            name, _, text = value.partition("=")
            environment[name] = text
    return Start(
        unit=unit,
        command=unit["ExecStart"].split(),
        cwd=unit["WorkingDirectory"],
        environment=environment,
        cache=cache,
        as_user=["setpriv", f"--reuid={user.pw_uid}", f"--regid={user.pw_gid}", "--init-groups"],
    )


async def test_the_recipe_runs_the_bot_as_its_user(installed):
    folder, caches = installed
    user = pwd.getpwnam(SERVICE_USER)
    follow_recipe(folder, user)
    env_file = folder / ".env"
    assert env_file.stat().st_uid == user.pw_uid and env_file.stat().st_mode & 0o077 == 0
    # A setting added later the recipe's way: the fake Discord learns the slash commands.
    subprocess.run(
        ["bash", "-c", "echo PICKOMINO_SYNC_COMMANDS=1 | tee -a .env >/dev/null"],
        cwd=folder,
        check=True,
    )
    start = as_systemd_starts_it(folder, caches, user)
    command, cwd, environment, as_user = start.command, start.cwd, start.environment, start.as_user
    assert command == [f"{folder}/.venv/bin/pickomino-bot", "run"]
    assert "EnvironmentFile" not in start.unit

    # The unit's command itself, as its user: its program runs there.
    version = subprocess.run(
        [*as_user, command[0], "version"],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert version.returncode == 0, (
        f"the checkout and its .venv must be readable by {SERVICE_USER}, as /opt/pickomino-bot "
        f"is by pickomino: {version.stderr}"
    )

    # `run`, the same program's entry, talking to the fake Discord instead of Discord's own.
    python = str(folder / ".venv" / "bin" / "python")
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        host = fake.add_member(guild, "Host")
        process = await asyncio.create_subprocess_exec(
            *as_user,
            python,
            str(RUN_CHILD),
            f"{fake.url}/api/v10",
            f"{fake.url.replace('http', 'ws')}/gateway",
            cwd=cwd,
            env=environment,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        try:
            await fake.wait_shard_ready(0, 0, timeout=60)
            health = folder / "data" / "pickomino.health"
            async with asyncio.timeout(60):
                while not health.exists():
                    await asyncio.sleep(0.05)
            assert health.stat().st_uid == user.pw_uid
            await open_against_computers(fake, guild.channels[0], host, 1)
        finally:
            process.send_signal(signal.SIGTERM)
            out, err = await process.communicate()
    log = (out + err).decode()
    assert process.returncode == 0, log
    assert (folder / "data" / "pickomino.db").stat().st_uid == user.pw_uid
    assert not re.search(r"\b(WARNING|ERROR|CRITICAL)\b|Traceback|Permission denied", log), log
    compiled = sorted(path.suffix for path in (start.cache / "pickomino-bot" / "locales").iterdir())
    assert compiled == [".mo"] * len(LANGUAGES), "one compiled catalog per language"


def test_matplotlib_keeps_its_files_in_the_units_cache(installed):
    """What a chart needs first (the font list), as the unit's user, says nothing and
    writes into the unit's cache: without MPLCONFIGDIR it warned that it made a temporary
    folder, at every start, and built its font list anew."""
    folder, caches = installed
    user = pwd.getpwnam(SERVICE_USER)
    start = as_systemd_starts_it(folder, caches, user)
    done = subprocess.run(
        [
            *start.as_user,
            str(folder / ".venv" / "bin" / "python"),
            "-c",
            "import matplotlib.font_manager",
        ],
        cwd=start.cwd,
        env=start.environment,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert list((start.cache / "matplotlib").glob("fontlist-*.json"))
