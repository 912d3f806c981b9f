"""Upgrading a database with finished games: migration 0005, then the rebuild that counts the
older games from their logs and rates them, exactly as if they had finished after it."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

import aiosqlite
from discord_helpers import running
from fakediscord import FakeDiscord

from boards.builders import board, finish, person
from engine.pickomino import Game, snapshot
from engine.pickomino.actions import remove
from engine.pickomino.events import Event
from engine.pickomino.policies import cautious_action
from storage import ALL_TIME, LeaderboardPage, SqliteGameStore
from storage.migrator import known_migrations, migrate
from tables.leaderboards.upkeep import rebuild_if_due
from tables.pickomino.counts import seat_counts

GUILD = 3
VERSION_BEFORE_RATINGS = 4


def play(
    seats: int, seed: int, leave: int | None = None
) -> tuple[Game, list[tuple[int, str]], list[Event]]:
    """A whole game of cautious players; seat `leave` leaves after the first round."""
    game = Game.new("classic", seats, seed)
    actions: list[tuple[int, str]] = []
    events: list[Event] = []
    while not game.is_over:
        if leave is not None and game.turn == seats + 1 and game.active[leave]:
            action, seat = remove(leave), leave
        else:
            action, seat = cautious_action(game), game.current
        events.extend(game.apply(action, None if action.kind == "remove" else seat))
        actions.append((seat, str(action)))
    return game, actions, events


async def write_old_game(
    conn: aiosqlite.Connection, game_id: int, users: list[int], seed: int, leave: int | None = None
) -> list[Event]:
    """A finished game as a version-4 bot stored it: no counts, no ratings."""
    game, actions, events = play(len(users), seed, leave)
    finished = 1_000.0 + game_id
    await conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, owner_id, rules, settings_json, status,"
        " seed, state_json, version, created_at, updated_at, finished_at)"
        " VALUES (?, ?, ?, ?, 'classic', '{}', 'finished', ?, ?, ?, 0, ?, ?)",
        (
            game_id,
            GUILD,
            game_id,
            users[0],
            seed,
            snapshot.to_json(game),
            len(actions) + 2,
            finished,
            finished,
        ),
    )
    for seat, user in enumerate(users):
        await conn.execute(
            "INSERT INTO seats (game_id, seat, user_id, display_name) VALUES (?, ?, ?, ?)",
            (game_id, seat, user, f"player {user}"),
        )
    for version, (seat, code) in enumerate(actions, start=3):
        await conn.execute(
            "INSERT INTO action_log (game_id, version, seat, action, automatic, at)"
            " VALUES (?, ?, ?, ?, 0, ?)",
            (game_id, version, seat, code, finished),
        )
    for placing in game.ranking():
        await conn.execute(
            "INSERT INTO results (game_id, seat, guild_id, rules, user_id, display_name, rank,"
            " worms, tiles_json, won, finished_at)"
            " VALUES (?, ?, ?, 'classic', ?, ?, ?, ?, ?, ?, ?)",
            (
                game_id,
                placing.seat,
                GUILD,
                users[placing.seat],
                f"player {users[placing.seat]}",
                placing.place,
                placing.worms,
                json.dumps(game.stacks[placing.seat]),
                int(placing.place == 1 and not placing.removed),
                finished,
            ),
        )
    return events


async def test_older_games_are_counted_and_rated_once_after_the_upgrade(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        await migrate(conn, str(path), known_migrations()[:VERSION_BEFORE_RATINGS])
        first = await write_old_game(conn, 1, [11, 12, 13], seed=5, leave=1)
        await write_old_game(conn, 2, [12, 13], seed=6)
        await write_old_game(conn, 3, [13, 11, 12, 14], seed=7)

    store = await SqliteGameStore.open(path, durable=False)
    try:
        with closing(sqlite3.connect(path)) as raw:
            assert raw.execute(
                "SELECT seat, removed, table_size, finish_seq, turns FROM results WHERE game_id = 1"
                " ORDER BY seat"
            ).fetchall() == [(0, 0, 3, 1, None), (1, 1, 3, 1, None), (2, 0, 3, 1, None)]
        assert await store.leaderboard(board(GUILD), ALL_TIME) == LeaderboardPage((), 0)

        rebuilt = await rebuild_if_due(store)
        assert rebuilt is not None
        assert (rebuilt.counted, rebuilt.uncountable, rebuilt.rated) == (3, 0, 3)
        assert await rebuild_if_due(store) is None

        page = await store.leaderboard(board(GUILD), ALL_TIME)
        assert {row.user_id for row in page.rows} == {11, 12, 13, 14}
        expected = seat_counts(3, first)[0]
        stats = await store.player_stats(GUILD, "pickomino", 11, rules="classic")
        assert stats is not None
        assert stats.games == 2 and stats.logged_games == 2
        assert stats.turns > expected.turns > 0
        changes = {c.user_id: c for c in await store.rating_changes(1)}
        assert changes[12].delta < 0 and changes[12].delta <= min(c.delta for c in changes.values())
    finally:
        await store.close()


def test_seat_counts_agree_with_the_final_stacks() -> None:
    """Every tile a seat holds at the end was taken by it; steals balance losses; every turn
    ends with a tile, the hen or a bust."""
    for seed in range(20):
        game, _, events = play(4, seed, leave=3 if seed % 3 == 0 else None)
        counts = seat_counts(4, events)
        assert sum(c.tiles_stolen for c in counts) == sum(c.tiles_lost for c in counts)
        for seat, mine in enumerate(counts):
            taken = dict(mine.taken)
            assert all(taken.get(tile, 0) >= 1 for tile in game.stacks[seat])
            assert mine.turns == mine.busts + sum(taken.values())


async def test_the_upkeep_in_chunks_equals_playing_the_games_one_by_one(tmp_path: Path) -> None:
    """Five older games counted two per transaction; then the ratings and totals are what
    finishing the same games one by one gives (rebuilt again after a new game, they do not
    move), and every counted game has its counts."""
    path = tmp_path / "old.db"
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        await migrate(conn, str(path), known_migrations()[:VERSION_BEFORE_RATINGS])
        for game_id, users in enumerate(([1, 2, 3], [2, 3], [3, 1, 2, 4], [4, 1], [2, 4]), 1):
            await write_old_game(conn, game_id, users, seed=game_id, leave=None)

    store = await SqliteGameStore.open(path, durable=False)
    try:
        assert await store.ratings_rebuild_due()
        rebuilt = await rebuild_if_due(store, chunk=2)
        assert rebuilt is not None and (rebuilt.counted, rebuilt.uncountable) == (5, 0)
        assert not await store.ratings_rebuild_due()
        assert await store.games_missing_stats(["pickomino"]) == []
        await finish(store, GUILD, [person(1), person(4)], [1, 2])

        def derived() -> list[list[tuple[object, ...]]]:
            with closing(sqlite3.connect(path)) as raw:
                return [
                    raw.execute(f"SELECT * FROM {table} ORDER BY 1, 2, 3, 4, 5").fetchall()
                    for table in ("ratings", "rating_changes", "board_totals")
                ]

        incremental = derived()
        assert len(incremental[1]) == 3 + 2 + 4 + 2 + 2 + 2
        assert await store.rebuild_ratings() == 6
        assert derived() == incremental
    finally:
        await store.close()


async def test_the_bot_starts_before_the_upkeep_and_shows_the_boards_after_it(
    tmp_path: Path,
) -> None:
    """The bot's start does not wait for the upkeep: it runs in the background, and the board
    shows the older games once it is done."""
    path = tmp_path / "old.db"
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        ann, bob = fake.add_member(guild, "Ann"), fake.add_member(guild, "Bob")
        async with aiosqlite.connect(path, isolation_level=None) as conn:
            await migrate(conn, str(path), known_migrations()[:VERSION_BEFORE_RATINGS])
            for game_id in (1, 2):
                await write_old_game(conn, game_id, [ann.id, bob.id], seed=game_id)
            await conn.execute("UPDATE games SET guild_id = ?", (guild.id,))
            await conn.execute("UPDATE results SET guild_id = ?", (guild.id,))
        async with running(fake, path) as bot:
            cog = bot.get_cog("Pickomino")
            assert cog.upkeep_task is not None
            await cog.upkeep_task
            assert not await bot.store.ratings_rebuild_due()
            shown = await fake.slash(ann, guild.channels[0], "pickomino leaderboard")
            lines = shown.embeds[0]["description"].split("\n")
            assert len(lines) == 2 and all(" · 2 games · " in line for line in lines)
