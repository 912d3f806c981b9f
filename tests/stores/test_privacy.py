"""Players' data (issue 28, migration 0009) on SQLite and PostgreSQL: a person's export holds
everything about them and nothing naming others; forgetting them leaves no trace of their id
or name in any table or column, and the others' ratings, history and boards as they were,
also after a ratings rebuild (the running game they left is rated the same both ways); a
server's deletion takes all of its rows and nothing of another's; the servers waiting for it."""

from __future__ import annotations

import json
from typing import Any

import pytest

from storage import GameStore, Seat, SeatResult, Shards
from storage.deck_records import DeckLimits, NewDeckPicture
from storage.records import MemberSettings, TurnPing
from stores.backends import Backend
from stores.cells import every_value, fetch, traces

SERVER, OTHER_SERVER = 7 << 22, (8 << 22) + 1
TERMINAL = 0
"""The terminal's games (console.terminal_game): no Discord server, never deleted as one."""
ALICE = Seat.human(914_000_000_000_000_101, "Alice Liddell")
BOB = Seat.human(914_000_000_000_000_102, "Bob Marley")
CAROL = Seat.human(914_000_000_000_000_103, "Carol Danvers")
COMPUTER = Seat.computer(1, "Medium computer 1")
ALICE_ID = ALICE.user_id
assert ALICE_ID is not None
LIMITS = DeckLimits(10, 10_000)


def former(guild_id: int, number: int) -> str:
    return f"Former player {number}"


async def finished_game(
    store: GameStore, guild_id: int, channel_id: int, seats: list[Seat], order: list[int]
) -> int:
    """A game of `seats` finished with places `order` (seat indexes, best first)."""
    lobby = await store.create_game(
        guild_id=guild_id,
        channel_id=channel_id,
        owner_id=seats[0].user_id or 1,
        rules="classic",
        settings_json="{}",
        seats=seats,
    )
    version = await store.start_game(lobby.id, 1, seed=3, state_json='{"s": 0}', deadline=None)
    version = await store.apply_action(
        lobby.id, version, seat=0, action="roll", state_json='{"s": 1}', deadline=None
    )
    results = [
        SeatResult(seat, order.index(seat) + 1, 10 - order.index(seat), (25,), won=seat == order[0])
        for seat in range(len(seats))
    ]
    await store.apply_action(
        lobby.id, version, seat=1, action="stop", state_json="{}", deadline=None, results=results
    )
    return lobby.id


async def running_game(store: GameStore, guild_id: int, channel_id: int, seats: list[Seat]) -> int:
    lobby = await store.create_game(
        guild_id=guild_id,
        channel_id=channel_id,
        owner_id=seats[0].user_id or 1,
        rules="classic",
        settings_json="{}",
        seats=seats,
    )
    await store.start_game(lobby.id, 1, seed=3, state_json='{"s": 0}', deadline=None)
    return lobby.id


async def server_with_history(store: GameStore, guild_id: int) -> int:
    """Games in which Alice plays first, wins, loses, is taken over by a computer; Bob and
    Carol play on without her after. Returns the running game she sits in."""
    await finished_game(store, guild_id, 1, [ALICE, BOB, CAROL], [0, 1, 2])
    await finished_game(store, guild_id, 1, [BOB, ALICE, COMPUTER], [0, 2, 1])
    await finished_game(store, guild_id, 2, [CAROL, ALICE], [1, 0])
    replaced = await running_game(store, guild_id, 3, [BOB, ALICE, CAROL])
    stored = await store.get_game(replaced)
    stand_in = Seat.stand_in(2, "Computer (expert) for Alice Liddell", ALICE)
    version = await store.replace_seat(replaced, stored.version, seat=1, by=stand_in, deadline=None)
    await store.apply_action(
        replaced,
        version,
        seat=0,
        action="stop",
        state_json="{}",
        deadline=None,
        results=[
            SeatResult(0, 2, 4, (), won=False),
            SeatResult(1, 3, 0, (), won=False, removed=True),
            SeatResult(2, 1, 9, (30,), won=True),
        ],
    )
    await finished_game(store, guild_id, 1, [BOB, CAROL], [1, 0])
    await store.set_member_settings(MemberSettings(guild_id, ALICE_ID, True))
    await store.set_member_settings(MemberSettings(guild_id, BOB.user_id or 0, False))
    await store.add_deck_picture(
        NewDeckPicture(guild_id, "a cat", b"\xff\xd8jpeg", 4, 3, 0, 0, ALICE_ID), LIMITS
    )
    running = await running_game(store, guild_id, 4, [BOB, ALICE, CAROL])
    await store.set_turn_ping(TurnPing(running, 4, 555, ALICE_ID))
    return running


