"""Pick Pic's reveal pictures: how long the bot takes to draw a moment of the reveal and the
round's summary, the pictures a channel waits for between two moments (P8).

Run: `python -m bench.bench_reveal [--repeats 5]`. Prints Markdown for docs/benchmarks.md.

Each repetition plays one seeded round of 8 players (the biggest pile: the reference and 8
cards) and draws, as JPEG, every moment of one pile (the cards drawn before: the usual case,
since the same cards were in the players' hands a moment before), the same moments with no
card cached (the bot's first reveal after a start), and the round's summary (9 x 8 half-size
cards). The floor is the JPEG encoding alone of the biggest moment, already drawn.
"""

import argparse
import io
import platform
import statistics
import time
from collections.abc import Callable
from functools import partial

from PIL import Image

from engine.pickpic.events import RoundScored
from engine.pickpic.game import Game
from engine.pickpic.policies import computer_actions
from engine.pickpic.reveal import deck_place
from pictures import card, composite, fonts
from tables.board import Picture
from tables.pickpic.reveal_board import pile_picture, summary_picture

PLAYERS = 8
NAMES = [f"Player {seat}" for seat in range(1, PLAYERS + 1)]


def scored_round(seed: int) -> tuple[Game, RoundScored]:
    game = Game.new(PLAYERS, seed=seed)
    for _ in range(2):
        for seat in game.waiting():
            for action in computer_actions(game, seat):
                game.apply(action, seat)
    assert game.last_reveal is not None
    return game, game.last_reveal


def drawn(picture: Picture) -> bytes:
    """The picture as the bot sends it, drawn afresh (the row cache bypassed)."""
    layout = composite.Layout(picture.per_row, picture.half)
    image = composite.row_image(
        picture.cards, picture.labels, picture.highlight, picture.dimmed, picture.framed, layout
    )
    return composite.encode(image, "jpeg")


def timed_ms(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    rows: dict[str, list[float]] = {"moment": [], "cold": [], "summary": [], "floor": []}
    for seed in range(args.repeats):
        game, scored = scored_round(seed)
        reveal = scored.reveals[0]
        moments = [
            pile_picture(scored, 0, named, NAMES, game.settings, "en")
            for named in range(deck_place(reveal) + 2)
        ]
        for cached in (card.card_image, card.card_on, fonts.emoji_tile, composite.face_in_row):
            cached.cache_clear()
        rows["cold"].append(timed_ms(partial(drawn, moments[0])))
        rows["moment"].append(statistics.median(timed_ms(partial(drawn, p)) for p in moments))
        summary = summary_picture(scored, NAMES, game.settings, "en")
        drawn(summary)
        rows["summary"].append(timed_ms(partial(drawn, summary)))
        layout = composite.Layout(moments[-1].per_row)
        image = composite.row_image(moments[-1].cards, moments[-1].labels, layout=layout)
        rows["floor"].append(timed_ms(partial(image.save, io.BytesIO(), "JPEG", quality=90)))
    print(f"Python {platform.python_version()}, Pillow {Image.__version__}")
    print()
    print("| measure | median ms | lowest | highest | / floor |")
    print("| --- | ---: | ---: | ---: | ---: |")
    names = {
        "moment": "a moment of an 8-player pile (9 cards), cards cached",
        "cold": "the same, no card or emoji cached",
        "summary": "the summary of an 8-player round (72 half cards), cards cached",
        "floor": "floor: JPEG encoding of a drawn 9-card moment",
    }
    base = statistics.median(rows["floor"])
    for key, name in names.items():
        values = rows[key]
        middle = statistics.median(values)
        print(f"| {name} | {middle:.1f} | {min(values):.1f} | {max(values):.1f} | "
              f"{middle / base:.1f} |")  # fmt: skip


if __name__ == "__main__":
    main()
