"""Pick Pic server decks (migration 0007) in SQL both backends run word for word.

Adding a picture checks the server's limits and inserts in one transaction (the backend opens
it: SQLite's single writer, or PostgreSQL under an advisory lock per server), so two uploads
at once cannot both pass the last free place.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from storage.deck_records import (
    BYTES,
    MAX_CAPTION,
    PICTURES,
    DeckFull,
    DeckLimits,
    DeckPicture,
    DeckUsage,
    NewDeckPicture,
)
from storage.standings_sql import Tx
from storage.times import from_epoch, now_epoch

COLUMNS = (
    "id, guild_id, caption, size, width, height, top_colour, bottom_colour, added_by,"
    " added_at, removed_at"
)
SELECT = f"SELECT {COLUMNS} FROM deck_pictures"
USAGE = (
    "SELECT count(*) FILTER (WHERE removed_at IS NULL),"
    " count(*) FILTER (WHERE removed_at IS NOT NULL), coalesce(sum(size), 0)"
    " FROM deck_pictures WHERE guild_id = ?"
)
INSERT = (
    "INSERT INTO deck_pictures (guild_id, caption, size, width, height, top_colour,"
    " bottom_colour, added_by, added_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    f" RETURNING {COLUMNS}"
)
IN_DECK = f"{SELECT} WHERE guild_id = ? AND removed_at IS NULL ORDER BY id"
REMOVE = (
    "UPDATE deck_pictures SET removed_at = ? WHERE guild_id = ? AND id = ? AND removed_at IS NULL"
)
OPEN_SETTINGS = (
    "SELECT settings_json FROM games"
    " WHERE guild_id = ? AND kind = ? AND status IN ('lobby', 'running') ORDER BY id"
)


def picture_from_row(row: Sequence[Any]) -> DeckPicture:
    (picture_id, guild_id, caption, size, width, height, top, bottom, added_by, added_at,
     removed_at) = row  # fmt: skip
    return DeckPicture(
        picture_id, guild_id, caption, size, width, height, top, bottom, added_by,
        from_epoch(added_at), removed_at is not None,
    )  # fmt: skip


def usage_from_row(row: Sequence[Any] | None) -> DeckUsage:
    if row is None:
        return DeckUsage(0, 0, 0)
    return DeckUsage(int(row[0]), int(row[1]), int(row[2]))


def checked(picture: NewDeckPicture) -> NewDeckPicture:
    if not picture.data:
        raise ValueError("a picture of no bytes")
    if len(picture.caption) > MAX_CAPTION:
        raise ValueError(f"a caption is at most {MAX_CAPTION} characters")
    return picture


async def add_picture(tx: Tx, picture: NewDeckPicture, limits: DeckLimits) -> DeckPicture:
    """Raises DeckFull, with nothing stored, when the picture would pass a limit."""
    picture = checked(picture)
    usage = usage_from_row((await tx.fetch(USAGE, (picture.guild_id,)))[0])
    if usage.pictures + 1 > limits.max_pictures:
        raise DeckFull(picture.guild_id, PICTURES)
    if usage.bytes + len(picture.data) > limits.max_bytes:
        raise DeckFull(picture.guild_id, BYTES)
    rows = await tx.fetch(
        INSERT,
        (
            picture.guild_id, picture.caption, len(picture.data), picture.width, picture.height,
            picture.top_colour, picture.bottom_colour, picture.added_by, now_epoch(),
            picture.data,
        ),
    )  # fmt: skip
    return picture_from_row(rows[0])


def marks(count: int) -> str:
    return ", ".join("?" for _ in range(count))
