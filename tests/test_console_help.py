"""Help in the terminal: `h` at a prompt explains the moves, the keys and the board's symbols,
the extension's tiles and bonuses included (X1-X15); `pickomino-bot rules` prints the player
rules, the same pages `/pickomino rules` shows (tables.rules_pages)."""

import io
import os
import re
import subprocess

import pytest
from terminal_process import DEADLINE, TerminalProcess, cli_command, cli_environment
from test_console_play import SEED, lines, play, stored_games

from console.play import PICKPIC_CHANNEL, play_at_table
from console.seating import Table
from console.stop_signals import StopSignals
from engine.pickomino import Game
from tables.pickomino.odds_words import odds_text
from tables.rules_pages import EXTENSION_PAGES, PICKPIC_PAGES
from words.i18n import t, tn

BONUSES = {
    "en": ("🥫 canned worm:", "🐔 hen:", "🐦‍⬛ crow:", "🦦 weasel:", "🎲 golden die:", "🍎 apple:"),
    "fr": ("🥫 ver en boîte :", "🐔 mère poule :", "🐦‍⬛ corbeau :", "🦦 belette :", "🎲 dé doré :",
           "🍎 pomme :"),
}  # fmt: skip


def joined(text: str) -> str:
    """The help folded to 80 columns, read as one line."""
    return re.sub(r"\s+", " ", text)


@pytest.fixture
def database(tmp_path):
    return tmp_path / "data" / "pickomino.db"


@pytest.mark.parametrize("language", ["en", "fr"])
async def test_x3_x14_h_at_the_prompt_explains_every_bonus_and_asks_again(database, language):
    table = Table("extension", ("Ann", "Bob"), 0, SEED)
    stdout = io.StringIO()
    ended = await play_at_table(
        database,
        table,
        channel=0,
        new=False,
        language=language,
        stdin=lines("h", "q"),
        stdout=stdout,
        signals=StopSignals(),
    )
    output = stdout.getvalue()
    assert ended is None
    help_text = joined(output[output.index(f"── {t('help.title', language)}") :])
    for bonus in BONUSES[language]:
        assert bonus in help_text, bonus
    assert "🍖" in help_text and "(X2)" in help_text and "🎲5️⃣" in help_text
    assert "⬛" in help_text and "▶️" in help_text and "💥" in help_text
    prompt = tn("console.prompt", 1, language, name="Ann")
    assert output.count(prompt) == 2, "the prompt comes back after the help"
    assert "?" in prompt and "h" in prompt, "the prompt offers the odds and the help"
    _, log, _ = await stored_games(database)
    assert log == [], "asking for help plays nothing"


async def test_the_odds_stay_on_the_question_mark_and_help_on_h(database):
    table = Table("classic", ("Ann", "Bob"), 0, SEED)
    odds = odds_text(Game.new("classic", 2, SEED), ["Ann", "Bob"], "en")

    _, output = await play(database, table, lines("help", "?", "q"))

    assert odds in output
    assert output.index("── Help") < output.index(odds)
    help_text = joined(output[output.index("── Help") : output.index(odds)])
    assert "?: your odds" in help_text and "q: save and quit" in help_text
    assert "hen" not in help_text, "a classic game's help leaves the extension out"
    assert "pickomino-bot rules" in help_text, "and says where the extension is explained"


async def test_p4_p7_h_at_pick_pics_prompt_explains_giving_ranking_and_its_symbols(tmp_path):
    screen = io.StringIO()
    ended = await play_at_table(
        tmp_path / "t.db",
        Table.from_options("en", humans=["Ann"], computers=3, seed=7, kind="pickpic"),
        channel=PICKPIC_CHANNEL,
        new=False,
        language="en",
        stdin=lines("h", "q"),
        stdout=screen,
        signals=StopSignals(),
    )
    output = screen.getvalue()
    assert ended is None
    help_text = joined(output[output.index("── Help") :])
    assert "Card 2 for Computer 1: give card 2 of your hand to Computer 1" in help_text
    assert "Card 2 for Computer 1" in output[: output.index("── Help")], "as the menu reads"
    help_only = help_text[: help_text.index("Ann, your move")]
    assert "Ann" not in help_only, "the example gives to an opponent, never to Ann herself"
    assert "Card 3 as #1" in help_text and "Confirm my ranking" in help_text
    assert "(P8, P9)" in help_text
    assert (
        "⏳ a player still choosing" in help_text and "✅ a player who has locked in" in help_text
    )
    assert "?: your odds" not in help_text, "Pick Pic has no odds to offer"
    assert output.count("Ann, your move (1-10, h for help, q to save and quit): ") == 2


def test_the_help_in_a_c_locale_terminal_is_plain_ascii(tmp_path):
    terminal = TerminalProcess(
        cli_command(
            "play", "--rules", "extension", "--human", "Ann", "--human", "Bob", "--seed", "3"
        ),
        tmp_path,
        cli_environment(LANG="C"),
    )
    terminal.read_until(r"q to save and quit\): ")
    os.write(terminal.master, b"h\n")
    terminal.read_until(r"apple: .*\n(.*\n)*.*q to save and quit\): ")
    os.write(terminal.master, b"q\n")
    assert terminal.finish() == 0, terminal.text()
    assert terminal.output.isascii()
    text = joined(terminal.text())
    for plain_bonus in ("[can] canned worm:", "[hen] hen:", "[crow] crow:", "[weasel] weasel:"):
        assert plain_bonus in text, plain_bonus
    assert "[gold]5 is the golden die showing 5" in text and "[grilled] grilled worm" in text
    left = text.replace("? for the odds", "").replace("?: your odds", "")
    assert "?" not in left, "every symbol has a plain form"


def run_rules(tmp_path, *arguments: str) -> str:
    done = subprocess.run(
        cli_command("rules", *arguments),
        cwd=tmp_path,
        env=cli_environment(),
        capture_output=True,
        timeout=DEADLINE,
    )
    assert done.returncode == 0 and not done.stderr, done.stderr
    return done.stdout.decode("utf-8")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_rules_prints_every_page_of_pickomino_and_of_pick_pic(tmp_path, language):
    pickomino = run_rules(tmp_path, "--language", language)
    pickpic = run_rules(tmp_path, "--game", "pickpic", "--language", language)
    for page in EXTENSION_PAGES:
        assert f"── {t(f'rules.{page}.title', language)}\n" in pickomino, page
    for page in PICKPIC_PAGES:
        assert f"── {t(f'rules.{page}.title', language)}\n" in pickpic, page
    assert "(X3-X14)" in pickomino and "(P8, P9)" in pickpic
    assert "**" not in pickomino, "Discord's markup is taken off"
    assert max(len(line) for line in (pickomino + pickpic).splitlines()) < 80


def test_rules_in_a_c_locale_terminal_is_plain_ascii(tmp_path):
    terminal = TerminalProcess(cli_command("rules", "--language", "fr"), tmp_path,
                               cli_environment(LANG="C"))  # fmt: skip
    assert terminal.finish() == 0, terminal.text()
    text = joined(terminal.text())
    assert terminal.output.isascii() and "?" not in text
    assert "Extension : les bonus" in text and "mere poule" in text.lower()
