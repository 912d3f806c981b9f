"""`pickomino-bot play`: whole terminal games on a real SQLite file, driven by scripted input.

The expected games are computed with the engine alone (same seed, same moves), so a terminal
game is checked against the rules, not against itself.
"""

import io
import os
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cogs.board_render import board_message
from cogs.components import ActionButton, OddsButton
from console.board_text import board_text, plain
from console.choices import choices
from console.play import TERMINAL_CHANNEL, play_at_table
from console.seating import Table, UsageError
from console.stop_signals import StopSignals
from console.terminal_game import TerminalGame
from engine.pickomino import Game, snapshot
from engine.pickomino.game import SET_ASIDE
from engine.pickomino.options import options_of
from engine.pickomino.policies import cautious_action
from engine.pickomino.simulate import play_game
from storage import GameStatus, SqliteGameStore
from tables.boards import describe
from tables.service import TableService
from words.i18n import t

ROOT = Path(__file__).resolve().parents[1]
SEED = 424242
WAIT = 20.0


def cautious_script(rules: str, players: int, seed: int) -> tuple[list[str], Game]:
    """The menu numbers a player types to make the cautious move every time, and the game
    those moves give, played by the engine alone."""
    game = Game.new(rules, players, seed)
    numbers = []
    while not game.is_over:
        action = cautious_action(game)
        offered = [option.action for option in options_of(game)]
        numbers.append(str(offered.index(action) + 1))
        game.apply(action)
    return numbers, game


def lines(*answers: str) -> io.StringIO:
    return io.StringIO("".join(f"{answer}\n" for answer in answers))


async def play(database, table, stdin, stdout=None, *, new=False, signals=None):
    stdout = stdout if stdout is not None else io.StringIO()
    ended = await play_at_table(
        database,
        table,
        channel=TERMINAL_CHANNEL,
        new=new,
        language="en",
        stdin=stdin,
        stdout=stdout,
        signals=signals or StopSignals(),
    )
    return ended, stdout.getvalue()


async def stored_games(database):
    store = await SqliteGameStore.open(database)
    try:
        game = await store.last_game_in_channel(TERMINAL_CHANNEL)
        assert game is not None
        return game, await store.action_log(game.id), await store.results_for_game(game.id)
    finally:
        await store.close()


@pytest.fixture
def database(tmp_path):
    return tmp_path / "data" / "pickomino.db"


def final_worms(game: Game) -> dict[int, int]:
    return {placing.seat: placing.worms for placing in game.ranking()}


async def test_a_hot_seat_game_is_played_to_the_end(database):
    numbers, expected = cautious_script("classic", 2, SEED)
    table = Table("classic", ("Ann", "Bob"), 0, SEED)

    ended, output = await play(database, table, lines(*numbers))

    assert ended is not None and ended.status == GameStatus.FINISHED
    stored, log, results = await stored_games(database)
    assert snapshot.to_json(snapshot.from_json(stored.state_json)) == snapshot.to_json(expected)
    assert len(log) == len(numbers)
    assert {result.seat: result.worms for result in results} == final_worms(expected)
    assert [seat.display_name for seat in stored.seats] == ["Ann", "Bob"]
    assert "Game over · Pickomino · classic" in output
    assert "Ann, your move (1-" in output and "Bob, your move (1-" in output


async def test_quitting_saves_the_game_and_play_resumes_it(database):
    numbers, expected = cautious_script("classic", 3, SEED)
    table = Table("classic", ("Ann", "Bob", "Cem"), 0, SEED)
    half = len(numbers) // 2

    stopped, output = await play(database, table, lines(*numbers[:half], "q"))
    assert stopped is None
    saved, log, _ = await stored_games(database)
    assert saved.status == GameStatus.RUNNING and len(log) == half

    stopped, _ = await play(database, table, lines(numbers[half]))
    assert stopped is None, "the end of the input saves the game too"

    ended, output = await play(database, table, lines(*numbers[half + 1 :]))
    assert f"Resuming game #{saved.id}" in output
    assert ended is not None and ended.id == saved.id
    stored, log, _ = await stored_games(database)
    assert snapshot.to_json(snapshot.from_json(stored.state_json)) == snapshot.to_json(expected)
    assert len(log) == len(numbers)


