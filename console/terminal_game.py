"""One terminal session on a table of the store: the board, the moves, the prompt.

Moves go through the same TableService as a click on Discord, so a terminal game is stored,
logged and replayable like any other. The board is printed before each decision of a person
at the keyboard, and every event line as it happens, since a terminal scrolls where a Discord
message is edited in place.
"""

from collections.abc import Callable
from typing import Any, TextIO

from console.board_text import board_text, plain
from console.choices import Choice, choices
from console.help_text import pickomino_help, pickpic_help
from console.seating import Table
from console.stop_signals import StopRequested, StopSignals
from tables.board import Board
from tables.boards import describe, event_lines
from tables.errors import UserError
from tables.kinds import kind_of
from tables.pickomino.options import TableOptions
from tables.rules import GameKind
from tables.seats import seat_names
from tables.service import Played, TableService
from tables.storage import GameStatus, Seat, StoredGame
from words.i18n import t

TERMINAL_GUILD = 0
TERMINAL_OWNER = 0
QUIT_WORDS = frozenset({"q", "quit", "exit"})
ODDS_WORD = "?"
"""Shows the odds of the player at the prompt (GameKind.odds), as Discord's Odds button."""
HELP_WORDS = frozenset({"h", "help", "aide"})
"""Explains the moves, the keys and the board's symbols (console.help_text)."""
CLEAR_SCREEN = "\x1b[H\x1b[2J\x1b[3J"
HAND_OVER_RULE = "─" * 40


