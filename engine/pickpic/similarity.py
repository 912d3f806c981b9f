"""How much two cards look alike, from their metadata only: what the computer player weighs.

P4 lets a resemblance be anything: story, mood, theme, colours, objects. The metadata carries
each of those in some form: the same emoji (objects), a word shared by two emoji names ("cat
face" and "cat"), the scene's themes, and the palette (colours).
"""

from bisect import bisect_left, bisect_right
from functools import cache

from engine.pickpic.catalogue import CARD_IDS, Palette, is_builtin, scene

SAME_EMOJI = 3.0
SAME_WORD = 1.0
SAME_TAG = 2.0
SAME_PALETTE = 1.5
NEAR_PALETTE = 0.75
"""Two palettes whose colours are this close or closer (0 to 1) count as alike."""
NEAR = 0.18

_STOP_WORDS = frozenset(
    {"face", "with", "and", "of", "the", "a", "on", "in", "open", "mouth", "eyes", "smiling",
     "symbol", "sign", "black", "white", "small", "large", "medium"}
)  # fmt: skip


@cache
def _words(card: int) -> frozenset[str]:
    return frozenset(
        word for name in scene(card).names for word in name.split() if word not in _STOP_WORDS
    )


def _palette_distance(one: Palette, two: Palette) -> float:
    """0 for the same colours, 1 for opposite ones (mean over both gradient ends)."""
    total = 0
    for first, second in ((one.top, two.top), (one.bottom, two.bottom)):
        total += sum(abs(a - b) for a, b in zip(first, second, strict=True))
    return total / (2 * 3 * 255)


@cache
def similarity(first: int, second: int) -> float:
    """Symmetric, 0 when nothing is shared; cards outside the built-in deck score 0."""
    if first == second:
        return float("inf")
    if not (is_builtin(first) and is_builtin(second)):
        return 0.0
    one, two = scene(first), scene(second)
    score = SAME_EMOJI * len(set(one.emoji) & set(two.emoji))
    score += SAME_WORD * len(_words(first) & _words(second))
    score += SAME_TAG * len(set(one.tags) & set(two.tags))
    if one.palette == two.palette:
        score += SAME_PALETTE
    elif _palette_distance(one.palette, two.palette) <= NEAR:
        score += NEAR_PALETTE
    return score


@cache
def _likenesses(reference: int) -> tuple[float, ...]:
    return tuple(sorted(similarity(card, reference) for card in CARD_IDS if card != reference))


def standing(card: int, reference: int) -> float:
    """The share of the built-in deck that resembles `reference` less than `card` does (ties
    count half), from 0 to 1: the chance that `card` beats a card drawn at random, such as
    the deck card of P6. Unlike the raw score, standings of different references compare."""
    likenesses = _likenesses(reference)
    if not likenesses:
        return 0.5
    score = similarity(card, reference)
    below, up_to = bisect_left(likenesses, score), bisect_right(likenesses, score)
    return (below + (up_to - below) / 2) / len(likenesses)
