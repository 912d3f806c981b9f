"""`pickomino-bot run` as a real child process (tests/run_command_process.py) logging in to the
fake Discord: the tests of run's start, its failures and its log start it the same way."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from fakediscord import FakeDiscord
from terminal_process import ROOT

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abc"
"""A token of Discord's shape, which the fake accepts."""
RUN_CHILD = Path(__file__).with_name("run_command_process.py")


async def start_run(
    fake: FakeDiscord, folder: Path, environment: dict[str, str]
) -> asyncio.subprocess.Process:
    """`run` started in `folder` with `environment` (and the project on its path), talking to
    `fake`; what it says is piped."""
    return await asyncio.create_subprocess_exec(
        sys.executable,
        str(RUN_CHILD),
        f"{fake.url}/api/v10",
        f"{fake.url.replace('http', 'ws')}/gateway",
        cwd=folder,
        env={**environment, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")])},
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
