"""A failed turn (R14, R15, X10, X14): the top tile goes back to the grill, the highest tile
is turned face down, a held bonus returns; the hen changes what is lost.
"""

from bisect import insort

from engine.pickomino.bonuses import Bonuses
from engine.pickomino.components import HEN
from engine.pickomino.events import Bust, Event, TileFlipped, TileReturned


class Busts(Bonuses):
    """A failed turn."""

    __slots__ = ()

    def _bust(self, reason: str, events: list[Event] | None, total: int | None = None) -> None:
        """R14, R15, X10, X14. `total` is the stop's own when it counts the canned worm (X7)."""
        seat = self.current
        if events is not None:
            events.append(Bust(seat, reason, self.total if total is None else total))
        stack = self.stacks[seat]
        held = self.held[seat]
        if held == HEN:
            if stack:
                self.held[seat] = None
                self._return_bonus(seat, HEN, events)
            self._end_turn(events)
            return
        grill = self.grill
        returned = None
        if stack:
            returned = stack.pop()
            insort(grill, returned)
            if events is not None:
                events.append(TileReturned(seat, returned))
        if held is not None:
            self.held[seat] = None
            self._return_bonus(seat, held, events)
        if returned is None:
            if self.settings.flip_when_nothing_returned and grill:
                self._flip(grill[-1], events)
        elif returned != grill[-1]:
            self._flip(grill[-1], events)
        elif self.settings.short_game:
            self._flip(returned, events)
        self._end_turn(events)

    def _flip(self, tile: int, events: list[Event] | None) -> None:
        self.grill.remove(tile)
        self.flipped.append(tile)
        if events is not None:
            events.append(TileFlipped(tile))
        bonus = self.tile_bonus.pop(tile, None) if self.tile_bonus else None
        if bonus is not None:
            self._place_bonus_from_tile(bonus, tile, events)
