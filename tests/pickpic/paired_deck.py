"""A server deck of forty captioned pictures in twenty pairs, each pair sharing a word and
nearly its colours: what the tests and bench/bench_decks.py give the computer player to go by."""

from engine.pickpic.settings import ServerPicture, Settings

WORDS = (
    "dog", "cat", "sea", "forest", "city", "night", "apple", "sunflower", "bridge", "castle",
    "cake", "mountain", "boat", "train", "rain", "snow", "flower", "bird", "horse", "fish",
)  # fmt: skip


def pairs() -> Settings:
    pictures = []
    for index, word in enumerate(WORDS):
        colour = (index * 37 % 256) << 16 | (index * 91 % 256) << 8 | (index * 53 % 256)
        for twin, other in enumerate(("one", "two")):
            pictures.append(
                ServerPicture(2 * index + twin + 1, f"{word} {other}", colour, colour ^ 0x101010)
            )
    return Settings(builtin=False, pictures=tuple(pictures))
