"""What must hold of any game state, as a list of broken rules: checked when a state comes back
from storage, and by the property tests after every action."""

from collections import Counter

from engine.pickpic.catalogue import CARD_IDS, edition_of
from engine.pickpic.events import Reveal
from engine.pickpic.game import (
    GIVE,
    NOBODY,
    OVER,
    PHASES,
    RANK,
    REVEAL,
    Game,
    hand_size,
    per_opponent,
)
from engine.pickpic.reveal import moments
from engine.pickpic.settings import MIN_SEATS


def violations(game: Game) -> list[str]:
    if game.phase not in PHASES:
        return [f"unknown phase {game.phase!r}"]
    problems: list[str] = []
    for _, family in FAMILIES:
        problems += family(game)
        if problems:
            return problems
    return problems


def _cards(game: Game) -> list[str]:
    """P1, P10: every card of the game's deck in exactly one place, and no other card."""
    cards = [*game.deck, *game.discard]
    cards += [card for card in game.references if card is not None]
    for seat in range(game.seats):
        cards += game.hands[seat] + game.piles[seat]
    problems = []
    repeated = [card for card, count in Counter(cards).items() if count > 1]
    if repeated:
        problems.append(f"cards in two places: {sorted(repeated)[:5]}")
    deck = _deck_of(game, cards)
    strangers, missing = set(cards) - deck, deck - set(cards)
    if strangers:
        problems.append(f"cards that are not in this game's deck: {sorted(strangers)[:5]} (P1)")
    if missing:
        problems.append(f"cards of this game's deck missing: {sorted(missing)[:5]} (P1)")
    return problems


def _deck_of(game: Game, cards: list[int]) -> set[int]:
    """The settings' deck (P1), its built-in cards of the edition the game was dealt from: a
    game stored before the second edition keeps the first's (engine.pickpic.catalogue)."""
    settings = game.settings
    own = {picture.card for picture in settings.pictures}
    if not settings.builtin:
        return own
    builtin = next((card for card in cards if card not in own), None)
    edition = CARD_IDS if builtin is None else edition_of(builtin)
    return {*edition, *own}


def _scores(game: Game) -> list[str]:
    """P11: a round that ends with a score at the target ends the game (a seat that left keeps
    its points but ends nothing); fewer than three seats left end it at once, their round
    unscored (the one way cards stay held in an ended game)."""
    staying = [score for score, active in zip(game.scores, game.active, strict=True) if active]
    reached = max(staying, default=0) >= game.settings.target_score
    short = sum(game.active) < MIN_SEATS
    if game.phase in (GIVE, RANK) and reached:
        return ["a score at the target, but the game goes on (P11)"]
    if game.phase == OVER and not (reached or short):
        return ["the game is over with no score at the target and seats enough (P11)"]
    held = [*game.references, *game.hands, *game.piles]
    if game.phase == OVER and not short and any(card is not None and card != [] for card in held):
        return ["the game is over with cards still held (P10, P11)"]
    return []


def _round(game: Game) -> list[str]:
    problems: list[str] = []
    seats = range(game.seats)
    if game.phase == OVER:
        return problems
    if game.phase == REVEAL:
        return problems + _revealing(game)
    if game.shown:
        problems.append("moments of a reveal shown outside the reveal")
    for seat in seats:
        if game.active[seat] and not game.playing[seat]:
            problems.append(f"seat {seat} is in the game but not in the round")
        if game.playing[seat] and not game.active[seat] and not game.locked[seat]:
            problems.append(f"seat {seat} left, but still has to act (a departure completes it)")
        if game.playing[seat] != (game.references[seat] is not None):
            problems.append(f"seat {seat}: a reference card exactly for the round's players")
    players = sum(game.playing)
    if players < MIN_SEATS:
        return [*problems, f"{players} players in the round"]
    if game.phase == GIVE:
        problems += _giving(game, players)
    elif game.phase == RANK:
        problems += _ranking(game, players)
    return problems


def _giving(game: Game, players: int) -> list[str]:
    problems: list[str] = []
    for seat in range(game.seats):
        size = hand_size(players) if game.playing[seat] else 0
        if len(game.hands[seat]) != size or len(game.aims[seat]) != size:
            problems.append(f"seat {seat}: a hand of {size} cards (P3)")
            continue
        if game.piles[seat] or game.givers[seat] or game.drafts[seat]:
            problems.append(f"seat {seat}: a pile while giving")
        opponents = set(game.opponents(seat))
        counts = Counter(aim for aim in game.aims[seat] if aim != NOBODY)
        if not set(counts) <= opponents:
            problems.append(f"seat {seat} gives to a seat out of the round")
        if any(count > per_opponent(players) for count in counts.values()):
            problems.append(f"seat {seat} gives too many cards to one opponent (P4)")
        if game.locked[seat] and NOBODY in game.aims[seat]:
            problems.append(f"seat {seat} locked in with cards left (P4)")
    return problems


def _ranking(game: Game, players: int) -> list[str]:
    problems: list[str] = []
    for seat in range(game.seats):
        if game.hands[seat] or game.aims[seat]:
            problems.append(f"seat {seat}: a hand while ranking")
        pile, givers, draft = game.piles[seat], game.givers[seat], game.drafts[seat]
        if not game.playing[seat]:
            if pile or givers or draft:
                problems.append(f"seat {seat} has a pile but is not in the round")
            continue
        if len(pile) != hand_size(players) + 1 or len(givers) != len(pile):
            problems.append(f"seat {seat}: a pile of {hand_size(players) + 1} cards (P6)")
            continue
        counts = Counter(givers)
        expected = {other: per_opponent(players) for other in game.opponents(seat)}
        if counts.pop(NOBODY, 0) != 1 or dict(counts) != expected:
            problems.append(f"seat {seat}: a pile of one card per gift and one deck card (P6)")
        if len(set(draft)) != len(draft) or not set(draft) <= set(pile):
            problems.append(f"seat {seat}: the ranking holds cards of the pile once each (P7)")
        if game.locked[seat] and len(draft) != len(pile):
            problems.append(f"seat {seat} locked in with cards left to rank (P7)")
    return problems


def _revealing(game: Game) -> list[str]:
    """P10: every card of the round is discarded before the reveal shows it (P8)."""
    problems: list[str] = []
    held = [*game.references, *game.hands, *game.aims, *game.piles, *game.givers, *game.drafts]
    if any(held) or any(game.locked):
        problems.append("cards or locks left over while revealing (P10)")
    scored = game.last_reveal
    if scored is None or scored.round != game.round:
        problems.append("nothing to reveal, or another round's reveal")
    elif any(_deck_cards(reveal) != 1 for reveal in scored.reveals):
        problems.append("a revealed pile without exactly one deck card (P6)")
    elif not 0 <= game.shown < len(moments(scored)) or not scored.reveals:
        problems.append(f"reveal moment {game.shown} out of range")
    elif sum(game.playing) < MIN_SEATS or len(scored.reveals) != sum(game.playing):
        problems.append("one pile revealed for each player of the round")
    return problems


def _deck_cards(reveal: Reveal) -> int:
    return sum(card.giver is None for card in reveal.cards)


FAMILIES = (("cards", _cards), ("scores", _scores), ("round", _round))
"""The checks by family, each on a state the ones before found sound (tests count them)."""
