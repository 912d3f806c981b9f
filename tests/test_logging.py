"""Log lines: one per record and per game event, ids only, never the token or a player's name."""

import io
import json
import logging

import pytest
from discord_helpers import click_action, member_of_seat, running, stored_game
from fakediscord import FakeDiscord

from bot.logging_setup import MASK, setup_logging
from engine.pickomino.policies import cautious_action
from storage import Seat, SqliteGameStore
from tables.pickomino.options import TableOptions
from tables.service import TableService

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abc"


@pytest.fixture
def log_text():
    """Logging set up as the CLI does, into a buffer; the previous setup is restored after."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    buffer = io.StringIO()
    setup_logging("INFO", secrets=[TOKEN], stream=buffer)
    yield buffer
    root.handlers[:] = handlers
    root.setLevel(level)


def test_an_error_with_its_traceback_is_one_line(log_text, expect_error):
    expect_error("game 7 failed")
    try:
        raise ValueError("first line\nsecond line")
    except ValueError:
        logging.getLogger("pickomino.test").exception("game %d failed", 7)
    lines = log_text.getvalue().splitlines()
    assert len(lines) == 1
    assert "ERROR pickomino.test: game 7 failed" in lines[0]
    assert "Traceback" in lines[0] and "first line\\nsecond line" in lines[0]


def test_the_token_is_masked_wherever_it_appears(log_text, expect_error):
    expect_error("ERROR discord.http: login")
    log = logging.getLogger("discord.http")
    log.warning("sent Authorization: Bot %s", TOKEN)
    try:
        raise RuntimeError(f"login with {TOKEN} failed")
    except RuntimeError:
        log.exception("login")
    text = log_text.getvalue()
    assert TOKEN not in text
    assert text.count(MASK) == 2


async def test_every_game_event_is_one_debug_line_with_ids_and_no_names(log_text, tmp_path):
    logging.getLogger().setLevel("DEBUG")
    store = await SqliteGameStore.open(tmp_path / "pickomino.db")
    try:
        service = TableService(store, lambda: 5)
        lobby = await service.open_lobby(
            111, 222, Seat.human(1, "Alice Secret"), "classic", TableOptions().to_json()
        )
        await service.join(lobby.id, Seat.human(2, "Bob Private"))
        started = await service.start(lobby.id, 1)
        rolled = await service.play(lobby.id, started.stored.version, 1, "roll")
        current = rolled.game
        assert current is not None
        face = current.new_faces()[0]
        aside = await service.play(lobby.id, rolled.stored.version, 1, f"aside:{face}")
    finally:
        await store.close()
    lines = [line for line in log_text.getvalue().splitlines() if "pickomino.events" in line]
    assert len(lines) == len(rolled.events) + len(aside.events)
    assert all(f"guild=111 channel=222 game={lobby.id} seat=0 action=" in line for line in lines)
    events = [json.loads(line.split(" event=", 1)[1]) for line in lines]
    assert [event["type"] for event in events][-1] == "set_aside"
    assert events[-1]["face"] == face
    assert "Alice" not in log_text.getvalue() and "Bob" not in log_text.getvalue()


async def test_the_default_log_level_writes_no_event_lines(tmp_path):
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    buffer = io.StringIO()
    setup_logging("INFO", stream=buffer)
    try:
        store = await SqliteGameStore.open(tmp_path / "pickomino.db")
        try:
            service = TableService(store, lambda: 5)
            options = TableOptions().to_json()
            lobby = await service.open_lobby(1, 2, Seat.human(1, "A"), "classic", options)
            await service.join(lobby.id, Seat.human(2, "B"))
            started = await service.start(lobby.id, 1)
            await service.play(lobby.id, started.stored.version, 1, "roll")
        finally:
            await store.close()
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)
    assert buffer.getvalue() == ""


async def test_player_names_never_reach_the_log_even_at_debug(tmp_path):
    """A game through the real discord.py and the fake Discord, logged at DEBUG: the requests
    carry the board (names included), the lines of the bot carry ids only."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    buffer = io.StringIO()
    setup_logging("DEBUG", secrets=[TOKEN], stream=buffer)
    try:
        async with FakeDiscord() as fake:
            guild = fake.add_guild()
            channel = guild.channels[0]
            alice, bob = fake.add_member(guild, "Alicesecret"), fake.add_member(guild, "Bobprivate")
            async with running(fake, tmp_path / "pickomino.db") as bot:
                await fake.slash(alice, channel, "pickomino new", {"rules": "classic"})
                board = fake.last_message(channel)
                await fake.click(bob, board, board.custom_id_for("Join"))
                await fake.click(alice, board, board.custom_id_for("Start"))
                for _ in range(6):
                    stored, game = await stored_game(bot, channel.id)
                    player = member_of_seat([alice, bob], stored, game.current)
                    await click_action(fake, board, player, str(cautious_action(game)))
                assert "Alicesecret" in str(board.embeds[0])
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)
    text = buffer.getvalue()
    assert "DEBUG pickomino.events: guild=" in text
    assert "Alicesecret" not in text and "Bobprivate" not in text
