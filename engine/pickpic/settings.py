"""The settings of a game of Pick Pic, fixed when it is created: its target score and its deck
(P1: the built-in cards, a server's own pictures, or both)."""

from dataclasses import dataclass, field

KIND = "pickpic"
"""How storage and the table layer name this game."""
MIN_SEATS = 3
MAX_SEATS = 8
"""Settled in pickpic-rules.md: the French text names no player count; 3 to 8 play well."""
TARGET_SCORE = 20
"""P11."""
MIN_TARGET = 5
MAX_TARGET = 50
SERVER_BASE = 1_000_000
"""A server's picture N is the card SERVER_BASE + N: its own range, far above the built-in
deck's ids, so the two never meet in one game's deck."""
MAX_PICTURE_ID = 2**31 - 1 - SERVER_BASE
MAX_CAPTION = 100


def server_card(picture_id: int) -> int:
    return SERVER_BASE + picture_id


def picture_of(card: int) -> int | None:
    """The server picture a card shows, None for a built-in card."""
    return card - SERVER_BASE if card > SERVER_BASE else None


@dataclass(frozen=True, slots=True)
class ServerPicture:
    """A picture a server uploaded, as a game knows it: what its alt text says and what the
    computer player weighs (the caption's words, the picture's colours). The game keeps these
    with its settings, so the game plays on whatever happens to the server's deck later."""

    picture_id: int
    caption: str
    top: int
    """The mean colour of the picture's upper half, 0xRRGGBB; `bottom` of its lower half."""
    bottom: int

    @property
    def card(self) -> int:
        return server_card(self.picture_id)

    def __post_init__(self) -> None:
        if not 1 <= self.picture_id <= MAX_PICTURE_ID:
            raise ValueError(f"no server picture {self.picture_id}")
        if len(self.caption) > MAX_CAPTION:
            raise ValueError(f"a caption is at most {MAX_CAPTION} characters")
        if not (0 <= self.top <= 0xFFFFFF and 0 <= self.bottom <= 0xFFFFFF):
            raise ValueError("colours are 0xRRGGBB")


@dataclass(frozen=True, slots=True)
class Settings:
    target_score: int = TARGET_SCORE
    """P11: the round that ends with someone at this score or more ends the game. Lower it for a
    shorter game."""
    builtin: bool = True
    """P1: the built-in cards are in the deck (the default deck)."""
    pictures: tuple[ServerPicture, ...] = ()
    """P1: a server's own pictures in the deck, beside the built-in cards or instead of them."""
    _by_card: dict[int, ServerPicture] = field(
        init=False, repr=False, compare=False, hash=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        if not MIN_TARGET <= self.target_score <= MAX_TARGET:
            raise ValueError(
                f"the target score is {MIN_TARGET} to {MAX_TARGET}, not {self.target_score}"
            )
        ids = [picture.picture_id for picture in self.pictures]
        if len(set(ids)) != len(ids):
            raise ValueError("a server picture twice in one deck")
        self._by_card.update((picture.card, picture) for picture in self.pictures)

    @property
    def card_ids(self) -> tuple[int, ...]:
        """The game's whole deck (P1)."""
        from engine.pickpic.catalogue import CARD_IDS

        own = tuple(picture.card for picture in self.pictures)
        return (*CARD_IDS, *own) if self.builtin else own

    def picture(self, card: int) -> ServerPicture | None:
        """The server picture that is `card` in this game, if any."""
        return self._by_card.get(card)
