"""What `run` logs from its start to its stop, read from a real run against the fake Discord
(issue 34): discord.py warned at every start that PyNaCl and davey, its voice libraries,
were not installed; the bot never uses voice, and the start's log is now warning-free. Its
other warnings still pass."""

from __future__ import annotations

import io
import logging
import signal

from fakediscord import FakeDiscord
from run_against_fake import TOKEN, start_run
from terminal_process import cli_environment

from bot.logging_setup import setup_logging


async def test_a_run_logs_no_warning_from_start_to_stop(tmp_path):
    environment = cli_environment(DISCORD_TOKEN=TOKEN)
    async with FakeDiscord() as fake:
        fake.add_guild()
        process = await start_run(fake, tmp_path, environment)
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
