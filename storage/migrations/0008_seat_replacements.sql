-- Seat replacements (issue 13): a person removed by the turn timer may be replaced by a computer
-- that takes over the seat. The seat becomes a computer seat and keeps who sat there, so the
-- results still name that person (who counts as removed, F8); and the server's default choice.
ALTER TABLE seats ADD COLUMN replaced_user_id INTEGER;
ALTER TABLE seats ADD COLUMN replaced_name TEXT;
ALTER TABLE guild_settings ADD COLUMN replacement TEXT
    CHECK (replacement IN ('leave', 'easy', 'medium', 'expert', 'master'));
