"""How the second edition's scenes were composed: a seeded generator over the vocabulary.

Run `python -m engine.pickpic.composer > engine/pickpic/scenes_2.py` to write the deck again;
tests/pickpic/test_pickpic_catalogue.py checks that the file is what this module makes, so a
change of either shows in review. Stored games name cards by id: once released, a line's
emoji never change, only where they stand (issue 35 settled every card's things once, so
none is cut by the edge or hidden by another: `settled`); new cards are only added (a new
seed or vocabulary writes a new edition).

Five compositions, so the deck does not look laid out by one hand:
- landscape: a ground and a sky at some time of day, a main subject on the ground, neighbours
  near the horizon (small) and in front (large, near the edge), something in the sky;
- surreal: the same, with a main subject from elsewhere hanging in the sky (a whale above a city);
- close-up: one thing filling the card, a few small ones against it (never a face: a face the
  size of the card is a sticker, not a scene);
- crowd: seven to nine things of one home, overlapping;
- interior: a wall and a floor, furniture or a pet, things around.

Rules the catalogue's tests hold every card to: no emoji is the main subject (the largest) of
more than two cards, no two cards share 60 % or more of the smaller card's emoji, every
thing's body lies inside the card and no thing covers more than MAX_COVER of another's
(engine.pickpic.placed).
"""

import random
from collections import Counter
from dataclasses import dataclass

from engine.pickpic.placed import MAX_COVER, Placed, covered, inside
from engine.pickpic.vocabulary import WORDS, Word

SEED = 2026
COUNT = 420
FIRST_ID = 1001
MAX_MAIN = 2
MAX_SHARED = 0.6

SKIES = {
    "meadow": ("dawn", "day", "noon", "dusk", "storm"),
    "farm": ("dawn", "day", "noon", "dusk", "fog"),
    "forest": ("day", "dusk", "night", "fog"),
    "snow": ("day", "noon", "dusk", "night", "fog"),
    "sea": ("dawn", "day", "noon", "dusk", "night", "storm"),
    "beach": ("day", "noon", "dusk"),
    "desert": ("dawn", "noon", "dusk", "night"),
    "savanna": ("dawn", "noon", "dusk"),
    "jungle": ("day", "fog", "storm"),
    "city": ("dawn", "day", "dusk", "night", "storm", "fog"),
    "fair": ("day", "dusk", "night"),
    "space": ("night", "aurora"),
}
GROUNDS = {
    "meadow": "grass", "farm": "field", "forest": "moss", "snow": "snow", "sea": "water",
    "beach": "sand", "desert": "dunes", "savanna": "savanna", "jungle": "jungle",
    "city": "street", "fair": "grass", "space": "crater",
}  # fmt: skip
CLOSE_UPS = ("sand", "sea", "sky", "snow", "fire", "forest", "earth", "sun", "grass", "stone",
             "dusk", "night", "lavender", "mint", "candy")  # fmt: skip
