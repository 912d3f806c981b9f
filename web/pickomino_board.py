"""One step of a Pickomino replay as the game page draws it (issue 38): the grill's tiles, each
seat's stack, the dice rolled and set aside, the extension's bonuses, as plain shapes for the
board's template (web/templates/game/pickomino_board.html), which draws them in SVG and HTML.

Every word comes from the board's catalogs (tables.pickomino.board), the same words Discord and
the terminal show, so the page says each moment as the table said it.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from markupsafe import Markup

from engine.pickomino.components import WORM
from engine.pickomino.view import BoardView, TileView
from tables.pickomino.board import final_board, play_board
from tables.pickomino.symbols import bonus_symbol
from tables.pickomino.words import BONUS_KEYS, seat_name
from tables.replays import Replay
from web.board_markup import html
from words.i18n import t, tn


@dataclass(frozen=True, slots=True)
class Tile:
    value: int
    worms: int
    face_up: bool
    bonus: str | None
    """The bonus's name, in the page's language."""
    symbol: str | None
    """The bonus's symbol, as Discord's board shows it."""
    label: str
    """What the tile says to a screen reader."""


@dataclass(frozen=True, slots=True)
class SeatPlace:
    index: int
    name: Markup
    current: bool
    active: bool
    top: Tile | None
    tiles: str
    worms: int
    worms_text: str
    bonus: str | None
    bonus_symbol: str | None
    grilled_worms: int
    notes: tuple[Markup, ...]


@dataclass(frozen=True, slots=True)
class Die:
    face: int
    """1..5, or 6 for the worm."""
    golden: bool
    label: str


@dataclass(frozen=True, slots=True)
class Part:
    """A titled block of the board's words: the turn (what the seat to play may do, what a
    stop would do, R8), or the final ranking. The dice are drawn, not told again."""

    title: Markup
    lines: tuple[Markup, ...]


@dataclass(frozen=True, slots=True)
class StepBoard:
    number: int
    moves: int
    title: Markup
    caption: Markup
    """Which move this is, and who made it."""
    lines: tuple[Markup, ...]
    """What the move did."""
    grill: tuple[Tile, ...]
    seats: tuple[SeatPlace, ...]
    roll: tuple[Die, ...]
    aside: tuple[Die, ...]
    total: int | None
    parts: tuple[Part, ...]
    table: tuple[Markup, ...]
    """The reserve of grilled worms and the bonuses out of the game (the extension)."""


def step_board(replay: Replay, number: int, names: Sequence[str], language: str) -> StepBoard:
    """Step `number` (0 to replay.moves) of a Pickomino replay, `names` as stored."""
    step = replay.steps[number]
    view: BoardView = step.view
    lines = replay.lines(number, names, language)
    if view.over:
        board = final_board(replay.game_id, number, view, names, language, lines)
        parts = (Part(html(t("web.game.ranking", language)), _html(board.text)),)
    else:
        board = play_board(replay.game_id, number, view, names, language, lines)
        turn = board.sections[-1]
        parts = (Part(html(turn.title), _html(turn.lines)),)
    return StepBoard(
        number=number,
        moves=replay.moves,
        title=html(board.title),
        caption=_caption(replay, number, names, language),
        lines=_html(lines),
        grill=tuple(_tile(tile, language) for tile in view.grill),
        seats=tuple(_seat(view, seat, names, language) for seat in range(len(view.seats))),
        roll=_roll(view, language),
        aside=_aside(view, language),
        total=view.turn.total if view.turn is not None and view.turn.aside else None,
        parts=parts,
        table=_table(view, language),
    )


def _html(lines: Sequence[str]) -> tuple[Markup, ...]:
    return tuple(html(line) for line in lines if line.strip())


def _table(view: BoardView, language: str) -> tuple[Markup, ...]:
    """What the extension keeps off the grill (X5, X8), while the game goes on."""
    if not view.extension or view.over:
        return ()
    lines = [tn("board.reserve", view.reserve, language)]
    if view.bonuses_out:
        out = ", ".join(t(BONUS_KEYS[bonus], language) for bonus in view.bonuses_out)
        lines.append(t("board.bonuses_out", language, bonuses=out))
    return _html(lines)


def _caption(replay: Replay, number: int, names: Sequence[str], language: str) -> Markup:
    if number == 0:
        return html(t("web.game.start", language))
    step = replay.steps[number]
    text = t("web.game.move", language, number=number, count=replay.moves)
    if step.seat is not None:
        text += " · " + seat_name(names, step.seat, language)
    if step.automatic:
        text += " · " + t("web.game.automatic", language)
    return html(text)


def _tile(tile: TileView, language: str) -> Tile:
    bonus = t(BONUS_KEYS[tile.bonus], language) if tile.bonus is not None else None
    if tile.face_up:
        label = f"{tile.value} · " + tn("board.worms", tile.worms, language)
        if bonus is not None:
            label += f" · {bonus}"
    else:
        label = t("web.game.face_down", language)
    symbol = bonus_symbol(tile.bonus) if tile.bonus is not None else None
    return Tile(tile.value, tile.worms, tile.face_up, bonus, symbol, label)


def _seat(view: BoardView, index: int, names: Sequence[str], language: str) -> SeatPlace:
    seat = view.seats[index]
    top = None
    if seat.top_tile is not None:
        top = _tile(TileView(seat.top_tile, seat.top_worms, True, None), language)
    notes = []
    if view.extension and seat.grilled_worms:
        notes.append(tn("web.game.grilled_worms", seat.grilled_worms, language))
    if not seat.active:
        notes.append(t("board.seat.removed", language))
    return SeatPlace(
        index=index,
        name=html(seat_name(names, index, language)),
        current=seat.is_current,
        active=seat.active,
        top=top,
        tiles=(
            tn("board.seat.tiles", seat.tiles, language)
            if seat.tiles
            else t("board.seat.no_tile", language)
        ),
        worms=seat.worms,
        worms_text=tn("board.worms", seat.worms, language),
        bonus=t(BONUS_KEYS[seat.bonus], language) if seat.bonus is not None else None,
        bonus_symbol=bonus_symbol(seat.bonus) if seat.bonus is not None else None,
        grilled_worms=seat.grilled_worms,
        notes=_html(notes),
    )


def _die(face: int, golden: bool, language: str) -> Die:
    label = t("web.game.worm_face", language) if face == WORM else str(face)
    if golden:
        label = t("web.game.golden_face", language, face=label)
    return Die(face, golden, label)


def _roll(view: BoardView, language: str) -> tuple[Die, ...]:
    if view.turn is None:
        return ()
    dice = [_die(face, False, language) for face in sorted(view.turn.roll)]
    if view.turn.golden_face is not None:
        dice.append(_die(view.turn.golden_face, True, language))
    return tuple(dice)


def _aside(view: BoardView, language: str) -> tuple[Die, ...]:
    if view.turn is None:
        return ()
    dice = []
    for group in view.turn.aside:
        white = group.count - 1 if group.golden else group.count
        dice += [_die(group.face, False, language)] * white
        if group.golden:
            dice.append(_die(group.face, True, language))
    return tuple(dice)
