"""The records of Pick Pic server decks (migration 0007): a server's own pictures.

Plain frozen dataclasses like storage.records; the picture itself is opaque bytes here
(the cleaned JPEG pictures/uploads.py makes), and colours are 0xRRGGBB integers.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from storage.errors import StorageError

MAX_CAPTION = 100
"""The schema's bound on a caption, in characters."""
PICTURES = "pictures"
BYTES = "bytes"


@dataclass(frozen=True, slots=True)
class NewDeckPicture:
    guild_id: int
    caption: str
    data: bytes
    width: int
    height: int
    top_colour: int
    bottom_colour: int
    """The picture's mean colours, upper and lower half: what a computer player compares."""
    added_by: int


@dataclass(frozen=True, slots=True)
class DeckPicture:
    """A stored picture without its bytes (storage's deck_picture_data reads those)."""

    id: int
    guild_id: int
    caption: str
    size: int
    """Bytes stored."""
    width: int
    height: int
    top_colour: int
    bottom_colour: int
    added_by: int
    added_at: datetime
    removed: bool
    """Out of the deck; its bytes stay while an open game's deck holds it."""


@dataclass(frozen=True, slots=True)
class DeckLimits:
    """A server's deck holds at most `max_pictures` pictures, and at most `max_bytes` stored
    in all (removed pictures kept for open games included)."""

    max_pictures: int
    max_bytes: int


@dataclass(frozen=True, slots=True)
class DeckUsage:
    pictures: int
    """In the deck."""
    kept: int
    """Removed, kept until the open games that hold them end."""
    bytes: int
    """Stored in all: the deck and the kept pictures."""


class DeckFull(StorageError):
    """Nothing was stored: the picture would pass the server's limit `limit` (PICTURES or
    BYTES)."""

    def __init__(self, guild_id: int, limit: str) -> None:
        super().__init__(f"the deck of server {guild_id} is full ({limit})")
        self.guild_id = guild_id
        self.limit = limit
