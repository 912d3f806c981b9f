"""Pick Pic server decks: cleaning an upload, drawing hands of uploaded pictures, and the
computer player with a deck that has only captions and colours to go by.

Run: `python -m bench.bench_decks [--repeats 5] [--games 60]`. Prints Markdown for
docs/benchmarks.md.

Uploads are seeded photo-like pictures (a colour gradient under seeded noise, 3000 x 2000,
JPEG quality 90: a few hundred KB, as a phone photo shrunk by a chat app). Each repetition
cleans 8 of them (pictures/uploads.py: open, turn, shrink, re-encode), then draws a hand of 7
of its cleaned pictures as the JPEG the bot sends, first from nothing, then again (cached).
The computer plays whole seeded games on a deck of 40 captioned pictures in 20 pairs that
share a word and nearly their colours, as bench_pickpic measures the built-in deck (3 to 5
players: 6 or more need more than 40 cards, P2-P6).
"""

import argparse
import io
import platform
import random
import statistics
import sys
import time
from pathlib import Path

import PIL
from PIL import Image, ImageFilter

from bench.bench_pickpic import computer
from pictures import card, composite
from pictures.uploads import CleanPicture, clean_upload

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "pickpic"))

from paired_deck import pairs


def photo(seed: int) -> bytes:
    chance = random.Random(seed)
    top = tuple(chance.randrange(256) for _ in range(3))
    bottom = tuple(chance.randrange(256) for _ in range(3))
    gradient = Image.linear_gradient("L").resize((3000, 2000))
    image = Image.composite(Image.new("RGB", (3000, 2000), bottom),
                            Image.new("RGB", (3000, 2000), top), gradient)  # fmt: skip
    noise = Image.frombytes("RGB", (300, 200), chance.randbytes(300 * 200 * 3))
    noise = noise.resize((3000, 2000), Image.Resampling.BILINEAR).filter(ImageFilter.BLUR)
    image = Image.blend(image, noise, 0.35)
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=90)
    return buffer.getvalue()


def uploads(repeats: int) -> None:
    cleaning: list[float] = []
    cold: list[float] = []
    warm: list[float] = []
    sizes: list[int] = []
    stored: list[int] = []
    for repeat in range(repeats):
        raw = [photo(1000 * repeat + n) for n in range(8)]
        sizes += [len(data) for data in raw]
        clean: list[CleanPicture] = []
        times = []
        for data in raw:
            start = time.perf_counter()
            clean.append(clean_upload(data))
            times.append(time.perf_counter() - start)
        stored += [len(picture.data) for picture in clean]
        cleaning.append(statistics.median(times) * 1000)
        card.photo_image.cache_clear()
        card.card_on.cache_clear()
        composite.row_picture.cache_clear()
        hand = tuple(picture.data for picture in clean[:7])
        labels = tuple(str(n) for n in range(1, 8))
        start = time.perf_counter()
        composite.row_picture(hand, labels)
        middle = time.perf_counter()
        composite.row_picture(hand, labels)
        cold.append((middle - start) * 1000)
        warm.append((time.perf_counter() - middle) * 1000)
    print(f"Uploads: {statistics.median(sizes) / 1000:.0f} KB median sent, "
          f"{statistics.median(stored) / 1000:.0f} KB median stored.\n")  # fmt: skip
    print("| measure | median ms | lowest | highest |")
    print("| --- | ---: | ---: | ---: |")
    for name, values in (
        ("cleaning one 3000 x 2000 upload", cleaning),
        ("hand of 7 uploaded pictures, JPEG, from nothing", cold),
        ("the same hand again (cached)", warm),
    ):
        print(f"| {name} | {statistics.median(values):.2f} | {min(values):.2f} | "
              f"{max(values):.2f} |")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--games", type=int, default=60)
    options = parser.parse_args()
    print(f"Python {platform.python_version()}, Pillow {PIL.__version__}\n")
    uploads(options.repeats)
    print("\n| players | games | random: share | computer: share | random: points per round "
          "| computer: points per round |")  # fmt: skip
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for players in (3, 4, 5):
        print(computer(options.games // (players - 2), players, pairs()))


if __name__ == "__main__":
    main()
