-- Which game a table plays: 'pickomino', later 'pickpic'. Games stored before are Pickomino.
-- Results keep the kind too, so leaderboards never mix two games.
ALTER TABLE games ADD COLUMN kind TEXT NOT NULL DEFAULT 'pickomino' CHECK (length(kind) > 0);
ALTER TABLE results ADD COLUMN kind TEXT NOT NULL DEFAULT 'pickomino' CHECK (length(kind) > 0);
