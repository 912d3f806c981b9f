"""`pickomino-bot words check` (a real subprocess): silent on every shipped catalog, and naming
each problem of a deliberately broken one."""

import shutil
import subprocess
from pathlib import Path

from terminal_process import ROOT, cli_command, cli_environment

from words.i18n import LANGUAGES, LOCALES_DIR


def words_check(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cli_command("words", "check", *arguments),
        cwd=ROOT,
        env=cli_environment(),
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_every_shipped_catalog_passes_the_check() -> None:
    done = words_check()
    assert (done.returncode, done.stdout) == (0, "No problem in every language.\n"), done
    each = words_check(*LANGUAGES)
    assert each.returncode == 0, each.stdout


def replaced(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_broken_catalog_has_each_of_its_problems_named(tmp_path: Path) -> None:
    for language in ("en", "fr"):
        shutil.copytree(LOCALES_DIR / language, tmp_path / language)
    french = tmp_path / "fr"
    replaced(french / "flow.po", 'msgid "lobby.leave"\nmsgstr "Quitter"\n', "")
    replaced(french / "flow.po", 'msgid "lobby.join"\n', '#, fuzzy\nmsgid "lobby.join"\n')
    replaced(french / "flow.po", 'msgstr "Seul l\'hôte peut faire cela."', 'msgstr ""')
    replaced(french / "flow.po", "piquer le {tile} à {name}", "piquer le {tuile} à {name}")
    replaced(french / "flow.po", 'msgstr "nouvelle"', 'msgstr "Nouvelle partie"')
    replaced(
        french / "flow.po",
        'msgstr "Ouvrir une partie dans ce salon"',
        'msgstr "' + "Ouvrir une très longue partie " * 4 + '"',
    )
    replaced(
        french / "flow.po",
        "Stop : prendre la mère poule à {name}",
        "Stop : prendre la mère poule, la belle poule rousse du poulailler, à {name}",
    )
    replaced(french / "board.po", "nplurals=2; plural=(n > 1);", "nplurals=2; plural=(n != 1);")
    replaced(french / "console.po", ". pickomino-bot play en", ". `pickomino-bot play` en")

    done = words_check("fr", "--folder", str(tmp_path))
    assert done.returncode == 1
    assert done.stderr == "9 problem(s) in fr.\n"
    assert set(done.stdout.splitlines()) == {
        "fr/board.po: : Plural-Forms takes form 1 for 0, CLDR's 'one' is form 0",
        "fr/flow.po: lobby.join: fuzzy: check the translation, then remove the fuzzy flag",
        "fr/flow.po: lobby.leave: missing",
        "fr/flow.po: action.stop_steal: placeholders {name}, {tuile} where English has"
        " {name}, {tile}",
        "fr/flow.po: action.stop_hen: button label of up to 101 characters (Discord: 80)",
        "fr/flow.po: error.host_only: not translated (empty)",
        "fr/console.po: console.finished: backticks where English has none (the terminal prints"
        " them as they are)",
        "fr/flow.po: command.new: description of 120 characters (Discord: 100)",
        "fr/flow.po: command.new.name: command name 'Nouvelle partie': Discord wants lower"
        " case letters, digits, '-' or '_', at most 32 characters",
    }


def test_a_polish_catalog_must_give_cldrs_three_forms(tmp_path: Path) -> None:
    """Polish is the test of the plural machinery: 1 kostka, 2 kostki, 5 kostek."""
    shutil.copytree(LOCALES_DIR / "en", tmp_path / "en")
    shutil.copytree(LOCALES_DIR / "en", tmp_path / "pl")
    for path in (tmp_path / "pl").glob("*.po"):
        replaced(path, "Language: en", "Language: pl")
    done = words_check("pl", "--folder", str(tmp_path))
    assert done.returncode == 1
    assert "pl/board.po: : Plural-Forms gives 2 forms where CLDR gives 3 (one, few, many)" in (
        done.stdout.splitlines()
    )
    assert "no such catalog folder" in words_check("xx", "--folder", str(tmp_path)).stdout


def words_update(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cli_command("words", "update", *arguments),
        cwd=ROOT,
        env=cli_environment(),
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_update_makes_a_new_language_from_english_and_keeps_what_is_translated(
    tmp_path: Path,
) -> None:
    shutil.copytree(LOCALES_DIR / "en", tmp_path / "en")
    made = words_update("pl", "--folder", str(tmp_path))
    assert made.returncode == 0, made.stderr
    assert "pl/flow.po: " in made.stdout
    english_files = sorted(path.name for path in (tmp_path / "en").glob("*.po"))
    assert sorted(path.name for path in (tmp_path / "pl").glob("*.po")) == english_files
    board = (tmp_path / "pl" / "board.po").read_text(encoding="utf-8")
    assert '"Language: pl\\n"' in board
    assert "nplurals=3;" in board
    assert '#. en: "{count} worm"\n#. en: "{count} worms"\n' in board
    assert 'msgid_plural "board.worms#plural"\nmsgstr[0] ""\nmsgstr[1] ""\nmsgstr[2] ""' in board
    problems = words_check("pl", "--folder", str(tmp_path)).stdout.splitlines()
    assert problems and all(line.endswith("not translated (empty)") for line in problems)

    replaced(
        tmp_path / "pl" / "board.po",
        'msgid "board.bonus.hen"\nmsgstr ""',
        '# Kura, as the Polish edition calls it.\nmsgid "board.bonus.hen"\nmsgstr "kura"',
    )
    replaced(tmp_path / "en" / "board.po", 'msgid "board.bonus.crow"\nmsgstr "crow"\n', "")
    again = words_update("pl", "--folder", str(tmp_path))
    assert "pl/board.po: 0 added, 1 dropped" in again.stdout
    board = (tmp_path / "pl" / "board.po").read_text(encoding="utf-8")
    assert (
        '# Kura, as the Polish edition calls it.\nmsgid "board.bonus.hen"\nmsgstr "kura"' in board
    )
    assert "board.bonus.crow" not in board
    fewer = words_check("pl", "--folder", str(tmp_path)).stdout
    assert len(fewer.splitlines()) == len(problems) - 2


def test_update_leaves_a_complete_catalog_as_it_is(tmp_path: Path) -> None:
    for language in LANGUAGES:
        shutil.copytree(LOCALES_DIR / language, tmp_path / language)
    for language in LANGUAGES:
        assert words_update(language, "--folder", str(tmp_path)).returncode == 0
        for path in (LOCALES_DIR / language).glob("*.po"):
            assert (tmp_path / language / path.name).read_text(encoding="utf-8") == (
                path.read_text(encoding="utf-8")
            ), path
    refused = words_update("xx_YY", "--folder", str(tmp_path))
    assert refused.returncode == 2
    assert not (tmp_path / "xx_YY").exists()
