"""The pictures of Pick Pic's pages (issue 38): the cards the channel showed at a moment (the
references, a pile being revealed, a round's summary) drawn as PNG by the bot's own drawing
(pictures.composite), the very pictures Discord got, and served from the page's own address.

A picture costs 50 to 100 ms of drawing: each is drawn once, in the drawing thread
(tables.drawing), and kept by what it shows (its cards, the words and names under them: a
forgotten person's new name is a new picture; a round's summary, shown for a whole round, is
one), up to KEPT_BYTES in all, the oldest used first out. A crowd on one moment costs one
drawing: the second reader waits for the first one's.
"""

from collections import OrderedDict

from pictures.card import Face
from pictures.composite import Layout, encode, row_image
from tables.board import Picture
from tables.drawing import drawn
from tables.keyed_locks import KeyedLocks
from tables.service import TableService

KEPT_BYTES = 24 * 1024 * 1024
"""About a hundred pictures: a round's summary at eight players is the largest, near 1 MB."""


def _png(picture: Picture, faces: dict[int, bytes]) -> bytes:
    shown: tuple[Face, ...] = tuple(faces.get(card, card) for card in picture.cards)
    image = row_image(
        shown,
        picture.labels,
        picture.highlight,
        picture.dimmed,
        picture.framed,
        Layout(picture.per_row, picture.half),
    )
    return encode(image, "png")


class PicturePngs:
    def __init__(self, kept_bytes: int = KEPT_BYTES) -> None:
        self._kept_bytes = kept_bytes
        self._kept: OrderedDict[tuple[int, Picture], bytes] = OrderedDict()
        self._size = 0
        self._locks = KeyedLocks()
        self.drawn = 0
        """Pictures drawn by this process (the cache's misses)."""

    async def png(
        self, service: TableService, guild_id: int, game_id: int, picture: Picture
    ) -> bytes:
        """`picture` of game `game_id` as PNG (a server's pictures are the game's server's)."""
        whole = (guild_id, picture)
        async with self._locks(game_id):
            found = self._kept.get(whole)
            if found is None:
                faces = await service.decks.faces(guild_id, picture.cards)
                found = await drawn(_png, picture, faces)
                self.drawn += 1
                self._kept[whole] = found
                self._size += len(found)
                while self._size > self._kept_bytes and len(self._kept) > 1:
                    _, dropped = self._kept.popitem(last=False)
                    self._size -= len(dropped)
            self._kept.move_to_end(whole)
        return found
