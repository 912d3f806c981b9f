"""The game: whose turn, which phase, what may be done, and what doing it changes.

Every rule of ../shared/rules.md that acts during play is cited by number where it acts. `Game`
is composed of one class per phase or concern, each built on those below it:
engine/pickomino/game_state.py (the state and every question about it), turns.py (a turn
ends), bonuses.py (the extension's bonuses and grilled worms), busts.py, rolling.py (rolling
and setting aside) and stopping.py (taking and stealing tiles); the phases are named in
phases.py. The JSON boundary, with its checks, is engine.pickomino.snapshot.
"""

from collections.abc import Callable

from engine.pickomino import actions as act
from engine.pickomino import errors
from engine.pickomino.actions import Action
from engine.pickomino.components import (
    BONUS_START,
    CLASSIC_TILES,
    EXTENSION,
    EXTENSION_TILES,
    GRILLED_WORMS,
    MAX_SEATS,
    MIN_SEATS,
    RULE_SETS,
)
from engine.pickomino.dice import DiceSource, seed_state
from engine.pickomino.errors import IllegalAction
from engine.pickomino.events import Event, SeatRemoved
from engine.pickomino.phases import (
    BUST_OR_WEASEL,
    CHOOSE_BONUS,
    CHOOSE_VICTIM,
    FACES_BY_MASK,
    MUST_STOP,
    OVER,
    ROLL,
    ROLL_OR_STOP,
    SET_ASIDE,
)
from engine.pickomino.rolling import Rolling
from engine.pickomino.settings import DEFAULT_SETTINGS, Settings
from engine.pickomino.stopping import Stopping

__all__ = [
    "BUST_OR_WEASEL",
    "CHOOSE_BONUS",
    "CHOOSE_VICTIM",
    "FACES_BY_MASK",
    "MUST_STOP",
    "OVER",
    "ROLL",
    "ROLL_OR_STOP",
    "SET_ASIDE",
    "Game",
]
"""The game, and the phases its callers name (engine.pickomino.phases)."""


class Game(Rolling, Stopping):
    """One game of Pickomino. `apply` changes it in place and returns the events.

    Seats are numbered from 0 in playing order. Dice come from the seeded generator kept in
    the state unless `dice` is set (tests and tools script the dice that way).
    """

    __slots__ = ()

    @classmethod
    def new(
        cls,
        rules: str = "classic",
        seats: int = 2,
        seed: int = 0,
        settings: Settings | None = None,
        dice: DiceSource | None = None,
    ) -> "Game":
        if rules not in RULE_SETS:
            raise ValueError(f"unknown rule set {rules!r}: choose one of {', '.join(RULE_SETS)}")
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"a game has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}")
        game = cls.__new__(cls)
        game.rules = rules
        game.extension = rules == EXTENSION
        game.settings = settings or DEFAULT_SETTINGS
        game.seats = seats
        game.active = [True] * seats
        game.current = 0
        game.turn = 1
        game.grill = list(EXTENSION_TILES if game.extension else CLASSIC_TILES)
        game.flipped = []
        game.stacks = [[] for _ in range(seats)]
        game.tile_bonus = dict(BONUS_START) if game.extension else {}
        game.held = [None] * seats
        game.out = []
        game.grilled = [0] * seats
        game.reserve = GRILLED_WORMS if game.extension else 0
        game.rng = seed_state(seed)
        game.dice = dice
        game._reset_extension_turn()
        game._reset_turn()
        return game

    # ------------------------------------------------------------------ changes

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Play `action` for the current seat (or, when given, check that `seat` is it).

        Raises IllegalAction, with nothing changed, when the rules forbid the action or it is
        not an action at all (a forged click or a bug must not reach the state as a TypeError).
        """
        events: list[Event] = []
        self._act(action, seat, events)
        return events

    def play(self, action: Action) -> None:
        """`apply` for simulations and search: the same rules and refusals, no events built.

        A simulation reads the state, not the story of each action, and should not pay for it.
        """
        if self.phase == OVER:
            raise IllegalAction(errors.GAME_OVER)
        if action.__class__ is not Action:
            raise IllegalAction(errors.UNKNOWN_ACTION, f"not an action: {action!r}")
        kind, arg = action
        try:
            handler = _HANDLERS[kind]
        except (KeyError, TypeError):
            if kind != act.REMOVE:
                raise IllegalAction(errors.UNKNOWN_ACTION, repr(action)) from None
            self._remove_seat(arg, None)
            return
        handler(self, arg, None)

    def play_out(self, policy: "Callable[[Game], Action]") -> int:
        """Play to the end, each action chosen by `policy`; returns how many were played.

        The loop of simulations and self-play (engine.pickomino.simulate): no events, and each
        action goes straight to its rule, which checks it as `apply` would; anything else (not
        an Action, a removal, an unknown kind) takes the path of `play`.
        """
        handlers = _HANDLERS
        actions = 0
        while self.phase != OVER:
            action = policy(self)
            actions += 1
            if action.__class__ is Action:
                kind, arg = action
                try:
                    handler = handlers[kind]
                except (KeyError, TypeError):  # a removal, or a kind that is no kind at all
                    handler = None
                if handler is not None:
                    handler(self, arg, None)
                    continue
            self.play(action)
        return actions

    def _act(self, action: Action, seat: int | None, events: list[Event] | None) -> None:
        if self.phase == OVER:
            raise IllegalAction(errors.GAME_OVER)
        if action.__class__ is not Action:
            raise IllegalAction(errors.UNKNOWN_ACTION, f"not an action: {action!r}")
        kind, arg = action
        if kind == act.REMOVE:
            self._remove_seat(arg, events)
            return
        if seat is not None and (seat.__class__ is not int or seat != self.current):
            raise IllegalAction(errors.NOT_YOUR_TURN, f"seat {self.current} is to play")
        handler = _HANDLERS.get(kind) if kind.__class__ is str else None
        if handler is None:
            raise IllegalAction(errors.UNKNOWN_ACTION, repr(action))
        handler(self, arg, events)

    def _remove_seat(self, seat: object, events: list[Event] | None) -> None:
        """F8: the seat's turns are skipped; what it owns stays on the table.

        A removal that ends the game settles a pending X4 choice as F8 settles a leaving
        chooser's (the old bonus stays, the new one returns, X8), since the game ends at once.
        """
        if seat.__class__ is not int or not 0 <= seat < self.seats:
            raise IllegalAction(errors.NO_SUCH_SEAT, str(seat))
        if not self.active[seat]:
            raise IllegalAction(errors.SEAT_REMOVED, str(seat))
        self.active[seat] = False
        if events is not None:
            events.append(SeatRemoved(seat))
        ends = sum(self.active) < MIN_SEATS
        if self.phase == CHOOSE_BONUS and (ends or seat == self.current):
            new = self.pending_bonus
            assert new is not None
            self.pending_bonus = None
            self._return_bonus(self.current, new, events)
        if ends:
            self._game_over(events)
        elif seat == self.current:
            self._end_turn(events)


Handler = Callable[[Game, object, "list[Event] | None"], None]
_HANDLERS: dict[str, Handler] = {
    act.ROLL: Game._roll,
    act.ROLL_GOLDEN: Game._roll_golden,
    act.ASIDE: Game._set_aside,
    act.STOP: Game._stop,
    act.WEASEL_REROLL: Game._weasel,
    act.KEEP: Game._keep,
    act.VICTIM: Game._choose_victim,
}
"""What each kind of action does; removal (F8) is handled apart, for any seat at any time."""
