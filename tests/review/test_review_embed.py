"""A review of seven players fits one Discord embed: each player's part shares the room, its
costliest decisions cut from the last rather than a line cut in half."""

from charts.spec import LinesChart
from cogs.review import FIELD, TOTAL, review_embed
from tables.pickomino.review_words import ReviewView


def test_seven_long_reviews_share_the_embed_and_keep_whole_lines() -> None:
    line = "1. Turn 12 · rolled 1️⃣4️⃣5️⃣ · set aside 3️⃣4️⃣4️⃣ (20): " + "x" * 160
    value = "\n".join(["Accuracy 76% (74 of 97 decisions)", "Luck: ...", line, line, line])
    view = ReviewView(
        "Review · game #1",
        "Every decision against the exact expert." * 3,
        tuple((f"Player {number} " + "n" * 20, value) for number in range(7)),
        LinesChart("", "", "", ()),
    )
    embed = review_embed(view)
    assert len(embed) <= TOTAL
    for field in embed.fields:
        assert field.value is not None and len(field.value) <= FIELD
        assert field.value.startswith("Accuracy ")
        assert all(kept in value.split("\n") for kept in field.value.split("\n"))
    short = ReviewView("T", "I", (("Ann", value),), LinesChart("", "", "", ()))
    assert review_embed(short).fields[0].value == value
