"""`pickomino-bot` in a child process, as a person in a terminal or a service without one runs it.

A pseudo-terminal gives the child a real terminal (isatty is true for its stdin, stdout and
stderr); everything it writes is read back from the terminal's other end.
"""

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEADLINE = 120.0
"""Seconds a child may take before a test fails instead of hanging; never reached when it works."""


def cli_environment(**extra: str) -> dict[str, str]:
    """A fresh machine: no token and no PICKOMINO_* settings; the bot imported from the tree;
    a UTF-8 locale (a test of another one says so)."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PICKOMINO_", "LC_", "PYTHONIOENCODING", "PYTHONUTF8"))
        and key != "DISCORD_TOKEN"
    }
    environment["PYTHONPATH"] = str(ROOT)
    environment["LANG"] = "C.UTF-8"
    environment.update(extra)
    return environment


def cli_command(*arguments: str) -> list[str]:
    return [sys.executable, "-m", "bot", *arguments]


class TerminalProcess:
    """A child whose standard input, output and error are one 24x80 terminal."""

    def __init__(self, command: list[str], cwd: Path, env: dict[str, str]) -> None:
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.process = subprocess.Popen(
            command, stdin=slave, stdout=slave, stderr=slave, cwd=cwd, env=env, close_fds=True
        )
        os.close(slave)
        self.output = b""
        self.closed = False

    def text(self) -> str:
        return self.output.decode("utf-8", errors="replace")

    def _read(self, deadline: float) -> None:
        ready, _, _ = select.select([self.master], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            raise TimeoutError(f"the child wrote nothing more; so far:\n{self.text()[-2000:]}")
        try:
            chunk = os.read(self.master, 65536)
        except OSError:
            chunk = b""
        if not chunk:
            self.closed = True
        self.output += chunk

    def read_until(self, pattern: str, count: int = 1) -> re.Match[str]:
        """Read until `pattern` (a regular expression) has appeared `count` times in the
        output; its `count`th match. Counted match by match: one pattern repeated `count`
        times would backtrack for seconds over a long game's output."""
        deadline = time.monotonic() + DEADLINE
        while len(found := list(re.finditer(pattern, self.text()))) < count:
            if self.closed:
                raise AssertionError(f"the child ended without {pattern!r}:\n{self.text()[-2000:]}")
            self._read(deadline)
        return found[count - 1]

    def type(self, line: str) -> None:
        """Type `line` and Enter, as a person at the keyboard."""
        os.write(self.master, f"{line}\r".encode())

    def finish(self) -> int:
        """Read everything until the child closes the terminal; its exit status."""
        deadline = time.monotonic() + DEADLINE
        while not self.closed:
            self._read(deadline)
        os.close(self.master)
        return self.process.wait(timeout=DEADLINE)
