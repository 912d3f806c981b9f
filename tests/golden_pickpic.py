"""Pick Pic's golden scenes: the lobby, the table while giving and while ranking, a player's own
panel (**My cards**) in both steps, a pile being revealed, a round's summary and the game's end,
each in every language, as Discord shows it and, where the terminal shows it, as the terminal
prints it. test_golden.py compares them with the files under tests/golden/.

Each scene is a seeded game advanced move by move to its moment (no computer player, no full
game played for the moments before the end): a few milliseconds each. A picture is kept as
what its message says of it (file name, alt text, the labels drawn under the cards), not its
bytes (drawn all the same, as the bot sends them): tests/pickpic/test_pickpic_pictures.py
hashes the drawings themselves.
"""

import io
import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

import discord
from golden_scenes import DEADLINE, stored_game

from cogs.board_render import board_controls, board_embed, panel_controls, picture_file
from console.board_text import board_text
from console.pickpic_steps import step_menu
from console.stop_signals import StopSignals
from console.terminal_game import TerminalGame
from engine.pickpic import actions as act
from engine.pickpic import snapshot
from engine.pickpic.events import Event, RoundScored
from engine.pickpic.game import OVER, Game
from engine.pickpic.settings import Settings
from storage import GameStatus, Seat, StoredGame
from tables.board import Board
from tables.boards import describe
from tables.computers import computer_name
from tables.pickpic import PICKPIC
from tables.pickpic.options import PickpicOptions
from tables.pickpic.reveal_board import summary_board
from tables.seats import seat_names
from words.i18n import tn

HOST = 1001
LONGEST_NAME = "Konstantynopolitańczykowianeczka"
"""32 characters, the longest display name Discord allows."""
NAMES = ("Ada", LONGEST_NAME, "Bob *the* _builder_", "Chloé")
LONG_SEAT = 1
PANEL_SEAT = 3
"""Whose own panel the scenes show: one who gives to the long name."""
RECENT_EVENTS = 8
TARGET = 8
"""A short game (P11): its end comes after a few rounds."""


@dataclass(frozen=True)
class Moment:
    """A stored Pick Pic table, its game, and the events that led there (oldest first)."""

    stored: StoredGame
    game: Game | None
    """None in the lobby."""
    events: tuple[Event, ...]
    language: str


def people(count: int) -> tuple[Seat, ...]:
    return tuple(Seat.human(HOST + index, NAMES[index]) for index in range(count))


def pickpic_stored(
    status: GameStatus,
    seats: tuple[Seat, ...],
    game: Game | None,
    options: PickpicOptions,
    deadline: datetime | None = None,
) -> StoredGame:
    stored = stored_game(status, "pickpic", seats, version=23, deadline=deadline)
    state = None if game is None else snapshot.to_json(game)
    return replace(stored, kind="pickpic", settings_json=options.to_json(), state_json=state)


def give_all(game: Game, seat: int, placed: int | None = None) -> list[Event]:
    """P4: the seat's hand given in the order dealt, opponents in seat order; locked in
    unless only `placed` cards are placed."""
    events: list[Event] = []
    aims = [other for other in game.opponents(seat) for _ in range(game.per_opponent)]
    chosen = list(zip(list(game.hands[seat]), aims, strict=True))[:placed]
    for card, other in chosen:
        events += game.apply(act.give(card, other), seat)
    if placed is None:
        events += game.apply(act.lock(), seat)
    return events


def rank_all(game: Game, seat: int, placed: int | None = None) -> list[Event]:
    """P7: the pile ranked in its shuffled order; locked in unless only `placed` are placed."""
    events: list[Event] = []
    for card in list(game.piles[seat])[:placed]:
        events += game.apply(act.place(card), seat)
    if placed is None:
        events += game.apply(act.lock(), seat)
    return events


def played_round(game: Game) -> list[Event]:
    """A whole round: everyone gives and ranks, then the reveal is shown to its end."""
    events: list[Event] = []
    for seat in game.waiting():
        events += give_all(game, seat)
    for seat in game.waiting():
        events += rank_all(game, seat)
    return events + game.show_all()


def moment(
    language: str, game: Game, events: list[Event], deadline: datetime | None = None
) -> Moment:
    """The game at a table of four; with a `deadline`, the table has a step timer."""
    status = GameStatus.FINISHED if game.phase == OVER else GameStatus.RUNNING
    options = PickpicOptions(TARGET, 120 if deadline else 0)
    stored = pickpic_stored(status, people(4), game, options, deadline)
    return Moment(stored, game, tuple(events), language)


def new_game(seed: int = 6) -> tuple[Game, list[Event]]:
    """Four players; seed 6 deals a first round whose long name's pile has its deck card
    second, so that its reveal shows a card counted, the deck card and cards after it."""
    return Game.new(4, seed, Settings(TARGET)), []


def _giving(language: str) -> Moment:
    """Round 1 while giving, with the step's timer: Ada and the long name locked in; Chloé
    placed two cards of three, Bob none."""
    game, events = new_game()
    events += give_all(game, 0)
    events += give_all(game, LONG_SEAT)
    events += give_all(game, PANEL_SEAT, placed=2)
    return moment(language, game, events, DEADLINE)


def _ranking(language: str) -> Moment:
    """Round 2 while ranking: Ada and the long name locked in; Chloé ranked two cards of
    four."""
    game, events = new_game()
    events += played_round(game)
    for seat in game.waiting():
        events += give_all(game, seat)
    events += rank_all(game, 0)
    events += rank_all(game, LONG_SEAT)
    events += rank_all(game, PANEL_SEAT, placed=2)
    return moment(language, game, events)


