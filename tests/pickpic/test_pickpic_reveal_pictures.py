"""The reveal's pictures and words (P8, P9), from a real round: the ranker's reference first,
the pile in their order, each card named with its giver and points as the reveal goes on, the
deck card framed once reached and the cards after it dimmed; the round's summary shows every
pile. Checked on the drawn pixels, not only on what was asked for."""

from pickpic_helpers import as_shuffled, give_in_order, rank_with
from PIL import Image, ImageStat

from cogs.board_render import ALT_TEXT
from engine.pickpic.events import RoundScored
from engine.pickpic.game import Game
from engine.pickpic.reveal import deck_place
from pictures import composite
from pictures.card import HEIGHT, WIDTH
from tables.pickpic.card_names import card_subject
from tables.pickpic.reveal_board import (
    pile_lines,
    pile_picture,
    summary_lines,
    summary_picture,
)
from words.i18n import LANGUAGES

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve"]


def scored_round(players: int, seed: int) -> tuple[Game, RoundScored]:
    game = Game.new(players, seed=seed)
    give_in_order(game)
    rank_with(game, as_shuffled, reveal=False)
    assert game.last_reveal is not None
    return game, game.last_reveal


def middle_deck(scored: RoundScored) -> int:
    """A pile whose deck card has cards before and after it."""
    return next(
        pile
        for pile, reveal in enumerate(scored.reveals)
        if 0 < deck_place(reveal) < len(reveal.cards) - 1
    )


def drawn(picture) -> Image.Image:  # type: ignore[no-untyped-def]
    layout = composite.Layout(picture.per_row, picture.half)
    return composite.row_image(
        picture.cards, picture.labels, picture.highlight, picture.dimmed, picture.framed, layout
    )


def card_box(image: Image.Image, position: int, per_row: int, count: int) -> tuple[int, ...]:
    """Where the card at `position` was drawn (pictures.composite's layout)."""
    columns = min(count, per_row)
    left = (image.width - (columns * WIDTH + (columns - 1) * composite.GAP)) // 2
    row, column = divmod(position, per_row)
    label = composite.LABEL_HEIGHT + composite.LINE_HEIGHT
    x = left + column * (WIDTH + composite.GAP)
    y = composite.PADDING + row * (HEIGHT + label + composite.GAP)
    return x, y, x + WIDTH, y + HEIGHT


def brightness(image: Image.Image, box: tuple[int, ...]) -> float:
    return float(ImageStat.Stat(image.crop(box).convert("L")).mean[0])


def test_p8_p9_a_pile_is_its_reference_then_its_cards_named_one_by_one() -> None:
    game, scored = scored_round(5, seed=3)
    pile = middle_deck(scored)
    reveal = scored.reveals[pile]
    deck = deck_place(reveal)
    first = pile_picture(scored, pile, 0, NAMES, game.settings, "en")
    assert first.cards == (reveal.reference, *(item.card for item in reveal.cards)), "P2 first"
    assert first.framed == {0} and not first.highlight and not first.dimmed
    assert first.labels[1:] == tuple(str(place) for place in range(1, len(reveal.cards) + 1))
    one = pile_picture(scored, pile, 1, NAMES, game.settings, "en")
    giver = NAMES[reveal.cards[0].giver or 0]
    ranker = NAMES[reveal.ranker]
    assert one.labels[1] == f"1. {giver} +2\n{ranker} +1", "P9: the first card"
    assert one.labels[2:] == first.labels[2:], "the cards not named yet keep their places only"
    done = pile_picture(scored, pile, deck + 1, NAMES, game.settings, "en")
    assert done.highlight == {deck + 1}, "the deck card framed once reached (P8)"
    assert done.dimmed == set(range(deck + 2, len(reveal.cards) + 1)), "the cards after it"
    assert done.labels[deck + 1].startswith(f"{deck + 1}. deck")
    lines = pile_lines(reveal, deck + 1, NAMES, game.settings, "en")
    assert lines[0].startswith(f"Reference of **{ranker}**: ")
    assert sum("given by" in line for line in lines) == deck, "givers named up to the deck"
    assert sum("after the deck card, scores nothing" in line for line in lines) == len(
        reveal.cards
    ) - (deck + 1)
    assert lines[-1].startswith("This pile scores: ")


def test_p8_the_drawn_reveal_frames_the_reference_and_the_deck_card_and_dims_the_rest() -> None:
    game, scored = scored_round(5, seed=3)
    pile = middle_deck(scored)
    reveal = scored.reveals[pile]
    deck = deck_place(reveal)
    count = len(reveal.cards) + 1
    before = pile_picture(scored, pile, deck, NAMES, game.settings, "en")
    after = pile_picture(scored, pile, deck + 1, NAMES, game.settings, "en")
    assert before.per_row == after.per_row == 3, "six cards: two rows of three"
    shown, revealed = drawn(before), drawn(after)
    x, y, *_ = card_box(revealed, 0, after.per_row, count)
    assert revealed.getpixel((x - 3, y + HEIGHT // 2)) == composite.REFERENCE
    x, y, *_ = card_box(revealed, deck + 1, after.per_row, count)
    assert revealed.getpixel((x - 3, y + HEIGHT // 2)) == composite.HIGHLIGHT
    assert shown.getpixel((x - 3, y + HEIGHT // 2)) == composite.BACKGROUND, "not before"
    for position in range(deck + 2, count):
        box = card_box(revealed, position, after.per_row, count)
        assert brightness(revealed, box) < 0.7 * brightness(shown, box), "dimmed (P8)"
    for position in range(deck + 1):
        box = card_box(revealed, position, after.per_row, count)
        assert brightness(revealed, box) == brightness(shown, box)


def test_p8_p10_the_summary_shows_every_pile_as_a_row() -> None:
    game, scored = scored_round(5, seed=3)
    picture = summary_picture(scored, NAMES, game.settings, "en")
    size = len(scored.reveals[0].cards) + 1
    assert picture.half and picture.per_row == size
    assert len(picture.cards) == size * len(scored.reveals)
    assert picture.framed == {row * size for row in range(len(scored.reveals))}
    assert len(picture.highlight) == len(scored.reveals), "one deck card a pile"
    image = drawn(picture)
    assert image.height < image.width * 2, "5 piles fit one picture"
    lines = summary_lines(scored, NAMES, "en")
    assert len(lines) == len(scored.reveals)
    assert all(line.count("🂠 deck") == 1 for line in lines)


def test_p8_the_summarys_alt_text_names_every_card_within_discords_length() -> None:
    """A summary's alt text names each card by its subject (every pile's own message named
    them in full): five players of Discord's longest names fit its 1024 characters whole in
    every language, where whole captions were cut at four."""
    longest = ["Konstantynopolitańczykowianeczka"] * 5
    for seed in range(6):
        game, scored = scored_round(5, seed)
        for language in LANGUAGES:
            alt = summary_picture(scored, longest, game.settings, language).alt
            assert len(alt) <= ALT_TEXT, (seed, language, len(alt))
            subjects = [card_subject(item.card, language) for item in scored.reveals[-1].cards]
            assert alt.endswith(", ".join(subjects)), (seed, language, alt[-80:])
