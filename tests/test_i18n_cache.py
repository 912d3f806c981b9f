"""Compiled catalogs in the user cache: a warm cache gives the same words without Babel."""

import os
import subprocess
import sys

from bot.i18n import t, tn

PROBE = """
import sys
from bot.i18n import t, tn
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
