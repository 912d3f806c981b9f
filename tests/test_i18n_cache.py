"""Compiled catalogs in the user cache: a warm cache gives the same words without Babel."""

import os
import subprocess
import sys

import pytest

from words.i18n import cache_folder, precompile, t, tn

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
    assert sorted(path.name[:3] for path in paths) == ["en-", "fr-"]
    assert all(path.is_file() and path.parent == cache_folder() for path in paths)
    assert words_in_fresh_process(tmp_path) == expected(babel_loaded=False)


def test_precompiling_into_an_unwritable_cache_fails_the_build(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("a file where the cache folder should be")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    with pytest.raises(OSError, match="cannot write the compiled catalog"):
        precompile()
