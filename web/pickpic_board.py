"""One moment of a Pick Pic table as its pages draw it (issue 38): the round and its step, each
seat's score, reference and cards held face down, and the messages the channel showed then
(the table, a pile being revealed, a round's summary) with their pictures.

The words and pictures are the Discord boards' own (tables.pickpic.board,
tables.pickpic.reveal_board), made from the same game: a page shows what the channel showed and
nothing more. No card of a hand, or of a pile before its reveal, is ever named or drawn (P5),
and the reveal names the givers it named in the channel, those of the cards up to the deck
card (P8, P9). A seat's cards are only counted: every player saw how many cards the others
held.
"""

from collections.abc import Sequence
from dataclasses import dataclass, replace

from markupsafe import Markup, escape

from engine.pickpic import Event, Game
from engine.pickpic import actions as act
from engine.pickpic.events import RoundScored
from engine.pickpic.game import GIVE, OVER, RANK, REVEAL
from tables.board import Board, Picture
from tables.pickpic.board import pickpic_board, place_symbol
from tables.pickpic.card_names import card_name
from tables.pickpic.reveal_board import reveal_board, summary_board
from tables.pickpic.words import describe_event
from tables.seats import seat_names
from tables.storage import StoredGame
from web.board_markup import html, isolated
from words.i18n import t, tn
from words.ordinals import ordinal

MOVE_KEYS = {
    act.GIVE: "web.pickpic.move.give",
    act.TAKE: "web.pickpic.move.take",
    act.PLACE: "web.pickpic.move.place",
    act.UNDO: "web.pickpic.move.undo",
    act.SHOW: "web.pickpic.move.show",
}
"""The moves no event tells (a lock, a timer and a departure have their event's line). A gift
says neither the card nor whom it went to (P5): the table saw neither."""
PHASE_KEYS = {
    GIVE: "web.pickpic.phase.giving",
    RANK: "web.pickpic.phase.ranking",
    REVEAL: "web.pickpic.phase.reveal",
}


@dataclass(frozen=True, slots=True)
class SeatPlace:
    index: int
    name: Markup
    status: str
    """The board's symbol: locked in, still choosing, left, or the final place (a medal, or
    the place in words past the third)."""
    symbol: bool
    """`status` is an emoji (drawn in the emoji font), not words."""
    status_text: str
    score: int
    score_text: str
    reference: int | None
    """The seat's reference card (P2), or the one its pile is revealed against."""
    reference_text: str
    """The reference's main subject, as the channel's table names it (the picture's text
    alternative names the whole card)."""
    held: int
    """Cards held face down: the hand while giving, the pile while ranking."""
    held_text: str


@dataclass(frozen=True, slots=True)
class Message:
    """A message of the channel: its title, words, titled blocks and picture."""

    title: Markup
    text: tuple[Markup, ...]
    parts: tuple[tuple[Markup, tuple[Markup, ...]], ...]
    picture: str | None
    """The picture's address."""
    alt: str


@dataclass(frozen=True, slots=True)
class PickpicBoard:
    number: int
    moves: int
    caption: Markup
    lines: tuple[Markup, ...]
    """What the move did, as the channel's recent lines said it."""
    round: int
    phase: str
    phase_text: str
    seats: tuple[SeatPlace, ...]
    messages: tuple[Message, ...]
    pile: int | None
    """While revealing: the ranker whose pile is on show."""
    named: int | None
    """While revealing: how many of the pile's cards are named."""


