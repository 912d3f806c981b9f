"""docs/playing.md's command examples run as written (issue 35): every `pickomino-bot` line of
its shell blocks and every command quoted in its text, typed on a fresh machine by a person
who quits at the first prompt; each does what its comment says."""

import re
import shlex
import subprocess
from pathlib import Path

import pytest
from terminal_process import DEADLINE, ROOT, cli_command, cli_environment

PLAYING = ROOT / "docs" / "playing.md"
PROGRAM = "pickomino-bot"


def examples() -> list[tuple[str, str]]:
    """(command, comment) of every example: shell block lines, then quoted commands (a
    command split over two lines of the text is joined)."""
    text = PLAYING.read_text(encoding="utf-8")
    found = []
    for block in re.findall(r"```sh\n(.*?)```", text, re.DOTALL):
        for line in block.splitlines():
            command, _, comment = line.partition("#")
            if command.strip().startswith(PROGRAM):
                found.append((command.strip(), comment.strip()))
    said = {command for command, _ in found}
    for quoted in re.findall(rf"`({PROGRAM} [^`]+)`", text, re.DOTALL):
        command = " ".join(quoted.split())
        if command not in said:
            said.add(command)
            found.append((command, ""))
    return found


def test_the_examples_are_found() -> None:
    commands = [command for command, _ in examples()]
    assert f"{PROGRAM} play --computers 2 --level expert" in commands
    assert f"{PROGRAM} card 1012" in commands and f"{PROGRAM} play" in commands


@pytest.mark.parametrize(("command", "comment"), examples())
def test_a_documented_command_runs_as_written(tmp_path: Path, command: str, comment: str) -> None:
    arguments = shlex.split(command)[1:]
    done = subprocess.run(
        cli_command(*arguments), cwd=tmp_path, env=cli_environment(), input=b"q\n",
        capture_output=True, timeout=DEADLINE,
    )  # fmt: skip
    out, err = done.stdout.decode(), done.stderr.decode()
    assert done.returncode == 0 and not err, f"{command}: {err}"
    if arguments[0] != "play":
        return
    people = re.findall(r"^(\w+), your move", out, re.MULTILINE)
    if "watch" in comment:
        assert not people and "is over" in out, command
    elif "you against" in comment or arguments == ["play"]:
        assert people == ["Player"], command
    if "two experts" in comment:
        assert "Computer 2 (expert)" in out and "Computer 3" not in out
    if "hot-seat" in comment:
        assert people == ["Ann"] and "Bob" in out
