"""What the table layer needs from a game: the rules, through one small protocol.

Each game keeps its rules in its own engine package (engine/pickomino/, later engine/pickpic/)
and plugs into the layer with an adapter implementing `GameRules`, plus the words and board of
`GameKind`. The layer never looks inside a game's state: it asks the adapter who is to play,
whether it is over, and what a move does. Moves travel as text (`move_code`/`parse_move`), the
form stored in the action log and carried by buttons.
"""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from storage import SeatResult, SeatStats, StoredGame
from tables.board import Board

State = TypeVar("State")
Move = TypeVar("Move")


class RefusedMove(Exception):
    """The text is no move of this game, or the rules forbid the move now; the state is
    exactly as it was."""


class GameRules(Protocol[State, Move]):
    """The rules of one game as the table layer plays them. `State` is mutable: `apply`
    changes it in place, so that a turn of many moves costs no copies."""

    min_seats: int
    max_seats: int
    variants: tuple[str, ...]
    """The rule sets a table may choose (Pickomino: classic, extension)."""

    def new_game(self, variant: str, seats: int, seed: int, settings_json: str) -> State:
        """A game at its first decision. `settings_json` is the table's options as stored
        (tables.options); an unreadable one gives the default settings."""
        ...

    def parse_move(self, code: str) -> Move:
        """Raises RefusedMove for text that is no move of this game."""
        ...

    def move_code(self, move: Move) -> str: ...

    def removal(self, seat: int) -> Move:
        """The move by which the table takes `seat` out of the game (a player left, or their
        turns kept running out); a person cannot play it themselves."""
        ...

    def is_removal(self, move: Move) -> bool: ...

    def legal_moves(self, game: State) -> Sequence[Move]:
        """The moves the seat to play may make now, in the order to offer them."""
        ...

    def to_play(self, game: State) -> int:
        """The seat whose decision is pending (the last one to play once the game is over)."""
        ...

    def is_seated(self, game: State, seat: int) -> bool:
        """False once the seat was removed."""
        ...

    def is_over(self, game: State) -> bool: ...

    def apply(self, game: State, move: Move, seat: int | None) -> Sequence[Any]:
        """Play `move` for `seat` (None: the table plays it, for a removal) and return the
        events it caused. Raises RefusedMove, leaving `game` as it was."""
        ...

    def automatic_move(self, game: State, level: int) -> Move:
        """The move a computer player of `level` makes, also played for an absent person."""
        ...

    def view(self, game: State) -> Any:
        """What players see of the game, as plain data for the game's board (GameKind.board)."""
        ...

    def to_json(self, game: State) -> str: ...

    def from_json(self, text: str) -> State:
        """Raises ValueError for anything but a sound state of this game."""
        ...

    def copy(self, game: State) -> State:
        """An independent state equal to `game` (tables/decoded_states.py keeps one)."""
        ...

    def results(self, game: State) -> list[SeatResult]:
        """One result per seat, once the game is over."""
        ...

    def seat_stats(self, seats: int, events: Sequence[Any]) -> list[SeatStats] | None:
        """What each seat did, counted from every event of a whole game (players' statistics,
        tables.leaderboards); None for a game that keeps no such counts."""
        ...

    def event_record(self, event: Any) -> Mapping[str, Any]:
        """An event as plain data for the log (ids and numbers only, never a name)."""
        ...


class Steps(Protocol):
    """A game whose players act at the same time (Pick Pic: giving, then ranking): every
    seat of `waiting` may move, in any order, until it locks in; the step ends when none is
    left. The table's timer covers a whole step, and computers play their part of a step as
    soon as it begins (their choices are hidden, so nobody waits to watch them)."""

    def waiting(self, game: Any) -> Sequence[int]:
        """The seats that still have to act in this step."""
        ...

    def step(self, game: Any) -> int:
        """A number that changes whenever a new step begins: a panel of an earlier step is
        out of date."""
        ...

    def seat_moves(self, game: Any, seat: int) -> Sequence[Any]: ...

    def computer_moves(self, game: Any, seat: int, level: int) -> Sequence[Any]:
        """The whole of a computer seat's part of the step, its lock-in last."""
        ...

    def timeout_move(self, seat: int) -> Any:
        """The table's move that completes a seat's step when the timer runs out."""
        ...

    def paced_move(self, game: Any) -> Any | None:
        """The table's own next move, played after a pause rather than by anyone (Pick Pic's
        reveal, card by card), or None. Its pause is a stored deadline like a timer's."""
        ...


@dataclass(frozen=True, slots=True)
class GameKind:
    """A game the tables can host: its rules, and how its boards and events read."""

    name: str
    """How storage and custom ids address the game ('pickomino', later 'pickpic')."""
    rules: GameRules[Any, Any]
    board: Callable[[StoredGame, Any, Sequence[Any], str], Board]
    """The board of a running or finished game: (stored game, state, latest events, language)."""
    describe_event: Callable[[Any, Sequence[str], str], str | None]
    """One line for an event, given the seats' names, in a language; None to say nothing."""
    setting_lines: Callable[[str, str], list[str]]
    """The lobby's lines for the chosen settings: (settings_json, language)."""
    steps: Steps | None = None
    """For games of simultaneous steps (Pick Pic); None for games of turns."""
    panel: Callable[[StoredGame, Any, int, str], Board] | None = None
    """One seat's own view and controls, shown to that player only: (stored game, state,
    seat, language). None for games where everything is on the table."""
    computer_levels: bool = False
    """Its computers come in levels (engine.pickomino.players.levels): the lobby offers one
    button per level and a computer's name shows its level."""
    odds: Callable[[Any, Sequence[str], str], str] | None = None
    """For the person to play, their odds in a short message: (state, seats' names, language).
    It may think for tens of milliseconds: the service runs it off the event loop."""
