"""Contact sheets: the whole built-in deck at a glance, to review it by eye.

Cards at half size, eight across, each with its id under it; one PNG per sheet of 48 cards.
"""

from PIL import Image

from pictures.card import HEIGHT, WIDTH, card_on
from pictures.composite import BACKGROUND, LABEL, encode
from pictures.fonts import draw_label

COLUMNS = 8
ROWS = 6
PER_SHEET = COLUMNS * ROWS
SCALE = 2
GAP = 8
LABEL_HEIGHT = 22


def sheet_image(cards: tuple[int, ...]) -> Image.Image:
    """Up to PER_SHEET built-in cards, in the order given."""
    if not 0 < len(cards) <= PER_SHEET:
        raise ValueError(f"1 to {PER_SHEET} cards a sheet")
    width, height = WIDTH // SCALE, HEIGHT // SCALE
    rows = (len(cards) + COLUMNS - 1) // COLUMNS
    canvas = Image.new(
        "RGB",
        (GAP + COLUMNS * (width + GAP), GAP + rows * (height + LABEL_HEIGHT + GAP)),
        BACKGROUND,
    )
    for position, card in enumerate(cards):
        row, column = divmod(position, COLUMNS)
        x = GAP + column * (width + GAP)
        y = GAP + row * (height + LABEL_HEIGHT + GAP)
        small = card_on(card, BACKGROUND).resize((width, height), Image.Resampling.LANCZOS)
        canvas.paste(small, (x, y))
        draw_label(canvas, (x + width // 2, y + height + LABEL_HEIGHT // 2), f"#{card}", 14, LABEL)
    return canvas


def sheets(cards: tuple[int, ...]) -> list[bytes]:
    """The cards on as many PNG sheets as they need."""
    return [
        encode(sheet_image(cards[start : start + PER_SHEET]), "png")
        for start in range(0, len(cards), PER_SHEET)
    ]
