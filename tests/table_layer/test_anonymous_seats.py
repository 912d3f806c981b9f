"""A seat nobody can play (a forgotten person's "Former player N", a negative id) at the
table layer, on a real SQLite file (issue 34): a lobby holding one starts without it, a lobby
it hosts closes, and a running game's timer lets it leave (F8) instead of playing its turns."""

from test_service import CHANNEL, GUILD, HOST, NO_TIMER, TIMER, person, service, store

from engine.pickomino import snapshot
from storage import GameStatus, Seat
from tables.service import TableService

FORMER = Seat.human(-3, "Former player 3")
__all__ = ["store"]


async def stored_lobby(tables: TableService, seats, owner: int = HOST, settings: str = NO_TIMER):  # type: ignore[no-untyped-def]
    """A lobby as an earlier version's rematch stored it, anonymous seat and all."""
    return await tables.store.create_game(
        guild_id=GUILD,
        channel_id=CHANNEL,
        owner_id=owner,
        rules="classic",
        settings_json=settings,
        seats=seats,
    )


async def test_a_lobby_holding_an_anonymous_seat_starts_without_it(store) -> None:
    tables = service(store)
    lobby = await stored_lobby(tables, [person(0), FORMER, person(1)])
    played = await tables.start(lobby.id, HOST)
    assert [seat.user_id for seat in played.stored.seats] == [HOST, HOST + 1]
    assert len(played.game.active) == 2
    assert [seat.user_id for seat in (await tables.get(lobby.id)).seats] == [HOST, HOST + 1]


async def test_a_lobby_an_anonymous_seat_hosts_closes_and_one_it_does_not_gives_it_up(
    store,
) -> None:
    tables = service(store)
    hosted = await stored_lobby(tables, [FORMER, person(1)], owner=-3)
    assert await tables.unplayable_tables() == [hosted.id]
    repaired = await tables.repair_table(hosted.id)
    assert repaired is not None and repaired.stored.status == GameStatus.ABANDONED
    joined = await stored_lobby(tables, [person(0), FORMER])
    repaired = await tables.repair_table(joined.id)
    assert repaired is not None and [s.user_id for s in repaired.stored.seats] == [HOST]
    assert await tables.repair_table(joined.id) is None, "nothing left to repair"


async def test_the_turn_timer_lets_an_anonymous_seat_leave_rather_than_play_for_it(
    store,
) -> None:
    tables = service(store)
    lobby = await stored_lobby(tables, [person(0), person(1), person(2)], settings=TIMER)
    played = await tables.start(lobby.id, HOST)
    await store.forget_person(HOST, GUILD, lambda guild, number: f"Former player {number}")
    stored = await tables.get(lobby.id)
    assert stored.seats[0].user_id is not None and stored.seats[0].user_id < 0
    assert await tables.unplayable_tables() == [lobby.id]
    due = await tables.play_due_turn(lobby.id, stored.version, max_timeouts=3)
    assert due is not None and played.game is not None
    game = snapshot.from_json(due.stored.state_json)
    assert not game.active[0] and game.current == 1, "F8: the seat left, no turn played for it"
    assert [entry.action for entry in await store.action_log(lobby.id)] == ["remove:0"]
