"""Pictures a server uploads for its own deck: checked, cleaned and re-encoded before storage.

An upload is untrusted bytes. Nothing of it is kept as sent: it is opened only when it is
small enough (bytes) and its header declares few enough pixels (a decompression bomb declares
billions), turned upright by its EXIF orientation, shrunk to what a card shows, and written
again as a plain JPEG. The new file has no EXIF (no GPS position, no camera), no ICC profile,
no comment, no animation: only pixels.
"""

import io
import warnings
from dataclasses import dataclass

from PIL import Image, ImageOps, UnidentifiedImageError

MAX_UPLOAD_BYTES = 8 * 1024 * 1024
MAX_PIXELS = 30_000_000
"""A 30-megapixel photo is fine; more is refused before any pixel is decoded."""
FORMATS = frozenset({"JPEG", "PNG", "WEBP", "GIF"})
STORED_SIZE = (448, 688)
"""Twice the picture area of a card (pictures.card): sharp on high-density screens."""
JPEG_QUALITY = 85

TOO_BIG = "too_big"
TOO_MANY_PIXELS = "too_many_pixels"
NOT_A_PICTURE = "not_a_picture"
UNSUPPORTED_FORMAT = "unsupported_format"


class UploadRefused(Exception):
    """`reason` is one of the constants above, for front-ends to word."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class CleanPicture:
    data: bytes
    """JPEG bytes, at most STORED_SIZE, no metadata."""
    width: int
    height: int
    top: int
    """The mean colour of the upper half, 0xRRGGBB; `bottom` of the lower half: what a
    computer player compares (engine.pickpic.similarity)."""
    bottom: int


def _colour(pixel: tuple[int, ...]) -> int:
    red, green, blue = pixel[:3]
    return (red << 16) | (green << 8) | blue


def clean_upload(data: bytes) -> CleanPicture:
    """Raises UploadRefused for anything but a reasonable JPEG, PNG, WebP or GIF picture."""
    if len(data) > MAX_UPLOAD_BYTES:
        raise UploadRefused(TOO_BIG)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as picture:
                if picture.format not in FORMATS:
                    raise UploadRefused(UNSUPPORTED_FORMAT)
                width, height = picture.size
                if width < 1 or height < 1 or width * height > MAX_PIXELS:
                    raise UploadRefused(TOO_MANY_PIXELS)
                picture.draft("RGB", STORED_SIZE)
                upright = ImageOps.exif_transpose(picture.convert("RGBA"))
    except (Image.DecompressionBombWarning, Image.DecompressionBombError):
        raise UploadRefused(TOO_MANY_PIXELS) from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError):
        raise UploadRefused(NOT_A_PICTURE) from None
    flat = Image.new("RGB", upright.size, (255, 255, 255))
    flat.paste(upright, (0, 0), upright)
    flat.thumbnail(STORED_SIZE, Image.Resampling.LANCZOS)
    buffer = io.BytesIO()
    flat.save(buffer, "JPEG", quality=JPEG_QUALITY, optimize=True)
    halves = flat.resize((1, 2), Image.Resampling.BOX)
    top, bottom = (_colour(halves.getpixel((0, row))) for row in (0, 1))  # type: ignore[arg-type]
    return CleanPicture(buffer.getvalue(), flat.width, flat.height, top, bottom)
