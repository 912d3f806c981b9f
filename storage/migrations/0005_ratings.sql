-- Leaderboards, ratings and player statistics (issue 12).
--
-- results gains what a player's statistics need per finished seat. `removed` (F8) and
-- `table_size` are filled here from what is stored; the counts read off the action log
-- (turns, busts, tiles stolen and lost, tiles taken) need the engine, so they stay NULL for
-- games finished before this version until `pickomino-bot ratings rebuild` (run by
-- `db upgrade` and at start) replays those games.
--
-- ratings, rating_changes and board_totals are derived data: a function of results, in the
-- order games finished (finish_seq), rebuilt from scratch by `pickomino-bot ratings rebuild`.

ALTER TABLE results ADD COLUMN finish_seq INTEGER;
ALTER TABLE results ADD COLUMN removed INTEGER NOT NULL DEFAULT 0 CHECK (removed IN (0, 1));
ALTER TABLE results ADD COLUMN table_size INTEGER CHECK (table_size >= 1);
ALTER TABLE results ADD COLUMN turns INTEGER CHECK (turns >= 0);
ALTER TABLE results ADD COLUMN busts INTEGER CHECK (busts >= 0);
ALTER TABLE results ADD COLUMN tiles_stolen INTEGER CHECK (tiles_stolen >= 0);
ALTER TABLE results ADD COLUMN tiles_lost INTEGER CHECK (tiles_lost >= 0);

UPDATE results SET table_size = (
    SELECT count(*) FROM results AS other WHERE other.game_id = results.game_id
);

-- F8: a seat is removed when its entry of the final state's `active` list is false.
UPDATE results SET removed = (
    SELECT CASE json_extract(g.state_json, '$.active[' || results.seat || ']')
           WHEN 0 THEN 1 ELSE 0 END
    FROM games AS g WHERE g.id = results.game_id
);

-- The order games finished in, which ratings follow: one number per game, given inside the
-- transaction that finishes it from now on; for older games, by finish time then id.
UPDATE results SET finish_seq = ordered.position
FROM (
    SELECT game_id, dense_rank() OVER (ORDER BY finished_at, game_id) AS position
    FROM results
) AS ordered
WHERE ordered.game_id = results.game_id;

CREATE INDEX results_by_finish ON results (finish_seq);
CREATE INDEX results_by_player ON results (guild_id, user_id, kind, finish_seq)
    WHERE user_id IS NOT NULL;

-- The tiles a seat took (from the grill or from a stack) in one game, for "most taken tile".
CREATE TABLE taken_tiles (
    game_id INTEGER NOT NULL,
    seat    INTEGER NOT NULL,
    tile    INTEGER NOT NULL,
    times   INTEGER NOT NULL CHECK (times >= 1),
    PRIMARY KEY (game_id, seat, tile),
    FOREIGN KEY (game_id, seat) REFERENCES results (game_id, seat)
) WITHOUT ROWID;

-- The current rating of each person on each board (server, game kind, rule set).
CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    rules       TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL CHECK (sigma > 0),
    rating      INTEGER NOT NULL,
    rated_games INTEGER NOT NULL CHECK (rated_games >= 1),
    PRIMARY KEY (guild_id, kind, rules, user_id)
) WITHOUT ROWID;

-- One line per person per rated game: the rating before and after it.
CREATE TABLE rating_changes (
    game_id       INTEGER NOT NULL REFERENCES games (id),
    user_id       INTEGER NOT NULL,
    guild_id      INTEGER NOT NULL,
    kind          TEXT    NOT NULL,
    rules         TEXT    NOT NULL,
    finish_seq    INTEGER NOT NULL,
    mu_before     REAL    NOT NULL,
    sigma_before  REAL    NOT NULL,
    mu_after      REAL    NOT NULL,
    sigma_after   REAL    NOT NULL,
    rating_before INTEGER NOT NULL,
    rating_after  INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
) WITHOUT ROWID;

CREATE INDEX rating_changes_by_player
    ON rating_changes (guild_id, kind, rules, user_id, finish_seq);

-- A leaderboard's rows, kept up to date as games finish: one per person per board per period
-- ('all', a month '2026-11', an ISO week '2026-W47'; UTC). `rating` is the person's rating
-- after their last game of the period, so for the current periods it is their rating now.
CREATE TABLE board_totals (
    guild_id     INTEGER NOT NULL,
    kind         TEXT    NOT NULL,
    rules        TEXT    NOT NULL,
    period       TEXT    NOT NULL,
    user_id      INTEGER NOT NULL,
    display_name TEXT    NOT NULL,
    rating       INTEGER NOT NULL,
    games        INTEGER NOT NULL CHECK (games >= 1),
    wins         INTEGER NOT NULL CHECK (wins >= 0 AND wins <= games),
    worms        INTEGER NOT NULL CHECK (worms >= 0),
    PRIMARY KEY (guild_id, kind, rules, period, user_id)
) WITHOUT ROWID;

CREATE INDEX board_totals_order
    ON board_totals (guild_id, kind, rules, period, rating DESC, wins DESC, games DESC,
                     display_name, user_id);

-- Work the program must do on stored data that SQL alone cannot (it needs the engine): the
-- row 'ratings' asks for the per-seat counts of older games and a rebuild of the derived
-- tables; `db upgrade` and the bot's start do it, then delete the row.
CREATE TABLE maintenance_due (
    task TEXT PRIMARY KEY
) WITHOUT ROWID;

INSERT INTO maintenance_due (task) SELECT 'ratings' WHERE EXISTS (SELECT 1 FROM results);
