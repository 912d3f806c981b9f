-- Pick Pic server decks (issue 17): the pictures a server uploaded for its own deck, stored as
-- the bot re-encoded them (JPEG without metadata), never as a link: Discord's attachment
-- links expire. `removed_at` takes a picture out of the deck at once; its bytes are deleted
-- once no open game's deck holds it any more. AUTOINCREMENT: an id is never given twice, so
-- the card of a finished game can never become another picture. `data` comes last, so that
-- reading the other columns never walks a picture's overflow pages.
CREATE TABLE deck_pictures (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER NOT NULL,
    caption       TEXT    NOT NULL CHECK (length(caption) <= 100),
    size          INTEGER NOT NULL CHECK (size > 0),
    width         INTEGER NOT NULL CHECK (width > 0),
    height        INTEGER NOT NULL CHECK (height > 0),
    top_colour    INTEGER NOT NULL CHECK (top_colour BETWEEN 0 AND 16777215),
    bottom_colour INTEGER NOT NULL CHECK (bottom_colour BETWEEN 0 AND 16777215),
    added_by      INTEGER NOT NULL,
    added_at      REAL    NOT NULL,
    removed_at    REAL,
    data          BLOB    NOT NULL CHECK (length(data) = size)
);

CREATE INDEX deck_pictures_by_guild ON deck_pictures (guild_id, id);