class TerminalGame:
    """One terminal session on one table of the store."""

    def __init__(
        self,
        service: TableService,
        language: str,
        stdin: TextIO,
        stdout: TextIO,
        signals: StopSignals,
    ) -> None:
        self.service = service
        self.language = language
        self.stdin = stdin
        self.stdout = stdout
        self.signals = signals
        self.scored_rounds: dict[int, Any] = {}
        """Pick Pic: the rounds scored so far, whose reveal this session tells."""

    def say(self, text: str) -> None:
        print(text, file=self.stdout, flush=True)

    async def open(self, channel: int, table: Table, new: bool, described: bool = False) -> Played:
        """The table's open game (resumed), or a new one when there is none or `new`. With
        `described` (the player gave options), resuming a game the options do not describe
        says so, and how to start the one they describe."""
        stored = await self.service.open_game(channel)
        if stored is not None and new:
            await self.service.end(stored.id)
            self.say(t("console.abandoned", self.language, game=stored.id))
            stored = None
        if stored is None:
            stored = await self.service.open_table(
                TERMINAL_GUILD,
                channel,
                TERMINAL_OWNER,
                table.seats(self.language),
                table.rules,
                TableOptions(settings=table.settings).to_json()
                if table.kind == "pickomino"
                else _pickpic_options(),
                table.kind,
            )
        if stored.status == GameStatus.LOBBY:
            return await self.service.start(stored.id, TERMINAL_OWNER)
        if described and not table.describes(stored, self.language):
            self.say(t("console.resumed_other", self.language, game=stored.id))
        else:
            key = "console.resumed_pickpic" if stored.kind == "pickpic" else "console.resumed"
            self.say(t(key, self.language, game=stored.id))
        return Played(stored, await self.service.load(stored))

    async def play(self, played: Played) -> StoredGame:
        """Moves until the game is over; raises StopRequested when the player leaves."""
        stored, game = played.stored, played.game
        assert game is not None
        kind = kind_of(stored.kind)
        if kind.steps is not None:
            return await self._play_steps(kind, played)
        if all(seat.is_computer for seat in stored.seats):
            self.say(self._board(stored, game))
        while stored.status == GameStatus.RUNNING:
            seat = stored.seats[self.service.to_play(stored, game)]
            try:
                if seat.is_computer:
                    moved = await self.service.play_computer_turn(stored.id, stored.version)
                else:
                    assert seat.user_id is not None
                    code = self._ask(stored, game, seat)
                    moved = await self.service.play(stored.id, stored.version, seat.user_id, code)
            except UserError as error:
                self.say(t(error.key, self.language, **error.values))
                moved = None
            if moved is None or moved.game is None:
                stored = await self.service.get(stored.id)
                game = await self.service.load(stored)
            else:
                self._tell(moved.events, stored)
                stored, game = moved.stored, moved.game
            self.signals.check()
        self.say(self._board(stored, game))
        return stored

    async def _play_steps(self, kind: GameKind, played: Played) -> StoredGame:
        """A game of simultaneous steps (Pick Pic): the table, then each person at the
        keyboard acts on their own panel in turn; computers act as each step begins."""
        steps, panel = kind.steps, kind.panel
        assert steps is not None and panel is not None
        stored, game = played.stored, played.game
        self._tell(played.events, stored, game)
        shown = None
        hot_seat = sum(not seat.is_computer for seat in stored.seats) > 1
        at_keyboard: int | None = None
        """Hot-seat: the seat whose private panel is on the screen, or None once cleared."""
        while stored.status == GameStatus.RUNNING:
            people = [s for s in steps.waiting(game) if not stored.seats[s].is_computer]
            if not people:
                moved = await self.service.play_due_turn(stored.id, stored.version, 1_000_000)
            else:
                if hot_seat and at_keyboard != people[0]:
                    if at_keyboard is not None:
                        self._clear()
                    self._hand_over(stored.seats[people[0]].display_name)
                    at_keyboard, shown = people[0], None
                if shown != steps.step(game):
                    shown = steps.step(game)
                    self.say(self._board(stored, game))
                seat = stored.seats[people[0]]
                assert seat.user_id is not None
                board = panel(stored, game, people[0], self.language)
                try:
                    code = self._choose_in_step(board, stored, game, people[0])
                    moved = await self.service.play_step(
                        stored.id, board.version, seat.user_id, code
                    )
                except UserError as error:
                    self.say(t(error.key, self.language, **error.values))
                    moved = None
            if moved is None or moved.game is None:
                stored = await self.service.get(stored.id)
                game = await self.service.load(stored)
            else:
                waiting = steps.waiting(moved.game)
                if at_keyboard is not None and at_keyboard not in waiting:
                    self._clear()
                    at_keyboard = None
                self._tell(moved.events, moved.stored, moved.game)
                stored, game = moved.stored, moved.game
            self.signals.check()
        self.say(self._board(stored, game))
        return stored

    def _hand_over(self, name: str) -> None:
        """Hot-seat Pick Pic (P5): the screen is cleared, then the next person at the keyboard
        presses Enter, so nobody sees another's hand, gifts or ranking: the screen was
        cleared when the one before locked in. `q` saves and quits as at any prompt."""
        print(t("console.pickpic.hand_over", self.language, name=name), end="", file=self.stdout,
              flush=True)  # fmt: skip
        with self.signals.waiting_for_input():
            line = self.stdin.readline()
        if not self.stdin.isatty():
            self.say(line.rstrip("\n"))
        if not line or line.strip().lower() in QUIT_WORDS:
            raise StopRequested

    def _clear(self) -> None:
        """Clears a terminal's screen and its scrollback (ANSI erase display 2 and 3, as
        `clear` does); output that is not a terminal gets a rule instead."""
        if self.stdout.isatty():
            print(CLEAR_SCREEN, end="", file=self.stdout, flush=True)
        else:
            self.say(HAND_OVER_RULE)

    def _choose_in_step(self, board: Board, stored: StoredGame, game: Any, seat: int) -> str:
        """The seat's own panel and a menu whose numbers hold for the whole step
        (console.pickpic_steps): typing ahead never moves a card the player did not mean."""
        from console.pickpic_steps import refusal, step_menu

        names = seat_names(stored)
        options = step_menu(game, seat, names, self.language)
        return self._choose(
            board,
            stored.seats[seat],
            self._help(stored, odds=False),
            options=options,
            refuse=lambda code: refusal(game, seat, code, names, self.language),
        )

    def _board(self, stored: StoredGame, game: Any) -> str:
        """The board without its latest moves: a terminal prints them as they happen. Pick
        Pic's table names every reference whole: a terminal has no picture of them."""
        if stored.kind == "pickpic" and stored.status != GameStatus.LOBBY and game is not None:
            from tables.pickpic.board import pickpic_board

            return board_text(pickpic_board(stored, game, (), self.language, full_references=True))
        return board_text(describe(stored, game, (), self.language))

    def _ask(self, stored: StoredGame, game: Any, seat: Seat) -> str:
        board = describe(stored, game, (), self.language)
        if kind_of(stored.kind).odds is None:
            return self._choose(board, seat, self._help(stored, odds=False))
        help_text = self._help(stored, odds=True)
        return self._choose(board, seat, help_text, lambda: self._odds(stored, game))

    def _help(self, stored: StoredGame, odds: bool) -> Callable[[], str]:
        if stored.kind == "pickpic":
            return lambda: pickpic_help(self.language)
        return lambda: pickomino_help(stored.rules, self.language, odds)

    def _choose(
        self,
        board: Board,
        seat: Seat,
        help_text: Callable[[], str],
        odds: Callable[[], str] | None = None,
        options: list[Choice] | None = None,
        refuse: Callable[[str], str | None] | None = None,
    ) -> str:
        """Show `board` and its moves (or `options`), numbered; read the number of one (`?`:
        the odds, `h`: the help). An entry `refuse` has a reason against is answered with it,
        and asked again."""
        options = choices(board) if options is None else options
        self.say(board_text(board))
        self.say(_menu(options))
        key = "console.prompt" if odds else "console.prompt_no_odds"
        prompt = t(key, self.language, name=seat.display_name, count=len(options))
        while True:
            print(prompt, end="", file=self.stdout, flush=True)
            with self.signals.waiting_for_input():
                line = self.stdin.readline()
            if not self.stdin.isatty():
                self.say(line.rstrip("\n"))
            if not line:
                raise StopRequested
            answer = line.strip().lower()
            if answer in QUIT_WORDS:
                raise StopRequested
            if answer == ODDS_WORD:
                self.say(plain(odds() if odds else t("error.no_odds", self.language)))
                continue
            if answer in HELP_WORDS:
                self.say(plain(help_text()))
                continue
            if answer.isdigit() and 1 <= int(answer) <= len(options):
                code = options[int(answer) - 1].code
                reason = refuse(code) if refuse is not None else None
                if reason is None:
                    return code
                self.say(plain(reason))
                continue
            self.say(t("console.bad_choice", self.language, count=len(options)))

    def _odds(self, stored: StoredGame, game: Any) -> str:
        """The odds of the person at the keyboard (whose turn it is): the terminal has no
        event loop to keep free, so they are worked out here."""
        odds = kind_of(stored.kind).odds
        try:
            if odds is None:
                raise UserError("error.no_odds")
            return odds(game, seat_names(stored), self.language)
        except UserError as error:
            return t(error.key, self.language, **error.values)

    def _tell(self, events: tuple[Any, ...], stored: StoredGame, game: Any = None) -> None:
        """Each event's line as it happens. Pick Pic's reveal is told in its own words, one
        moment at a time, so a round's points are not given away before its piles."""
        pickpic = stored.kind == "pickpic" and game is not None
        for event in events:
            told = () if pickpic and _is_round_scored(event) else (event,)
            for line in event_lines(stored, told, self.language):
                self.say(plain(line))
            if pickpic:
                names = seat_names(stored)
                for line in _reveal_text((event,), game, names, self.language, self.scored_rounds):
                    self.say(plain(line))


def _pickpic_options() -> str:
    """Pick Pic's modules are imported only for a Pick Pic table (see tables.kinds)."""
    from tables.pickpic.options import PickpicOptions

    return PickpicOptions().to_json()


def _is_round_scored(event: Any) -> bool:
    from engine.pickpic.events import RoundScored

    return isinstance(event, RoundScored)


def _reveal_text(
    events: tuple[Any, ...], game: Any, names: list[str], language: str, scored: dict[int, Any]
) -> list[str]:
    from console.pickpic_steps import reveal_text

    return reveal_text(events, game, names, language, scored)


def _menu(options: list[Choice]) -> str:
    return "\n".join(f"  {number}. {choice.label}" for number, choice in enumerate(options, 1))
