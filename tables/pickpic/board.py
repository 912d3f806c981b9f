"""Pick Pic's boards: the public table (references, who has locked in, scores, the last
reveal) and each player's own panel (their hand and giving controls, later their pile and
ranking controls).

The public board never shows a hand, a pile or who gave what before the reveal (P5); the panel
shows one seat's own cards only, and front-ends show it to that player alone.
"""

from collections.abc import Sequence
from typing import Any

from engine.pickpic.catalogue import is_builtin, scene
from engine.pickpic.game import GIVE, OVER, RANK, REVEAL, Game
from engine.pickpic.view import table_view
from storage import StoredGame
from tables.board import (
    MOVE,
    PANEL,
    PLAYING,
    PRIMARY,
    SECONDARY,
    SUCCESS,
    Board,
    Control,
    Picture,
    Section,
)
from tables.board import (
    OVER as OVER_MOMENT,
)
from tables.markup import escape_markdown, safe_name
from tables.pickpic.card_names import card_caption, card_subject
from tables.pickpic.reveal_board import card_words, reveal_board
from tables.pickpic.words import describe_event
from tables.seats import seat_names
from words.i18n import t, tn

LOCKED_SYMBOL = "✅"
WAITING_SYMBOL = "⏳"
LEFT_SYMBOL = "🚪"
WINNER_SYMBOL = "🏆"
PLACE_SYMBOLS = {1: WINNER_SYMBOL, 2: "🥈", 3: "🥉"}
PICTURE_SYMBOL = "🖼️"
MY_CARDS = "my_cards"
STEP_KEYS = {
    GIVE: ("pickpic.board.title_giving", "pickpic.board.giving"),
    RANK: ("pickpic.board.title_ranking", "pickpic.board.ranking"),
}
GIVE_ROW_FIRST = 0
RANK_ROW = 0
ACTION_ROW = 4


def card_text(card: int) -> str:
    """A card as text: its emoji (and names, for screen readers and the terminal); a
    server's picture is a framed picture, its caption said beside it."""
    return scene(card).text if is_builtin(card) else PICTURE_SYMBOL


def reference_text(card: int, game: Game, language: str) -> str:
    """A reference card (P2) in a line of text: its emoji and its caption, so that a
    terminal without emoji (`LANG=C`) and a screen reader still have it in words."""
    return card_words(card, language, game.settings)


def reference_subject(card: int, game: Game, language: str) -> str:
    """A reference card in a seat's column of the public table: its main subject alone (a
    scene names up to nine things, too long for a column; the picture below shows them all,
    and its alt text and each player's panel name them in full)."""
    if not is_builtin(card):
        return reference_text(card, game, language)
    return escape_markdown(card_subject(card, language))


def place_symbol(place: int, language: str) -> str:
    """P11's final ranking on the table: the winners' trophy, then medals, then the place in
    words ("4th"); a finished table shows no one as still to act."""
    from words.ordinals import ordinal

    return PLACE_SYMBOLS.get(place) or ordinal(place, language)


