"""The product as players meet it (issue 4): the real bot, a local fake Discord, real SQLite."""

import asyncio
from datetime import UTC, datetime, timedelta

import discord
import pytest
from discord_helpers import (
    SEED,
    action_codes,
    click_action,
    member_of_seat,
    running,
    stored_game,
)
from fakediscord import FakeDiscord

from engine.pickomino import Action, Game, snapshot
from engine.pickomino.policies import cautious_action
from storage import GameStatus, SqliteGameStore

EPHEMERAL = 64


@pytest.fixture
def database(tmp_path):
    return tmp_path / "pickomino.db"


async def open_game(fake, channel, host, others, rules="classic", **options):
    created = await fake.slash(host, channel, "pickomino new", {"rules": rules, **options})
    assert created.type == 4 and not created.ephemeral
    board = fake.last_message(channel)
    for member in others:
        joined = await fake.click(member, board, board.custom_id_for("Join"))
        assert joined.type == 7
    started = await fake.click(host, board, board.custom_id_for("Start"))
    assert started.type == 7
    return board


async def play_one(fake, bot, channel, board, members):
    """Click the button of the cautious move for whoever is to play; returns the result."""
    stored, game = await stored_game(bot, channel.id)
    codes = action_codes(board)
    assert set(codes) == {str(action) for action in game.legal_actions()}
    player = member_of_seat(members, stored, game.current)
    return await click_action(fake, board, player, str(cautious_action(game)))


async def test_a_whole_game_from_new_to_game_over(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob, carol = (fake.add_member(guild, name) for name in ("Alice", "Bob", "Carol"))
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob, carol], rules="extension")
            assert "Alice" in str(board.embeds[0])
            for _ in range(5000):
                if any(c["custom_id"].startswith("pkr:") for c in board.interactive_components()):
                    break
                result = await play_one(fake, bot, channel, board, [alice, bob, carol])
                assert result.type == 7, result.content
            else:
                raise AssertionError("the game did not end")
            game_id = int(board.custom_ids[0].split(":")[1])
            stored = await bot.store.get_game(game_id)
            assert stored.status == GameStatus.FINISHED
            results = await bot.store.results_for_game(game_id)
            assert len(results) == 3 and any(result.won for result in results)
            final = snapshot.from_json(stored.state_json)
            assert {r.worms for r in results} == {final.worms(seat) for seat in range(3)}
            rematch = await fake.click(bob, board, board.custom_id_for("Rematch"))
            assert rematch.type == 4
            lobby = fake.last_message(channel)
            assert all(name in str(lobby.embeds[0]) for name in ("Alice", "Bob", "Carol"))


