"""The live board and the final ranking as Discord embeds, drawn from engine.pickomino.view data.

Everything here fits Discord's embed limits by construction for seven seats with the longest
display names; the one part of unbounded length, the recent lines, is cut to what is left,
oldest lines first, so the newest events always show.
"""

from collections.abc import Sequence

import discord

from bot.i18n import t, tn
from cogs.event_text import bonus_label, roll_symbols, seat_name, tile_label
from cogs.symbols import (
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
from engine.pickomino.view import AsideGroup, BoardView, PlaceView, SeatView, TileView, TurnView

EMBED_TOTAL = 6000
FIELD_VALUE = 1024
FOOTER_TEXT = 2048
ELLIPSIS = "…"

BOARD_COLOUR = discord.Colour(0xC8702A)
"""The brown of a grill."""
FINAL_COLOUR = discord.Colour.gold()

RULES_KEYS = {CLASSIC: "board.rules.classic", EXTENSION: "board.rules.extension"}
STOP_BUST_KEYS = {
    NO_NEW_FACE: "board.stop.bust.no_new_face",
    NO_WORM: "board.stop.bust.no_worm",
    NO_TILE: "board.stop.bust.no_tile",
}
SEPARATOR = " · "


def board_embed(
    view: BoardView,
    names: Sequence[str],
    language: str,
    recent: Sequence[str],
    footer: str | None = None,
) -> discord.Embed:
    """The table during play. `recent` is oldest first; `names` holds display names by seat."""
    rules = t(RULES_KEYS[view.rules], language)
    embed = discord.Embed(
        title=t("board.title", language, rules=rules, number=view.turn_number),
        description=_table_text(view, language),
        colour=BOARD_COLOUR,
    )
    for seat in view.seats:
        embed.add_field(
            name=_seat_title(seat, names, language),
            value=_seat_text(seat, view.extension, language),
            inline=True,
        )
    if view.turn is not None:
        _add_turn(embed, view.turn, names, language)
    return _finish(embed, recent, language, footer)


def final_embed(
    view: BoardView,
    names: Sequence[str],
    language: str,
    recent: Sequence[str],
    footer: str | None = None,
) -> discord.Embed:
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
    embed = discord.Embed(
        title=t("board.final.title", language, rules=rules),
        description="\n".join(lines),
        colour=FINAL_COLOUR,
    )
    return _finish(embed, recent, language, footer)


def _table_text(view: BoardView, language: str) -> str:
    """The grill in rows by worms per tile, then what the extension keeps off the grill.

    Flipped tiles keep their place, so the grill is never empty while a board is shown."""
    rows: dict[int, list[str]] = {}
    for tile in view.grill:
        rows.setdefault(tile.worms, []).append(_grill_tile(tile))
    lines = [t("board.grill", language)]
    lines += [f"{worms_symbol(worms)} {' '.join(rows[worms])}" for worms in sorted(rows)]
    if view.extension:
        lines.append(f"{GRILLED_WORM_SYMBOL} " + tn("board.reserve", view.reserve, language))
        if view.bonuses_out:
            out = ", ".join(bonus_label(bonus, language) for bonus in view.bonuses_out)
            lines.append(t("board.bonuses_out", language, bonuses=out))
    return "\n".join(lines)


def _grill_tile(tile: TileView) -> str:
    if not tile.face_up:
        return FACE_DOWN_SYMBOL
    if tile.bonus is None:
        return tile_symbol(tile.value)
    return tile_symbol(tile.value) + bonus_symbol(tile.bonus)


def _seat_title(seat: SeatView, names: Sequence[str], language: str) -> str:
    name = seat_name(names, seat.index, language)
    if not seat.active:
        return f"{REMOVED_SEAT_SYMBOL} {name}"
    if seat.is_current:
        return f"{CURRENT_SEAT_SYMBOL} {name}"
    return name


def _seat_text(seat: SeatView, extension: bool, language: str) -> str:
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
    return "\n".join(lines)


def _add_turn(embed: discord.Embed, turn: TurnView, names: Sequence[str], language: str) -> None:
    dice = _dice_text(turn, language)
    if dice:
        embed.add_field(name=t("board.dice.title", language), value=dice, inline=False)
    lines = [_phase_text(turn, names, language)]
    if turn.stop is not None:
        lines.append(_stop_text(turn, names, language))
    embed.add_field(
        name=t("board.turn.title", language, name=seat_name(names, turn.seat, language)),
        value="\n".join(lines),
        inline=False,
    )


def _dice_text(turn: TurnView, language: str) -> str:
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
    return "\n".join(lines)


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
        f"{place_symbol(place.place)} **{name}**",
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


def _finish(
    embed: discord.Embed, recent: Sequence[str], language: str, footer: str | None
) -> discord.Embed:
    """Footer, then as many recent lines as the limits leave room for."""
    if footer:
        embed.set_footer(text=_clip(footer, FOOTER_TEXT))
    if recent:
        name = t("board.recent", language)
        budget = min(FIELD_VALUE, EMBED_TOTAL - len(embed) - len(name))
        text = _last_lines(recent, budget)
        if text:
            embed.add_field(name=name, value=text, inline=False)
    return embed


def _last_lines(lines: Sequence[str], budget: int) -> str:
    """The newest lines that fit in `budget` characters, in their order. Only the newest line
    is ever cut, so that it shows in part rather than not at all; older lines show whole."""
    kept: list[str] = []
    room = budget
    for line in reversed(lines):
        line = line.strip()
        if not line:
            continue
        cost = len(line) + bool(kept)
        if cost > room:
            if not kept:
                kept.append(_clip(line, room))
            break
        kept.append(line)
        room -= cost
    return "\n".join(reversed(kept))


def _clip(text: str, limit: int) -> str:
    if limit <= 0:
        return ""
    if len(text) <= limit:
        return text
    return text[: limit - 1] + ELLIPSIS