def pickpic_board(
    stored: StoredGame,
    game: Game,
    recent: Sequence[Any],
    language: str,
    *,
    full_references: bool = False,
) -> Board:
    """The public table; while a round is revealed, the pile on show
    (tables.pickpic.reveal_board). The round before is not repeated here: its summary stands
    right above the table (`summary_board`). `full_references`: each seat's reference named
    whole, as a terminal shows it, having no picture to show them all."""
    if game.phase == REVEAL:
        return reveal_board(stored, game, language)
    names = seat_names(stored)
    view = table_view(game)
    places = {placing.seat: placing.place for placing in game.ranking()} if view.over else {}
    seats = sorted(view.seats, key=lambda seat: places[seat.index]) if view.over else view.seats
    sections = []
    for seat in seats:
        symbol = (
            LEFT_SYMBOL if not seat.active else
            place_symbol(places[seat.index], language) if view.over else
            (LOCKED_SYMBOL if seat.locked else WAITING_SYMBOL if seat.playing else "")
        )  # fmt: skip
        lines = [tn("pickpic.board.score", seat.score, language, score=seat.score)]
        if seat.reference is not None:
            lines.append(
                t(
                    "pickpic.board.reference",
                    language,
                    cards=(reference_text if full_references else reference_subject)(
                        seat.reference, game, language
                    ),
                )
            )
        title = f"{symbol} {safe_name(names[seat.index])}".strip()
        sections.append(Section(title, tuple(lines), side_by_side=True))
    references = [seat.reference for seat in view.seats if seat.reference is not None]
    # Drawn under the cards and read by screen readers: the names as typed, no markdown.
    labels = [names[s.index] for s in view.seats if s.reference is not None]
    picture = None
    if references:
        described = "; ".join(
            t(
                "pickpic.alt.item",
                language,
                label=label,
                caption=card_caption(card, language, game.settings),
            )
            for label, card in zip(labels, references, strict=True)
        )
        picture = Picture(
            tuple(references),
            tuple(labels),
            alt=t("pickpic.board.references_alt", language, cards=described),
            name=f"table-{stored.id}-round-{view.round}",
        )
    if view.over:
        moment, title = (
            OVER_MOMENT,
            tn("pickpic.board.title_over", view.round, language, round=view.round),
        )
        text = [t("pickpic.board.over", language)]
        controls: tuple[Control, ...] = ()
    else:
        moment = PLAYING
        title_key, text_key = STEP_KEYS[view.phase]
        title = t(title_key, language, round=view.round)
        text = [
            tn(text_key, view.per_opponent, language, each=view.per_opponent),
            t("pickpic.board.waiting", language,
              names=", ".join(f"**{safe_name(names[seat])}**" for seat in view.waiting)),
        ]  # fmt: skip
        controls = (Control(PANEL, MY_CARDS, t("pickpic.board.my_cards", language), "🃏", PRIMARY),)
    recent_lines = [line for event in recent if (line := describe_event(event, names, language))]
    return Board(
        game_id=stored.id,
        version=stored.version,
        moment=moment,
        title=title,
        text=tuple(text),
        sections=tuple(sections),
        recent_title=t("board.recent", language),
        recent=tuple(recent_lines),
        footer=t("game.footer", language, game=stored.id),
        controls=controls,
        picture=picture,
    )


