"""The monitoring files of deploy/ (issue 31): the Grafana dashboard and the Prometheus alerts
name only series the bot serves, and Prometheus's own checker accepts the rules and their
unit tests (`promtool`, from Debian's prometheus package; .ci/run provides it and sets
REQUIRE_PROMTOOL so that CI cannot skip it)."""

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from bot.metrics import Metrics
from bot.settings import SettingsError, load_settings

ROOT = Path(__file__).resolve().parents[1]
DASHBOARD = ROOT / "deploy" / "grafana" / "dashboards" / "pickomino.json"
PROMETHEUS = ROOT / "deploy" / "prometheus"
OURS = re.compile(r"\bpickomino_[a-z_]+")
SUFFIXES = {"counter": ("_total",), "histogram": ("_bucket", "_count", "_sum"), "gauge": ("",)}


def served_names() -> set[str]:
    """Every series name the bot's registry can serve."""
    return {
        family.name + suffix
        for family in Metrics(None).registry.collect()
        for suffix in SUFFIXES.get(family.type, ("",))
    }


def expressions_of_dashboard() -> list[str]:
    panels = json.loads(DASHBOARD.read_text(encoding="utf-8"))["panels"]
    return [target["expr"] for panel in panels for target in panel.get("targets", [])]


def expressions_of_alerts() -> list[str]:
    rules = yaml.safe_load((PROMETHEUS / "alerts.yml").read_text(encoding="utf-8"))
    return [rule["expr"] for group in rules["groups"] for rule in group["rules"]]


def test_the_dashboard_loads_and_names_only_served_series():
    dashboard = json.loads(DASHBOARD.read_text(encoding="utf-8"))
    panels = dashboard["panels"]
    assert dashboard["uid"] and dashboard["schemaVersion"] >= 36
    assert len({panel["id"] for panel in panels}) == len(panels)
    for panel in panels:
        place = panel["gridPos"]
        assert place["x"] + place["w"] <= 24 and place["h"] > 0, panel["title"]
        for target in panel.get("targets", []):
            assert target["datasource"]["uid"] == "prometheus"
    named = {name for expr in expressions_of_dashboard() for name in OURS.findall(expr)}
    assert named and named <= served_names(), named - served_names()


def test_the_alerts_name_only_served_series():
    named = {name for expr in expressions_of_alerts() for name in OURS.findall(expr)}
    assert named and named <= served_names(), named - served_names()


def test_the_datasource_the_dashboard_uses_is_provisioned():
    provisioned = yaml.safe_load(
        (ROOT / "deploy/grafana/provisioning/datasources/prometheus.yml").read_text()
    )
    assert [source["uid"] for source in provisioned["datasources"]] == ["prometheus"]


def promtool() -> str:
    found = os.environ.get("PROMTOOL") or shutil.which("promtool")
    if found is None:
        if os.environ.get("REQUIRE_PROMTOOL"):
            pytest.fail("REQUIRE_PROMTOOL is set but no promtool was found")
        pytest.skip("promtool (Debian's prometheus package) is not installed here")
    return found


@pytest.mark.parametrize(
    "check",
    [
        ["check", "rules", "alerts.yml"],
        ["test", "rules", "alerts_test.yml"],
        ["check", "config", "prometheus.yml"],
    ],
    ids=["rules", "rule-tests", "config"],
)
def test_prometheus_accepts_the_rules_and_the_configuration(check):
    done = subprocess.run(
        [promtool(), *check], cwd=PROMETHEUS, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("port", ["0", "65536", "ten"])
def test_a_metrics_port_out_of_range_is_refused(monkeypatch, port):
    monkeypatch.setenv("PICKOMINO_METRICS_PORT", port)
    with pytest.raises(SettingsError) as refused:
        load_settings(None)
    assert "PICKOMINO_METRICS_PORT" in str(refused.value)
