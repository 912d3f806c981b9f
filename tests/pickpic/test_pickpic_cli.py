"""`pickomino-bot card`, `hand` and `cards` write Pick Pic cards to picture files."""

import os
import subprocess

import pytest
from PIL import Image
from terminal_process import DEADLINE, cli_command, cli_environment

from bot.cli import main
from engine.pickpic.catalogue import CARD_IDS
from pictures.composite import credits_width
from pictures.sheets import PER_SHEET


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch, tmp_path):
    for name in list(os.environ):
        if name.startswith("PICKOMINO_") or name == "DISCORD_TOKEN":
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)


def test_p1_card_writes_one_card_and_names_its_emoji(capsys, tmp_path):
    assert main(["card", "1001"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1. #1001 🐒 🪁 🪴 🦥 🌿 🐯  monkey: kite, potted plant, sloth")
    assert "Wrote card-1001.png." in out and "first edition" not in out
    with Image.open(tmp_path / "card-1001.png") as picture:
        assert picture.format == "PNG" and picture.width == credits_width()


def test_p1_card_draws_the_deck_cards_lists_and_the_first_edition_only_when_asked(capsys):
    """`cards` lists the deck games deal; `card` takes the same numbers, and a retired first
    edition card only with --first-edition, which says it is retired."""
    assert main(["cards"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert listed[0].startswith(f"1. #{CARD_IDS[0]} ") and len(listed) == len(CARD_IDS)
    assert main(["card", "1"]) == 2
    assert capsys.readouterr().err.strip() == (
        f"There is no card 1: the deck has cards {CARD_IDS[0]} to {CARD_IDS[-1]} "
        "(--first-edition draws the retired first edition's)."
    )
    assert main(["card", "1", "--first-edition"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(
        f"Card 1 of the first edition, retired: games deal cards {CARD_IDS[0]} to {CARD_IDS[-1]}."
    )
    assert "1. #1 🏖️ 🦀 🐚 😎  beach with umbrella: crab, spiral shell" in out
    assert main(["card", str(CARD_IDS[0]), "--first-edition"]) == 2
    assert f"There is no card {CARD_IDS[0]} in the first edition" in capsys.readouterr().err


def test_p3_hand_writes_the_first_hand_of_a_seeded_deal(capsys, tmp_path):
    """P3: with 3 players the hand has 4 cards; the same seed deals the same hand."""
    assert main(["hand", "--seed", "3", "--players", "3", "-o", "h.jpg"]) == 0
    first = capsys.readouterr().out
    assert first.count("\n") == 5 and first.startswith("1. #")
    with Image.open(tmp_path / "h.jpg") as picture:
        assert picture.format == "JPEG" and picture.width == 4 * 240 + 3 * 12 + 32
    assert main(["hand", "--seed", "3", "--players", "3", "-o", "again.jpg"]) == 0
    assert capsys.readouterr().out.splitlines()[:4] == first.splitlines()[:4]
    assert (tmp_path / "h.jpg").read_bytes() == (tmp_path / "again.jpg").read_bytes()


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["card", "999"], "There is no card 999: the deck has cards 1001 to"),
        (["card", "1003", "-o", "x.gif"], "name a .png, .jpg or .jpeg file"),
        (["card", "1003", "-o", "missing/x.png"], "Cannot write missing/x.png"),
        (["hand", "--players", "2"], "3 to 8 players"),
    ],
)
def test_bad_requests_get_a_short_answer(capsys, argv, words):
    assert main(argv) != 0
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def test_french_words(capsys, monkeypatch):
    monkeypatch.setenv("PICKOMINO_DEFAULT_LANGUAGE", "fr")
    assert main(["card", "999"]) == 2
    assert "Il n'y a pas de carte 999" in capsys.readouterr().err


def test_card_names_its_emoji_in_french(capsys, monkeypatch):
    """CLDR's French short names, in the reader's language, with French typography."""
    monkeypatch.setenv("PICKOMINO_DEFAULT_LANGUAGE", "fr")
    assert main(["card", "1", "--first-edition"]) == 0
    out = capsys.readouterr().out
    assert "plage avec parasol : crabe, coquille en spirale, visage avec lunettes de soleil" in out


def test_cards_sheet_writes_the_whole_deck_as_contact_sheets(tmp_path):
    """Through the installed command line, as a reviewer runs it: every card on a sheet."""
    done = subprocess.run(
        cli_command("cards", "--sheet", "-o", "review/deck"),
        cwd=tmp_path, env=cli_environment(), capture_output=True, text=True, timeout=DEADLINE,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    sheets = sorted((tmp_path / "review" / "deck").iterdir())
    expected = -(-len(CARD_IDS) // PER_SHEET)
    assert [sheet.name for sheet in sheets][:2] == ["sheet-01.png", "sheet-02.png"]
    assert len(sheets) == expected
    assert f"Wrote {expected} contact sheets of {len(CARD_IDS)} cards" in done.stdout
    with Image.open(sheets[0]) as first, Image.open(sheets[-1]) as last:
        assert first.format == "PNG" and first.height > last.height, "the last sheet is short"


def test_cards_lists_the_deck_and_refuses_an_unwritable_folder(tmp_path):
    listed = subprocess.run(cli_command("cards"), cwd=tmp_path, env=cli_environment(),
                            capture_output=True, text=True, timeout=DEADLINE)  # fmt: skip
    assert listed.returncode == 0 and len(listed.stdout.splitlines()) == len(CARD_IDS)
    assert listed.stdout.startswith("1. #1001 ")
    (tmp_path / "taken").write_text("a file, not a folder")
    refused = subprocess.run(cli_command("cards", "--sheet", "-o", "taken"), cwd=tmp_path,
                             env=cli_environment(), capture_output=True, text=True,
                             timeout=DEADLINE)  # fmt: skip
    assert refused.returncode != 0 and "Cannot write taken" in refused.stderr
    assert "Traceback" not in refused.stderr
