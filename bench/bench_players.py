"""Computer players: tournaments between the levels, and how long the expert thinks.

Run:
  python -m bench.bench_players tournament [--games N] [--workers 2] [--scores FILE]
  python -m bench.bench_players summary FILE [FILE ...]
  python -m bench.bench_players speed [--games N] [--repeats 3] [--cpu]

Tournaments: every pair of levels, 2 and 4 players, both rule sets. Each seed is played twice,
the seats swapped, so that neither side profits from moving first. With 4 players the two
levels alternate around the table (A B A B, then B A B A). The figure is the stronger level's
share of the wins (a shared first place is shared), with a 95 % confidence interval.
With --scores, every game's score is appended to FILE as soon as it is played, so that a long
run stopped early still counts; `summary` makes the table from such files.

Speed: whole games between expert seats, timing every decision of a computer (the policy call
alone), after two warm-up games. "First of a turn" is the first decision of a turn that has a
choice, where the turn programme is built for the table.
"""

import argparse
import math
import os
import platform
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from multiprocessing import Pool

from engine.pickomino import Game
from engine.pickomino.players.levels import LEVELS, level_named

ORDER = ("easy", "medium", "expert", "master")
SETTINGS = (("classic", 2), ("classic", 4), ("extension", 2), ("extension", 4))
"""Weakest first: in a pair, the second is the one expected to win."""


@dataclass(frozen=True)
class Match:
    weaker: str
    stronger: str
    rules: str
    players: int
    seed: int
    swapped: bool


def play_match(match: Match) -> float:
    """The stronger level's share of this game's win."""
    first = level_named(match.weaker).policy
    second = level_named(match.stronger).policy
    stronger = [(seat % 2 == 1) != match.swapped for seat in range(match.players)]
    policies = [second if strong else first for strong in stronger]
    game = Game.new(match.rules, match.players, match.seed)
    while not game.is_over:
        game.apply(policies[game.current](game))
    winners = [placing.seat for placing in game.ranking() if placing.place == 1]
    return sum(stronger[seat] for seat in winners) / len(winners)


def interval(scores: Sequence[float]) -> tuple[float, float]:
    """Mean and half-width of its 95 % confidence interval (normal approximation)."""
    mean = statistics.fmean(scores)
    return mean, 1.96 * statistics.stdev(scores) / math.sqrt(len(scores))


HEADER = (
    "| stronger | weaker | rules | players | games | stronger wins | 95 % CI | s |\n"
    "| --- | --- | --- | ---: | ---: | ---: | --- | ---: |"
)


def line(weaker: str, stronger: str, rules: str, players: int, scores: Sequence[float]) -> str:
    mean, half = interval(scores)
    return (
        f"| {stronger} | {weaker} | {rules} | {players} | {len(scores)} "
        f"| {mean:.1%} | {mean - half:.1%} – {mean + half:.1%} |"
    )


def tournament(
    games: int,
    workers: int,
    pairs: Sequence[tuple[str, str]],
    first_seed: int = 0,
    settings: Sequence[tuple[str, int]] = SETTINGS,
    scores_file: str | None = None,
) -> None:
    print(
        f"{games} seeds per line from seed {first_seed}, each played twice (seats swapped); "
        f"{workers} workers"
    )
    print()
    print(HEADER)
    sink = open(scores_file, "a", encoding="utf-8") if scores_file else None  # noqa: SIM115
    with Pool(workers) as pool:
        for rules, players in settings:
            for weaker, stronger in pairs:
                matches = [
                    Match(weaker, stronger, rules, players, seed, swapped)
                    for seed in range(first_seed, first_seed + games)
                    for swapped in (False, True)
                ]
                start = time.perf_counter()
                scores = []
                for match, score in zip(
                    matches, pool.imap(play_match, matches, chunksize=4), strict=True
                ):
                    scores.append(score)
                    if sink is not None:
                        sink.write(f"{weaker} {stronger} {rules} {players} {match.seed} ")
                        sink.write(f"{int(match.swapped)} {score}\n")
                        sink.flush()
                seconds = time.perf_counter() - start
                result = line(weaker, stronger, rules, players, scores)
                print(result, f"{seconds:.0f} |", flush=True)
    if sink is not None:
        sink.close()


