"""The game: whose turn, which phase, what may be done, and what doing it changes.

Every rule of ../shared/rules.md that acts during play lives here, cited by number. The state
is kept in plain lists and ints (no objects per tile or die) because simulations and the expert
AI play millions of actions; the JSON boundary, with its checks, is engine.pickomino.snapshot.
"""

from bisect import bisect_left, insort
from collections.abc import Callable

from engine.pickomino import actions as act
from engine.pickomino import errors
from engine.pickomino.actions import Action
from engine.pickomino.components import (
    APPLE,
    APPLE_WORMS,
    BONUS_START,
    CANNED_WORM,
    CLASSIC_TILES,
    CROW,
    EXACT_ONLY_TILES,
    EXTENSION,
    EXTENSION_TILES,
    FACE_POINTS,
    GOLDEN_DIE,
    GRILLED_WORMS,
    HEN,
    MAX_SEATS,
    MIN_SEATS,
    RULE_SETS,
    WEASEL,
    WHITE_DICE,
    WORM,
    WORMS,
)
from engine.pickomino.dice import (
    FACES_4,
    GOLDEN_RATIO,
    MASK,
    MASKS_4,
    POWERS,
    WHITE_FACES,
    WHITE_MASKS,
    DiceSource,
    roll_faces,
    seed_state,
)
from engine.pickomino.errors import IllegalAction
from engine.pickomino.events import (
    NO_NEW_FACE,
    NO_TILE,
    NO_WORM,
    BonusChoice,
    BonusGained,
    BonusMoved,
    BonusReturned,
    Bust,
    Event,
    GameOver,
    GrilledWormMissed,
    GrilledWormTaken,
    HenTaken,
    Placing,
    Rolled,
    SeatRemoved,
    SetAside,
    TileFlipped,
    TileReturned,
    TileStolen,
    TileTaken,
    TurnStarted,
    VictimChoice,
    WeaselUsed,
)
from engine.pickomino.outcome import BUST, HEN_TAKEN, STEAL, TAKE, StopOutcome
from engine.pickomino.settings import DEFAULT_SETTINGS, Settings

ROLL = "roll"
"""Start of a turn: the player must roll (R4)."""
SET_ASIDE = "set_aside"
"""After a roll with a new face: the player must set one aside (R5, F1)."""
BUST_OR_WEASEL = "bust_or_weasel"
"""A roll with no new face while the weasel is ready: re-roll or accept the bust (X12)."""
ROLL_OR_STOP = "roll_or_stop"
"""After a set-aside with dice left (R7)."""
MUST_STOP = "must_stop"
"""No dice left: stopping is the only action (R7, F1)."""
CHOOSE_BONUS = "choose_bonus"
"""X4: keep one of two bonuses."""
CHOOSE_VICTIM = "choose_victim"
"""X5: choose the opponent who gives a grilled worm."""
OVER = "over"

FIRST_STEALABLE = CLASSIC_TILES[0]
"""R10, X2: no tile below 21 can be stolen (11 and 13 never are)."""

CONTINUE_TURN = "continue"
END_TURN = "end"

FACES_BY_MASK = tuple(
    tuple(face for face in range(1, WORM + 1) if mask >> face & 1) for mask in range(128)
)
"""Faces present in a bit mask (bit f for face f), so that legal actions need no sorting."""
ASIDE_BY_MASK = tuple(tuple(Action(act.ASIDE, face) for face in faces) for faces in FACES_BY_MASK)
ASIDE_OR_WEASEL_BY_MASK = tuple((*options, Action(act.WEASEL_REROLL)) for options in ASIDE_BY_MASK)
ROLL_ACTIONS = (Action(act.ROLL),)
ROLL_GOLDEN_ACTIONS = (Action(act.ROLL), Action(act.ROLL_GOLDEN))
ROLL_OR_STOP_ACTIONS = (Action(act.ROLL), Action(act.STOP))
STOP_ACTIONS = (Action(act.STOP),)
WEASEL_OR_STOP_ACTIONS = (Action(act.WEASEL_REROLL), Action(act.STOP))