async def test_computer_players_play_a_whole_game_alone(database):
    table = Table("extension", (), 4, SEED)
    expected = Game.new("extension", 4, SEED)
    play_game(expected, cautious_action)

    ended, output = await play(database, table, io.StringIO())

    assert ended is not None and ended.status == GameStatus.FINISHED
    stored, log, results = await stored_games(database)
    assert snapshot.to_json(snapshot.from_json(stored.state_json)) == snapshot.to_json(expected)
    assert {result.seat: result.worms for result in results} == final_worms(expected)
    assert all(entry.automatic for entry in log)
    assert output.startswith("Pickomino · extension · turn 1")
    assert "Game over · Pickomino · extension" in output


async def test_a_wrong_answer_is_explained_and_asked_again(database):
    table = Table("classic", ("Ann",), 1, SEED)
    ended, output = await play(database, table, lines("seven", "0", "99", "1", "q"))
    assert ended is None
    assert output.count("Type 1 (the only move), h for help, or q to save and quit.") == 3
    assert "Ann, your move (1, ? for the odds" in output and "1 to 1" not in output
    _, log, _ = await stored_games(database)
    assert [entry.action for entry in log] == ["roll"]


async def test_new_abandons_the_open_game(database):
    table = Table("classic", ("Ann",), 1, SEED)
    await play(database, table, lines("q"))
    first, _, _ = await stored_games(database)
    stopped, output = await play(database, table, lines("q"), new=True)
    assert stopped is None and f"Game #{first.id} abandoned." in output
    second, _, _ = await stored_games(database)
    assert second.id != first.id and second.status == GameStatus.RUNNING
    store = await SqliteGameStore.open(database)
    try:
        assert (await store.get_game(first.id)).status == GameStatus.ABANDONED
    finally:
        await store.close()


class SignalOnWrite(io.StringIO):
    """Output that sends this process `number` when `text` is first written to it, which is
    while the game is between two saves."""

    def __init__(self, text: str, number: signal.Signals) -> None:
        super().__init__()
        self.text, self.number, self.sent = text, number, False

    def write(self, chunk: str) -> int:
        if not self.sent and self.text in chunk:
            self.sent = True
            signal.raise_signal(self.number)
        return super().write(chunk)


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT])
async def test_a_signal_stops_after_the_move_in_flight_and_the_game_resumes(database, number):
    table = Table("classic", (), 3, SEED)
    expected = Game.new("classic", 3, SEED)
    play_game(expected, cautious_action)
    output = SignalOnWrite("'s turn.", number)

    with StopSignals() as signals:
        stopped, _ = await play(database, table, io.StringIO(), output, signals=signals)

    assert output.sent and stopped is None
    assert not database.with_name(database.name + "-wal").exists(), "closed cleanly"
    saved, log, _ = await stored_games(database)
    assert saved.status == GameStatus.RUNNING and log
    replay = Game.new("classic", 3, SEED)
    for entry in log:
        assert entry.action == str(cautious_action(replay))
        replay.apply(cautious_action(replay))
    assert snapshot.to_json(snapshot.from_json(saved.state_json)) == snapshot.to_json(replay)

    ended, _ = await play(database, table, io.StringIO())
    assert ended is not None
    stored, _, _ = await stored_games(database)
    assert snapshot.to_json(snapshot.from_json(stored.state_json)) == snapshot.to_json(expected)


