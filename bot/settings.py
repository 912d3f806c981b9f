"""The bot's settings, read from the environment and an optional .env file and checked at start.

A wrong value stops the bot with a message that says which variable and what to do, instead
of failing later in the middle of a game, or with a traceback an admin has to decode.
"""

import re
from collections.abc import Mapping
from difflib import get_close_matches
from pathlib import Path
from typing import Any

from dotenv import dotenv_values
from pydantic import Field, SecretStr, ValidationError, ValidationInfo, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.i18n import DEFAULT_LANGUAGE, LANGUAGES, t
from bot.storage import GameStore, Shards
from bot.storage.opening import is_postgres_url, open_store

DEFAULT_DATABASE = Path("data/pickomino.db")
ENV_PREFIX = "PICKOMINO_"
TOKEN_VARIABLE = "DISCORD_TOKEN"
DATABASE_URL_VARIABLE = "PICKOMINO_DATABASE_URL"
SECRET_VARIABLES = (TOKEN_VARIABLE, DATABASE_URL_VARIABLE)
"""Variables whose values are never repeated in a message."""
TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+")
"""A bot token is three base64url parts joined by dots (user id, timestamp, signature)."""


class SettingsError(Exception):
    """A setting the bot cannot work with; the message tells the admin what to change."""


class TokenMissing(SettingsError):
    """No token at all: the one case where showing the product locally is still possible."""


class BotSettings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX,
        env_file=".env",
        env_ignore_empty=True,
        extra="ignore",
        populate_by_name=True,
    )
    """An empty variable counts as unset, as compose.yaml passes `${VAR:-}` for optional ones."""

    token: SecretStr | None = Field(default=None, validation_alias=TOKEN_VARIABLE)
    database_path: Path = DEFAULT_DATABASE
    backup_folder: Path | None = None
    """Where `db backup` writes when given no file; by default `backups/` beside the database."""
    database_url: SecretStr | None = None
    """`postgresql://user:password@host:port/database`: store games in PostgreSQL instead of the
    SQLite file, so several bot processes (shards, machines) share them. Secret: it may hold a
    password, so it is never repeated in messages."""
    shard_count: int | None = Field(default=None, ge=1)
    """Discord shards in all, when several processes share the bot (each runs `shard_ids`)."""
    shard_ids: str | None = None
    """The shards this process runs, comma-separated (`0,1`); all of them when unset."""
    log_level: str = "INFO"
    dev_guild_id: int | None = None
    """Slash commands are synced to this guild only (instant), for development."""
    default_language: str = "en"
    default_turn_timer: int = Field(default=0, ge=0, le=24 * 3600)
    """Seconds a player has for each turn; 0 turns the timer off."""
    max_timeouts: int = Field(default=3, ge=1, le=20)
    """Consecutive timed-out turns after which a player is removed from the game."""
    computer_pause: float = Field(default=1.0, ge=0, le=60)
    """Seconds a computer player waits before playing its turn, so people can read the board."""
    durable_commits: bool = True
    """Sync every move to disk before answering; off, the last moves can be lost on a power
    cut (never on a crash) and saves are about 1.5 times faster (docs/benchmarks.md)."""
    sync_commands: bool = False
    """Publish the slash commands at start (see `pickomino-bot sync`)."""

    @field_validator("default_language")
    @classmethod
    def _known_language(cls, language: str) -> str:
        if language not in LANGUAGES:
            raise ValueError(f"must be one of {', '.join(LANGUAGES)}")
        return language

    @field_validator("database_url")
    @classmethod
    def _postgres_url(cls, url: SecretStr | None) -> SecretStr | None:
        if url is not None and not is_postgres_url(url.get_secret_value()):
            raise ValueError("must be a PostgreSQL URL, postgresql://user:password@host/database")
        return url

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, level: str) -> str:
        level = level.upper()
        if level not in ("DEBUG", "INFO", "WARNING", "ERROR"):
            raise ValueError("must be DEBUG, INFO, WARNING or ERROR")
        return level

    @property
    def shards(self) -> Shards | None:
        """The shards of this process, or None for an unsharded bot (one process, all servers)."""
        if self.shard_count is None:
            return None
        if self.shard_ids is None:
            return Shards(self.shard_count, tuple(range(self.shard_count)))
        return Shards(self.shard_count, parse_shard_ids(self.shard_ids))

    @field_validator("shard_ids")
    @classmethod
    def _shards_fit(cls, ids: str | None, info: ValidationInfo) -> str | None:
        if ids is None:
            return None
        count = info.data.get("shard_count")
        if count is None:
            raise ValueError("needs PICKOMINO_SHARD_COUNT too")
        Shards(count, parse_shard_ids(ids))
        return ids

    @property
    def postgres_url(self) -> str | None:
        """The PostgreSQL URL if PostgreSQL is chosen; None means the SQLite file."""
        return None if self.database_url is None else self.database_url.get_secret_value()

    async def open_store(self) -> GameStore:
        """The store these settings choose (see `bot.storage.opening`)."""
        return await open_store(self.postgres_url, self.database_path, durable=self.durable_commits)

    @property
    def health_file(self) -> Path:
        """Where the running bot notes that it is connected, for `pickomino-bot health`."""
        return self.database_path.with_suffix(".health")

    def discord_token(self) -> str:
        """The token, checked for shape only: whether Discord accepts it is known at login.

        Raises TokenMissing, or SettingsError when it cannot be a bot token, saying what to do."""
        language = self.default_language
        if self.token is None or not self.token.get_secret_value().strip():
            raise TokenMissing(t("settings.token_missing", language))
        token = self.token.get_secret_value().strip()
        if TOKEN_SHAPE.fullmatch(token):
            return token
        raise SettingsError(
            t("settings.token_malformed", language, problem=_token_problem(token, language))
        )


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
    return t("settings.token_problem.parts", language, parts=len(token.split(".")))


