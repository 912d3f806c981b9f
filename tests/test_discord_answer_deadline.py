"""Every interaction's first answer reaches Discord within its 3 s, whatever the store does
(issue 34, cogs/answer_deadline.py): the fake Discord enforces the 3 s (its interaction rules
on), and another connection holds a real write lock on the database at the default busy
timeout (SQLite's 5 s, not shortened) or a table lock (PostgreSQL). The first answer is a
deferral the fake accepted; the move is played once the lock is gone, exactly once, and the
board shows it; a lock held past the busy timeout ends in "try again", as a follow-up.
"""

import asyncio
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

import asyncpg
import pytest
from discord_helpers import LENIENT_BUDGET, action_codes, stored_game
from discord_helpers import running as running_leniently
from fakediscord import FakeDiscord, InteractionTimeout
from test_discord_game import open_game

from cogs import answer_deadline
from cogs.answer_deadline import BUDGET
from storage import connections

DEFERRED_UPDATE, DEFERRED_MESSAGE, UPDATE = 6, 5, 7
CHANNEL_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"


def running(fake, database, **settings):  # type: ignore[no-untyped-def]
    """The bot with its real answer deadline."""
    return running_leniently(fake, database, answer_budget=BUDGET, **settings)


def test_the_busy_timeout_is_the_default_one() -> None:
    """These tests mean something only at the timeout the bot runs with: longer than 3 s."""
    assert connections.BUSY_TIMEOUT_MS == 5_000


@contextmanager
def sqlite_write_lock(database: Path) -> Iterator[sqlite3.Connection]:
    """Another connection holding the database's write lock, as a backup or a second process
    would, until the block ends."""
    with closing(sqlite3.connect(database, isolation_level=None)) as holder:
        holder.execute("BEGIN EXCLUSIVE")
        try:
            yield holder
        finally:
            holder.execute("ROLLBACK")


async def test_a_click_behind_a_sqlite_lock_is_deferred_in_time_then_played(tmp_path):
    database = tmp_path / "games.db"
    async with FakeDiscord(interaction_rules=True) as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob])
            before, _ = await stored_game(bot, channel.id)
            edits = board.edit_count
            with sqlite_write_lock(database):
                clicked = await fake.click(alice, board, action_codes(board)["roll"])
                assert clicked.type == DEFERRED_UPDATE and clicked.refusals == []
                assert board.edit_count == edits
            await fake.wait_for(lambda: board.edit_count > edits, what="the board's edit")
            after, game = await stored_game(bot, channel.id)
            assert after.version == before.version + 1 and game.phase == "set_aside"
            assert [entry.action for entry in await bot.store.action_log(after.id)] == ["roll"]
            aside = next(code for code in action_codes(board) if code.startswith("aside:"))
            played = await fake.click(alice, board, action_codes(board)[aside])
            assert played.type == UPDATE
        assert clicked.followups == []


async def test_a_lock_held_past_the_busy_timeout_ends_in_try_again_then_plays(tmp_path):
    database = tmp_path / "games.db"
    async with FakeDiscord(interaction_rules=True) as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob])
            before, _ = await stored_game(bot, channel.id)
            with sqlite_write_lock(database):
                clicked = await fake.click(alice, board, action_codes(board)["roll"], locale="fr")
                assert clicked.type == DEFERRED_UPDATE and clicked.refusals == []
                await fake.wait_for(lambda: clicked.followups != [], what="the follow-up")
                rules = await fake.slash(bob, channel, "pickomino rules")
            (refused,) = clicked.followups
            assert refused.ephemeral
            assert refused.content.startswith("La base de données des parties est indisponible")
            assert rules.type == 4 and rules.ephemeral
            assert (await stored_game(bot, channel.id))[0].version == before.version
            played = await fake.click(alice, board, action_codes(board)["roll"])
            assert played.type == UPDATE
            after, _ = await stored_game(bot, channel.id)
            assert [entry.action for entry in await bot.store.action_log(after.id)] == ["roll"]


async def test_a_command_behind_a_lock_thinks_in_time_then_posts_its_board(tmp_path):
    """`/pickomino new` deferred privately ("thinking..."); its public board then replaces
    the private note, and becomes the game's board, which plays."""
    database = tmp_path / "games.db"
    async with FakeDiscord(interaction_rules=True) as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            await fake.slash(alice, channel, "pickomino rules")
            with sqlite_write_lock(database):
                created = await fake.slash(alice, channel, "pickomino new")
                assert created.type == DEFERRED_MESSAGE and created.ephemeral
            await fake.wait_for(lambda: created.followups != [], what="the board")
            (board,) = created.followups
            assert not board.ephemeral and created.message is not None
            assert created.message.deleted and fake.messages(channel) == [board]
            joined = await fake.click(bob, board, board.custom_id_for("Join"))
            assert joined.type == UPDATE
            stored = await bot.store.active_game_in_channel(channel.id)
            assert stored is not None and stored.message_id == board.id
            assert len(stored.seats) == 2


