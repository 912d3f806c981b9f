"""The bot's settings, read from the environment and an optional .env file and checked at start.

A wrong value stops the bot with a message that says which variable and what to do, instead
of failing later in the middle of a game, or with a traceback an admin has to decode.

A plain frozen dataclass, not a pydantic-settings model: importing pydantic and
pydantic-settings cost about a third of `pickomino-bot play`'s start (docs/benchmarks.md). The
reading follows what the model did: the environment wins over the .env file, names are
case-insensitive, an empty variable counts as unset, and numbers and switches are read with the
same leniency and refused with the same messages.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from difflib import get_close_matches
from pathlib import Path
from typing import TYPE_CHECKING, Any

from words.i18n import DEFAULT_LANGUAGE, LANGUAGES, t, tn

if TYPE_CHECKING:
    from storage import GameStore, Shards, StorePlace

DEFAULT_DATABASE = Path("data/pickomino.db")
ENV_PREFIX = "PICKOMINO_"
REPLACE_CHOICES = ("leave", "easy", "medium", "expert", "master")
"""tables.replacements.CHOICES, which bot may not import (a test keeps them equal)."""
TOKEN_VARIABLE = "DISCORD_TOKEN"
DATABASE_URL_VARIABLE = "PICKOMINO_DATABASE_URL"
SECRET_VARIABLES = (TOKEN_VARIABLE, DATABASE_URL_VARIABLE)
"""Variables whose values are never repeated in a message."""
TOKEN_SHAPE = r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+"
"""A bot token is three base64url parts joined by dots (user id, timestamp, signature)."""
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
READ = "read"
"""Field metadata: how a variable's text becomes the field's value."""
INTEGER = r"[+-]?[0-9](?:_?[0-9])*(?:\.0+)?"
"""An integer as the settings accept it: ASCII digits, `_` between digits, and `60.0`."""
TRUE = frozenset(("1", "on", "t", "true", "y", "yes"))
FALSE = frozenset(("0", "off", "f", "false", "n", "no"))


class SettingsError(Exception):
    """A setting the bot cannot work with; the message tells the admin what to change."""


class TokenMissing(SettingsError):
    """No token at all: the one case where showing the product locally is still possible."""


class InvalidSettings(ValueError):
    """Values a BotSettings cannot hold, each as (field, message, value given)."""

    def __init__(self, problems: list[tuple[str, str, object]]) -> None:
        super().__init__("; ".join(message for _, message, _ in problems))
        self.problems = problems


def _integer(text: str) -> int:
    text = text.strip()
    if not re.fullmatch(INTEGER, text):
        raise ValueError("Input should be a valid integer, unable to parse string as an integer")
    return int(text.partition(".")[0])


def _number(text: str) -> float:
    try:
        if not text.isascii():
            raise ValueError
        return float(text)
    except ValueError:
        raise ValueError(
            "Input should be a valid number, unable to parse string as a number"
        ) from None


def _switch(text: str) -> bool:
    if text.lower() in TRUE:
        return True
    if text.lower() in FALSE:
        return False
    raise ValueError("Input should be a valid boolean, unable to interpret input")


def _read(read: Callable[[str], object]) -> dict[str, object]:
    """The field metadata of a setting whose text `read` turns into its value (default: str)."""
    return {READ: read}


@dataclass(frozen=True)
class BotSettings:
    token: str | None = field(default=None, repr=False)
    """DISCORD_TOKEN; checked for shape by `discord_token`, when the bot needs it."""
    database_path: Path = field(default=DEFAULT_DATABASE, metadata=_read(Path))
    backup_folder: Path | None = field(default=None, metadata=_read(Path))
    """Where `db backup` writes when given no file; by default `backups/` beside the database."""
    database_url: str | None = field(default=None, repr=False)
    """`postgresql://user:password@host:port/database`: store games in PostgreSQL instead of the
    SQLite file, so several bot processes (shards, machines) share them. Secret: it may hold a
    password, so it is never repeated in messages."""
    shard_count: int | None = field(default=None, metadata=_read(_integer))
    """Discord shards in all, when several processes share the bot (each runs `shard_ids`)."""
    shard_ids: str | None = None
    """The shards this process runs, comma-separated (`0,1`); all of them when unset."""
    log_level: str = "INFO"
    dev_guild_id: int | None = field(default=None, metadata=_read(_integer))
    """Slash commands are synced to this guild only (instant), for development."""
    default_language: str = DEFAULT_LANGUAGE
    default_turn_timer: int = field(default=0, metadata=_read(_integer))
    """Seconds a player has for each turn; 0 turns the timer off."""
    max_timeouts: int = field(default=3, metadata=_read(_integer))
    """Consecutive timed-out turns after which a player is removed from the game."""
    replace_with: str = "leave"
    """What becomes of a person the turn timer removes, in new games of servers without their
    own setting: `leave` (F8), or the level of the computer that takes over their seat."""
    computer_pause: float = field(default=1.0, metadata=_read(_number))
    """Seconds a computer player waits before playing its turn, so people can read the board."""
    deck_pictures: int = field(default=200, metadata=_read(_integer))
    """Pictures a server's own Pick Pic deck may hold (`/pickpic deck add`)."""
    deck_picture_bytes: int = field(default=1_000_000, metadata=_read(_integer))
    """Bytes one picture may take once the bot re-encoded it."""
    deck_bytes: int = field(default=50_000_000, metadata=_read(_integer))
    """Bytes a server's pictures may take in all, removed ones still shown by open games
    included."""
    server_data_days: int = field(default=30, metadata=_read(_integer))
    """Days a server's games, results, ratings, settings and pictures are kept after the bot
    left it (docs/privacy.md); 0 deletes them at once. Joining again before keeps them."""
    durable_commits: bool = field(default=True, metadata=_read(_switch))
    """Sync every move to disk before answering; off, the last moves can be lost on a power
    cut (never on a crash) and saves are about 1.5 times faster (docs/benchmarks.md)."""
    metrics_port: int | None = field(default=None, metadata=_read(_integer))
    """The port of the Prometheus endpoint (`/metrics`); unset, there are no metrics at all."""
    metrics_address: str = "127.0.0.1"
    """The address the endpoint listens on: loopback unless a scraper on another machine
    needs it (then a private address, never a public one: the figures are not secret, but
    the endpoint has no authentication)."""
    sync_commands: bool = field(default=False, metadata=_read(_switch))
    """Publish the slash commands at start (see `pickomino-bot sync`)."""
    web_port: int | None = field(default=None, metadata=_read(_integer))
    """The port of the web pages `run` serves beside the bot (docs/web.md); unset, it serves
    none. `pickomino-bot web` serves them in a process of their own, on this port too."""
    web_address: str = "127.0.0.1"
    """The address the pages listen on: loopback, for a reverse proxy on the same machine."""
    web_url: str | None = None
    """The public address of the pages (`https://games.example.org`), which the links shown
    in Discord are made from; without it `/pickomino settings web` gives only the path."""

    def __post_init__(self) -> None:
        """Raises InvalidSettings listing every value out of bounds; the log level is kept in
        capitals whatever case it was given in."""
        problems = [
            (name, message, getattr(self, name))
            for name, message in _problems(self)
            if message is not None
        ]
        if problems:
            raise InvalidSettings(problems)
        object.__setattr__(self, "log_level", self.log_level.upper())
        if self.web_url is not None:
            object.__setattr__(self, "web_url", self.web_url.strip().rstrip("/"))

    @property
    def shards(self) -> Shards | None:
        """The shards of this process, or None for an unsharded bot (one process, all servers)."""
        return shards_of(self.shard_count, self.shard_ids)

    @property
    def postgres_url(self) -> str | None:
        """The PostgreSQL URL if PostgreSQL is chosen; None means the SQLite file."""
        return self.database_url

    @property
    def database_name(self) -> str:
        """The database as messages name it: the SQLite file's full path, or the PostgreSQL
        URL with `***` for its password, however it is written (storage.postgres_urls).
        `health` reads it without importing storage when no URL is set; with one, the
        settings' own check has imported storage already."""
        if self.database_url is None:
            return str(self.database_path.absolute())
        from storage.postgres_urls import masked

        return masked(self.database_url)

    @property
    def store_place(self) -> StorePlace:
        from storage.opening import StorePlace

        return StorePlace(self.database_path, self.postgres_url)

    async def open_store(self) -> GameStore:
        """The store these settings choose (see `storage.opening`)."""
        return await self.store_place.open(durable=self.durable_commits)

    @property
    def health_file(self) -> Path:
        """Where the running bot notes that it is connected, for `pickomino-bot health`."""
        return self.database_path.with_suffix(".health")

    def discord_token(self) -> str:
        """The token, checked for shape only: whether Discord accepts it is known at login.

        Raises TokenMissing, or SettingsError when it cannot be a bot token, saying what to do."""
        language = self.default_language
        if self.token is None or not self.token.strip():
            raise TokenMissing(t("settings.token_missing", language))
        token = self.token.strip()
        if re.fullmatch(TOKEN_SHAPE, token):
            return token
        raise SettingsError(
            t("settings.token_malformed", language, problem=_token_problem(token, language))
        )


