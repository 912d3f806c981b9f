-- A server's web pages (issue 38, docs/web.md): off unless the server turns them on, and
-- reached through a random token in every address, so nobody finds a server's games by
-- counting and a new token revokes every old link. Unique, since a page's address names its
-- server by the token alone. The server's name titles its pages (the pages' process does not
-- talk to Discord), as it was when an admin last set the pages.
ALTER TABLE guild_settings ADD COLUMN web_pages INTEGER CHECK (web_pages IN (0, 1));
ALTER TABLE guild_settings ADD COLUMN web_token TEXT;
ALTER TABLE guild_settings ADD COLUMN web_name TEXT;
CREATE UNIQUE INDEX guild_settings_web_token ON guild_settings (web_token);

-- The pages' list of a server's finished games, newest first.
CREATE INDEX results_by_guild_game ON results (guild_id, game_id);
