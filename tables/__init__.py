"""The table layer: everything about a game at a table that is neither the rules nor a screen.

Lobbies, seats, turns, timers, computer turns, results, the words of events, the errors a person
can cause, and one description of the board that every front-end renders its own way. It
imports `engine/` (through each game's adapter) and storage (`storage`), never `discord`;
`cogs/` (Discord) and `console/` (terminal) sit on top of it. See docs/architecture.md.
"""
