"""The exit statuses of `pickomino-bot`, the same for every subcommand."""

EXIT_OK = 0
EXIT_FAILED = 1
"""The command was right but could not be done (a database that cannot be read, say)."""
EXIT_USAGE = 2
"""The command or the settings need changing; the message says how (as argparse does)."""
EXIT_INTERRUPTED = 130
"""Stopped by Ctrl-C (128 + SIGINT, as shells report it)."""
