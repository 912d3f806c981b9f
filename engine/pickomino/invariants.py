"""What must hold in every reachable state: checked on every load and by the property tests.

A stored state that breaks one of these was corrupted or forged; refusing it keeps a bad row
from turning into a game that plays by other rules.
"""

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.pickomino.components import (
    BONUSES,
    CANNED_WORM,
    CLASSIC_TILES,
    CROW,
    EXACT_ONLY_TILES,
    EXTENSION_TILES,
    FACE_POINTS,
    FACES,
    GOLDEN_DIE,
    GRILLED_WORMS,
    HEN,
    MIN_SEATS,
    WEASEL,
    WHITE_DICE,
    WORM,
)

if TYPE_CHECKING:
    from engine.pickomino.game import Game

ROLLED_PHASES = ("set_aside", "bust_or_weasel")
MAX_TURN = 10**9
"""No game reaches it (thirty years at a turn a second); a stored turn beyond it was forged."""
CANNED_POINTS = 5
"""X7: the canned worm counts as a set-aside worm."""


def violations(game: "Game") -> list[str]:
    problems = _seat_lists(game)
    if problems:
        return problems
    for _, family in FAMILIES[1:]:
        problems += family(game)
    return problems


def _seat_lists(game: "Game") -> list[str]:
    seats = game.seats
    lists: dict[str, list[Any]] = {
        "active": game.active,
        "stacks": game.stacks,
        "held": game.held,
        "grilled": game.grilled,
    }
    problems = [
        f"{name} has {len(value)} entries for {seats} seats"
        for name, value in lists.items()
        if len(value) != seats
    ]
    if problems:
        return problems
    if not 0 <= game.current < seats:
        problems.append(f"current seat {game.current} out of range")
    elif game.phase != "over" and not game.active[game.current]:
        problems.append("the seat to play was removed")
    return problems


def _tiles(game: "Game") -> list[str]:
    """R1, R13, R15: every tile in exactly one place."""
    expected = Counter(EXTENSION_TILES if game.extension else CLASSIC_TILES)
    found = Counter(game.grill) + Counter(game.flipped)
    for stack in game.stacks:
        found += Counter(stack)
    problems = []
    if found != expected:
        problems.append(f"tiles {sorted(found.elements())} are not one set of {game.rules}")
    if game.grill != sorted(game.grill):
        problems.append("the grill is not in order")
    if not game.grill and game.phase not in ("over", "choose_bonus", "choose_victim"):
        problems.append("the grill is empty but the game goes on (R16, F2)")
    return problems


def _bonuses_and_grilled_worms(game: "Game") -> list[str]:
    """X1, X4, X5, X8, X11: bonuses and grilled worms all accounted for."""
    problems = []
    if any(count < 0 for count in game.grilled):
        problems.append("a negative count of grilled worms")
    if sum(game.grilled) + game.reserve != (GRILLED_WORMS if game.extension else 0):
        problems.append("grilled worms held and in the reserve do not add up")
    places = [*game.tile_bonus.values(), *game.out]
    places += [bonus for bonus in game.held if bonus is not None]
    if game.pending_bonus is not None:
        places.append(game.pending_bonus)
    if sorted(places) != (sorted(BONUSES) if game.extension else []):
        problems.append(f"bonuses {sorted(places)} are not each in exactly one place")
    if not set(game.tile_bonus) <= set(game.grill):
        problems.append("a bonus sits on a tile that is not face up on the grill")
    if CROW in game.held or game.pending_bonus == CROW:
        problems.append("the crow is held by a player (X11)")
    if game.pending_bonus is not None and game.held[game.current] in (None, game.pending_bonus):
        problems.append("a bonus choice without two bonuses (X4)")
    if (game.phase == "choose_bonus") != (game.pending_bonus is not None):
        problems.append("a bonus pending outside the bonus choice")
    if (game.phase == "choose_victim") != bool(game.victims):
        problems.append("victims pending outside the grilled worm choice")
    return problems


def _turn(game: "Game") -> list[str]:
    """R4, R5: the dice of the turn are all accounted for and each face set aside once."""
    problems = []
    aside = game.aside
    if aside[0] or any(count < 0 for count in aside):
        problems.append("impossible counts of dice set aside")
    if any(bool(aside[face]) != bool(game.used >> face & 1) for face in FACES) or game.used & 1:
        problems.append("faces used do not match the dice set aside")
    if game.total != sum(aside[face] * FACE_POINTS[face] for face in FACES):
        problems.append("the total does not match the dice set aside")
    golden_joined = game.golden_in_play or game.golden_aside != 0
    if sum(aside) + game.white_left + game.golden_in_play != WHITE_DICE + golden_joined:
        problems.append("dice are missing or extra")
    if game.golden_aside and not aside[game.golden_aside]:
        problems.append("the golden die is set aside under a face with no dice")
    rolled = game.phase in ROLLED_PHASES
    if len(game.roll_white) != (game.white_left if rolled else 0):
        problems.append("the pending roll has the wrong number of dice")
    if bool(game.roll_golden) != (rolled and game.golden_in_play):
        problems.append("the golden die is missing from the pending roll or extra")
    if any(face not in FACES for face in game.roll_white):
        problems.append("a die shows an impossible face")
    return problems


