"""The Pickomino board in words: the grill, every seat, the turn, the ranking, the moves.

Built from engine.pickomino.view data and the catalogs into one tables.board.Board, which
Discord and the terminal render their own way. Every line here fits Discord's embed limits by
construction for seven seats with the longest display names (tests/test_board_embed.py).
"""

from collections.abc import Sequence
from functools import lru_cache

from engine.pickomino import Event, Game
from engine.pickomino.components import (
    APPLE,
    APPLE_WORMS,
    CANNED_WORM,
    CLASSIC,
    EXTENSION,
    GOLDEN_DIE,
    HEN,
)
from engine.pickomino.events import NO_NEW_FACE, NO_TILE, NO_WORM
from engine.pickomino.game import (
    BUST_OR_WEASEL,
    CHOOSE_BONUS,
    CHOOSE_VICTIM,
    MUST_STOP,
    ROLL,
    ROLL_OR_STOP,
    SET_ASIDE,
)
from engine.pickomino.outcome import BUST, HEN_TAKEN, STEAL, TAKE
from engine.pickomino.view import (
    GRILLS_KEPT,
    AsideGroup,
    BoardView,
    PlaceView,
    SeatView,
    TileView,
    TurnView,
    board_view,
)
from storage import GameStatus, StoredGame
from tables.board import OVER, PLAYING, Board, Control, Section
from tables.pickomino.event_lines import EventLines
from tables.pickomino.moves import move_controls
from tables.pickomino.symbols import (
    BUST_SYMBOL,
    CURRENT_SEAT_SYMBOL,
    FACE_DOWN_SYMBOL,
    GRILLED_WORM_SYMBOL,
    REMOVED_SEAT_SYMBOL,
    WINNER_SYMBOL,
    WORM_SYMBOL,
    bonus_symbol,
    face_symbol,
    place_symbol,
    tile_symbol,
    worms_symbol,
)
from tables.pickomino.words import (
    bonus_label,
    describe_event,
    roll_symbols,
    seat_name,
    tile_label,
)
from words.i18n import t, tn

RULES_KEYS = {CLASSIC: "board.rules.classic", EXTENSION: "board.rules.extension"}
STOP_BUST_KEYS = {
    NO_NEW_FACE: "board.stop.bust.no_new_face",
    NO_WORM: "board.stop.bust.no_worm",
    NO_TILE: "board.stop.bust.no_tile",
}
SEPARATOR = " · "
EVENT_LINES = EventLines(describe_event)
SECTIONS_KEPT = 4096
"""Seats' sections kept: a few hundred busy tables' seats."""


def pickomino_board(
    stored: StoredGame, game: Game, recent: Sequence[Event], language: str
) -> Board:
    """The board of a running or finished game; `recent` holds its latest events."""
    names = tuple(seat.display_name for seat in stored.seats)
    lines = [line for event in recent if (line := EVENT_LINES.line(event, names, language))]
    view = board_view(game)
    if stored.status == GameStatus.FINISHED:
        return final_board(stored.id, stored.version, view, names, language, lines)
    return play_board(
        stored.id,
        stored.version,
        view,
        names,
        language,
        lines,
        t("game.footer", language, game=stored.id),
        move_controls(game, names, language),
    )


def play_board(
    game_id: int,
    version: int,
    view: BoardView,
    names: Sequence[str],
    language: str,
    recent: Sequence[str],
    footer: str | None = None,
    controls: Sequence[Control] = (),
) -> Board:
    """The table during play. `recent` is oldest first; `names` holds display names by seat."""
    rules = t(RULES_KEYS[view.rules], language)
    sections = [
        _seat_section(seat, seat_name(names, seat.index, language), view.extension, language)
        for seat in view.seats
    ]
    if view.turn is not None:
        sections += _turn_sections(view.turn, names, language)
    return Board(
        game_id=game_id,
        version=version,
        moment=PLAYING,
        title=t("board.title", language, rules=rules, number=view.turn_number),
        text=tuple(_table_text(view, language)),
        sections=tuple(sections),
        recent_title=t("board.recent", language),
        recent=_kept(recent),
        footer=footer,
        controls=tuple(controls),
        list_title=t("action.victim_placeholder", language),
    )


