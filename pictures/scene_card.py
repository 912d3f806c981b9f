"""A second-edition card: a sky, a ground with a horizon, and each emoji where the scene puts
it, at its own size, back to front, cut by the card's edge when it stands there.

The horizon undulates (hills, dunes, waves) by a small hash of the card's id; night skies get
stars, water gets glints, a floor gets boards. No randomness, no clock: a card is always drawn
the same.
"""

import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageOps

from engine.pickpic.catalogue import GROUND_COLOURS, Scene
from pictures.fonts import emoji_tile

FLAT = frozenset({"floor", "street", "water"})
STARRY = frozenset({"night", "aurora"})
SIZE_STEP = 8
"""Emoji sizes are rounded to this many pixels, so cards share their emoji tiles (about 1,500
for the deck, 29 font sizes)."""
WHOLE = 0.3
"""Things this large (a main subject) are kept inside the card: a wide emoji
(a ticket, a bus) would otherwise lose what makes it recognisable. Smaller ones may be cut."""
WIDEST = 0.94
"""A large thing wider than this share of the card is drawn smaller, to fit (a top hat)."""


def _bits(card: int, index: int) -> int:
    """Knuth's multiplicative hash of the id, for a few pixels of variety."""
    return ((card * 2654435761) ^ (index * 40503)) & 0xFFFFFFFF


@lru_cache(maxsize=64)
def _ramp(size: tuple[int, int]) -> Image.Image:
    """Black at the top to white at the bottom: the mask of every gradient of that size."""
    return Image.linear_gradient("L").resize(size)


def _gradient(size: tuple[int, int], top: tuple[int, int, int], bottom: tuple[int, int, int]
              ) -> Image.Image:  # fmt: skip
    mask = _ramp(size)
    return Image.composite(Image.new("RGBA", size, (*bottom, 255)),
                           Image.new("RGBA", size, (*top, 255)), mask)  # fmt: skip


def _horizon(picture: Scene, width: int, height: int) -> list[tuple[float, float]]:
    level = picture.horizon * height
    if picture.ground in FLAT:
        return [(0, level), (width, level)]
    bits = _bits(picture.id, 99)
    amplitude = 4 + bits % 9
    waves = 1 + (bits >> 4) % 2
    phase = (bits >> 8) % 628 / 100
    return [
        (x, level + amplitude * math.sin(phase + waves * math.pi * x / width))
        for x in range(0, width + 8, 8)
    ]


def _ground(canvas: Image.Image, picture: Scene) -> None:
    width, height = canvas.size
    top, bottom = GROUND_COLOURS[picture.ground]
    line = _horizon(picture, width, height)
    mask = Image.new("L", canvas.size, 0)
    ImageDraw.Draw(mask).polygon([*line, (width, height), (0, height)], fill=255)
    level = int(picture.horizon * height) - 14
    band = _gradient((width, height - level), top, bottom)
    canvas.paste(band, (0, level), mask.crop((0, level, width, height)))
    draw = ImageDraw.Draw(canvas)
    if picture.ground == "water":
        for index in range(7):
            bits = _bits(picture.id, index)
            y = level + 24 + (bits % max(1, height - level - 30))
            x = (bits >> 10) % width
            draw.line((x, y, x + 18 + bits % 22, y), fill=(190, 225, 250, 255), width=2)
    elif picture.ground == "floor":
        for index in range(1, 5):
            y = level + 14 + index * (height - level) // 5
            draw.line((0, y, width, y), fill=(*bottom, 255), width=2)
    elif picture.ground == "street":
        y = level + 14 + (height - level) // 3
        for x in range(8, width, 36):
            draw.line((x, y, x + 18, y), fill=(235, 235, 210, 255), width=3)


def _stars(canvas: Image.Image, picture: Scene) -> None:
    draw = ImageDraw.Draw(canvas)
    width, height = canvas.size
    limit = int((picture.horizon or 0.6) * height)
    for index in range(22):
        bits = _bits(picture.id, index + 200)
        x, y = bits % width, (bits >> 12) % max(1, limit)
        radius = 1 + (bits >> 24) % 2
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=(255, 250, 220, 255))


def _glow(canvas: Image.Image, picture: Scene) -> None:
    """A close-up's light behind its subject."""
    width, height = canvas.size
    main = max(picture.placed, key=lambda thing: thing.size)
    radius = round(main.size * height * 0.62)
    light = Image.new("RGBA", (2 * radius, 2 * radius), (0, 0, 0, 0))
    ImageDraw.Draw(light).ellipse((0, 0, 2 * radius - 1, 2 * radius - 1), fill=(255, 255, 255, 70))
    _paste(canvas, light, round(main.x * width), round(main.y * height))


def _paste(canvas: Image.Image, tile: Image.Image, x: int, y: int) -> None:
    """Alpha-composite `tile` centred on (x, y), cut where it leaves the canvas."""
    left, top = x - tile.width // 2, y - tile.height // 2
    box = (max(0, -left), max(0, -top),
           min(tile.width, canvas.width - left), min(tile.height, canvas.height - top))  # fmt: skip
    if box[0] >= box[2] or box[1] >= box[3]:
        return
    canvas.alpha_composite(tile.crop(box), (left + box[0], top + box[1]))


def scene_image(picture: Scene, size: tuple[int, int]) -> Image.Image:
    """The scene, `size` pixels, RGBA, square corners (the caller frames it)."""
    width, height = size
    sky = picture.sky or picture.palette
    canvas = _gradient(size, sky.top, sky.bottom)
    if sky.name in STARRY:
        _stars(canvas, picture)
    if picture.ground:
        _ground(canvas, picture)
    else:
        _glow(canvas, picture)
    for thing in picture.placed:
        pixels = max(SIZE_STEP, round(thing.size * height / SIZE_STEP) * SIZE_STEP)
        tile = emoji_tile(thing.emoji, pixels)
        x, y = round(thing.x * width), round(thing.y * height)
        if thing.size >= WHOLE:
            if tile.width > width * WIDEST:
                pixels = round(pixels * width * WIDEST / tile.width / SIZE_STEP) * SIZE_STEP
                tile = emoji_tile(thing.emoji, pixels)
            x = min(max(x, tile.width // 2), width - (tile.width + 1) // 2)
            y = min(max(y, tile.height // 2), height - (tile.height + 1) // 2)
        if thing.mirrored:
            tile = ImageOps.mirror(tile)
        _paste(canvas, tile, x, y)
    return canvas
