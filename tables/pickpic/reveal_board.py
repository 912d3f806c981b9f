"""Pick Pic's reveal (P8, P9), the moment of the round: each ranker's pile, paced, then one
summary of every pile and the score changes.

A pile on show is its ranker's reference card first, then the pile in the ranker's order.
As the reveal goes on (engine.pickpic.reveal), each card is named with its giver and what it
scored, and for whom; the deck card is marked once reached, and the cards after it are dimmed
and never named with their givers (the French rules stop counting there). Discord shows the
picture and the words; the terminal prints the same words, one moment at a time
(`moment_lines`). Every moment always reads the same, so a reveal resumed after a restart
goes on where it was.
"""

from collections.abc import Sequence

from engine.pickpic.catalogue import is_builtin, scene
from engine.pickpic.events import Reveal, RoundScored
from engine.pickpic.game import Game
from engine.pickpic.reveal import card_gains, deck_place, is_finished
from engine.pickpic.settings import Settings
from storage import StoredGame
from tables.board import PLAYING, Board, Picture, Section
from tables.markup import escape_markdown, safe_name
from tables.pickpic.card_names import card_caption, card_name
from tables.seats import seat_names
from words.i18n import t, tn

DECK_SYMBOL = "🂠"
PICTURE_SYMBOL = "🖼️"
COUNTED_SYMBOL = "✔️"
MAX_PER_ROW = 5
"""A pile on show fits two rows at most (an 8-player pile and its reference: 5 and 4), so
that Discord does not shrink a tall picture to nothing."""
LABEL_LENGTH = 16
"""Characters of a name under a card: longer names are cut, the words say them whole."""
SMALL_LABEL_LENGTH = 9
"""The same under a summary's half-size cards."""


def card_words(card: int, language: str, settings: Settings) -> str:
    """A card in a line of text: its emoji (a server's picture: a framed picture) and its
    caption, so that the terminal and screen readers have it in words."""
    symbols = scene(card).text if is_builtin(card) else PICTURE_SYMBOL
    return f"{symbols} ({escape_markdown(card_caption(card, language, settings))})"


def gains_text(gains: Sequence[tuple[int, int]], names: Sequence[str]) -> str:
    """Who a card scored for: "**Bob** +2, **Ann** +1"."""
    return ", ".join(f"**{names[seat]}** +{points}" for seat, points in gains)


def pile_lines(
    reveal: Reveal, named: int, names: Sequence[str], settings: Settings, language: str
) -> list[str]:
    """The pile's words after `named` cards were named: the reference, each named card with
    its giver and what it scored; once the deck card is named, the cards after it (which
    score nothing) and the pile's points. `names` are marked-up safe names."""
    ranker = names[reveal.ranker]
    lines = [
        t(
            "pickpic.reveal.reference",
            language,
            ranker=f"**{ranker}**",
            card=card_words(reveal.reference, language, settings),
        )
    ]
    deck = deck_place(reveal)
    for index, item in enumerate(reveal.cards[:named]):
        card = card_words(item.card, language, settings)
        gains = card_gains(reveal, index)
        if item.giver is None:
            key = "pickpic.reveal.deck_last" if gains else "pickpic.reveal.deck_stop"
            lines.append(
                t(
                    key,
                    language,
                    place=index + 1,
                    symbol=DECK_SYMBOL,
                    card=card,
                    ranker=f"**{ranker}**",
                )
            )
        else:
            lines.append(
                t(
                    "pickpic.reveal.given",
                    language,
                    place=index + 1,
                    card=card,
                    symbol=COUNTED_SYMBOL,
                    giver=f"**{names[item.giver]}**",
                    gains=gains_text(gains, names),
                )
            )
    if is_finished(reveal, named):
        lines += [
            t(
                "pickpic.reveal.after_deck",
                language,
                place=index + 1,
                card=card_words(item.card, language, settings),
            )
            for index, item in enumerate(reveal.cards)
            if index > deck
        ]
        scored = [(seat, points) for seat, points in enumerate(reveal.points) if points]
        if scored:
            lines.append(t("pickpic.reveal.pile_points", language, gains=gains_text(scored, names)))
        else:
            lines.append(t("pickpic.reveal.pile_nothing", language))
    return lines


