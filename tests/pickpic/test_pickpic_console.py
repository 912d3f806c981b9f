"""`pickomino-bot play --game pickpic`: Pick Pic in the terminal against computers, through the
same table layer and store as Discord; the hand and pile are listed with emoji and names."""

import io
import re

from console.play import PICKPIC_CHANNEL, play_at_table
from console.seating import Table, UsageError
from console.stop_signals import StopSignals
from engine.pickpic.catalogue import CARD_IDS
from storage import GameStatus, SqliteGameStore
from tables.pickpic.card_names import card_caption

MENU = re.compile(r"^  (\d+)\. (.*)$")
HAND = re.compile(r"^(\d+)\. .* → (.+)$")


class Player(io.StringIO):
    """A person at the keyboard who reads the last menu printed: confirms when they can,
    ranks the first card left, and gives each unplaced card to an opponent still without one
    (P4); `quit_after` answers makes them type q."""

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
            if "Confirm" in label:
                return f"{number}\n"
        for number, label in options.items():
            if " as #" in label:
                return f"{number}\n"
            card = re.match(r"Card (\d+) \(Card for (.+)\)$", label)
            if card and card[1] not in placed and card[2] not in taken:
                return f"{number}\n"
        raise AssertionError(f"no answer to {options}")


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
    assert re.search(r"^Ann: .*🂠 deck", text, re.MULTILINE), "P8: the reveal names the deck card"
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
    assert "Resuming game #1" in text
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
    try:
        Table.from_options("en", humans=["A"], computers=1, kind="pickpic")
    except UsageError as error:
        assert "3" in str(error)
    else:
        raise AssertionError("two players were accepted")