async def test_a_click_behind_a_postgresql_table_lock_is_deferred_in_time_then_played(
    postgres_url, tmp_path
):
    async with FakeDiscord(interaction_rules=True) as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, tmp_path / "unused.db", database_url=postgres_url) as bot:
            board = await open_game(fake, channel, alice, [bob])
            before, _ = await stored_game(bot, channel.id)
            edits = board.edit_count
            holder = await asyncpg.connect(postgres_url)
            try:
                locked = holder.transaction()
                await locked.start()
                await holder.execute("LOCK TABLE games IN EXCLUSIVE MODE")
                clicked = await fake.click(alice, board, action_codes(board)["roll"])
                assert clicked.type == DEFERRED_UPDATE and clicked.refusals == []
                await asyncio.sleep(0)
                assert board.edit_count == edits
                await locked.rollback()
            finally:
                await holder.close()
            await fake.wait_for(lambda: board.edit_count > edits, what="the board's edit")
            after, game = await stored_game(bot, channel.id)
            assert after.version == before.version + 1 and game.phase == "set_aside"
            assert [entry.action for entry in await bot.store.action_log(after.id)] == ["roll"]
            aside = next(code for code in action_codes(board) if code.startswith("aside:"))
            assert (await fake.click(alice, board, action_codes(board)[aside])).type == UPDATE


async def test_a_token_too_old_is_never_used_and_the_board_is_edited_through_the_channel(
    tmp_path, monkeypatch
):
    """A click deferred behind a lock, the lock gone only 16 minutes later (the fake's clock
    and the bot's moved on together): the move plays once, the board shows it, edited
    through the channel, and the bot never sends the expired token (Discord would count a
    401 towards its ban of the bot's address); no error is logged."""
    database = tmp_path / "games.db"
    async with FakeDiscord(interaction_rules=True) as fake:
        monkeypatch.setattr(answer_deadline, "clock", fake.clock.now)
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running(fake, database) as bot:
            board = await open_game(fake, channel, alice, [bob])
            before, _ = await stored_game(bot, channel.id)
            edits = fake.requests[CHANNEL_EDIT]
            with sqlite_write_lock(database):
                clicked = await fake.click(alice, board, action_codes(board)["roll"])
                assert clicked.type == DEFERRED_UPDATE
                fake.clock.advance(16 * 60)
            await fake.wait_for(lambda: fake.requests[CHANNEL_EDIT] > edits, what="the edit")
            await bot.get_cog("Pickomino").updates.settled(before.id)
            after, game = await stored_game(bot, channel.id)
            assert after.version == before.version + 1 and game.phase == "set_aside"
            assert f":{after.version}:" in board.custom_ids[0]
        assert clicked.refusals == [] and clicked.followups == []
        assert fake.invalid_requests == {}


@pytest.mark.parametrize(
    "budget", [BUDGET, LENIENT_BUDGET], ids=["deferral refused", "answer refused"]
)
async def test_an_interaction_discord_refused_as_too_late_gets_nothing_more(tmp_path, budget):
    """The event loop held up past the 3 s (the fake's clock jumps 4 s as the click arrives):
    Discord refuses the bot's first answer (10062), its deferral at the real deadline or,
    with a deadline too long to come first, the board itself. The bot then sends nothing more
    on that interaction (each try would be refused too), logs no error, and the move, played
    once the lock is gone, reaches the board through the channel."""
    database = tmp_path / "games.db"
    async with FakeDiscord(interaction_rules=True) as fake:
        guild = fake.add_guild()
        channel = guild.channels[0]
        alice, bob = fake.add_member(guild, "Alice"), fake.add_member(guild, "Bob")
        async with running_leniently(fake, database, answer_budget=budget) as bot:
            board = await open_game(fake, channel, alice, [bob])
            before, _ = await stored_game(bot, channel.id)
            edits, callbacks = fake.requests[CHANNEL_EDIT], fake.requests[CALLBACK]
            with sqlite_write_lock(database):
                clicking = asyncio.create_task(
                    fake.click(alice, board, action_codes(board)["roll"])
                )
                await asyncio.sleep(0)
                fake.clock.advance(4)
                if budget == BUDGET:
                    await fake.wait_for(lambda: fake.requests[CALLBACK] > callbacks)
            with pytest.raises(InteractionTimeout, match="10062"):
                await clicking
            await fake.wait_for(lambda: fake.requests[CHANNEL_EDIT] > edits, what="the edit")
            await bot.get_cog("Pickomino").updates.settled(before.id)
            after, game = await stored_game(bot, channel.id)
            assert after.version == before.version + 1 and game.phase == "set_aside"
            assert f":{after.version}:" in board.custom_ids[0]
        assert fake.requests[CALLBACK] == callbacks + 1, "the refused answer only"
