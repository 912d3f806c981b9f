"""How much two cards look alike, from their metadata only: what the computer player weighs.

P4 lets a resemblance be anything: story, mood, theme, colours, objects. The metadata carries
each of those in some form: the same emoji (objects), a word shared by two emoji names ("cat
face" and "cat"), the scene's themes, and the palette (colours). A server's own picture
(engine.pickpic.settings.ServerPicture) has less: the words of its caption, which stand for its
objects and its themes at once, and its two mean colours, which stand for a palette.
"""

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache

from engine.pickpic.catalogue import Palette, edition_of, is_builtin, scene
from engine.pickpic.settings import ServerPicture, Settings

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
_CAPTION_STOP_WORDS = _STOP_WORDS | frozenset(
    {"an", "at", "by", "for", "from", "is", "my", "our", "to", "le", "la", "les", "un", "une",
     "des", "de", "du", "et", "avec", "sur", "dans", "au", "aux", "en", "mon", "ma", "mes"}
)  # fmt: skip
_WORD = re.compile(r"[^\W\d_]{2,}")


@dataclass(frozen=True, slots=True)
class Traits:
    """What the similarity of two cards is made of."""

    emoji: frozenset[str]
    words: frozenset[str]
    tags: frozenset[str]
    palette: Palette


def caption_words(caption: str) -> frozenset[str]:
    """The words of a caption that say something, lower case, a plural's final s dropped
    ("Dogs on the beach": dog, beach), so that they meet the emoji names' words."""
    words = (word for word in _WORD.findall(caption.lower()) if word not in _CAPTION_STOP_WORDS)
    return frozenset(word[:-1] if len(word) > 3 and word.endswith("s") else word for word in words)


def _rgb(colour: int) -> tuple[int, int, int]:
    return (colour >> 16) & 0xFF, (colour >> 8) & 0xFF, colour & 0xFF


def picture_traits(picture: ServerPicture) -> Traits:
    words = caption_words(picture.caption)
    palette = Palette(
        f"#{picture.top:06x}/{picture.bottom:06x}", _rgb(picture.top), _rgb(picture.bottom)
    )
    return Traits(frozenset(), words, words, palette)


@cache
def _builtin_traits(card: int) -> Traits:
    one = scene(card)
    words = frozenset(
        word for name in one.names for word in name.split() if word not in _STOP_WORDS
    )
    return Traits(frozenset(one.emoji), words, frozenset(one.tags), one.palette)


def _palette_distance(one: Palette, two: Palette) -> float:
    """0 for the same colours, 1 for opposite ones (mean over both gradient ends)."""
    total = 0
    for first, second in ((one.top, two.top), (one.bottom, two.bottom)):
        total += sum(abs(a - b) for a, b in zip(first, second, strict=True))
    return total / (2 * 3 * 255)


def _score(one: Traits, two: Traits) -> float:
    score = SAME_EMOJI * len(one.emoji & two.emoji)
    score += SAME_WORD * len(one.words & two.words)
    score += SAME_TAG * len(one.tags & two.tags)
    if one.palette == two.palette:
        score += SAME_PALETTE
    elif _palette_distance(one.palette, two.palette) <= NEAR:
        score += NEAR_PALETTE
    return score


@cache
def similarity(first: int, second: int) -> float:
    """Symmetric, 0 when nothing is shared; cards outside the built-in deck score 0 (a game
    with server pictures weighs them with `DeckLikeness`)."""
    if first == second:
        return float("inf")
    if not (is_builtin(first) and is_builtin(second)):
        return 0.0
    return _score(_builtin_traits(first), _builtin_traits(second))


def _standing_among(likenesses: tuple[float, ...], score: float) -> float:
    if not likenesses:
        return 0.5
    below, up_to = bisect_left(likenesses, score), bisect_right(likenesses, score)
    return (below + (up_to - below) / 2) / len(likenesses)


@cache
def _likenesses(reference: int) -> tuple[float, ...]:
    deck = edition_of(reference)
    return tuple(sorted(similarity(card, reference) for card in deck if card != reference))


def standing(card: int, reference: int) -> float:
    """The share of the built-in deck (the edition of `reference`: a stored game of the first
    edition is weighed as it was) that resembles `reference` less than `card` does (ties
    count half), from 0 to 1: the chance that `card` beats a card drawn at random, such as
    the deck card of P6. Unlike the raw score, standings of different references compare."""
    return _standing_among(_likenesses(reference), similarity(card, reference))


class DeckLikeness:
    """Similarity and standing over one game's deck when it holds server pictures (P1): the
    same measure, each card's traits from the metadata the game carries."""

    def __init__(self, settings: Settings) -> None:
        self._cards = settings.card_ids
        self._settings = settings
        self._traits: dict[int, Traits] = {}
        self._likenesses: dict[int, tuple[float, ...]] = {}

    def traits(self, card: int) -> Traits:
        known = self._traits.get(card)
        if known is None:
            picture = self._settings.picture(card)
            if picture is not None:
                known = picture_traits(picture)
            elif is_builtin(card):
                known = _builtin_traits(card)
            else:
                known = Traits(
                    frozenset(), frozenset(), frozenset(), Palette("", (0, 0, 0), (0, 0, 0))
                )
            self._traits[card] = known
        return known

    def similarity(self, first: int, second: int) -> float:
        if first == second:
            return float("inf")
        return _score(self.traits(first), self.traits(second))

    def standing(self, card: int, reference: int) -> float:
        """As `standing`, among the cards of this game's deck."""
        likenesses = self._likenesses.get(reference)
        if likenesses is None:
            likenesses = tuple(
                sorted(
                    self.similarity(other, reference) for other in self._cards if other != reference
                )
            )
            self._likenesses[reference] = likenesses
        return _standing_among(likenesses, self.similarity(card, reference))


@lru_cache(maxsize=32)
def deck_likeness(settings: Settings) -> DeckLikeness:
    return DeckLikeness(settings)


def standing_of(settings: Settings) -> Callable[[int, int], float]:
    """`standing` as the game of these settings weighs it: over the built-in deck when that is
    the whole deck, else over the game's own deck with its server pictures."""
    if not settings.pictures:
        return standing
    return deck_likeness(settings).standing
