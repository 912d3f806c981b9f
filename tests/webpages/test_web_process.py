"""`pickomino-bot web` as an operator starts it, in a real subprocess (docs/web.md): it serves
the pages on its address, stops cleanly on SIGTERM, and a port already taken is a clear
message with status 2; and `run` with PICKOMINO_WEB_PORT serves the same pages beside the bot."""

import asyncio
import os
import signal
import socket
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiohttp
import pytest
from discord_helpers import running
from fakediscord import FakeDiscord

from web.headers import SECURITY_HEADERS

SERVED = "web pages served on http://"
WAIT = 120
"""Seconds a child may take to start or stop on a loaded machine before the test gives up."""


def environment(tmp_path: Path, **more: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PICKOMINO_")}
    env.pop("DISCORD_TOKEN", None)
    env.update(PICKOMINO_DATABASE_PATH=str(tmp_path / "games.db"), PICKOMINO_LOG_LEVEL="INFO")
    env.update(more)
    return env


@asynccontextmanager
async def web_process(tmp_path: Path, **more: str) -> AsyncIterator[str]:
    """`pickomino-bot web` on a free port, with `environment(tmp_path, **more)`; its address
    (`http://host:port`) while it runs. Its log goes to a file, read for the address and
    checked for tracebacks once it stopped."""
    log_path = tmp_path / "web.log"
    with log_path.open("w") as log:
        child = subprocess.Popen(
            [sys.executable, "-m", "bot", "web", "--port", "0"],
            cwd=tmp_path,
            env=environment(tmp_path, **more),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=log,
        )
    try:
        async with asyncio.timeout(WAIT):
            while SERVED not in log_path.read_text():
                assert child.poll() is None, log_path.read_text()
                await asyncio.sleep(0.1)
        line = next(line for line in log_path.read_text().splitlines() if SERVED in line)
        yield "http://" + line.split(SERVED, 1)[1].strip().rstrip("/")
    finally:
        child.terminate()
        child.wait(timeout=WAIT)
    assert "Traceback" not in log_path.read_text()


@pytest.fixture
def taken_port() -> Iterator[int]:
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        yield held.getsockname()[1]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def not_found(url: str) -> None:
    async with aiohttp.ClientSession() as session, session.get(url + "/s/nothing/") as answer:
        assert answer.status == 404
        assert "Page not found" in await answer.text()
        for name, value in SECURITY_HEADERS.items():
            assert answer.headers[name] == value


async def test_the_web_command_serves_and_stops_on_sigterm(tmp_path: Path) -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", "bot", "web", "--port", "0"],
        cwd=tmp_path,
        env=environment(tmp_path),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stderr is not None
        lines = []
        for line in child.stderr:
            lines.append(line)
            if SERVED in line:
                break
        address = lines[-1].split(SERVED, 1)[1].strip().rstrip("/")
        assert address.startswith("127.0.0.1:"), lines
        await not_found("http://" + address)
        child.send_signal(signal.SIGTERM)
        out, err = child.communicate(timeout=WAIT)
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert child.returncode == 0, err
    assert "stopped" in err and "Traceback" not in err
    assert out == ""


def test_a_taken_port_is_a_setting_to_fix(tmp_path: Path, taken_port: int) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "web"],
        cwd=tmp_path,
        env=environment(tmp_path, PICKOMINO_WEB_PORT=str(taken_port)),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert done.returncode == 2
    assert f"The web pages' port {taken_port} cannot be used on 127.0.0.1" in done.stderr
    assert "PICKOMINO_WEB_PORT (or --port)" in done.stderr and "Traceback" not in done.stderr


def test_a_port_out_of_range_is_refused_by_the_command_line(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "web", "--port", "70000"],
        cwd=tmp_path,
        env=environment(tmp_path),
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert done.returncode == 2
    assert "a port is a number from 0 to 65535" in done.stderr


async def test_run_serves_the_pages_beside_the_bot_while_it_runs(tmp_path: Path) -> None:
    port = free_port()
    async with FakeDiscord() as fake:
        async with running(fake, tmp_path / "games.db", web_port=port) as bot:
            assert bot.web_pages is not None and bot.web_pages.port == port
            await not_found(f"http://127.0.0.1:{port}")
        assert bot.web_pages is None
    with pytest.raises(aiohttp.ClientConnectionError):
        await not_found(f"http://127.0.0.1:{port}")
