"""Pick Pic: how fast cards are drawn, and how well the computer player plays.

Run: `python -m bench.bench_pickpic [--repeats 5] [--games 200] [--clock wall|cpu]`. Prints
Markdown for docs/benchmarks.md.

Pictures. Each repetition draws every card of the built-in deck once from nothing (the
emoji tiles cache emptied: the first card after a start) and once with the tiles cached (the
usual case in a running bot: each emoji drawn once per size), then 30 hands of 7 cards (the
8-player hand, the biggest) from cards not drawn before, encoded as the JPEG the bot sends,
labelled "1 → Дмитрий" and so on (labels in three fonts: Noto Sans, Noto Sans CJK, OpenMoji),
then 30 reveals of 8 cards (an 8-player pile: 7 gifts and the deck card, highlighted), each
labelled with a giver's name in another script. The floor is the PNG encoding of an already
drawn card alone, in the same run.

Computer. Whole games, seeded, where every player is the computer (engine.pickpic.policies)
or every player is random (the engine's `complete`, what a timer does): the share of given
cards that their receiver ranked before the deck card (P8: the cards that score), and the
points of an average round.
"""

import argparse
import io
import platform
import statistics
import time
from collections.abc import Callable

from PIL import Image

from engine.pickpic import actions as act
from engine.pickpic.catalogue import CARD_IDS
from engine.pickpic.events import RoundScored
from engine.pickpic.game import Game
from engine.pickpic.policies import computer_actions
from engine.pickpic.settings import Settings
from pictures import card, composite, fonts


def clear() -> None:
    for cached in (card.card_image, card.card_on, fonts.emoji_tile, composite.row_picture):
        cached.cache_clear()


CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
clock = CLOCKS["wall"]
"""`--clock cpu` counts this process's CPU time only: on a machine others load, the wall clock
also counts the time spent waiting for a core."""


def per_item_ms(items: list[object], work: Callable[[object], object]) -> list[float]:
    times = []
    for item in items:
        start = clock()
        work(item)
        times.append((clock() - start) * 1000)
    return times


def card_png(card_id: object) -> bytes:
    assert isinstance(card_id, int)
    buffer = io.BytesIO()
    card.card_image.__wrapped__(card_id).save(buffer, "PNG", compress_level=1)
    return buffer.getvalue()


def pictures(repeats: int) -> None:
    composite.card_picture(1)
    ready = card.card_image(1)
    hands = [tuple(CARD_IDS[start : start + 7]) for start in range(0, 210, 7)]
    reveals = [tuple(CARD_IDS[start : start + 8]) for start in range(160, 400, 8)]
    rows: dict[str, list[float]] = {"cold": [], "warm": [], "p95 warm": [], "hand": [],
                                    "hand warm": [], "reveal": [], "floor": []}  # fmt: skip
    for _ in range(repeats):
        clear()
        rows["cold"].append(statistics.median(per_item_ms(list(CARD_IDS), card_png)))
        warm = per_item_ms(list(CARD_IDS), card_png)
        rows["warm"].append(statistics.median(warm))
        rows["p95 warm"].append(statistics.quantiles(warm, n=20)[-1])
        card.card_image.cache_clear()
        card.card_on.cache_clear()
        rows["hand"].append(statistics.median(per_item_ms(hands, hand_picture)))
        rows["hand warm"].append(statistics.median(per_item_ms(hands, hand_picture)))
        rows["reveal"].append(statistics.median(per_item_ms(reveals, reveal_picture)))
        rows["floor"].append(statistics.median(per_item_ms(list(CARD_IDS), lambda _: floor(ready))))
    print("| measure | median ms | lowest | highest | / floor |")
    print("| --- | ---: | ---: | ---: | ---: |")
    base = statistics.median(rows["floor"])
    names = {
        "cold": "card, drawn and PNG-encoded, no emoji cached",
        "warm": "card, drawn and PNG-encoded, emoji cached",
        "p95 warm": "card, emoji cached, 95th percentile",
        "hand": "hand of 7, JPEG, cards drawn (emoji cached)",
        "hand warm": "hand of 7, JPEG, cards cached",
        "reveal": "reveal of 8, JPEG, cards drawn (emoji cached)",
        "floor": "floor: PNG encoding of a drawn card",
    }
    for key, name in names.items():
        values = rows[key]
        middle = statistics.median(values)
        print(f"| {name} | {middle:.2f} | {min(values):.2f} | {max(values):.2f} | "
              f"{middle / base:.1f} |")  # fmt: skip


NAMES = ("Zoë", "José", "Дмитрий", "Ελένη", "李明", "Computer 1", "Bob 🎲", "deck")


def hand_picture(hand: object) -> bytes:
    assert isinstance(hand, tuple)
    labels = tuple(f"{number} → {NAMES[number - 1]}" for number in range(1, 8))
    return composite.row_picture.__wrapped__(hand, labels)


def reveal_picture(pile: object) -> bytes:
    assert isinstance(pile, tuple)
    return composite.row_picture.__wrapped__(pile, NAMES, frozenset({7}))


def floor(image: Image.Image) -> None:
    image.save(io.BytesIO(), "PNG", compress_level=1)


def computer(games: int, players: int, settings: Settings | None = None) -> str:
    """One Markdown row: random, then computer (the games are seeded: the same every run);
    `settings` gives another deck (bench/bench_decks.py)."""
    shares, per_round = [], []
    for smart in (False, True):
        counted: list[bool] = []
        points = rounds = 0
        for seed in range(games):
            game = Game.new(players, seed=seed, settings=settings)
            while not game.is_over:
                game.show_all()
                for seat in game.waiting():
                    moves = computer_actions(game, seat) if smart else [act.complete(seat)]
                    for action in moves:
                        for event in game.apply(action, seat):
                            if isinstance(event, RoundScored):
                                rounds += 1
                                points += sum(event.points)
                                counted += [
                                    item.counted
                                    for reveal in event.reveals
                                    for item in reveal.cards
                                    if item.giver is not None
                                ]
        shares.append(f"{sum(counted) / len(counted):.3f}")
        per_round.append(f"{points / rounds:.1f}")
    return f"| {players} | {games} | {' | '.join(shares)} | {' | '.join(per_round)} |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--clock", choices=CLOCKS, default="wall")
    args = parser.parse_args()
    global clock
    clock = CLOCKS[args.clock]
    print(f"Python {platform.python_version()}, Pillow {Image.__version__}, {args.clock} clock")
    print()
    pictures(args.repeats)
    print()
    print("| players | games | random: share | computer: share | random: points per round "
          "| computer: points per round |")  # fmt: skip
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for players in (3, 5, 8):
        print(computer(args.games // (players - 2), players))


if __name__ == "__main__":
    main()
