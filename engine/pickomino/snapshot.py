"""The game as a versioned pydantic model: the JSON form that storage keeps.

The engine plays on plain lists (engine.pickomino.game); this model is the boundary where a
stored or received state is validated before the engine trusts it.
"""

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.pickomino.components import FACES, MAX_SEATS, MIN_SEATS, WHITE_DICE
from engine.pickomino.game import Game
from engine.pickomino.invariants import violations
from engine.pickomino.settings import Settings

SCHEMA_VERSION: Literal[1] = 1

Phase = Literal[
    "roll", "set_aside", "bust_or_weasel", "roll_or_stop", "must_stop", "choose_bonus",
    "choose_victim", "over",
]  # fmt: skip
Bonus = Literal["canned_worm", "hen", "crow", "weasel", "golden_die", "apple"]
Face = Field(ge=0, le=6)


class TurnState(BaseModel):
    """The dice of the turn in progress."""

    model_config = ConfigDict(extra="forbid")

    roll_white: list[int] = Field(max_length=WHITE_DICE)
    roll_golden: int = Face
    aside: list[int] = Field(min_length=7, max_length=7)
    golden_aside: int = Face
    used: int = Field(ge=0, lt=128)
    total: int = Field(ge=0)
    white_left: int = Field(ge=0, le=WHITE_DICE)
    golden_in_play: bool
    rolled: bool
    weasel_used: bool
    pending_bonus: Bonus | None
    victims: list[int]
    after_victim: Literal["continue", "end"]


class GameState(BaseModel):
    model_config = ConfigDict(extra="forbid")

    schema_version: Literal[1] = SCHEMA_VERSION
    rules: Literal["classic", "extension"]
    settings: Settings
    seats: int = Field(ge=MIN_SEATS, le=MAX_SEATS)
    active: list[bool]
    current: int = Field(ge=0)
    phase: Phase
    turn: int = Field(ge=1)
    grill: list[int]
    flipped: list[int]
    stacks: list[list[int]]
    tile_bonus: dict[int, Bonus]
    held: list[Bonus | None]
    out: list[Bonus]
    grilled: list[int]
    reserve: int = Field(ge=0)
    rng: int = Field(ge=0, lt=1 << 64)
    turn_state: TurnState


def to_state(game: Game) -> GameState:
    """Trusted: the engine's own state is not validated again on the way out."""
    return GameState.model_construct(
        rules=game.rules,
        settings=game.settings,
        seats=game.seats,
        active=list(game.active),
        current=game.current,
        phase=game.phase,
        turn=game.turn,
        grill=list(game.grill),
        flipped=list(game.flipped),
        stacks=[list(stack) for stack in game.stacks],
        tile_bonus=dict(game.tile_bonus),
        held=list(game.held),
        out=list(game.out),
        grilled=list(game.grilled),
        reserve=game.reserve,
        rng=game.rng,
        turn_state=TurnState.model_construct(
            roll_white=list(game.roll_white),
            roll_golden=game.roll_golden,
            aside=list(game.aside),
            golden_aside=game.golden_aside,
            used=game.used,
            total=game.total,
            white_left=game.white_left,
            golden_in_play=game.golden_in_play,
            rolled=game.rolled,
            weasel_used=game.weasel_used,
            pending_bonus=game.pending_bonus,
            victims=list(game.victims),
            after_victim=game.after_victim,
        ),
    )


def from_state(state: GameState) -> Game:
    """Rebuild a game; raises ValueError when the state breaks the rules' invariants."""
    game = Game.__new__(Game)
    game.rules = state.rules
    game.extension = state.rules == "extension"
    game.settings = state.settings
    game.seats = state.seats
    game.active = list(state.active)
    game.current = state.current
    game.phase = state.phase
    game.turn = state.turn
    game.grill = list(state.grill)
    game.flipped = list(state.flipped)
    game.stacks = [list(stack) for stack in state.stacks]
    game.tile_bonus = dict(state.tile_bonus)
    game.held = list(state.held)
    game.out = list(state.out)
    game.grilled = list(state.grilled)
    game.reserve = state.reserve
    game.rng = state.rng
    game.dice = None
    turn = state.turn_state
    game.roll_white = tuple(turn.roll_white)
    game.roll_golden = turn.roll_golden
    game.aside = list(turn.aside)
    game.golden_aside = turn.golden_aside
    game.used = turn.used
    game.total = turn.total
    game.white_left = turn.white_left
    game.golden_in_play = turn.golden_in_play
    game.rolled = turn.rolled
    game.weasel_used = turn.weasel_used
    game.pending_bonus = turn.pending_bonus
    game.victims = tuple(turn.victims)
    game.after_victim = turn.after_victim
    if any(face not in FACES for face in game.roll_white):
        raise ValueError("inconsistent game state: a die shows an impossible face")
    game.fresh = game.shown_faces_mask() & ~game.used
    problems = violations(game)
    if problems:
        raise ValueError("inconsistent game state: " + "; ".join(problems))
    return game


def to_json(game: Game) -> str:
    return to_state(game).model_dump_json()


def from_json(text: str | bytes) -> Game:
    """Raises ValueError (pydantic's ValidationError is one) for anything but a sound game."""
    try:
        state = GameState.model_validate_json(text)
    except ValidationError as error:
        raise ValueError(f"not a game state: {error}") from error
    return from_state(state)
