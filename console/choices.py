"""The moves a player can type: the moves of the board description, numbered.

They are the same controls Discord shows as buttons and a menu (tables.board.Board.moves), so
each label says the same thing as its button, in the same order.
"""

from dataclasses import dataclass

from tables.board import Board


@dataclass(frozen=True, slots=True)
class Choice:
    label: str
    code: str
    """The move in its text form, as the game's rules read it (tables.rules.GameRules)."""


def choices(board: Board) -> list[Choice]:
    found: list[Choice] = []
    for control in board.moves():
        if control.listed:
            label = control.label
            if control.detail:
                label += f" ({control.detail})"
        else:
            label = " ".join(part for part in (control.symbol or "", control.label) if part)
        found.append(Choice(label, control.code))
    return found
