"""A throwaway PostgreSQL server for tests and benchmarks, started from the installed binaries.

`initdb` in a temporary folder, `postgres` on a free loopback port, stopped and deleted at the
end. PostgreSQL refuses to run as root (as CI does), so there the server runs as the system
user `postgres` (created by Debian's package), through `setpriv`.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

SERVER_USER = "postgres"
SUPERUSER = "pickomino"
BIN_GLOB = "/usr/lib/postgresql/*/bin"


class NoPostgres(RuntimeError):
    """No PostgreSQL server binaries on this machine."""


def find_bin_dir() -> Path:
    """The folder of `initdb` and `pg_ctl`: on PATH, or Debian's versioned folder."""
    on_path = shutil.which("initdb")
    if on_path is not None and shutil.which("pg_ctl") is not None:
        return Path(on_path).resolve().parent
    candidates = sorted(glob.glob(BIN_GLOB), key=lambda folder: int(folder.split("/")[-2]))
    for folder in reversed(candidates):
        if (Path(folder) / "initdb").is_file():
            return Path(folder)
    raise NoPostgres("no PostgreSQL server installed (initdb not found on PATH or in " + BIN_GLOB)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Cluster:
    def __init__(self) -> None:
        self.bin_dir = find_bin_dir()
        self.root = Path(tempfile.mkdtemp(prefix="pickomino-pg-"))
        self.data = self.root / "data"
        self.port = free_port()
        self._as_server_user: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.root, SERVER_USER)
            self._as_server_user = [
                "setpriv",
                f"--reuid={SERVER_USER}",
                f"--regid={SERVER_USER}",
                "--init-groups",
            ]
        self._run(
            "initdb",
            "-D",
            str(self.data),
            "-U",
            SUPERUSER,
            "-A",
            "trust",
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
        )

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def start(self) -> None:
        options = " ".join(
            [
                f"-p {self.port}",
                "-c listen_addresses=127.0.0.1",
                f"-c unix_socket_directories={self.root}",
                "-c max_connections=200",
                "-c shared_buffers=32MB",
                "-c full_page_writes=off",
            ]
        )
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.log), "-w", "start")

    def stop(self, mode: str = "fast") -> None:
        """`fast` disconnects clients and shuts down cleanly; `immediate` is a crash."""
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def restart(self, mode: str = "fast") -> None:
        self.stop(mode)
        self.start()

    def destroy(self) -> None:
        if (self.data / "postmaster.pid").exists():
            self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)

    @property
    def log(self) -> Path:
        return self.root / "server.log"

    def _run(self, program: str, *arguments: str) -> None:
        command = [*self._as_server_user, str(self.bin_dir / program), *arguments]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            log = self.log.read_text() if self.log.exists() else ""
            raise RuntimeError(f"{' '.join(command)} failed: {done.stderr}{done.stdout}\n{log}")
