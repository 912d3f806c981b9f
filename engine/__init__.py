"""The rules of each game the bot runs, one package per game, pure and deterministic.

Nothing here imports anything of the project above it, nor discord, storage or asyncio.
"""
