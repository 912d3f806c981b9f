"""Rolling and setting aside (R4-R7): the roll, the golden die as a ninth die (X9), the
weasel's re-roll (X12), and the two ones that earn a grilled worm (X5).
"""

from engine.pickomino import errors
from engine.pickomino.busts import Busts
from engine.pickomino.components import FACE_POINTS, WEASEL, WORM
from engine.pickomino.dice import (
    FACES_4,
    GOLDEN_RATIO,
    MASK,
    MASKS_4,
    POWERS,
    WHITE_FACES,
    WHITE_MASKS,
    roll_faces,
)
from engine.pickomino.errors import IllegalAction
from engine.pickomino.events import NO_NEW_FACE, Event, Rolled, SetAside, WeaselUsed
from engine.pickomino.phases import (
    BUST_OR_WEASEL,
    CONTINUE_TURN,
    MUST_STOP,
    ROLL,
    ROLL_OR_STOP,
    SET_ASIDE,
)


class Rolling(Busts):
    """Throwing the dice and setting them aside."""

    __slots__ = ()

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