class Game:
    """One game of Pickomino. `apply` changes it in place and returns the events.

    Seats are numbered from 0 in playing order. Dice come from the seeded generator kept in
    the state unless `dice` is set (tests and tools script the dice that way).
    """

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

    def copy(self) -> "Game":
        """An independent game in the same state (the dice source is shared)."""
        twin = Game.__new__(Game)
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

    def _roll(self, arg: object, events: list[Event] | None) -> None:
        if arg is not None:
            raise IllegalAction(errors.UNKNOWN_ACTION, f"roll takes no argument: {arg!r}")
        phase = self.phase
        if phase != ROLL and phase != ROLL_OR_STOP:
            raise IllegalAction(errors.WRONG_PHASE, f"cannot roll in phase {phase}")
        golden = self.golden_in_play
        # _draw and _show, inlined for the plain roll: rolling is a third of a simulation.
        if self.dice is None and not golden:
            # dice.roll_faces for white dice only, inlined (tests/test_dice.py compares them)
            state = (self.rng + GOLDEN_RATIO) & MASK
            bits = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            bits = ((bits ^ (bits >> 27)) * 0x94D049BB133111EB) & MASK
            bits ^= bits >> 31
            self.rng = state
            white = self.white_left
            digits = bits % POWERS[white]
            if white > 4:
                low = digits % 1296
                high = digits // 1296
                faces = FACES_4[low] + WHITE_FACES[white - 4][high]
                shown = MASKS_4[low] | WHITE_MASKS[white - 4][high]
            else:
                faces = WHITE_FACES[white][digits]
                shown = WHITE_MASKS[white][digits]
        elif self.dice is None:
            self.rng, faces, shown = roll_faces(
                self.rng, self.white_left + golden, golden, self.settings.golden_die_faces
            )
        else:
            faces, shown = self._scripted(self.white_left + golden, golden)
        self.rolled = True
        fresh = shown & ~self.used
        self.fresh = fresh
        if golden:
            self.roll_golden = faces[-1]
            self.roll_white = faces[:-1]
        else:
            self.roll_golden = 0
            self.roll_white = faces
        if events is not None:
            events.append(Rolled(self.current, self.roll_white, self.roll_golden or None))
        if fresh:
            self.phase = SET_ASIDE
        elif self.extension and self.held[self.current] == WEASEL and not self.weasel_used:
            self.phase = BUST_OR_WEASEL
        else:
            self._bust(NO_NEW_FACE, events)

    def _roll_golden(self, arg: object, events: list[Event] | None) -> None:
        """X9: the first roll of the turn with the golden die as a ninth die."""
        if arg is not None:
            raise IllegalAction(errors.UNKNOWN_ACTION, f"roll_golden takes no argument: {arg!r}")
        if self.phase != ROLL and self.phase != ROLL_OR_STOP:
            raise IllegalAction(errors.WRONG_PHASE, f"cannot roll in phase {self.phase}")
        if not self.golden_die_ready():
            raise IllegalAction(errors.NO_GOLDEN_DIE)
        faces, shown = self._draw(True)
        self.golden_in_play = True
        self.rolled = True
        self._show(faces, shown, True, events)

    def _draw(self, golden: bool) -> tuple[tuple[int, ...], int]:
        """R4: the faces of every die not set aside, and the mask of the faces shown.

        Nothing of the game but the generator changes here, so a dice source that fails
        leaves the game exactly as it was.
        """
        if self.dice is None:
            self.rng, faces, shown = roll_faces(
                self.rng, self.white_left + golden, golden, self.settings.golden_die_faces
            )
            return faces, shown
        return self._scripted(self.white_left + golden, golden)

    def _show(
        self, faces: tuple[int, ...], shown: int, golden: bool, events: list[Event] | None
    ) -> None:
        """The roll lies on the table: R5 if a face is new, else R6 or X12."""
        fresh = shown & ~self.used
        self.fresh = fresh
        if golden:
            self.roll_golden = faces[-1]
            self.roll_white = faces[:-1]
        else:
            self.roll_golden = 0
            self.roll_white = faces
        if events is not None:
            events.append(Rolled(self.current, self.roll_white, self.roll_golden or None))
        if fresh:
            self.phase = SET_ASIDE
        elif self.extension and self.held[self.current] == WEASEL and not self.weasel_used:
            self.phase = BUST_OR_WEASEL
        else:
            self._bust(NO_NEW_FACE, events)

    def _scripted(self, count: int, golden: bool) -> tuple[tuple[int, ...], int]:
        """Faces from the injected dice, checked (ValueError), and the mask of the faces shown."""
        assert self.dice is not None
        golden_faces = self.settings.golden_die_faces
        given = self.dice(count, golden)
        try:
            faces = tuple(given)
        except TypeError:
            raise ValueError(f"scripted dice must give {count} faces, got {given!r}") from None
        if len(faces) != count or any(
            face.__class__ is not int or not 1 <= face <= WORM for face in faces
        ):
            raise ValueError(f"scripted dice must give {count} faces in 1..6, got {faces!r}")
        if golden and faces[-1] not in golden_faces:
            raise ValueError(f"the golden die has no face {faces[-1]}")
        shown = 0
        for face in faces:
            shown |= 1 << face
        return faces, shown

    def _weasel(self, arg: object, events: list[Event] | None) -> None:
        if arg is not None:
            raise IllegalAction(errors.UNKNOWN_ACTION, f"weasel takes no argument: {arg!r}")
        if not (self.extension and self.held[self.current] == WEASEL):
            raise IllegalAction(errors.NO_WEASEL)
        if self.weasel_used:
            raise IllegalAction(errors.WEASEL_USED)
        if self.phase != SET_ASIDE and self.phase != BUST_OR_WEASEL:
            raise IllegalAction(errors.WRONG_PHASE, "the weasel acts right after a roll")
        golden = self.golden_in_play
        faces, shown = self._draw(golden)
        self.weasel_used = True
        if events is not None:
            events.append(WeaselUsed(self.current))
        self._show(faces, shown, golden, events)

    def _set_aside(self, face: object, events: list[Event] | None) -> None:
        if self.phase != SET_ASIDE:
            raise IllegalAction(errors.WRONG_PHASE, f"cannot set aside in phase {self.phase}")
        if face.__class__ is not int or not 1 <= face <= WORM:
            raise IllegalAction(errors.UNKNOWN_ACTION, f"aside:{face!r}")
        bit = 1 << face
        if not self.fresh & bit:
            if self.used & bit:
                raise IllegalAction(errors.FACE_ALREADY_USED, str(face))
            raise IllegalAction(errors.FACE_NOT_IN_ROLL, str(face))
        count = self.roll_white.count(face)
        white_left = self.white_left - count
        self.white_left = white_left
        if self.roll_golden:
            if self.roll_golden == face:
                count += 1
                self.golden_in_play = False
                self.golden_aside = face
            self.roll_golden = 0
        self.aside[face] += count
        self.used |= bit
        total = self.total + count * FACE_POINTS[face]
        self.total = total
        self.roll_white = ()
        self.fresh = 0
        if events is not None:
            events.append(SetAside(self.current, face, count, total))
        self.phase = ROLL_OR_STOP if white_left or self.golden_in_play else MUST_STOP
        if face == 1 and count >= 2 and self.extension:
            self._take_grilled_worm(CONTINUE_TURN, events)

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
