"""The table as a player sees it: plain frozen data, no words, no Discord.

Interfaces draw boards from this instead of reading the engine's hot-path state (bit masks,
face-indexed counts, parallel lists), so every renderer agrees on what the table shows and the
engine stays free to change how it stores things.
"""

from dataclasses import dataclass
from functools import lru_cache

from engine.pickomino.components import APPLE, CANNED_WORM, WORM, WORMS
from engine.pickomino.game import BUST_OR_WEASEL, MUST_STOP, OVER, ROLL_OR_STOP, Game
from engine.pickomino.outcome import StopOutcome

GRILLS_KEPT = 1024
"""Grills whose tiles are kept (a grill is the same for every board of a turn or more)."""


@dataclass(frozen=True, slots=True)
class TileView:
    """One place of the grill; a flipped tile keeps its place in the row, face down (R15)."""

    value: int
    worms: int
    face_up: bool
    bonus: str | None


@dataclass(frozen=True, slots=True)
class SeatView:
    index: int
    active: bool
    """False once the seat was removed (F8); what it owns stays on the table."""
    is_current: bool
    tiles: int
    top_tile: int | None
    top_worms: int
    worms: int
    """The score (R17, X15). A physical stack hides it; a screen can show it, so it does."""
    highest_tile: int | None
    """R18's tie-break: the highest tile of the whole stack, not just the top."""
    bonus: str | None
    grilled_worms: int


@dataclass(frozen=True, slots=True)
class AsideGroup:
    """All dice of one face set aside this turn (R5 sets a face aside all at once)."""

    face: int
    count: int
    golden: bool
    """The golden die is among them (X9, F4)."""


@dataclass(frozen=True, slots=True)
class TurnView:
    seat: int
    phase: str
    roll: tuple[int, ...]
    """White dice of the pending roll, as rolled; empty when no roll waits for a choice."""
    golden_face: int | None
    """The golden die's face in the pending roll, None when it is not in it."""
    aside: tuple[AsideGroup, ...]
    """By face, ascending (the worm last)."""
    total: int
    has_worm: bool
    dice_left: int
    golden_in_play: bool
    golden_die_ready: bool
    """X9: the next roll may add the golden die."""
    weasel_used: bool
    weasel_ready: bool
    canned_worm_counts: bool
    """X7: a stop now would count the canned worm, since no worm is set aside."""
    stop: StopOutcome | None
    """What stopping would do, when stopping is one of the choices (R8 asks to say it first)."""
    bonus_choice: tuple[str, str] | None
    """X4: (held, new) while the seat chooses which bonus to keep."""
    victims: tuple[int, ...]
    """X5: the seats the current seat chooses among for a grilled worm."""


@dataclass(frozen=True, slots=True)
class PlaceView:
    seat: int
    place: int
    worms: int
    highest_tile: int | None
    grilled_worms: int
    apple: bool
    removed: bool


@dataclass(frozen=True, slots=True)
class BoardView:
    rules: str
    extension: bool
    turn_number: int
    grill: tuple[TileView, ...]
    seats: tuple[SeatView, ...]
    turn: TurnView | None
    """None once the game is over."""
    reserve: int
    """Grilled worms left in the reserve (X5)."""
    bonuses_out: tuple[str, ...]
    """Bonuses that left the game (X8), in the order they left."""
    ranking: tuple[PlaceView, ...] | None
    """Every seat's place (R18, F7, F8) once the game is over, else None."""

    @property
    def over(self) -> bool:
        return self.ranking is not None


def board_view(game: Game) -> BoardView:
    grill = _grill(tuple(game.grill), tuple(game.flipped), tuple(game.tile_bonus.items()))
    seats = tuple(
        SeatView(
            index=seat,
            active=game.active[seat],
            is_current=seat == game.current and game.phase != OVER,
            tiles=len(stack),
            top_tile=stack[-1] if stack else None,
            top_worms=WORMS[stack[-1]] if stack else 0,
            worms=game.worms(seat),
            highest_tile=max(stack, default=None),
            bonus=game.held[seat],
            grilled_worms=game.grilled[seat],
        )
        for seat, stack in enumerate(game.stacks)
    )
    over = game.phase == OVER
    return BoardView(
        rules=game.rules,
        extension=game.extension,
        turn_number=game.turn,
        grill=grill,
        seats=seats,
        turn=None if over else _turn_view(game),
        reserve=game.reserve,
        bonuses_out=tuple(game.out),
        ranking=_ranking(game) if over else None,
    )


@lru_cache(maxsize=GRILLS_KEPT)
def _grill(
    grill: tuple[int, ...], flipped: tuple[int, ...], bonuses: tuple[tuple[int, str], ...]
) -> tuple[TileView, ...]:
    """A grill's tiles, made once: the grill changes at most a few times a turn, and a board
    is shown after every move."""
    face_up = set(grill)
    bonus = dict(bonuses)
    return tuple(
        TileView(tile, WORMS[tile], tile in face_up, bonus.get(tile))
        for tile in sorted([*grill, *flipped])
    )


def _turn_view(game: Game) -> TurnView:
    seat = game.current
    aside = tuple(
        AsideGroup(face, count, game.golden_aside == face)
        for face, count in enumerate(game.aside)
        if count
    )
    has_worm = game.aside[WORM] > 0
    can_stop = game.phase in (ROLL_OR_STOP, MUST_STOP, BUST_OR_WEASEL)
    pending = game.pending_bonus
    held = game.held[seat]
    return TurnView(
        seat=seat,
        phase=game.phase,
        roll=tuple(game.roll_white),
        golden_face=game.roll_golden or None,
        aside=aside,
        total=game.total,
        has_worm=has_worm,
        dice_left=game.dice_left,
        golden_in_play=game.golden_in_play,
        golden_die_ready=game.golden_die_ready(),
        weasel_used=game.weasel_used,
        weasel_ready=game.weasel_ready(),
        canned_worm_counts=game.extension and held == CANNED_WORM and not has_worm,
        stop=game.stop_outcome() if can_stop else None,
        bonus_choice=(held, pending) if held is not None and pending is not None else None,
        victims=game.victims,
    )


def _ranking(game: Game) -> tuple[PlaceView, ...]:
    return tuple(
        PlaceView(
            seat=placing.seat,
            place=placing.place,
            worms=placing.worms,
            highest_tile=placing.highest_tile or None,
            grilled_worms=game.grilled[placing.seat],
            apple=game.held[placing.seat] == APPLE,
            removed=placing.removed,
        )
        for placing in game.ranking()
    )
