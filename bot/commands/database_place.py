"""Whether the SQLite file's place can be used, checked before a command starts anything.

The storage package is imported only by a command that uses the file: `health` and the rest
start without it.
"""

from __future__ import annotations

import argparse
import os
from typing import TYPE_CHECKING

from bot.settings import BotSettings
from words.i18n import t

if TYPE_CHECKING:
    from storage import DatabasePlaceError


def database_place_refused(args: argparse.Namespace, settings: BotSettings) -> str | None:
    """Why the SQLite file of the settings cannot be written by this command, if it cannot:
    checked before anything starts (Discord, a game, a migration), so a wrong folder or owner
    is one plain message, not a traceback at the first write. Commands that only read it
    (`db backup`, `leaderboard`, `stats`, `review`) read a read-only file too, so for them,
    and for `data`, only the path is checked (a folder, or below a file): every command says
    that in the same words."""
    writes_file = args.command in ("run", "play", "ratings") or (
        args.command == "db" and args.operation == "upgrade"
    )
    reads_file = args.command in ("leaderboard", "stats", "review", "data") or (
        args.command == "db" and args.operation == "backup"
    )
    if not (writes_file or reads_file) or settings.postgres_url is not None:
        return None
    from storage import DatabasePlaceError
    from storage.placement import check_database_path, check_database_place

    try:
        if writes_file:
            check_database_place(settings.database_path, create_folder=True)
        else:
            check_database_path(settings.database_path)
    except DatabasePlaceError as error:
        return place_message(error, settings.default_language)
    return None


def place_message(error: DatabasePlaceError, language: str) -> str:
    """What is wrong with the database's place and what to do; for a folder or file the bot
    may not write, the usual cause in Docker too (a host folder mounted with its owner)."""
    from storage.placement import PERMISSION_PROBLEMS

    user = os.getuid() if hasattr(os, "getuid") else "?"
    values = {"path": error.path, "place": error.place, "detail": error.detail, "uid": user}
    text = t(f"cli.db_place.{error.problem}", language, **values)
    if error.problem in PERMISSION_PROBLEMS:
        text += "\n" + t("cli.db_place.docker", language, **values)
    return text
