"""One short line per Pick Pic event, in the reader's language, for the table's recent lines.

No line ever says which card a player holds or gave before the reveal (P5): the events carry
no such thing. The card-by-card reveal (P8) is paced by the front-ends from the round's
RoundScored (tables.pickpic.reveal).
"""

from collections.abc import Sequence

from engine.pickpic.events import (
    GIVING,
    DeckReshuffled,
    Event,
    GameOver,
    Locked,
    RankingStarted,
    RoundScored,
    RoundStarted,
    SeatRemoved,
)
from tables.markup import safe_name
from words.i18n import t, tn

LOCKED_KEYS = {
    (True, False): "pickpic.event.gave_done",
    (True, True): "pickpic.event.gave_timeout",
    (False, False): "pickpic.event.ranked_done",
    (False, True): "pickpic.event.ranked_timeout",
}
"""By (giving, completed by the table)."""


def describe_event(event: Event, names: Sequence[str], language: str) -> str | None:
    def name(seat: int) -> str:
        return f"**{safe_name(names[seat])}**"

    if isinstance(event, RoundStarted):
        return tn(
            "pickpic.event.round", event.hand_size, language,
            round=event.round, cards=event.hand_size, each=event.per_opponent,
        )  # fmt: skip
    if isinstance(event, DeckReshuffled):
        return tn("pickpic.event.reshuffled", event.cards, language, cards=event.cards)
    if isinstance(event, Locked):
        return t(
            LOCKED_KEYS[event.step == GIVING, event.completed], language, name=name(event.seat)
        )
    if isinstance(event, RankingStarted):
        return tn("pickpic.event.ranking", event.pile_size, language, cards=event.pile_size)
    if isinstance(event, RoundScored):
        gains = ", ".join(
            f"{name(seat)} +{points}" for seat, points in enumerate(event.points) if points
        )
        if not gains:
            return t("pickpic.event.scored_nothing", language, round=event.round)
        return t("pickpic.event.scored", language, round=event.round, gains=gains)
    if isinstance(event, SeatRemoved):
        return t("pickpic.event.left", language, name=name(event.seat))
    if isinstance(event, GameOver):
        winners = [placing for placing in event.ranking if placing.place == 1]
        return tn(
            "pickpic.event.over", len(winners), language,
            names=", ".join(name(placing.seat) for placing in winners),
            score=winners[0].score,
        )  # fmt: skip
    return None
