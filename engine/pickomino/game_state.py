"""A game's state, in plain lists and ints (no objects per tile or die) because simulations and
the expert AI play millions of actions, and the questions asked of it: whose turn, what may be
done, what stopping would do, the score and the ranking.
"""

from bisect import bisect_left
from typing import Self

from engine.pickomino import actions as act
from engine.pickomino.actions import Action
from engine.pickomino.components import (
    APPLE,
    APPLE_WORMS,
    CANNED_WORM,
    CLASSIC_TILES,
    EXACT_ONLY_TILES,
    FACE_POINTS,
    GOLDEN_DIE,
    HEN,
    WEASEL,
    WORM,
    WORMS,
)
from engine.pickomino.dice import DiceSource
from engine.pickomino.events import NO_NEW_FACE, NO_TILE, NO_WORM, Placing
from engine.pickomino.outcome import BUST, HEN_TAKEN, STEAL, TAKE, StopOutcome
from engine.pickomino.phases import (
    ASIDE_BY_MASK,
    ASIDE_OR_WEASEL_BY_MASK,
    BUST_OR_WEASEL,
    CHOOSE_BONUS,
    CHOOSE_VICTIM,
    FACES_BY_MASK,
    MUST_STOP,
    OVER,
    ROLL,
    ROLL_ACTIONS,
    ROLL_GOLDEN_ACTIONS,
    ROLL_OR_STOP,
    ROLL_OR_STOP_ACTIONS,
    SET_ASIDE,
    STOP_ACTIONS,
    WEASEL_OR_STOP_ACTIONS,
)
from engine.pickomino.settings import Settings

FIRST_STEALABLE = CLASSIC_TILES[0]
"""R10, X2: no tile below 21 can be stolen (11 and 13 never are)."""


