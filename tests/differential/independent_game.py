"""A second Pickomino engine, written from ../shared/rules.md and the French texts alone.

Its author never read engine/: it is an independent reading of the same page, kept only as
the oracle of test_differential.py. Two readings that agree action by action over thousands of
random games leave few places for a misread rule to hide; where they disagree, the French
text decides which one is wrong. It favours plain, obviously correct code over speed.

=====================================================================================
OPEN POINTS: decisions taken where the rules page leaves an order or a detail open
=====================================================================================
D1  (X11, X8, F5) Crow: the crow never leaves the grill (French text: "Le Corbeau reste sur
    la brochette ... il n'est jamais pris par un joueur"), so it is moved to the lowest free
    face-up grill tile at the very moment its tile leaves the grill, BEFORE the grilled worm
    of X11 is taken.  If that grilled worm needs an X5 victim choice, observe() already shows
    the crow on its new tile during "choose_victim".  (The final state is the same either way.)
D2  (X3, X4, X5, X11, F2) Effects of one stop are resolved one after another, in the order they
    arise, each choice being made before the next effect: first the tile itself moves, then what
    comes with it (bonus gained per X3 -> possible X4 choice; or crow worm per X11 -> possible X5
    choice).  Under these rules one stop can in fact never open both an X4 and an X5 choice (the
    crow's tile carries no other bonus, a steal or a hen-take never gives a grilled worm), so no
    stop queues more than one effect; the queue is kept general anyway (bonus before worm).
D3  (X4) While "choose_bonus" is pending the NEW bonus is in the chooser's hand: it is no longer
    in "tile_bonus" (taken from the grill) nor in the robbed opponent's "held" (stolen), and is not
    in "out"; "held" of the chooser still shows the OLD bonus.  The bonus not kept goes per X8
    AFTER the taken tile left the grill (so never back onto the tile just taken).
D4  (X10, F6) Hen-take: the hen is removed from its holder at once (holder's "held" becomes None),
    the holder keeps the tile; the stealer gains the hen (X4 choice if they already hold one).
D5  (R8, X4, X5) The dice of the turn ("aside", "total") stay visible until the turn is over,
    i.e. also during a "choose_bonus"/"choose_victim" opened by the stop; they are cleared when
    the turn ends (tile taken and choices made, bust, or abandoned turn).  "roll" is only
    non-empty in the phases "set_aside" and "bust_or_weasel".
D6  (X6, X5, F4) The double 1 is checked when the 1s are set aside (golden die included); the
    grilled worm is taken at once; if an X5 victim choice opens, the turn continues afterwards
    with "roll_or_stop" (or "must_stop" if no dice remain).
D7  (X14) A bust by a holder of a bonus other than the hen returns the bonus even when the player
    had no tile to return (the French text: "il remet d'abord son dernier Pickomino ... puis
    replace également son Bonus").  Order: tile back, bonus back (X8, may land on the tile
    just returned), then the R15 flip; a bonus on the flipped tile moves per X8 (after the flip,
    so never back onto the flipped tile).  With short_game in case (a) the returned tile itself
    is flipped, and a bonus that just landed on it moves on per X8.
D8  (X10) Hen-holder bust: with a tile, the hen goes back per X8 and nothing else happens (no
    tile returned, no flip, settings ignored); without a tile, nothing happens at all.
D9  (F8) Removing the seat whose turn it is: a pending X4 choice keeps the old bonus and the new
    one goes per X8; a pending X5 choice takes nothing; the dice of the turn are dropped without
    a bust; then, if the game is not over, play passes to the next active seat.  If the grill is
    already empty (a choice opened by the last tile, F2) the game ends.
D10 (F8) When a removal leaves fewer than two active seats the game ends AT ONCE: "current" is
    not advanced (it stays the seat whose turn it was, even if that seat was just removed); a
    pending choice of the current seat is settled as in D9 (old bonus kept / nothing taken) and
    the turn's dice are dropped without a bust.
D11 (F8, R10, X3, X5, X10) Removed seats stay "opponents" for stealing (top tile, bonus), for
    the hen's protection, and as X5 victims.
D12 (X9) The dice callable returns faces directly (golden die face last); the engine does not
    re-map the golden die through settings["golden_die_faces"] (that setting is for whoever
    produces the dice).  Faces must be ints 1..6 and exactly `count` of them, else ValueError
    with the state untouched.
D13 (X9, F4) "roll_golden" is offered only in phase "roll" (the first roll of the turn) and only
    to the seat holding the golden die at that moment.
D14 (R18, F7, F8) Ranking keys: worms, then the highest tile in the whole stack (0 with no tile);
    a seat's place = 1 + number of seats of its group (active / removed) strictly better; removed
    seats are placed after all active seats (place offset by the number of active seats).
D15 (X8) "Free" tile = face-up grill tile with no bonus, 11 and 13 included.
D16 (X12) The weasel re-roll that busts busts at once (the weasel is then used).  "stop" in
    "bust_or_weasel" accepts the bust.  A removed current seat in "bust_or_weasel" does not bust.
D17 (R16) A game that ends by a successful stop keeps as "current" the seat that took the last
    tile (after its F2 choice); a game that ends by a bust flip keeps the busting seat.
D18 (X7, F3) The canned worm is applied automatically at the stop only when no worm die is set
    aside: it makes the stop valid and adds 5 to the total used for taking a tile; the observed
    "total" never includes it.  The holder keeps it.
=====================================================================================
"""

