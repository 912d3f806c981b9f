"""A person's games with their ratings (the rating chart's data) and their last finished game
in a channel (the review's default), on SQLite and PostgreSQL alike (issue 29)."""

from __future__ import annotations

from boards.builders import computer, finish, person
from storage import GameStore
from storage.standings import RATING_BASE, RATING_SCALE

GUILD = 5


async def test_the_history_lists_every_finished_game_with_the_rating_after_it(
    store: GameStore,
) -> None:
    first = await finish(store, GUILD, [person(1, "Ann"), person(2, "Bob")], [1, 2])
    alone = await finish(store, GUILD, [person(1, "Ann"), computer()], [2, 1])
    third = await finish(
        store, GUILD, [person(2, "Bob"), person(1, "Ann")], [1, 2], rules="extension"
    )
    await finish(store, GUILD + 1, [person(1, "Ann"), person(3, "Cy")], [1, 2])
    await finish(store, GUILD, [person(1, "Ann"), person(2, "Bob")], [1, 2], kind="pickpic",
                 rules="pickpic")  # fmt: skip
    games = await store.rating_history(GUILD, "pickomino", 1)
    assert [game.game_id for game in games] == [first.id, alone.id, third.id]
    assert [(game.rules, game.rank, game.won) for game in games] == [
        ("classic", 1, True),
        ("classic", 2, False),
        ("extension", 2, False),
    ]
    assert games[1].mu is None and games[1].rating is None
    changes = {change.user_id: change for change in await store.rating_changes(first.id)}
    rated = games[0]
    assert rated.rating == changes[1].rating_after
    assert rated.mu is not None and rated.sigma is not None
    assert rated.rating == round(RATING_BASE + RATING_SCALE * (rated.mu - 3 * rated.sigma))
    assert games[0].finished_at <= games[1].finished_at <= games[2].finished_at
    assert await store.rating_history(GUILD, "pickomino", 99) == []


async def test_the_last_finished_game_is_the_persons_own_of_that_channel(
    store: GameStore,
) -> None:
    game = await finish(store, GUILD, [person(1, "Ann"), person(2, "Bob")], [1, 2])
    assert await store.last_finished_game(game.channel_id, 1, "pickomino") == game.id
    assert await store.last_finished_game(game.channel_id, 3, "pickomino") is None
    assert await store.last_finished_game(game.channel_id, 1, "pickpic") is None
    assert await store.last_finished_game(game.channel_id + 1000, 1, "pickomino") is None