def summary(paths: Sequence[str]) -> None:
    """The tournament table of score files (--scores), one line per pair and setting."""
    found: dict[tuple[str, str, str, int], list[float]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for text in lines:
                weaker, stronger, rules, seats, _, _, score = text.split()
                found.setdefault((weaker, stronger, rules, int(seats)), []).append(float(score))
    print(HEADER)
    for (weaker, stronger, rules, players), scores in found.items():
        print(f"{line(weaker, stronger, rules, players, scores)} - |")


def timed_game(
    level: str, rules: str, players: int, seed: int, clock: Callable[[], float] = time.perf_counter
) -> tuple[list[float], list[float], float]:
    """(every decision's seconds, first-of-a-turn decisions' seconds, the game's seconds)."""
    policy = level_named(level).policy
    game = Game.new(rules, players, seed)
    decisions: list[float] = []
    firsts: list[float] = []
    turn = -1
    game_start = clock()
    while not game.is_over:
        start = clock()
        action = policy(game)
        spent = clock() - start
        decisions.append(spent)
        if len(game.legal_actions()) > 1 and game.turn != turn:
            turn = game.turn
            firsts.append(spent)
        game.apply(action)
    return decisions, firsts, clock() - game_start


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def speed(games: int, repeats: int, cpu: bool = False) -> None:
    """With `cpu`, the process's CPU time instead of the wall clock: on a machine others load,
    what the thinking costs without the waits for a core."""
    clock = time.process_time if cpu else time.perf_counter
    print(f"{games} games of 4 players per line and run, {repeats} runs (min – max over runs)")
    print(f"clock: {'CPU time of the process' if cpu else 'wall'}; load average {load()}")
    print()
    print(
        "| level | rules | decisions p50 ms | p99 ms | max ms | first of a turn p50 ms "
        "| p99 ms | max ms | game mean ms | game max ms |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for level in ("expert", "master"):
        for rules in ("classic", "extension"):
            for seed in (10_000, 10_001):
                timed_game(level, rules, 4, seed, clock)
            runs = []
            for repeat in range(repeats):
                decisions: list[float] = []
                firsts: list[float] = []
                totals: list[float] = []
                for seed in range(repeat * games, (repeat + 1) * games):
                    every, first, total = timed_game(level, rules, 4, seed, clock)
                    decisions += every
                    firsts += first
                    totals.append(total)
                runs.append(
                    (
                        percentile(decisions, 0.5),
                        percentile(decisions, 0.99),
                        max(decisions),
                        percentile(firsts, 0.5),
                        percentile(firsts, 0.99),
                        max(firsts),
                        statistics.fmean(totals),
                        max(totals),
                    )
                )
            cells = []
            for column in zip(*runs, strict=True):
                low, high = min(column) * 1000, max(column) * 1000
                cells.append(f"{low:.2f} – {high:.2f}" if high < 10 else f"{low:.0f} – {high:.0f}")
            print(f"| {level} | {rules} | " + " | ".join(cells) + " |", flush=True)
    print(f"load average after: {load()}")


def load() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("what", choices=("tournament", "summary", "speed"))
    parser.add_argument("files", nargs="*", help="summary: the --scores files")
    parser.add_argument("--scores", default=None, help="tournament: append each game's score")
    parser.add_argument("--games", type=int, default=None)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--cpu", action="store_true", help="speed: CPU time, not wall clock")
    parser.add_argument("--pairs", default="all", help="all, or e.g. expert-master,easy-medium")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--settings", default="all", help="all, or e.g. classic-4,extension-2")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}")
    if args.what == "summary":
        summary(args.files)
        return
    if args.what == "speed":
        speed(args.games or 100, args.repeats, args.cpu)
        return
    if args.pairs == "all":
        pairs = list(combinations(ORDER, 2))
    else:
        pairs = [tuple(pair.split("-")) for pair in args.pairs.split(",")]  # type: ignore[misc]
    for pair in pairs:
        for key in pair:
            level_named(key)
    assert {level.key for level in LEVELS} == set(ORDER)
    settings = SETTINGS
    if args.settings != "all":
        settings = tuple(
            (rules, int(players))
            for rules, players in (setting.split("-") for setting in args.settings.split(","))
        )
    tournament(args.games or 1000, args.workers, pairs, args.first_seed, settings, args.scores)


if __name__ == "__main__":
    main()
