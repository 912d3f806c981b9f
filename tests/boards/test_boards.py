"""Leaderboard pages, periods, servers and statistics, from real finished games in SQLite."""

from __future__ import annotations

import random
import sqlite3
from contextlib import closing
from datetime import UTC, datetime, timedelta

import asyncpg
from stores.backends import Backend

from boards.builders import board, computer, finish, person, rows
from storage import ALL_TIME, LeaderboardPage, Period, SeatStats, SqliteGameStore, period_key
from storage.standings import INITIAL_RATING

GUILD = 7
OTHER_GUILD = 8


async def test_pages_cover_the_board_once_in_order(store: SqliteGameStore) -> None:
    """25 people, each beaten by the next: pages of 10 list them all once, best first, and
    a person's own row says where they stand."""
    for user in range(1, 25):
        await finish(store, GUILD, [person(user), person(user + 1)], [2, 1])
    whole = await store.leaderboard(board(GUILD), ALL_TIME, limit=100)
    assert whole.total == 25
    pages = [
        await store.leaderboard(board(GUILD), ALL_TIME, offset=o, limit=10) for o in (0, 10, 20)
    ]
    paged = [row for page in pages for row in page.rows]
    assert [len(page.rows) for page in pages] == [10, 10, 5]
    assert paged == list(whole.rows)
    assert [row.position for row in paged] == list(range(25))
    ordered = [(row.rating, row.wins, row.games) for row in paged]
    assert ordered == sorted(ordered, reverse=True)
    for row in paged:
        assert await store.leaderboard_row(board(GUILD), ALL_TIME, row.user_id) == row
    assert await store.leaderboard_row(board(GUILD), ALL_TIME, 999) is None


async def test_full_ties_share_a_rank_and_keep_a_stable_order(store: SqliteGameStore) -> None:
    """Four people who only played against computers and won once: same rating, wins and
    games, so rank 1 each, listed by name."""
    for user, name in [(4, "Dee"), (2, "Bea"), (3, "Cy"), (1, "Al")]:
        await finish(store, GUILD, [person(user, name), computer()], [1, 2])
    await finish(store, GUILD, [person(5, "Ed"), computer()], [2, 1])
    assert await rows(store, GUILD) == [
        (1, INITIAL_RATING, "Al"),
        (1, INITIAL_RATING, "Bea"),
        (1, INITIAL_RATING, "Cy"),
        (1, INITIAL_RATING, "Dee"),
        (5, INITIAL_RATING, "Ed"),
    ]
    dee = await store.leaderboard_row(board(GUILD), ALL_TIME, 4)
    assert dee is not None and (dee.rank, dee.position) == (1, 3)


async def test_a_board_shows_games_wins_and_worms(store: SqliteGameStore) -> None:
    await finish(store, GUILD, [person(1), person(2)], [1, 2], worms=[7, 3])
    await finish(store, GUILD, [person(1), person(2)], [2, 1], worms=[4, 6])
    await finish(store, GUILD, [person(1), computer()], [1, 2], worms=[9, 0])
    row = await store.leaderboard_row(board(GUILD), ALL_TIME, 1)
    assert row is not None
    assert (row.games, row.wins, row.worms) == (3, 2, 20)
    assert (round(row.win_rate, 3), round(row.average_worms, 3)) == (0.667, 6.667)


async def test_periods_count_only_their_games(store: SqliteGameStore, backend: Backend) -> None:
    """Games moved to last month count in all time only; this week's board has this week's."""
    old = await finish(store, GUILD, [person(1), person(2)], [1, 2])
    await finish(store, GUILD, [person(1), person(2)], [1, 2])
    await finish(store, GUILD, [person(2), person(3)], [1, 2])
    now = datetime.now(UTC)
    last_month = (now.replace(day=1) - timedelta(days=1)).timestamp()
    await backend.execute(
        "UPDATE results SET finished_at = ? WHERE game_id = ?", last_month, old.id
    )
    await store.rebuild_ratings()
    everything = await store.leaderboard(board(GUILD), ALL_TIME)
    month = await store.leaderboard(board(GUILD), period_key(Period.MONTH, now))
    week = await store.leaderboard(board(GUILD), period_key(Period.WEEK, now))
    assert {row.user_id: row.games for row in everything.rows} == {1: 2, 2: 3, 3: 1}
    assert {row.user_id: row.games for row in month.rows} == {1: 1, 2: 2, 3: 1}
    assert {row.user_id: row.games for row in week.rows} == {1: 1, 2: 2, 3: 1}
    assert await store.leaderboard(board(GUILD), "1999-W01") == LeaderboardPage((), 0)
    # The period rows carry today's ratings, like the all-time board.
    assert {r.user_id: r.rating for r in week.rows} == {
        r.user_id: r.rating for r in everything.rows
    }


