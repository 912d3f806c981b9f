"""The tests' PostgreSQL server (tests/pgcluster.py) ends with the process that started it,
however that process ends (issue 34: a test run killed by a timeout left its server running
for an hour). A process that started a cluster is killed with SIGKILL, which it cannot
catch: its watchdog stops the server and deletes its folder."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pgcluster import NoPostgres, find_bin_dir

TESTS = Path(__file__).resolve().parent
STARTER = """
import sys, time
from pgcluster import Cluster
cluster = Cluster()
cluster.start()
print(cluster.port, cluster.root, flush=True)
time.sleep(3600)
"""
DEADLINE = 60.0
"""Seconds the watchdog may take to stop the server; never reached when it works."""


def answers(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def test_a_killed_process_leaves_no_server_behind(tmp_path):
    try:
        find_bin_dir()
    except NoPostgres as error:
        if os.environ.get("REQUIRE_POSTGRES"):
            pytest.fail(str(error))
        pytest.skip(f"PostgreSQL tests skipped: {error}")
    starter = subprocess.Popen(
        [sys.executable, "-c", STARTER],
        cwd=TESTS,
        env={**os.environ, "PYTHONPATH": str(TESTS)},
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert starter.stdout is not None
        port_text, root_text = starter.stdout.readline().split()
        port, root = int(port_text), Path(root_text)
        assert answers(port) and (root / "data" / "postmaster.pid").exists()
    finally:
        starter.send_signal(signal.SIGKILL)
        starter.wait()
    deadline = time.monotonic() + DEADLINE
    while (answers(port) or root.exists()) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not answers(port), "the server still runs after its starter was killed"
    assert not root.exists()
