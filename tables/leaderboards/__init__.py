"""Leaderboards, ratings and player statistics, for every front-end (issue 12)."""
