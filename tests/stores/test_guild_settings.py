import pytest

from storage import GuildSettings, MemberSettings, Seat, TurnPing
from stores.backends import Backend


async def test_guild_settings_default_to_unset_and_persist(backend: Backend) -> None:
    store = await backend.open()
    assert await store.get_guild_settings(5) == GuildSettings(5)
    chosen = GuildSettings(5, "fr", 90, "extension", '{"short_game": true}')
    await store.set_guild_settings(chosen)
    await store.set_guild_settings(GuildSettings(6, language="en"))
    await store.close()

    store = await backend.open()
    assert await store.get_guild_settings(5) == chosen
    await store.set_guild_settings(GuildSettings(5, turn_timer_seconds=0))
    assert await store.get_guild_settings(5) == GuildSettings(5, turn_timer_seconds=0)
    assert await store.get_guild_settings(6) == GuildSettings(6, language="en")
    await store.close()


async def test_the_guild_default_of_turn_pings_persists(backend: Backend) -> None:
    store = await backend.open()
    await store.set_guild_settings(GuildSettings(5, turn_pings=False))
    await store.close()
    store = await backend.open()
    assert await store.get_guild_settings(5) == GuildSettings(5, turn_pings=False)
    await store.set_guild_settings(GuildSettings(5, "fr", turn_pings=True))
    assert await store.get_guild_settings(5) == GuildSettings(5, "fr", turn_pings=True)
    await store.close()


async def test_member_settings_are_per_guild_and_default_to_unset(backend: Backend) -> None:
    store = await backend.open()
    assert await store.get_member_settings(5, 77) == MemberSettings(5, 77)
    await store.set_member_settings(MemberSettings(5, 77, turn_pings=False))
    await store.set_member_settings(MemberSettings(6, 77, turn_pings=True))
    await store.close()
    store = await backend.open()
    assert await store.get_member_settings(5, 77) == MemberSettings(5, 77, False)
    assert await store.get_member_settings(6, 77) == MemberSettings(6, 77, True)
    await store.set_member_settings(MemberSettings(5, 77, turn_pings=None))
    assert await store.get_member_settings(5, 77) == MemberSettings(5, 77)
    assert await store.get_member_settings(5, 78) == MemberSettings(5, 78)
    await store.close()


async def test_a_game_has_at_most_one_turn_ping_and_it_survives_a_restart(
    backend: Backend,
) -> None:
    store = await backend.open()
    game = await store.create_game(
        guild_id=5,
        channel_id=9,
        owner_id=77,
        rules="classic",
        settings_json="{}",
        seats=[Seat.human(77, "Ann")],
    )
    assert await store.get_turn_ping(game.id) is None
    await store.set_turn_ping(TurnPing(game.id, 9, 1001, 77))
    await store.set_turn_ping(TurnPing(game.id, 9, 1002, 78))
    await store.close()
    store = await backend.open()
    assert await store.get_turn_ping(game.id) == TurnPing(game.id, 9, 1002, 78)
    await store.clear_turn_ping(game.id)
    assert await store.get_turn_ping(game.id) is None
    await store.clear_turn_ping(game.id)
    await store.close()


async def test_a_change_writes_only_the_settings_it_names(backend: Backend) -> None:
    """Each settings command changes one setting: it writes that column alone, in one
    statement, so another command changing another setting at the same moment is kept."""
    store = await backend.open()
    first = await store.change_guild_settings(5, {"turn_pings": False})
    assert first == GuildSettings(5, turn_pings=False)
    await store.set_guild_settings(GuildSettings(5, "fr", 90, turn_pings=False))
    changed = await store.change_guild_settings(5, {"replacement": "expert", "language": None})
    assert changed == GuildSettings(5, None, 90, turn_pings=False, replacement="expert")
    for bad in ({"guild_id": 6}, {"colour": "red"}, {"turn_timer_seconds": -1}):
        with pytest.raises(ValueError):
            await store.change_guild_settings(5, bad)
    await store.close()
    store = await backend.open()
    assert await store.get_guild_settings(5) == changed
    assert await store.change_guild_settings(5, {}) == changed
    assert await store.get_guild_settings(6) == GuildSettings(6)
    await store.close()


async def test_a_servers_web_pages_are_found_by_their_token_while_on(backend: Backend) -> None:
    """Issue 38: the address token names one server, and only while its pages are on."""
    store = await backend.open()
    assert await store.web_guild("a" * 22) is None
    await store.change_guild_settings(5, {"web_pages": True, "web_token": "a" * 22})
    await store.change_guild_settings(6, {"web_pages": False, "web_token": "b" * 22})
    await store.close()
    store = await backend.open()
    assert await store.web_guild("a" * 22) == 5
    assert await store.web_guild("b" * 22) is None
    assert (await store.get_guild_settings(5)).web_pages is True
    assert (await store.get_guild_settings(6)) == GuildSettings(
        6, web_pages=False, web_token="b" * 22
    )
    await store.change_guild_settings(5, {"web_pages": False})
    assert await store.web_guild("a" * 22) is None
    await store.close()


async def test_two_servers_never_share_a_web_token(backend: Backend) -> None:
    store = await backend.open()
    await store.change_guild_settings(5, {"web_token": "a" * 22})
    with pytest.raises(Exception, match=r"(?i)unique"):
        await store.change_guild_settings(6, {"web_token": "a" * 22})
    assert (await store.get_guild_settings(6)).web_token is None
    await store.close()


async def test_a_servers_recent_games_and_players_for_its_pages(backend: Backend) -> None:
    """Issue 38: the finished games newest first, page by page; the people who finished one
    (a computer is nobody, a forgotten person neither)."""
    from review.games import played_game

    from engine.pickomino.players.expert import expert_action

    store = await backend.open()
    seats = [Seat.human(7, "Ann"), Seat.computer(1, "Computer 1"), Seat.human(8, "Bob")]
    ids = [(await played_game(store, 5, 9, seats, expert_action, seed=s)).id for s in (1, 2, 3)]
    await played_game(store, 6, 10, seats[:2], expert_action, seed=4)
    recent = await store.recent_games(5, limit=2)
    assert [r.game_id for r in recent] == [ids[2]] * 3 + [ids[1]] * 3
    assert [r.seat for r in recent[:3]] == [0, 1, 2]
    older = await store.recent_games(5, before=ids[1], limit=2)
    assert {r.game_id for r in older} == {ids[0]}
    assert await store.recent_games(5, before=ids[0]) == []
    assert await store.guild_players(5) == [7, 8]
    assert await store.guild_players(6) == [7]
    assert await store.guild_players(4) == []
    await store.close()
