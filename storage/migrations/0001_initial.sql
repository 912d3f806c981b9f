-- First schema: games (with the deadline of their pending decision), their seats, the
-- append-only action log, results and per-guild settings. Times are Unix seconds (REAL, UTC).

CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    owner_id      INTEGER NOT NULL,
    rules         TEXT    NOT NULL CHECK (length(rules) > 0),
    settings_json TEXT    NOT NULL CHECK (json_valid(settings_json)),
    status        TEXT    NOT NULL
                  CHECK (status IN ('lobby', 'running', 'finished', 'abandoned')),
    seed          INTEGER,
    state_json    TEXT    CHECK (state_json IS NULL OR json_valid(state_json)),
    message_id    INTEGER,
    version       INTEGER NOT NULL CHECK (version >= 1),
    created_at    REAL    NOT NULL,
    updated_at    REAL    NOT NULL,
    finished_at   REAL,
    -- Deadline of the pending decision, so turn timers resume after a restart.
    deadline      REAL,
    -- The last engine action; writing a new one appends it to action_log (trigger below).
    last_action_version INTEGER,
    last_seat     INTEGER,
    last_action   TEXT,
    last_automatic INTEGER,
    -- A game that was started has its seed and state for good.
    CHECK (status IN ('lobby', 'abandoned') OR (seed IS NOT NULL AND state_json IS NOT NULL)),
    -- Closed games, and only they, have a finish time.
    CHECK ((finished_at IS NULL) = (status IN ('lobby', 'running'))),
    CHECK (deadline IS NULL OR status = 'running'),
    CHECK (last_action_version IS NULL OR last_action_version <= version),
    CHECK ((last_action_version IS NULL) = (last_action IS NULL)),
    CHECK ((last_action_version IS NULL) = (last_seat IS NULL)),
    CHECK ((last_action_version IS NULL) = (last_automatic IS NULL))
);

-- At most one lobby or running game per channel.
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'running');

CREATE INDEX games_by_channel ON games (channel_id, id);

CREATE INDEX games_by_deadline ON games (deadline) WHERE deadline IS NOT NULL;

CREATE TABLE seats (
    game_id        INTEGER NOT NULL REFERENCES games (id),
    seat           INTEGER NOT NULL CHECK (seat >= 0),
    user_id        INTEGER,
    computer_level INTEGER CHECK (computer_level >= 0),
    display_name   TEXT    NOT NULL,
    CHECK ((user_id IS NULL) <> (computer_level IS NULL)),
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

CREATE TABLE action_log (
    game_id INTEGER NOT NULL REFERENCES games (id),
    version INTEGER NOT NULL,
    seat    INTEGER NOT NULL CHECK (seat >= 0),
    action  TEXT    NOT NULL CHECK (length(action) > 0),
    -- 1 when the action was played for the seat (its turn timer ran out), not by its player.
    automatic INTEGER NOT NULL CHECK (automatic IN (0, 1)),
    at      REAL    NOT NULL,
    PRIMARY KEY (game_id, version)
) WITHOUT ROWID;

-- Saving an action is one UPDATE of games that also sets last_*; this trigger appends the log
-- line inside that same statement. So state, version, deadline and log line change together or
-- not at all, no writer can forget the log line, and the save costs one round trip.
CREATE TRIGGER games_append_action AFTER UPDATE OF last_action_version ON games
WHEN NEW.last_action_version IS NOT OLD.last_action_version
BEGIN
    INSERT INTO action_log (game_id, version, seat, action, automatic, at)
    VALUES (NEW.id, NEW.last_action_version, NEW.last_seat, NEW.last_action,
            NEW.last_automatic, NEW.updated_at);
END;

CREATE TRIGGER action_log_no_update BEFORE UPDATE ON action_log
BEGIN
    SELECT RAISE(ABORT, 'action_log is append-only');
END;

CREATE TRIGGER action_log_no_delete BEFORE DELETE ON action_log
BEGIN
    SELECT RAISE(ABORT, 'action_log is append-only');
END;

CREATE TABLE results (
    game_id        INTEGER NOT NULL REFERENCES games (id),
    seat           INTEGER NOT NULL CHECK (seat >= 0),
    guild_id       INTEGER NOT NULL,
    rules          TEXT    NOT NULL,
    user_id        INTEGER,
    computer_level INTEGER,
    display_name   TEXT    NOT NULL,
    rank           INTEGER NOT NULL CHECK (rank >= 1),
    worms          INTEGER NOT NULL CHECK (worms >= 0),
    tiles_json     TEXT    NOT NULL CHECK (json_valid(tiles_json)),
    won            INTEGER NOT NULL CHECK (won IN (0, 1)),
    finished_at    REAL    NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

CREATE TABLE guild_settings (
    guild_id              INTEGER PRIMARY KEY,
    language              TEXT,
    turn_timer_seconds    INTEGER CHECK (turn_timer_seconds >= 0),
    default_rules         TEXT,
    default_settings_json TEXT CHECK (
        default_settings_json IS NULL OR json_valid(default_settings_json)
    ),
    updated_at            REAL    NOT NULL
);
