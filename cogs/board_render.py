"""A table's board (tables.board.Board) as a Discord message: one embed and its controls.

The embed keeps Discord's limits: the one part of unbounded length, the latest moves, is cut
to what is left, oldest lines first, so the newest events always show.
"""

import io
from collections.abc import Mapping, Sequence

import discord

from cogs.click_router import routed_view
from cogs.components import ActionButton, ChoiceSelect, LobbyButton, OddsButton, RematchButton
from cogs.control_rows import BUTTON_WIDTH, MENU_WIDTH, ControlRows, Placed, button, rows_of
from cogs.pickpic_components import MyCardsButton, PanelButton, PanelSelect
from pictures.composite import EXTENSIONS, Layout, row_picture
from tables.board import (
    DANGER,
    ENDED,
    LOBBY,
    LOBBY_OPERATION,
    MOVE,
    ODDS,
    OVER,
    PANEL,
    PRIMARY,
    REMATCH,
    SUCCESS,
    Board,
    Control,
    Picture,
)
from tables.service import TableService
from tables.storage import StoredGame

Message = tuple[discord.Embed, discord.ui.View | None]

EMBED_TOTAL = 6000
FIELD_VALUE = 1024
FOOTER_TEXT = 2048
SELECT_LABEL = 100
ELLIPSIS = "…"
ALT_TEXT = 1024

BOARD_COLOUR = discord.Colour(0xC8702A)
"""The brown of a grill."""
COLOURS = {
    LOBBY: discord.Colour.blurple(),
    OVER: discord.Colour.gold(),
    ENDED: discord.Colour.dark_grey(),
}
STYLES = {
    PRIMARY: discord.ButtonStyle.primary,
    SUCCESS: discord.ButtonStyle.success,
    DANGER: discord.ButtonStyle.danger,
}


def board_message(board: Board, link: Placed | None = None) -> Message:
    """The embed and controls of `board` (no controls: None, so Discord removes old ones);
    `link` a link button under them (cogs.web_links)."""
    return board_embed(board), board_controls(board, link)


def picture_file(picture: Picture, faces: Mapping[int, bytes] | None = None) -> discord.File:
    """The cards as one image file, described for screen readers; its name says nothing
    secret (tables.board.Picture). `faces` holds the bytes of a server's pictures by card."""
    shown = tuple((faces or {}).get(card, card) for card in picture.cards)
    layout = Layout(picture.per_row, picture.half)
    data = row_picture(
        shown, picture.labels, picture.highlight, "jpeg", picture.dimmed, picture.framed, layout
    )
    return discord.File(
        io.BytesIO(data),
        filename=f"{picture.name}.{EXTENSIONS['jpeg']}",
        description=_clip(picture.alt, ALT_TEXT) or None,
    )


def board_files(board: Board, faces: Mapping[int, bytes] | None = None) -> list[discord.File]:
    """The board's picture as an attachment, shown inside its embed."""
    return [picture_file(board.picture, faces)] if board.picture is not None else []


async def faces_of(service: TableService, stored: StoredGame, board: Board) -> dict[int, bytes]:
    """The bytes of the server pictures the board shows (Pick Pic server decks)."""
    if board.picture is None:
        return {}
    return await service.decks.faces(stored.guild_id, board.picture.cards)


def panel_controls(board: Board) -> discord.ui.View | None:
    """A player's own panel: its moves as buttons, and one list per group of listed moves
    (one per opponent, P4), the panel's `version` being the step."""
    if not board.controls:
        return None
    view = routed_view()
    lists: dict[int, list[Control]] = {}
    for control in board.controls:
        if control.listed:
            lists.setdefault(control.group or 0, []).append(control)
        else:
            style = STYLES.get(control.tone, discord.ButtonStyle.secondary)
            view.add_item(
                PanelButton(board.game_id, board.version, control.code, control.label, style,
                            control.symbol, control.group)
            )  # fmt: skip
    for row, controls in lists.items():
        options = [
            discord.SelectOption(label=control.label[:SELECT_LABEL], value=control.code)
            for control in controls
        ]
        view.add_item(PanelSelect(board.game_id, board.version, row, options, controls[0].detail))
    return view


def board_embed(board: Board) -> discord.Embed:
    embed = discord.Embed(
        title=board.title,
        description="\n".join(board.text) or None,
        colour=COLOURS.get(board.moment, BOARD_COLOUR),
    )
    for section in board.sections:
        embed.add_field(
            name=section.title, value="\n".join(section.lines), inline=section.side_by_side
        )
    if board.footer:
        embed.set_footer(text=_clip(board.footer, FOOTER_TEXT))
    if board.recent:
        budget = min(FIELD_VALUE, EMBED_TOTAL - len(embed) - len(board.recent_title))
        text = _last_lines(board.recent, budget)
        if text:
            embed.add_field(name=board.recent_title, value=text, inline=False)
    if board.deadline is not None:
        deadline = discord.utils.format_dt(board.deadline, "R")
        embed.add_field(name=board.deadline_title, value=deadline, inline=False)
    if board.picture is not None:
        embed.set_image(url=f"attachment://{board.picture.name}.{EXTENSIONS['jpeg']}")
    return embed


def board_controls(board: Board, link: Placed | None = None) -> discord.ui.View | None:
    if not board.controls and link is None:
        return None
    placed: list[Placed] = []
    listed: list[discord.SelectOption] = []
    for control in board.controls:
        if control.listed:
            listed.append(
                discord.SelectOption(
                    label=control.label[:SELECT_LABEL],
                    value=control.code,
                    description=control.detail,
                )
            )
        else:
            placed.append(_button(board, control))
    if listed:
        menu = ChoiceSelect(board.game_id, board.version, listed, board.list_title)
        placed.append((menu.item.to_component_dict(), MENU_WIDTH, None))
    if link is None:
        return ControlRows(rows_of(placed))
    try:
        return ControlRows(rows_of([*placed, link]))
    except ValueError:
        return (
            ControlRows(rows_of(placed)) if placed else None
        )  # no room left: the moves come first


def _button(board: Board, control: Control) -> Placed:
    """The control's button, its width and its row; its id is the one its item class reads
    back (cogs.components)."""
    game_id, label, symbol, row = board.game_id, control.label, control.symbol, control.group
    style = STYLES.get(control.tone, discord.ButtonStyle.secondary)
    if control.target == MOVE:
        custom_id = ActionButton.id_of(game_id, board.version, control.code)
        return button(custom_id, label, style, symbol), BUTTON_WIDTH, row
    if control.target == LOBBY_OPERATION:
        return button(LobbyButton.id_of(game_id, control.code), label, style), BUTTON_WIDTH, row
    if control.target == REMATCH:
        primary = discord.ButtonStyle.primary
        return button(RematchButton.id_of(game_id), label, primary), BUTTON_WIDTH, None
    if control.target == PANEL:
        primary = discord.ButtonStyle.primary
        return button(MyCardsButton.id_of(game_id), label, primary, symbol), BUTTON_WIDTH, None
    if control.target == ODDS:
        secondary = discord.ButtonStyle.secondary
        return button(OddsButton.id_of(game_id), label, secondary, symbol), BUTTON_WIDTH, row
    raise ValueError(f"no Discord control for {control}")


def _last_lines(lines: Sequence[str], budget: int) -> str:
    """The newest lines that fit in `budget` characters, in their order. Only the newest line
    is ever cut, so that it shows in part rather than not at all; older lines show whole."""
    kept: list[str] = []
    room = budget
    for line in reversed(lines):
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
