"""A server's own Pick Pic deck (issue 17) as the table layer keeps it: adding a cleaned
picture within the server's limits, the list, removal, the pictures a new table deals from,
and the bytes a front-end draws them with.

Front-ends clean an upload first (pictures/uploads.py: they may use Pillow, this layer may
not) and hand over only re-encoded bytes. A removed picture's bytes are deleted once no open
table of the server holds it: storage keeps them until then, and each deck command tidies up.
"""

import unicodedata
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, replace

from engine.pickpic.settings import KIND, MAX_CAPTION, ServerPicture, picture_of
from storage import (
    DeckFull,
    DeckLimits,
    DeckPicture,
    DeckUsage,
    GameStore,
    NewDeckPicture,
)
from tables.errors import UserError
from tables.pickpic.options import BUILTIN, options_of, picture_ids

CACHED_BYTES = 64 * 1024 * 1024
"""Picture bytes kept in memory for drawing, least recently used out first. An id is never
given twice and a picture never changes, so a kept copy is never stale."""


@dataclass(frozen=True, slots=True)
class Limits:
    """What one server's deck may hold (bot.settings: deck_pictures, deck_picture_bytes,
    deck_bytes)."""

    pictures: int
    picture_bytes: int
    """One picture, once re-encoded."""
    total_bytes: int


@dataclass(frozen=True, slots=True)
class Listing:
    pictures: tuple[DeckPicture, ...]
    usage: DeckUsage


def clean_caption(caption: str) -> str:
    """One line of printable text, at most MAX_CAPTION characters; refused when empty or
    longer (a forged option can be either)."""
    text = " ".join(
        "".join(c for c in caption if unicodedata.category(c)[0] != "C" or c in "\t\n").split()
    )
    if not text or len(text) > MAX_CAPTION:
        raise UserError("pickpic.deck.bad_caption", max=MAX_CAPTION)
    return text


class ServerDecks:
    def __init__(self, store: GameStore) -> None:
        self.store = store
        self._bytes: OrderedDict[int, bytes] = OrderedDict()
        self._cached = 0

    async def add(
        self,
        guild_id: int,
        user_id: int,
        caption: str,
        data: bytes,
        size: tuple[int, int],
        colours: tuple[int, int],
        limits: Limits,
    ) -> DeckPicture:
        """Stores the picture, or raises UserError with nothing stored: a caption that is not
        one, a picture too large even once cleaned, a deck at its count or size limit."""
        text = clean_caption(caption)
        if len(data) > limits.picture_bytes:
            raise UserError("pickpic.deck.picture_too_big", size=len(data),
                            max=limits.picture_bytes)  # fmt: skip
        await self.tidy(guild_id)
        picture = NewDeckPicture(guild_id, text, data, *size, *colours, added_by=user_id)
        try:
            return await self.store.add_deck_picture(
                picture, DeckLimits(limits.pictures, limits.total_bytes)
            )
        except DeckFull as error:
            key = (
                "pickpic.deck.full_pictures"
                if error.limit == "pictures"
                else "pickpic.deck.full_bytes"
            )
            raise UserError(key, pictures=limits.pictures, bytes=limits.total_bytes) from error

    async def listing(self, guild_id: int) -> Listing:
        await self.tidy(guild_id)
        pictures = await self.store.deck_pictures(guild_id)
        return Listing(tuple(pictures), await self.usage(guild_id))

    async def usage(self, guild_id: int) -> DeckUsage:
        """What the deck takes against its limits, as it stands (no tidying: `add` did)."""
        return await self.store.deck_usage(guild_id)

    async def remove(self, guild_id: int, picture_id: int) -> None:
        """Out of the deck at once; open tables that hold it keep it until they end. Raises
        UserError for an id this server's deck does not have (another server's, made up)."""
        if not 1 <= picture_id < 2**62 or not await self.store.remove_deck_picture(
            guild_id, picture_id
        ):
            raise UserError("pickpic.deck.no_such", id=picture_id)
        await self.tidy(guild_id)

    async def tidy(self, guild_id: int) -> int:
        """Delete the bytes of removed pictures no open table holds; how many went."""
        kept = {
            picture_id
            for settings_json in await self.store.open_game_settings(guild_id, KIND)
            for picture_id in picture_ids(settings_json)
        }
        return await self.store.delete_removed_pictures(guild_id, sorted(kept))

    async def for_table(self, guild_id: int) -> tuple[ServerPicture, ...]:
        """The server's deck now, as a new table keeps it (tables.pickpic.options)."""
        return tuple(
            ServerPicture(p.id, p.caption, p.top_colour, p.bottom_colour)
            for p in await self.store.deck_pictures(guild_id)
        )

    async def renewed(self, guild_id: int, settings_json: str) -> str:
        """A finished table's options for its rematch: the server's deck as it is now."""
        options = options_of(settings_json)
        if options.deck == BUILTIN:
            return settings_json
        return replace(options, pictures=await self.for_table(guild_id)).to_json()

    async def faces(self, guild_id: int, cards: Iterable[int]) -> dict[int, bytes]:
        """The bytes of the server pictures among `cards` (built-in cards are drawn from their
        id). A picture no longer stored gets no bytes: the front-end draws a blank."""
        wanted = {picture: card for card in cards if (picture := picture_of(card)) is not None}
        missing = [picture for picture in wanted if picture not in self._bytes]
        if missing:
            for picture, data in (await self.store.deck_picture_data(guild_id, missing)).items():
                self._keep(picture, data)
        faces: dict[int, bytes] = {}
        for picture, card in wanted.items():
            data = self._bytes.get(picture, b"")
            if data:
                self._bytes.move_to_end(picture)
            faces[card] = data
        return faces

    def _keep(self, picture: int, data: bytes) -> None:
        self._bytes[picture] = data
        self._cached += len(data)
        while self._cached > CACHED_BYTES and len(self._bytes) > 1:
            _, old = self._bytes.popitem(last=False)
            self._cached -= len(old)
