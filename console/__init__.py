"""The terminal front-end: the same games, rules, words and store as Discord, through tables/.

It renders the board description of tables/ as text and its moves as a numbered menu, and
imports nothing of Discord: `pickomino-bot play` runs without discord.py.
"""
