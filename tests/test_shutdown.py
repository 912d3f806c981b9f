"""`pickomino-bot run` stopping on SIGTERM: the real bot on the fake Discord, a real SQLite file.

A click being handled when the signal arrives is finished and answered before the bot
closes; the database is then closed cleanly (SQLite removes the -wal file when the last
connection closes properly).
"""

import asyncio
import gc
import logging
import os
import signal
import sqlite3
from collections.abc import Callable

import discord
import pytest
from discord_helpers import action_codes, make_bot, member_of_seat, running, stored_game
from fakediscord import FakeDiscord

from bot.health import healthy
from bot.serve import connected, serve
from cogs.in_flight import interactions_in_flight
from engine.pickomino.policies import cautious_action
from storage import SqliteGameStore

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.fake-token-for-the-fake-discord_0123456789"
WAIT = 10.0
pytestmark = pytest.mark.usefixtures("unfrozen")


async def until(condition: Callable[[], object], what: str) -> None:
    """Let the event loop run until `condition()` holds; fail after WAIT seconds."""
    try:
        async with asyncio.timeout(WAIT):
            while not condition():
                await asyncio.sleep(0)
    except TimeoutError:
        raise AssertionError(f"timed out waiting until {what}") from None


def wal_of(database):
    return database.with_name(database.name + "-wal")


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


@pytest.fixture
def unfrozen():
    """serve() freezes the collector's view of this whole test process; thaw it around."""
    gc.unfreeze()
    yield
    gc.unfreeze()


async def test_sigterm_closes_the_bot_and_the_database(database, tmp_path):
    health = tmp_path / "pickomino.health"
    handler_before = signal.getsignal(signal.SIGTERM)
    async with FakeDiscord() as fake:
        fake.add_guild()
        bot = make_bot(database)
        serving = asyncio.create_task(serve(bot, TOKEN, health))
        await fake.wait_ready()
        await until(lambda: connected(bot) and health.exists(), "the bot reports health")
        assert healthy(health)
        await until(lambda: gc.get_freeze_count() > 0, "the objects alive at ready are frozen")
        os.kill(os.getpid(), signal.SIGTERM)
        await asyncio.wait_for(serving, WAIT)
        assert bot.is_closed()
        assert not health.exists() and not healthy(health)
    assert database.exists() and not wal_of(database).exists()
    assert signal.getsignal(signal.SIGTERM) == handler_before


async def test_a_click_in_flight_is_answered_before_the_bot_closes(database, caplog):
    caplog.set_level(logging.INFO, logger="bot.serve")
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        bot = make_bot(database)
        serving = asyncio.create_task(serve(bot, TOKEN))
        await fake.wait_ready()
        await until(lambda: connected(bot), "the bot is connected")
        await fake.slash(alice, channel, "pickomino new", {"rules": "classic"})
        board = fake.last_message(channel)
        await fake.click(bob, board, board.custom_id_for("Join"))
        await fake.click(alice, board, board.custom_id_for("Start"))
        stored, game = await stored_game(bot, channel.id)
        player = member_of_seat([alice, bob], stored, game.current)
        custom_id = action_codes(board)[str(cautious_action(game))]

        writer_lock = sqlite3.connect(database, isolation_level=None)
        writer_lock.execute("BEGIN IMMEDIATE")
        click = asyncio.create_task(fake.click(player, board, custom_id))
        await until(interactions_in_flight, "the click is being handled")
        os.kill(os.getpid(), signal.SIGTERM)
        await until(lambda: "finishing the interactions in flight" in caplog.text, "the stop began")
        assert not bot.is_closed() and not click.done()
        writer_lock.execute("ROLLBACK")
        writer_lock.close()

        answered = await asyncio.wait_for(click, WAIT)
        await asyncio.wait_for(serving, WAIT)
        assert answered.type == 7
        assert bot.is_closed()
    assert not wal_of(database).exists()
    store = await SqliteGameStore.open(database)
    try:
        after = await store.get_game(stored.id)
        log = await store.action_log(stored.id)
    finally:
        await store.close()
    assert after.version == stored.version + 1
    assert log[-1].action == str(cautious_action(game))


