"""How long `import engine.pickomino` takes, against an earlier version, in one interleaved run.

Run: `python -m bench.bench_engine_import [--against 7d76d05] [--repeats 21]`. Each
measurement is a fresh `python -X importtime -c "import engine.pickomino"` with PYTHONPATH set
to one version (the old one extracted with `git archive`); the figure is the cumulative time
Python reports for the `engine.pickomino` package, start-up of the interpreter left out. Byte
code is compiled by a first, unmeasured run of each version, as an installed package would
have it. Prints median, lowest and highest, and whether pydantic was imported.
"""

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.bench_engine import ROOT, extract

STATEMENT = "import engine.pickomino; print(engine.pickomino.__file__)"
"""-P keeps the current folder off sys.path, so PYTHONPATH alone chooses the version."""


def import_time(tree: Path) -> tuple[float, bool]:
    """(milliseconds for engine.pickomino, whether pydantic was imported)."""
    done = subprocess.run(
        [sys.executable, "-P", "-X", "importtime", "-c", STATEMENT],
        check=True,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
    )
    assert done.stdout.startswith(str(tree)), done.stdout
    cumulative = None
    pydantic = False
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        _, total, name = line.split("|")
        pydantic = pydantic or name.strip().startswith("pydantic")
        if name.strip() == "engine.pickomino":
            cumulative = int(total) / 1000
    assert cumulative is not None, done.stderr
    return cumulative, pydantic


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--against", default="7d76d05")
    parser.add_argument("--repeats", type=int, default=21)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        trees = {"old": extract(args.against, Path(folder)), "new": ROOT}
        times: dict[str, list[float]] = {"old": [], "new": []}
        pydantic = {}
        for tree in trees.values():
            import_time(tree)
        for repeat in range(args.repeats):
            names = ["old", "new"] if repeat % 2 == 0 else ["new", "old"]
            for name in names:
                milliseconds, pydantic[name] = import_time(trees[name])
                times[name].append(milliseconds)
    print(f"`import engine.pickomino`, {args.repeats} runs each, against {args.against}")
    print()
    print("| version | median ms | lowest ms | highest ms | imports pydantic |")
    print("| --- | ---: | ---: | ---: | --- |")
    for name in ("old", "new"):
        values = times[name]
        print(
            f"| {name} | {statistics.median(values):.1f} | {min(values):.1f} "
            f"| {max(values):.1f} | {'yes' if pydantic[name] else 'no'} |"
        )


if __name__ == "__main__":
    main()
