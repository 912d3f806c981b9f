"""Games of Pick Pic stored as the bot stores them, for the pages' tests: a real TableService
on a real store, each person's step played as the computer would play it (one move at a
time, so that every give and every placed card is a move of the log), computers playing
their own, and the reveal shown moment by moment as the table paces it."""

from collections.abc import Sequence

from engine.pickpic.game import REVEAL
from engine.pickpic.policies import computer_actions
from storage import GameStatus, GameStore, Seat, StoredGame
from tables.pickpic import PICKPIC
from tables.pickpic.options import PickpicOptions
from tables.service import TableService


async def started_pickpic(
    service: TableService, guild_id: int, channel_id: int, seats: Sequence[Seat], options: str
) -> StoredGame:
    owner = next(seat.user_id for seat in seats if seat.user_id is not None)
    lobby = await service.open_table(
        guild_id, channel_id, owner, seats, "pickpic", options, PICKPIC.name
    )
    return (await service.start(lobby.id, owner)).stored


async def play_one_moment(service: TableService, game_id: int) -> bool:
    """One person's step, or one moment of the reveal; False once the game is over."""
    stored = await service.get(game_id)
    if stored.status != GameStatus.RUNNING:
        return False
    game = await service.load(stored)
    if game.phase == REVEAL:
        await service.play_due_turn(game_id, stored.version, 3)
        return True
    steps = PICKPIC.steps
    assert steps is not None
    seat = next(seat for seat in game.waiting() if not stored.seats[seat].is_computer)
    user = stored.seats[seat].user_id
    assert user is not None
    step = steps.step(game)
    for move in computer_actions(game, seat):
        await service.play_step(game_id, step, user, str(move))
    return True


async def played_pickpic(
    store: GameStore,
    guild_id: int,
    channel_id: int,
    seats: Sequence[Seat],
    *,
    target: int = 12,
    seed: int = 3,
    options: PickpicOptions | None = None,
) -> StoredGame:
    """A game of Pick Pic of `seats` played to its end (`options`: the built-in deck, to
    `target` points)."""
    service = TableService(store, lambda: seed)
    chosen = options or PickpicOptions(target, 0)
    stored = await started_pickpic(service, guild_id, channel_id, seats, chosen.to_json())
    for _ in range(5000):
        if not await play_one_moment(service, stored.id):
            return await service.get(stored.id)
    raise AssertionError("the game did not end")
