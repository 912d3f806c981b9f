"""The command line in a terminal, in a pipe and under a service manager: what a person sees,
and that a program reading the output, Ctrl-C or a missing terminal never gets a traceback."""

import os
import signal
import subprocess
import time

import pytest
from terminal_process import DEADLINE, TerminalProcess, cli_command, cli_environment

from console.play import DEMO_TURN_PAUSE
from console.simulate import PROGRESS_DELAY

ENDLESS = "100000000"
"""Games enough for a run that only Ctrl-C ends (about 700 games a second)."""


def no_traceback(text: str) -> bool:
    return all(word not in text for word in ("Traceback", "KeyboardInterrupt", "Exception ignored"))


def test_run_without_a_token_in_a_terminal_explains_it_and_plays_the_demo(tmp_path):
    """The README's first command, typed by a person on a fresh machine: the demo game is paced
    to be followed (each turn's end waits DEMO_TURN_PAUSE, so the run lasts at least that per
    turn: sleeps are never shorter) and kept out of the person's database, whose first game
    will be #1."""
    (tmp_path / "tmp").mkdir()
    started = time.monotonic()
    terminal = TerminalProcess(
        cli_command("run"), tmp_path, cli_environment(TMPDIR=str(tmp_path / "tmp"))
    )
    code = terminal.finish()
    elapsed = time.monotonic() - started
    text = terminal.text()
    assert code == 0, text
    assert "DISCORD_TOKEN is not set" in text
    assert "Pickomino · classic · turn 1" in text
    assert "Game over · Pickomino · classic" in text
    assert "pickomino-bot play" in text
    assert no_traceback(text)
    assert not (tmp_path / "data").exists(), "the demo is not stored in the user's database"
    assert list((tmp_path / "tmp").iterdir()) == [], "nor left in a temporary folder"
    turns = text.count("'s turn.")
    assert turns >= 10 and elapsed >= turns * DEMO_TURN_PAUSE


def test_run_without_a_token_explains_it_in_the_terminals_language(tmp_path):
    """A German locale: the explanation and the demo in German (the explanation was English,
    the bot's default, above a German demo); Ctrl-C ends the demo quietly."""
    terminal = TerminalProcess(
        cli_command("run"), tmp_path, cli_environment(LC_MESSAGES="de_DE.UTF-8")
    )
    terminal.read_until("DISCORD_TOKEN ist nicht gesetzt")
    terminal.read_until("Heckmeck · Grundspiel · Zug 1")
    terminal.process.send_signal(signal.SIGINT)
    assert terminal.finish() == 0, terminal.text()
    assert "DISCORD_TOKEN is not set" not in terminal.text()
    assert no_traceback(terminal.text())


def test_run_without_a_token_and_without_a_terminal_fails_with_the_message(tmp_path):
    """Under Docker or systemd a missing token must not look like a bot that runs."""
    done = subprocess.run(
        cli_command("run"),
        cwd=tmp_path,
        env=cli_environment(),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=DEADLINE,
    )
    assert done.returncode == 2
    assert "DISCORD_TOKEN is not set" in done.stderr and no_traceback(done.stderr)
    assert done.stdout == ""
    assert not (tmp_path / "data").exists()


def test_simulate_into_a_closed_pipe_ends_quietly(tmp_path):
    """`pickomino-bot simulate | head`, with head gone before the first line."""
    reader, writer = os.pipe()
    os.close(reader)
    try:
        done = subprocess.run(
            cli_command("simulate", "--games", "3"),
            cwd=tmp_path,
            env=cli_environment(),
            stdout=writer,
            stderr=subprocess.PIPE,
            text=True,
            timeout=DEADLINE,
        )
    finally:
        os.close(writer)
    assert done.returncode == 1
    assert done.stderr == ""


def test_simulate_into_a_pipe_shows_no_progress_and_ctrl_c_ends_quietly(tmp_path):
    child = subprocess.Popen(
        cli_command("simulate", "--games", ENDLESS),
        cwd=tmp_path,
        env=cli_environment(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().startswith(f"{ENDLESS} games (classic)")
        time.sleep(3 * PROGRESS_DELAY)
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=DEADLINE)
    finally:
        child.kill()
    assert child.returncode == 130
    assert err == "Stopped.\n"
    assert out == ""


def test_simulate_in_a_terminal_shows_progress_and_ctrl_c_ends_quietly(tmp_path):
    terminal = TerminalProcess(
        cli_command("simulate", "--games", ENDLESS), tmp_path, cli_environment()
    )
    try:
        terminal.read_until(rf"\d+/{ENDLESS} \[")
        terminal.process.send_signal(signal.SIGINT)
        code = terminal.finish()
    finally:
        terminal.process.kill()
    text = terminal.text()
    assert code == 130, text
    assert text.rstrip().endswith("Stopped.")
    assert no_traceback(text)


@pytest.mark.parametrize(
    "command",
    [["cards"], ["card", "1001"], ["hand", "--seed", "3"], ["stats", "Ann"], ["leaderboard"]],
)
def test_picture_and_board_commands_into_a_closed_pipe_end_quietly(tmp_path, command):
    """`pickomino-bot cards | head`, with head gone before the first line."""
    reader, writer = os.pipe()
    os.close(reader)
    try:
        done = subprocess.run(
            cli_command(*command), cwd=tmp_path, env=cli_environment(), stdout=writer,
            stderr=subprocess.PIPE, text=True, timeout=DEADLINE,
        )  # fmt: skip
    finally:
        os.close(writer)
    assert done.returncode == 1
    assert done.stderr == ""