def _problems(settings: BotSettings) -> list[tuple[str, str | None]]:
    """What is wrong with each checked field (None: nothing)."""
    language = settings.default_language
    return [
        ("shard_count", _at_least(settings.shard_count, 1)),
        ("shard_ids", _shard_ids_problem(settings.shard_count, settings.shard_ids)),
        (
            "log_level",
            None
            if settings.log_level.upper() in LOG_LEVELS
            else "must be DEBUG, INFO, WARNING or ERROR",
        ),
        ("database_url", _postgres_problem(settings.database_url)),
        (
            "default_language",
            None if language in LANGUAGES else f"must be one of {', '.join(LANGUAGES)}",
        ),
        ("default_turn_timer", _within(settings.default_turn_timer, 0, 24 * 3600)),
        (
            "metrics_port",
            None if settings.metrics_port is None else _within(settings.metrics_port, 1, 65535),
        ),
        (
            "web_port",
            None if settings.web_port is None else _within(settings.web_port, 1, 65535),
        ),
        ("web_url", _web_url_problem(settings.web_url)),
        ("max_timeouts", _within(settings.max_timeouts, 1, 20)),
        ("computer_pause", _within(settings.computer_pause, 0, 60)),
        ("deck_pictures", _within(settings.deck_pictures, 0, 10_000)),
        ("deck_picture_bytes", _within(settings.deck_picture_bytes, 10_000, 8_000_000)),
        ("deck_bytes", _within(settings.deck_bytes, 0, 10_000_000_000)),
        ("server_data_days", _within(settings.server_data_days, 0, 3650)),
        (
            "replace_with",
            None
            if settings.replace_with in REPLACE_CHOICES
            else f"must be one of {', '.join(REPLACE_CHOICES)}",
        ),
    ]


