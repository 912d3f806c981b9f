-- PostgreSQL's 0011 tells every new version of a game to the other processes sharing the
-- database (issue 38: the live pages). An SQLite file is written by one process, whose table
-- service tells its own moves itself: nothing to add here, the step is kept so that both
-- dialects count the same migrations.
SELECT 1;
