"""What `run` logs from its start to its stop, read from a real run against the fake Discord
(issue 34): discord.py warned at every start that PyNaCl and davey, its voice libraries,
were not installed; the bot never uses voice, and the start's log is now warning-free. Its
other warnings still pass."""

from __future__ import annotations

import asyncio
import io
import logging
import os
import signal
import sys
from pathlib import Path

from fakediscord import FakeDiscord
from terminal_process import ROOT, cli_environment

from bot.logging_setup import setup_logging

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abc"
RUN_CHILD = Path(__file__).with_name("run_command_process.py")


async def test_a_run_logs_no_warning_from_start_to_stop(tmp_path):
    environment = {
        **cli_environment(DISCORD_TOKEN=TOKEN),
        "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")]),
    }
    async with FakeDiscord() as fake:
        fake.add_guild()
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            str(RUN_CHILD),
            f"{fake.url}/api/v10",
            f"{fake.url.replace('http', 'ws')}/gateway",
            cwd=tmp_path,
            env=environment,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        try:
            await fake.wait_shard_ready(0, 0, timeout=60)
        finally:
            process.send_signal(signal.SIGTERM)
            out, err = await process.communicate()
    log = (out + err).decode()
    assert process.returncode == 0, log
    assert "has connected to Gateway" in log and "bot.serve: stopped" in log
    levels = {line.split()[2] for line in log.splitlines() if len(line.split()) > 2}
    assert levels == {"INFO"}, log
    assert "voice" not in log


def test_discord_pys_other_warnings_still_pass():
    stream = io.StringIO()
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        setup_logging("INFO", stream=stream)
        client = logging.getLogger("discord.client")
        client.warning("PyNaCl is not installed, voice will NOT be supported")
        client.warning("davey is not installed, voice will NOT be supported")
        client.warning("Shard ID None heartbeat blocked for more than 10 seconds.")
    finally:
        for handler in list(root.handlers):
            root.removeHandler(handler)
        for handler in handlers:
            root.addHandler(handler)
        root.setLevel(level)
    (line,) = stream.getvalue().splitlines()
    assert line.endswith(
        "WARNING discord.client: Shard ID None heartbeat blocked for more than 10 seconds."
    )
