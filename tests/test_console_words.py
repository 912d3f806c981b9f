"""The terminal's own words (issue 35): no Discord footer or Markdown, answers that speak of
the terminal and the database rather than a server, help whose examples are what the screen
shows, and places written as ordinals in each language, in ASCII too."""

import re
import subprocess
from pathlib import Path

import pytest
from terminal_process import DEADLINE, TerminalProcess, cli_command, cli_environment


def run(folder: Path, *arguments: str, typed: str = "", **environment: str) -> tuple[int, str]:
    done = subprocess.run(
        cli_command(*arguments), cwd=folder, env=cli_environment(**environment),
        input=typed.encode(), capture_output=True, timeout=DEADLINE,
    )  # fmt: skip
    return done.returncode, done.stdout.decode() + done.stderr.decode()


def test_a_terminal_game_has_no_embed_footer_and_no_markdown(tmp_path) -> None:
    code, text = run(tmp_path, "play", "--watch", "--computers", "3", "--seed", "5")
    assert code == 0, text
    assert not re.search(r"^Game #\d+$", text, re.MULTILINE), "Discord's embed footer"
    assert "`" not in text and "**" not in text
    assert text.rstrip().endswith("Game #1 is over. pickomino-bot play starts a new one.")
    code, text = run(tmp_path, "play", "--seed", "5", typed="q\n", PICKOMINO_DEFAULT_LANGUAGE="fr")
    assert "`" not in text and "Partie enregistrée. pickomino-bot play la reprend." in text


def test_review_says_why_a_game_has_no_review_in_the_terminals_words(tmp_path) -> None:
    assert (
        run(tmp_path, "play", "--game", "pickpic", "--watch", "--computers", "3", "--seed", "3")[0]
        == 0
    )
    assert run(tmp_path, "play", "--seed", "3", typed="q\n")[0] == 0
    answers = {
        "1": "Game #1 is a game of Pick Pic: the review weighs Pickomino's decisions only.",
        "2": "Game #2 has not finished: only a finished game of Pickomino is reviewed.",
        "9": "There is no game #9 in this database.",
    }
    for game, answer in answers.items():
        code, text = run(tmp_path, "review", game)
        assert (code, text.strip()) == (2, answer)
    code, text = run(tmp_path, "review", "1", PICKOMINO_DEFAULT_LANGUAGE="fr")
    assert text.strip() == (
        "La partie n° 1 est une partie de Pick Pic : la revue ne pèse que les décisions de "
        "Pickomino."
    )


def test_the_help_names_a_steal_from_someone_at_the_table(tmp_path) -> None:
    code, text = run(tmp_path, "play", "--human", "Cy", "--human", "Dee", "--seed", "2",
                     typed="h\nq\n")  # fmt: skip
    assert code == 0, text
    help_text = " ".join(text[text.index("── Help") :].split())
    assert "Stop: take 27, Stop: steal 27 from Dee: end your turn" in help_text
    assert "Ann" not in text


@pytest.mark.parametrize(
    ("language", "places"),
    [("en", ["1st", "2nd", "3rd", "4th"]), ("fr", ["1er", "2e", "3e", "4e"])],
)
def test_places_are_ordinals_in_each_language_in_an_ascii_terminal(tmp_path, language, places):
    terminal = TerminalProcess(
        cli_command("play", "--watch", "--computers", "4", "--seed", "4", "--language", language),
        tmp_path,
        cli_environment(LANG="C"),
    )
    assert terminal.finish() == 0, terminal.text()
    assert terminal.output.isascii()
    final = terminal.text()[terminal.text().rindex("===") :]
    found = re.findall(r"^(\S+) (?:Computer|Ordinateur) \d.* - W ", final, re.MULTILINE)
    assert found == places, final
    assert "n1" not in final, "La partie no 1"


@pytest.mark.parametrize(("language", "fourth"), [("en", "4th Computer"), ("fr", "4e Ordinateur")])
def test_the_fourth_place_is_an_ordinal_with_emoji_too(tmp_path, language, fourth) -> None:
    code, text = run(
        tmp_path, "play", "--watch", "--computers", "4", "--seed", "4", "--language", language
    )
    assert code == 0, text
    final = text[text.rindex("═══") :]
    assert re.search(rf"^🥇 .+\n🥈 .+\n🥉 .+\n{fourth}", final, re.MULTILINE), final