def _owners(game: "Game") -> list[str]:
    """X3, X9, X12, X14, R1: each bonus's effect belongs to the seat that holds the bonus, and
    only a tile gives a bonus (the hen, taken instead of a tile, excepted)."""
    problems = []
    holder = game.held[game.current]
    golden = game.golden_in_play or game.golden_aside or game.roll_golden
    if golden and holder != GOLDEN_DIE:
        problems.append("the golden die is played by a seat that does not hold it (X9)")
    if game.weasel_used and holder != WEASEL:
        problems.append("the weasel is used by a seat that does not hold it (X12)")
    faces = game.settings.golden_die_faces
    if any(face and face not in faces for face in (game.roll_golden, game.golden_aside)):
        problems.append(f"the golden die shows a face that is not one of {list(faces)} (X9)")
    if (any(game.aside) or game.golden_in_play or game.weasel_used) and not game.rolled:
        problems.append("dice played this turn before its first roll (R4, X9)")
    for seat, bonus in enumerate(game.held):
        if bonus is not None and bonus != HEN and not game.stacks[seat]:
            problems.append(f"seat {seat} holds the {bonus} but no tile (X3, X14)")
    if not 1 <= game.turn <= MAX_TURN:
        problems.append(f"turn {game.turn} is out of range")
    return problems


def _origins(game: "Game") -> list[str]:
    """X6, X11, F5: a pending grilled worm choice comes from a double 1 set aside (the turn goes
    on) or from the crow's tile just taken (the turn ends after it)."""
    if game.phase != "choose_victim":
        return []
    aside = game.aside
    if game.after_victim == "continue":
        if aside[1] < 2:
            return ["a grilled worm choice of a double 1 without two 1s set aside (X6)"]
        return []
    stack = game.stacks[game.current]
    canned = game.held[game.current] == CANNED_WORM and not aside[WORM]
    total = game.total + (CANNED_POINTS if canned else 0)
    if not stack or not (aside[WORM] or canned):
        return ["a grilled worm choice of the crow with no tile taken (X11)"]
    tile = stack[-1]
    if tile > total or (tile in EXACT_ONLY_TILES and tile != total):
        return [f"a grilled worm choice of the crow, but {total} cannot take tile {tile} (X11)"]
    return []


def _phase(game: "Game") -> list[str]:
    """R4, R7, F1, X12, R16, F8: the phase agrees with the dice and with the table."""
    problems = []
    phase = game.phase
    dice_left = game.white_left + game.golden_in_play
    fresh_turn = (
        not any(game.aside)
        and not game.rolled
        and not game.weasel_used
        and not game.golden_in_play
        and game.golden_aside == 0
    )
    if phase in ("roll", "over") and not fresh_turn:
        problems.append(f"phase {phase} with dice rolled or set aside this turn (R4)")
    if phase in ("roll_or_stop", "must_stop") and not any(game.aside):
        problems.append(f"phase {phase} with nothing set aside (R7)")
    if phase == "must_stop" and dice_left:
        problems.append("phase must_stop with dice left to roll (F1)")
    if phase in ("roll_or_stop", "set_aside", "bust_or_weasel") and not dice_left:
        problems.append(f"phase {phase} with no dice left (F1)")
    if phase in ROLLED_PHASES and not game.rolled:
        problems.append(f"phase {phase} before any roll this turn")
    if phase == "set_aside" and not game.fresh:
        problems.append("phase set_aside with no new face in the roll (R6)")
    if phase == "bust_or_weasel":
        if game.fresh:
            problems.append("phase bust_or_weasel with a new face in the roll (X12)")
        if not game.extension or game.weasel_used or game.held[game.current] != WEASEL:
            problems.append("phase bust_or_weasel without a ready weasel (X12)")
    if not game.extension and (
        game.golden_in_play or game.golden_aside or game.roll_golden or game.weasel_used
    ):
        problems.append("a golden die or a weasel in a classic game (X9, X12)")
    if phase != "choose_victim" and game.after_victim != "continue":
        problems.append("an end of turn pending outside the grilled worm choice")
    still_playing = sum(game.active)
    if phase != "over" and still_playing < MIN_SEATS:
        problems.append(f"{still_playing} seat(s) still playing but the game goes on (F8)")
    if phase == "over" and game.grill and still_playing >= MIN_SEATS:
        problems.append("the game is over with tiles on the grill and seats playing (R16, F8)")
    return problems


def _victims(game: "Game") -> list[str]:
    """X5, F8, F9: the pending victims are exactly the opponents who can give a grilled worm.

    Removed seats stay victims (F8: their grilled worms can be taken as usual).
    """
    if game.phase != "choose_victim":
        return []
    problems = []
    chooser = game.current
    if game.reserve:
        problems.append("a victim choice while the reserve has grilled worms (X5)")
    for victim in game.victims:
        if not 0 <= victim < game.seats:
            problems.append(f"victim {victim} is not a seat")
        elif victim == chooser:
            problems.append(f"victim {victim} is the chooser (X5)")
        elif game.held[victim] == HEN:
            problems.append(f"victim {victim} holds the hen (X10)")
        elif not game.grilled[victim]:
            problems.append(f"victim {victim} has no grilled worm (X5)")
    if not problems:
        qualifying = tuple(
            seat
            for seat in range(game.seats)
            if seat != chooser and game.grilled[seat] and game.held[seat] != HEN
        )
        if tuple(game.victims) != qualifying or len(qualifying) < 2:
            problems.append(
                f"victims {list(game.victims)} are not the opponents who qualify (X5, F9)"
            )
    return problems


FAMILIES: tuple[tuple[str, "Callable[[Game], list[str]]"], ...] = (
    ("seat lists", _seat_lists),
    ("tiles", _tiles),
    ("bonuses and grilled worms", _bonuses_and_grilled_worms),
    ("dice of the turn", _turn),
    ("owners of effects", _owners),
    ("phase", _phase),
    ("victims", _victims),
    ("origin of a choice", _origins),
)
"""The checks by family, in order: the seat lists first, as the others index them. A tool can
say which family refuses a state (tests/test_snapshot_fuzz.py counts them)."""
