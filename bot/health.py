"""The bot's heartbeat file, which tells `pickomino-bot health` whether the bot is connected
and can write its database (bot.heartbeat writes it).

Apart from `bot.serve`, which writes the file, so that reading it imports neither discord.py
nor the bot: the health command then starts like `version`, not like `run`.
"""

import time
from pathlib import Path

HEARTBEAT_SECONDS = 10.0
HEALTHY_AGE = 2 * HEARTBEAT_SECONDS
"""A health file older than this means the bot stopped beating: dead, hung or disconnected.
One late beat is tolerated; a dead bot is reported within HEALTHY_AGE, and by Docker (which
checks every 10 s with docker/healthcheck.sh, the same age) within 30 s."""


def healthy(health_file: Path, now: float | None = None) -> bool:
    """The bot beat recently: the file was written within HEALTHY_AGE. Its modification time
    counts, as for docker/healthcheck.sh, which reads nothing but that."""
    try:
        beat = health_file.stat().st_mtime
    except OSError:
        return False
    return (now if now is not None else time.time()) - beat <= HEALTHY_AGE


DATABASE_PROBLEM = "database: "
"""How a health file written while the database fails begins, before the cause."""


def database_problem(health_file: Path) -> str | None:
    """The cause a health file names, if the bot wrote it while its database failed."""
    try:
        text = health_file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    if not text.startswith(DATABASE_PROBLEM):
        return None
    return text.removeprefix(DATABASE_PROBLEM).strip()
