"""Start-up of `pickomino-bot` against an earlier version, in one interleaved run.

Run: `python -m bench.bench_startup [--against c648438] [--repeats 10]`. The tree of the given
commit is extracted (`git archive`) into a temporary folder; every timed run is a fresh
process started in one version's folder (so its `bot` package is the one imported), and the
versions alternate in every repetition, so load on the machine falls on both alike. Measured:
- `version` and `health` (no bot running: it answers unhealthy): the whole command;
- `play`: from start to the first board's prompt (a new game, one human, one computer, in an
  empty database), read from the process's output as it comes;
- `python -c pass`: the interpreter alone, the floor no command can go under.
Each run is also measured in CPU time (user and system, of the whole process, from the
operating system's accounting of finished children): on a machine others load, wall-clock
times swing by several times where CPU times move by a few percent. For `play` that is the
whole run (start, first board, then quitting on the closed input and saving), not only the
part before the first board.
Each version gets one untimed run first (compiled bytecode, compiled catalogs). Prints a
Markdown table for docs/benchmarks.md: the median, lowest and highest of each.
Both versions run on this Python, so it needs the libraries of both: against a commit from
before pydantic left the dependencies (issue 16), `pip install pydantic pydantic-settings`
first (this version never imports them; tests/test_cli_imports.py checks it).
"""

import argparse
import os
import platform
import resource
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROMPT = b"your move"
IGNORED = ("PYTHONPATH", "PYTHONDONTWRITEBYTECODE")
"""Left out of the runs' environment: each version imports its own code, from compiled
bytecode as an installed bot does (without it every start compiles ~100 modules again)."""
PLAY = ["play", "--human", "A", "--computers", "1", "--seed", "1", "--language", "en", "--new"]


Timing = tuple[float, float]
"""(wall-clock seconds, CPU seconds of the child)."""


def children_cpu() -> float:
    """CPU seconds of every finished child so far: a run's own is the difference around it."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def extract(commit: str, into: Path) -> Path:
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit], capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def timed_command(*arguments: str, status: int = 0) -> Callable[[Path, dict[str, str]], Timing]:
    """A measure of the whole command `pickomino-bot ARGUMENTS`, which must end with `status`."""

    def timed(folder: Path, environment: dict[str, str]) -> Timing:
        cpu, start = children_cpu(), time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "bot", *arguments],
            cwd=folder,
            env=environment,
            capture_output=True,
        )
        elapsed = time.perf_counter() - start, children_cpu() - cpu
        if done.returncode != status:
            raise RuntimeError(f"{arguments} ended with {done.returncode}: {done.stderr[-300:]!r}")
        return elapsed

    return timed


def timed_first_board(folder: Path, environment: dict[str, str]) -> Timing:
    cpu, start = children_cpu(), time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", *PLAY],
        cwd=folder,
        env=environment,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert process.stdout is not None and process.stdin is not None
    seen = b""
    while PROMPT not in seen:
        chunk = os.read(process.stdout.fileno(), 65536)
        if not chunk:
            raise RuntimeError(f"play ended before its first board: {seen[-300:]!r}")
        seen += chunk
    elapsed = time.perf_counter() - start
    process.stdin.close()
    process.stdout.read()
    process.wait()
    return elapsed, children_cpu() - cpu


def timed_bare(folder: Path, environment: dict[str, str]) -> Timing:
    cpu, start = children_cpu(), time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], cwd=folder, env=environment, check=True)
    return time.perf_counter() - start, children_cpu() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--against", default="c648438", help="the earlier commit")
    parser.add_argument("--repeats", type=int, default=10)
    args = parser.parse_args()
    before_load = f"{os.getloadavg()[0]:.1f}"
    with tempfile.TemporaryDirectory() as scratch:
        base = Path(scratch)
        versions = {"before": extract(args.against, base / "before"), "now": ROOT}
        environments = {
            name: {
                **{key: value for key, value in os.environ.items() if key not in IGNORED},
                "XDG_CACHE_HOME": str(base / "cache"),
                "PICKOMINO_DATABASE_PATH": str(base / f"{name}.db"),
            }
            for name in versions
        }
        measures = {
            "version": timed_command("version"),
            "health": timed_command("health", status=1),
            "play, first board": timed_first_board,
        }
        times: dict[tuple[str, str], list[Timing]] = {}
        for name, folder in versions.items():
            for measure in measures.values():
                measure(folder, environments[name])
        for repeat in range(args.repeats):
            order = list(versions.items())
            if repeat % 2:
                order.reverse()
            for name, folder in order:
                for what, measure in measures.items():
                    times.setdefault((what, name), []).append(measure(folder, environments[name]))
            times.setdefault(("python -c pass", "-"), []).append(
                timed_bare(ROOT, environments["now"])
            )
    print(f"Python {platform.python_version()}, {args.repeats} repetitions, against {args.against}")
    print(f"load average before: {before_load}, after: {os.getloadavg()[0]:.1f}")
    print("| measure | version | median ms | lowest | highest | CPU median ms | lowest | highest |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for (what, name), timings in times.items():
        cells = []
        for values in ([wall for wall, _ in timings], [cpu for _, cpu in timings]):
            cells += [statistics.median(values), min(values), max(values)]
        print(f"| {what} | {name} | " + " | ".join(f"{cell * 1000:.0f}" for cell in cells) + " |")


if __name__ == "__main__":
    main()