from collections.abc import Callable, Sequence

CLASSIC_TILES = tuple(range(21, 37))
EXTENSION_TILES = (11, 13, *CLASSIC_TILES)
BONUS_NAMES = ("canned_worm", "hen", "crow", "weasel", "golden_die", "apple")
BONUS_START = dict(zip((11, 21, 23, 25, 27, 29), BONUS_NAMES, strict=True))  # X1
WORM = 6


def tile_worms(t: int) -> int:
    """R1: 11, 13 and 21-24: 1; 25-28: 2; 29-32: 3; 33-36: 4."""
    if t < 21:
        return 1
    return (t - 21) // 4 + 1


def face_points(f: int) -> int:
    """R2: faces 1..5 are worth their value, the worm face (6) is worth 5."""
    return 5 if f == WORM else f


class IndependentGame:
    def __init__(
        self, rules: str, seats: int, settings: dict, dice: Callable[[int, bool], Sequence[int]]
    ):
        if rules not in ("classic", "extension"):
            raise ValueError("rules must be 'classic' or 'extension'")
        if not isinstance(seats, int) or not 2 <= seats <= 7:
            raise ValueError("seats must be 2..7")
        settings = dict(settings or {})
        self.ext = rules == "extension"
        self.flip_when_nothing_returned = bool(settings.get("flip_when_nothing_returned", False))
        self.short_game = bool(settings.get("short_game", False))
        self.golden_die_faces = tuple(settings.get("golden_die_faces", (1, 2, 3, 4, 5, 6)))
        self.dice = dice
        self.n = seats

        # table
        self.grill = set(EXTENSION_TILES if self.ext else CLASSIC_TILES)
        self.all_tiles = frozenset(self.grill)
        self.flipped = set()
        self.stacks = [[] for _ in range(seats)]
        self.tile_bonus = dict(BONUS_START) if self.ext else {}
        self.held = [None] * seats
        self.out = []
        self.grilled = [0] * seats
        self.reserve = 7 if self.ext else 0
        self.active = [True] * seats

        # flow
        self.current = 0
        self.phase = "roll"
        self.effects = []  # queued stop / set-aside effects: ("bonus", name) or ("worm",)
        self.after = None  # what follows the effects: "resume" (dice) or "end_turn"
        self.pending_bonus = None  # new bonus during "choose_bonus"
        self.victims = None  # qualifying seats during "choose_victim"
        self._reset_turn()

    # ------------------------------------------------------------------ turn state
    def _reset_turn(self):
        self.aside = [0] * 7
        self.turn_dice = 8  # 9 once the golden die was rolled this turn
        self.golden_live = False  # golden die rolled this turn and not yet set aside
        self.roll = []  # pending roll (golden face last if roll_has_golden)
        self.roll_has_golden = False
        self.weasel_used = False

    def _total(self) -> int:
        return sum(face_points(f) * self.aside[f] for f in range(1, 7))

    def _remaining(self) -> int:
        return self.turn_dice - sum(self.aside[1:])

    def _weasel_ready(self) -> bool:
        return self.ext and self.held[self.current] == "weasel" and not self.weasel_used

    # ------------------------------------------------------------------ queries
    def legal_actions(self) -> set:
        ph = self.phase
        p = self.current
        if ph == "over":
            return set()
        if ph == "roll":
            acts = {"roll"}
            if self.ext and self.held[p] == "golden_die":
                acts.add("roll_golden")
            return acts
        if ph == "set_aside":
            acts = {f"aside:{f}" for f in set(self.roll) if self.aside[f] == 0}
            if self._weasel_ready():
                acts.add("weasel")
            return acts
        if ph == "roll_or_stop":
            return {"roll", "stop"}
        if ph == "must_stop":
            return {"stop"}
        if ph == "bust_or_weasel":
            return {"weasel", "stop"}
        if ph == "choose_bonus":
            return {"keep:" + self.held[p], "keep:" + self.pending_bonus}
        if ph == "choose_victim":
            return {f"victim:{s}" for s in self.victims}
        raise AssertionError(ph)

    def worms(self, s: int) -> int:
        w = sum(tile_worms(t) for t in self.stacks[s]) + self.grilled[s]
        if self.held[s] == "apple":
            w += 3
        return w

    def _ranking(self):
        if self.phase != "over":
            return []
        key = {s: (self.worms(s), max(self.stacks[s], default=0)) for s in range(self.n)}
        act = [s for s in range(self.n) if self.active[s]]
        rem = [s for s in range(self.n) if not self.active[s]]
        rows = []
        for s in act:
            rows.append([s, 1 + sum(1 for t in act if key[t] > key[s])])
        for s in rem:
            rows.append([s, len(act) + 1 + sum(1 for t in rem if key[t] > key[s])])
        rows.sort(key=lambda r: (r[1], r[0]))
        return rows

    def observe(self) -> dict:
        return {
            "current": self.current,
            "phase": self.phase,
            "grill": sorted(self.grill),
            "flipped": sorted(self.flipped),
            "stacks": [list(st) for st in self.stacks],
            "tile_bonus": dict(self.tile_bonus),
            "held": list(self.held),
            "out": sorted(self.out),
            "grilled": list(self.grilled),
            "reserve": self.reserve,
            "aside": list(self.aside),
            "total": self._total(),
            "roll": sorted(self.roll) if self.phase in ("set_aside", "bust_or_weasel") else [],
            "active": list(self.active),
            "worms": [self.worms(s) for s in range(self.n)],
            "ranking": self._ranking(),
        }

    # ------------------------------------------------------------------ actions
    def apply(self, action: str) -> None:
        if not isinstance(action, str):
            raise ValueError("action must be a string")
        if action.startswith("remove:"):
            s = self._parse_seat(action[len("remove:") :])
            if self.phase == "over" or not self.active[s]:
                raise ValueError(f"illegal action {action!r}")
            self._remove(s)
            return
        if action not in self.legal_actions():
            raise ValueError(f"illegal action {action!r}")

        if action == "roll":
            golden = self.golden_live
            faces = self._call_dice(self._remaining(), golden)  # may raise, nothing changed yet
            self._after_roll(faces, golden)
        elif action == "roll_golden":
            faces = self._call_dice(9, True)
            self.turn_dice = 9
            self.golden_live = True
            self._after_roll(faces, True)
        elif action == "weasel":
            golden = self.roll_has_golden
            faces = self._call_dice(len(self.roll), golden)
            self.weasel_used = True
            self._after_roll(faces, golden)
        elif action.startswith("aside:"):
            self._set_aside(int(action[len("aside:") :]))
        elif action == "stop":
            if self.phase == "bust_or_weasel":
                self._bust()
            else:
                self._stop()
        elif action.startswith("keep:"):
            self._keep(action[len("keep:") :])
        elif action.startswith("victim:"):
            self._victim(int(action[len("victim:") :]))
        else:  # pragma: no cover
            raise AssertionError(action)

    def _parse_seat(self, text: str) -> int:
        try:
            s = int(text)
        except ValueError:
            raise ValueError(f"bad seat {text!r}") from None
        if str(s) != text or not 0 <= s < self.n:
            raise ValueError(f"bad seat {text!r}")
        return s

    def _call_dice(self, count: int, golden: bool) -> list:
        faces = list(self.dice(count, golden))
        if len(faces) != count:
            raise ValueError(f"dice returned {len(faces)} faces, expected {count}")
        for f in faces:
            if isinstance(f, bool) or not isinstance(f, int) or not 1 <= f <= 6:
                raise ValueError(f"bad die face {f!r}")
        return faces

    # ------------------------------------------------------------------ dice phase
    def _after_roll(self, faces: list, golden: bool):
        self.roll = faces
        self.roll_has_golden = golden
        if any(self.aside[f] == 0 for f in faces):
            self.phase = "set_aside"  # R5
        elif self._weasel_ready():
            self.phase = "bust_or_weasel"  # X12: the bust waits
        else:
            self._bust()  # R6

    def _set_aside(self, f: int):
        k = self.roll.count(f)
        self.aside[f] += k  # R5: all dice of that face
        if self.roll_has_golden and self.roll[-1] == f:
            self.golden_live = False  # golden die set aside (X9)
        self.roll = []
        self.roll_has_golden = False
        if self.ext and f == 1 and k >= 2:  # X6 (F4: golden 1 counts)
            self.effects.append(("worm",))
        self._run_effects("resume")

    def _resume_dice(self):
        self.phase = "must_stop" if self._remaining() == 0 else "roll_or_stop"  # R7, F1

    # ------------------------------------------------------------------ stop
    def _stop(self):
        p = self.current
        T = self._total()
        if self.aside[WORM] == 0:  # R8
            if self.ext and self.held[p] == "canned_worm":
                T += 5  # X7, F3
            else:
                self._bust()
                return
        if T in self.grill:  # R9
            self._take_from_grill(T)
        else:
            victim = None
            if T not in (11, 13):  # X2: never stolen
                for s in range(self.n):
                    if (
                        s != p and self.stacks[s] and self.stacks[s][-1] == T
                    ):  # R10 (R12: own top excluded)
                        victim = s
                        break
            if victim is not None:
                self._steal(victim)
            else:
                lower = [t for t in self.grill if t < T and t not in (11, 13)]  # R11, X2
                if not lower:
                    self._bust()  # R12
                    return
                self._take_from_grill(max(lower))
        self._run_effects("end_turn")

    def _take_from_grill(self, t: int):
        p = self.current
        self.grill.remove(t)
        self.stacks[p].append(t)  # R13
        b = self.tile_bonus.pop(t, None)
        if b == "crow":  # X11, F5 (D1)
            self._place_bonus("crow")
            self.effects.append(("worm",))
        elif b is not None:  # X3
            self.effects.append(("bonus", b))

    def _steal(self, victim: int):
        p = self.current
        if self.held[victim] == "hen":  # X10: the hen instead of the tile
            self.held[victim] = None
            self.effects.append(("bonus", "hen"))
            return
        t = self.stacks[victim].pop()
        self.stacks[p].append(t)  # R10, R13
        b = self.held[victim]
        if b is not None:  # X3
            self.held[victim] = None
            self.effects.append(("bonus", b))

    # ------------------------------------------------------------------ effects and choices
    def _run_effects(self, after=None):
        if after is not None:
            self.after = after
        p = self.current
        while self.effects:
            e = self.effects.pop(0)
            if e[0] == "worm":  # X5
                if self.reserve > 0:
                    self.reserve -= 1
                    self.grilled[p] += 1
                else:
                    q = [
                        s
                        for s in range(self.n)
                        if s != p and self.grilled[s] > 0 and self.held[s] != "hen"
                    ]
                    if len(q) == 1:  # F9
                        self.grilled[q[0]] -= 1
                        self.grilled[p] += 1
                    elif len(q) >= 2:
                        self.victims = q
                        self.phase = "choose_victim"
                        return
            else:  # ("bonus", b): X3 / X4
                b = e[1]
                if self.held[p] is None:
                    self.held[p] = b
                else:
                    self.pending_bonus = b
                    self.phase = "choose_bonus"
                    return
        after, self.after = self.after, None
        if after == "resume":
            self._resume_dice()
        else:
            self._end_turn()

    def _keep(self, b: str):
        p = self.current
        old, new = self.held[p], self.pending_bonus
        self.pending_bonus = None
        if b == new:
            self.held[p] = new
            self._place_bonus(old)  # X4 -> X8
        else:
            self._place_bonus(new)
        self._run_effects()

    def _victim(self, s: int):
        p = self.current
        self.grilled[s] -= 1
        self.grilled[p] += 1
        self.victims = None
        self._run_effects()

    def _place_bonus(self, b: str):
        """X8: lowest face-up grill tile with no bonus; otherwise the bonus leaves the game."""
        free = [t for t in self.grill if t not in self.tile_bonus]
        if free:
            self.tile_bonus[min(free)] = b
        else:
            self.out.append(b)

    # ------------------------------------------------------------------ bust
    def _flip(self, t: int):
        self.grill.remove(t)
        self.flipped.add(t)
        b = self.tile_bonus.pop(t, None)
        if b is not None:  # X14
            self._place_bonus(b)

    def _bust(self):
        p = self.current
        if self.ext and self.held[p] == "hen":  # X10
            if self.stacks[p]:
                self.held[p] = None
                self._place_bonus("hen")
        else:
            returned = None
            if self.stacks[p]:  # R14
                returned = self.stacks[p].pop()
                self.grill.add(returned)
            if self.held[p] is not None:  # X14 (D7)
                b = self.held[p]
                self.held[p] = None
                self._place_bonus(b)
            if returned is not None:  # R15
                top = max(self.grill)
                if top == returned:  # case (a)
                    if self.short_game:
                        self._flip(returned)
                else:
                    self._flip(top)
            elif self.flip_when_nothing_returned and self.grill:  # case (b) setting
                self._flip(max(self.grill))
        self._end_turn()

    # ------------------------------------------------------------------ turn end / game end
    def _end_turn(self):
        self._reset_turn()
        self.effects = []
        self.after = None
        if not self.grill:  # R16
            self.phase = "over"
            return
        self._advance()

    def _advance(self):
        s = self.current
        for _ in range(self.n):
            s = (s + 1) % self.n
            if self.active[s]:
                self.current = s
                self.phase = "roll"
                return
        raise AssertionError("no active seat")

    def _abandon_pending(self):
        """F8: a pending X4 choice keeps the old bonus (new one per X8); X5 takes nothing."""
        if self.phase == "choose_bonus":
            b, self.pending_bonus = self.pending_bonus, None
            self._place_bonus(b)
        self.victims = None
        self.effects = []
        self.after = None

    def _remove(self, s: int):
        self.active[s] = False
        n_active = sum(self.active)
        if s == self.current:
            self._abandon_pending()
            self._reset_turn()
            if n_active < 2 or not self.grill:
                self.phase = "over"
            else:
                self._advance()
        elif n_active < 2:
            self._abandon_pending()
            self._reset_turn()
            self.phase = "over"
