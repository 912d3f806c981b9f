"""The game as versioned JSON: the form that storage keeps, and its strict loader.

The engine plays on plain lists (engine.pickomino.game). Writing trusts the engine's own state;
reading checks every field's type and range by hand (no validation library, so that importing
the engine stays cheap), then the rules' invariants, before the engine trusts a stored or
received state. The format is the one the pydantic models of earlier versions wrote, byte for
byte (tests/saved_states).
"""

import json
from collections.abc import Callable
from typing import Any, Final, TypeVar

from engine.pickomino.components import (
    BONUSES,
    EXTENSION,
    EXTENSION_TILES,
    FACES,
    MAX_SEATS,
    MIN_SEATS,
    RULE_SETS,
    WHITE_DICE,
)
from engine.pickomino.game import Game
from engine.pickomino.invariants import violations
from engine.pickomino.settings import Settings

SCHEMA_VERSION: Final = 1

PHASES: Final = frozenset(
    {"roll", "set_aside", "bust_or_weasel", "roll_or_stop", "must_stop", "choose_bonus",
     "choose_victim", "over"}
)  # fmt: skip
AFTER_VICTIM: Final = frozenset({"continue", "end"})
_BONUSES: Final = frozenset(BONUSES)
_TILE_KEYS: Final = {str(tile): tile for tile in EXTENSION_TILES}
_GAME_FIELDS: Final = (
    "schema_version", "rules", "settings", "seats", "active", "current", "phase", "turn",
    "grill", "flipped", "stacks", "tile_bonus", "held", "out", "grilled", "reserve", "rng",
    "turn_state",
)  # fmt: skip
_TURN_FIELDS: Final = (
    "roll_white", "roll_golden", "aside", "golden_aside", "used", "total", "white_left",
    "golden_in_play", "rolled", "weasel_used", "pending_bonus", "victims", "after_victim",
)  # fmt: skip
_dumps = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode
"""The engine's state holds no cycles: the encoder need not track containers for them."""
T = TypeVar("T")


def to_json(game: Game) -> str:
    """Trusted: the engine's own state is not validated again on the way out."""
    return _dumps(to_dict(game))


def to_dict(game: Game) -> dict[str, Any]:
    """What `to_json` writes, before it is written: for an encoder of the caller's choice
    (the table layer's is faster, and writes the same text)."""
    return {
        "schema_version": SCHEMA_VERSION,
        "rules": game.rules,
        "settings": game.settings.to_dict(),
        "seats": game.seats,
        "active": game.active,
        "current": game.current,
        "phase": game.phase,
        "turn": game.turn,
        "grill": game.grill,
        "flipped": game.flipped,
        "stacks": game.stacks,
        "tile_bonus": game.tile_bonus,
        "held": game.held,
        "out": game.out,
        "grilled": game.grilled,
        "reserve": game.reserve,
        "rng": game.rng,
        "turn_state": {
            "roll_white": game.roll_white,
            "roll_golden": game.roll_golden,
            "aside": game.aside,
            "golden_aside": game.golden_aside,
            "used": game.used,
            "total": game.total,
            "white_left": game.white_left,
            "golden_in_play": game.golden_in_play,
            "rolled": game.rolled,
            "weasel_used": game.weasel_used,
            "pending_bonus": game.pending_bonus,
            "victims": game.victims,
            "after_victim": game.after_victim,
        },
    }


