"""Process logging: one line per record, secrets masked, and one line per game event.

Log collectors (journald, docker logs) split records on newlines, so a traceback is folded
into its record's line instead of scattering over many. Game events are logged with ids and
seat numbers only: never a token, never a player's name. They are DEBUG lines (about 250 bytes
a move), so that INFO, the default, stays readable.

Player names never reach the log at any level: at DEBUG, discord.py writes every gateway event
and HTTP body whole (members, embeds with the board), and aiosqlite every query's parameters;
so DEBUG records are kept from our own loggers only, libraries log from INFO up.
"""

import logging
import sys
from collections.abc import Iterable
from typing import TextIO

LINE_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
NEWLINE = "\\n"
"""How a newline inside a record is written, so the record stays on one line."""
MASK = "[secret]"
OWN_LOGGERS = ("pickomino", "bot", "cogs", "console", "engine", "tables")
"""Loggers whose DEBUG lines are written: ours, which log ids, never names."""


class OneLineFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return super().format(record).replace("\r", "").replace("\n", NEWLINE)


class SecretMask(logging.Filter):
    """Replaces every secret (the bot token) wherever it would appear in a record."""

    def __init__(self, secrets: Iterable[str]) -> None:
        super().__init__()
        self.secrets = [secret for secret in secrets if secret]

    def filter(self, record: logging.LogRecord) -> bool:
        if not self.secrets:
            return True
        text = record.getMessage()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        masked = _mask(text, self.secrets)
        exc_text = _mask(record.exc_text, self.secrets) if record.exc_text else record.exc_text
        if masked != text or exc_text != record.exc_text:
            record.msg, record.args, record.exc_text = masked, None, exc_text
        return True


class LibraryDebug(logging.Filter):
    """Drops the DEBUG records of libraries, whose payloads carry player names."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno >= logging.INFO or record.name.split(".", 1)[0] in OWN_LOGGERS


class NoVoiceWarnings(logging.Filter):
    """Drops discord.py's two warnings at every start that PyNaCl and davey, its voice
    libraries, are not installed: the bot never joins a voice channel, so an operator reading
    them would look for a problem there is not. Its other warnings pass."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (
            record.name == "discord.client"
            and record.levelno == logging.WARNING
            and record.getMessage().endswith("is not installed, voice will NOT be supported")
        )


def _mask(text: str, secrets: Iterable[str]) -> str:
    for secret in secrets:
        text = text.replace(secret, MASK)
    return text


def setup_logging(level: str, secrets: Iterable[str] = (), stream: TextIO | None = None) -> None:
    """Send every logger's records at `level` and above to `stream` (stderr), one per line."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(OneLineFormatter(LINE_FORMAT))
    handler.addFilter(LibraryDebug())
    handler.addFilter(NoVoiceWarnings())
    handler.addFilter(SecretMask(secrets))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
