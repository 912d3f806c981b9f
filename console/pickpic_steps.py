"""Pick Pic at the keyboard: a menu whose numbers stay put, and the reveal in words.

Discord's panel offers only the moves legal now, so its buttons come and go; typed numbers
cannot: a menu that renumbers after each choice makes a player who types ahead give a card to
the wrong opponent. Within a step every entry here keeps its number (each card for each
opponent while giving, each card while ranking, then Undo and Confirm), and an entry that
does not apply now is answered with a short reason instead of a move.

The reveal (P8, P9) is printed as the table paces it, one moment at a time, in the words of
tables.pickpic.reveal_board, and each round ends with its summary.
"""

from collections.abc import Sequence
from typing import Any

from console.board_text import INDENT
from console.choices import Choice
from engine.pickpic import actions as act
from engine.pickpic.events import PileShown, RevealEnded, RoundScored
from engine.pickpic.game import GIVE, NOBODY, RANK, Game
from tables.markup import safe_name
from tables.pickpic.reveal_board import moment_lines, score_lines, summary_lines
from words.i18n import t

CONFIRM_SYMBOL = "✅"
UNDO_SYMBOL = "↩️"
SECTION = "──"
"""A heading, as console.board_text draws a board's sections."""


def step_menu(game: Game, seat: int, names: Sequence[str], language: str) -> list[Choice]:
    """Every entry of the seat's step, in an order fixed for the whole step."""
    if game.phase == GIVE:
        return _giving_menu(game, seat, names, language)
    if game.phase == RANK:
        return _ranking_menu(game, seat, language)
    return []


def _giving_menu(game: Game, seat: int, names: Sequence[str], language: str) -> list[Choice]:
    """P4: card 1 for each opponent in seat order, then card 2, and so on; Confirm last."""
    menu = []
    for number, (card, aim) in enumerate(zip(game.hands[seat], game.aims[seat], strict=True), 1):
        for other in game.opponents(seat):
            key = "console.pickpic.give_chosen" if aim == other else "console.pickpic.give"
            label = t(key, language, number=number, name=names[other])
            menu.append(Choice(label, str(act.give(card, other))))
    confirm = t("pickpic.panel.confirm_gifts", language)
    menu.append(Choice(f"{CONFIRM_SYMBOL} {confirm}", str(act.lock())))
    return menu


def _ranking_menu(game: Game, seat: int, language: str) -> list[Choice]:
    """P7: each card of the pile by its number (it goes next), then Undo and Confirm."""
    draft = game.drafts[seat]
    menu = []
    for number, card in enumerate(game.piles[seat], 1):
        if card in draft:
            label = t("console.pickpic.ranked", language, number=number,
                      place=draft.index(card) + 1)  # fmt: skip
        else:
            label = t("pickpic.panel.place", language, number=number, place=len(draft) + 1)
        menu.append(Choice(label, str(act.place(card))))
    undo = t("pickpic.panel.undo", language)
    confirm = t("pickpic.panel.confirm_ranking", language)
    menu.append(Choice(f"{UNDO_SYMBOL} {undo}", str(act.undo())))
    menu.append(Choice(f"{CONFIRM_SYMBOL} {confirm}", str(act.lock())))
    return menu


def refusal(game: Game, seat: int, code: str, names: Sequence[str], language: str) -> str | None:
    """Why the entry `code` does nothing now, in a few words; None when it is a move."""
    move = act.Action.parse(code)
    if move in game.legal_actions(seat):
        return None
    card = move.card if move.card is not None else -1
    if move.kind == act.GIVE:
        number = game.hands[seat].index(card) + 1
        name = safe_name(names[move.seat]) if move.seat is not None else ""
        return t("console.pickpic.already_there", language, number=number, name=name)
    if move.kind == act.PLACE:
        number = game.piles[seat].index(card) + 1
        return t("console.pickpic.already_ranked", language, number=number)
    if move.kind == act.UNDO:
        return t("console.pickpic.nothing_to_undo", language)
    if game.phase == GIVE and NOBODY in game.aims[seat]:
        return t("console.pickpic.give_all", language)
    return t("console.pickpic.rank_all", language)


def reveal_text(
    events: Sequence[Any],
    game: Game,
    names: Sequence[str],
    language: str,
    scored_rounds: dict[int, RoundScored],
) -> list[str]:
    """The reveal's words for the moments these events show (P8, P9), and the round's
    summary once it ended: what a Discord channel shows as the pile messages and the
    summary, as lines a terminal prints one after the other. `scored_rounds` keeps the
    rounds scored so far by number: among computers alone, the next round can be played and
    scored in the same moves that ended the reveal of the one before."""
    if game.last_reveal is not None:
        scored_rounds.setdefault(game.last_reveal.round, game.last_reveal)
    marked = [safe_name(name) for name in names]
    settings = game.settings
    lines: list[str] = []
    for event in events:
        if isinstance(event, RoundScored):
            scored_rounds[event.round] = event
            lines += moment_lines(event, 0, 0, marked, settings, language)
            continue
        if not isinstance(event, PileShown | RevealEnded) or event.round not in scored_rounds:
            continue
        scored = scored_rounds[event.round]
        if isinstance(event, PileShown):
            pile = next(i for i, r in enumerate(scored.reveals) if r.ranker == event.ranker)
            lines += moment_lines(scored, pile, event.named, marked, settings, language)
        else:
            lines.append(t("pickpic.reveal.summary_title", language, round=scored.round))
            lines += summary_lines(scored, marked, language)
            lines.append(f"{SECTION} {t('pickpic.reveal.scores', language)}")
            lines += [f"{INDENT}{line}" for line in score_lines(scored, marked, language)]
    return lines