async def test_servers_never_see_each_other(store: SqliteGameStore) -> None:
    """The same people in two servers: each server has its own ratings, rows and stats."""
    await finish(store, GUILD, [person(1, "Ann"), person(2, "Bob")], [1, 2])
    await finish(store, OTHER_GUILD, [person(1, "Ann"), person(2, "Bob")], [2, 1])
    await finish(store, OTHER_GUILD, [person(3, "Cid"), person(2, "Bob")], [2, 1])
    here = await store.leaderboard(board(GUILD), ALL_TIME)
    there = await store.leaderboard(board(OTHER_GUILD), ALL_TIME)
    assert [row.display_name for row in here.rows] == ["Ann", "Bob"]
    assert there.rows[0].display_name == "Bob"
    assert {row.user_id for row in there.rows} == {1, 2, 3}
    assert [(row.games, row.wins) for row in here.rows] == [(1, 1), (1, 0)]
    bob_here = await store.player_stats(GUILD, "pickomino", 2)
    bob_there = await store.player_stats(OTHER_GUILD, "pickomino", 2)
    assert bob_here is not None and bob_there is not None
    assert (bob_here.games, bob_here.wins, bob_there.games, bob_there.wins) == (1, 0, 2, 2)
    assert await store.player_stats(GUILD, "pickomino", 3) is None
    assert await store.players_named(GUILD, "pickomino", "cid") == []
    assert await store.players_named(OTHER_GUILD, "pickomino", "cid") == [3]


async def test_player_stats_sum_up_their_games(store: SqliteGameStore) -> None:
    ann, bob, cid = person(1, "Ann"), person(2, "Bob"), person(3, "Cid")
    counts = SeatStats(10, 2, 1, 3, ((25, 1), (30, 2)))
    other = SeatStats(8, 4, 0, 0, ((25, 2),))
    await finish(store, GUILD, [ann, bob], [2, 1], worms=[3, 6], stats=[counts, other])
    await finish(
        store, GUILD, [ann, bob, cid], [1, 2, 3], worms=[8, 2, 1], stats=[other, counts, other]
    )
    await finish(store, GUILD, [person(1, "Annie"), bob, cid], [1, 3, 2], worms=[9, 0, 1])
    stats = await store.player_stats(GUILD, "pickomino", 1)
    assert stats is not None
    assert stats.display_name == "Annie"
    assert (stats.games, stats.wins, stats.worms, stats.best_worms) == (3, 2, 20, 9)
    assert [(p.table_size, p.games, p.average) for p in stats.places] == [(2, 1, 2.0), (3, 2, 1.0)]
    assert (stats.logged_games, stats.turns, stats.busts) == (2, 18, 6)
    assert (stats.tiles_stolen, stats.tiles_lost) == (1, 3)
    assert stats.most_taken == (25, 3)
    assert stats.streak == 2
    bob_stats = await store.player_stats(GUILD, "pickomino", 2)
    assert bob_stats is not None and bob_stats.streak == -2
    assert await store.player_stats(GUILD, "pickomino", 1, rules="extension") is None


async def test_rebuild_gives_exactly_what_the_games_gave(
    store: SqliteGameStore, backend: Backend
) -> None:
    """200 seeded games of 2 to 7 seats among 12 people and computers, two servers, two rule
    sets, with ties and removals: rebuilding from the results reproduces every derived row."""
    rng = random.Random(12)
    for _ in range(200):
        size = rng.randint(2, 7)
        people = rng.sample(range(1, 13), rng.randint(1, size))
        seats = [person(user) for user in people] + [computer(n) for n in range(size - len(people))]
        rng.shuffle(seats)
        scores = [rng.randint(0, 4) for _ in range(size)]
        places = [1 + sum(other > mine for other in scores) for mine in scores]
        removed = [seat for seat in range(size) if rng.random() < 0.1]
        await finish(
            store,
            rng.choice([GUILD, OTHER_GUILD]),
            seats,
            places,
            removed=removed,
            rules=rng.choice(["classic", "extension"]),
        )

    async def derived() -> dict[str, list[tuple[object, ...]]]:
        return {
            table: await fetch(backend, f"SELECT * FROM {table} ORDER BY 1, 2, 3, 4, 5")
            for table in ("ratings", "rating_changes", "board_totals")
        }

    incremental = await derived()
    assert len(incremental["rating_changes"]) > 300
    assert await store.rebuild_ratings() == 200
    assert await derived() == incremental


async def fetch(backend: Backend, sql: str) -> list[tuple[object, ...]]:
    """Rows straight from the backend's tables, outside the store."""
    if backend.url is not None:
        conn = await asyncpg.connect(backend.url)
        try:
            return [tuple(row) for row in await conn.fetch(sql)]
        finally:
            await conn.close()
    with closing(sqlite3.connect(backend.path)) as raw:
        return raw.execute(sql).fetchall()