def final_board(
    game_id: int,
    version: int,
    view: BoardView,
    names: Sequence[str],
    language: str,
    recent: Sequence[str],
) -> Board:
    """The ranking once the game is over (R18, F7, F8), with what decided every place."""
    if view.ranking is None:
        raise ValueError("the game is not over: there is no ranking yet")
    rules = t(RULES_KEYS[view.rules], language)
    winners = [place for place in view.ranking if place.place == 1]
    lines = [
        f"{WINNER_SYMBOL} "
        + tn(
            "board.final.winner",
            len(winners),
            language,
            names=", ".join(seat_name(names, place.seat, language) for place in winners),
        ),
        "",
        *(_place_line(place, view.extension, names, language) for place in view.ranking),
    ]
    return Board(
        game_id=game_id,
        version=version,
        moment=OVER,
        title=t("board.final.title", language, rules=rules),
        text=tuple(lines),
        sections=(),
        recent_title=t("board.recent", language),
        recent=_kept(recent),
        footer=t("game.footer", language, game=game_id),
    )


def _kept(lines: Sequence[str]) -> tuple[str, ...]:
    return tuple(stripped for line in lines if (stripped := line.strip()))


def _table_text(view: BoardView, language: str) -> list[str]:
    """The grill in rows by worms per tile, then what the extension keeps off the grill.

    Flipped tiles keep their place, so the grill is never empty while a board is shown."""
    lines = [t("board.grill", language), *_grill_rows(view.grill)]
    if view.extension:
        lines.append(f"{GRILLED_WORM_SYMBOL} " + tn("board.reserve", view.reserve, language))
        if view.bonuses_out:
            out = ", ".join(bonus_label(bonus, language) for bonus in view.bonuses_out)
            lines.append(t("board.bonuses_out", language, bonuses=out))
    return lines


@lru_cache(maxsize=GRILLS_KEPT)
def _grill_rows(grill: tuple[TileView, ...]) -> tuple[str, ...]:
    """The grill's rows, written once for each grill (engine.pickomino.view keeps its tiles)."""
    rows: dict[int, list[str]] = {}
    for tile in grill:
        rows.setdefault(tile.worms, []).append(_grill_tile(tile))
    return tuple(f"{worms_symbol(worms)} {' '.join(rows[worms])}" for worms in sorted(rows))


def _grill_tile(tile: TileView) -> str:
    if not tile.face_up:
        return FACE_DOWN_SYMBOL
    if tile.bonus is None:
        return tile_symbol(tile.value)
    return tile_symbol(tile.value) + bonus_symbol(tile.bonus)


@lru_cache(maxsize=SECTIONS_KEPT)
def _seat_section(seat: SeatView, name: str, extension: bool, language: str) -> Section:
    """Written once for each state of a seat: a move changes one seat at most, most moves
    none (dice are rolled and set aside until the turn ends)."""
    return Section(
        _seat_title(seat, name), tuple(_seat_text(seat, extension, language)), side_by_side=True
    )


def _seat_title(seat: SeatView, name: str) -> str:
    if not seat.active:
        return f"{REMOVED_SEAT_SYMBOL} {name}"
    if seat.is_current:
        return f"{CURRENT_SEAT_SYMBOL} {name}"
    return name


def _seat_text(seat: SeatView, extension: bool, language: str) -> list[str]:
    if seat.top_tile is None:
        top = t("board.seat.no_tile", language)
    else:
        top = t("board.seat.top", language, tile=tile_label(seat.top_tile))
        top += SEPARATOR + tn("board.seat.tiles", seat.tiles, language)
    lines = [top, f"{WORM_SYMBOL} " + tn("board.seat.score", seat.worms, language)]
    if extension:
        extras = []
        if seat.bonus is not None:
            extras.append(bonus_label(seat.bonus, language))
        if seat.grilled_worms:
            extras.append(f"{GRILLED_WORM_SYMBOL} ×{seat.grilled_worms}")
        if extras:
            lines.append(SEPARATOR.join(extras))
    if not seat.active:
        lines.append(t("board.seat.removed", language))
    return lines


def _turn_sections(turn: TurnView, names: Sequence[str], language: str) -> list[Section]:
    sections = []
    dice = _dice_text(turn, language)
    if dice:
        sections.append(Section(t("board.dice.title", language), tuple(dice)))
    lines = [_phase_text(turn, names, language)]
    if turn.stop is not None:
        lines.append(_stop_text(turn, names, language))
    title = t("board.turn.title", language, name=seat_name(names, turn.seat, language))
    sections.append(Section(title, tuple(lines)))
    return sections