class GameState:
    """The state of a game and every question about it; the rules that change it are the
    classes built on it, one per phase or concern, composed into engine.pickomino.game.Game."""

    __slots__ = (
        "rules",
        "extension",
        "settings",
        "seats",
        "active",
        "current",
        "phase",
        "turn",
        "grill",
        "flipped",
        "stacks",
        "tile_bonus",
        "held",
        "out",
        "grilled",
        "reserve",
        "roll_white",
        "roll_golden",
        "fresh",
        "aside",
        "golden_aside",
        "used",
        "total",
        "white_left",
        "golden_in_play",
        "rolled",
        "weasel_used",
        "pending_bonus",
        "victims",
        "after_victim",
        "rng",
        "dice",
    )

    rules: str
    extension: bool
    settings: Settings
    seats: int
    active: list[bool]
    current: int
    phase: str
    turn: int
    grill: list[int]
    """Face-up tiles, ascending."""
    flipped: list[int]
    """Face-down tiles, in the order they were turned."""
    stacks: list[list[int]]
    """Each seat's stack, bottom first: the last tile is the visible one (R13)."""
    tile_bonus: dict[int, str]
    held: list[str | None]
    out: list[str]
    """Bonuses that left the game (X8)."""
    grilled: list[int]
    reserve: int
    roll_white: tuple[int, ...]
    roll_golden: int
    """Face of the golden die in the pending roll, 0 when it is not in that roll."""
    fresh: int
    """Faces of the pending roll not set aside yet (bit f for face f); derived, not stored."""
    aside: list[int]
    """Dice set aside this turn, counted by face (index 1..6)."""
    golden_aside: int
    """Face under which the golden die was set aside this turn, 0 if it was not."""
    used: int
    """Bit f set when face f was set aside this turn."""
    total: int
    white_left: int
    golden_in_play: bool
    """The golden die joined this turn's dice and is not set aside yet (X9)."""
    rolled: bool
    """At least one roll this turn: the golden die can only join the first (X9)."""
    weasel_used: bool
    pending_bonus: str | None
    """X4: the bonus just gained while another is held; `held` still has the old one."""
    victims: tuple[int, ...]
    after_victim: str
    rng: int
    dice: DiceSource | None

    # ------------------------------------------------------------------ questions

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def current_seat(self) -> int:
        return self.current

    @property
    def dice_left(self) -> int:
        """Dice the next roll would throw (R4), the golden die included once it joined (X9)."""
        return self.white_left + self.golden_in_play

    @property
    def roll(self) -> tuple[int, ...]:
        """The pending roll, white dice then the golden die if it is in the roll."""
        if self.roll_golden:
            return (*self.roll_white, self.roll_golden)
        return self.roll_white

    def has_face_used(self, face: int) -> bool:
        return bool(self.used >> face & 1)

    def top_tile(self, seat: int) -> int | None:
        stack = self.stacks[seat]
        return stack[-1] if stack else None

    def golden_die_ready(self) -> bool:
        """X9: the holder may add the golden die at the first roll of the turn."""
        return not self.rolled and self.extension and self.held[self.current] == GOLDEN_DIE

    def weasel_ready(self) -> bool:
        """X12: once per turn, right after a roll."""
        return (
            self.extension
            and not self.weasel_used
            and self.held[self.current] == WEASEL
            and self.phase in (SET_ASIDE, BUST_OR_WEASEL)
        )

    def new_faces(self) -> tuple[int, ...]:
        """Faces of the pending roll not set aside yet this turn, ascending (R5)."""
        return FACES_BY_MASK[self.fresh]

    def shown_faces_mask(self) -> int:
        """Bit f set when face f shows in the pending roll."""
        mask = 0
        for face in self.roll_white:
            mask |= 1 << face
        if self.roll_golden:
            mask |= 1 << self.roll_golden
        return mask

    def worms(self, seat: int) -> int:
        """R17, X15: worms on the stack, grilled worms, and the apple."""
        score = self.grilled[seat]
        for tile in self.stacks[seat]:
            score += WORMS[tile]
        if self.held[seat] == APPLE:
            score += APPLE_WORMS
        return score

    def ranking(self) -> list[Placing]:
        """F7, R18: by worms, then the highest tile of the whole stack; removed seats last (F8).

        Seats equal on all of that share a place; the next place skips (1, 1, 3).
        """
        keys = [
            (self.active[seat], self.worms(seat), max(self.stacks[seat], default=0))
            for seat in range(self.seats)
        ]
        order = sorted(range(self.seats), key=lambda seat: keys[seat], reverse=True)
        placings: list[Placing] = []
        for index, seat in enumerate(order):
            if index and keys[order[index - 1]] == keys[seat]:
                place = placings[-1].place
            else:
                place = index + 1
            active, worms, highest = keys[seat]
            placings.append(Placing(seat, place, worms, highest, not active))
        return placings

    def stop_outcome(self) -> StopOutcome:
        """What stopping now would do (R8-R12, X2, X7, X10, X12), without doing it."""
        return StopOutcome._make(self._stop_plan())

    def _stop_plan(self) -> tuple[str, int, int | None, int | None, str | None, bool]:
        """The fields of stop_outcome() as a plain tuple, cheaper to build at every stop."""
        total = self.total
        if self.phase == BUST_OR_WEASEL:
            return (BUST, total, None, None, NO_NEW_FACE, False)
        canned = False
        if not self.aside[WORM]:
            if self.extension and self.held[self.current] == CANNED_WORM:
                total += FACE_POINTS[WORM]
                canned = True
            else:
                return (BUST, total, None, None, NO_WORM, False)
        grill = self.grill
        if total in grill:
            return (TAKE, total, total, None, None, canned)
        if total >= FIRST_STEALABLE:
            current = self.current
            for seat, stack in enumerate(self.stacks):
                if stack and stack[-1] == total and seat != current:
                    if self.extension and self.held[seat] == HEN:
                        return (HEN_TAKEN, total, None, seat, None, canned)
                    return (STEAL, total, total, seat, None, canned)
        # R11 falls back to the highest tile below the total; the exact-only tiles (X2) are the
        # lowest of all, so when that tile is one of them no other tile qualifies either.
        below = bisect_left(grill, total)
        if below and grill[below - 1] not in EXACT_ONLY_TILES:
            return (TAKE, total, grill[below - 1], None, None, canned)
        return (BUST, total, None, None, NO_TILE, canned)

    def legal_actions(self) -> tuple[Action, ...]:
        """The current seat's choices. Removing a seat (F8) is always possible and not listed."""
        phase = self.phase
        if phase == SET_ASIDE:
            if self.extension and self.held[self.current] == WEASEL and not self.weasel_used:
                return ASIDE_OR_WEASEL_BY_MASK[self.fresh]
            return ASIDE_BY_MASK[self.fresh]
        if phase == ROLL_OR_STOP:
            return ROLL_OR_STOP_ACTIONS
        if phase == ROLL:
            if self.extension and not self.rolled and self.held[self.current] == GOLDEN_DIE:
                return ROLL_GOLDEN_ACTIONS  # golden_die_ready(), inlined
            return ROLL_ACTIONS
        if phase == MUST_STOP:
            return STOP_ACTIONS
        if phase == BUST_OR_WEASEL:
            return WEASEL_OR_STOP_ACTIONS
        if phase == CHOOSE_BONUS:
            held = self.held[self.current]
            assert held is not None and self.pending_bonus is not None
            return (Action(act.KEEP, held), Action(act.KEEP, self.pending_bonus))
        if phase == CHOOSE_VICTIM:
            return tuple(Action(act.VICTIM, seat) for seat in self.victims)
        return ()

    def copy(self) -> Self:
        """An independent game in the same state (the dice source is shared)."""
        twin = self.__class__.__new__(self.__class__)
        twin.rules = self.rules
        twin.extension = self.extension
        twin.settings = self.settings
        twin.seats = self.seats
        twin.active = self.active[:]
        twin.current = self.current
        twin.phase = self.phase
        twin.turn = self.turn
        twin.grill = self.grill[:]
        twin.flipped = self.flipped[:]
        twin.stacks = [stack[:] for stack in self.stacks]
        twin.tile_bonus = self.tile_bonus.copy()
        twin.held = self.held[:]
        twin.out = self.out[:]
        twin.grilled = self.grilled[:]
        twin.reserve = self.reserve
        twin.roll_white = self.roll_white
        twin.roll_golden = self.roll_golden
        twin.fresh = self.fresh
        twin.aside = self.aside[:]
        twin.golden_aside = self.golden_aside
        twin.used = self.used
        twin.total = self.total
        twin.white_left = self.white_left
        twin.golden_in_play = self.golden_in_play
        twin.rolled = self.rolled
        twin.weasel_used = self.weasel_used
        twin.pending_bonus = self.pending_bonus
        twin.victims = self.victims
        twin.after_victim = self.after_victim
        twin.rng = self.rng
        twin.dice = self.dice
        return twin
