"""A throwaway PostgreSQL server for tests and benchmarks, started from the installed binaries.

`initdb` in a temporary folder, `postgres` on a free loopback port, stopped and deleted at the
end. PostgreSQL refuses to run as root (as CI does), so there the server runs as the system
user `postgres` (created by Debian's package), through `setpriv`.

The end comes even when the process that made the cluster dies without reaching it (killed
by a timeout, say: a run killed so left its server running for an hour, issue 34). A watchdog,
this file run as a program in a session of its own (a signal to the test's process group
does not reach it), holds the reading end of a pipe whose writing end only that process
holds: the kernel closes it however the process ends, and the watchdog, reading end-of-file
with no word before it, stops the server and deletes its folder. `destroy` says "done" first,
and the watchdog leaves the work to it.
"""

from __future__ import annotations

import glob
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator
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
    def __init__(self, password: str | None = None) -> None:
        """`password`: the superuser logs in with it (scram-sha-256) instead of being
        trusted, for tests of a refused password."""
        self.bin_dir = find_bin_dir()
        self.password = password
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
        self._watchdog, self._alive = self._watch()
        authentication = ["-A", "trust"]
        if password is not None:
            secret = self.root / "password"
            secret.write_text(password + "\n")
            if os.geteuid() == 0:
                shutil.chown(secret, SERVER_USER)
            authentication = ["-A", "scram-sha-256", f"--pwfile={secret}"]
        self._run(
            "initdb",
            "-D",
            str(self.data),
            "-U",
            SUPERUSER,
            *authentication,
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
        )

    def url(self, database: str = "postgres", password: str | None = None) -> str:
        password = self.password if password is None else password
        login = SUPERUSER if password is None else f"{SUPERUSER}:{password}"
        return f"postgresql://{login}@127.0.0.1:{self.port}/{database}"

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
        os.write(self._alive, DONE)
        os.close(self._alive)
        self._watchdog.wait()
        if (self.data / "postmaster.pid").exists():
            self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)

    def _watch(self) -> tuple[subprocess.Popen[bytes], int]:
        """The watchdog (see the module's docstring) and the pipe's writing end, which no
        program this process starts inherits (os.pipe's ends are not inheritable)."""
        reading, writing = os.pipe()
        stop = [*self._as_server_user, str(self.bin_dir / "pg_ctl"), "-D", str(self.data)]
        watchdog = subprocess.Popen(
            [sys.executable, __file__, str(reading), str(self.root), json.dumps(stop)],
            pass_fds=(reading,),
            start_new_session=True,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(reading)
        return watchdog, writing

    @property
    def log(self) -> Path:
        return self.root / "server.log"

    def _run(self, program: str, *arguments: str) -> None:
        command = [*self._as_server_user, str(self.bin_dir / program), *arguments]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            log = self.log.read_text() if self.log.exists() else ""
            raise RuntimeError(f"{' '.join(command)} failed: {done.stderr}{done.stdout}\n{log}")


DONE = b"done"
"""What `destroy` writes to the watchdog: the cluster is being stopped the usual way."""


def started(password: str | None = None) -> Iterator[Cluster]:
    """A server of its own for a fixture to yield from, destroyed after: where PostgreSQL is
    missing the tests fail when REQUIRE_POSTGRES is set (CI), and are skipped otherwise."""
    import pytest

    try:
        cluster = Cluster(password=password)
    except NoPostgres as error:
        if os.environ.get("REQUIRE_POSTGRES"):
            pytest.fail(str(error))
        pytest.skip(f"PostgreSQL tests skipped: {error}")
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.destroy()


def watch(reading: int, root: Path, stop: list[str]) -> None:
    """Wait for the end of the pipe; without DONE before it, its writer died: stop the server
    (as a crash would: nothing of it is kept) and delete its folder."""
    with os.fdopen(reading, "rb") as pipe:
        said = pipe.read()
    if said == DONE:
        return
    if (root / "data" / "postmaster.pid").exists():
        subprocess.run([*stop, "-m", "immediate", "-w", "stop"], capture_output=True, check=False)
    shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    watch(int(sys.argv[1]), Path(sys.argv[2]), json.loads(sys.argv[3]))
