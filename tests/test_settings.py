"""Settings from the environment and .env, and the messages an admin gets when one is wrong."""

import os
from dataclasses import fields
from pathlib import Path

import pytest

from bot.settings import (
    DEFAULT_DATABASE,
    BotSettings,
    SettingsError,
    configured_variables,
    load_settings,
    unknown_variables,
    variable_name,
)
from storage import Shards
from words.i18n import LANGUAGES

GOOD_TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abc"


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch, tmp_path):
    """Only what a test sets: no real token, no PICKOMINO_* and no .env of the developer."""
    for name in list(os.environ):
        if name.startswith("PICKOMINO_") or name == "DISCORD_TOKEN":
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)


def test_defaults_need_nothing_but_the_token_to_run():
    settings = load_settings()
    assert settings.database_path == DEFAULT_DATABASE
    assert settings.log_level == "INFO"
    assert settings.default_language == "en"
    assert settings.default_turn_timer == 0
    assert settings.dev_guild_id is None
    assert settings.health_file.name == "pickomino.health"


def test_environment_and_env_file_both_count_and_the_environment_wins(monkeypatch, tmp_path):
    (tmp_path / ".env").write_text(
        f"DISCORD_TOKEN={GOOD_TOKEN}\n"
        "PICKOMINO_LOG_LEVEL=debug\n"
        "PICKOMINO_DEFAULT_LANGUAGE=fr\n"
        "PICKOMINO_DEV_GUILD_ID=1234\n"
    )
    monkeypatch.setenv("PICKOMINO_DEFAULT_LANGUAGE", "en")
    monkeypatch.setenv("PICKOMINO_DATABASE_PATH", str(tmp_path / "games.db"))
    settings = load_settings()
    assert settings.discord_token() == GOOD_TOKEN
    assert settings.log_level == "DEBUG"
    assert settings.default_language == "en"
    assert settings.dev_guild_id == 1234
    assert settings.database_path == tmp_path / "games.db"


def test_an_empty_variable_counts_as_unset(monkeypatch):
    monkeypatch.setenv("PICKOMINO_DEV_GUILD_ID", "")
    monkeypatch.setenv("DISCORD_TOKEN", "")
    settings = load_settings()
    assert settings.dev_guild_id is None
    with pytest.raises(SettingsError, match="DISCORD_TOKEN is not set"):
        settings.discord_token()


def test_a_missing_token_says_where_to_get_one_and_where_to_put_it():
    with pytest.raises(SettingsError) as caught:
        load_settings().discord_token()
    message = str(caught.value)
    assert "DISCORD_TOKEN is not set" in message
    assert "https://discord.com/developers/applications" in message
    assert "export DISCORD_TOKEN=" in message and ".env" in message
    assert "Traceback" not in message


@pytest.mark.parametrize(
    ("token", "hint"),
    [
        (f"Bot {GOOD_TOKEN}", 'starts with "Bot "'),
        ("0123456789abcdef0123456789abcdef", "has 1 part, not 3"),
        ("one.two", "has 2 parts"),
        ("aaa.bbb.ccc.ddd", "has 4 parts"),
        ('"abc.def".ghi', "characters a token never has"),
    ],
)
def test_a_malformed_token_says_what_is_wrong_without_repeating_it(monkeypatch, token, hint):
    monkeypatch.setenv("DISCORD_TOKEN", token)
    with pytest.raises(SettingsError) as caught:
        load_settings().discord_token()
    message = str(caught.value)
    assert "not a Discord bot token" in message and hint in message
    assert token not in message


