"""A terminal that cannot show the board's symbols gets their plain ASCII forms, never `?`."""

import io
import subprocess

import pytest
from terminal_process import DEADLINE, TerminalProcess, cli_command, cli_environment

from console.plain_text import plain, shows_ascii_only
from tables.pickomino import symbols

BOARD_LINE = "── ▶️ Carol · 🪱🪱 27🐦‍⬛ 29🍎 ⬛ 🎲5️⃣ 2×4️⃣ ═══ été …"


def every_symbol() -> list[str]:
    found = []
    for value in vars(symbols).values():
        items = value.values() if isinstance(value, dict) else [value]
        found.extend(item for item in items if isinstance(item, str) and not item.isascii())
    return found


def test_every_symbol_of_the_board_has_a_plain_form():
    for symbol in every_symbol():
        text = plain(symbol)
        assert text.isascii() and text and "?" not in text, (symbol, text)


def test_a_board_line_in_ascii_and_in_a_code_page():
    assert plain(BOARD_LINE) == "-- > Carol - WW 27[crow] 29[apple] [##] [gold]5 2x4 === ete ..."
    assert plain(BOARD_LINE, "cp1252") == (
        "-- > Carol · WW 27[crow] 29[apple] [##] [gold]5 2×4 === été …"
    )
    assert plain(BOARD_LINE, "utf-8") == BOARD_LINE


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(
    ("environ", "platform", "utf8_mode", "ascii_only"),
    [
        ({"LANG": "C", "LC_CTYPE": "C.UTF-8"}, "linux", True, True),
        ({"LANG": "C", "PYTHONUTF8": "1"}, "linux", True, False),
        ({"LANG": "fr_FR.UTF-8"}, "darwin", False, False),
        ({}, "win32", False, True),
        ({"WT_SESSION": "1"}, "win32", False, False),
    ],
)
def test_which_terminals_show_ascii_only(environ, platform, utf8_mode, ascii_only):
    assert shows_ascii_only(Terminal(), environ, platform, utf8_mode) is ascii_only
    assert not shows_ascii_only(io.StringIO(), environ, platform, utf8_mode), "a pipe gets all"


def test_a_game_in_a_c_locale_terminal_is_plain_ascii(tmp_path):
    terminal = TerminalProcess(
        cli_command("play", "--watch", "--computers", "2", "--seed", "3"),
        tmp_path,
        cli_environment(LANG="C"),
    )
    assert terminal.finish() == 0, terminal.text()
    assert terminal.output.isascii()
    text = terminal.text()
    assert "Game #1" in text and "W" in text and "Pickomino - classic - turn 1" in text
    assert "?" not in text


def test_a_game_into_a_code_page_keeps_what_the_code_page_has(tmp_path):
    done = subprocess.run(
        cli_command("play", "--watch", "--computers", "2", "--seed", "3", "--language", "fr"),
        cwd=tmp_path,
        env=cli_environment(PYTHONIOENCODING="cp1252"),
        capture_output=True,
        timeout=DEADLINE,
    )
    assert done.returncode == 0, done.stderr
    text = done.stdout.decode("cp1252")
    assert "Pickomino · classique" in text and "?" not in text


@pytest.mark.parametrize(
    ("text", "ascii_text"),
    [
        ("Reference: 🦏 🐦 🌾 😐 (rhinoceros: bird)", "Reference: (rhinoceros: bird)"),
        ("2. 🥊 🥋 💥 😠 (boxing glove) → ?", "2. (boxing glove) -> ?"),
        ("1. ✔️ 🥞 🍯 (pancakes), given by Bob", "1. (pancakes), given by Bob"),
        ("🖼️ (Le chat de Léa)", "(Le chat de Lea)"),
        ("Ann: ✔️ Bob · 🂠 deck", "Ann: Bob - deck"),
        ("27🐦‍⬛ (from Bob)", "27[crow] (from Bob)"),
        ("✅ Ann · ⏳ Bob", "[ok] Ann - [waiting] Bob"),
    ],
)
def test_a_pick_pic_card_is_named_by_its_words_and_the_board_keeps_its_symbols(
    text: str, ascii_text: str
) -> None:
    """A card's emoji are left out before its words in parentheses; a symbol of the board
    (a Pickomino tile's crow, a lock) keeps its plain form, never `?`."""
    assert plain(text) == ascii_text