def _dice_text(turn: TurnView, language: str) -> list[str]:
    """The pending roll, then what is set aside (R5-R8): empty before the turn's first roll."""
    lines = []
    if turn.roll or turn.golden_face is not None:
        faces = roll_symbols(turn.roll, turn.golden_face)
        lines.append(t("board.dice.roll", language, faces=faces))
    if turn.aside:
        groups = " ".join(_aside_group(group) for group in turn.aside)
        lines.append(t("board.dice.aside", language, dice=groups, total=turn.total))
        if turn.has_worm:
            lines.append(f"{WORM_SYMBOL} " + t("board.dice.worm", language))
        elif turn.canned_worm_counts:
            lines.append(f"{bonus_symbol(CANNED_WORM)} " + t("board.dice.canned_worm", language))
        else:
            lines.append(t("board.dice.no_worm", language))
    return lines


def _aside_group(group: AsideGroup) -> str:
    text = f"{group.count}×{face_symbol(group.face)}"
    if group.golden:
        text += f"({bonus_symbol(GOLDEN_DIE)})"
    return text


def _phase_text(turn: TurnView, names: Sequence[str], language: str) -> str:
    """What the seat to play can do now: the buttons say it too, this says it in words."""
    phase = turn.phase
    if phase == ROLL:
        if turn.golden_die_ready:
            return tn(
                "board.phase.roll_golden",
                turn.dice_left,
                language,
                golden=turn.dice_left + 1,
            )
        return tn("board.phase.roll", turn.dice_left, language)
    if phase == SET_ASIDE:
        key = "board.phase.set_aside_weasel" if turn.weasel_ready else "board.phase.set_aside"
        return t(key, language)
    if phase == BUST_OR_WEASEL:
        return t("board.phase.bust_or_weasel", language)
    if phase == ROLL_OR_STOP:
        return tn("board.phase.roll_or_stop", turn.dice_left, language)
    if phase == MUST_STOP:
        return t("board.phase.must_stop", language)
    if phase == CHOOSE_BONUS and turn.bonus_choice is not None:
        held, new = turn.bonus_choice
        return t(
            "board.phase.choose_bonus",
            language,
            held=bonus_label(held, language),
            new=bonus_label(new, language),
        )
    if phase == CHOOSE_VICTIM:
        victims = ", ".join(seat_name(names, seat, language) for seat in turn.victims)
        return t("board.phase.choose_victim", language, names=victims)
    raise ValueError(f"no words for phase {phase!r}")


def _stop_text(turn: TurnView, names: Sequence[str], language: str) -> str:
    """R8: what a stop would do, said before the player commits to it."""
    stop = turn.stop
    assert stop is not None
    if stop.kind == TAKE and stop.tile is not None:
        return t("board.stop.take", language, tile=tile_label(stop.tile))
    victim = seat_name(names, stop.victim, language) if stop.victim is not None else ""
    if stop.kind == STEAL and stop.tile is not None:
        return t("board.stop.steal", language, tile=tile_label(stop.tile), victim=victim)
    if stop.kind == HEN_TAKEN:
        return f"{bonus_symbol(HEN)} " + t("board.stop.hen", language, victim=victim)
    if stop.kind == BUST and stop.reason is not None:
        line = t(STOP_BUST_KEYS[stop.reason], language, total=stop.total)
        return f"{BUST_SYMBOL} {line}"
    raise ValueError(f"no words for stop {stop!r}")


def _place_line(place: PlaceView, extension: bool, names: Sequence[str], language: str) -> str:
    name = seat_name(names, place.seat, language)
    parts = [
        f"{place_symbol(place.place, language)} **{name}**",
        f"{WORM_SYMBOL} " + tn("board.worms", place.worms, language),
        t("board.final.highest", language, tile=tile_symbol(place.highest_tile))
        if place.highest_tile is not None
        else t("board.final.no_tile", language),
    ]
    if extension and place.grilled_worms:
        parts.append(f"{GRILLED_WORM_SYMBOL} ×{place.grilled_worms}")
    if extension and place.apple:
        parts.append(
            bonus_symbol(APPLE) + " " + t("board.final.apple", language, worms=APPLE_WORMS)
        )
    if place.removed:
        parts.append(f"{REMOVED_SEAT_SYMBOL} " + t("board.seat.removed", language))
    return SEPARATOR.join(parts)
