"""The typed records the store hands out and accepts.

They are plain frozen dataclasses: the table layer and any future backend share them, and
none of them knows about SQLite. Engine data (state, settings) stays opaque JSON text here,
because the bot package must not depend on the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

DEFAULT_KIND = "pickomino"
"""The game of every table stored before a table could host another (migration 0004)."""


class GameStatus(StrEnum):
    LOBBY = "lobby"
    RUNNING = "running"
    FINISHED = "finished"
    ABANDONED = "abandoned"

    @property
    def is_open(self) -> bool:
        """Open games are the ones that occupy their channel."""
        return self in (GameStatus.LOBBY, GameStatus.RUNNING)


@dataclass(frozen=True, slots=True)
class Seat:
    """A Discord user or a computer player; exactly one of the two ids is set. A computer
    that took over a person's seat during the game (issue 13) keeps who sat there before in
    `replaced_user_id` and `replaced_name`: the game's results name that person."""

    display_name: str
    user_id: int | None = None
    computer_level: int | None = None
    replaced_user_id: int | None = None
    replaced_name: str | None = None

    def __post_init__(self) -> None:
        if (self.user_id is None) == (self.computer_level is None):
            raise ValueError("a seat is either a Discord user or a computer player, not both")
        if self.computer_level is not None and self.computer_level < 0:
            raise ValueError(f"computer level must be 0 or more, got {self.computer_level}")
        if not self.display_name.strip():
            raise ValueError("a seat needs a display name")
        if (self.replaced_user_id is None) != (self.replaced_name is None):
            raise ValueError("a replaced person is named by both their id and their name")
        if self.replaced_user_id is not None and self.computer_level is None:
            raise ValueError("only a computer takes over a person's seat")

    @classmethod
    def human(cls, user_id: int, display_name: str) -> Seat:
        return cls(display_name=display_name, user_id=user_id)

    @classmethod
    def computer(cls, level: int, display_name: str) -> Seat:
        return cls(display_name=display_name, computer_level=level)

    @classmethod
    def stand_in(cls, level: int, display_name: str, person: Seat) -> Seat:
        """The computer of `level` that takes over `person`'s seat."""
        assert person.user_id is not None
        return cls(display_name, None, level, person.user_id, person.display_name)

    @property
    def is_computer(self) -> bool:
        return self.computer_level is not None

    @property
    def is_replaced(self) -> bool:
        return self.replaced_user_id is not None


def checked_seats(seats: Sequence[Seat]) -> tuple[Seat, ...]:
    """Refuse a seating that puts one Discord user in two seats of the same game."""
    users = [seat.user_id for seat in seats if seat.user_id is not None]
    if len(users) != len(set(users)):
        raise ValueError("a Discord user can take only one seat in a game")
    return tuple(seats)


@dataclass(frozen=True, slots=True)
class StoredGame:
    id: int
    guild_id: int
    channel_id: int
    owner_id: int
    rules: str
    settings_json: str
    seats: tuple[Seat, ...]
    status: GameStatus
    seed: int | None
    state_json: str | None
    message_id: int | None
    version: int
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None
    deadline: datetime | None
    broken_reason: str | None
    kind: str = DEFAULT_KIND
    """Which game the table plays (tables.kinds); games stored before kinds are Pickomino."""

    @property
    def is_broken(self) -> bool:
        return self.broken_reason is not None


@dataclass(frozen=True, slots=True)
class ActionLogEntry:
    """One engine action; `version` is the game version the action produced, and `automatic`
    says the action was played for the seat (its turn timer ran out), not by its player."""

    game_id: int
    version: int
    seat: int
    action: str
    automatic: bool
    at: datetime


@dataclass(frozen=True, slots=True)
class SeatStats:
    """What one seat did during a game, read off its events: the part of a player's
    statistics that the final state does not show."""

    turns: int
    """Turns the seat finished, with a tile, the hen (X10) or a bust."""
    busts: int
    tiles_stolen: int
    """Tiles it took from another stack (R10)."""
    tiles_lost: int
    """Tiles another seat took from its stack (R10)."""
    taken: tuple[tuple[int, int], ...] = ()
    """(tile, times) for every tile it took from the grill or a stack, by tile."""

    def __post_init__(self) -> None:
        counts = (self.turns, self.busts, self.tiles_stolen, self.tiles_lost)
        if min(counts) < 0 or any(times < 1 for _, times in self.taken):
            raise ValueError(f"seat statistics cannot be negative: {self}")
        if self.busts > self.turns:
            raise ValueError(f"{self.busts} busts in {self.turns} turns")


