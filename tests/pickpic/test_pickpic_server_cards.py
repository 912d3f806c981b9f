"""Server pictures in the engine (issue 17): a game's deck from its settings (P1), kept in its
saved state, and weighed by the computer from the caption's words and the colours."""

import json

import pytest
from paired_deck import pairs

from engine.pickpic import actions as act
from engine.pickpic import snapshot
from engine.pickpic.catalogue import CARD_IDS, scene
from engine.pickpic.game import REVEAL, Game, cards_needed
from engine.pickpic.invariants import violations
from engine.pickpic.policies import computer_actions
from engine.pickpic.settings import SERVER_BASE, ServerPicture, Settings, server_card
from engine.pickpic.similarity import caption_words, deck_likeness, similarity, standing_of
from tables.errors import UserError
from tables.pickpic.options import PickpicOptions, options_of
from tables.pickpic.rules import PickpicRules


def test_p1_the_deck_is_the_settings_deck_builtin_server_or_both() -> None:
    own = pairs()
    dealt = 3 * (1 + 4)  # P2, P3: a reference and a hand of 4 each
    assert len(Game.new(3, 1).deck) + dealt == len(CARD_IDS)
    game = Game.new(4, seed=5, settings=own)
    cards = {*game.deck, *(c for hand in game.hands for c in hand), *game.references}
    assert cards == {server_card(n) for n in range(1, 41)}
    both = Settings(pictures=own.pictures)
    assert len(Game.new(3, settings=both).deck) + dealt == len(CARD_IDS) + 40
    with pytest.raises(ValueError, match="need at least"):
        Game.new(8, settings=own)


def test_a_game_of_server_pictures_round_trips_and_the_built_in_deck_saves_as_before() -> None:
    game = Game.new(4, seed=9, settings=pairs())
    text = snapshot.to_json(game)
    again = snapshot.from_json(text)
    assert again.settings == game.settings and snapshot.to_json(again) == text
    assert again.settings.picture(server_card(3)) == ServerPicture(3, "cat one", *_colours(1))
    plain = json.loads(snapshot.to_json(Game.new(3, seed=1)))
    assert plain["settings"] == {"target_score": 20}
    data = json.loads(text)
    for forged in ([[1, 7, 0, 0]], [[0, "x", 0, 0]], [[1, "x", 0, 2**24]], [[1, "a", 0, 0]] * 2):
        data["settings"]["pictures"] = forged
        with pytest.raises(ValueError, match=r"settings|picture|caption|colour"):
            snapshot.from_json(json.dumps(data))


def _colours(index: int) -> tuple[int, int]:
    colour = (index * 37 % 256) << 16 | (index * 91 % 256) << 8 | (index * 53 % 256)
    return colour, colour ^ 0x101010


def test_caption_words_meet_the_emoji_names() -> None:
    assert caption_words("Dogs on the Beach!") == {"dog", "beach"}
    assert caption_words("Le chat de Léa") == {"chat", "léa"}
    crab = ServerPicture(1, "A crab on the beach", 0xF4C482, 0xFFF0D0)
    likeness = deck_likeness(Settings(pictures=(crab,)))
    crab_on_sand = 1125
    assert "crab" in scene(crab_on_sand).names and scene(crab_on_sand).ground == "sand"
    assert likeness.similarity(crab.card, crab_on_sand) > likeness.similarity(crab.card, 1040 - 1)
    assert similarity(crab.card, crab_on_sand) == 0.0, "the built-in measure knows no pictures"


def test_p4_the_computer_ranks_a_server_pictures_twin_above_a_stranger() -> None:
    own = pairs()
    standing = standing_of(own)
    dog, twin, cat = server_card(1), server_card(2), server_card(3)
    assert standing(twin, dog) > 0.9 > standing(cat, dog)
    assert standing_of(Settings()) is not standing


def play(seed: int, settings: Settings, smart: bool) -> tuple[int, int]:
    """Piles whose deck card was ranked last (P9), and piles, over a game of four."""
    game = Game.new(4, seed, settings)
    last = piles = 0
    while not game.is_over:
        if game.phase == REVEAL:
            game.apply(act.show())
            continue
        for seat in game.waiting():
            for action in computer_actions(game, seat) if smart else [act.complete(seat)]:
                game.apply(action, seat)
        assert violations(game) == []
        if game.phase == REVEAL and game.shown == 0 and game.last_reveal is not None:
            piles += len(game.last_reveal.reveals)
            last += sum(r.cards[-1].giver is None for r in game.last_reveal.reveals)
    return last, piles


def test_p4_p7_computers_play_a_server_deck_sensibly() -> None:
    """Seeded: with only captions and colours to go by, computers give each receiver the
    card most like their reference and find the deck card far more often than chance."""
    own = pairs()
    smart = [play(seed, own, True) for seed in range(12)]
    chance = [play(seed, own, False) for seed in range(12)]
    smart_rate = sum(last for last, _ in smart) / sum(piles for _, piles in smart)
    chance_rate = sum(last for last, _ in chance) / sum(piles for _, piles in chance)
    assert chance_rate < 0.32 and smart_rate > 1.4 * chance_rate, (smart_rate, chance_rate)


def test_p2_p6_the_table_refuses_a_deck_too_small_in_words() -> None:
    small = PickpicOptions(deck="server", pictures=pairs().pictures[:17])
    with pytest.raises(UserError) as refused:
        PickpicRules().new_game("pickpic", 3, 1, small.to_json())
    assert refused.value.key == "pickpic.error.deck_too_small"
    assert refused.value.values == {"needed": cards_needed(3), "have": 17, "players": 3}
    game = PickpicRules().new_game("pickpic", 3, 1, PickpicOptions(deck="both",
                                   pictures=small.pictures).to_json())  # fmt: skip
    assert max(game.deck) > SERVER_BASE


def test_forged_table_options_fall_back_to_the_built_in_deck() -> None:
    for forged in (
        {"deck": "server", "pictures": "lots"},
        {"deck": "server", "pictures": [{"id": "1", "caption": "x", "top": 0, "bottom": 0}]},
        {"deck": "server", "pictures": [{"id": 1, "caption": "x", "top": -1, "bottom": 0}]},
        {"deck": "elsewhere", "pictures": []},
    ):
        assert options_of(json.dumps(forged)) == PickpicOptions()
    twice = [{"id": 1, "caption": "x", "top": 0, "bottom": 0}] * 2
    assert len(options_of(json.dumps({"deck": "both", "pictures": twice})).pictures) == 1
