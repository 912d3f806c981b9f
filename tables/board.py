"""One description of a table's board, built once and rendered by every front-end.

Discord draws it as an embed with buttons and a menu (cogs.board_render), the terminal as text
with a numbered menu (console.board_text, console.choices). It holds the words already in the
reader's language; its text uses the markup of tables.markup.
"""

from dataclasses import dataclass, field
from datetime import datetime
from typing import Final

LOBBY: Final = "lobby"
PLAYING: Final = "playing"
OVER: Final = "over"
ENDED: Final = "ended"
"""The moments of a board, which front-ends may colour differently."""

MOVE: Final = "move"
"""A control that plays a move of the game: its code is the rules' text form of the move."""
LOBBY_OPERATION: Final = "lobby"
"""A control of the lobby: its code is one of tables.service.LOBBY_OPERATIONS."""
REMATCH: Final = "rematch"
"""The control of a finished board that opens a new lobby with the same players."""
PANEL: Final = "panel"
"""The control of a public board that opens the player's own panel (GameKind.panel)."""
ODDS: Final = "odds"
"""The control that shows the person to play their odds, to them alone (GameKind.odds)."""

PRIMARY: Final = "primary"
SECONDARY: Final = "secondary"
SUCCESS: Final = "success"
DANGER: Final = "danger"
"""How much a control stands out: the main move, others, a good outcome, a loss."""


@dataclass(frozen=True, slots=True)
class Section:
    title: str
    lines: tuple[str, ...]
    side_by_side: bool = False
    """Short sections (one per seat) may stand next to each other where there is room."""


@dataclass(frozen=True, slots=True)
class Control:
    """Something a person can do on this board, labelled with what it does."""

    target: str
    """MOVE, LOBBY_OPERATION or REMATCH."""
    code: str
    label: str
    symbol: str | None = None
    tone: str = SECONDARY
    group: int | None = None
    """Controls of one group go together (a row of buttons); None lets the front-end place it."""
    detail: str | None = None
    listed: bool = False
    """One of several choices offered as a list (a menu) rather than a control of its own."""


@dataclass(frozen=True, slots=True)
class Picture:
    """Cards shown as one image (pictures.composite): built-in card ids, labels under them,
    positions framed in colour. `alt` describes it for screen readers; `name` is the file's
    name, which says nothing secret."""

    cards: tuple[int, ...]
    labels: tuple[str, ...] = ()
    highlight: frozenset[int] = frozenset()
    alt: str = ""
    name: str = "cards"
    dimmed: frozenset[int] = frozenset()
    """Positions shown faded (the cards after the deck card at the reveal, P8)."""
    framed: frozenset[int] = frozenset()
    """Positions framed as a reference card (P2), apart from the `highlight`."""
    per_row: int = 4
    half: bool = False
    """Smaller cards, so that many fit one picture (a round's summary)."""


@dataclass(frozen=True, slots=True)
class Board:
    game_id: int
    version: int
    """The game version the board shows: a move chosen on it is refused once the game moved."""
    moment: str
    title: str
    text: tuple[str, ...]
    sections: tuple[Section, ...]
    recent_title: str = ""
    recent: tuple[str, ...] = ()
    """The latest events, oldest first; a front-end with little room keeps the newest."""
    deadline: datetime | None = None
    """When the pending decision is played for the person to play (their turn timer)."""
    deadline_title: str = ""
    footer: str | None = None
    controls: tuple[Control, ...] = ()
    """Buttons first, then the entries of the one list (`listed`), each in the game's order."""
    list_title: str | None = None
    """What the list of `listed` controls asks for."""
    people: dict[int, str] = field(default_factory=dict)
    """The names of the people a `<@id>` in the text refers to."""
    picture: Picture | None = None
    """Cards to show as one image, for games of pictures (Pick Pic)."""

    def moves(self) -> tuple[Control, ...]:
        return tuple(control for control in self.controls if control.target == MOVE)