@dataclass(frozen=True, slots=True)
class SeatResult:
    """What the caller reports for one seat when a game ends; the store adds who sat there.
    `removed`: the seat left or was removed during the game (F8). `stats` None: unknown."""

    seat: int
    rank: int
    worms: int
    tiles: tuple[int, ...]
    won: bool
    removed: bool = False
    stats: SeatStats | None = None

    def __post_init__(self) -> None:
        if self.rank < 1:
            raise ValueError(f"rank starts at 1, got {self.rank}")
        if self.worms < 0:
            raise ValueError(f"worms cannot be negative, got {self.worms}")


@dataclass(frozen=True, slots=True)
class StoredResult:
    """One seat of one finished game: the raw material of leaderboards and ratings."""

    game_id: int
    guild_id: int
    rules: str
    finished_at: datetime
    seat: int
    user_id: int | None
    computer_level: int | None
    display_name: str
    rank: int
    worms: int
    tiles: tuple[int, ...]
    won: bool
    kind: str = DEFAULT_KIND
    removed: bool = False


@dataclass(frozen=True, slots=True)
class Timer:
    """The deadline of a game's pending decision; `version` is the game version it belongs to,
    so the action it triggers can be saved with that version and lose to a faster player."""

    game_id: int
    guild_id: int
    channel_id: int
    deadline: datetime
    version: int


@dataclass(frozen=True, slots=True)
class Shards:
    """The Discord shards one bot process runs: a server (guild) belongs to shard
    `(guild_id >> 22) % count`, as Discord routes it. A process fires the timers of its own
    shards' servers only; other processes fire the rest."""

    count: int
    ids: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"the shard count must be 1 or more, got {self.count}")
        if not self.ids or any(not 0 <= shard < self.count for shard in self.ids):
            raise ValueError(f"shard ids must be between 0 and {self.count - 1}, got {self.ids}")
        if len(set(self.ids)) != len(self.ids):
            raise ValueError(f"shard ids must not repeat, got {self.ids}")

    def owns(self, guild_id: int) -> bool:
        return shard_of(guild_id, self.count) in self.ids


def shard_of(guild_id: int, count: int) -> int:
    """Discord's rule: the shard of a server is its id's timestamp bits modulo the count."""
    return (guild_id >> 22) % count


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """None means "not set here": the bot's own default applies. A turn timer of 0 means off."""

    guild_id: int
    language: str | None = None
    turn_timer_seconds: int | None = None
    default_rules: str | None = None
    default_settings_json: str | None = None
    turn_pings: bool | None = None
    """Whether members who chose nothing are mentioned when their turn comes."""
    replacement: str | None = None
    """What happens to a person the turn timer removes in new games: 'leave' (F8) or the
    level of the computer that takes over the seat (tables.replacements)."""
    web_pages: bool | None = None
    """Whether the server's web pages are on (docs/web.md); off unless turned on."""
    web_token: str | None = None
    """The random part of the server's web addresses; a new one revokes every old link."""
    web_name: str | None = None
    """The server's name, which titles its pages, as it was when an admin last set them."""

    def __post_init__(self) -> None:
        if self.turn_timer_seconds is not None and self.turn_timer_seconds < 0:
            raise ValueError(f"turn timer cannot be negative, got {self.turn_timer_seconds}")


@dataclass(frozen=True, slots=True)
class MemberSettings:
    """A member's own choices in one guild; None means "as the guild decides"."""

    guild_id: int
    user_id: int
    turn_pings: bool | None = None


@dataclass(frozen=True, slots=True)
class TurnPing:
    """The message that mentions the player whose turn it is; one per game at most."""

    game_id: int
    channel_id: int
    message_id: int
    user_id: int
