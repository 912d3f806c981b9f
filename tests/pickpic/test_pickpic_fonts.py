"""Labels show every player's name: each character drawn by the first font of the chain that
has it (Noto Sans, Noto Sans CJK, OpenMoji), a readable stand-in for one none has, never a
font's missing-glyph box."""

import pytest
from PIL import Image

from pictures import fonts

NAMES = ("Zoë", "José", "Дмитрий", "Ελένη", "李明", "Nguyễn", "1 → Bob", "Ana 🎲")
SIZE = 28


def drawn_pieces(text: str) -> list[tuple[str, str]]:
    """(piece, font name) as draw_label would draw them."""
    return [(piece, font.getname()[0]) for piece, font in fonts.runs(text, SIZE)]


@pytest.mark.parametrize("name", NAMES)
def test_no_character_of_a_name_is_drawn_as_a_missing_glyph(name: str) -> None:
    for piece, font in fonts.runs(name, SIZE):
        for character in piece:
            if character.isspace():
                continue
            shape = fonts.glyph_shape(font, character)
            assert shape != fonts.missing_shape(font), f"{character!r} of {name!r} is a box"
            assert any(shape), f"{character!r} of {name!r} draws nothing"


def test_each_script_goes_to_the_first_font_that_has_it() -> None:
    assert drawn_pieces("Zoë Ελένη Дмитрий") == [("Zoë Ελένη Дмитрий", "Noto Sans")]
    assert drawn_pieces("Ana 🎲") == [("Ana ", "Noto Sans"), ("🎲", "OpenMoji Color")]
    if fonts.cjk_font_path() is not None:
        assert drawn_pieces("1 → 李明") == [
            ("1 ", "Noto Sans"), ("→", "Noto Sans CJK TC"), (" ", "Noto Sans"),
            ("李明", "Noto Sans CJK TC"),
        ]  # fmt: skip


def test_a_character_no_font_has_becomes_a_readable_stand_in() -> None:
    """U+10000 (Linear B) is in no font; U+1D400 (a bold mathematical A) neither, and reads
    as its letter; an arrow stands in as ASCII when no CJK font is there to draw it."""
    assert fonts.font_for("\U00010000", SIZE) is None
    assert drawn_pieces("a\U00010000b") == [("a?b", "Noto Sans")]
    assert fonts.font_for("\U0001d400", SIZE) is None
    assert drawn_pieces("\U0001d400na") == [("Ana", "Noto Sans")]
    assert fonts._stand_in("→") == "->"


def test_a_label_is_drawn_in_its_fonts_on_one_line() -> None:
    image = Image.new("RGB", (400, 60), (43, 45, 49))
    fonts.draw_label(image, (200, 30), "1 → Zoë 李明 🎲", SIZE, (255, 255, 255))
    box = image.point(lambda value: 255 if value > 60 else 0).getbbox()
    assert box is not None
    left, top, right, bottom = box
    assert 200 - right + 200 - left in range(-8, 9), "centred"
    assert bottom - top < 2 * SIZE, "one line"


def test_a_long_name_shrinks_then_is_cut_to_stay_under_its_card() -> None:
    image = Image.new("RGB", (600, 60), (0, 0, 0))
    long = "6 → Nguyễn Thị Minh Khai of Saigon"
    assert sum(font.getlength(piece) for piece, font in fonts.runs(long, SIZE)) > 248
    fonts.draw_label(image, (300, 30), long, SIZE, (255, 255, 255), max_width=248)
    box = image.getbbox()
    assert box is not None and box[2] - box[0] <= 248
    pieces, _widths, size = fonts._fitted(long, SIZE, 248)
    assert size == fonts.SMALLEST and "".join(p for p, _f in pieces).endswith("…")
    assert fonts._fitted("Zoë", SIZE, 248)[2] == SIZE, "a short name keeps its size"


def test_a_label_too_wide_loses_letters_of_the_name_never_its_points() -> None:
    """A round's summary drew "4. 🦄🦄🦄🦄…" under a card: the giver's "+4" was cut with the name
    (tables/pickpic/reveal_board.py cuts names by characters, which wide letters outgrow)."""
    for label, points in (("1. WWWWWWWWWWWW +2", " +2"), ("4. 🦄🦄🦄🦄🦄🦄🦄🦄🦄 +12", " +12")):
        pieces, widths, _size = fonts._fitted(label, SIZE, 140)
        drawn = "".join(piece for piece, _font in pieces)
        assert sum(widths) <= 140
        assert drawn.endswith("…" + points), drawn
        assert drawn[:3] == label[:3], "the place stays"


def test_a_name_cut_before_is_cut_again_with_one_ellipsis() -> None:
    pieces, _widths, _size = fonts._fitted("1. Maximili… +1", SIZE, 110)
    drawn = "".join(piece for piece, _font in pieces)
    assert drawn.count("…") == 1 and drawn.endswith("… +1"), drawn
