"""The bot's process: command line, settings, logging, storage and words."""

PROGRAM = "pickomino-bot"
"""The command's name, as the user types it and as messages name it."""
