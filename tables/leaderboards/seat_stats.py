"""What each seat did during a game, counted from the game's events.

The final state shows who holds which tile, not who stole what or how often a player busted;
those counts come from the events, which a game's seed and action log reproduce exactly. So
they are counted once, when the game ends, and for games finished before they were kept, by
replaying the stored log (tables.leaderboards.upkeep).
"""

from collections.abc import Iterable, Sequence

from bot.storage import ActionLogEntry, SeatStats, StoredGame
from engine.pickomino import Action, Event, Game, IllegalAction, Settings, snapshot
from engine.pickomino.actions import REMOVE
from engine.pickomino.events import Bust, HenTaken, TileStolen, TileTaken


def seat_stats(seats: int, events: Iterable[Event]) -> list[SeatStats]:
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


def replay(
    rules: str, seats: int, seed: int, settings: Settings, actions: Iterable[tuple[int, str]]
) -> tuple[Game, list[Event]]:
    """The game and every event, from its start and its actions as the log stores them
    (seat, code). Raises IllegalAction if the actions do not fit the game."""
    game = Game.new(rules, seats, seed, settings)
    events: list[Event] = []
    for seat, code in actions:
        action = Action.parse(code)
        events.extend(game.apply(action, None if action.kind == REMOVE else seat))
    return game, events


def finished_seat_stats(
    stored: StoredGame, final: Game, actions: Sequence[tuple[int, str]]
) -> list[SeatStats] | None:
    """The counts of a finished game, or None when its actions do not lead to its final
    state (a log that cannot be trusted counts nothing rather than something wrong)."""
    if stored.seed is None:
        return None
    try:
        replayed, events = replay(
            stored.rules, len(stored.seats), stored.seed, final.settings, actions
        )
    except (IllegalAction, ValueError):
        return None
    if snapshot.to_json(replayed) != snapshot.to_json(final):
        return None
    return seat_stats(len(stored.seats), events)


def logged_actions(log: Iterable[ActionLogEntry]) -> list[tuple[int, str]]:
    return [(entry.seat, entry.action) for entry in log]
