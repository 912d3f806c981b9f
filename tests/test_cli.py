"""`pickomino-bot` subcommands, called as an admin would: real files, the fake Discord, no mocks."""

import asyncio
import io
import json
import logging
import os
import socket
import sqlite3
import sys
import time
from pathlib import Path

import discord
import pytest
from fakediscord import FakeDiscord

from bot.cli import main
from bot.health import HEALTHY_AGE, HEARTBEAT_SECONDS
from engine.pickomino import snapshot
from storage import Seat, SqliteGameStore
from storage.maintenance import schema_version

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abc"


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch, tmp_path):
    """A fresh machine: no token, no PICKOMINO_* settings, an empty working folder; the
    logging the commands set up is undone afterwards."""
    for name in list(os.environ):
        if name.startswith("PICKOMINO_") or name == "DISCORD_TOKEN":
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


def no_traceback(*texts: str) -> bool:
    return all("Traceback" not in text for text in texts)


def test_version_names_what_the_bot_runs_on(capsys):
    assert main(["version"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("pickomino-bot 0.1.0 (Python 3.")
    assert "discord.py 2." in out and "SQLite 3." in out


def test_no_subcommand_prints_the_help(capsys):
    assert main([]) == 2
    out = capsys.readouterr().out
    for command in ("run", "sync", "play", "db", "simulate", "health", "version"):
        assert command in out


def test_run_with_a_malformed_token_says_so_and_does_not_start(monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("DISCORD_TOKEN", "Bot " + TOKEN)
    assert main(["run"]) == 2
    captured = capsys.readouterr()
    assert 'starts with "Bot "' in captured.err
    assert TOKEN not in captured.err + captured.out
    assert not (tmp_path / "data").exists()


def test_invalid_settings_stop_every_command_with_the_list(monkeypatch, capsys):
    monkeypatch.setenv("PICKOMINO_DEFAULT_TURN_TIMER", "soon")
    assert main(["db", "upgrade"]) == 2
    captured = capsys.readouterr()
    assert "PICKOMINO_DEFAULT_TURN_TIMER" in captured.err and no_traceback(captured.err)


def test_an_env_file_is_read_and_a_missing_one_is_reported(capsys, tmp_path):
    (tmp_path / "bot.env").write_text("PICKOMINO_DATABASE_PATH=elsewhere/games.db\n")
    assert main(["--env-file", "bot.env", "db", "upgrade"]) == 0
    assert (tmp_path / "elsewhere" / "games.db").is_file()
    assert main(["--env-file", "nowhere.env", "db", "upgrade"]) == 2
    assert "There is no settings file at nowhere.env" in capsys.readouterr().err


def test_a_misspelt_variable_in_the_env_file_is_reported_by_every_command(capsys, tmp_path):
    (tmp_path / ".env").write_text("PICKOMINO_DATABASE_PATHS=games.db\n")
    assert main(["db", "upgrade"]) == 0
    assert (
        "PICKOMINO_DATABASE_PATHS is not a setting of pickomino-bot and is ignored; "
        "did you mean PICKOMINO_DATABASE_PATH?"
    ) in capsys.readouterr().err


async def test_a_token_discord_refuses_gets_a_clear_message(monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    async with FakeDiscord() as fake:
        fake.inject_error("GET", "/users/@me", status=401, code=0, message="401: Unauthorized")
        code = await asyncio.to_thread(main, ["run"])
    captured = capsys.readouterr()
    assert code == 2
    assert "Discord refused DISCORD_TOKEN" in captured.err and no_traceback(captured.err)


def test_run_when_discord_cannot_be_reached_says_so(monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    assert main(["run"]) == 1
    captured = capsys.readouterr()
    assert "Discord cannot be reached" in captured.err and no_traceback(captured.err)


async def test_sync_publishes_to_one_guild_or_everywhere(monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        assert await asyncio.to_thread(main, ["sync", "--guild", str(guild.id)]) == 0
        assert f"2 commands to server {guild.id}; they are usable now" in capsys.readouterr().out
        assert await asyncio.to_thread(main, ["sync", "--global"]) == 0
        assert "to every server" in capsys.readouterr().out
    assert [sync.guild_id for sync in fake.command_syncs] == [guild.id, None]
    assert all({"pickomino", "pickpic"} <= set(sync.names) for sync in fake.command_syncs)


def test_sync_without_a_token_says_what_to_do(capsys):
    assert main(["sync"]) == 2
    assert "DISCORD_TOKEN is not set" in capsys.readouterr().err


def test_db_upgrade_creates_then_reports_up_to_date(capsys, tmp_path):
    assert main(["db", "upgrade"]) == 0
    version = schema_version(tmp_path / "data" / "pickomino.db")
    assert version >= 1
    assert f"upgraded from schema version 0 to {version}" in capsys.readouterr().out
    assert main(["db", "upgrade"]) == 0
    assert f"at schema version {version}: up to date" in capsys.readouterr().out


def test_db_upgrade_refuses_a_file_that_is_not_a_database(monkeypatch, capsys, tmp_path):
    (tmp_path / "notes.txt").write_text("not a database, just notes " * 100)
    monkeypatch.setenv("PICKOMINO_DATABASE_PATH", "notes.txt")
    assert main(["db", "upgrade"]) == 1
    captured = capsys.readouterr()
    assert "The database cannot be used" in captured.err and no_traceback(captured.err)


async def test_db_backup_copies_the_database_while_it_is_in_use(capsys, tmp_path):
    database = tmp_path / "data" / "pickomino.db"
    store = await SqliteGameStore.open(database)
    try:
        created = await store.create_game(
            guild_id=1,
            channel_id=2,
            owner_id=3,
            rules="classic",
            settings_json="{}",
            seats=[Seat.human(3, "Ann")],
        )
        assert main(["db", "backup", "copy.db"]) == 0
        assert main(["db", "backup"]) == 0
    finally:
        await store.close()
    out = capsys.readouterr().out
    assert f"Backed up {database} to copy.db" in out
    default = next((tmp_path / "data" / "backups").glob("pickomino-*.db"))
    for copy in (tmp_path / "copy.db", default):
        assert not copy.with_name(copy.name + "-wal").exists()
        with sqlite3.connect(copy) as conn:
            assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
        restored = await SqliteGameStore.open(copy)
        try:
            assert (await restored.get_game(created.id)).seats == created.seats
        finally:
            await restored.close()


def test_db_backup_writes_into_the_backup_folder_when_one_is_set(monkeypatch, capsys, tmp_path):
    """A folder the admin named must exist: a typo is refused, not created (issue 27)."""
    monkeypatch.setenv("PICKOMINO_BACKUP_FOLDER", str(tmp_path / "elsewhere"))
    assert main(["db", "upgrade"]) == 0
    assert main(["db", "backup"]) == 2
    err = capsys.readouterr().err
    assert f"the folder {tmp_path / 'elsewhere'} does not exist: create it first" in err
    assert no_traceback(err) and len(err.splitlines()) == 1
    (tmp_path / "elsewhere").mkdir()
    assert main(["db", "backup"]) == 0
    assert len(list((tmp_path / "elsewhere").glob("pickomino-*.db"))) == 1
    assert not (tmp_path / "data" / "backups").exists()


def test_db_backup_refuses_a_folder_that_does_not_exist(capsys, tmp_path):
    """`db backup /typo/dir/x.db` created the missing folders (issue 27)."""
    assert main(["db", "upgrade"]) == 0
    capsys.readouterr()
    assert main(["db", "backup", "typo/dir/x.db"]) == 2
    err = capsys.readouterr().err
    assert err == (
        "No backup made: the folder typo/dir does not exist: create it first, or check the path.\n"
    )
    assert not (tmp_path / "typo").exists()


def test_db_backup_never_overwrites_and_needs_a_database(capsys, tmp_path):
    assert main(["db", "backup"]) == 1
    assert "there is no database at data/pickomino.db" in capsys.readouterr().err
    assert not (tmp_path / "data").exists()
    assert main(["db", "upgrade"]) == 0
    (tmp_path / "taken.db").write_text("keep me")
    assert main(["db", "backup", "taken.db"]) == 2
    assert (
        capsys.readouterr().err == "No backup made: taken.db already exists: choose another name.\n"
    )
    assert (tmp_path / "taken.db").read_text() == "keep me"


def test_simulate_plays_computer_games_and_checks_its_options(capsys):
    assert main(["simulate", "--games", "4", "--players", "2", "--seed", "9"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("4 games (classic), 2 computer players, seed 9")
    assert "seat 1:" in out and "seat 2:" in out and "games/s" in out
    assert main(["simulate", "--players", "9"]) == 2
    assert main(["simulate", "--rules", "chess"]) == 2
    assert "Unknown rules" in capsys.readouterr().err


def test_health_reads_the_beat_of_the_running_bot(capsys, tmp_path):
    beat = tmp_path / "data" / "pickomino.health"
    assert main(["health"]) == 1
    beat.parent.mkdir()
    beat.write_text(f"{time.time():.0f}\n")
    assert main(["health"]) == 0
    assert "healthy" in capsys.readouterr().out
    stale = time.time() - HEALTHY_AGE - 1
    os.utime(beat, (stale, stale))
    assert main(["health"]) == 1
    assert "unhealthy" in capsys.readouterr().out


def test_a_dead_bot_is_unhealthy_within_30_seconds():
    """A bot killed just before a beat left a file HEARTBEAT_SECONDS old; it turns stale
    HEALTHY_AGE after that beat, and the next check (every 10 s in Docker) reports it."""
    assert HEARTBEAT_SECONDS < HEALTHY_AGE <= 20
    assert HEALTHY_AGE - HEARTBEAT_SECONDS >= 5, "a beat a few seconds late is not a death"


def test_play_refuses_a_table_it_cannot_seat(capsys):
    assert main(["play", "--human", "Ann", "--computers", "7"]) == 2
    assert "2 to 7 players, not 8" in capsys.readouterr().err


def test_the_readme_opens_with_the_two_commands_ci_runs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = [block.split("```", 1)[0].strip() for block in readme.split("```sh\n")[1:3]]
    assert blocks == [
        "python3 -m venv .venv && . .venv/bin/activate && pip install -c constraints.txt -e . "
        "&& pickomino-bot run",
        ". .venv/bin/activate && pip install -c constraints.txt -e '.[dev]' "
        "&& CI=true python -m pytest",
    ]
    ci = (ROOT / ".ci" / "run").read_text()
    assert "pip install --quiet -c constraints.txt -e '.[dev]'" in ci
    assert "CI=true python -m pytest" in ci


def test_run_checks_its_shards_before_anything_else(capsys):
    assert main(["run", "--shard-ids", "0"]) == 2
    assert "--shard-ids needs --shard-count" in capsys.readouterr().err
    assert main(["run", "--shard-count", "2", "--shard-ids", "0,2"]) == 2
    assert "shard ids must be between 0 and 1" in capsys.readouterr().err


def terminal_games(tmp_path) -> list[tuple[int, str, int]]:
    """(id, status, version) of every game the terminal's table ever had."""
    with sqlite3.connect(tmp_path / "data" / "pickomino.db") as conn:
        return conn.execute("SELECT id, status, version FROM games ORDER BY id").fetchall()


def play_and_quit(monkeypatch, capsys, *options: str) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    code = main(["play", *options])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_play_says_when_it_resumes_a_game_other_than_the_one_described(
    monkeypatch, capsys, tmp_path
):
    hot_seat = ("--human", "Ann", "--human", "Bob", "--seed", "5")
    code, out, _ = play_and_quit(monkeypatch, capsys, *hot_seat)
    assert code == 0 and "saved" in out
    code, out, _ = play_and_quit(monkeypatch, capsys, "--human", "Ann", "--human", "Bob")
    assert "Resuming game #1 (pickomino-bot play --new starts another)." in out
    code, out, _ = play_and_quit(monkeypatch, capsys, *hot_seat)
    assert "Resuming game #1 (" in out
    for other in (
        ("--rules", "extension", "--human", "Ann", "--human", "Bob"),
        ("--human", "Ann", "--human", "Bob", "--seed", "6"),
        ("--computers", "3"),
        ("--human", "Ann", "--human", "Bob", "--short-game"),
    ):
        code, out, _ = play_and_quit(monkeypatch, capsys, *other)
        assert code == 0
        assert (
            "Resuming game #1, which is not the game your options describe; run the same "
            "command with --new to abandon game #1 and start that one."
        ) in out, other
    assert [(game_id, status) for game_id, status, _ in terminal_games(tmp_path)] == [
        (1, "running")
    ]


@pytest.mark.parametrize(
    "options",
    [
        ("--seed", "-1"),
        ("--seed", str(2**63)),
        ("--rules", "chess"),
        ("--human", "Ann", "--watch"),
        ("--computers", "-2"),
    ],
)
def test_play_checks_every_option_before_abandoning_the_open_game(
    monkeypatch, capsys, tmp_path, options
):
    play_and_quit(monkeypatch, capsys, "--computers", "2", "--human", "Ann")
    before = terminal_games(tmp_path)
    code, out, err = play_and_quit(monkeypatch, capsys, "--new", *options)
    assert code == 2 and err and "abandoned" not in out
    assert terminal_games(tmp_path) == before
    if options[0] == "--seed":
        assert "--seed must be a whole number from 0 to 9223372036854775807." in err


def test_play_offers_the_rule_variants_of_discord(monkeypatch, capsys, tmp_path):
    code, out, _ = play_and_quit(
        monkeypatch,
        capsys,
        "--computers",
        "2",
        "--seed",
        "3",
        "--flip-when-nothing-returned",
        "--short-game",
    )
    assert code == 0 and "Player, your move" in out
    with sqlite3.connect(tmp_path / "data" / "pickomino.db") as conn:
        settings_json, state_json = conn.execute(
            "SELECT settings_json, state_json FROM games WHERE id = 1"
        ).fetchone()
    settings = json.loads(settings_json)["settings"]
    assert settings["flip_when_nothing_returned"] is True and settings["short_game"] is True
    game = snapshot.from_json(state_json)
    assert game.settings.flip_when_nothing_returned and game.settings.short_game
