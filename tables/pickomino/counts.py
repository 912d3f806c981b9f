"""What each seat did during a game of Pickomino, counted from the game's events.

The final state shows who holds which tile, not who stole what or how often a player busted;
those counts come from the events, which a game's seed and moves reproduce exactly
(tables.leaderboards.seat_stats replays them when a game ends, and for older games).
"""

from collections.abc import Iterable

from engine.pickomino import Event
from engine.pickomino.events import Bust, HenTaken, TileStolen, TileTaken
from storage import SeatStats


def seat_counts(seats: int, events: Iterable[Event]) -> list[SeatStats]:
    """One SeatStats per seat. A turn counts when it ends with a tile (R9-R11), the hen (X10)
    or a bust (R14); a turn cut short by a removal (F8) does not."""
    turns = [0] * seats
    busts = [0] * seats
    stolen = [0] * seats
    lost = [0] * seats
    taken: list[dict[int, int]] = [{} for _ in range(seats)]
    for event in events:
        if isinstance(event, TileTaken | TileStolen):
            turns[event.seat] += 1
            taken[event.seat][event.tile] = taken[event.seat].get(event.tile, 0) + 1
            if isinstance(event, TileStolen):
                stolen[event.seat] += 1
                lost[event.victim] += 1
        elif isinstance(event, HenTaken):
            turns[event.seat] += 1
        elif isinstance(event, Bust):
            turns[event.seat] += 1
            busts[event.seat] += 1
    return [
        SeatStats(
            turns[seat], busts[seat], stolen[seat], lost[seat], tuple(sorted(taken[seat].items()))
        )
        for seat in range(seats)
    ]
