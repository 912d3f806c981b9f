"""Cards drawn from their ids alone: the same bytes every time, kept as hashes in
picture_hashes.json. After a deliberate change of the drawing, record them again with:

    UPDATE_GOLDEN=1 python -m pytest tests/pickpic/test_pickpic_pictures.py

The hashes hold for the Pillow and FreeType versions recorded with them; other versions may
rasterize a pixel differently, so the comparison is then skipped (saying why), while every
other test here still runs.
"""

import hashlib
import io
import json
import os
from pathlib import Path

import pytest
from PIL import Image, features

from engine.pickpic.catalogue import CARD_IDS, scene
from pictures import card, composite, fonts
from pictures.credits import ATTRIBUTION, FONT_ATTRIBUTION, LICENSE

HASHES = Path(__file__).with_name("picture_hashes.json")
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
VERSIONS = {"pillow": Image.__version__, "freetype": features.version("freetype2")}
CASES = {
    "card_1": lambda: composite.row_image((1,)),
    "card_265": lambda: composite.row_image((265,)),
    "card_1001": lambda: composite.row_image((1001,)),
    "card_1420": lambda: composite.row_image((1420,)),
    "hand_of_7": lambda: composite.row_image(tuple(range(1040, 1047)), tuple("1234567")),
    "reveal_of_4": lambda: composite.row_image(
        (1070, 1016, 1100, 1130), ("1 Zoë", "2 Дмитрий", "deck", "4 李明"), frozenset({2})
    ),
}


def clear_caches() -> None:
    for cached in (card.card_image, card.card_on, fonts.emoji_tile, composite.row_picture,
                   fonts.font_for, fonts.label_fonts):  # fmt: skip
        cached.cache_clear()


def digest(image: Image.Image) -> str:
    return hashlib.sha256(image.tobytes()).hexdigest()


def test_p1_pictures_are_the_recorded_ones() -> None:
    found = {name: digest(draw()) for name, draw in CASES.items()}
    if UPDATE:
        HASHES.write_text(json.dumps({"versions": VERSIONS, "sha256": found}, indent=2) + "\n")
    recorded = json.loads(HASHES.read_text())
    if recorded["versions"] != VERSIONS:
        pytest.skip(f"hashes recorded with {recorded['versions']}, running {VERSIONS}")
    assert found == recorded["sha256"]


def test_p1_the_same_card_gives_the_same_bytes_after_the_caches_are_emptied() -> None:
    first = composite.card_picture(33), composite.row_picture((5, 6, 7), ("a", "b", "c"))
    clear_caches()
    again = composite.card_picture(33), composite.row_picture((5, 6, 7), ("a", "b", "c"))
    assert first == again
    assert first[0].startswith(b"\x89PNG") and first[1].startswith(b"\xff\xd8\xff")


def test_p1_every_card_of_the_deck_draws_each_of_its_emoji() -> None:
    for card_id in CARD_IDS:
        image = card.card_image(card_id)
        assert image.size == (card.WIDTH, card.HEIGHT)
        for emoji in scene(card_id).emoji:
            tile = fonts.emoji_tile(emoji, 40)
            assert tile.getbbox() is not None, f"card {card_id}: {emoji} draws nothing"
            assert tile.getchannel("A").getextrema()[1] == 255


def test_p3_p7_rows_lay_out_up_to_eight_cards_in_rows_of_four() -> None:
    one = Image.open(io.BytesIO(composite.card_picture(1)))
    assert one.size == (composite.credits_width(), 2 * 16 + card.HEIGHT + composite.FOOTER)
    eight = Image.open(io.BytesIO(composite.row_picture(tuple(range(1, 9)), tuple("12345678"))))
    labelled = card.HEIGHT + composite.LABEL_HEIGHT
    assert eight.size == (4 * card.WIDTH + 3 * 12 + 32, 2 * labelled + 12 + 32 + composite.FOOTER)
    with pytest.raises(ValueError, match="no card"):
        composite.row_image(())
    with pytest.raises(ValueError, match="one label per card"):
        composite.row_image((1, 2), ("1",))
    with pytest.raises(KeyError):
        card.card_image(10_000)


def test_the_credit_names_openmoji_and_its_licence_and_the_font() -> None:
    assert LICENSE == "CC BY-SA 4.0"
    assert "OpenMoji" in ATTRIBUTION and LICENSE in ATTRIBUTION
    assert "Noto Sans" in FONT_ATTRIBUTION and "OFL" in FONT_ATTRIBUTION


def footer(image: Image.Image, width: int) -> Image.Image:
    """The right `width` pixels of a picture's footer, where the credits end."""
    return image.crop((image.width - width, image.height - composite.FOOTER, image.width,
                       image.height))  # fmt: skip


@pytest.mark.parametrize("half", [False, True])
def test_every_picture_size_carries_the_whole_credit(half: bool) -> None:
    """Issue 35: under a single card the CC BY-SA credit was cut to "moji: OpenMoji". Every
    size a picture takes (1 to 8 cards, full and half size, 1 to 8 per row) shows each credit
    line whole: its footer's right part is the same as under a picture wide enough for it,
    and nothing of it reaches the picture's left padding."""
    room = composite.credits_width()
    wide = composite.row_image(tuple(range(1001, 1009)), layout=composite.Layout(8, half))
    assert wide.width > room + 100, "the reference footer has room to spare"
    whole = footer(wide, room)
    for per_row in range(1, 9):
        for count in range(1, 9):
            layout = composite.Layout(per_row, half)
            image = composite.row_image(tuple(range(1001, 1001 + count)), layout=layout)
            assert image.width >= room, (per_row, count)
            assert footer(image, room).tobytes() == whole.tobytes(), (per_row, count)
            left = footer(image, image.width).crop((0, 0, composite.PADDING, composite.FOOTER))
            assert left.getcolors() == [(left.width * left.height, composite.BACKGROUND)]