WALLS = ("cream", "teal", "rose", "slate")
STRANGERS = ("sea", "sea", "figure", "kitchen", "room", "space", "savanna", "fair")
"""Homes a surreal scene's main subject comes from; the sea twice: a whale above a city."""
SKY_THINGS = {
    "dawn": "🌞☁🐦", "day": "☁🌞🐦🎈🪁", "noon": "☀☁🦅", "dusk": "🌙☁🦇", "night": "🌙⭐🌕🌠",
    "storm": "⛈🌧⚡🌪", "fog": "☁🌫", "aurora": "☄🪐🌠",
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Layout:
    kind: str
    sky: str
    """A palette name (engine.pickpic.catalogue.PALETTES)."""
    ground: str
    """A ground name (engine.pickpic.catalogue.GROUND_COLOURS), "" for none."""
    horizon: float
    themes: tuple[str, ...]
    placed: tuple[Placed, ...]
    """Back to front; the largest is the main subject."""


def _by(home: str, place: str | None = None) -> list[Word]:
    return [w for w in WORDS if w.home == home and (place is None or w.place == place)]


class Composer:
    def __init__(self, seed: int) -> None:
        self.chance = random.Random(seed)
        self.mains: Counter[str] = Counter()
        self.made: list[frozenset[str]] = []

    def pick(self, words: list[Word], taken: set[str]) -> Word | None:
        free = [w for w in words if w.emoji not in taken]
        return self.chance.choice(free) if free else None

    def main(self, words: list[Word]) -> Word | None:
        free = [w for w in words if self.mains[w.emoji] < MAX_MAIN]
        if not free:
            return None
        least = min(self.mains[w.emoji] for w in free)
        return self.chance.choice([w for w in free if self.mains[w.emoji] == least])

    def flip(self) -> bool:
        return self.chance.random() < 0.35

    def uniform(self, low: float, high: float) -> float:
        return round(self.chance.uniform(low, high), 2)

    def outdoor(self, home: str, main: Word, surreal: bool) -> Layout:
        c = self.chance
        sky = c.choice(SKIES[home])
        horizon = self.uniform(0.5, 0.66)
        taken = {main.emoji}
        placed: list[Placed] = []
        thing = c.choice(SKY_THINGS[sky])
        if not surreal or c.random() < 0.5:
            size = self.uniform(0.1, 0.2)
            placed.append(Placed(thing, self.uniform(0.12, 0.88), self.uniform(0.1, 0.25), size))
            taken.add(thing)
        far = _by(home, "horizon") or _by(home)
        for _ in range(c.choice((1, 2, 2, 3))):
            word = self.pick(far, taken)
            if word:
                size = self.uniform(0.1, 0.2)
                y = round(horizon - size * 0.4, 2)
                placed.append(Placed(word.emoji, self.uniform(0.05, 0.95), y, size, self.flip()))
                taken.add(word.emoji)
        if surreal:
            size = self.uniform(0.42, 0.55)
            main_at = Placed(main.emoji, self.uniform(0.35, 0.65), self.uniform(0.24, 0.34),
                             size, self.flip())  # fmt: skip
        else:
            size = self.uniform(0.38, 0.5)
            foot = self.uniform(horizon + 0.12, 0.9)
            y = round(min(foot - size * 0.45, 0.95 - size / 2), 2)
            main_at = Placed(main.emoji, self.uniform(0.3, 0.7), y, size, self.flip())
        placed.append(main_at)
        near = _by(home, "ground") + _by(home, "small") + _by(home, "water")
        if c.random() < 0.3:
            near += _by(c.choice(("kitchen", "room", "figure", "face")))
        for _ in range(c.choice((1, 2, 2, 3))):
            word = self.pick(near, taken)
            if word:
                size = self.uniform(0.14, min(0.3, main_at.size - 0.08))
                x = c.choice((self.uniform(-0.02, 0.3), self.uniform(0.7, 1.02)))
                placed.append(Placed(word.emoji, x, self.uniform(0.74, 0.94), size, self.flip()))
                taken.add(word.emoji)
        kind = "surreal" if surreal else "landscape"
        themes = (*main.themes, home, sky)
        return Layout(kind, sky, GROUNDS[home], horizon, themes, tuple(placed))

    def close_up(self, main: Word) -> Layout:
        c = self.chance
        size = self.uniform(0.6, 0.78)
        placed = [Placed(main.emoji, self.uniform(0.36, 0.64), self.uniform(0.4, 0.6), size,
                         self.flip())]  # fmt: skip
        taken = {main.emoji}
        others = _by(main.home) + _by(c.choice(("kitchen", "room", "meadow", "face", "sea")))
        for corner in c.sample(((0.2, 0.18), (0.8, 0.18), (0.2, 0.85), (0.8, 0.85)), 2):
            word = self.pick(others, taken)
            if word:
                x, y = corner
                placed.append(Placed(word.emoji, x, y, self.uniform(0.14, 0.22), self.flip()))
                taken.add(word.emoji)
        palette = c.choice(CLOSE_UPS)
        return Layout("close-up", palette, "", 0.0, (*main.themes, palette),
                      tuple(placed))  # fmt: skip

    def crowd(self, home: str, main: Word) -> Layout:
        c = self.chance
        count = c.choice((6, 7, 8))
        cells = [(col, row) for row in range(3) for col in range(3)]
        c.shuffle(cells)
        words = _by(home) + _by(c.choice(("kitchen", "room", "figure", "meadow", "sea")))
        taken = {main.emoji}
        placed: list[Placed] = []
        for col, row in cells[:count]:
            word = self.pick(words, taken)
            if word:
                x = round(0.2 + 0.3 * col + self.uniform(-0.08, 0.08), 2)
                y = round(0.2 + 0.3 * row + self.uniform(-0.08, 0.08), 2)
                placed.append(Placed(word.emoji, x, y, self.uniform(0.18, 0.27), self.flip()))
                taken.add(word.emoji)
        middle = Placed(main.emoji, self.uniform(0.4, 0.6), self.uniform(0.4, 0.6),
                        self.uniform(0.36, 0.42), self.flip())  # fmt: skip
        placed.insert(c.randrange(len(placed) // 2, len(placed) + 1), middle)
        sky = c.choice(SKIES.get(home, ("day", "dusk", "night")))
        ground = GROUNDS.get(home, "")
        horizon = self.uniform(0.3, 0.42) if ground else 0.0
        return Layout("crowd", sky, ground, horizon, (*main.themes, home), tuple(placed))

    def interior(self, main: Word) -> Layout:
        c = self.chance
        wall = c.choice(WALLS)
        horizon = self.uniform(0.58, 0.7)
        size = self.uniform(0.38, 0.5)
        placed = []
        taken = {main.emoji}
        for x in (self.uniform(0.15, 0.35), self.uniform(0.65, 0.85)):
            word = self.pick(_by("room", "small"), taken)
            if word and c.random() < 0.8:
                placed.append(Placed(word.emoji, x, self.uniform(0.18, 0.38),
                                     self.uniform(0.12, 0.18)))  # fmt: skip
                taken.add(word.emoji)
        foot = self.uniform(horizon + 0.1, 0.92)
        y = round(min(foot - size * 0.45, 0.95 - size / 2), 2)
        placed.append(Placed(main.emoji, self.uniform(0.35, 0.65), y, size, self.flip()))
        extra = _by("room") + _by("kitchen") + _by(c.choice(("face", "figure", "farm", "fair")))
        for _ in range(c.choice((1, 2, 3))):
            word = self.pick(extra, taken)
            if word:
                x = c.choice((self.uniform(0.0, 0.3), self.uniform(0.7, 1.0)))
                placed.append(Placed(word.emoji, x, self.uniform(0.76, 0.92),
                                     self.uniform(0.14, 0.26), self.flip()))  # fmt: skip
                taken.add(word.emoji)
        return Layout("interior", wall, "floor", horizon, (*main.themes, "indoors", wall),
                      tuple(placed))  # fmt: skip

    def one(self) -> Layout | None:
        c = self.chance
        roll = c.random()
        if roll < 0.42:
            home = c.choice(list(SKIES))
            main = self.main([w for w in _by(home) if w.place in ("ground", "water", "horizon")])
            return self.outdoor(home, main, surreal=False) if main else None
        if roll < 0.62:
            home = c.choice(("city", "meadow", "desert", "snow", "sea", "beach", "farm"))
            stranger = c.choice([other for other in STRANGERS if other != home])
            main = self.main(_by(stranger))
            return self.outdoor(home, main, surreal=True) if main else None
        if roll < 0.8:
            main = self.main([w for w in WORDS if w.place in ("small", "ground", "water")
                              and w.home != "face"])  # fmt: skip
            return self.close_up(main) if main else None
        if roll < 0.92:
            home = c.choice(("meadow", "farm", "forest", "sea", "jungle", "savanna", "fair",
                             "kitchen", "room", "space", "city"))  # fmt: skip
            main = self.main(_by(home))
            return self.crowd(home, main) if main else None
        main = self.main(_by("room", "ground") + _by("figure"))
        return self.interior(main) if main else None

    def accepts(self, layout: Layout) -> bool:
        emoji = frozenset(p.emoji for p in layout.placed)
        if len(emoji) != len(layout.placed) or len(emoji) < 3:
            return False
        return all(len(emoji & other) / min(len(emoji), len(other)) < MAX_SHARED
                   for other in self.made)  # fmt: skip

    def deck(self, count: int) -> list[Layout]:
        layouts: list[Layout] = []
        while len(layouts) < count:
            layout = self.one()
            if layout is None or not self.accepts(layout):
                continue
            layout = settled(layout)
            self.mains[max(layout.placed, key=lambda p: p.size).emoji] += 1
            self.made.append(frozenset(p.emoji for p in layout.placed))
            layouts.append(layout)
        return layouts


STEP = 0.02
"""Settled things move by this much of the card (hundredths are what the file keeps)."""
SMALLEST = 0.1
"""A thing with no room left is drawn smaller, down to this share of the card's height."""
SHRINK = 0.02
LEVEL = 3.0
"""Moving a thing up or down counts this many times moving it sideways: the far things stay
on the horizon, the sky's in the sky."""


def _offsets() -> list[tuple[float, float]]:
    """Every move within the card, nearest first (`LEVEL` weighs vertical moves)."""
    steps = [round(n * STEP, 2) for n in range(-round(1 / STEP), round(1 / STEP) + 1)]
    moves = [(dx, dy) for dx in steps for dy in steps]
    return sorted(moves, key=lambda move: (move[0] ** 2 + (LEVEL * move[1]) ** 2, move))


OFFSETS = _offsets()


def settled(layout: Layout) -> Layout:
    """The layout with every thing's body inside the card and no thing covering much of
    another (engine.pickpic.placed: MAX_COVER of its seen square, in front or behind), each
    moved as little as it takes, the largest first; a thing with no room is drawn smaller.
    The emoji, their order and the main subject do not change, only where things stand."""
    order = sorted(range(len(layout.placed)), key=lambda n: -layout.placed[n].size)
    kept: dict[int, Placed] = {}
    for index in order:
        kept[index] = _room_for(layout.placed[index], list(kept.values()))
    return Layout(layout.kind, layout.sky, layout.ground, layout.horizon, layout.themes,
                  tuple(kept[n] for n in range(len(layout.placed))))  # fmt: skip


def _room_for(thing: Placed, others: list[Placed]) -> Placed:
    size = thing.size
    while True:
        for dx, dy in OFFSETS:
            moved = Placed(thing.emoji, round(thing.x + dx, 2), round(thing.y + dy, 2), size,
                           thing.mirrored)  # fmt: skip
            if inside(moved) and all(
                covered(other, moved) <= MAX_COVER and covered(moved, other) <= MAX_COVER
                for other in others
            ):
                return moved
        if size - SHRINK < SMALLEST:
            raise ValueError(f"no room for {thing.emoji}")
        size = round(size - SHRINK, 2)


def _number(value: float) -> str:
    return str(round(value * 100))


def line(card: int, layout: Layout) -> str:
    """`id kind sky ground horizon themes : emoji:x:y:size[:m]...`, hundredths of the card."""
    things = " ".join(
        ":".join((p.emoji, _number(p.x), _number(p.y), _number(p.size)))
        + (":m" if p.mirrored else "")
        for p in layout.placed
    )
    themes = ",".join(dict.fromkeys(layout.themes))
    horizon = _number(layout.horizon)
    return f"{card} {layout.kind} {layout.sky} {layout.ground or '-'} {horizon} {themes} : {things}"


def module_text() -> str:
    layouts = Composer(SEED).deck(COUNT)
    lines = "\n".join(line(FIRST_ID + n, layout) for n, layout in enumerate(layouts))
    return (
        '"""The second edition of the built-in deck, written by engine.pickpic.composer (run\n'
        "`python -m engine.pickpic.composer > engine/pickpic/scenes_2.py`). Never change a\n"
        'released line: stored games name cards by id."""\n\n'
        f'SCENES = """\n{lines}\n"""\n'
    )


if __name__ == "__main__":
    print(module_text(), end="")
