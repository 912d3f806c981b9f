"""deploy/pickomino-bot.service, the systemd unit for `run` (issue 27): its restart policy
fits `run`'s exit codes, its paths fit how the bot finds .env and its database, and
`systemd-analyze verify` (deploy/verify-service.sh) finds nothing to say about it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from console.exit_codes import EXIT_FAILED, EXIT_USAGE

ROOT = Path(__file__).resolve().parents[1]
UNIT = ROOT / "deploy" / "pickomino-bot.service"
VERIFY = ROOT / "deploy" / "verify-service.sh"
NOT_INSTALLED = 3


def settings(text: str) -> dict[str, str]:
    """`Key=value` lines, comments and sections left out (each key appears once here)."""
    pairs = (line.split("=", 1) for line in text.splitlines() if "=" in line)
    return {key.strip(): value.strip() for key, value in pairs if not key.startswith("#")}


def test_a_setting_to_fix_is_not_restarted_in_a_loop_and_an_outage_is():
    unit = settings(UNIT.read_text())
    assert unit["Restart"] == "on-failure"
    assert unit["RestartPreventExitStatus"].split() == [str(EXIT_USAGE)]
    assert str(EXIT_FAILED) not in unit["RestartPreventExitStatus"].split()


def test_it_runs_the_bot_where_its_settings_and_database_are():
    """`run` reads .env and data/pickomino.db relative to its working folder, itself (with
    the parser every command uses, not systemd's EnvironmentFile=), and keeps its caches in
    the directory systemd makes for its user (tests/test_service_recipe.py runs it so)."""
    unit = settings(UNIT.read_text())
    folder = unit["WorkingDirectory"]
    assert "EnvironmentFile" not in unit
    assert unit["ExecStart"] == f"{folder}/.venv/bin/pickomino-bot run"
    cache = f"/var/cache/{unit['CacheDirectory']}"
    environment = [line.removeprefix("Environment=") for line in UNIT.read_text().splitlines()]
    assert f"XDG_CACHE_HOME={cache}" in environment
    assert f"MPLCONFIGDIR={cache}/matplotlib" in environment


def seconds(value: str) -> float:
    units = {"s": 1, "min": 60}
    number = value.rstrip("smin")
    return float(number) * units.get(value[len(number) :] or "s", 1)


def test_an_outage_of_any_length_never_exhausts_the_start_limit():
    """Issue 34: 5 starts in 600 s, 10 s apart, left the bot failed after a one-minute
    outage until `systemctl reset-failed`. Restarts RestartSec apart must not fit
    StartLimitBurst + 1 starts into StartLimitIntervalSec."""
    unit = settings(UNIT.read_text())
    pause = seconds(unit["RestartSec"])
    window = seconds(unit["StartLimitIntervalSec"])
    assert pause * int(unit["StartLimitBurst"]) > window
    assert 0 < pause <= 30, "the bot is back within half a minute of the outage's end"


def test_its_documentation_is_the_projects_own_guide():
    """Nothing links outside the repository: the guide in the installed checkout."""
    unit = settings(UNIT.read_text())
    folder = unit["WorkingDirectory"]
    assert unit["Documentation"] == f"file://{folder}/docs/deployment.md"
    assert (ROOT / "docs" / "deployment.md").is_file()


def verify(unit: Path) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        ["bash", str(VERIFY), str(unit), str(ROOT), sys.prefix], capture_output=True, text=True
    )
    if done.returncode == NOT_INSTALLED:
        pytest.skip(done.stdout.strip())
    return done


def test_systemd_analyze_finds_nothing_to_say():
    done = verify(UNIT)
    assert done.returncode == 0, done.stdout


def test_systemd_analyze_would_catch_a_mistake(tmp_path):
    """It exits 0 on a line it ignores; the script fails on any word from it."""
    broken = tmp_path / "pickomino-bot.service"
    broken.write_text(UNIT.read_text().replace("RestartSec=10s", "RestartSec=ten"))
    done = verify(broken)
    assert done.returncode == 1 and "Failed to parse sec value" in done.stdout