async def test_sigterm_stops_a_bot_waiting_to_reconnect(database, monkeypatch, expect_error):
    """Discord down: discord.py waits before each reconnection, up to minutes by the end; a
    stop must not wait for that sleep (a container manager would kill the bot first)."""
    expect_error("discord.client: Attempting a reconnect")
    monkeypatch.setattr(discord.client.ExponentialBackoff, "delay", lambda self: 3600.0)
    disconnects = 0

    async def on_disconnect() -> None:
        nonlocal disconnects
        disconnects += 1

    async with FakeDiscord(strict=False) as fake:
        fake.add_guild()
        bot = make_bot(database)
        bot.add_listener(on_disconnect)
        serving = asyncio.create_task(serve(bot, TOKEN))
        await fake.wait_ready()
        await until(lambda: connected(bot), "the bot is connected")
    await until(lambda: disconnects >= 2, "a reconnection failed and the bot waits to retry")
    os.kill(os.getpid(), signal.SIGTERM)
    await asyncio.wait_for(serving, WAIT)
    assert bot.is_closed()
    assert not wal_of(database).exists()


def timer_tasks() -> list[asyncio.Task[object]]:
    return [task for task in asyncio.all_tasks() if task.get_name() == "pickomino-timers"]


async def test_the_turn_timer_stops_before_the_store_closes(database):
    """A turn timer woken in the same loop step as the stop: on Python 3.11 `wait_for` lost
    the cancellation, and the timer went on reading a closed store ("no active connection")."""
    async with asyncio.timeout(WAIT), FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            await fake.slash(alice, channel, "pickomino new", {"turn_timer": 600})
            board = fake.last_message(channel)
            await fake.click(bob, board, board.custom_id_for("Join"))
            await fake.click(alice, board, board.custom_id_for("Start"))
            await until(lambda: timer_tasks(), "the turn timer runs")
            bot.get_cog("Pickomino").service.timers_changed.set()
        assert not timer_tasks()


async def test_a_click_still_running_after_the_grace_is_cancelled_before_the_store_closes(
    database,
):
    """The click waits for a lock another process holds; the stop cancels it after the grace.
    The store closes after it, with the game as it was or with the move, never half of it."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            await fake.slash(alice, channel, "pickomino new")
            board = fake.last_message(channel)
            await fake.click(bob, board, board.custom_id_for("Join"))
            await fake.click(alice, board, board.custom_id_for("Start"))
            stored, game = await stored_game(bot, channel.id)
            player = member_of_seat([alice, bob], stored, game.current)
            custom_id = action_codes(board)[str(cautious_action(game))]
            bot.shutdown_grace = 0.2
            holder = sqlite3.connect(database, isolation_level=None)
            holder.execute("BEGIN IMMEDIATE")
            click = asyncio.create_task(fake.click(player, board, custom_id))
            await until(
                lambda: any(custom_id in task.get_name() for task in interactions_in_flight()),
                "the click is being handled",
            )

            async def release_once_cancelled() -> None:
                await until(lambda: not interactions_in_flight(), "the click is cancelled")
                holder.execute("ROLLBACK")
                holder.close()

            releasing = asyncio.create_task(release_once_cancelled())
        await releasing
        click.cancel()
    store = await SqliteGameStore.open(database)
    try:
        after = await store.get_game(stored.id)
        moves = len(await store.action_log(stored.id))
    finally:
        await store.close()
    assert (after.version - stored.version, moves) in {(0, 0), (1, 1)}


async def test_a_click_or_command_arriving_once_the_cogs_are_gone_is_answered_plainly(
    database, caplog
):
    """Closing the bot unloads the game cogs first (their timer tasks must stop before the
    store closes) and closes the gateway only then: a click or a command that arrives in
    between finds no cog. It gets a short answer, and the log no ERROR (before: the click's
    handler failed an assertion, logged as an error with a traceback, and the player saw
    "This interaction failed")."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            await fake.slash(alice, channel, "pickomino new", {"rules": "classic"})
            board = fake.last_message(channel)
            await fake.click(bob, board, board.custom_id_for("Join"))
            await fake.click(alice, board, board.custom_id_for("Start"))
            before, _ = await stored_game(bot, channel.id)
            await bot.unload_extension("cogs.pickomino")
            clicked = await fake.click(alice, board, action_codes(board)["roll"], locale="fr")
            typed = await fake.slash(bob, channel, "pickomino status")
            after = await bot.settings.open_store()
            try:
                assert await after.get_game(before.id) == before
            finally:
                await after.close()
    assert clicked.ephemeral and "redémarre" in clicked.content
    assert typed.ephemeral and "restarting" in typed.content
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