def moment_lines(
    scored: RoundScored,
    pile: int,
    named: int,
    names: Sequence[str],
    settings: Settings,
    language: str,
) -> list[str]:
    """What a moment of the reveal adds to the words: a pile's first moment is its heading
    and its reference; each next one, the card just named (and, with the deck card, the rest
    of the pile and its points). The terminal prints these as the reveal goes on."""
    reveal = scored.reveals[pile]
    now = pile_lines(reveal, named, names, settings, language)
    if named == 0:
        title = t("pickpic.reveal.title", language, round=scored.round, ranker=names[reveal.ranker])
        return [title, *now]
    return now[len(pile_lines(reveal, named - 1, names, settings, language)) :]


def _clipped(name: str, length: int = LABEL_LENGTH) -> str:
    return name if len(name) <= length else name[: length - 1] + "…"


def _per_row(count: int) -> int:
    """As few rows as MAX_PER_ROW allows, evenly filled."""
    rows = -(-count // MAX_PER_ROW)
    return -(-count // rows)


def pile_labels(
    reveal: Reveal, named: int, names: Sequence[str], language: str, length: int = LABEL_LENGTH
) -> list[str]:
    """The labels under the pile's cards: the place; once named, the giver and what they
    scored (or the deck), then on a second line what the ranker scored with it. `names` are
    plain names, cut so that the points always show."""
    labels = []
    for index, item in enumerate(reveal.cards[:named]):
        place = index + 1
        gains = list(card_gains(reveal, index))
        if item.giver is None:
            first = t("pickpic.reveal.label_deck", language, place=place)
        else:
            (giver, points), *gains = gains
            first = f"{place}. {_clipped(names[giver], length)} +{points}"
        second = " · ".join(f"{_clipped(names[seat], length)} +{points}" for seat, points in gains)
        labels.append(f"{first}\n{second}" if second else first)
    return labels + [str(place) for place in range(named + 1, len(reveal.cards) + 1)]


def pile_picture(
    scored: RoundScored,
    pile: int,
    named: int,
    names: Sequence[str],
    settings: Settings,
    language: str,
) -> Picture:
    """The ranker's reference, framed, then their pile in their order: the deck card framed
    once named, the cards after it dimmed (they score nothing, P8)."""
    reveal = scored.reveals[pile]
    deck = deck_place(reveal)
    finished = is_finished(reveal, named)
    reference = f"{_clipped(names[reveal.ranker])}\n{t('pickpic.reveal.label_reference', language)}"
    alt = "; ".join(
        t(
            "pickpic.alt.item",
            language,
            label=place,
            caption=card_caption(item.card, language, settings),
        )
        for place, item in enumerate(reveal.cards, 1)
    )
    return Picture(
        (reveal.reference, *(item.card for item in reveal.cards)),
        (reference, *pile_labels(reveal, named, names, language)),
        highlight=frozenset({deck + 1}) if finished else frozenset(),
        alt=t(
            "pickpic.reveal.pile_alt",
            language,
            ranker=names[reveal.ranker],
            reference=card_caption(reveal.reference, language, settings),
            cards=alt,
        ),
        name=f"reveal-{scored.round}-{reveal.ranker}",
        dimmed=frozenset(range(deck + 2, len(reveal.cards) + 1)) if finished else frozenset(),
        framed=frozenset({0}),
        per_row=_per_row(len(reveal.cards) + 1),
    )


def reveal_board(stored: StoredGame, game: Game, language: str) -> Board:
    """P8, P9, paced: the pile on show now (engine.pickpic.reveal), as many cards named as
    were shown."""
    scored, moment = game.last_reveal, game.reveal_moment()
    assert scored is not None and moment is not None
    pile, named = moment
    reveal = scored.reveals[pile]
    plain_names = seat_names(stored)
    names = [safe_name(name) for name in plain_names]
    settings = game.settings
    return Board(
        game_id=stored.id,
        version=stored.version,
        moment=PLAYING,
        title=t("pickpic.reveal.title", language, round=scored.round, ranker=names[reveal.ranker]),
        text=tuple(pile_lines(reveal, named, names, settings, language)),
        sections=(),
        footer=t("game.footer", language, game=stored.id),
        picture=pile_picture(scored, pile, named, plain_names, settings, language),
    )


def summary_lines(scored: RoundScored, names: Sequence[str], language: str) -> list[str]:
    """One line per pile: the givers in the ranker's order up to the deck card, how many
    cards came after it, and what the pile scored for its ranker."""
    lines = []
    for reveal in scored.reveals:
        deck = deck_place(reveal)
        cards = [
            f"{DECK_SYMBOL} {t('pickpic.reveal.deck', language)}"
            if item.giver is None
            else f"{COUNTED_SYMBOL} {names[item.giver]}"
            for item in reveal.cards[: deck + 1]
        ]
        after = len(reveal.cards) - deck - 1
        if after:
            cards.append(tn("pickpic.reveal.summary_after", after, language, cards=after))
        lines.append(
            tn(
                "pickpic.reveal.line",
                reveal.points[reveal.ranker],
                language,
                ranker=f"**{names[reveal.ranker]}**",
                cards=" · ".join(cards),
            )
        )
    return lines


def score_lines(scored: RoundScored, names: Sequence[str], language: str) -> list[str]:
    """Every player's total after the round and what the round added, best first."""
    seats = sorted(range(len(scored.totals)), key=lambda seat: -scored.totals[seat])
    return [
        t(
            "pickpic.reveal.score_change",
            language,
            name=f"**{names[seat]}**",
            total=scored.totals[seat],
            points=scored.points[seat],
        )
        for seat in seats
        if any(reveal.ranker == seat for reveal in scored.reveals) or scored.points[seat]
    ]


def summary_picture(
    scored: RoundScored, names: Sequence[str], settings: Settings, language: str
) -> Picture:
    """Every pile as one row of smaller cards, fully revealed: the reference first."""
    cards: list[int] = []
    labels: list[str] = []
    highlight: set[int] = set()
    dimmed: set[int] = set()
    framed: set[int] = set()
    for reveal in scored.reveals:
        start = len(cards)
        deck = deck_place(reveal)
        framed.add(start)
        highlight.add(start + 1 + deck)
        dimmed.update(range(start + deck + 2, start + len(reveal.cards) + 1))
        cards += [reveal.reference, *(item.card for item in reveal.cards)]
        labels += [
            _clipped(names[reveal.ranker], SMALL_LABEL_LENGTH),
            *(
                label.split("\n")[0]
                for label in pile_labels(reveal, deck + 1, names, language, SMALL_LABEL_LENGTH)
            ),
        ]
    # Each card by its subject alone: every pile's message named them in full, and whole
    # captions here ran past Discord's 1024 characters of alt text at four players.
    alt = "; ".join(
        t(
            "pickpic.reveal.pile_alt",
            language,
            ranker=names[reveal.ranker],
            reference=card_name(reveal.reference, language, settings),
            cards=", ".join(card_name(item.card, language, settings) for item in reveal.cards),
        )
        for reveal in scored.reveals
    )
    return Picture(
        tuple(cards),
        tuple(labels),
        frozenset(highlight),
        alt,
        name=f"round-{scored.round}-summary",
        dimmed=frozenset(dimmed),
        framed=frozenset(framed),
        per_row=len(scored.reveals[0].cards) + 1,
        half=True,
    )


def summary_board(
    stored: StoredGame, scored: RoundScored, settings: Settings, language: str
) -> Board:
    """The round's end (P8-P10): every pile at once and the score changes, in one message
    that stays in the channel above the next round's table."""
    plain_names = seat_names(stored)
    names = [safe_name(name) for name in plain_names]
    return Board(
        game_id=stored.id,
        version=stored.version,
        moment=PLAYING,
        title=t("pickpic.reveal.summary_title", language, round=scored.round),
        text=tuple(summary_lines(scored, names, language)),
        sections=(
            Section(
                t("pickpic.reveal.scores", language), tuple(score_lines(scored, names, language))
            ),
        ),
        footer=t("game.footer", language, game=stored.id),
        picture=summary_picture(scored, plain_names, settings, language),
    )
