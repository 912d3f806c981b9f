"""One short line per engine event, in the reader's language, for the board's recent lines.

Symbols come from tables.pickomino.symbols and are put in by the code, so translators only
handle words. Names are players' display names as typed, made safe by tables.markup.safe_name.
"""

from collections.abc import Sequence

from engine.pickomino.components import APPLE, CANNED_WORM, CROW, GOLDEN_DIE, HEN, WEASEL, WORMS
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
from tables.markup import safe_name
from tables.pickomino.symbols import (
    BUST_SYMBOL,
    CURRENT_SEAT_SYMBOL,
    FACE_DOWN_SYMBOL,
    GRILLED_WORM_SYMBOL,
    REMOVED_SEAT_SYMBOL,
    STAND_IN_SYMBOL,
    WINNER_SYMBOL,
    bonus_symbol,
    face_symbol,
    golden_face_symbol,
    tile_symbol,
    worms_symbol,
)
from tables.replacements import SeatReplaced, replaced_line
from words.i18n import t, tn

BONUS_KEYS = {
    CANNED_WORM: "board.bonus.canned_worm",
    HEN: "board.bonus.hen",
    CROW: "board.bonus.crow",
    WEASEL: "board.bonus.weasel",
    GOLDEN_DIE: "board.bonus.golden_die",
    APPLE: "board.bonus.apple",
}
BUST_KEYS = {
    NO_NEW_FACE: "board.event.bust.no_new_face",
    NO_WORM: "board.event.bust.no_worm",
    NO_TILE: "board.event.bust.no_tile",
}


def seat_name(names: Sequence[str], seat: int, language: str) -> str:
    """The seat's display name, safe to put in markdown; "Seat 3" when no name is known."""
    name = names[seat] if seat < len(names) else ""
    return safe_name(name) or t("board.seat", language, number=seat + 1)


def bonus_label(bonus: str, language: str) -> str:
    """A bonus as symbol and name: "🐔 hen"."""
    return f"{bonus_symbol(bonus)} {t(BONUS_KEYS[bonus], language)}"


def tile_label(tile: int) -> str:
    """A tile with its worms: "`27` 🪱🪱"."""
    return f"{tile_symbol(tile)} {worms_symbol(WORMS[tile])}"


def roll_symbols(faces: Sequence[int], golden: int | None) -> str:
    """A roll as dice, white faces in ascending order (the worm last), the golden die after."""
    dice = [face_symbol(face) for face in sorted(faces)]
    if golden is not None:
        dice.append(golden_face_symbol(golden))
    return " ".join(dice)


def describe_event(event: Event | SeatReplaced, names: Sequence[str], language: str) -> str | None:
    """A line for `event` (the game's, or the table's SeatReplaced), or None when the line
    would repeat the one before it."""
    if isinstance(event, SeatReplaced):
        return f"{STAND_IN_SYMBOL} " + replaced_line(event, language)
    if isinstance(event, BonusGained) and event.bonus == HEN and event.victim is not None:
        return None  # HenTaken just told it: the hen only moves between seats that way (X10).
    seat = getattr(event, "seat", None)
    name = seat_name(names, seat, language) if isinstance(seat, int) else ""
    victim = getattr(event, "victim", None)
    victim_name = seat_name(names, victim, language) if isinstance(victim, int) else ""
    match event:
        case TurnStarted():
            return f"{CURRENT_SEAT_SYMBOL} " + t("board.event.turn_started", language, name=name)
        case Rolled(faces=faces, golden=golden):
            faces_text = roll_symbols(faces, golden)
            return t("board.event.rolled", language, name=name, faces=faces_text)
        case WeaselUsed():
            line = t("board.event.weasel_used", language, name=name)
            return f"{bonus_symbol(WEASEL)} {line}"
        case SetAside(face=face, count=count, total=total):
            return tn(
                "board.event.set_aside",
                count,
                language,
                name=name,
                face=face_symbol(face),
                total=total,
            )
        case GrilledWormTaken():
            key = "board.event.grilled_worm" if victim is None else "board.event.grilled_worm_from"
            line = t(key, language, name=name, victim=victim_name)
            return f"{GRILLED_WORM_SYMBOL} {line}"
        case GrilledWormMissed():
            line = t("board.event.grilled_worm_missed", language, name=name)
            return f"{GRILLED_WORM_SYMBOL} {line}"
        case TileTaken(tile=tile, total=total):
            key = "board.event.tile_taken" if tile == total else "board.event.tile_taken_lower"
            return t(key, language, name=name, tile=tile_label(tile), total=total)
        case TileStolen(tile=tile):
            return t(
                "board.event.tile_stolen",
                language,
                name=name,
                tile=tile_label(tile),
                victim=victim_name,
            )
        case HenTaken():
            line = t("board.event.hen_taken", language, name=name, victim=victim_name)
            return f"{bonus_symbol(HEN)} {line}"
        case BonusGained(bonus=bonus):
            key = "board.event.bonus_gained" if victim is None else "board.event.bonus_gained_from"
            return t(
                key, language, name=name, bonus=bonus_label(bonus, language), victim=victim_name
            )
        case BonusChoice(held=held, new=new):
            return t(
                "board.event.bonus_choice",
                language,
                name=name,
                held=bonus_label(held, language),
                new=bonus_label(new, language),
            )
        case BonusReturned(bonus=bonus, tile=tile):
            key = "board.event.bonus_returned_out" if tile is None else "board.event.bonus_returned"
            return t(
                key,
                language,
                name=name,
                bonus=bonus_label(bonus, language),
                tile=tile_symbol(tile) if tile is not None else "",
            )
        case BonusMoved(bonus=bonus, from_tile=from_tile, tile=tile):
            key = "board.event.bonus_moved_out" if tile is None else "board.event.bonus_moved"
            return t(
                key,
                language,
                bonus=bonus_label(bonus, language),
                from_tile=tile_symbol(from_tile),
                tile=tile_symbol(tile) if tile is not None else "",
            )
        case VictimChoice():
            line = t("board.event.victim_choice", language, name=name)
            return f"{GRILLED_WORM_SYMBOL} {line}"
        case Bust(reason=reason, total=total):
            line = t(BUST_KEYS[reason], language, name=name, total=total)
            return f"{BUST_SYMBOL} {line}"
        case TileReturned(tile=tile):
            return t("board.event.tile_returned", language, name=name, tile=tile_label(tile))
        case TileFlipped(tile=tile):
            line = t("board.event.tile_flipped", language, tile=tile_symbol(tile))
            return f"{FACE_DOWN_SYMBOL} {line}"
        case SeatRemoved():
            line = t("board.event.seat_removed", language, name=name)
            return f"{REMOVED_SEAT_SYMBOL} {line}"
        case GameOver():
            return _game_over(event, names, language)


def _game_over(event: GameOver, names: Sequence[str], language: str) -> str:
    winners = [placing for placing in event.ranking if placing.place == 1]
    return f"{WINNER_SYMBOL} " + tn(
        "board.event.game_over",
        len(winners),
        language,
        names=", ".join(seat_name(names, placing.seat, language) for placing in winners),
        worms=tn("board.worms", winners[0].worms, language),
    )
