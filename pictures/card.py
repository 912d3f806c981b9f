"""One scene card in a white frame with rounded corners. A second-edition card is drawn by
pictures.scene_card; a first-edition one (kept for stored games) is the palette's gradient, the
setting large in the middle, the subjects smaller along the bottom.

Everything follows from the card's id: the scene's data and a small hash of the id that nudges
the subjects, so that cards do not all look laid out by a ruler. No randomness, no clock.
"""

import io
from functools import cache, lru_cache

from PIL import Image, ImageDraw, ImageOps

from engine.pickpic.catalogue import Palette, scene
from pictures.fonts import emoji_tile
from pictures.scene_card import scene_image

WIDTH = 240
HEIGHT = 360
"""About the publisher's 65 x 100 mm."""
BORDER = 8
RADIUS = 18
SETTING_SIZE = 150
SUBJECT_SIZE = 56
SUBJECT_MARGIN = 22
SETTING_CENTRE = (WIDTH // 2, 138)
SUBJECTS_Y = 280
FRAME = (255, 255, 255, 255)
MISSING = (128, 128, 128)


@lru_cache(maxsize=32)
def _background(palette: Palette) -> Image.Image:
    gradient = Image.linear_gradient("L").resize((WIDTH, HEIGHT))
    top = Image.new("RGBA", (WIDTH, HEIGHT), (*palette.top, 255))
    bottom = Image.new("RGBA", (WIDTH, HEIGHT), (*palette.bottom, 255))
    card = Image.composite(bottom, top, gradient)
    frame = Image.new("RGBA", (WIDTH, HEIGHT), (0, 0, 0, 0))
    draw = ImageDraw.Draw(frame)
    draw.rounded_rectangle((0, 0, WIDTH - 1, HEIGHT - 1), RADIUS, fill=FRAME)
    inner = Image.new("L", (WIDTH, HEIGHT), 0)
    ImageDraw.Draw(inner).rounded_rectangle(
        (BORDER, BORDER, WIDTH - 1 - BORDER, HEIGHT - 1 - BORDER), RADIUS - BORDER // 2, fill=255
    )
    frame.paste(card, (0, 0), inner)
    return frame


def _nudge(card: int, index: int) -> tuple[int, int]:
    """A few pixels either way, from the id alone (Knuth's multiplicative hash)."""
    bits = ((card * 2654435761) ^ (index * 40503)) & 0xFFFFFFFF
    return bits % 9 - 4, (bits >> 8) % 13 - 6


def _paste(canvas: Image.Image, tile: Image.Image, centre: tuple[int, int]) -> None:
    x = centre[0] - tile.width // 2
    y = centre[1] - tile.height // 2
    canvas.alpha_composite(tile, (x, y))


@lru_cache(maxsize=512)
def card_image(card: int) -> Image.Image:
    """The card as an RGBA image; raises KeyError for an id the built-in deck lacks."""
    picture = scene(card)
    if picture.placed:
        return _framed(scene_image(picture, (WIDTH - 2 * BORDER, HEIGHT - 2 * BORDER)))
    canvas = _background(picture.palette).copy()
    _paste(canvas, emoji_tile(picture.setting, SETTING_SIZE), SETTING_CENTRE)
    count = len(picture.subjects)
    usable = WIDTH - 2 * SUBJECT_MARGIN
    for index, emoji in enumerate(picture.subjects):
        dx, dy = _nudge(card, index)
        x = SUBJECT_MARGIN + usable * (2 * index + 1) // (2 * count) + dx
        y = SUBJECTS_Y + dy + (14 if count > 2 and index % 2 else 0)
        _paste(canvas, emoji_tile(emoji, SUBJECT_SIZE), (x, y))
    return canvas


@lru_cache(maxsize=128)
def photo_image(data: bytes) -> Image.Image:
    """A server's own picture (pictures.uploads cleaned it) in the same white frame, cropped to
    fill it. No bytes (a picture no longer stored): the frame around plain grey."""
    inner = (WIDTH - 2 * BORDER, HEIGHT - 2 * BORDER)
    if data:
        with Image.open(io.BytesIO(data)) as photo:
            fitted = ImageOps.fit(photo.convert("RGB"), inner, Image.Resampling.LANCZOS)
    else:
        fitted = Image.new("RGB", inner, MISSING)
    return _framed(fitted)


@cache
def _frame_and_mask() -> tuple[Image.Image, Image.Image]:
    """The white frame with rounded corners, and the mask of its inside."""
    inner = (WIDTH - 2 * BORDER, HEIGHT - 2 * BORDER)
    frame = Image.new("RGBA", (WIDTH, HEIGHT), (0, 0, 0, 0))
    ImageDraw.Draw(frame).rounded_rectangle((0, 0, WIDTH - 1, HEIGHT - 1), RADIUS, fill=FRAME)
    mask = Image.new("L", inner, 0)
    ImageDraw.Draw(mask).rounded_rectangle(
        (0, 0, inner[0] - 1, inner[1] - 1), RADIUS - BORDER // 2, fill=255
    )
    return frame, mask


def _framed(fitted: Image.Image) -> Image.Image:
    """A picture the size of a card's inside, in the white frame with rounded corners."""
    empty, mask = _frame_and_mask()
    frame = empty.copy()
    frame.paste(fitted, (BORDER, BORDER), mask)
    return frame


Face = int | bytes
"""What a card shows: a built-in scene by id, or a server's picture by its cleaned bytes."""


@lru_cache(maxsize=512)
def card_on(face: Face, background: tuple[int, int, int]) -> Image.Image:
    """The card flattened onto a background colour, RGB: pasted without alpha, it composes
    a row several times faster."""
    image = photo_image(face) if isinstance(face, bytes) else card_image(face)
    flat = Image.new("RGB", (WIDTH, HEIGHT), background)
    flat.paste(image, (0, 0), image)
    return flat
