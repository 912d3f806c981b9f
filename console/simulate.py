"""`pickomino-bot simulate`: many whole games among computer players, played at full speed.

The computer player is the one the terminal and the turn timer use
(engine.pickomino.policies), so the numbers say how the product's own opponents fare: who wins
from which seat, how long games last, and how fast the engine runs them.
"""

from typing import TextIO

from tqdm import tqdm

from console.exit_codes import EXIT_OK, EXIT_USAGE
from engine.pickomino.components import MAX_SEATS, MIN_SEATS, RULE_SETS
from engine.pickomino.policies import cautious_action
from engine.pickomino.simulate import simulate
from words.i18n import t, tn
from words.numbers import decimal, number, percent

PROGRESS_DELAY = 0.5
"""Seconds before the bar appears: a short run prints its results and nothing else."""


def simulate_command(
    *,
    games: int,
    players: int,
    rules: str,
    seed: int,
    language: str,
    stdout: TextIO,
    stderr: TextIO,
    progress: bool = False,
) -> int:
    """With `progress`, a run longer than PROGRESS_DELAY draws a progress bar on `stderr`,
    erased at the end. tqdm draws it: a maintained, dependency-free library that redraws at
    most about ten times a second and estimates the time left, which our own loop would have
    to reimplement."""
    if rules not in RULE_SETS:
        print(t("console.error.rules", language, rules=", ".join(RULE_SETS)), file=stderr)
        return EXIT_USAGE
    if games < 1 or not MIN_SEATS <= players <= MAX_SEATS:
        print(t("console.error.simulate", language, low=MIN_SEATS, high=MAX_SEATS), file=stderr)
        return EXIT_USAGE
    title = t(
        "simulate.title",
        language,
        games=games,
        rules=t(f"rules.{rules}", language),
        players=players,
        seed=seed,
    )
    print(title, file=stdout, flush=True)
    with tqdm(
        total=games,
        unit=" games",
        file=stderr,
        disable=not progress,
        delay=PROGRESS_DELAY,
        leave=False,
        dynamic_ncols=True,
    ) as bar:
        summary = simulate(games, players, rules, seed, cautious_action, on_game=bar.update)
    lines = [
        *(
            "  "
            + tn(
                "simulate.seat",
                round(wins),
                language,
                seat=seat + 1,
                wins=number(wins, language),
                share=percent(wins / summary.games, language, digits=1),
            )
            for seat, wins in enumerate(summary.wins)
        ),
        "  "
        + t(
            "simulate.winning_worms", language, worms=decimal(summary.mean_winning_worms, language)
        ),
        "  "
        + t(
            "simulate.actions",
            language,
            actions=number(round(summary.actions / summary.games), language),
        ),
        "  "
        + t(
            "simulate.speed",
            language,
            games=number(round(summary.games_per_second), language),
            micro=decimal(summary.microseconds_per_action, language, digits=2),
        ),
    ]
    print("\n".join(lines), file=stdout)
    return EXIT_OK