def pickpic_panel(stored: StoredGame, game: Game, seat: int, language: str) -> Board:
    """The seat's own panel. Its `version` is the step (tables.rules.Steps.step), so that its
    controls stay good while others play in the same step, and go stale when the step ends."""
    from tables.pickpic.rules import PickpicRules

    names = seat_names(stored)
    settings = game.settings
    view = table_view(game, viewer=seat)
    step = PickpicRules().step(game)
    me = view.seats[seat]
    reference = me.reference
    text: list[str] = []
    controls: list[Control] = []
    picture = None
    if game.phase in (REVEAL, OVER) or not me.playing:
        text.append(t("pickpic.panel.nothing", language))
    elif me.locked:
        text.append(t("pickpic.panel.locked", language, names=", ".join(
            f"**{safe_name(names[other])}**" for other in view.waiting)))  # fmt: skip
    if reference is not None:
        text.insert(
            0,
            t("pickpic.panel.reference", language, cards=reference_text(reference, game, language)),
        )
    if game.phase == GIVE and view.hand:
        labels = []
        lines = []
        for number, held in enumerate(view.hand, start=1):
            to = names[held.receiver] if held.receiver is not None else "?"
            labels.append(f"{number} → {to}")
            caption = escape_markdown(card_caption(held.card, language, game.settings))
            lines.append(f"{number}. {card_text(held.card)} ({caption}) → {safe_name(to)}")
        text.append(tn("pickpic.panel.hand", view.per_opponent, language, each=view.per_opponent))
        text.extend(lines)
        picture = Picture(
            tuple(held.card for held in view.hand), tuple(labels),
            alt="; ".join(t("pickpic.alt.item", language, label=n,
                            caption=card_caption(h.card, language, settings))
                          for n, h in enumerate(view.hand, 1)),
            name="hand",
        )  # fmt: skip
        if not me.locked:
            controls = _giving_controls(game, seat, names, language)
    elif game.phase == RANK and view.pile:
        number_of = {card: number for number, card in enumerate(view.pile, start=1)}
        text.append(t("pickpic.panel.pile", language))
        text.extend(
            f"{number_of[card]}. {card_text(card)}"
            f" ({escape_markdown(card_caption(card, language, game.settings))})"
            for card in view.pile
        )
        if view.ranking:
            text.append(t("pickpic.panel.ranking", language, order=" > ".join(
                str(number_of[card]) for card in view.ranking)))  # fmt: skip
        labels = []
        for card in view.pile:
            place = view.ranking.index(card) + 1 if card in view.ranking else None
            labels.append(
                str(number_of[card]) if place is None else
                t("pickpic.panel.placed", language, number=number_of[card], place=place)
            )  # fmt: skip
        picture = Picture(
            view.pile, tuple(labels),
            alt="; ".join(f"{number_of[c]}: {card_caption(c, language, settings)}"
                          for c in view.pile),
            name="pile",
        )  # fmt: skip
        if not me.locked:
            controls = _ranking_controls(game, seat, number_of, language)
    return Board(
        game_id=stored.id,
        version=step,
        moment=PLAYING if game.phase != OVER else OVER_MOMENT,
        title=t("pickpic.panel.title", language, round=view.round),
        text=tuple(text),
        sections=(),
        footer=t("game.footer", language, game=stored.id),
        controls=tuple(controls),
        picture=picture,
    )


def _giving_controls(game: Game, seat: int, names: Sequence[str], language: str) -> list[Control]:
    """P4: one list per opponent ("for Bob: card 2"), then Confirm once every card is placed."""
    controls = []
    legal = set(game.legal_actions(seat))
    for row, other in enumerate(game.opponents(seat)):
        # A menu's placeholder is not markdown: the name as typed.
        placeholder = t("pickpic.panel.for", language, name=names[other])
        for number, card in enumerate(game.hands[seat], start=1):
            move = next((a for a in legal if a.kind == "give" and a.card == card
                         and a.seat == other), None)  # fmt: skip
            if move is None:
                continue
            controls.append(
                Control(MOVE, str(move), t("pickpic.panel.give", language, number=number),
                        group=GIVE_ROW_FIRST + row, detail=placeholder, listed=True)
            )  # fmt: skip
    if any(a.kind == "lock" for a in legal):
        controls.append(
            Control(MOVE, "lock", t("pickpic.panel.confirm_gifts", language), "✅", SUCCESS,
                    group=ACTION_ROW)
        )  # fmt: skip
    return controls


def _ranking_controls(
    game: Game, seat: int, number_of: dict[int, int], language: str
) -> list[Control]:
    """P7: a button per card not ranked yet (it goes next), Undo, and Confirm when all are."""
    controls = []
    draft = game.drafts[seat]
    for card in game.piles[seat]:
        if card not in draft:
            controls.append(
                Control(MOVE, f"place:{card}", t("pickpic.panel.place", language,
                        number=number_of[card], place=len(draft) + 1), tone=SECONDARY,
                        group=RANK_ROW if number_of[card] <= 4 else RANK_ROW + 1)
            )  # fmt: skip
    if draft:
        controls.append(
            Control(MOVE, "undo", t("pickpic.panel.undo", language), "↩️", group=ACTION_ROW)
        )
    if len(draft) == len(game.piles[seat]):
        controls.append(
            Control(MOVE, "lock", t("pickpic.panel.confirm_ranking", language), "✅", SUCCESS,
                    group=ACTION_ROW)
        )  # fmt: skip
    return controls
