"""Engine speed: whole games per second with a random legal policy, one process.

Run: `python -m bench.bench_engine [--games N]`. Prints a Markdown table for
docs/benchmarks.md. Each figure is the best of three runs, to keep other load on the machine
out of it as far as possible.
"""

import argparse
import platform
import random
import time

from engine.pickomino import Game, Settings
from engine.pickomino.simulate import play_game, random_policy

CASES = [
    ("classic", 2, Settings()),
    ("classic", 4, Settings()),
    ("extension", 2, Settings()),
    ("extension", 4, Settings()),
    ("classic", 2, Settings(flip_when_nothing_returned=True)),
]


def measure(rules: str, players: int, settings: Settings, games: int) -> tuple[float, float, float]:
    """(games per second, actions per game, microseconds per action), best of three."""
    best = float("inf")
    actions = 0
    for _ in range(3):
        policy = random_policy(random.Random(1))
        actions = 0
        start = time.perf_counter()
        for seed in range(games):
            actions += play_game(Game.new(rules, players, seed, settings), policy)
        best = min(best, time.perf_counter() - start)
    return games / best, actions / games, best / actions * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, {args.games} games a case")
    print()
    print("| rules | players | setting | games/s | actions/game | µs/action |")
    print("| --- | --- | --- | ---: | ---: | ---: |")
    for rules, players, settings in CASES:
        games = args.games * 10 if settings.flip_when_nothing_returned else args.games
        per_second, per_game, per_action = measure(rules, players, settings, games)
        setting = "flip_when_nothing_returned" if settings.flip_when_nothing_returned else "-"
        print(
            f"| {rules} | {players} | {setting} | {per_second:,.0f} | {per_game:,.0f} "
            f"| {per_action:.2f} |"
        )


if __name__ == "__main__":
    main()
