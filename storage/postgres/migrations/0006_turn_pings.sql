-- Turn pings (issue 15): whether a member wants to be mentioned when their turn comes, the
-- server's default, and the one ping message of each game, deleted when its player acts
-- (kept here so that a restart in between still deletes it).
ALTER TABLE guild_settings ADD COLUMN turn_pings boolean;
CREATE TABLE member_settings (
    guild_id   bigint NOT NULL,
    user_id    bigint NOT NULL,
    turn_pings boolean,
    updated_at double precision NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
CREATE TABLE turn_pings (
    game_id    bigint PRIMARY KEY REFERENCES games (id),
    channel_id bigint NOT NULL,
    message_id bigint NOT NULL,
    user_id    bigint NOT NULL
);