def _reveal(language: str) -> Moment:
    """Round 1's reveal, the long name's pile fully shown: a card given, then the deck card
    (P8: counting stops there), then two cards that score nothing."""
    game, events = new_game()
    for seat in game.waiting():
        events += give_all(game, seat)
    for seat in game.waiting():
        events += rank_all(game, seat)
    while game.reveal_moment() != (LONG_SEAT, 2):
        events += game.apply(act.show())
    return moment(language, game, events)


def _round_over(language: str) -> Moment:
    """Round 1 fully revealed: the summary, round 2 dealt."""
    game, events = new_game()
    events += played_round(game)
    return moment(language, game, events)


def _over(language: str) -> Moment:
    """P11: the round that took someone to the target score, revealed; the game is over."""
    game, events = new_game(seed=5)
    while game.phase != OVER:
        events = played_round(game)
    return moment(language, game, events)


def discord_message(board: Board, view: discord.ui.View | None) -> str:
    """The embed's and the components' dicts, and the picture as its message names it: the
    file's name, its alt text (as sent, cut to Discord's length) and the labels under the
    cards."""
    embed = board_embed(board).to_dict()
    message: dict[str, Any] = {
        "embed": embed,
        "components": view.to_components() if view is not None else None,
    }
    if board.picture is not None:
        sent = picture_file(board.picture)
        assert embed["image"]["url"] == f"attachment://{sent.filename}"
        message["attachment"] = {
            "filename": sent.filename,
            "description": sent.description,
            "labels": list(board.picture.labels),
        }
    return json.dumps(message, indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def table_discord(scene: Moment) -> str:
    recent = scene.events[-RECENT_EVENTS:]
    board = describe(scene.stored, scene.game, recent, scene.language)
    return discord_message(board, board_controls(board))


def panel_discord(scene: Moment) -> str:
    """Chloé's own panel, as **My cards** answers it (ephemeral)."""
    assert PICKPIC.panel is not None
    panel = PICKPIC.panel(scene.stored, scene.game, PANEL_SEAT, scene.language)
    return discord_message(panel, panel_controls(panel))


def summary_discord(scene: Moment) -> str:
    scored = scene.game.last_reveal
    assert scored is not None
    board = summary_board(scene.stored, scored, scene.game.settings, scene.language)
    return discord_message(board, None)


def terminal(scene: Moment) -> TerminalGame:
    """A terminal session's printing, which needs no store for what these scenes print."""
    return TerminalGame(None, scene.language, io.StringIO(), io.StringIO(), StopSignals())  # type: ignore[arg-type]


def table_terminal(scene: Moment) -> str:
    """The table as the terminal prints it before a person's step."""
    return terminal(scene)._board(scene.stored, scene.game) + "\n"


def panel_terminal(scene: Moment) -> str:
    """Chloé's panel, the step's numbered menu and the prompt."""
    assert PICKPIC.panel is not None
    language = scene.language
    panel = PICKPIC.panel(scene.stored, scene.game, PANEL_SEAT, language)
    menu = step_menu(scene.game, PANEL_SEAT, seat_names(scene.stored), language)
    lines = [board_text(panel), *(f"  {n}. {choice.label}" for n, choice in enumerate(menu, 1))]
    prompt = tn("console.prompt_no_odds", len(menu), language, name=NAMES[PANEL_SEAT])
    return "\n".join([*lines, prompt]) + "\n"


def told_terminal(scene: Moment) -> str:
    """The lines the terminal prints as these events happen (the reveal in its own words,
    moment by moment); at the end, the final table."""
    session = terminal(scene)
    session._tell(since_reveal(scene.events), scene.stored, scene.game)
    if scene.game.phase == OVER:
        session.say(session._board(scene.stored, scene.game))
    output = session.stdout.getvalue()
    assert isinstance(output, str)
    return output


def since_reveal(events: tuple[Event, ...]) -> tuple[Event, ...]:
    """From the round's scoring (the last lock of ranking) on."""
    start = max(i for i, event in enumerate(events) if isinstance(event, RoundScored))
    return events[start:]


def _lobby(language: str) -> Moment:
    seats = (*people(2), Seat.computer(0, computer_name(1, 0, language, levels=False)))
    stored = pickpic_stored(GameStatus.LOBBY, seats, None, PickpicOptions(15, 120))
    return Moment(stored, None, (), language)


def lobby_discord(scene: Moment) -> str:
    board = describe(scene.stored, None, (), scene.language)
    return discord_message(board, board_controls(board))


Shape = Callable[[Moment], str]


@dataclass(frozen=True)
class PickpicScene:
    moment: Callable[[str], Moment]
    discord: Shape
    terminal: Shape | None
    """None: the terminal never shows it (a terminal game starts without a lobby)."""


SCENES = {
    "pickpic_lobby": PickpicScene(_lobby, lobby_discord, None),
    "pickpic_giving": PickpicScene(_giving, table_discord, table_terminal),
    "pickpic_giving_panel": PickpicScene(_giving, panel_discord, panel_terminal),
    "pickpic_ranking": PickpicScene(_ranking, table_discord, table_terminal),
    "pickpic_ranking_panel": PickpicScene(_ranking, panel_discord, panel_terminal),
    "pickpic_reveal": PickpicScene(_reveal, table_discord, told_terminal),
    "pickpic_round_over": PickpicScene(_round_over, summary_discord, told_terminal),
    "pickpic_over": PickpicScene(_over, table_discord, told_terminal),
}
