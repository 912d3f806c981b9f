"""The settings file as editors save it (issue 27): UTF-8 with or without a byte-order mark,
UTF-16 with one (Windows Notepad's "Unicode"); anything else is one line and status 2 from
every command, `run` included, never a UnicodeDecodeError traceback."""

import subprocess

import pytest
from terminal_process import cli_command, cli_environment

SETTINGS = "# réglages\nPICKOMINO_DATABASE_PATH=données/parties.db\n"


def run(folder, *arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cli_command(*arguments),
        cwd=folder,
        env=cli_environment(),
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        check=False,
    )


@pytest.mark.parametrize(
    "data",
    [
        SETTINGS.encode("utf-8"),
        b"\xef\xbb\xbf" + SETTINGS.encode("utf-8"),
        SETTINGS.encode("utf-16"),
        b"\xfe\xff" + SETTINGS.encode("utf-16-be"),
    ],
    ids=["utf-8", "utf-8 with a mark", "utf-16 little-endian", "utf-16 big-endian"],
)
def test_utf8_and_utf16_settings_files_are_read(tmp_path, data):
    (tmp_path / ".env").write_bytes(data)
    done = run(tmp_path, "db", "upgrade")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "données" / "parties.db").is_file()


@pytest.mark.parametrize("command", [["db", "upgrade"], ["run"], ["leaderboard"]])
@pytest.mark.parametrize(
    "data, line, byte",
    [
        (SETTINGS.encode("latin-1"), 1, "0xe9"),
        ("PICKOMINO_LOG_LEVEL=INFO\n".encode("utf-16-le"), 1, "0x00"),
    ],
    ids=["latin-1", "utf-16 without a mark"],
)
def test_a_settings_file_in_another_encoding_is_one_line_and_status_2(
    tmp_path, command, data, line, byte
):
    (tmp_path / ".env").write_bytes(data)
    done = run(tmp_path, *command)
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        f"The settings file .env is not UTF-8 text (byte {byte} on line {line}): save it as "
        "UTF-8 (or UTF-16 with a byte-order mark)."
    ]
    assert not (tmp_path / "données").exists()
