"""Server decks: an uploaded picture is refused or cleaned (size, pixels, EXIF) before storage."""

import io

import pytest
from PIL import Image

from pictures import card, composite
from pictures.uploads import (
    MAX_UPLOAD_BYTES,
    NOT_A_PICTURE,
    STORED_SIZE,
    TOO_BIG,
    TOO_MANY_PIXELS,
    UNSUPPORTED_FORMAT,
    UploadRefused,
    clean_upload,
)


def encoded(image: Image.Image, kind: str, **options: object) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, kind, **options)
    return buffer.getvalue()


def test_p1_a_photo_is_turned_upright_shrunk_and_stripped_of_exif() -> None:
    exif = Image.Exif()
    exif[0x0112] = 6  # rotated: the camera was held upright
    exif[0x010F] = "Camera maker"
    exif[0x8825] = {2: (48.0, 51.0, 0.0)}  # a GPS position
    photo = Image.new("RGB", (3000, 2000), (10, 120, 200))
    clean = clean_upload(encoded(photo, "JPEG", exif=exif))
    assert (clean.width, clean.height) == (448, 672)
    assert clean.width <= STORED_SIZE[0] and clean.height <= STORED_SIZE[1]
    with Image.open(io.BytesIO(clean.data)) as stored:
        assert stored.format == "JPEG" and dict(stored.getexif()) == {}
        assert "icc_profile" not in stored.info and "exif" not in stored.info


def test_p1_transparent_and_animated_pictures_become_one_flat_frame() -> None:
    frames = [Image.new("RGBA", (64, 64), (255, 0, 0, 0)), Image.new("RGBA", (64, 64), "blue")]
    gif = encoded(frames[0], "GIF", save_all=True, append_images=frames[1:])
    assert clean_upload(gif).width == 64
    png = clean_upload(encoded(Image.new("RGBA", (100, 50), (0, 0, 0, 0)), "PNG"))
    with Image.open(io.BytesIO(png.data)) as stored:
        assert stored.getpixel((10, 10)) == (255, 255, 255)


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"not a picture at all", NOT_A_PICTURE),
        (b"\x89PNG\r\n\x1a\n" + b"\x00" * 40, NOT_A_PICTURE),
        (b"x" * (MAX_UPLOAD_BYTES + 1), TOO_BIG),
    ],
)
def test_bad_uploads_are_refused(data: bytes, reason: str) -> None:
    with pytest.raises(UploadRefused) as refused:
        clean_upload(data)
    assert refused.value.reason == reason


def test_a_decompression_bomb_is_refused_before_decoding() -> None:
    """A small file that declares 400 megapixels."""
    bomb = encoded(Image.new("1", (20_000, 20_000)), "PNG")
    assert len(bomb) < 100_000
    with pytest.raises(UploadRefused) as refused:
        clean_upload(bomb)
    assert refused.value.reason == TOO_MANY_PIXELS


def test_other_formats_are_refused() -> None:
    with pytest.raises(UploadRefused) as refused:
        clean_upload(encoded(Image.new("RGB", (20, 20)), "BMP"))
    assert refused.value.reason == UNSUPPORTED_FORMAT


def test_a_server_picture_is_drawn_in_a_card_frame_next_to_scenes() -> None:
    clean = clean_upload(encoded(Image.new("RGB", (800, 600), (200, 30, 30)), "PNG"))
    image = card.photo_image(clean.data)
    assert image.size == (card.WIDTH, card.HEIGHT)
    assert image.getpixel((card.WIDTH // 2, card.HEIGHT // 2))[:3] == (200, 30, 30)
    assert image.getpixel((2, card.HEIGHT // 2)) == (255, 255, 255, 255)
    row = composite.row_picture((1, clean.data), ("1", "2"))
    assert row.startswith(b"\xff\xd8\xff")
