-- A server's web pages (issue 38, docs/web.md): off unless the server turns them on, and
-- reached through a random token in every address, so nobody finds a server's games by
-- counting and a new token revokes every old link. Unique, since a page's address names its
-- server by the token alone.
ALTER TABLE guild_settings ADD COLUMN web_pages INTEGER CHECK (web_pages IN (0, 1));
ALTER TABLE guild_settings ADD COLUMN web_token TEXT;
CREATE UNIQUE INDEX guild_settings_web_token ON guild_settings (web_token);
