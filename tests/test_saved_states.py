"""Games saved by earlier versions keep loading, byte for byte, and play on the same dice.

tests/saved_states holds states written by the engine of commit 7d76d05 (the last one whose
JSON went through pydantic): classic and extension, mid-turn, in each choice, and finished.
`continued/` holds each one after 30 more actions of a seeded random player, as that version
played them. A change of the JSON format or of the rules breaks one of these.
"""

import random
from pathlib import Path

import pytest

from engine.pickomino import Game, snapshot
from engine.pickomino.invariants import violations
from engine.pickomino.settings import Settings
from tables.pickomino.rules import PickominoRules

SAVED = Path(__file__).parent / "saved_states"
NAMES = sorted(path.name for path in SAVED.glob("*.json"))


def test_there_are_saved_states_of_both_rule_sets_mid_turn_and_finished() -> None:
    assert {"classic_over.json", "extension_over.json", "classic_set_aside.json"} <= set(NAMES)
    assert len(NAMES) >= 10


@pytest.mark.parametrize("name", NAMES)
def test_a_saved_state_loads_and_writes_back_byte_for_byte(name: str) -> None:
    text = (SAVED / name).read_text().strip()
    game = snapshot.from_json(text)
    assert violations(game) == []
    assert snapshot.to_json(game) == text
    assert PickominoRules().to_json(game) == text


@pytest.mark.parametrize("name", NAMES)
def test_a_saved_state_plays_on_as_the_version_that_saved_it(name: str) -> None:
    game = snapshot.from_json((SAVED / name).read_text().strip())
    policy = random.Random(0)
    for _ in range(30):
        if game.is_over:
            break
        game.apply(policy.choice(game.legal_actions()))
    assert snapshot.to_json(game) == (SAVED / "continued" / name).read_text().strip()


def test_the_table_layer_writes_the_engines_text_after_every_action() -> None:
    """The table layer saves states with its own encoder (issue 16): the same text as the
    engine's, byte for byte, at every action of seeded games of both rule sets, every seat
    count and every golden die."""
    rules = PickominoRules()
    for seed in range(40):
        variant = ("classic", "extension")[seed % 2]
        faces = Settings().golden_die_faces if seed % 4 < 2 else Settings().golden_die_faces[::-1]
        game = Game.new(variant, 2 + seed % 6, seed, Settings(golden_die_faces=faces))
        policy = random.Random(seed)
        while True:
            assert rules.to_json(game) == snapshot.to_json(game)
            if game.is_over:
                break
            game.apply(policy.choice(game.legal_actions()))
