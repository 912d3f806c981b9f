"""The extension's bonus tiles and grilled worms: gaining a bonus and choosing between two
(X3, X4), the crow (X11), grilled worms from the reserve or an opponent (X5, F9), and where a
bonus goes when it leaves a seat or a tile (X8).
"""

from engine.pickomino import errors
from engine.pickomino.components import CROW, HEN
from engine.pickomino.errors import IllegalAction
from engine.pickomino.events import (
    BonusChoice,
    BonusGained,
    BonusMoved,
    BonusReturned,
    Event,
    GrilledWormMissed,
    GrilledWormTaken,
    VictimChoice,
)
from engine.pickomino.phases import CHOOSE_BONUS, CHOOSE_VICTIM, END_TURN, MUST_STOP, ROLL_OR_STOP
from engine.pickomino.turns import Turns


class Bonuses(Turns):
    """The extension's bonus tiles and grilled worms."""

    __slots__ = ()

    def _crow(self, tile: int, events: list[Event] | None) -> None:
        """X11, F5: a grilled worm for the taker, and the crow moves on (X8)."""
        choosing = self._take_grilled_worm(END_TURN, events)
        self._place_bonus_from_tile(CROW, tile, events)
        if not choosing:
            self._end_turn(events)

    def _gain_bonus(self, bonus: str, victim: int | None, events: list[Event] | None) -> None:
        """X3; X4 when a bonus is already held (F6 for the hen)."""
        seat = self.current
        if events is not None:
            events.append(BonusGained(seat, bonus, victim))
        held = self.held[seat]
        if held is None:
            self.held[seat] = bonus
            self._end_turn(events)
            return
        self.pending_bonus = bonus
        self.phase = CHOOSE_BONUS
        if events is not None:
            events.append(BonusChoice(seat, held, bonus))

    def _keep(self, bonus: object, events: list[Event] | None) -> None:
        if self.phase != CHOOSE_BONUS:
            raise IllegalAction(errors.WRONG_PHASE, "no bonus to choose")
        seat = self.current
        held, new = self.held[seat], self.pending_bonus
        assert held is not None and new is not None
        if bonus.__class__ is not str or (bonus != held and bonus != new):
            raise IllegalAction(errors.NOT_A_CHOICE, f"keep {held} or {new}")
        self.pending_bonus = None
        self.held[seat] = new if bonus == new else held
        self._return_bonus(seat, held if bonus == new else new, events)
        self._end_turn(events)

    def _take_grilled_worm(self, then: str, events: list[Event] | None) -> bool:
        """X5, F9: from the reserve, else from an opponent without the hen.

        True when the seat must choose the opponent first; `then` says what follows the choice.
        """
        seat = self.current
        if self.reserve:
            self.reserve -= 1
            self.grilled[seat] += 1
            if events is not None:
                events.append(GrilledWormTaken(seat, None))
        else:
            candidates = tuple(
                other
                for other in range(self.seats)
                if other != seat and self.grilled[other] and self.held[other] != HEN
            )
            if len(candidates) > 1:
                self.victims = candidates
                self.after_victim = then
                self.phase = CHOOSE_VICTIM
                if events is not None:
                    events.append(VictimChoice(seat, candidates))
                return True
            if candidates:
                self._grilled_worm_from(candidates[0], events)
            elif events is not None:
                events.append(GrilledWormMissed(seat))
        return False

    def _grilled_worm_from(self, victim: int, events: list[Event] | None) -> None:
        self.grilled[victim] -= 1
        self.grilled[self.current] += 1
        if events is not None:
            events.append(GrilledWormTaken(self.current, victim))

    def _choose_victim(self, victim: object, events: list[Event] | None) -> None:
        if self.phase != CHOOSE_VICTIM:
            raise IllegalAction(errors.WRONG_PHASE, "no grilled worm to take")
        if victim.__class__ is not int or victim not in self.victims:
            raise IllegalAction(errors.NOT_A_CHOICE, f"choose one of {self.victims}")
        assert isinstance(victim, int)
        self._grilled_worm_from(victim, events)
        self.victims = ()
        self._resume_after_victim(events)

    def _resume_after_victim(self, events: list[Event] | None) -> None:
        if self.after_victim == END_TURN:
            self._end_turn(events)
        else:
            self.phase = ROLL_OR_STOP if self.white_left or self.golden_in_play else MUST_STOP

    def lowest_free_tile(self) -> int | None:
        """X8: the lowest face-up grill tile without a bonus."""
        tile_bonus = self.tile_bonus
        for tile in self.grill:
            if tile not in tile_bonus:
                return tile
        return None

    def _return_bonus(self, seat: int, bonus: str, events: list[Event] | None) -> None:
        """X8 for a bonus a seat gives back."""
        tile = self.lowest_free_tile()
        if tile is None:
            self.out.append(bonus)
        else:
            self.tile_bonus[tile] = bonus
        if events is not None:
            events.append(BonusReturned(seat, bonus, tile))

    def _place_bonus_from_tile(
        self, bonus: str, from_tile: int, events: list[Event] | None
    ) -> None:
        """X8 for a bonus whose tile left the grill (X11) or was flipped (X14)."""
        tile = self.lowest_free_tile()
        if tile is None:
            self.out.append(bonus)
        else:
            self.tile_bonus[tile] = bonus
        if events is not None:
            events.append(BonusMoved(bonus, from_tile, tile))
