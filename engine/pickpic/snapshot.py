"""The game as JSON, the form storage keeps, and its checks on the way back in.

No pydantic here (the engine stays light): a stored or received state is checked field by
field, then against the rules' invariants (engine.pickpic.invariants), before the engine
trusts it. Anything else raises ValueError.
"""

import json
from typing import Any

from engine.pickpic.events import Reveal, RevealedCard, RoundScored
from engine.pickpic.game import PHASES, REVEAL, Game
from engine.pickpic.invariants import violations
from engine.pickpic.settings import (
    KIND,
    MAX_PICTURE_ID,
    MAX_SEATS,
    MIN_SEATS,
    ServerPicture,
    Settings,
)

SCHEMA_VERSION = 2
"""2: the reveal is a phase of its own, with `shown`. A state of version 1 (saved before)
loads with nothing shown: it never is in that phase."""


def to_dict(game: Game) -> dict[str, Any]:
    return {
        "kind": KIND,
        "schema_version": SCHEMA_VERSION,
        "settings": _settings_to_dict(game.settings),
        "seats": game.seats,
        "active": game.active,
        "playing": game.playing,
        "scores": game.scores,
        "round": game.round,
        "phase": game.phase,
        "deck": game.deck,
        "discard": game.discard,
        "references": game.references,
        "hands": game.hands,
        "aims": game.aims,
        "piles": game.piles,
        "givers": game.givers,
        "drafts": game.drafts,
        "locked": game.locked,
        "last_reveal": None if game.last_reveal is None else _reveal_to_dict(game.last_reveal),
        "shown": game.shown,
        "rng": game.rng,
    }


def to_json(game: Game) -> str:
    return json.dumps(to_dict(game), ensure_ascii=False, separators=(",", ":"))


def from_json(text: str | bytes) -> Game:
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("not a game state: nested too deeply") from None
    except (ValueError, TypeError) as error:
        raise ValueError(f"not JSON: {error}") from None
    return from_dict(data)


def from_dict(data: object) -> Game:
    """Rebuild a game; raises ValueError for anything but a sound Pick Pic state."""
    game = fields_from_dict(data)
    problems = violations(game)
    if problems:
        raise ValueError("inconsistent game state: " + "; ".join(problems))
    return game


def fields_from_dict(data: object) -> Game:
    """The game the fields describe, each of its type and range, before the rules' invariants:
    for a tool that says which check refuses a state (tests/test_snapshot_fuzz.py). Never play
    it: only `from_dict` gives a sound game."""
    record = _object(data, "state")
    version = record.get("schema_version")
    if record.get("kind") != KIND or version not in (1, SCHEMA_VERSION):
        raise ValueError(f"not a Pick Pic state of schema version 1 or {SCHEMA_VERSION}")
    if version == 1:
        if record.get("phase") == REVEAL or "shown" in record:
            raise ValueError("no reveal phase in schema version 1")
        record = {**record, "shown": 0}
    expected = set(to_dict_keys())
    if set(record) != expected:
        raise ValueError(f"state fields differ: {sorted(set(record) ^ expected)}")
    seats = _int(record["seats"], "seats", MIN_SEATS, MAX_SEATS)
    game = Game.__new__(Game)
    game.settings = _settings_from(record["settings"])
    game.seats = seats
    game.active = _bools(record["active"], "active", seats)
    game.playing = _bools(record["playing"], "playing", seats)
    game.scores = _ints(record["scores"], "scores", seats)
    game.round = _int(record["round"], "round", 1, 10**9)
    phase = record["phase"]
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase!r}")
    game.phase = phase
    game.deck = _ints(record["deck"], "deck")
    game.discard = _ints(record["discard"], "discard")
    references = _list(record["references"], "references", seats)
    game.references = [None if card is None else _int(card, "reference") for card in references]
    game.hands = _lists(record["hands"], "hands", seats)
    game.aims = _lists(record["aims"], "aims", seats, low=-1)
    game.piles = _lists(record["piles"], "piles", seats)
    game.givers = _lists(record["givers"], "givers", seats, low=-1)
    game.drafts = _lists(record["drafts"], "drafts", seats)
    game.locked = _bools(record["locked"], "locked", seats)
    reveal = record["last_reveal"]
    game.last_reveal = None if reveal is None else _reveal_from(reveal, seats)
    game.shown = _int(record["shown"], "shown", 0, 10**6)
    game.rng = _int(record["rng"], "rng", 0, (1 << 64) - 1)
    return game


