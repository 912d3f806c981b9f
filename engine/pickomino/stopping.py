"""Stopping (R8-R12): taking a tile from the grill, stealing an opponent's top tile, the
hen's protection (X10) and the bonus a tile or a victim brings (X3, X11).
"""

from engine.pickomino import errors
from engine.pickomino.busts import Busts
from engine.pickomino.components import CROW, HEN
from engine.pickomino.errors import IllegalAction
from engine.pickomino.events import Event, HenTaken, TileStolen, TileTaken
from engine.pickomino.outcome import BUST, STEAL, TAKE
from engine.pickomino.phases import BUST_OR_WEASEL, MUST_STOP, ROLL_OR_STOP


class Stopping(Busts):
    """Stopping: taking or stealing a tile, or the bust that stopping is."""

    __slots__ = ()

    def _stop(self, arg: object, events: list[Event] | None) -> None:
        if arg is not None:
            raise IllegalAction(errors.UNKNOWN_ACTION, f"stop takes no argument: {arg!r}")
        phase = self.phase
        if phase != ROLL_OR_STOP and phase != MUST_STOP and phase != BUST_OR_WEASEL:
            raise IllegalAction(errors.WRONG_PHASE, f"cannot stop in phase {phase}")
        kind, total, tile, victim, reason, _ = self._stop_plan()
        if kind == BUST:
            assert reason is not None
            self._bust(reason, events, total)
            return
        seat = self.current
        if kind == TAKE:
            assert tile is not None
            self.grill.remove(tile)
            self.stacks[seat].append(tile)
            if events is not None:
                events.append(TileTaken(seat, tile, total))
            bonus = self.tile_bonus.pop(tile, None) if self.tile_bonus else None
            if bonus == CROW:
                self._crow(tile, events)
                return
            if bonus is not None:
                self._gain_bonus(bonus, None, events)
                return
        elif kind == STEAL:
            assert tile is not None and victim is not None
            self.stacks[victim].pop()
            self.stacks[seat].append(tile)
            if events is not None:
                events.append(TileStolen(seat, tile, victim))
            bonus = self.held[victim]
            if bonus is not None:
                self.held[victim] = None
                self._gain_bonus(bonus, victim, events)
                return
        else:
            assert victim is not None
            self.held[victim] = None
            if events is not None:
                events.append(HenTaken(seat, victim))
            self._gain_bonus(HEN, victim, events)
            return
        self._end_turn(events)