def from_json(text: str | bytes) -> Game:
    """Raises ValueError, and only ValueError, for anything but a sound game."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("not a game state: nested too deeply") from None
    except (ValueError, TypeError) as error:
        raise ValueError(f"not a game state: {error}") from None
    return from_dict(data)


def from_dict(data: object) -> Game:
    """A game from the decoded JSON form; ValueError when a field or an invariant is wrong."""
    game = fields_from_dict(data)
    problems = violations(game)
    if problems:
        raise ValueError("inconsistent game state: " + "; ".join(problems))
    return game


def fields_from_dict(data: object) -> Game:
    """The game the fields describe, each of its type and range, before the rules' invariants:
    for a tool that says which check refuses a state (tests/test_snapshot_fuzz.py). Never play
    it: only `from_dict` gives a sound game."""
    state = _fields(data, _GAME_FIELDS, "game state", {"schema_version": SCHEMA_VERSION})
    if state["schema_version"] != SCHEMA_VERSION or state["schema_version"].__class__ is not int:
        raise ValueError(f"not a game state: schema version {state['schema_version']!r}")
    turn = _fields(state["turn_state"], _TURN_FIELDS, "turn state", {})
    game = Game.__new__(Game)
    game.rules = _one_of(state["rules"], RULE_SETS, "rules")
    game.extension = game.rules == EXTENSION
    game.settings = Settings.from_dict(state["settings"])
    game.seats = _int(state["seats"], "seats", MIN_SEATS, MAX_SEATS)
    game.active = _list(state["active"], _bool, "active")
    game.current = _int(state["current"], "current", 0)
    game.phase = _one_of(state["phase"], PHASES, "phase")
    game.turn = _int(state["turn"], "turn", 1)
    game.grill = _list(state["grill"], _any_int, "grill")
    game.flipped = _list(state["flipped"], _any_int, "flipped")
    game.stacks = _list(state["stacks"], _tiles, "stacks")
    game.tile_bonus = _tile_bonus(state["tile_bonus"])
    game.held = _list(state["held"], _bonus_or_none, "held")
    game.out = _list(state["out"], _bonus, "out")
    game.grilled = _list(state["grilled"], _any_int, "grilled")
    game.reserve = _int(state["reserve"], "reserve", 0)
    game.rng = _int(state["rng"], "rng", 0, (1 << 64) - 1)
    game.dice = None
    roll_white = _list(turn["roll_white"], _face, "roll_white")
    if len(roll_white) > WHITE_DICE:
        raise ValueError(f"not a game state: roll_white has more than {WHITE_DICE} dice")
    game.roll_white = tuple(roll_white)
    game.roll_golden = _int(turn["roll_golden"], "roll_golden", 0, 6)
    game.aside = _list(turn["aside"], _any_int, "aside")
    if len(game.aside) != 7:
        raise ValueError("not a game state: aside must count the dice of faces 0..6")
    game.golden_aside = _int(turn["golden_aside"], "golden_aside", 0, 6)
    game.used = _int(turn["used"], "used", 0, 127)
    game.total = _int(turn["total"], "total", 0)
    game.white_left = _int(turn["white_left"], "white_left", 0, WHITE_DICE)
    game.golden_in_play = _bool(turn["golden_in_play"], "golden_in_play")
    game.rolled = _bool(turn["rolled"], "rolled")
    game.weasel_used = _bool(turn["weasel_used"], "weasel_used")
    pending = turn["pending_bonus"]
    game.pending_bonus = None if pending is None else _bonus(pending, "pending_bonus")
    game.victims = tuple(_list(turn["victims"], _any_int, "victims"))
    game.after_victim = _one_of(turn["after_victim"], AFTER_VICTIM, "after_victim")
    game.fresh = game.shown_faces_mask() & ~game.used
    return game


def _fields(
    data: object, names: tuple[str, ...], what: str, defaults: dict[str, Any]
) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"not a game state: the {what} is not an object")
    unknown = set(data) - set(names)
    if unknown:
        raise ValueError(f"not a game state: unknown fields {sorted(unknown)} in the {what}")
    missing = [name for name in names if name not in data and name not in defaults]
    if missing:
        raise ValueError(f"not a game state: the {what} has no {', '.join(missing)}")
    return {**defaults, **data}


def _int(value: object, name: str, low: int, high: int | None = None) -> int:
    if value.__class__ is not int:
        raise ValueError(f"not a game state: {name} must be a whole number, not {value!r}")
    assert isinstance(value, int)
    if value < low or (high is not None and value > high):
        raise ValueError(f"not a game state: {name} {value} is out of range")
    return value


def _any_int(value: object, name: str) -> int:
    if value.__class__ is not int:
        raise ValueError(f"not a game state: {name} must hold whole numbers, not {value!r}")
    assert isinstance(value, int)
    return value


def _face(value: object, name: str) -> int:
    return _int(value, name, min(FACES), max(FACES))


def _bool(value: object, name: str) -> bool:
    if value.__class__ is not bool:
        raise ValueError(f"not a game state: {name} must be true or false, not {value!r}")
    assert isinstance(value, bool)
    return value


def _one_of(value: object, allowed: frozenset[str] | tuple[str, ...], name: str) -> str:
    if value.__class__ is not str or value not in allowed:
        raise ValueError(f"not a game state: {name} {value!r} is not one of {sorted(allowed)}")
    assert isinstance(value, str)
    return value


def _bonus(value: object, name: str) -> str:
    return _one_of(value, _BONUSES, name)


def _bonus_or_none(value: object, name: str) -> str | None:
    return None if value is None else _bonus(value, name)


def _tiles(value: object, name: str) -> list[int]:
    return _list(value, _any_int, name)


def _list(value: object, item: Callable[[object, str], T], name: str) -> list[T]:
    if value.__class__ is not list:
        raise ValueError(f"not a game state: {name} must be a list, not {value!r}")
    assert isinstance(value, list)
    return [item(entry, name) for entry in value]


def _tile_bonus(value: object) -> dict[int, str]:
    if value.__class__ is not dict:
        raise ValueError("not a game state: tile_bonus must be an object")
    assert isinstance(value, dict)
    bonuses = {}
    for key, bonus in value.items():
        tile = _TILE_KEYS.get(key)
        if tile is None:
            raise ValueError(f"not a game state: tile_bonus names no tile: {key!r}")
        bonuses[tile] = _bonus(bonus, "tile_bonus")
    return bonuses
