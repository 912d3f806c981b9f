"""Finished games of Pickomino stored as the bot stores them: a real TableService on a real
store, people playing a given policy and computers their level, from a fixed seed."""

from collections.abc import Callable, Sequence

from engine.pickomino.actions import Action
from engine.pickomino.game import Game
from storage import GameStatus, GameStore, Seat, StoredGame
from tables.service import TableService

Policy = Callable[[Game], Action]


async def played_game(
    store: GameStore,
    guild_id: int,
    channel_id: int,
    seats: Sequence[Seat],
    policy: Policy,
    *,
    rules: str = "classic",
    seed: int = 1,
) -> StoredGame:
    """A game of `seats` played to its end: people's moves by `policy`, one click each."""
    service = TableService(store, lambda: seed)
    owner = next(seat.user_id for seat in seats if seat.user_id is not None)
    lobby = await service.open_table(guild_id, channel_id, owner, seats, rules, "{}")
    played = await service.start(lobby.id, owner)
    stored = played.stored
    for _ in range(20000):
        stored = await service.get(lobby.id)
        if stored.status != GameStatus.RUNNING:
            return stored
        game = await service.load(stored)
        seat = stored.seats[game.current]
        if seat.is_computer:
            await service.play_computer_turn(stored.id, stored.version)
        else:
            assert seat.user_id is not None
            await service.play(stored.id, stored.version, seat.user_id, str(policy(game)))
    raise AssertionError("the game did not end")