async def test_the_terminal_shows_the_discord_board_and_its_buttons(database):
    store = await SqliteGameStore.open(database)
    try:
        service = TableService(store, lambda: SEED)
        terminal = TerminalGame(service, "fr", io.StringIO(), io.StringIO(), StopSignals())
        started = await terminal.open(TERMINAL_CHANNEL, Table("extension", ("A*n_a",), 2), False)
        ann = started.stored.seats[0].user_id
        played = await service.play(started.stored.id, started.stored.version, ann, "roll")
        stored, game = played.stored, played.game
    finally:
        await store.close()
    assert game.phase == SET_ASIDE

    board = describe(stored, game, (), "fr")
    text = board_text(board)
    embed, view = board_message(board)
    assert text.startswith(plain(embed.title))
    for field in embed.fields:
        assert f"── {plain(field.name)}" in text
        for line in plain(field.value).splitlines():
            assert f"  {line}" in text
    assert "A*n_a" in text and "\\" not in text

    assert view is not None
    *buttons, odds = [button for row in view.to_components() for button in row["components"]]
    assert odds["custom_id"] == OddsButton.id_of(stored.id), "Discord's Odds is the terminal's `?`"
    menu = choices(board)
    assert [choice.code for choice in menu] == [str(option.action) for option in options_of(game)]
    for choice, button in zip(menu, buttons, strict=True):
        assert button["custom_id"] == ActionButton.id_of(stored.id, stored.version, choice.code)
        assert choice.label.endswith(button["label"])


def test_table_options_that_cannot_make_a_game_are_refused_with_a_reason():
    assert Table.from_options("en").humans == ("Player",)
    assert Table.from_options("fr").humans == ("Player",), "one name, one record"
    assert Table.from_options("en").computers == 2
    assert Table.from_options("en", computers=3).humans == ("Player",)
    assert Table.from_options("en", computers=3, watch=True).humans == ()
    assert Table.from_options("en", watch=True).computers == 3
    assert Table.from_options("en", humans=["A", "B"]).computers == 0
    solo = Table.from_options("en", humans=["Solo"])
    assert (solo.computers, solo.filled) == (1, 1), "the missing seat goes to a computer"
    with pytest.raises(UsageError, match="2 to 7 players, not 8"):
        Table.from_options("en", computers=7)
    with pytest.raises(UsageError, match="leave out --human"):
        Table.from_options("en", humans=["Ann"], watch=True)
    with pytest.raises(UsageError, match="classic, extension"):
        Table.from_options("en", rules="chess")
    with pytest.raises(UsageError, match="empty"):
        Table.from_options("en", humans=["Ann", " "])


def read_until(process: subprocess.Popen, text: str) -> str:
    """Output of `process` up to and including `text` (which may end without a newline)."""
    seen = b""
    deadline = time.monotonic() + WAIT
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        while text.encode() not in seen:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not selector.select(remaining):
                raise AssertionError(f"no {text!r} in time; got {seen.decode()!r}")
            chunk = os.read(process.stdout.fileno(), 4096)
            if not chunk:
                raise AssertionError(f"output ended before {text!r}: {seen.decode()!r}")
            seen += chunk
    return seen.decode()


def cli(tmp_path: Path, *args: str, **options) -> subprocess.Popen:
    environment = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("PICKOMINO_") and key != "DISCORD_TOKEN"
    }
    environment["PYTHONPATH"] = str(ROOT)
    return subprocess.Popen(
        [sys.executable, "-m", "bot", *args],
        cwd=tmp_path,
        env=environment,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        **options,
    )


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_at_the_prompt_saves_and_exits(tmp_path, number):
    process = cli(tmp_path, "play", "--seed", "7")
    try:
        read_until(process, "your move (1, ? for the odds, h for help, q to save and quit): ")
        process.send_signal(number)
        rest, errors = process.communicate(timeout=WAIT)
    finally:
        process.kill()
    assert process.returncode == 0, errors.decode()
    assert t("console.saved", "en") in rest.decode()
    assert not errors.decode().strip()
    assert not (tmp_path / "data" / "pickomino.db-wal").exists()

    resumed = cli(tmp_path, "play", "--language", "fr")
    output, errors = resumed.communicate(b"q\n", timeout=WAIT)
    assert resumed.returncode == 0, errors.decode()
    assert "Reprise de la partie n° 1" in output.decode()
    assert "Player, à vous (1" in output.decode(), "names are kept as the game was made"
