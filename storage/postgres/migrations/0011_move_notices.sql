-- Every new version of a game (a move, a start, a seat change, an end) is told on the
-- channel pickomino_moves, with the game's id, when its transaction commits: the web's live
-- pages in every process hear of a move whichever process made it (issue 38, docs/web.md).
-- A change that leaves the version as it was (a name forgotten) tells nobody.
CREATE FUNCTION pickomino_game_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('pickomino_moves', NEW.id::text);
    RETURN NULL;
END
$$;
CREATE TRIGGER games_changed AFTER UPDATE OF version ON games
    FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version)
    EXECUTE FUNCTION pickomino_game_changed();
