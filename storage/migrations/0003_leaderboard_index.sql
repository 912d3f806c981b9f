-- Leaderboards read a guild's results, per rule set, grouped by player.
CREATE INDEX results_for_leaderboard ON results (guild_id, rules, user_id);
