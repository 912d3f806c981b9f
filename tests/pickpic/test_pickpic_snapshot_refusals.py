"""Pick Pic states the rules cannot reach are refused with ValueError (issue 26): cards that are
not the game's, a card missing, an ended game with hands still held, a score at the target in
mid-round, and JSON nested too deeply. Each case starts from a state the engine wrote."""

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from state_mutations import play_one_pickpic_move

from engine.pickpic import snapshot
from engine.pickpic.actions import Action
from engine.pickpic.errors import IllegalAction
from engine.pickpic.game import Game

State = dict[str, Any]


def giving() -> State:
    state: State = snapshot.to_dict(Game.new(4, seed=26))
    return json.loads(json.dumps(state))


def stranger_in_the_deck(state: State) -> None:
    state["deck"][0] = 999_999


def stranger_in_a_hand(state: State) -> None:
    state["hands"][1][0] = 10**9


def card_missing(state: State) -> None:
    del state["deck"][0]


def over_with_hands(state: State) -> None:
    state["phase"] = "over"
    state["scores"][0] = 20


def at_the_target_mid_round(state: State) -> None:
    state["scores"][2] = state["settings"]["target_score"]


REFUSED: list[tuple[str, Callable[[State], None]]] = [
    ("P1: a card id outside the game's deck", stranger_in_the_deck),
    ("P1: a hand with a card of no deck", stranger_in_a_hand),
    ("P1: a card of the deck missing", card_missing),
    ("P10, P11: over with hands still held", over_with_hands),
    ("P11: a score at the target in mid-round", at_the_target_mid_round),
]


@pytest.mark.parametrize("change", [change for _, change in REFUSED], ids=[n for n, _ in REFUSED])
def test_a_state_the_rules_cannot_reach_is_refused(change: Callable[[State], None]) -> None:
    state = giving()
    assert snapshot.from_json(json.dumps(state)) is not None
    change(state)
    with pytest.raises(ValueError, match="inconsistent game state"):
        snapshot.from_json(json.dumps(state))


def test_json_nested_too_deeply_is_refused_with_value_error() -> None:
    """Before: RecursionError."""
    with pytest.raises(ValueError):
        snapshot.from_json("[" * 100_000 + "]" * 100_000)


@pytest.mark.parametrize("code", [None, 3, "take:\u00b2", "take:\u0666", "give:1:\u0661"])
def test_action_parse_takes_ascii_digits_only(code: object) -> None:
    """Before: None raised AttributeError, "take:²" ValueError, and "take:٦" read as 6."""
    with pytest.raises(IllegalAction):
        Action.parse(code)


def test_a_seat_that_left_but_still_has_to_act_is_refused() -> None:
    """Found by the fuzz test: a departure completes the seat's step and locks it in (and its
    ranking too, once the piles are dealt), so a removed seat never waits. Loaded, it was
    offered moves that `apply` then refused."""
    state = giving()
    state["active"][1] = False
    with pytest.raises(ValueError, match="left, but still has to act"):
        snapshot.from_json(json.dumps(state))


def test_a_revealed_pile_without_its_deck_card_is_refused() -> None:
    """Found by the fuzz test: the reveal's moments look for each pile's deck card (P6), and a
    stored pile without one raised StopIteration out of the loader."""
    game = Game.new(3, seed=26)
    policy = random.Random(26)
    while game.phase != "reveal":
        play_one_pickpic_move(game, policy)
    state = json.loads(snapshot.to_json(game))
    for card in state["last_reveal"]["reveals"][0]["cards"]:
        card[1] = 0 if card[1] is None else card[1]
    with pytest.raises(ValueError, match="without exactly one deck card"):
        snapshot.from_json(json.dumps(state))
