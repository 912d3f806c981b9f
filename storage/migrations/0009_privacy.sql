-- Players' data (issue 28). A server that removed the bot is kept here from the moment the
-- bot left it (or found at start-up that it had), so that its data is deleted once the
-- operator's retention period (PICKOMINO_SERVER_DATA_DAYS) has passed, after a restart too;
-- the row goes when the bot joins the server again or when the data is deleted. The period is
-- applied when the deletion is due, not stored, so an operator who shortens it shortens it for
-- the servers already waiting.
CREATE TABLE guild_departures (
    guild_id INTEGER PRIMARY KEY,
    left_at  REAL    NOT NULL
);

-- The action log stays append-only, except for a whole server's erasure: the transaction
-- that deletes a server's data names it here first, deletes, then removes the row, so no
-- other writer can ever delete a log line.
CREATE TABLE guild_erasures (
    guild_id INTEGER PRIMARY KEY
);

DROP TRIGGER action_log_no_delete;

CREATE TRIGGER action_log_no_delete BEFORE DELETE ON action_log
WHEN NOT EXISTS (
    SELECT 1 FROM games AS g JOIN guild_erasures AS e ON e.guild_id = g.guild_id
    WHERE g.id = OLD.game_id
)
BEGIN
    SELECT RAISE(ABORT, 'action_log is append-only');
END;
