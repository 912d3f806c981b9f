"""The terminal front-end: the same games, rules, words and store as the Discord side.

It adapts what the Discord side builds (the board embed, the action controls) to plain text
instead of drawing the board a second time, so both always show the same thing.
"""
