"""The Docker image, checked without a Docker engine.

The build stage's COPY lines are replayed into an empty folder (what the image would hold),
its RUN line is run there into a clean virtual environment, and that environment is then used
as the final stage uses it: the entry point, the health check, the database path on the
volume. What only Docker can check (the base image, the user) is read from the Dockerfile.
"""

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCKERFILE = ROOT / "Dockerfile"
INSTALL_TIMEOUT = 240
MAX_ENVIRONMENT_BYTES = 50_000_000
"""About 38 MB today; most of it is aiohttp, discord.py and pydantic."""


def stages() -> list[list[tuple[str, str]]]:
    """The Dockerfile as (instruction, arguments) per stage, continuation lines joined."""
    text = DOCKERFILE.read_text().replace("\\\n", " ")
    result: list[list[tuple[str, str]]] = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        instruction, _, arguments = line.partition(" ")
        if instruction.upper() == "FROM":
            result.append([])
        result[-1].append((instruction.upper(), " ".join(arguments.split())))
    return result


def only(stage: list[tuple[str, str]], instruction: str) -> list[str]:
    return [arguments for name, arguments in stage if name == instruction]


def environment_of(stage: list[tuple[str, str]]) -> dict[str, str]:
    values: dict[str, str] = {}
    for arguments in only(stage, "ENV"):
        for pair in shlex.split(arguments):
            name, _, value = pair.partition("=")
            values[name] = value
    return values


def test_the_image_is_slim_unprivileged_and_keeps_its_data_on_a_volume():
    build, final = stages()
    assert only(build, "FROM")[0].startswith("python:3.11-slim")
    assert only(final, "FROM") == ["python:3.11-slim"]
    assert only(final, "USER") == ["pickomino"]
    assert only(final, "VOLUME") == ['["/data"]']
    assert environment_of(final)["PICKOMINO_DATABASE_PATH"].startswith("/data/")
    assert only(final, "COPY") == ["--from=build /opt/pickomino /opt/pickomino"]
    assert only(final, "ENTRYPOINT") == ['["pickomino-bot"]'] and only(final, "CMD") == ['["run"]']
    assert "CMD" in only(final, "HEALTHCHECK")[0]
    everything = DOCKERFILE.read_text()
    for tool in ("apt-get", "gcc", "build-essential"):
        assert tool not in everything
    assert "pip uninstall --yes --quiet pip setuptools wheel" in only(final, "RUN")[0]


def test_the_build_context_lets_through_exactly_what_the_build_copies():
    allowed = {
        line[1:].rstrip("/")
        for line in (ROOT / ".dockerignore").read_text().splitlines()
        if line.startswith("!")
    }
    build, _ = stages()
    copied = {
        source.rstrip("/") for arguments in only(build, "COPY") for source in arguments.split()[:-1]
    }
    assert copied == allowed
    assert not {".env", "data", ".venv", ".git"} & allowed


@pytest.fixture(scope="module")
def package_index(tmp_path_factory):
    """Skip (only) when pip cannot reach a package index from here."""
    probe = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--no-deps",
            "--quiet",
            "--dest",
            str(tmp_path_factory.mktemp("probe")),
            "setuptools>=68",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    if probe.returncode != 0:
        pytest.skip(f"no package index reachable: {probe.stderr.strip()[-300:]}")


