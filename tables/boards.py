"""The board of any stored table, whatever its game and its moment.

The lobby, an ended table and the controls around play (the turn timer, no controls while a
computer plays, a rematch once over) are the same for every game; the board during play is the
game's own (tables.rules.GameKind.board).
"""

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from storage import GameStatus, RatingChange, StoredGame
from tables.board import (
    DANGER,
    ENDED,
    LOBBY,
    LOBBY_OPERATION,
    ODDS,
    PRIMARY,
    REMATCH,
    SECONDARY,
    SUCCESS,
    Board,
    Control,
    Section,
)
from tables.computers import ADD_OPERATIONS
from tables.kinds import kind_of
from tables.markup import mention
from tables.replacements import choice_name, choice_of, replaces_seats
from tables.seats import person_of, seat_names
from words.i18n import t, tn
from words.numbers import signed

LOBBY_TONES = {"join": SUCCESS, "leave": SECONDARY, "start": PRIMARY, "cancel": DANGER}
COMPUTER_ROW = 1
REPLACEMENT_ROW = 2
LOBBY_WORDS = {"pickpic": ("pickpic.lobby.title", "pickpic.lobby.description")}
"""The lobby's title and description of games other than Pickomino, whose words came first."""
ODDS_ROW = 4
"""The last row of buttons, after the moves."""
ODDS_SYMBOL = "🎯"


def describe(
    stored: StoredGame,
    state: Any,
    recent: Sequence[Any],
    language: str,
    ratings: Sequence[RatingChange] = (),
) -> Board:
    """The board of `stored` now; `state` is its game state (None in a lobby), `recent` its
    latest events, oldest first; `ratings`, what a finished game did to its people's ratings."""
    if stored.status == GameStatus.LOBBY:
        return lobby_board(stored, language)
    if stored.status == GameStatus.ABANDONED or state is None:
        return ended_board(stored, language)
    kind = kind_of(stored.kind)
    board = kind.board(stored, state, recent, language)
    if stored.status == GameStatus.FINISHED:
        rematch = Control(REMATCH, "rematch", t("lobby.rematch", language), tone=PRIMARY)
        sections = board.sections
        if ratings:
            sections = (*sections, rating_section(stored, ratings, language))
        return replace(board, sections=sections, controls=(rematch,))
    if kind.steps is None and stored.seats[kind.rules.to_play(state)].is_computer:
        return replace(board, controls=())
    controls = board.controls
    if kind.odds is not None:
        odds = Control(ODDS, "odds", t("game.odds", language), ODDS_SYMBOL, group=ODDS_ROW)
        controls = (*controls, odds)
    if kind.steps is not None and kind.steps.paced_move(state) is not None:
        return replace(board, controls=controls)
    timer = t("game.timer", language)
    return replace(board, controls=controls, deadline=stored.deadline, deadline_title=timer)


def rating_section(stored: StoredGame, ratings: Sequence[RatingChange], language: str) -> Section:
    """Each person's new rating and its change, in seat order; a person a computer replaced
    too (the seat's computer is not rated)."""
    changes = {change.user_id: change for change in ratings}
    people = [person for seat in stored.seats if (person := person_of(seat)) is not None]
    lines = tuple(
        t(
            "game.rating_line",
            language,
            name=person.display_name,
            rating=changes[person.user_id].rating_after,
            change=signed(changes[person.user_id].delta),
        )
        for person in people
        if person.user_id in changes
    )
    return Section(t("game.ratings", language), lines)


def lobby_board(stored: StoredGame, language: str) -> Board:
    players = tuple(
        f"{index}. {seat.display_name}" for index, seat in enumerate(stored.seats, start=1)
    )
    sections = [Section(tn("lobby.players", len(stored.seats), language), players)]
    settings = kind_of(stored.kind).setting_lines(stored.settings_json, language)
    if settings:
        sections.append(Section(t("lobby.settings", language), tuple(settings), True))
    controls = [
        Control(LOBBY_OPERATION, operation, t(f"lobby.{operation}", language), tone=tone)
        for operation, tone in LOBBY_TONES.items()
    ]
    computers = list(ADD_OPERATIONS) if kind_of(stored.kind).computer_levels else ["add_computer"]
    if any(seat.is_computer for seat in stored.seats):
        computers.append("remove_computer")
    controls += [
        Control(LOBBY_OPERATION, operation, t(f"lobby.{operation}", language), group=COMPUTER_ROW)
        for operation in computers
    ]
    if replaces_seats(stored):
        choice = choice_name(choice_of(stored.settings_json), language)
        label = t("lobby.replace_with", language, choice=choice)
        controls.append(Control(LOBBY_OPERATION, "replace_with", label, group=REPLACEMENT_ROW))
    host = next((seat for seat in stored.seats if seat.user_id == stored.owner_id), None)
    title, description = LOBBY_WORDS.get(stored.kind, ("lobby.title", "lobby.description"))
    return Board(
        game_id=stored.id,
        version=stored.version,
        moment=LOBBY,
        title=t(title, language, rules=t(f"rules.{stored.rules}", language)),
        text=(t(description, language, host=mention(stored.owner_id)),),
        sections=tuple(sections),
        footer=t("game.footer", language, game=stored.id),
        controls=tuple(controls),
        people={stored.owner_id: host.display_name} if host is not None else {},
    )


def ended_board(stored: StoredGame, language: str) -> Board:
    return Board(
        game_id=stored.id,
        version=stored.version,
        moment=ENDED,
        title=t("game.ended_title", language),
        text=(),
        sections=(),
        footer=t("game.footer", language, game=stored.id),
    )


def event_lines(stored: StoredGame, events: Sequence[Any], language: str) -> list[str]:
    """One line per event worth a line, in the game's words, for front-ends that print
    events as they happen."""
    describe_event = kind_of(stored.kind).describe_event
    names = seat_names(stored)
    return [line for event in events if (line := describe_event(event, names, language))]
