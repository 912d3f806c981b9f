"""How a turn ends: play passes to the next seat still in the game (R3, F8), or the game
ends when the grill is empty (R16).
"""

from engine.pickomino.components import WHITE_DICE
from engine.pickomino.events import Event, GameOver, TurnStarted
from engine.pickomino.game_state import GameState
from engine.pickomino.phases import CONTINUE_TURN, OVER, ROLL


class Turns(GameState):
    """Ending a turn and the game."""

    __slots__ = ()

    def _reset_turn(self) -> None:
        self.phase = ROLL
        self.roll_white = ()
        self.fresh = 0
        self.aside = [0] * 7
        self.used = 0
        self.total = 0
        self.white_left = WHITE_DICE
        self.rolled = False
        if self.extension:
            self._reset_extension_turn()

    def _reset_extension_turn(self) -> None:
        """The turn state only extension rules change (X4, X5, X9, X12): a classic game keeps
        these at their start values, so its turns skip resetting them."""
        self.roll_golden = 0
        self.golden_aside = 0
        self.golden_in_play = False
        self.weasel_used = False
        self.pending_bonus = None
        self.victims = ()
        self.after_victim = CONTINUE_TURN

    def _end_turn(self, events: list[Event] | None) -> None:
        """R16, or play passes to the next seat still in the game (R3, F8)."""
        if not self.grill:
            self._game_over(events)
            return
        seats = self.seats
        active = self.active
        following = self.current + 1
        if following == seats:
            following = 0
        while not active[following]:
            following += 1
            if following == seats:
                following = 0
        self.current = following
        self.turn += 1
        # _reset_turn, inlined: a turn ends every five actions or so
        self.phase = ROLL
        self.roll_white = ()
        self.fresh = 0
        self.aside = [0] * 7
        self.used = 0
        self.total = 0
        self.white_left = WHITE_DICE
        self.rolled = False
        if self.extension:  # _reset_extension_turn, inlined
            self.roll_golden = 0
            self.golden_aside = 0
            self.golden_in_play = False
            self.weasel_used = False
            self.pending_bonus = None
            self.victims = ()
            self.after_victim = CONTINUE_TURN
        if events is not None:
            events.append(TurnStarted(following))

    def _game_over(self, events: list[Event] | None) -> None:
        self._reset_turn()
        self.phase = OVER
        if events is not None:
            events.append(GameOver(tuple(self.ranking())))