@pytest.fixture(scope="module")
def image(package_index, tmp_path_factory):
    """The final stage's filesystem, as far as the bot sees it: /opt/pickomino and /data."""
    build, _ = stages()
    root = tmp_path_factory.mktemp("image")
    workdir = root / only(build, "WORKDIR")[0].lstrip("/")
    workdir.mkdir(parents=True)
    for arguments in only(build, "COPY"):
        *sources, destination = arguments.split()
        for source in sources:
            origin, target = ROOT / source, workdir / destination
            if origin.is_dir():
                ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
                shutil.copytree(origin, target, dirs_exist_ok=True, ignore=ignore)
            elif destination.endswith("/"):
                target.mkdir(parents=True, exist_ok=True)
                shutil.copy(origin, target / origin.name)
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy(origin, target)
    (command,) = only(build, "RUN")
    *install, prefix = shlex.split(command)
    assert prefix == "/opt/pickomino"
    venv = root / "opt" / "pickomino"
    environment = {**os.environ, "PYTHON": sys.executable}
    environment.pop("PIP_NO_CACHE_DIR", None)
    done = subprocess.run(
        [*install, str(venv)],
        cwd=workdir,
        env=environment,
        capture_output=True,
        text=True,
        timeout=INSTALL_TIMEOUT,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return root


def in_image(root: Path, *command: str, **options) -> subprocess.CompletedProcess[str]:
    """Run `command` as the final stage would: its PATH and ENV, /data as working folder."""
    _, final = stages()
    environment = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PICKOMINO_", "PYTHON", "VIRTUAL_ENV")) and key != "DISCORD_TOKEN"
    }
    for name, value in environment_of(final).items():
        environment[name] = value.replace("/data/", f"{root}/data/").replace(
            "/opt/pickomino/bin:$PATH", f"{root}/opt/pickomino/bin:{os.environ['PATH']}"
        )
    data = root / only(final, "WORKDIR")[0].lstrip("/")
    data.mkdir(exist_ok=True)
    return subprocess.run(
        list(command),
        cwd=data,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        **options,
    )


def test_the_installed_environment_runs_the_bot_and_holds_no_build_tools(image):
    venv = image / "opt" / "pickomino"
    version = in_image(image, str(venv / "bin" / "pickomino-bot"), "version")
    assert version.returncode == 0 and version.stdout.startswith("pickomino-bot ")
    for tool in ("pip", "setuptools", "wheel"):
        probe = in_image(image, str(venv / "bin" / "python"), "-c", f"import {tool}")
        assert probe.returncode != 0, f"{tool} is in the runtime environment"
    assert not list(venv.glob("lib/python*/site-packages/*.egg-link"))
    size = sum(path.stat().st_size for path in venv.rglob("*") if path.is_file())
    assert size < MAX_ENVIRONMENT_BYTES, f"the runtime environment grew to {size} bytes"


def test_every_language_of_the_bot_works_in_the_image(image):
    bot = str(image / "opt" / "pickomino" / "bin" / "pickomino-bot")
    for language, finished in (("fr", "La partie n° "), ("en", "Game #")):
        played = in_image(image, bot, "play", "--new", "--computers", "2", "--language", language)
        assert played.returncode == 0, played.stderr
        assert finished in played.stdout


def test_the_image_command_and_health_check_work_on_a_fresh_volume(image):
    _, final = stages()
    venv_bin = image / "opt" / "pickomino" / "bin"
    entrypoint = [str(venv_bin / "pickomino-bot"), "run"]
    started = in_image(image, *entrypoint, stdin=subprocess.DEVNULL)
    assert started.returncode == 0, started.stderr
    assert "DISCORD_TOKEN is not set" in started.stderr
    assert "Game over" in started.stdout
    assert (image / "data" / "pickomino.db").is_file()

    health = only(final, "HEALTHCHECK")[0].split(" CMD ", 1)[1]
    check = [
        str(venv_bin / part) if part == "pickomino-bot" else part for part in json.loads(health)
    ]
    unhealthy = in_image(image, *check)
    assert unhealthy.returncode == 1 and "unhealthy" in unhealthy.stdout


def test_compose_keeps_the_database_on_the_image_volume_and_needs_a_token():
    compose = (ROOT / "compose.yaml").read_text()
    _, final = stages()
    volume = json.loads(only(final, "VOLUME")[0])[0]
    assert f"pickomino-data:{volume}" in compose
    assert "DISCORD_TOKEN: ${DISCORD_TOKEN:?" in compose
    assert "env_file: .env" in compose
