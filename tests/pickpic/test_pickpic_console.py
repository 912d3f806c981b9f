"""`pickomino-bot play --game pickpic`: Pick Pic in the terminal against computers, through the
same table layer and store as Discord; the hand and pile are listed with emoji and names."""

import io
import re
import subprocess

import pytest
from terminal_process import DEADLINE, TerminalProcess, cli_command, cli_environment

from console.play import PICKPIC_CHANNEL, play_at_table
from console.seating import Table, UsageError
from console.stop_signals import StopSignals
from engine.pickpic.catalogue import CARD_IDS
from storage import GameStatus, SqliteGameStore
from tables.pickpic.card_names import card_caption

MENU = re.compile(r"^  (\d+)\. (.*)$")
HAND = re.compile(r"^(\d+)\. .* → (.+)$")


class Player(io.StringIO):
    """A person at the keyboard who reads the last menu printed: gives each unplaced card to
    an opponent still without one (P4), ranks the first card left (P7), and confirms once
    done; `quit_after` answers makes them type q."""

    def __init__(self, screen: io.StringIO, quit_after: int | None = None) -> None:
        super().__init__()
        self.screen = screen
        self.quit_after = quit_after
        self.answers = 0

    def readline(self, size: int | None = -1) -> str:
        self.answers += 1
        if self.quit_after is not None and self.answers > self.quit_after:
            return "q\n"
        lines = self.screen.getvalue().splitlines()
        start = max(i for i, line in enumerate(lines) if line.startswith("Your cards"))
        menu = [MENU.match(line) for line in lines[start:]]
        options = {int(m[1]): m[2] for m in menu if m}
        hand = [HAND.match(line) for line in lines[start:]]
        placed = {m[1] for m in hand if m and m[2] != "?"}
        taken = {m[2] for m in hand if m and m[2] != "?"}
        for number, label in options.items():
            if re.fullmatch(r"Card \d+ as #\d+", label):
                return f"{number}\n"
            card = re.fullmatch(r"Card (\d+) for (.+)", label)
            if card and card[1] not in placed and card[2] not in taken:
                return f"{number}\n"
        confirm = [number for number, label in options.items() if "Confirm" in label]
        assert len(confirm) == 1 and confirm[0] == max(options), "Confirm stays last"
        return f"{confirm[0]}\n"


async def play(database, stdin_of, new: bool = False, language="en"):  # type: ignore[no-untyped-def]
    screen = io.StringIO()
    ended = await play_at_table(
        database,
        Table.from_options(language, humans=["Ann"], computers=3, seed=7, kind="pickpic"),
        channel=PICKPIC_CHANNEL,
        new=new,
        language=language,
        stdin=stdin_of(screen),
        stdout=screen,
        signals=StopSignals(),
    )
    return ended, screen.getvalue()


async def test_p4_p7_p11_a_whole_game_against_three_computers(tmp_path) -> None:
    ended, text = await play(tmp_path / "t.db", Player)
    assert ended is not None and ended.status == GameStatus.FINISHED and ended.kind == "pickpic"
    assert "Pick Pic · round 1 · giving" in text and "Pick Pic · round 1 · ranking" in text
    assert re.search(r"^1\. .+ \(.+: .+\) → \?$", text, re.MULTILINE), "emoji and names"
    assert "Your pile (one card came from the deck):" in text
    assert "Press" not in text and "My cards" not in text, "no Discord words"
    for number in (1, 2, 3, 4):
        reveal = text[text.index(f"Round {number}: the pile of Ann") :]
        reveal = reveal[: reveal.index(f"Round {number}: every pile")]
        assert re.search(r"^Reference of Ann: .+ \(.+\)$", reveal, re.MULTILINE), "P2, in words"
        assert re.search(r"^\d\. 🂠 .+ \(.+\), from the deck", reveal, re.MULTILINE), "P8"
        given = re.findall(r"^\d\. ✔️ .+ \(.+\), given by (.+): (.+)$", reveal, re.MULTILINE)
        assert all(f"{giver} +" in gains for giver, gains in given), "P8, P9: who scored"
        assert reveal.count("This pile scores") + reveal.count("scores nothing.") >= 4
    summary = text[text.index("Round 1: every pile") :]
    assert re.search(r"^Ann: .*🂠 deck", summary, re.MULTILINE), (
        "P8: the summary names the deck card"
    )
    assert re.search(r"^── Scores\n  .+: \d+ \(\+\d+\)$", summary, re.MULTILINE)
    assert "🏆" in text
    assert "? for the odds" not in text and "q to save and quit): " in text, "no odds offered"
    final = text[text.rindex("over after") :]
    assert "⏳" not in final, "a finished table shows no one as still to act"
    scores = [int(m[1]) for m in re.finditer(r"^  (\d+) points$", final, re.MULTILINE)]
    assert len(scores) == 4 and scores == sorted(scores, reverse=True), "P11: ranked by score"
    store = await SqliteGameStore.open(tmp_path / "t.db")
    try:
        results = await store.results_for_game(ended.id)
        assert len(results) == 4
        assert sorted(r.worms for r in results) == sorted(scores)
    finally:
        await store.close()


async def test_settled_quitting_mid_step_and_coming_back_resumes_the_game(tmp_path) -> None:
    ended, text = await play(tmp_path / "t.db", lambda screen: Player(screen, quit_after=2))
    assert ended is None and "Ann, your move" in text
    ended, text = await play(tmp_path / "t.db", Player)
    assert "Resuming game #1 (pickomino-bot play --game pickpic --new starts another)." in text
    assert ended is not None and ended.id == 1 and ended.status == GameStatus.FINISHED