def load_settings(env_file: Path | None = Path(".env"), **overrides: Any) -> BotSettings:
    """The settings from the environment, `env_file` (if present) and `overrides`.

    Raises SettingsError listing every invalid variable by its environment name."""
    try:
        return BotSettings(_env_file=env_file, **overrides)  # type: ignore[call-arg]
    except ValidationError as error:
        lines = [_problem_line(problem) for problem in error.errors()]
        raise SettingsError(
            t("settings.invalid", DEFAULT_LANGUAGE, problems="\n".join(lines))
        ) from None


def variable_name(field: str) -> str:
    """The environment variable that sets `field` (`log_level` -> `PICKOMINO_LOG_LEVEL`)."""
    info = BotSettings.model_fields.get(field)
    if info is not None and isinstance(info.validation_alias, str):
        return info.validation_alias
    return field if field == TOKEN_VARIABLE else ENV_PREFIX + field.upper()


def _problem_line(problem: Mapping[str, Any]) -> str:
    field = str(problem["loc"][0]) if problem["loc"] else ""
    name = variable_name(field)
    message = str(problem["msg"]).removeprefix("Value error, ")
    if name in SECRET_VARIABLES:
        return f"  {name}: {message}"
    return f"  {name}: {message} (got {problem['input']!r})"


def configured_variables(env_file: Path | None, environ: Mapping[str, str]) -> dict[str, str]:
    """Every variable the settings are read from: the env file's, then the environment's (which
    wins, as in `load_settings`), so a typo is found wherever it was made."""
    from_file = dotenv_values(env_file) if env_file is not None and env_file.is_file() else {}
    named = {name: value for name, value in from_file.items() if value is not None}
    return {**named, **environ}


def unknown_variables(environ: Mapping[str, str]) -> list[str]:
    """Warnings for PICKOMINO_* variables that set nothing, which are usually typos; pass
    `configured_variables(...)` to check the env file too."""
    known = [
        name.removeprefix(ENV_PREFIX)
        for name in map(variable_name, BotSettings.model_fields)
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