def board_of(
    stored: StoredGame,
    game: Game,
    language: str,
    *,
    number: int,
    moves: int,
    caption: Markup,
    pictures: str,
    events: Sequence[Event] = (),
) -> PickpicBoard:
    """The table `game` of `stored` as step `number` of `moves` (the live page: its last),
    `events` what its move did; the picture of message i is at `pictures` + "i.png"."""
    names = isolated(seat_names(stored))
    shown = _named(stored, names)
    lines = tuple(
        html(line) for event in events if (line := describe_event(event, names, language))
    )
    messages = [
        Message(
            html(board.title),
            tuple(html(line) for line in board.text if line.strip()),
            tuple(
                (html(section.title), tuple(html(line) for line in section.lines))
                for section in board.sections
            ),
            f"{pictures}{index}.png" if board.picture is not None else None,
            board.picture.alt if board.picture is not None else "",
        )
        for index, board in enumerate(_boards(shown, game, language))
    ]
    moment = game.reveal_moment()
    return PickpicBoard(
        number=number,
        moves=moves,
        caption=caption,
        lines=lines,
        round=game.round,
        phase=game.phase,
        phase_text=(
            tn("web.pickpic.phase.over", game.round, language, round=game.round)
            if game.phase == OVER
            else t(PHASE_KEYS[game.phase], language, round=game.round)
        ),
        seats=tuple(_seat(game, seat, names, language) for seat in _order(game)),
        messages=tuple(messages),
        pile=game.last_reveal.reveals[moment[0]].ranker
        if moment is not None and game.last_reveal
        else None,
        named=moment[1] if moment is not None else None,
    )


def step_pictures(stored: StoredGame, game: Game, language: str) -> list[Picture | None]:
    """The pictures of the moment's messages, in order, drawn with the names as typed (a
    picture carries no markup and no isolate)."""
    return [board.picture for board in _boards(stored, game, language)]


def _named(stored: StoredGame, names: Sequence[str]) -> StoredGame:
    pairs = zip(stored.seats, names, strict=True)
    seats = tuple(replace(seat, display_name=name) for seat, name in pairs)
    return replace(stored, seats=seats)


def _boards(stored: StoredGame, game: Game, language: str) -> list[Board]:
    """The channel's messages of the moment: the last round's summary, which stays above the
    next round's table, then the table; or, while a round is revealed, the pile on show. The
    table's seats are drawn by the page (`SeatPlace`), so its blocks are left out."""
    boards = []
    if game.phase != REVEAL and game.last_reveal is not None:
        boards.append(summary_board(stored, game.last_reveal, game.settings, language))
    if game.phase == REVEAL:
        boards.append(reveal_board(stored, game, language))
    else:
        board = pickpic_board(stored, game, (), language)
        boards.append(replace(board, sections=()))
    return boards


def _order(game: Game) -> list[int]:
    """The seats in their order at the table; once the game is over, best first, as the
    channel's final table has them (P11)."""
    if game.phase == OVER:
        return [placing.seat for placing in game.ranking()]
    return list(range(game.seats))


def _seat(game: Game, seat: int, names: Sequence[str], language: str) -> SeatPlace:
    revealed: RoundScored | None = game.last_reveal if game.phase == REVEAL else None
    score = game.scores[seat]
    reference = game.references[seat]
    if revealed is not None:
        # The channel shows the round's points at the end of its reveal, not before.
        score -= revealed.points[seat]
        reference = next((r.reference for r in revealed.reveals if r.ranker == seat), None)
    held = 0
    if game.phase == GIVE:
        held = len(game.hands[seat])
    elif game.phase == RANK:
        held = len(game.piles[seat])
    symbol = True
    if not game.active[seat]:
        status, status_text = "🚪", t("web.pickpic.seat.left", language)
    elif game.phase == OVER:
        place = next(p.place for p in game.ranking() if p.seat == seat)
        status, status_text = place_symbol(place, language), ordinal(place, language)
        symbol = status != status_text
    elif game.phase in (GIVE, RANK) and game.playing[seat] and game.locked[seat]:
        status, status_text = "✅", t("web.pickpic.seat.locked", language)
    elif game.phase in (GIVE, RANK) and game.playing[seat]:
        status, status_text = "⏳", t("web.pickpic.seat.waiting", language)
    else:
        status, status_text = "", ""
    key = "web.pickpic.seat.hand" if game.phase == GIVE else "web.pickpic.seat.pile"
    return SeatPlace(
        index=seat,
        name=escape(names[seat]),
        status=status,
        symbol=symbol,
        status_text=status_text,
        score=score,
        score_text=tn("pickpic.board.score", score, language, score=score),
        reference=reference,
        reference_text=(
            card_name(reference, language, game.settings) if reference is not None else ""
        ),
        held=held,
        held_text=tn(key, held, language, cards=held) if held else "",
    )
