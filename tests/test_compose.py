"""The Compose files, checked without a Docker engine (none runs where the tests run): against
the Compose Specification's JSON schema (deploy/compose-spec.json, with check-jsonschema),
and for what Compose does with their variables, which it checks for every service of a file
before it applies profiles (issue 27: the sharded deployment's `${POSTGRES_PASSWORD:?}`, a
service in a profile of compose.yaml, made README's plain `docker compose up -d --build` with
only DISCORD_TOKEN abort)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = ROOT / "deploy" / "compose-spec.json"
PLAIN = ROOT / "compose.yaml"
SHARDS = ROOT / "compose.shards.yaml"
MONITORING = ROOT / "compose.monitoring.yaml"
REQUIRED = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*):?\?")
"""`${NAME:?message}` or `${NAME?message}`: Compose refuses the whole file without NAME."""


def strings(node: Any) -> list[str]:
    if isinstance(node, dict):
        return [text for key, value in node.items() for text in strings(key) + strings(value)]
    if isinstance(node, list):
        return [text for item in node for text in strings(item)]
    return [node] if isinstance(node, str) else []


def loaded(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = YAML(typ="safe").load(path.read_text())
    return data


def required_variables(path: Path) -> set[str]:
    return {name for text in strings(loaded(path)) for name in REQUIRED.findall(text)}


def validate(*paths: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "check_jsonschema", "--schemafile", str(SCHEMA)]
    return subprocess.run([*command, *map(str, paths)], capture_output=True, text=True, check=False)


def test_both_files_follow_the_compose_specification():
    done = validate(PLAIN, SHARDS)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_schema_check_refuses_what_compose_would(tmp_path):
    """A check that cannot fail is no check: a misspelt key and a wrong type are refused."""
    broken = tmp_path / "compose.yaml"
    broken.write_text("services:\n  bot:\n    image: x\n    restrat: always\n    ports: 8080\n")
    done = validate(broken)
    assert done.returncode == 1
    assert "restrat" in done.stdout and "ports" in done.stdout


def test_plain_up_needs_nothing_but_the_token():
    assert required_variables(PLAIN) == {"DISCORD_TOKEN"}


@pytest.mark.parametrize(
    "path",
    [PLAIN, SHARDS, MONITORING],
    ids=["compose.yaml", "compose.shards.yaml", "compose.monitoring.yaml"],
)
def test_no_service_hides_in_a_profile(path):
    """`up` starts every service of its file: which ones is the file's choice, not a flag."""
    assert all("profiles" not in service for service in loaded(path)["services"].values())


def test_the_sharded_deployment_never_starts_the_sqlite_service():
    """Its up and upgrade commands start PostgreSQL and the shards only: every bot process of
    the file has the database URL and its shard, none keeps games in a SQLite file."""
    services = loaded(SHARDS)["services"]
    bots = {
        name: service
        for name, service in services.items()
        if "build" in service and service.get("command", ["run"])[0] == "run"
    }
    assert set(bots) == {"shard-0", "shard-1"}
    for name, service in bots.items():
        environment = service["environment"]
        assert environment["PICKOMINO_DATABASE_URL"].startswith("postgresql://")
        assert environment["PICKOMINO_SHARD_IDS"] == name.removeprefix("shard-")
    assert not set(services) & set(loaded(PLAIN)["services"])
    assert required_variables(SHARDS) == {"DISCORD_TOKEN", "POSTGRES_PASSWORD"}


def test_both_deployments_serve_the_web_pages_on_the_machines_loopback_only():
    """Issue 38: the plain file's bot serves them beside itself, the sharded one runs
    `pickomino-bot web` on the shards' database; either is published for a reverse proxy on
    the same machine, never on every address."""
    plain = loaded(PLAIN)["services"]["pickomino"]
    assert plain["environment"]["PICKOMINO_WEB_PORT"] == "8080"
    assert plain["ports"] == ["127.0.0.1:8080:8080"]
    web = loaded(SHARDS)["services"]["web"]
    assert web["command"][0] == "web"
    assert web["environment"]["PICKOMINO_DATABASE_URL"].startswith("postgresql://")
    assert web["ports"] == ["127.0.0.1:8080:8080"]


def test_the_deployment_guide_gives_each_its_own_commands():
    guide = (ROOT / "docs" / "deployment.md").read_text()
    assert "docker compose up -d --build" in guide
    assert "docker compose -f compose.shards.yaml up -d --build" in guide
    assert "--profile" not in guide


def test_monitoring_needs_no_variable_and_starts_no_bot():
    """The monitoring file goes beside either deployment: it asks for nothing more, and
    starts Prometheus and Grafana only (a bot of its own would run beside the shards)."""
    assert required_variables(MONITORING) == set()
    assert set(loaded(MONITORING)["services"]) == {"prometheus", "grafana"}


def interpolated(text: str, values: dict[str, str]) -> str:
    """`${NAME}`, `${NAME:?message}` and `${NAME?message}` replaced as Compose does."""
    return re.sub(r"\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?\?[^}]*)?\}", lambda m: values[m[1]], text)


def test_the_shards_take_any_password_beside_their_url():
    """Issue 34: `${POSTGRES_PASSWORD}` was pasted into the URL, unencoded; a generated
    password with `/`, `+` or `@` made it another URL. The URL now has no password, and each
    shard gets it in libpq's PGPASSWORD, which takes it as it is (the password tests open a
    real server that way: tests/test_postgres_passwords.py)."""
    from storage.postgres_urls import masked, unreadable

    password = "Kq7/Zt9@Wm4:Rx2%Jb5+Hé6$"
    values = {"POSTGRES_PASSWORD": password, "DISCORD_TOKEN": "a.b.c"}
    data: dict[str, Any] = YAML(typ="safe").load(interpolated(SHARDS.read_text(), values))
    services = data["services"]
    assert services["postgres"]["environment"]["POSTGRES_PASSWORD"] == password
    for name in ("shard-0", "shard-1"):
        environment = services[name]["environment"]
        url = environment["PICKOMINO_DATABASE_URL"]
        assert not unreadable(url) and masked(url) == url and "Kq7" not in url
        assert environment["PGPASSWORD"] == password