def _at_least(value: float | None, low: float) -> str | None:
    if value is None or value >= low:
        return None
    return f"Input should be greater than or equal to {low}"


def _within(value: float, low: float, high: float) -> str | None:
    """Checked from the top first, so not-a-number is refused too (it compares false)."""
    if not value <= high:
        return f"Input should be less than or equal to {high}"
    return _at_least(value, low)


def _postgres_problem(url: str | None) -> str | None:
    if url is None:
        return None
    from storage.opening import is_postgres_url

    if is_postgres_url(url):
        return None
    return "must be a PostgreSQL URL, postgresql://user:password@host/database"


def _web_url_problem(url: str | None) -> str | None:
    """A public address people can open: http(s), a host, nothing after the path."""
    if url is None:
        return None
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url.strip())
        fine = parts.scheme in ("http", "https") and bool(parts.hostname)
        fine = fine and not (parts.query or parts.fragment) and not re.search(r"\s", url.strip())
    except ValueError:
        fine = False
    return None if fine else "must be the pages' public address, like https://games.example.org"


def _shard_ids_problem(count: int | None, ids: str | None) -> str | None:
    if ids is None or (count is not None and count < 1):
        return None
    if count is None:
        return "needs PICKOMINO_SHARD_COUNT too"
    try:
        shards_of(count, ids)
    except ValueError as error:
        return str(error)
    return None


def shards_of(count: int | None, ids: str | None) -> Shards | None:
    """The shards `count` and `ids` name (all of them without ids); None without a count.
    Raises ValueError when the ids do not fit the count."""
    from storage import Shards

    if count is None:
        return None
    if ids is None:
        return Shards(count, tuple(range(count)))
    return Shards(count, parse_shard_ids(ids))


def parse_shard_ids(text: str) -> tuple[int, ...]:
    """`0,1` -> (0, 1); raises ValueError for anything else."""
    try:
        return tuple(int(part) for part in text.split(","))
    except ValueError:
        message = f"shard ids are numbers separated by commas, like 0,1; got {text!r}"
        raise ValueError(message) from None


def _token_problem(token: str, language: str) -> str:
    """What is wrong with a token, without ever repeating the token itself."""
    if token.lower().startswith("bot "):
        return t("settings.token_problem.prefix", language)
    if re.search(r"[^A-Za-z0-9_.-]", token):
        return t("settings.token_problem.characters", language)
    return tn("settings.token_problem.parts", len(token.split(".")), language)


