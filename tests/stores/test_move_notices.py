"""Moves told to other processes (issue 38: the web's live pages): on PostgreSQL, every new
version of a game written by one store is heard by every other store following the moves
(migration 0011's notifications): its start and each move. On SQLite, a store following the
moves looks at the file's `data_version` a few times a second and tells the followed games
whose version moved since it last looked: several moves between two looks are told once."""

import asyncio

from engine.pickomino.policies import cautious_action
from storage import Seat
from stores.backends import Backend
from tables.live import LiveTables
from tables.service import TableService

GUILD, CHANNEL, ANN, BOB = 61, 62, 1, 2


async def test_moves_written_by_one_process_wake_the_followers_of_another(
    backend: Backend,
) -> None:
    writer, reader = await backend.open(durable=False), await backend.open(durable=False)
    heard: list[int] = []
    live = LiveTables()

    def moved(game_id: int) -> None:
        heard.append(game_id)
        live.moved(game_id)

    stop = await reader.follow_moves(moved, live.followed)
    try:
        service = TableService(writer, lambda: 3)
        seats = [Seat.human(ANN, "Ann"), Seat.human(BOB, "Bob")]
        lobby = await service.open_table(GUILD, CHANNEL, ANN, seats, "classic", "{}")
        change = live.change(lobby.id)
        played = await service.start(lobby.id, ANN)
        stored = played.stored
        for _ in range(3):
            game = await service.load(stored)
            player = stored.seats[game.current].user_id
            assert player is not None
            code = str(cautious_action(game))
            stored = (await service.play(stored.id, stored.version, player, code)).stored
        assert await change.wait(timeout=30)
        if backend.url is None:
            assert set(heard) == {lobby.id}
            return
        async with asyncio.timeout(30):
            while len(heard) < 4:
                await asyncio.sleep(0.01)
        assert heard == [lobby.id] * 4
    finally:
        await stop()
        await writer.close()
        await reader.close()
