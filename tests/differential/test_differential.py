"""The engine against an independent reading of the rules (independent_game.py), action by
action: the same legal actions, the same table after every action, the same dice asked for.

Games are random but seeded: both rule sets, 2 to 7 seats, every setting of rules.md, players
who stop early or late, and players removed mid-game (F8). A disagreement names the game, the
last actions and every field that differs, so it can be replayed and settled by the French text.
"""

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from independent_game import IndependentGame

import engine.pickomino.game_state
from engine.pickomino import Action, Game, Settings
from engine.pickomino.components import FACES, WORM
from engine.pickomino.outcome import BUST

GAMES = 1000
BATCH = 100
MAX_ACTIONS = 100_000

DiceLog = list[tuple[int, bool]]


def scripted_dice(seed: int, golden_faces: Sequence[int], log: DiceLog) -> Callable:
    """The same stream of faces for both engines; each call is logged to compare the asks."""
    rng = random.Random(seed)

    def dice(count: int, golden: bool) -> list[int]:
        log.append((count, golden))
        faces = [rng.choice(FACES) for _ in range(count - golden)]
        if golden:
            faces.append(rng.choice(golden_faces))
        return faces

    return dice


def observed(game: Game) -> dict[str, Any]:
    """The engine's table in the oracle's terms."""
    ranking = []
    if game.is_over:
        ranking = sorted(([p.seat, p.place] for p in game.ranking()), key=lambda r: (r[1], r[0]))
    return {
        "current": game.current,
        "phase": game.phase,
        "grill": sorted(game.grill),
        "flipped": sorted(game.flipped),
        "stacks": [list(stack) for stack in game.stacks],
        "tile_bonus": dict(game.tile_bonus),
        "held": list(game.held),
        "out": sorted(game.out),
        "grilled": list(game.grilled),
        "reserve": game.reserve,
        "aside": list(game.aside),
        "total": game.total,
        "roll": sorted(game.roll),
        "active": list(game.active),
        "worms": [game.worms(seat) for seat in range(game.seats)],
        "ranking": ranking,
    }


def table_of(number: int) -> dict[str, Any]:
    rng = random.Random(number)
    golden_faces = (1, 2, 3, 4, 5, WORM)
    if rng.random() < 0.2:
        golden_faces = tuple(rng.choice(FACES) for _ in range(6))
    return {
        "rules": rng.choice(["classic", "extension", "extension"]),
        "seats": rng.randint(2, 7),
        "settings": {
            "flip_when_nothing_returned": rng.random() < 0.3,
            "short_game": rng.random() < 0.3,
            "golden_die_faces": golden_faces,
        },
        "remove_chance": rng.choice([0.0, 0.003, 0.02]),
        "stop_chance": rng.uniform(0.2, 0.95),
    }


def stop_chance(game: Game, table: dict[str, Any]) -> float:
    """Players mostly stop when it takes a tile, so that tiles, steals and bonuses change
    hands often; now and then one stops into a bust."""
    return table["stop_chance"] if game.stop_outcome().kind != BUST else 0.05


def play_both(number: int) -> int:
    """Play game `number` on both engines; returns the number of actions played."""
    table = table_of(number)
    settings = table["settings"]
    ours_asked: DiceLog = []
    theirs_asked: DiceLog = []
    ours = Game.new(
        table["rules"],
        table["seats"],
        settings=Settings(**settings),
        dice=scripted_dice(number, settings["golden_die_faces"], ours_asked),
    )
    theirs = IndependentGame(
        table["rules"],
        table["seats"],
        settings,
        scripted_dice(number, settings["golden_die_faces"], theirs_asked),
    )
    policy = random.Random(-number)
    played: list[str] = []

    def where() -> str:
        return f"game {number} {table}, after {played[-10:]}"

    for _ in range(MAX_ACTIONS):
        ours_table, theirs_table = observed(ours), theirs.observe()
        differences = {
            key: (value, theirs_table[key])
            for key, value in ours_table.items()
            if value != theirs_table[key]
        }
        assert not differences, f"{where()}: tables differ (ours, theirs): {differences}"
        assert ours_asked == theirs_asked, f"{where()}: dice asked {ours_asked[-3:]}"
        if ours.is_over:
            return len(played)
        legal = {str(action) for action in ours.legal_actions()}
        assert legal == theirs.legal_actions(), f"{where()}: legal actions differ"
        active = [seat for seat in range(ours.seats) if ours.active[seat]]
        if policy.random() < table["remove_chance"]:
            action = f"remove:{policy.choice(active)}"
        elif "roll_golden" in legal and policy.random() < 0.5:
            action = "roll_golden"
        elif "stop" in legal and policy.random() < stop_chance(ours, table):
            action = "stop"
        else:
            choices = legal
            if legal != {"weasel", "stop"} and policy.random() < 0.9:
                choices = legal - {"weasel"}
            action = policy.choice(sorted(choices))
        played.append(action)
        ours.apply(Action.parse(action))
        theirs.apply(action)
    raise AssertionError(f"game {number} did not end in {MAX_ACTIONS} actions")


@pytest.mark.parametrize("first", range(0, GAMES, BATCH))
def test_the_engine_agrees_with_an_independent_reading_of_the_rules(first: int) -> None:
    """Every rule (R1-R18, X1-X15, F1-F9) as two authors read it, compared game by game."""
    actions = sum(play_both(number) for number in range(first, first + BATCH))
    assert actions > BATCH * 50


def test_the_comparison_sees_a_misread_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """X13 misread as 4 worms for the apple: some game must tell the two engines apart."""
    monkeypatch.setattr(engine.pickomino.game_state, "APPLE_WORMS", 4)
    caught = 0
    for number in range(60):
        try:
            play_both(number)
        except AssertionError as error:
            assert "worms" in str(error)
            caught += 1
    assert caught > 0
