-- Turn pings (issue 15): whether a member wants to be mentioned when their turn comes, the
-- server's default, and the one ping message of each game, deleted when its player acts
-- (kept here so that a restart in between still deletes it).
ALTER TABLE guild_settings ADD COLUMN turn_pings INTEGER CHECK (turn_pings IN (0, 1));
CREATE TABLE member_settings (
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    turn_pings INTEGER CHECK (turn_pings IN (0, 1)),
    updated_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
CREATE TABLE turn_pings (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id),
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    user_id    INTEGER NOT NULL
);
