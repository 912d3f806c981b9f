"""Who reads which language: the catalogued languages come from words/locales; a locale finds
its language without a gap ("es-419" -> Spanish from Spain); the terminal follows --language,
else the user's locale, else the bot's default (real subprocesses)."""

import subprocess
from pathlib import Path

import discord
import pytest
from terminal_process import ROOT, cli_command, cli_environment

from words.i18n import (
    LANGUAGES,
    LOCALES_DIR,
    catalogued_languages,
    language_name,
    language_of,
    speaks,
    system_language,
)

LATER = ("de", "en", "es_ES", "fr", "it", "nl", "pl", "pt_BR")
"""The languages issue 37 names, as a catalog folder would name them."""


def test_the_languages_are_the_catalog_folders(tmp_path: Path) -> None:
    assert catalogued_languages(LOCALES_DIR) == LANGUAGES
    assert {"en", "fr"} <= set(LANGUAGES)
    for name in ("pt_BR", "de", "empty"):
        (tmp_path / name).mkdir()
    (tmp_path / "pt_BR" / "flow.po").write_text("", encoding="utf-8")
    (tmp_path / "de" / "board.po").write_text("", encoding="utf-8")
    assert catalogued_languages(tmp_path) == ("de", "pt_BR")


@pytest.mark.parametrize(
    ("locale", "language"),
    [
        ("de", "de"),
        ("de-AT", "de"),
        ("de_CH.UTF-8", "de"),
        ("de_DE.UTF-8@euro", "de"),
        (discord.Locale.spain_spanish, "es_ES"),
        (discord.Locale.latin_american_spanish, "es_ES"),
        (discord.Locale.brazil_portuguese, "pt_BR"),
        ("pt-PT", "pt_BR"),
        ("PL", "pl"),
        (discord.Locale.american_english, "en"),
        (discord.Locale.british_english, "en"),
        (discord.Locale.japanese, None),
        ("C", None),
        ("POSIX", None),
        ("", None),
        (None, None),
    ],
)
def test_a_locale_finds_its_language_or_its_base_languages(
    locale: object, language: str | None
) -> None:
    assert speaks(locale, LATER) == language


def test_an_unspoken_locale_falls_back_to_the_fallback_given() -> None:
    assert language_of(discord.Locale.japanese) == "en"
    assert language_of(discord.Locale.japanese, "fr") == "fr"
    assert language_of("fr-CA", "en") == "fr"


@pytest.mark.parametrize(
    ("environment", "language"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "fr_CA"}, "fr"),
        ({"LC_ALL": "en_GB.UTF-8", "LANG": "fr_FR.UTF-8"}, "en"),
        ({"LC_MESSAGES": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"}, "fr"),
        ({"LC_ALL": "", "LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "xx:fr"}, "fr"),
        ({"LANG": "C", "LANGUAGE": "fr"}, None),
        ({"LANG": "C.UTF-8"}, None),
        ({"LANG": "ja_JP.UTF-8"}, None),
        ({}, None),
    ],
)
def test_the_system_locale_is_read_as_gettext_reads_it(
    environment: dict[str, str], language: str | None
) -> None:
    assert system_language(environment) == language


def test_languages_are_named_by_cldr_in_the_readers_language() -> None:
    assert language_name("fr", "fr", listed=True) == "Français"
    assert language_name("en", "en", listed=True) == "English"
    # In a sentence ("Les plateaux de ce serveur sont désormais en français."): as written
    # there, which a French, Spanish, Italian... reader writes in lower case.
    assert language_name("fr", "fr") == "français"
    assert language_name("es_ES", "es_ES") == "español (España)"
    assert language_name("fr", "en") == "French"
    assert language_name("en", "fr") == "anglais"


def rules_heading(*arguments: str, **environment: str) -> str:
    done = subprocess.run(
        cli_command("rules", "--game", "pickomino", *arguments),
        cwd=ROOT,
        env=cli_environment(**environment),
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return done.stdout.splitlines()[0]


def test_the_terminal_speaks_the_option_else_the_locale_else_the_bots_default() -> None:
    english = rules_heading()
    french = rules_heading("--language", "fr")
    assert english != french
    assert rules_heading(LANG="fr_FR.UTF-8") == french
    assert rules_heading(LC_ALL="fr_CA.UTF-8", LANG="en_US.UTF-8") == french
    assert rules_heading("--language", "en", LANG="fr_FR.UTF-8") == english
    assert rules_heading("--language", "fr-CA") == french
    assert rules_heading(LANG="C", PICKOMINO_DEFAULT_LANGUAGE="fr") == french
    assert rules_heading(LANG="ja_JP.UTF-8", PICKOMINO_DEFAULT_LANGUAGE="fr") == french
    assert rules_heading(LANG="en_US.UTF-8", PICKOMINO_DEFAULT_LANGUAGE="fr") == english


def test_the_terminal_refuses_a_language_without_a_catalog_and_lists_them() -> None:
    done = subprocess.run(
        cli_command("rules", "--language", "ja"),
        cwd=ROOT,
        env=cli_environment(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert all(repr(language) in done.stderr for language in LANGUAGES), done.stderr
