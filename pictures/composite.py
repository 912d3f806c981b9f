"""A row of cards as one picture: a hand, a pile to rank, a reveal (one message, one file).

Each card may carry a short label under it (a number to pick it by, a giver and points at the
reveal; a second line after a newline), a highlight (the deck card at the reveal), a frame of
its own (the reference card the pile is ranked against) and may be dimmed (the cards after the
deck card, which score nothing, P8). A round's summary draws every pile as one row of smaller
cards. The footer credits OpenMoji, as CC BY-SA asks, and the font. Labels are drawn by
`pictures.fonts.draw_label`, each character in the first font that has it.

Rows are JPEG (quality 90, no chroma subsampling): flat colours and black outlines stay
clean, and it encodes a hand in a few milliseconds where PNG takes 50 to 90. A single card is
also available as PNG, for the command line.
"""

import io
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Literal

from PIL import Image, ImageDraw

from pictures.card import HEIGHT, WIDTH, Face, card_on
from pictures.credits import ATTRIBUTION, FONT_ATTRIBUTION
from pictures.fonts import draw_label, label_tile

GAP = 12
PADDING = 16
PER_ROW = 4
LABEL_HEIGHT = 44
LINE_HEIGHT = 32
"""Each further line of a label."""
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
REFERENCE = (88, 101, 242)
"""Discord's blurple: the reference card stands apart from the pile's orange deck card."""
DIM = 0.62
"""How far a dimmed card fades into the background."""
JPEG_QUALITY = 90
PNG_COMPRESSION = 1
"""zlib level 1: several times faster to write than the default, for a third more bytes."""

Format = Literal["jpeg", "png"]
EXTENSIONS: dict[str, str] = {"jpeg": "jpg", "png": "png"}


CREDITS = (ATTRIBUTION, FONT_ATTRIBUTION)
"""The footer's lines: CC BY-SA asks for the emoji's credit whole on every picture."""


@cache
def credits_width() -> int:
    """The narrowest picture whose footer shows every credit line whole (a single card is
    narrower than the emoji's credit: a fixed minimum width cut it to "moji: OpenMoji")."""
    return max(label_tile(text, FOOTER_SIZE, MUTED)[0].width for text in CREDITS) + 2 * PADDING


@dataclass(frozen=True, slots=True)
class Layout:
    """How a row of cards is laid out: cards per line, and the cards' scale (a summary's
    cards are half size, so that every pile of an 8-player round fits one picture)."""

    per_row: int = PER_ROW
    half: bool = False

    @property
    def card(self) -> tuple[int, int]:
        return (WIDTH // 2, HEIGHT // 2) if self.half else (WIDTH, HEIGHT)

    @property
    def font_size(self) -> int:
        return LABEL_SIZE * 2 // 3 if self.half else LABEL_SIZE

    @property
    def label_height(self) -> int:
        return LABEL_HEIGHT * 2 // 3 if self.half else LABEL_HEIGHT

    @property
    def line_height(self) -> int:
        return LINE_HEIGHT * 2 // 3 if self.half else LINE_HEIGHT


def _size(count: int, label_height: int, layout: Layout) -> tuple[int, int, int]:
    """Width, height, and the left edge of the first column (cards centred)."""
    card_width, card_height = layout.card
    columns = min(count, layout.per_row)
    rows = (count + layout.per_row - 1) // layout.per_row
    cards_width = columns * card_width + (columns - 1) * GAP
    width = max(2 * PADDING + cards_width, credits_width())
    height = 2 * PADDING + rows * (card_height + label_height) + (rows - 1) * GAP + FOOTER
    return width, height, (width - cards_width) // 2


@lru_cache(maxsize=256)
def face_in_row(card: Face, layout: Layout, dimmed: bool) -> Image.Image:
    """The card as drawn in a row: a summary's many small and dimmed cards are each made
    once (never changed in place: pasting reads them). A full-size card neither small nor
    dimmed is card_on's own image, so only the others take memory of their own (a dimmed
    card about 260 KB, a half-size one 65 KB)."""
    image = card_on(card, BACKGROUND)
    if layout.half:
        image = image.reduce(2)
    if dimmed:
        image = Image.blend(image, Image.new("RGB", image.size, BACKGROUND), DIM)
    return image


def row_image(
    cards: tuple[Face, ...],
    labels: tuple[str, ...] = (),
    highlight: frozenset[int] = frozenset(),
    dimmed: frozenset[int] = frozenset(),
    framed: frozenset[int] = frozenset(),
    layout: Layout = Layout(),
) -> Image.Image:
    """`cards` are built-in card ids or a server's cleaned picture bytes; `labels` (as many as
    cards, or none) go under the cards; `highlight` and `framed` hold positions (0-based)
    framed in orange and in blue, `dimmed` positions faded."""
    if not cards:
        raise ValueError("a picture of no card")
    if labels and len(labels) != len(cards):
        raise ValueError("one label per card")
    lines = max((label.count("\n") + 1 for label in labels), default=0)
    label_height = layout.label_height + (lines - 1) * layout.line_height if labels else 0
    card_width, card_height = layout.card
    width, height, left = _size(len(cards), label_height, layout)
    canvas = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    for position, card in enumerate(cards):
        row, column = divmod(position, layout.per_row)
        x = left + column * (card_width + GAP)
        y = PADDING + row * (card_height + label_height + GAP)
        frame = HIGHLIGHT if position in highlight else REFERENCE if position in framed else None
        if frame is not None:
            draw.rounded_rectangle(
                (x - 5, y - 5, x + card_width + 4, y + card_height + 4), 22, outline=frame, width=5
            )
        canvas.paste(face_in_row(card, layout, position in dimmed), (x, y))
        if labels:
            colour = frame or (MUTED if position in dimmed else LABEL)
            for line, text in enumerate(labels[position].split("\n")):
                fill = colour if line == 0 else MUTED if position in dimmed else LABEL
                middle = y + card_height + layout.label_height // 2 + 2 + line * layout.line_height
                draw_label(
                    canvas,
                    (x + card_width // 2, middle),
                    text,
                    layout.font_size,
                    fill,
                    max_width=card_width,
                )
    for line, text in enumerate(CREDITS):
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
    dimmed: frozenset[int] = frozenset(),
    framed: frozenset[int] = frozenset(),
    layout: Layout = Layout(),
) -> bytes:
    """The row encoded, cached: a panel opened again costs nothing."""
    return encode(row_image(cards, labels, highlight, dimmed, framed, layout), kind)


def card_picture(card: int, kind: Format = "png") -> bytes:
    """One card alone, with the credit under it."""
    return row_picture((card,), kind=kind)
