"""Compiled catalogs in the user cache: a warm cache gives the same words without Babel."""

import gettext
import io
import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from conftest import user_folders_root

from words.i18n import (
    LANGUAGES,
    LOCALES_DIR,
    cache_folder,
    catalog,
    compiled_path,
    precompile,
    t,
    tn,
)

PROBE = """
import sys
from words.i18n import t, tn
print(t("console.saved", "fr"))
print(tn("cli.synced_global", 2, "fr"))
print(t("console.saved", "en"))
print("babel" in sys.modules)
"""


def words_in_fresh_process(cache: object) -> list[str]:
    environment = {**os.environ, "XDG_CACHE_HOME": str(cache)}
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, env=environment
    )
    return done.stdout.splitlines()


def expected(babel_loaded: bool) -> list[str]:
    return [
        t("console.saved", "fr"),
        tn("cli.synced_global", 2, "fr"),
        t("console.saved", "en"),
        str(babel_loaded),
    ]


def test_first_process_compiles_the_next_reads_without_babel(tmp_path):
    assert words_in_fresh_process(tmp_path) == expected(babel_loaded=True)
    compiled = sorted(path.name[:3] for path in tmp_path.glob("pickomino-bot/locales/*.mo"))
    assert compiled == ["en-", "fr-"]
    assert words_in_fresh_process(tmp_path) == expected(babel_loaded=False)


def test_a_damaged_compiled_catalog_is_compiled_again(tmp_path):
    words_in_fresh_process(tmp_path)
    for path in tmp_path.glob("pickomino-bot/locales/*.mo"):
        path.write_bytes(b"not a catalog")
    assert words_in_fresh_process(tmp_path) == expected(babel_loaded=True)
    assert words_in_fresh_process(tmp_path) == expected(babel_loaded=False)


def test_an_unwritable_cache_still_gives_the_words(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("a file where the cache folder should be")
    assert words_in_fresh_process(blocked) == expected(babel_loaded=True)


def test_catalogs_precompiled_into_the_cache_are_read_without_babel(tmp_path, monkeypatch):
    """What docker/install.sh does at build time, for an image whose user cannot write."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    paths = precompile()
    assert sorted(path.name.split("-")[0] for path in paths) == sorted(LANGUAGES)
    assert all(path.is_file() and path.parent == cache_folder() for path in paths)
    assert words_in_fresh_process(tmp_path) == expected(babel_loaded=False)


def test_precompiling_into_an_unwritable_cache_fails_the_build(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("a file where the cache folder should be")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    with pytest.raises(OSError, match="cannot write the compiled catalog"):
        precompile()


THREE_FORMS = "nplurals=3; plural=(n==0 ? 0 : n==1 ? 1 : 2);"


def po_file(plural_forms: str, forms: list[str]) -> str:
    lines = ['msgid ""', 'msgstr ""', f'"Plural-Forms: {plural_forms}\\n"', ""]
    lines += ['msgid "apples"', 'msgid_plural "apples#plural"']
    lines += [f'msgstr[{number}] "{form}"' for number, form in enumerate(forms)]
    return "\n".join(lines) + "\n"


def test_the_plural_rule_is_the_catalogs_own_not_babels(tmp_path):
    """The files say how many forms their translations give: a rule Babel's locale data
    holds for French (two forms in Babel 2.18, three in 2.19) never overrides them."""
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "a.po").write_text(po_file(THREE_FORMS, ["aucune", "une", "{count}"]))
    merged = catalog("fr", tmp_path)
    assert merged.plural_forms == THREE_FORMS
    buffer = io.BytesIO()
    write_mo(buffer, merged)
    buffer.seek(0)
    compiled = gettext.GNUTranslations(buffer)
    words = [compiled.ngettext("apples", "apples#plural", n) for n in (0, 1, 5)]
    assert words == ["aucune", "une", "{count}"]


def test_files_of_one_language_that_disagree_on_plurals_are_refused(tmp_path):
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "a.po").write_text(po_file("nplurals=2; plural=(n > 1);", ["x", "y"]))
    (tmp_path / "fr" / "b.po").write_text(po_file(THREE_FORMS, ["x", "y", "z"]))
    with pytest.raises(ValueError, match=r"b\.po says"):
        catalog("fr", tmp_path)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_compiled_catalog_keeps_the_po_files_plural_rule(language):
    """With Babel 2.19, French compiled with Babel's three forms, and every French plural
    became English (issue 27)."""
    header = next(
        line
        for line in (LOCALES_DIR / language / "board.po").read_text().splitlines()
        if line.startswith('"Plural-Forms:')
    )
    rule = header.removeprefix('"Plural-Forms: ').removesuffix('\\n"')
    tn("board.worms", 2, language)  # compiled at its first use, whatever ran before
    compiled = gettext.GNUTranslations(io.BytesIO(compiled_path(language).read_bytes()))
    assert compiled.info()["plural-forms"] == rule


def test_the_compiled_catalog_is_named_by_what_compiles_it():
    """A cache shared by two installations (one with Babel 2.19, one pinned to 2.18) gives
    each its own compiled catalog."""
    t("console.saved", "fr")
    name = compiled_path("fr").name
    assert f"babel{metadata.version('babel')}" in name
    assert f"pickomino-bot{metadata.version('pickomino-bot')}" in name


def test_the_suite_keeps_away_from_the_users_folders():
    """tests/conftest.py points HOME and the XDG folders at a temporary folder, for this
    process and the programs the tests start."""
    root = user_folders_root()
    probe = "import os, sys; print(os.environ['XDG_CACHE_HOME'], os.environ['HOME'])"
    seen = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    for folder in [*seen.stdout.split(), str(cache_folder())]:
        assert Path(folder).is_relative_to(root)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        assert Path(os.environ[name]).is_relative_to(root)
