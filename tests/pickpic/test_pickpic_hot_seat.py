"""Hot-seat Pick Pic in a real terminal (`play --game pickpic --human Ann --human Bob`): each
person's private steps stand between two cleared screens, behind a hand-over, so nobody sees
another's hand, gifts or ranking (P5); every reference is named whole, as P2 shows them all."""

import re
from pathlib import Path

from terminal_process import TerminalProcess, cli_command, cli_environment

from console.terminal_game import CLEAR_SCREEN
from engine.pickpic.game import Game
from tables.pickpic.card_names import card_caption

SEED = 3
GIVING = ("1", "4", "5", "8", "9")
"""Cards 1 and 3 to the first opponent, 2 and 4 to the second, then Confirm (P4)."""
RANKING = ("1", "2", "3", "4", "5", "7")
"""The pile of five in the order shown, then Confirm (P7)."""
HAND_OVER = r"Pass the keyboard to (\w+), then press Enter \(q to save and quit\): "
PROMPT = r", your move \("


def wait_for(terminal: TerminalProcess, pattern: str, count: int) -> None:
    """Read until `pattern` has appeared `count` times."""
    terminal.read_until(pattern, count)


def play_round_one(folder: Path) -> tuple[str, list[str], int]:
    """Round 1 played by Ann and Bob beside a computer; q at round 2's first hand-over."""
    arguments = ("play", "--game", "pickpic", "--human", "Ann", "--human", "Bob",
                 "--computers", "1", "--seed", str(SEED))  # fmt: skip
    terminal = TerminalProcess(cli_command(*arguments), folder, cli_environment())
    prompts = 0
    for handed in range(1, 5):
        wait_for(terminal, HAND_OVER, handed)
        terminal.type("")
        for answer in GIVING if handed <= 2 else RANKING:
            prompts += 1
            wait_for(terminal, PROMPT, prompts)
            terminal.type(answer)
    wait_for(terminal, HAND_OVER, 5)
    terminal.type("q")
    code = terminal.finish()
    text = terminal.text()
    return text, re.findall(HAND_OVER, text), code


def test_p5_hot_seat_pick_pic_hides_each_persons_steps_behind_a_hand_over(tmp_path) -> None:
    text, handed, code = play_round_one(tmp_path)
    assert code == 0, text
    assert handed == ["Ann", "Bob", "Ann", "Bob", "Ann"], "each private step, in turn"
    screens = text.split(CLEAR_SCREEN)
    for screen in screens:
        players = set(re.findall(r"(\w+)" + PROMPT, screen))
        assert len(players) <= 1, f"two people's panels on one screen: {players}"
        if players:
            name = players.pop()
            assert screen.count("Pass the keyboard to") == 1
            assert screen.index(f"Pass the keyboard to {name}") < screen.index("Your cards")
    deal = Game.new(3, seed=SEED)
    ann, bob = ([card_caption(card, "en") for card in deal.hands[seat]] for seat in (0, 1))
    for screen in (screen for screen in screens if "Your hand:" in screen):
        assert not (any(c in screen for c in ann) and any(c in screen for c in bob)), (
            "Ann's hand and Bob's on one screen"
        )
    assert "Round 1: every pile" in text, "the reveal is shown to everyone"
    assert text.rstrip().endswith("Game saved. pickomino-bot play --game pickpic resumes it.")


def test_p2_the_terminal_table_names_every_reference_whole(tmp_path) -> None:
    text, _, _ = play_round_one(tmp_path)
    deal = Game.new(3, seed=SEED)
    table = text[text.index("Pick Pic · round 1 · giving") : text.index("Your cards")]
    for reference in deal.references:
        assert reference is not None
        caption = card_caption(reference, "en")
        assert f"({caption})" in table, "the scene's subjects, not one word"
        subject = re.escape(caption.split(":")[0])
        assert not re.search(rf"^  Reference: {subject}\r?$", table, re.MULTILINE)
