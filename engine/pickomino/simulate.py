"""Play whole games with a random legal policy: `python -m engine.pickomino.simulate --games 100`.

Useful to watch the rules at scale (who wins, how long games last) and as a quick speed
check; later issues plug computer players in as policies.
"""

import argparse
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.pickomino.actions import Action
from engine.pickomino.components import MAX_SEATS, MIN_SEATS, RULE_SETS
from engine.pickomino.game import Game

Policy = Callable[[Game], Action]


def random_policy(rng: random.Random) -> Policy:
    """Each legal action equally likely (up to float rounding: this is a policy, not dice)."""
    draw = rng.random

    def choose(game: Game) -> Action:
        actions = game.legal_actions()
        return actions[int(draw() * len(actions))]

    return choose


@dataclass(frozen=True)
class Summary:
    games: int
    actions: int
    seconds: float
    wins: tuple[float, ...]
    """Wins per seat, a shared first place counting as a fraction."""
    mean_winning_worms: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def microseconds_per_action(self) -> float:
        return self.seconds / self.actions * 1e6


def play_game(game: Game, policy: Policy) -> int:
    """Play to the end, without building events (Game.play_out); returns the number of actions."""
    return game.play_out(policy)


def simulate(
    games: int,
    players: int,
    rules: str,
    seed: int,
    policy: Policy | None = None,
    on_game: Callable[[], object] | None = None,
) -> Summary:
    """Game `n` uses dice seed `seed + n`, so a run is reproducible game by game; the policy
    defaults to the random legal one, seeded with `seed`. `on_game` is called after each game
    (the command line's progress bar)."""
    policy = policy or random_policy(random.Random(seed))
    wins = [0.0] * players
    winning_worms = 0
    actions = 0
    start = time.perf_counter()
    for number in range(games):
        game = Game.new(rules, players, seed + number)
        actions += play_game(game, policy)
        winners = [placing for placing in game.ranking() if placing.place == 1]
        for placing in winners:
            wins[placing.seat] += 1 / len(winners)
        winning_worms += winners[0].worms
        if on_game is not None:
            on_game()
    seconds = time.perf_counter() - start
    return Summary(games, actions, seconds, tuple(wins), winning_worms / max(games, 1))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m engine.pickomino.simulate", description=__doc__
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2, choices=range(MIN_SEATS, MAX_SEATS + 1))
    parser.add_argument("--rules", choices=RULE_SETS, default="classic")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    summary = simulate(args.games, args.players, args.rules, args.seed)
    print(f"{summary.games} {args.rules} games, {args.players} players, seed {args.seed}")
    for seat, wins in enumerate(summary.wins):
        print(f"  seat {seat + 1}: {wins:g} wins ({wins / summary.games:.1%})")
    print(f"  mean worms of the winner: {summary.mean_winning_worms:.1f}")
    print(f"  actions per game: {summary.actions / summary.games:.0f}")
    print(
        f"  {summary.games_per_second:.0f} games/s, "
        f"{summary.microseconds_per_action:.2f} µs per action"
    )


if __name__ == "__main__":
    main()