def load_settings(env_file: Path | None = Path(".env"), **overrides: Any) -> BotSettings:
    """The settings from the environment, `env_file` (if present) and `overrides` (values,
    by field name).

    Raises SettingsError listing every invalid variable by its environment name."""
    texts = {**_texts(_file_variables(env_file)), **_texts(os.environ)}
    values: dict[str, Any] = {}
    problems: list[tuple[str, str, object]] = []
    for setting in fields(BotSettings):
        if setting.name in texts and setting.name not in overrides:
            try:
                values[setting.name] = setting.metadata.get(READ, str)(texts[setting.name])
            except ValueError as error:
                problems.append((setting.name, str(error), texts[setting.name]))
    try:
        settings = BotSettings(**{**values, **overrides})
    except InvalidSettings as error:
        problems += [
            (name, message, value if name in overrides else texts.get(name, value))
            for name, message, value in error.problems
        ]
    if problems:
        order = [setting.name for setting in fields(BotSettings)]
        problems.sort(key=lambda problem: order.index(problem[0]))
        lines = [_problem_line(*problem) for problem in problems]
        raise SettingsError(t("settings.invalid", DEFAULT_LANGUAGE, problems="\n".join(lines)))
    return settings


def _texts(variables: Mapping[str, str]) -> dict[str, str]:
    """The text of each field set by `variables`, whose names count in any case; an empty
    variable counts as unset (compose.yaml passes `${VAR:-}` for optional ones), so the
    .env file's value stands."""
    by_name = {variable_name(setting.name).lower(): setting.name for setting in fields(BotSettings)}
    texts = {}
    for name, text in variables.items():
        setting = by_name.get(name.lower())
        if setting is not None and text:
            texts[setting] = text
    return texts


def variable_name(field: str) -> str:
    """The environment variable that sets `field` (`log_level` -> `PICKOMINO_LOG_LEVEL`)."""
    return TOKEN_VARIABLE if field == "token" else ENV_PREFIX + field.upper()


def _problem_line(field: str, message: str, given: object) -> str:
    name = variable_name(field)
    if name in SECRET_VARIABLES:
        return f"  {name}: {message}"
    return f"  {name}: {message} (got {given!r})"


def configured_variables(env_file: Path | None, environ: Mapping[str, str]) -> dict[str, str]:
    """Every variable the settings are read from: the env file's, then the environment's (which
    wins, as in `load_settings`), so a typo is found wherever it was made."""
    return {**_file_variables(env_file), **environ}


def _file_variables(env_file: Path | None) -> dict[str, str]:
    if env_file is None or not env_file.is_file():
        return {}
    from io import StringIO

    from dotenv import dotenv_values  # only with a file to read: it costs a few milliseconds

    from_file = dotenv_values(stream=StringIO(env_file_text(env_file)))
    return {name: value for name, value in from_file.items() if value is not None}


BOMS = ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16"))
"""The byte-order marks a settings file may begin with, and what they mean: Windows Notepad
saves UTF-8 with a mark, and "Unicode" as UTF-16 with one."""


def env_file_text(env_file: Path) -> str:
    """The text of a settings file: UTF-8 with or without a byte-order mark, or UTF-16 with
    one. Raises SettingsError naming the file and the first byte that is neither (a Latin-1
    "é", say, or the zero byte of UTF-16 saved without its mark), rather than a
    UnicodeDecodeError traceback from every command."""
    try:
        data = env_file.read_bytes()
    except OSError as error:
        message = t("settings.env_file_unreadable", DEFAULT_LANGUAGE, path=env_file)
        raise SettingsError(f"{message} ({error.strerror})") from None
    encoding = next((name for mark, name in BOMS if data.startswith(mark)), "utf-8")
    try:
        text = data.decode(encoding)
        wrong = text.find("\0") if encoding == "utf-8" else -1
    except UnicodeDecodeError as error:
        wrong = error.start
    if wrong < 0:
        return text
    line = data[:wrong].count(b"\n") + 1
    byte = f"0x{data[wrong]:02x}"
    raise SettingsError(
        t("settings.env_file_encoding", DEFAULT_LANGUAGE, path=env_file, line=line, byte=byte)
    )


def unknown_variables(environ: Mapping[str, str]) -> list[str]:
    """Warnings for PICKOMINO_* variables that set nothing, which are usually typos; pass
    `configured_variables(...)` to check the env file too."""
    known = [
        name.removeprefix(ENV_PREFIX)
        for name in (variable_name(setting.name) for setting in fields(BotSettings))
        if name.startswith(ENV_PREFIX)
    ]
    warnings = []
    for name in sorted(environ):
        if name.startswith(ENV_PREFIX) and name.removeprefix(ENV_PREFIX) not in known:
            close = get_close_matches(name.removeprefix(ENV_PREFIX), known, n=1, cutoff=0.75)
            key = "settings.unknown_close" if close else "settings.unknown"
            suggestion = ENV_PREFIX + close[0] if close else ""
            warnings.append(t(key, DEFAULT_LANGUAGE, name=name, close=suggestion))
    return warnings