async def test_the_hand_is_listed_with_the_emoji_names_in_french(tmp_path) -> None:
    ended, text = await play(tmp_path / "t.db", lambda _: io.StringIO("q\n"), language="fr")
    assert ended is None
    captions = re.findall(r"^\d\. .+ \((.+)\) → \?$", text, re.MULTILINE)
    french = {card_caption(card, "fr") for card in CARD_IDS}
    assert len(captions) == 3 and set(captions) <= french, "P3: a hand of 3, named in French"
    assert not set(captions) & {card_caption(card, "en") for card in CARD_IDS}


def test_the_game_option_is_checked() -> None:
    try:
        Table.from_options("en", kind="chess")
    except UsageError as error:
        assert "pickomino, pickpic" in str(error)
    else:
        raise AssertionError("an unknown game was accepted")
    assert Table.from_options("en", kind="pickpic").computers == 3
    short = Table.from_options("en", humans=["A"], computers=1, kind="pickpic")
    assert (short.computers, short.filled) == (2, 1), "P1: three players at least"


async def test_p4_p7_numbers_typed_ahead_keep_their_meaning_for_the_whole_step(tmp_path) -> None:
    """P4, P7 at the keyboard: every entry keeps its number within a step, so answers typed
    before the menu came back give each card to the opponent its number said and rank the
    pile in the order typed; an entry that does nothing now gets a short reason."""
    typed = "1\n1\n5\n9\n10\n6\n1\n2\n3\n4\n6\nq\n"
    ended, text = await play(tmp_path / "t.db", lambda _: io.StringIO(typed))
    assert ended is None
    assert "Card 1 is already for Computer 1." in text
    assert "Rank every card of your pile first." in text, "Confirm, typed too early"
    hand = re.findall(r"^\d\. .+ \((.+)\) → \?$", text, re.MULTILINE)[:3]
    for number, caption in enumerate(hand, 1):
        pile = text[text.index(f"Round 1: the pile of Computer {number}") :]
        pile = pile[: pile.index("This pile scores") if "This pile scores" in pile else None]
        lines = [line for line in pile.splitlines() if f"({caption})" in line]
        assert lines and ("given by Ann" in lines[0] or "after the deck" in lines[0]), caption
    start = text.index("Your pile (one card came from the deck):")
    listed = re.findall(r"^\d\. .+ \((.+)\)$", text[start:], re.MULTILINE)[:4]
    ranked = text[text.index("Round 1: the pile of Ann") :]
    order = re.findall(r"^\d\. .+? \((.+)\)(?:,|:) ", ranked, re.MULTILINE)[:4]
    assert order == listed, "P7: ranked in the order typed"


async def test_settled_p11_the_end_names_the_command_for_another_pick_pic_game(tmp_path) -> None:
    done = subprocess.run(
        cli_command("play", "--game", "pickpic", "--watch", "--computers", "3", "--seed", "3"),
        cwd=tmp_path, env=cli_environment(), capture_output=True, timeout=DEADLINE,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode()
    assert "Round 1: every pile" in out and "🏆" in out
    assert out.rstrip().endswith(
        "is over. pickomino-bot play --game pickpic --new starts another Pick Pic game."
    )


@pytest.mark.parametrize(
    "options",
    [["--rules", "extension"], ["--flip-when-nothing-returned"], ["--short-game"],
     ["--level", "expert"], ["--rules", "classic", "--short-game"]],
)  # fmt: skip
def test_options_of_pickomino_are_refused_for_pick_pic(tmp_path, options) -> None:
    done = subprocess.run(
        cli_command("play", "--game", "pickpic", *options),
        cwd=tmp_path, env=cli_environment(), capture_output=True, timeout=DEADLINE,
    )  # fmt: skip
    assert done.returncode == 2
    err = done.stderr.decode()
    assert err.startswith("Not for Pick Pic: ") and "Traceback" not in err
    assert all(option in err for option in options if option.startswith("--"))
    assert done.stdout == b"" and not (tmp_path / "data").exists(), "refused before any game"


def test_play_help_says_pick_pic_seats_three_computers() -> None:
    done = subprocess.run(
        cli_command("play", "--help"), env=cli_environment(), capture_output=True,
        timeout=DEADLINE,
    )  # fmt: skip
    assert "3 at Pick Pic" in " ".join(done.stdout.decode().split())
    table = Table.from_options("en", kind="pickpic")
    assert (table.humans, table.computers) == (("Player",), 3)


def test_a_pick_pic_game_in_a_c_locale_terminal_names_cards_in_ascii(tmp_path) -> None:
    """`LANG=C`: the references and the revealed cards are named in words, in ASCII."""
    terminal = TerminalProcess(
        cli_command("play", "--game", "pickpic", "--watch", "--computers", "3", "--seed", "3"),
        tmp_path,
        cli_environment(LANG="C"),
    )
    assert terminal.finish() == 0, terminal.text()
    assert terminal.output.isascii()
    text = terminal.text()
    assert "?" not in text
    assert re.search(r"^Reference of Computer 1: \([a-z].+: .+\)\r?$", text, re.MULTILINE)
    assert re.search(r"^1\. \(.+\), given by Computer \d: Computer \d \+2, ", text, re.MULTILINE)
    assert "from the deck" in text and "Round 1: every pile" in text
