"""A seat's column on the public table names its reference card (P2) by its main subject
alone: a second-edition scene names up to nine things, which overflowed the column; the picture
under the columns shows them, and each player's panel names them in full."""

from engine.pickpic.game import Game
from tables.pickpic.board import reference_subject
from tables.pickpic.card_names import card_caption


def test_a_built_in_reference_is_named_by_its_main_subject() -> None:
    game = Game.new(4, seed=7)
    for language in ("en", "fr"):
        for card in (1001, 1365):
            caption = card_caption(card, language, game.settings)
            subject = reference_subject(card, game, language)
            assert ":" in caption and subject == caption.split(":")[0].strip(), (language, card)
            assert len(subject) < len(caption)
    assert reference_subject(1365, game, "en") == "whale"
    assert reference_subject(1365, game, "fr") == "baleine"
