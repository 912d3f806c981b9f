"""Games stored before the second edition keep their cards (P1): the first edition's ids 1 to
265 still mean the same scenes, are drawn and named, and the computer weighs them among the
first edition, as before.

saved_first_edition/ holds a game the engine of commit b0f607a (the last with only the first
edition) stored in the middle of a round, and the same game after that engine's computers
played it to the end.
"""

from pathlib import Path

from engine.pickpic.catalogue import CARD_IDS, FIRST_EDITION, scene
from engine.pickpic.invariants import violations
from engine.pickpic.policies import computer_actions
from engine.pickpic.snapshot import from_json, to_json
from pictures.card import HEIGHT, WIDTH, card_image
from tables.pickpic.card_names import card_caption

SAVED = Path(__file__).with_name("saved_first_edition")


def stored_cards(text: str) -> set[int]:
    game = from_json(text)
    cards = {*game.deck, *game.discard, *(r for r in game.references if r is not None)}
    for seat in range(game.seats):
        cards |= {*game.hands[seat], *game.piles[seat]}
    return cards


def test_a_stored_first_edition_game_loads_and_writes_back_byte_for_byte() -> None:
    text = (SAVED / "mid_round.json").read_text().strip()
    game = from_json(text)
    assert violations(game) == [] and to_json(game) == text
    cards = stored_cards(text)
    assert cards <= set(FIRST_EDITION) and not cards & set(CARD_IDS)
    assert scene(1).setting == "🏖" and card_caption(1, "fr").startswith("plage avec parasol")
    for card in game.hands[0]:
        assert card_image(card).size == (WIDTH, HEIGHT)


def test_a_stored_first_edition_game_plays_on_as_the_version_that_stored_it() -> None:
    """The computers give and rank as before: same cards, same standings, same scores."""
    game = from_json((SAVED / "mid_round.json").read_text().strip())
    while not game.is_over:
        game.show_all()
        for seat in game.waiting():
            for action in computer_actions(game, seat):
                game.apply(action, seat)
    assert to_json(game) == (SAVED / "played_on.json").read_text().strip()
