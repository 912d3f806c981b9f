-- PostgreSQL dialect of storage/migrations/0005_ratings.sql (leaderboards, ratings and
-- player statistics, issue 12): the same columns, tables and indexes; see that file for why.

ALTER TABLE results ADD COLUMN finish_seq bigint;
ALTER TABLE results ADD COLUMN removed boolean NOT NULL DEFAULT false;
ALTER TABLE results ADD COLUMN table_size integer CHECK (table_size >= 1);
ALTER TABLE results ADD COLUMN turns integer CHECK (turns >= 0);
ALTER TABLE results ADD COLUMN busts integer CHECK (busts >= 0);
ALTER TABLE results ADD COLUMN tiles_stolen integer CHECK (tiles_stolen >= 0);
ALTER TABLE results ADD COLUMN tiles_lost integer CHECK (tiles_lost >= 0);

UPDATE results SET table_size = sizes.size
FROM (SELECT game_id, count(*) AS size FROM results GROUP BY game_id) AS sizes
WHERE sizes.game_id = results.game_id;

-- F8: a seat is removed when its entry of the final state's `active` list is false.
UPDATE results SET removed = ((g.state_json::json -> 'active' ->> results.seat) = 'false')
FROM games AS g WHERE g.id = results.game_id;

UPDATE results SET finish_seq = ordered.position
FROM (
    SELECT game_id, dense_rank() OVER (ORDER BY finished_at, game_id) AS position
    FROM (SELECT DISTINCT game_id, finished_at FROM results) AS finished
) AS ordered
WHERE ordered.game_id = results.game_id;

CREATE INDEX results_by_finish ON results (finish_seq);
CREATE INDEX results_by_player ON results (guild_id, user_id, kind, finish_seq)
    WHERE user_id IS NOT NULL;

CREATE TABLE taken_tiles (
    game_id bigint  NOT NULL,
    seat    integer NOT NULL,
    tile    integer NOT NULL,
    times   integer NOT NULL CHECK (times >= 1),
    PRIMARY KEY (game_id, seat, tile),
    FOREIGN KEY (game_id, seat) REFERENCES results (game_id, seat)
);

CREATE TABLE ratings (
    guild_id    bigint  NOT NULL,
    kind        text    NOT NULL,
    rules       text    NOT NULL,
    user_id     bigint  NOT NULL,
    mu          double precision NOT NULL,
    sigma       double precision NOT NULL CHECK (sigma > 0),
    rating      integer NOT NULL,
    rated_games integer NOT NULL CHECK (rated_games >= 1),
    PRIMARY KEY (guild_id, kind, rules, user_id)
);

CREATE TABLE rating_changes (
    game_id       bigint  NOT NULL REFERENCES games (id),
    user_id       bigint  NOT NULL,
    guild_id      bigint  NOT NULL,
    kind          text    NOT NULL,
    rules         text    NOT NULL,
    finish_seq    bigint  NOT NULL,
    mu_before     double precision NOT NULL,
    sigma_before  double precision NOT NULL,
    mu_after      double precision NOT NULL,
    sigma_after   double precision NOT NULL,
    rating_before integer NOT NULL,
    rating_after  integer NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE INDEX rating_changes_by_player
    ON rating_changes (guild_id, kind, rules, user_id, finish_seq);

CREATE TABLE board_totals (
    guild_id     bigint  NOT NULL,
    kind         text    NOT NULL,
    rules        text    NOT NULL,
    period       text    NOT NULL,
    user_id      bigint  NOT NULL,
    display_name text    NOT NULL,
    rating       integer NOT NULL,
    games        integer NOT NULL CHECK (games >= 1),
    wins         integer NOT NULL CHECK (wins >= 0 AND wins <= games),
    worms        integer NOT NULL CHECK (worms >= 0),
    PRIMARY KEY (guild_id, kind, rules, period, user_id)
);

CREATE INDEX board_totals_order
    ON board_totals (guild_id, kind, rules, period, rating DESC, wins DESC, games DESC,
                     display_name, user_id);

CREATE TABLE maintenance_due (
    task text PRIMARY KEY
);

INSERT INTO maintenance_due (task) SELECT 'ratings' WHERE EXISTS (SELECT 1 FROM results);
