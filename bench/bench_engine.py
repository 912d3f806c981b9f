"""Engine speed against an earlier version, in one interleaved run.

Run: `python -m bench.bench_engine [--against 7d76d05] [--repeats 5]`. The engine of the given
commit is extracted (`git archive`) into a temporary folder; each timed run is a fresh process
(bench/engine_worker.py) with PYTHONPATH set to one version, and the two versions alternate
(old-new, then new-old) in every repetition, so that load on the machine falls on both alike.
Both versions must play exactly the same games (the worker's digest of final positions is
compared), which also shows the rules did not change. Each run is timed in CPU seconds of its
process, not wall-clock time, so that waiting for a core on a busy machine is left out (cache
and frequency effects of other load remain). Prints a Markdown table for
docs/benchmarks.md: actions per second of each version (median over repetitions) and the ratio
new/old (median, and the lowest and highest of the per-repetition ratios).

On a shared machine the timings swing with the load. `--instructions` adds a measure the load
does not move: the CPU instructions per action of each version, counted by valgrind
(callgrind) over a shorter run of the same games, with the start-up (a run of no games)
subtracted and PYTHONHASHSEED fixed. It needs valgrind and takes a few minutes.
"""

import argparse
import json
import platform
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKER = Path(__file__).resolve().parent / "engine_worker.py"
CASES = [
    ("random", "classic", 2),
    ("random", "extension", 2),
    ("greedy", "classic", 2),
    ("greedy", "extension", 2),
]
"""random: the legal action drawn uniformly (simulate.random_policy); greedy: stops as soon as
stopping takes a tile (policies.cautious_action)."""


def extract(commit: str, into: Path) -> Path:
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "engine"], check=True, capture_output=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def timed(tree: Path, policy: str, rules: str, players: int, games: int) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, str(WORKER), policy, rules, str(players), str(games)],
        check=True,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
    )
    result: dict[str, object] = json.loads(done.stdout)
    assert str(result["engine"]).startswith(str(tree)), result
    return result


def instructions(tree: Path, policy: str, rules: str, players: int, games: int) -> int:
    """CPU instructions (valgrind's Ir) of one worker run."""
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
         str(WORKER), policy, rules, str(players), str(games)],
        check=True,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0"},
    )  # fmt: skip
    found = re.search(r"Collected : (\d+)", done.stderr)
    assert found, done.stderr
    return int(found.group(1))


def instruction_table(old: Path, random_games: int, greedy_games: int) -> None:
    print()
    print("| player | rules | games | old instructions/action | new instructions/action "
          "| old/new |")  # fmt: skip
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    start_up = {tree: instructions(tree, "random", "classic", 2, 0) for tree in (old, ROOT)}
    for policy, rules, players in CASES:
        games = random_games if policy == "random" else greedy_games
        actions = int(str(timed(ROOT, policy, rules, players, games)["actions"]))
        per_action = {
            tree: (instructions(tree, policy, rules, players, games) - start_up[tree]) / actions
            for tree in (old, ROOT)
        }
        print(
            f"| {policy} | {rules} | {games} | {per_action[old]:,.0f} | {per_action[ROOT]:,.0f} "
            f"| {per_action[old] / per_action[ROOT]:.2f} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--against", default="7d76d05", help="the commit to compare with")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--random-games", type=int, default=100)
    parser.add_argument("--greedy-games", type=int, default=500)
    parser.add_argument("--instructions", action="store_true", help="also count instructions")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, against {args.against}")
    print()
    print("| player | rules | games | actions | old actions/s | new actions/s | new/old median "
          "| new/old lowest-highest |")  # fmt: skip
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |")
    with tempfile.TemporaryDirectory() as folder:
        old = extract(args.against, Path(folder))
        for policy, rules, players in CASES:
            games = args.random_games if policy == "random" else args.greedy_games
            speeds: dict[str, list[float]] = {"old": [], "new": []}
            ratios = []
            digests = set()
            actions = 0
            for repeat in range(args.repeats):
                order = [("old", old), ("new", ROOT)]
                if repeat % 2:
                    order.reverse()
                run = {}
                for name, tree in order:
                    result = timed(tree, policy, rules, players, games)
                    digests.add(result["digest"])
                    actions = int(str(result["actions"]))
                    run[name] = actions / float(str(result["seconds"]))
                    speeds[name].append(run[name])
                ratios.append(run["new"] / run["old"])
            if len(digests) != 1:
                raise SystemExit(f"{policy} {rules}: the versions played different games")
            print(
                f"| {policy} | {rules} | {games} | {actions:,} "
                f"| {statistics.median(speeds['old']):,.0f} "
                f"| {statistics.median(speeds['new']):,.0f} "
                f"| {statistics.median(ratios):.2f} | {min(ratios):.2f}-{max(ratios):.2f} |"
            )
        if args.instructions:
            instruction_table(old, args.random_games // 10, args.greedy_games // 10)


if __name__ == "__main__":
    main()
