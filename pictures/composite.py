"""A row of cards as one picture: a hand, a pile to rank, a reveal (one message, one file).

Each card may carry a short label under it (a number to pick it by, a name at the reveal) and
a highlight (the deck card at the reveal). The footer credits OpenMoji, as CC BY-SA asks,
and the font.

Rows are JPEG (quality 90, no chroma subsampling): flat colours and black outlines stay
clean, and it encodes a hand in a few milliseconds where PNG takes 50 to 90. A single card is
also available as PNG, for the command line.
"""

import io
from functools import lru_cache
from typing import Literal

from PIL import Image, ImageDraw

from pictures.card import HEIGHT, WIDTH, Face, card_on
from pictures.credits import ATTRIBUTION, FONT_ATTRIBUTION
from pictures.fonts import draw_label

GAP = 12
PADDING = 16
PER_ROW = 4
LABEL_HEIGHT = 44
LABEL_SIZE = 28
"""Still about 12 pixels high when Discord shrinks an 8-card picture to its preview width."""
FOOTER = 36
FOOTER_SIZE = 12
"""Two lines of credits: the emoji's, the font's."""
BACKGROUND = (43, 45, 49)
"""Discord's dark grey: the picture sits in the chat without a bright box around it."""
LABEL = (242, 243, 245)
MUTED = (148, 155, 164)
HIGHLIGHT = (250, 168, 26)
JPEG_QUALITY = 90
PNG_COMPRESSION = 1
"""zlib level 1: several times faster to write than the default, for a third more bytes."""

Format = Literal["jpeg", "png"]
EXTENSIONS: dict[str, str] = {"jpeg": "jpg", "png": "png"}


MIN_WIDTH = 320
"""Wide enough for the credit line under a single card."""


def _size(count: int, label_height: int) -> tuple[int, int, int]:
    """Width, height, and the left edge of the first column (cards centred)."""
    columns = min(count, PER_ROW)
    rows = (count + PER_ROW - 1) // PER_ROW
    cards_width = columns * WIDTH + (columns - 1) * GAP
    width = max(2 * PADDING + cards_width, MIN_WIDTH)
    height = 2 * PADDING + rows * (HEIGHT + label_height) + (rows - 1) * GAP + FOOTER
    return width, height, (width - cards_width) // 2


def row_image(
    cards: tuple[Face, ...],
    labels: tuple[str, ...] = (),
    highlight: frozenset[int] = frozenset(),
) -> Image.Image:
    """`cards` are built-in card ids or a server's cleaned picture bytes; `labels` (as many as
    cards, or none) go under the cards; `highlight` holds positions (0-based) framed in
    colour."""
    if not cards:
        raise ValueError("a picture of no card")
    if labels and len(labels) != len(cards):
        raise ValueError("one label per card")
    label_height = LABEL_HEIGHT if labels else 0
    width, height, left = _size(len(cards), label_height)
    canvas = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    for position, card in enumerate(cards):
        row, column = divmod(position, PER_ROW)
        x = left + column * (WIDTH + GAP)
        y = PADDING + row * (HEIGHT + label_height + GAP)
        if position in highlight:
            draw.rounded_rectangle(
                (x - 5, y - 5, x + WIDTH + 4, y + HEIGHT + 4), 22, outline=HIGHLIGHT, width=5
            )
        canvas.paste(card_on(card, BACKGROUND), (x, y))
        if labels:
            colour = HIGHLIGHT if position in highlight else LABEL
            at = (x + WIDTH // 2, y + HEIGHT + LABEL_HEIGHT // 2 + 2)
            draw_label(canvas, at, labels[position], LABEL_SIZE, colour, max_width=WIDTH + GAP - 4)
    for line, text in enumerate((ATTRIBUTION, FONT_ATTRIBUTION)):
        at = (width - PADDING, height - FOOTER - 2 + 15 * line + 8)
        draw_label(canvas, at, text, FOOTER_SIZE, MUTED, anchor="rm")
    return canvas


def encode(image: Image.Image, kind: Format) -> bytes:
    buffer = io.BytesIO()
    if kind == "png":
        image.save(buffer, "PNG", compress_level=PNG_COMPRESSION)
    else:
        image.save(buffer, "JPEG", quality=JPEG_QUALITY, subsampling=0)
    return buffer.getvalue()


@lru_cache(maxsize=256)
def row_picture(
    cards: tuple[Face, ...],
    labels: tuple[str, ...] = (),
    highlight: frozenset[int] = frozenset(),
    kind: Format = "jpeg",
) -> bytes:
    """The row encoded, cached: a panel opened again costs nothing."""
    return encode(row_image(cards, labels, highlight), kind)


def card_picture(card: int, kind: Format = "png") -> bytes:
    """One card alone, with the credit under it."""
    return row_picture((card,), kind=kind)