def test_surrounding_whitespace_is_not_part_of_the_token(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", f"  {GOOD_TOKEN}\n")
    assert load_settings().discord_token() == GOOD_TOKEN


def test_the_token_messages_speak_the_default_language(monkeypatch):
    monkeypatch.setenv("PICKOMINO_DEFAULT_LANGUAGE", "fr")
    with pytest.raises(SettingsError, match="DISCORD_TOKEN n'est pas défini"):
        load_settings().discord_token()


def test_invalid_values_are_all_listed_by_their_variable_names(monkeypatch):
    monkeypatch.setenv("PICKOMINO_LOG_LEVEL", "loud")
    monkeypatch.setenv("PICKOMINO_DEFAULT_TURN_TIMER", "-5")
    monkeypatch.setenv("PICKOMINO_DEFAULT_LANGUAGE", "xx")
    monkeypatch.setenv("PICKOMINO_DEV_GUILD_ID", "my server")
    with pytest.raises(SettingsError) as caught:
        load_settings()
    message = str(caught.value)
    assert "PICKOMINO_LOG_LEVEL: must be DEBUG, INFO, WARNING or ERROR (got 'loud')" in message
    assert "PICKOMINO_DEFAULT_TURN_TIMER:" in message and "'-5'" in message
    languages = ", ".join(LANGUAGES)
    assert f"PICKOMINO_DEFAULT_LANGUAGE: must be one of {languages} (got 'xx')" in message
    assert "PICKOMINO_DEV_GUILD_ID:" in message
    assert "README.md lists every setting" in message


def test_every_setting_has_the_variable_the_readme_names():
    text = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    for field in fields(BotSettings):
        name = variable_name(field.name)
        assert f"`{name}`" in text, f"README.md does not document {field.name}"


def test_a_misspelt_variable_is_pointed_out():
    warnings = unknown_variables(
        {"PICKOMINO_LOGLEVEL": "debug", "PICKOMINO_SHINY": "1", "PATH": "/bin"}
    )
    assert warnings == [
        "Warning: PICKOMINO_LOGLEVEL is not a setting of pickomino-bot and is ignored; "
        "did you mean PICKOMINO_LOG_LEVEL?",
        "Warning: PICKOMINO_SHINY is not a setting of pickomino-bot and is ignored.",
    ]


def test_a_misspelt_variable_in_the_env_file_is_pointed_out_like_one_in_the_environment(
    monkeypatch, tmp_path
):
    (tmp_path / ".env").write_text(
        "# comment\nPICKOMINO_DEFAULT_LANGAUGE=fr\nPICKOMINO_LOG_LEVEL=\n"
    )
    monkeypatch.setenv("PICKOMINO_SHINY", "1")
    variables = configured_variables(Path(".env"), os.environ)
    assert unknown_variables(variables) == [
        "Warning: PICKOMINO_DEFAULT_LANGAUGE is not a setting of pickomino-bot and is ignored; "
        "did you mean PICKOMINO_DEFAULT_LANGUAGE?",
        "Warning: PICKOMINO_SHINY is not a setting of pickomino-bot and is ignored.",
    ]
    assert unknown_variables(configured_variables(tmp_path / "missing.env", {})) == []


def test_shards_are_checked_and_named_by_their_variables(monkeypatch):
    monkeypatch.setenv("PICKOMINO_SHARD_COUNT", "4")
    monkeypatch.setenv("PICKOMINO_SHARD_IDS", "1,3")
    assert load_settings().shards == Shards(4, (1, 3))
    monkeypatch.delenv("PICKOMINO_SHARD_IDS")
    assert load_settings().shards == Shards(4, (0, 1, 2, 3))
    for ids, problem in (("4", "between 0 and 3"), ("1,,2", "numbers separated by commas")):
        monkeypatch.setenv("PICKOMINO_SHARD_IDS", ids)
        with pytest.raises(SettingsError, match=f"PICKOMINO_SHARD_IDS: .*{problem}"):
            load_settings()
    monkeypatch.delenv("PICKOMINO_SHARD_COUNT")
    monkeypatch.setenv("PICKOMINO_SHARD_IDS", "0")
    with pytest.raises(SettingsError, match="PICKOMINO_SHARD_IDS: needs PICKOMINO_SHARD_COUNT"):
        load_settings()


def test_a_database_url_must_be_postgresql_and_is_never_repeated(monkeypatch):
    monkeypatch.setenv("PICKOMINO_DATABASE_URL", "mysql://bot:s3cret@db/games")
    with pytest.raises(SettingsError) as caught:
        load_settings()
    assert "PICKOMINO_DATABASE_URL: must be a PostgreSQL URL" in str(caught.value)
    assert "s3cret" not in str(caught.value)
    monkeypatch.setenv("PICKOMINO_DATABASE_URL", "postgresql://bot:s3cret@db/games")
    assert load_settings().postgres_url == "postgresql://bot:s3cret@db/games"


@pytest.mark.parametrize(
    ("variable", "text", "value"),
    [
        ("PICKOMINO_DEV_GUILD_ID", " 1_234 ", 1234),
        ("PICKOMINO_DEFAULT_TURN_TIMER", "60.0", 60),
        ("PICKOMINO_DEFAULT_TURN_TIMER", "+90", 90),
        ("PICKOMINO_COMPUTER_PAUSE", "1e-1", 0.1),
        ("PICKOMINO_DURABLE_COMMITS", "Off", False),
        ("PICKOMINO_SYNC_COMMANDS", "yes", True),
        ("PICKOMINO_LOG_LEVEL", "warning", "WARNING"),
        ("pickomino_max_timeouts", "5", 5),
    ],
)
def test_values_are_read_as_leniently_as_before(monkeypatch, variable, text, value):
    """The leniency of the pydantic-settings model these settings replaced: spaces and `_`
    around integers, `60.0`, the usual words for a switch, names in any case."""
    monkeypatch.setenv(variable, text)
    name = variable.removeprefix("PICKOMINO_").removeprefix("pickomino_").lower()
    assert getattr(load_settings(), name) == value


@pytest.mark.parametrize(
    ("variable", "text", "message"),
    [
        ("PICKOMINO_DEV_GUILD_ID", "1.5", "Input should be a valid integer"),
        ("PICKOMINO_DEV_GUILD_ID", "１２", "Input should be a valid integer"),
        ("PICKOMINO_MAX_TIMEOUTS", "21", "Input should be less than or equal to 20"),
        ("PICKOMINO_SHARD_COUNT", "0", "Input should be greater than or equal to 1"),
        ("PICKOMINO_COMPUTER_PAUSE", "nan", "Input should be less than or equal to 60"),
        ("PICKOMINO_COMPUTER_PAUSE", "soon", "Input should be a valid number"),
        ("PICKOMINO_DURABLE_COMMITS", " off ", "Input should be a valid boolean"),
        ("PICKOMINO_DEFAULT_LANGUAGE", "FR", f"must be one of {', '.join(LANGUAGES)}"),
    ],
)
def test_a_value_that_cannot_be_read_is_named_with_what_was_given(
    monkeypatch, variable, text, message
):
    monkeypatch.setenv(variable, text)
    with pytest.raises(SettingsError) as caught:
        load_settings()
    assert f"  {variable}: {message}" in str(caught.value)
    assert f"(got {text!r})" in str(caught.value)


def test_an_empty_variable_leaves_the_env_file_s_value_and_overrides_win(monkeypatch, tmp_path):
    (tmp_path / ".env").write_text("PICKOMINO_LOG_LEVEL=warning\nPICKOMINO_MAX_TIMEOUTS=oops\n")
    monkeypatch.setenv("PICKOMINO_LOG_LEVEL", "")
    settings = load_settings(Path(".env"), max_timeouts=4)
    assert (settings.log_level, settings.max_timeouts) == ("WARNING", 4)


def test_secrets_never_show_in_the_settings_repr(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", GOOD_TOKEN)
    monkeypatch.setenv("PICKOMINO_DATABASE_URL", "postgresql://bot:s3cret@db/games")
    shown = repr(load_settings())
    assert GOOD_TOKEN not in shown and "s3cret" not in shown
    assert "database_path" in shown
