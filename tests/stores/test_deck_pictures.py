"""Pick Pic server decks in storage (migration 0007), on SQLite and PostgreSQL: pictures kept as
bytes, the limits checked with the insert, removal, and bytes deleted once no open game
holds them."""

import asyncio
import json

import pytest

from storage import DeckFull, DeckLimits, DeckUsage, NewDeckPicture, Seat
from stores.backends import Backend

GUILD = 7
OTHER_GUILD = 8
ROOMY = DeckLimits(max_pictures=10, max_bytes=10_000)


def picture(data: bytes, caption: str = "", guild: int = GUILD) -> NewDeckPicture:
    return NewDeckPicture(guild, caption, data, 4, 6, 0x102030, 0xFFEEDD, added_by=42)


async def test_pictures_are_stored_as_bytes_and_survive_a_restart(backend: Backend) -> None:
    store = await backend.open()
    first = await store.add_deck_picture(picture(b"\xff\xd8one", "Grandma's dog"), ROOMY)
    second = await store.add_deck_picture(picture(b"\x00two\x00"), ROOMY)
    await store.add_deck_picture(picture(b"elsewhere", guild=OTHER_GUILD), ROOMY)
    await store.close()

    store = await backend.open()
    deck = await store.deck_pictures(GUILD)
    assert [p.id for p in deck] == [first.id, second.id] and second.id > first.id
    assert deck[0] == first
    assert (first.caption, first.size, first.width, first.height) == ("Grandma's dog", 5, 4, 6)
    assert (first.top_colour, first.bottom_colour, first.added_by) == (0x102030, 0xFFEEDD, 42)
    assert not first.removed
    data = await store.deck_picture_data(GUILD, [first.id, second.id, first.id, 999_999])
    assert data == {first.id: b"\xff\xd8one", second.id: b"\x00two\x00"}
    assert await store.deck_usage(GUILD) == DeckUsage(pictures=2, kept=0, bytes=10)
    await store.close()


async def test_a_server_never_reads_another_servers_pictures(backend: Backend) -> None:
    store = await backend.open()
    theirs = await store.add_deck_picture(picture(b"secret", guild=OTHER_GUILD), ROOMY)
    assert await store.deck_picture_data(GUILD, [theirs.id]) == {}
    assert await store.deck_pictures(GUILD) == []
    assert not await store.remove_deck_picture(GUILD, theirs.id)
    assert [p.id for p in await store.deck_pictures(OTHER_GUILD)] == [theirs.id]
    await store.close()


async def test_the_limits_refuse_a_picture_and_store_nothing(backend: Backend) -> None:
    store = await backend.open()
    limits = DeckLimits(max_pictures=2, max_bytes=10)
    await store.add_deck_picture(picture(b"12345"), limits)
    with pytest.raises(DeckFull) as full:
        await store.add_deck_picture(picture(b"123456"), limits)
    assert full.value.limit == "bytes"
    await store.add_deck_picture(picture(b"12345"), limits)
    with pytest.raises(DeckFull) as full:
        await store.add_deck_picture(picture(b"1"), DeckLimits(2, 1000))
    assert full.value.limit == "pictures"
    assert await store.deck_usage(GUILD) == DeckUsage(2, 0, 10)
    await store.close()


async def test_uploads_at_once_cannot_both_take_the_last_place(backend: Backend) -> None:
    """The count is checked and the picture inserted in one transaction per server."""
    stores = [await backend.open() for _ in range(2)]
    limits = DeckLimits(max_pictures=3, max_bytes=10_000)
    outcomes = await asyncio.gather(
        *(stores[n % 2].add_deck_picture(picture(b"x" * (n + 1)), limits) for n in range(8)),
        return_exceptions=True,
    )
    assert sum(not isinstance(outcome, Exception) for outcome in outcomes) == 3
    assert all(isinstance(o, DeckFull) for o in outcomes if isinstance(o, Exception))
    assert (await stores[0].deck_usage(GUILD)).pictures == 3
    for store in stores:
        await store.close()


async def test_a_removed_picture_leaves_the_deck_and_its_bytes_follow_once_unused(
    backend: Backend,
) -> None:
    store = await backend.open()
    kept = await store.add_deck_picture(picture(b"kept"), ROOMY)
    gone = await store.add_deck_picture(picture(b"gone"), ROOMY)
    stays = await store.add_deck_picture(picture(b"stays"), ROOMY)
    lobby = await store.create_game(
        guild_id=GUILD,
        channel_id=3,
        owner_id=42,
        rules="pickpic",
        settings_json=json.dumps({"pictures": [kept.id]}),
        seats=[Seat.human(42, "Ann")],
        kind="pickpic",
    )
    assert await store.remove_deck_picture(GUILD, kept.id)
    assert await store.remove_deck_picture(GUILD, gone.id)
    assert not await store.remove_deck_picture(GUILD, gone.id)
    assert [p.id for p in await store.deck_pictures(GUILD)] == [stays.id]
    assert await store.deck_usage(GUILD) == DeckUsage(pictures=1, kept=2, bytes=13)
    assert await store.open_game_settings(GUILD, "pickpic") == [lobby.settings_json]
    assert await store.open_game_settings(GUILD, "pickomino") == []
    assert await store.delete_removed_pictures(GUILD, [kept.id]) == 1
    assert set(await store.deck_picture_data(GUILD, [kept.id, gone.id, stays.id])) == {
        kept.id,
        stays.id,
    }
    await store.abandon_game(lobby.id, lobby.version)
    assert await store.open_game_settings(GUILD, "pickpic") == []
    assert await store.delete_removed_pictures(GUILD, []) == 1
    assert await store.deck_usage(GUILD) == DeckUsage(pictures=1, kept=0, bytes=5)
    await store.close()


async def test_an_id_is_never_given_twice(backend: Backend) -> None:
    """A finished game's card must never become another picture."""
    store = await backend.open()
    first = await store.add_deck_picture(picture(b"a"), ROOMY)
    last = await store.add_deck_picture(picture(b"b"), ROOMY)
    await store.remove_deck_picture(GUILD, last.id)
    await store.delete_removed_pictures(GUILD, [])
    await store.close()
    store = await backend.open()
    new = await store.add_deck_picture(picture(b"c"), ROOMY)
    assert new.id > last.id > first.id
    await store.close()


async def test_the_schema_refuses_a_size_that_is_not_the_bytes(backend: Backend) -> None:
    store = await backend.open()
    await store.close()
    with pytest.raises(backend.integrity_error):
        await backend.execute(
            "INSERT INTO deck_pictures (guild_id, caption, size, width, height, top_colour,"
            " bottom_colour, added_by, added_at, data) VALUES (1, '', 9, 1, 1, 0, 0, 1, 0, ?)",
            b"abc",
        )