async def test_a_new_board_is_known_by_the_answer_that_posted_it(database):
    """A board's id is read from Discord's answer to the callback that posted it, not
    fetched again (issue 16): a new lobby and a reposted board take no other request."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob])
            first = await bot.store.active_game_in_channel(channel.id)
            await fake.slash(bob, channel, "pickomino status")
            fresh = fake.last_message(channel)
            await fake.wait_for(lambda: board.components == [], what="old board retired")
            second = await bot.store.active_game_in_channel(channel.id)
    assert first is not None and second is not None and fresh is not board
    assert (first.message_id, second.message_id) == (board.id, fresh.id)
    assert fake.requests["POST /interactions/{interaction_id}/{token}/callback"] == 4
    assert [request for request in fake.requests if "/webhooks/" in request] == []


async def test_a_click_by_the_wrong_player_is_answered_privately(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob, eve = (fake.add_member(guild, name) for name in ("Alice", "Bob", "Eve"))
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob])
            before, _ = await stored_game(bot, channel.id)
            for intruder in (bob, eve):
                answer = await fake.click(intruder, board, action_codes(board)["roll"])
                assert answer.ephemeral and answer.content == "It is Alice's turn."
            after, _ = await stored_game(bot, channel.id)
            assert after.version == before.version


async def test_an_outdated_board_and_a_double_click_change_nothing(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob])
            roll = action_codes(board)["roll"]
            first, second = await asyncio.gather(
                fake.click(alice, board, roll), fake.click(alice, board, roll)
            )
            assert sorted([first.type, second.type]) == [4, 7]
            refused = first if first.type == 4 else second
            assert refused.ephemeral and refused.content == "This board is out of date."
            stored, game = await stored_game(bot, channel.id)
            assert [entry.action for entry in await bot.store.action_log(stored.id)] == ["roll"]
            assert game.phase == "set_aside"


async def test_a_restart_in_the_middle_of_a_turn_keeps_buttons_and_dice(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob])
            await fake.click(alice, board, action_codes(board)["roll"])
        reference = Game.new("classic", 2, SEED)
        reference.apply(Action.parse("roll"))
        face = reference.new_faces()[0]
        reference.apply(Action.parse(f"aside:{face}"))
        reference.apply(Action.parse("roll"))
        async with running(fake, database) as bot:
            clicked = await fake.click(alice, board, action_codes(board)[f"aside:{face}"])
            assert clicked.type == 7
            clicked = await fake.click(alice, board, action_codes(board)["roll"])
            assert clicked.type == 7
            _, game = await stored_game(bot, channel.id)
            assert snapshot.to_json(game) == snapshot.to_json(reference)


async def test_the_turn_timer_fires_after_a_restart(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob], turn_timer=600)
            stored, _ = await stored_game(bot, channel.id)
            assert stored.deadline is not None
        store = await SqliteGameStore.open(database)
        past = datetime.now(UTC) - timedelta(seconds=1)
        await store.set_deadline(stored.id, stored.version, past)
        await store.close()
        edits = board.edit_count
        async with running(fake, database) as bot:
            await fake.wait_for(lambda: board.edit_count > edits, what="the timer's move")
            stored, game = await stored_game(bot, channel.id)
            assert game.current == 1
            log = await bot.store.action_log(stored.id)
            assert log and all(entry.automatic and entry.seat == 0 for entry in log)
            assert stored.deadline is not None and stored.deadline > datetime.now(UTC)


async def test_end_by_a_player_without_permission_is_refused(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        moderator = fake.add_member(
            guild, "Mod", permissions=discord.Permissions(manage_channels=True)
        )
        async with running(fake, database) as bot:
            await open_game(fake, channel, alice, [bob])
            refused = await fake.slash(bob, channel, "pickomino end")
            assert refused.ephemeral and "Only the host" in refused.content
            assert (await stored_game(bot, channel.id))[0].status == GameStatus.RUNNING
            ended = await fake.slash(moderator, channel, "pickomino end")
            assert ended.ephemeral and ended.content == "The game is ended."
            assert await bot.store.active_game_in_channel(channel.id) is None
            assert fake.last_message(channel).components == []


async def test_status_reposts_the_board_and_retires_the_old_one(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob])
            shown = await fake.slash(bob, channel, "pickomino status")
            assert shown.type == 4 and not shown.ephemeral
            fresh = fake.last_message(channel)
            assert fresh.id != board.id and "roll" in action_codes(fresh)
            await fake.wait_for(lambda: board.components == [], what="old board retired")
            stored, _ = await stored_game(bot, channel.id)
            assert stored.message_id == fresh.id


async def test_leaving_a_running_game_removes_the_seat_and_ends_a_duel(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob])
            left = await fake.slash(bob, channel, "pickomino leave")
            assert left.ephemeral and left.content == "You left the game."
            assert await bot.store.active_game_in_channel(channel.id) is None
            await fake.wait_for(
                lambda: any(
                    c["custom_id"].startswith("pkr:") for c in board.interactive_components()
                ),
                what="the final board",
            )
            game_id = int(board.custom_ids[0].split(":")[1])
            results = {r.seat: r for r in await bot.store.results_for_game(game_id)}
            assert results[0].won and not results[1].won


async def test_history_replays_the_log_and_rules_are_paged(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database):
            board = await open_game(fake, channel, alice, [bob])
            await fake.click(alice, board, action_codes(board)["roll"])
            history = await fake.slash(bob, channel, "pickomino history")
            assert history.ephemeral and "Alice" in history.content
            (log_file,) = history.message.files.values()
            header, *lines = log_file.decode().splitlines()
            assert header == "Game #1 (classic): Alice, Bob"
            assert len(lines) == 1 and lines[0].startswith("Alice rolls")
            rules = await fake.slash(bob, channel, "pickomino rules")
            assert rules.ephemeral and rules.embeds[0]["footer"]["text"] == "Page 1 of 5"
            turned = await fake.click(bob, rules.message, rules.message.custom_id_for("Next"))
            assert turned.type == 7 and turned.embeds[0]["footer"]["text"] == "Page 2 of 5"


async def test_missing_permissions_get_a_clear_answer(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            await open_game(fake, channel, alice, [bob])
            fake.forbid_channel(channel, view=True)
            answer = await fake.slash(alice, channel, "pickomino end")
            assert answer.ephemeral and "missing permissions" in answer.content
            assert await bot.store.active_game_in_channel(channel.id) is None


async def test_bad_input_and_a_busy_channel_are_refused_briefly(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database):
            await fake.slash(alice, channel, "pickomino new")
            busy = await fake.slash(bob, channel, "pickomino new")
            assert busy.ephemeral and "already has a game" in busy.content
            board = fake.last_message(channel)
            early = await fake.click(alice, board, board.custom_id_for("Start"))
            assert early.ephemeral and "at least 2" in early.content
            stranger = await fake.click(bob, board, board.custom_id_for("Start"))
            assert stranger.ephemeral and stranger.content == "Only the host can do that."


async def test_an_admin_sets_the_default_turn_timer(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        admin = fake.add_member(guild, "Admin", permissions=discord.Permissions(manage_guild=True))
        bob = fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            refused = await fake.slash(bob, channel, "pickomino settings timer", {"seconds": 5})
            assert refused.ephemeral and "manage the server" in refused.content
            done = await fake.slash(admin, channel, "pickomino settings timer", {"seconds": 90})
            assert done.content == "New games in this server give 90 seconds per decision."
            board = await open_game(fake, channel, admin, [bob])
            stored, _ = await stored_game(bot, channel.id)
            remaining = stored.deadline - datetime.now(UTC)
            assert timedelta(seconds=60) < remaining <= timedelta(seconds=90)
            assert "Turn timer" in str(board.embeds[0])


async def test_a_player_who_keeps_timing_out_is_removed(database):
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database, max_timeouts=2) as bot:
            board = await open_game(fake, channel, alice, [bob], turn_timer=600)
            timers = bot.get_cog("Pickomino").service.timers_changed

            async def time_out() -> None:
                stored, _ = await stored_game(bot, channel.id)
                past = datetime.now(UTC) - timedelta(seconds=1)
                await bot.store.set_deadline(stored.id, stored.version, past)
                edits = board.edit_count
                timers.set()
                await fake.wait_for(lambda: board.edit_count > edits, what="the timer's move")

            await time_out()
            stored, game = await stored_game(bot, channel.id)
            assert game.current == 1 and game.active == [True, True]
            while game.current == 1:
                await play_one(fake, bot, channel, board, [alice, bob])
                stored, game = await stored_game(bot, channel.id)
            await time_out()
            log = await bot.store.action_log(stored.id)
            assert (log[-1].action, log[-1].seat, log[-1].automatic) == ("remove:0", 0, True)
            assert all(entry.automatic == (entry.seat == 0) for entry in log)
            results = {r.seat: r for r in await bot.store.results_for_game(stored.id)}
            assert results[1].won and not results[0].won


@pytest.mark.parametrize("durable", [True, False])
async def test_the_durable_commits_setting_reaches_sqlite(database, durable):
    async with FakeDiscord() as fake:
        fake.add_guild()
        async with running(fake, database, durable_commits=durable) as bot:
            assert await bot.store.durable() is durable
