"""Ratings from real finished games in SQLite: order, ties, people only, removed seats."""

from __future__ import annotations

from boards.builders import board, computer, finish, person, rows
from storage import ALL_TIME, SqliteGameStore
from storage.standings import INITIAL_RATING, NEWCOMER, model

GUILD = 5


async def ratings(store: SqliteGameStore, *users: int) -> list[int]:
    found = {}
    for user in users:
        row = await store.leaderboard_row(board(GUILD), ALL_TIME, user)
        assert row is not None, f"user {user} is not on the board"
        found[user] = row.rating
    return [found[user] for user in users]


async def test_the_winner_gains_what_the_loser_loses_and_leads_the_board(
    store: SqliteGameStore,
) -> None:
    game = await finish(store, GUILD, [person(1, "Ann"), person(2, "Bob")], [1, 2])
    ann, bob = await ratings(store, 1, 2)
    assert ann > INITIAL_RATING > bob
    changes = {change.user_id: change for change in await store.rating_changes(game.id)}
    assert changes[1].rating_before == changes[2].rating_before == INITIAL_RATING
    assert (changes[1].rating_after, changes[2].rating_after) == (ann, bob)
    assert await rows(store, GUILD) == [(1, ann, "Ann"), (2, bob, "Bob")]


async def test_a_middle_place_lands_between_first_and_last(store: SqliteGameStore) -> None:
    await finish(store, GUILD, [person(1), person(2), person(3), person(4)], [3, 1, 4, 2])
    third, first, last, second = await ratings(store, 1, 2, 3, 4)
    assert first > second > third > last


async def test_tied_places_share_the_rating_change_and_the_rank(store: SqliteGameStore) -> None:
    """R18: players still tied share the win; they also share the rank on the board."""
    await finish(store, GUILD, [person(1), person(2), person(3)], [1, 1, 3], worms=[5, 5, 0])
    first, second, last = await ratings(store, 1, 2, 3)
    assert first == second > last
    board_rows = await rows(store, GUILD)
    assert [rank for rank, _, _ in board_rows] == [1, 1, 3]


async def test_computers_are_left_out_of_the_ranking(store: SqliteGameStore) -> None:
    """Ann second behind a computer, Bob last: Ann is rated as the winner of a two-person game."""
    await finish(store, GUILD, [person(1), computer(), person(2)], [2, 1, 3], rules="extension")
    await finish(store, GUILD, [person(3), person(4)], [1, 2], rules="extension")
    extension = board(GUILD, "extension")
    ann, bob, winner, loser = [
        await store.leaderboard_row(extension, ALL_TIME, user) for user in (1, 2, 3, 4)
    ]
    assert ann is not None and bob is not None and winner is not None and loser is not None
    assert (ann.rating, bob.rating) == (winner.rating, loser.rating)
    assert (ann.wins, winner.wins) == (0, 1)


async def test_a_game_with_one_person_counts_but_changes_no_rating(
    store: SqliteGameStore,
) -> None:
    game = await finish(store, GUILD, [person(1), computer(1), computer(2)], [1, 2, 3])
    assert await store.rating_changes(game.id) == []
    row = await store.leaderboard_row(board(GUILD), ALL_TIME, 1)
    assert row is not None
    assert (row.rating, row.games, row.wins, row.worms) == (INITIAL_RATING, 1, 1, 9)
    stats = await store.player_stats(GUILD, "pickomino", 1)
    assert stats is not None and stats.ratings == ()


async def test_a_removed_person_counts_last_whatever_the_worms(store: SqliteGameStore) -> None:
    """F8: Ann left with the most worms (the engine ranks her after the remaining seats); for
    the ratings she is last, tied with Cid who left too."""
    await finish(
        store,
        GUILD,
        [person(1), person(2), person(3), person(4)],
        [3, 1, 4, 2],
        worms=[20, 5, 1, 2],
        removed=[0, 2],
    )
    ann, bob, cid, dan = await ratings(store, 1, 2, 3, 4)
    assert bob > dan > ann == cid


async def test_abandoned_and_ended_games_count_nothing(store: SqliteGameStore) -> None:
    """`/pickomino end` and a host closing the lobby both abandon: no results, no rows."""
    lobby = await store.create_game(
        guild_id=GUILD,
        channel_id=1,
        owner_id=1,
        rules="classic",
        settings_json="{}",
        seats=[person(1), person(2)],
    )
    version = await store.start_game(
        lobby.id, lobby.version, seed=1, state_json="{}", deadline=None
    )
    await store.abandon_game(lobby.id, version)
    assert await rows(store, GUILD) == []
    assert await store.player_stats(GUILD, "pickomino", 1) is None
    await store.rebuild_ratings()
    assert await rows(store, GUILD) == []


async def test_ratings_carry_over_from_game_to_game(store: SqliteGameStore) -> None:
    for _ in range(3):
        await finish(store, GUILD, [person(1), person(2)], [1, 2])
    ann, bob = await ratings(store, 1, 2)
    stats = await store.player_stats(GUILD, "pickomino", 1)
    assert stats is not None
    (trend,) = stats.ratings
    assert trend.rated_games == 3 and trend.rating == ann
    assert trend.recent[0] == INITIAL_RATING and list(trend.recent) == sorted(trend.recent)
    assert trend.change == ann - INITIAL_RATING
    assert bob < INITIAL_RATING


async def test_each_rule_set_has_its_own_ratings(store: SqliteGameStore) -> None:
    await finish(store, GUILD, [person(1), person(2)], [1, 2], rules="classic")
    await finish(store, GUILD, [person(1), person(2)], [2, 1], rules="extension")
    classic = await store.leaderboard_row(board(GUILD, "classic"), ALL_TIME, 1)
    extension = await store.leaderboard_row(board(GUILD, "extension"), ALL_TIME, 1)
    assert classic is not None and extension is not None
    assert classic.rank == 1 and extension.rank == 2
    stats = await store.player_stats(GUILD, "pickomino", 1)
    assert stats is not None and [trend.rules for trend in stats.ratings] == [
        "classic",
        "extension",
    ]


def test_a_newcomer_starts_from_the_rating_model_s_own_defaults() -> None:
    """The newcomer's skill is written out so that openskill loads only when a game ends."""
    assert (NEWCOMER.mu, NEWCOMER.sigma) == (model().mu, model().sigma)
    assert model().rating().mu == NEWCOMER.mu and model().rating().sigma == NEWCOMER.sigma
    assert INITIAL_RATING == 1000