async def others_numbers(backend: Backend) -> dict[str, list[tuple[Any, ...]]]:
    """Every rating, rating change and board row of everyone but Alice's anonymous seats."""
    queries = {
        "ratings": "SELECT guild_id, kind, rules, user_id, mu, sigma, rating, rated_games"
        " FROM ratings ORDER BY 1, 2, 3, 4",
        "rating_changes": "SELECT * FROM rating_changes ORDER BY game_id, user_id",
        "board_totals": "SELECT * FROM board_totals"
        " ORDER BY guild_id, kind, rules, period, user_id",
    }
    person_column = {"ratings": 3, "rating_changes": 1, "board_totals": 4}
    numbers = {}
    for table, sql in queries.items():
        rows = await fetch(backend, sql)
        numbers[table] = [
            tuple(row) for row in rows if tuple(row)[person_column[table]] != ALICE_ID
        ]
    return numbers


async def test_the_export_holds_everything_about_the_person_and_nothing_about_others(
    backend: Backend,
) -> None:
    store = await backend.open(durable=False)
    await server_with_history(store, SERVER)
    await finished_game(store, OTHER_SERVER, 9, [ALICE, BOB], [0, 1])

    export = await store.person_export(ALICE_ID, SERVER)
    (server,) = export["servers"]
    assert server["guild_id"] == SERVER and export["user_id"] == ALICE_ID
    assert len(server["games"]) == 5 and len(server["results"]) == 4
    assert [r["rank"] for r in server["results"]] == [1, 3, 1, 3]
    assert server["results"][3]["removed"] and server["results"][0]["tiles_taken"] == {}
    assert {r["rules"] for r in server["ratings"]} == {"classic"}
    assert server["ratings"][0]["rated_games"] == 4 and len(server["rating_history"]) == 4
    assert {s["period"] for s in server["statistics"]} >= {"all"}
    assert server["settings"][0]["turn_pings"] is True
    assert server["turn_pings"][0]["message_id"] == 555
    assert server["pictures_added"][0]["caption"] == "a cat"
    first = server["games"][0]
    assert first["you_opened_it"] and [m["action"] for m in first["moves"]] == ["roll", "stop"]
    assert first["seats"][0] == {
        "seat": 0,
        "you": True,
        "user_id": ALICE_ID,
        "display_name": "Alice Liddell",
    }
    assert first["seats"][1:] == [
        {"seat": 1, "you": False, "computer": False},
        {"seat": 2, "you": False, "computer": False},
    ]
    text = json.dumps(export)
    for other in (BOB, CAROL):
        assert str(other.user_id) not in text and other.display_name not in text
    assert str(OTHER_SERVER) not in text

    everywhere = await store.person_export(ALICE_ID)
    assert [s["guild_id"] for s in everywhere["servers"]] == [SERVER, OTHER_SERVER]
    assert (await store.person_export(42))["servers"] == []
    await store.close()


