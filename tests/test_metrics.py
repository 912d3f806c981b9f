"""The operator's metrics (issue 31): the real bot against the fake Discord with metrics on,
scraped over HTTP from its own endpoint, the counts checked against what was played."""

import asyncio
import sqlite3
import urllib.request
from contextlib import closing

import pytest
from discord_helpers import action_codes, running
from fakediscord import FakeDiscord
from pgcluster import free_port
from pickpic.pickpic_discord_helpers import game_of as pickpic_game_of
from pickpic.pickpic_discord_helpers import play_step
from prometheus_client.parser import text_string_to_metric_families
from test_discord_computers import has_controls, open_against_computers, play_alice
from test_discord_game import open_game, play_one

from bot.health import healthy
from bot.heartbeat import Heartbeat
from bot.serve import beat
from storage import GameStatus
from storage import connections as sqlite_connections


def scrape(port: int) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample the endpoint serves, by name and labels."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as answer:
        text = answer.read().decode()
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


async def scraped(bot) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    return await asyncio.to_thread(scrape, bot.metrics_port)


def value(samples, name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def total(samples, name: str, **labels: str) -> float:
    """The sum over every series of `name` whose labels include `labels`."""
    return sum(
        found
        for (sample, sample_labels), found in samples.items()
        if sample == name and set(labels.items()) <= set(sample_labels)
    )


async def test_a_whole_game_is_counted_as_it_was_played(tmp_path):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob, carol = (fake.add_member(guild, name) for name in ("Alice", "Bob", "Carol"))
        port = free_port()
        async with running(fake, tmp_path / "games.db", metrics_port=port) as bot:
            assert bot.metrics_port == port
            board = await open_game(fake, channel, alice, [bob], short_game=True)
            await bot.metrics.sample_store(bot.store)
            running_now = await scraped(bot)
            assert (
                value(
                    running_now,
                    "pickomino_games_open",
                    game="pickomino",
                    rules="classic",
                    status="running",
                )
                == 1
            )

            codes = action_codes(board)
            refused = await fake.click(carol, board, next(iter(codes.values())))
            assert refused.ephemeral
            stale = await fake.forge_component(alice, board, "pk:made-up")
            assert stale.ephemeral
            moves = 0
            game_id = int(board.custom_ids[0].split(":")[1])
            for _ in range(5000):
                if any(c["custom_id"].startswith("pkr:") for c in board.interactive_components()):
                    break
                assert (await play_one(fake, bot, channel, board, [alice, bob])).type == 7
                moves += 1
            else:
                raise AssertionError("the game did not end")
            log = await bot.store.action_log(game_id)
            await bot.metrics.sample_store(bot.store)
            bot.metrics.sample_gateway(bot)
            samples = await scraped(bot)

    assert (
        value(samples, "pickomino_interactions_total", shard="0", kind="command", outcome="played")
        == 1
    )
    # Bob's Join, Alice's Start, then every move clicked.
    assert (
        value(samples, "pickomino_interactions_total", shard="0", kind="button", outcome="played")
        == 2 + moves
    )
    assert (
        value(samples, "pickomino_interactions_total", shard="0", kind="button", outcome="refused")
        == 1
    )
    assert (
        value(samples, "pickomino_interactions_total", shard="0", kind="button", outcome="stale")
        == 1
    )
    answered = total(samples, "pickomino_interactions_total")
    assert total(samples, "pickomino_answer_seconds_count") == answered == 1 + 2 + moves + 2
    assert 0 < total(samples, "pickomino_answer_seconds_sum") < answered * 3
    assert (
        value(samples, "pickomino_answer_seconds_bucket", shard="0", kind="button", le="+Inf")
        == 4 + moves
    )
    assert (
        value(
            samples, "pickomino_games_finished_total", shard="0", game="pickomino", rules="classic"
        )
        == 1
    )
    assert total(samples, "pickomino_games_open") == 0
    assert value(samples, "pickomino_storage_seconds_count", operation="apply_action") == len(log)
    assert value(samples, "pickomino_gateway_connected", shard="0") == 1
    assert total(samples, "process_cpu_seconds_total") > 0
    assert value(samples, "pickomino_database", figure="sqlite_wal_bytes") >= 0


async def test_computer_turns_and_turn_timers_are_counted(tmp_path):
    """Computers play from stored deadlines (the turn timer's loop): each of their turns is
    a timer fired, and counted as a computer turn."""
    async with FakeDiscord() as fake:
        channel = fake.add_guild().channels[0]
        alice = fake.add_member(channel.guild, "Alice")
        async with running(
            fake, tmp_path / "games.db", metrics_port=free_port(), computer_pause=0
        ) as bot:
            board = await open_against_computers(fake, channel, alice, 1)
            for _ in range(5000):
                await fake.wait_for(lambda: has_controls(board), what="a computer's turn")
                if any(c["custom_id"].startswith("pkr:") for c in board.interactive_components()):
                    break
                assert (await play_alice(fake, bot, channel, board, alice)).type == 7
            else:
                raise AssertionError("the game did not end")
            game_id = int(board.custom_ids[0].split(":")[1])
            log = await bot.store.action_log(game_id)
            samples = await scraped(bot)
    computer_turns = sum(
        1
        for before, entry in zip([None, *log], log, strict=False)
        if entry.seat == 1 and (before is None or before.seat != 1)
    )
    assert computer_turns >= 1
    assert value(samples, "pickomino_computer_turns_total", shard="0", game="pickomino") == (
        computer_turns
    )
    fired = value(samples, "pickomino_turn_timers_fired_total", shard="0")
    assert fired == computer_turns
    assert value(samples, "pickomino_turn_timer_lateness_seconds_count", shard="0") == fired
    assert (
        value(
            samples, "pickomino_games_finished_total", shard="0", game="pickomino", rules="classic"
        )
        == 1
    )


async def test_pick_pic_computers_are_counted_by_game(tmp_path):
    """Issue 34: a Pick Pic computer's part of each step (giving, P4; ranking, P7) is one
    computer turn, labelled game="pickpic"; Pickomino's series stays apart."""
    async with FakeDiscord() as fake:
        channel = fake.add_guild().channels[0]
        alice = fake.add_member(channel.guild, "Alice")
        async with running(
            fake, tmp_path / "games.db", metrics_port=free_port(), computer_pause=0
        ) as bot:
            await fake.slash(alice, channel, "pickpic new", {"target_score": 5})
            lobby = fake.last_message(channel)
            for _ in range(2):
                await fake.click(alice, lobby, lobby.custom_id_for("Add computer"))
            await fake.click(alice, lobby, lobby.custom_id_for("Start"))
            for _ in range(40):
                stored, game = await pickpic_game_of(bot, channel)
                if stored.status != GameStatus.RUNNING:
                    break
                if 0 in game.waiting():
                    await play_step(fake, bot, channel, alice, 0)
            else:
                raise AssertionError("the game did not end")
            log = await bot.store.action_log(stored.id)
            samples = await scraped(bot)
    assert stored.status == GameStatus.FINISHED
    steps = 2 * game.round
    assert {1, 2} <= {entry.seat for entry in log if entry.automatic}
    assert value(samples, "pickomino_computer_turns_total", shard="0", game="pickpic") == 2 * steps
    assert value(samples, "pickomino_computer_turns_total", shard="0", game="pickomino") == 0


async def test_two_shards_in_one_process_are_told_apart(tmp_path):
    async with FakeDiscord() as fake:
        guilds = [fake.add_guild(f"Shard {n}", shard=(n, 2)) for n in range(2)]
        hosts = [fake.add_member(guild, "Alice") for guild in guilds]
        guests = [fake.add_member(guild, "Bob") for guild in guilds]
        async with running(
            fake, tmp_path / "games.db", shard_count=2, shard_ids="0,1", metrics_port=free_port()
        ) as bot:
            await fake.wait_shard_ready(1)
            board = await open_game(fake, guilds[1].channels[0], hosts[1], [guests[1]])
            assert (await fake.click(hosts[1], board, action_codes(board)["roll"])).type == 7
            bot.metrics.sample_gateway(bot)
            samples = await scraped(bot)
    assert (
        value(samples, "pickomino_interactions_total", shard="1", kind="command", outcome="played")
        == 1
    )
    assert (
        value(samples, "pickomino_interactions_total", shard="1", kind="button", outcome="played")
        == 3
    )
    assert total(samples, "pickomino_interactions_total", shard="0") == 0
    assert value(samples, "pickomino_gateway_connected", shard="0") == 1
    assert value(samples, "pickomino_gateway_connected", shard="1") == 1


@pytest.fixture
def quick_lock(monkeypatch):
    monkeypatch.setattr(sqlite_connections, "BUSY_TIMEOUT_MS", 50)


async def test_a_storage_fault_shows_in_the_metrics_and_agrees_with_health(tmp_path, quick_lock):
    """A lock held past the busy timeout: the click gets "try again", the store call is
    counted unavailable, and the heartbeat's health and the metrics' say the same."""
    database = tmp_path / "games.db"
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database, metrics_port=free_port()) as bot:
            board = await open_game(fake, channel, alice, [bob])
            heart = Heartbeat(bot.store, tmp_path / "games.health")
            await beat(bot, heart)
            fine = await scraped(bot)
            with closing(sqlite3.connect(database, isolation_level=None)) as holder:
                holder.execute("BEGIN EXCLUSIVE")
                refused = await fake.click(alice, board, action_codes(board)["roll"])
                await beat(bot, heart)
                unhealthy = await scraped(bot)
                sick = healthy(heart.health_file)
                holder.execute("ROLLBACK")
            await beat(bot, heart)
            back = await scraped(bot)
            well = healthy(heart.health_file)

    assert value(fine, "pickomino_healthy") == 1 and value(fine, "pickomino_database_up") == 1
    assert refused.ephemeral and "unavailable" in refused.content
    assert not sick and value(unhealthy, "pickomino_healthy") == 0
    assert value(unhealthy, "pickomino_database_up") == 0
    assert value(unhealthy, "pickomino_try_again_answers_total", shard="0") == 1
    assert (
        value(unhealthy, "pickomino_interactions_total", shard="0", kind="button", outcome="error")
        == 1
    )
    assert total(unhealthy, "pickomino_storage_unavailable_total") >= 1
    assert well and value(back, "pickomino_healthy") == 1


async def test_without_the_setting_nothing_is_served_or_hooked(tmp_path):
    """Metrics off (the default): no endpoint, the store unwrapped, no observer set."""
    from cogs import answer_clock
    from storage.sqlite_store import SqliteGameStore
    from tables import observers

    async with FakeDiscord() as fake:
        fake.add_guild()
        async with running(fake, tmp_path / "games.db") as bot:
            assert bot.metrics is None
            assert isinstance(bot.store, SqliteGameStore)
            assert observers.observer is None and answer_clock.listener is None
