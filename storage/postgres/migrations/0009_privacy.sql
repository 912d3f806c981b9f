-- PostgreSQL dialect of storage/migrations/0009_privacy.sql (players' data, issue 28): the
-- servers that removed the bot, and the one exception to the append-only action log, a whole
-- server's erasure; see that file for why.
CREATE TABLE guild_departures (
    guild_id bigint PRIMARY KEY,
    left_at  double precision NOT NULL
);

CREATE TABLE guild_erasures (
    guild_id bigint PRIMARY KEY
);

DROP TRIGGER action_log_no_update ON action_log;

CREATE TRIGGER action_log_no_update BEFORE UPDATE ON action_log
FOR EACH ROW EXECUTE FUNCTION action_log_append_only();

CREATE FUNCTION action_log_delete_only_erased() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (
        SELECT 1 FROM games AS g JOIN guild_erasures AS e ON e.guild_id = g.guild_id
        WHERE g.id = OLD.game_id
    ) THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'action_log is append-only' USING ERRCODE = 'integrity_constraint_violation';
END
$$;

CREATE TRIGGER action_log_no_delete BEFORE DELETE ON action_log
FOR EACH ROW EXECUTE FUNCTION action_log_delete_only_erased();
