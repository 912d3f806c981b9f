"""A finished game's review and the charts (issue 29): CPU per review, per chart.

Run: `python -m bench.bench_review [--games 5] [--repeat 5]`.

Seeded four-player extension games (the longest and richest to review: golden die, weasel,
victims, bonuses) are played by the medium computer, whose moves are far from the expert's
(a long list of costly decisions). Each is then reviewed as `/pickomino review` reviews it:
replayed from its seed and moves, every decision valued through the expert's turn programme
(`tables.reviews.replay`), the words made in English (`review_view`). A review's first run
in a process builds the programme's states from nothing (what a fresh process pays); the
next find them built, as a running bot does. Then each game's chart is drawn
(`charts.draw.lines_png`) and a rating chart of 200 games (`rating_png`), the first drawing
of the process apart (it loads matplotlib and its fonts). Process CPU time; the median and
the range over the repetitions.
"""

import argparse
import statistics
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from engine.pickomino.game import Game
from engine.pickomino.players.levels import level_named
from storage import GameStatus, RatedGame, Seat, StoredGame
from tables.leaderboards.rating_chart import rating_chart
from tables.pickomino.review import GameReview
from tables.pickomino.review_words import review_view
from tables.reviews import replay

SEATS = 4


def stored_games(count: int) -> list[tuple[StoredGame, list[tuple[int, str]]]]:
    medium = level_named("medium").policy
    now = datetime.now(UTC)
    seats = tuple(Seat.human(number, f"Player {number}") for number in range(1, SEATS + 1))
    games = []
    for number in range(count):
        seed = 20261126 + number
        game = Game.new("extension", SEATS, seed)
        moves = []
        while not game.is_over:
            action = medium(game)
            moves.append((game.current, str(action)))
            game.apply(action, game.current)
        stored = StoredGame(
            number + 1, 1, 1, 1, "extension", "{}", seats, GameStatus.FINISHED, seed, None,
            None, 1, now, now, now, None, None,
        )  # fmt: skip
        games.append((stored, moves))
    return games


def cpu(work: Callable[[], Any]) -> tuple[float, Any]:
    started = time.process_time()
    result = work()
    return time.process_time() - started, result


def history(count: int) -> list[RatedGame]:
    start = datetime(2026, 6, 1, tzinfo=UTC)
    return [
        RatedGame(number, "classic" if number % 3 else "extension",
                  start + timedelta(hours=17 * number), 1 + number % 4, number % 4 == 0,
                  25 + number * 0.05, max(1.0, 8.3 - number * 0.04), None)
        for number in range(count)
    ]  # fmt: skip


def summary(values: list[float]) -> str:
    return (
        f"{statistics.median(values) * 1000:.0f} ms median "
        f"({min(values) * 1000:.0f} to {max(values) * 1000:.0f})"
    )


def main() -> None:
    from charts.draw import lines_png, rating_png

    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    games = stored_games(args.games)
    decisions = []
    first: list[float] = []
    warm: list[float] = []
    reviews: list[tuple[StoredGame, GameReview]] = []
    for stored, moves in games:
        seconds, reviewed = cpu(lambda: replay(stored, moves))  # noqa: B023
        first.append(seconds)
        reviews.append((stored, reviewed))
        decisions.append(len(reviewed.decisions))
    for _ in range(args.repeat):
        for stored, moves in games:
            seconds, _ = cpu(lambda: replay(stored, moves))  # noqa: B023
            warm.append(seconds)
    names = [seat.display_name for seat in games[0][0].seats]
    views = [review_view(s.id, r, s.seats, names, "en", "en") for s, r in reviews]
    loading, _ = cpu(lambda: lines_png(views[0].chart))
    lines: list[float] = []
    ratings: list[float] = []
    chart = rating_chart(history(200), "Player 1", "en")
    for _ in range(args.repeat):
        for view in views:
            seconds, _ = cpu(lambda: lines_png(view.chart))  # noqa: B023
            lines.append(seconds)
        seconds, _ = cpu(lambda: rating_png(chart))
        ratings.append(seconds)
    print(f"{args.games} four-player extension games, {min(decisions)} to {max(decisions)} "
          "decisions each")  # fmt: skip
    print(f"review, first in the process: {summary(first)}")
    print(f"review, programme states built: {summary(warm)}")
    print(f"first chart of the process (loads matplotlib): {loading * 1000:.0f} ms")
    print(f"review chart, warm: {summary(lines)}")
    print(f"rating chart of 200 games, warm: {summary(ratings)}")


if __name__ == "__main__":
    main()