def to_dict_keys() -> tuple[str, ...]:
    return (
        "kind", "schema_version", "settings", "seats", "active", "playing", "scores", "round",
        "phase", "deck", "discard", "references", "hands", "aims", "piles", "givers", "drafts",
        "locked", "last_reveal", "shown", "rng",
    )  # fmt: skip


def _settings_to_dict(settings: Settings) -> dict[str, Any]:
    """The built-in deck alone (P1) writes the target score only, as before server decks."""
    data: dict[str, Any] = {"target_score": settings.target_score}
    if not settings.builtin:
        data["builtin"] = False
    if settings.pictures:
        data["pictures"] = [
            [picture.picture_id, picture.caption, picture.top, picture.bottom]
            for picture in settings.pictures
        ]
    return data


def _settings_from(data: object) -> Settings:
    settings = _object(data, "settings")
    if "target_score" not in settings or not set(settings) <= {
        "target_score",
        "builtin",
        "pictures",
    }:
        raise ValueError("settings fields differ")
    pictures = []
    for item in _list(settings.get("pictures", []), "pictures"):
        picture_id, caption, top, bottom = _list(item, "picture", 4)
        if not isinstance(caption, str):
            raise ValueError("a caption is not text")
        pictures.append(
            ServerPicture(
                _int(picture_id, "picture", 1, MAX_PICTURE_ID),
                caption,
                _int(top, "colour", 0, 0xFFFFFF),
                _int(bottom, "colour", 0, 0xFFFFFF),
            )
        )
    try:
        return Settings(
            _int(settings["target_score"], "target_score", 0, 10**6),
            _bool(settings.get("builtin", True), "builtin"),
            tuple(pictures),
        )
    except ValueError as error:
        raise ValueError(f"settings: {error}") from error


def _reveal_to_dict(scored: RoundScored) -> dict[str, Any]:
    return {
        "round": scored.round,
        "reveals": [
            {
                "ranker": reveal.ranker,
                "reference": reveal.reference,
                "cards": [[card.card, card.giver, card.counted] for card in reveal.cards],
                "points": list(reveal.points),
            }
            for reveal in scored.reveals
        ],
        "points": list(scored.points),
        "totals": list(scored.totals),
    }


def _reveal_from(data: object, seats: int) -> RoundScored:
    record = _object(data, "last_reveal")
    reveals = []
    for item in _list(record.get("reveals"), "reveals"):
        entry = _object(item, "reveal")
        cards = []
        for card_data in _list(entry.get("cards"), "cards"):
            card, giver, counted = _list(card_data, "card", 3)
            cards.append(
                RevealedCard(
                    _int(card, "card"),
                    None if giver is None else _int(giver, "giver", 0, seats - 1),
                    _bool(counted, "counted"),
                )
            )
        reveals.append(
            Reveal(
                _int(entry.get("ranker"), "ranker", 0, seats - 1),
                _int(entry.get("reference"), "reference"),
                tuple(cards),
                tuple(_ints(entry.get("points"), "points", seats, low=-(10**6))),
            )
        )
    return RoundScored(
        _int(record.get("round"), "round", 1, 10**9),
        tuple(reveals),
        tuple(_ints(record.get("points"), "points", seats)),
        tuple(_ints(record.get("totals"), "totals", seats)),
    )


def _object(value: object, name: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError(f"{name} is not an object")
    return value


def _list(value: object, name: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise ValueError(f"{name} is not a list" + (f" of {length}" if length else ""))
    return value


def _int(value: object, name: str, low: int = 0, high: int = 2**31) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{name} is not a whole number from {low} to {high}")
    return value


def _bool(value: object, name: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{name} is not true or false")
    return value


def _ints(value: object, name: str, length: int | None = None, low: int = 0) -> list[int]:
    return [_int(item, name, low) for item in _list(value, name, length)]


def _bools(value: object, name: str, length: int) -> list[bool]:
    return [_bool(item, name) for item in _list(value, name, length)]


def _lists(value: object, name: str, length: int, low: int = 0) -> list[list[int]]:
    return [_ints(item, name, low=low) for item in _list(value, name, length)]
