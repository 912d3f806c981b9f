"""The boards' markup as HTML (web.board_markup): every character of the text escaped, the
marks the catalogs use (bold, a tile number, a backslash's literal) as HTML, the dice faces
as boxed digits, and names isolated from the words around them (issue 38)."""

import pytest

from tables.markup import NAME_LENGTH, safe_name
from web.board_markup import html as board_html
from web.board_markup import isolated


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ('"><img src=x onerror=alert(1)>', "&#34;&gt;&lt;img src=x onerror=alert(1)&gt;"),
        ("{{7*7}} {% raw %}", "{{7*7}} {% raw %}"),
        ("**x** `y` \\z", "**x** `y` \\z"),
    ],
)
def test_a_name_in_a_line_is_text(name: str, shown: str) -> None:
    line = f"**{safe_name(name)}** takes `27` 🪱"
    assert str(board_html(line)) == f"<strong>{shown}</strong> takes <code>27</code> 🪱"


def test_dice_faces_are_boxed_digits() -> None:
    assert str(board_html("rolls 1️⃣ 5️⃣ 🪱")) == (
        'rolls <span class="keycap">1</span> <span class="keycap">5</span> 🪱'
    )


def test_names_are_isolated_and_keep_their_pop_when_cut() -> None:
    long = "\u202e" + "🦄" * 40
    (shown,) = isolated([long])
    assert shown.startswith("\u2068\u202e") and shown.endswith("\u2069")
    assert len(safe_name(shown)) == len(shown) == NAME_LENGTH