async def test_forgetting_leaves_no_trace_and_the_others_numbers_as_they_were(
    backend: Backend,
) -> None:
    store = await backend.open(durable=False)
    running = await server_with_history(store, SERVER)
    await finished_game(store, OTHER_SERVER, 9, [ALICE, BOB], [0, 1])
    before = await others_numbers(backend)
    assert traces(await every_value(backend), ALICE_ID, "Alice Liddell")

    forgotten = await store.forget_person(ALICE_ID, SERVER, former)
    (in_server,) = forgotten
    assert in_server.anonymous_number == 1 and in_server.open_games == (running,)
    assert await others_numbers(backend) == before
    game = await store.get_game(running)
    assert game.seats[1] == Seat.human(-2, "Former player 2")
    finished = await store.get_game(2)
    assert finished.seats[1] == Seat.human(-1, "Former player 1")
    replaced = await store.get_game(4)
    assert replaced.seats[1] == Seat(
        "Computer (expert) for Former player 1", None, 2, -1, "Former player 1"
    )
    assert (await store.person_export(ALICE_ID, SERVER))["servers"] == []
    left = await store.person_export(ALICE_ID)
    assert [s["guild_id"] for s in left["servers"]] == [OTHER_SERVER]

    # The running game she left finishes: her anonymous seat is rated as a newcomer, both
    # by the game and by a rebuild, which changes nobody else's numbers.
    version = (await store.get_game(running)).version
    await store.apply_action(
        running,
        version,
        seat=0,
        action="stop",
        state_json="{}",
        deadline=None,
        results=[
            SeatResult(0, 1, 5, (), won=True),
            SeatResult(1, 2, 0, (), won=False, removed=True),
            SeatResult(2, 3, 1, (), won=False),
        ],
    )
    finished_since = await others_numbers(backend)
    assert finished_since != before
    await store.rebuild_ratings()
    assert await others_numbers(backend) == finished_since

    await store.forget_person(ALICE_ID, None, former)
    assert traces(await every_value(backend), ALICE_ID, "Alice Liddell") == []
    await store.rebuild_ratings()
    assert traces(await every_value(backend), ALICE_ID, "Alice Liddell") == []
    assert await others_numbers(backend) == finished_since
    with pytest.raises(ValueError):
        await store.forget_person(-1, None, former)
    await store.close()


async def test_a_server_deletion_takes_all_of_its_rows_and_nothing_of_another(
    backend: Backend,
) -> None:
    store = await backend.open(durable=False)
    await server_with_history(store, SERVER)
    await finished_game(store, OTHER_SERVER, 9, [ALICE, BOB], [0, 1])
    await store.change_guild_settings(SERVER, {"language": "fr"})
    await finished_game(store, TERMINAL, 0, [BOB, CAROL], [0, 1])
    await store.note_departure(SERVER)
    other_before = await store.person_export(BOB.user_id or 0, OTHER_SERVER)
    with pytest.raises(backend.integrity_error):
        await backend.execute("DELETE FROM action_log WHERE game_id = 1")

    assert await store.forget_guild(SERVER) == 6
    assert await store.guilds_with_data() == [OTHER_SERVER]
    terminal = await store.results_for_guild(TERMINAL)
    assert [r.user_id for r in terminal] == [BOB.user_id, CAROL.user_id]
    assert await store.departures() == []
    cells = await every_value(backend)
    assert [c for c in cells if c[1] in ("guild_id",) and c[2] == SERVER] == []
    assert {c[2] for c in cells if c[0] == "action_log" and c[1] == "game_id"} == {7, 8}
    assert await store.person_export(BOB.user_id or 0, OTHER_SERVER) == other_before
    with pytest.raises(backend.integrity_error):
        await backend.execute("DELETE FROM action_log WHERE game_id = 7")
    assert await store.forget_guild(SERVER) == 0
    await store.close()


async def test_servers_waiting_for_their_deletion_survive_a_restart(backend: Backend) -> None:
    store = await backend.open(durable=False)
    await store.note_departure(SERVER, left_at=1000.0)
    await store.note_departure(SERVER)
    await store.note_departure(OTHER_SERVER)
    await store.close()

    store = await backend.open(durable=False)
    assert [guild for guild, _ in await store.departures()] == [SERVER, OTHER_SERVER]
    assert dict(await store.departures())[SERVER] == 1000.0
    assert await store.due_departures(3600) == [SERVER]
    assert await store.due_departures(0) == [SERVER, OTHER_SERVER]
    assert await store.due_departures(0, Shards(2, (0,))) == [OTHER_SERVER]
    await store.cancel_departure(SERVER)
    assert await store.due_departures(0) == [OTHER_SERVER]
    await store.close()
