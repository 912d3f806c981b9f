"""The one interface the table layer (tables/) uses to persist games.

The table layer depends on this protocol only, so another backend (PostgreSQL) can be added
without touching it; front-ends reach storage only through tables/. Every mutation of a game
takes the version the caller read and fails with `VersionConflict` if the game moved on: the
caller reloads and decides again.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection, Mapping, Sequence
from datetime import datetime
from typing import Any, Protocol

from storage.deck_records import DeckLimits, DeckPicture, DeckUsage, NewDeckPicture
from storage.leaderboard_records import (
    Leaderboard,
    LeaderboardPage,
    LeaderboardRow,
    PlayerStats,
    RatedGame,
    RatingChange,
)
from storage.privacy_queries import Forgotten
from storage.records import (
    DEFAULT_KIND,
    ActionLogEntry,
    GuildSettings,
    MemberSettings,
    Seat,
    SeatResult,
    SeatStats,
    Shards,
    StoredGame,
    StoredResult,
    Timer,
    TurnPing,
)


class GameStore(Protocol):
    async def close(self) -> None: ...

    async def durable(self) -> bool: ...

    def gauges(self) -> dict[str, float]:
        """The database's own figures for the operator's metrics (bot/metrics.py), by name."""
        ...

    async def follow_moves(
        self, moved: Callable[[int], None], followed: Callable[[], Collection[int]]
    ) -> Callable[[], Awaitable[None]]:
        """`moved(game_id)` whenever another process writes a new version of a game (the web's
        live pages), for the games `followed()` names at least (PostgreSQL tells every game,
        SQLite looks at those); stop by awaiting the returned function."""
        ...

    async def probe(self) -> None:
        """Raise `StorageUnavailable` unless the database takes a write now. Nothing changes;
        the health check calls it, so a disk that fails while nobody plays is seen too."""
        ...

    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        owner_id: int,
        rules: str,
        settings_json: str,
        seats: Sequence[Seat],
        kind: str = DEFAULT_KIND,
    ) -> StoredGame:
        """Open a lobby of the game `kind` at version 1. Raises `ChannelBusy` if the channel
        has an open game."""
        ...

    async def get_game(self, game_id: int) -> StoredGame:
        """Raises `GameNotFound`."""
        ...

    async def active_game_in_channel(self, channel_id: int) -> StoredGame | None:
        """The lobby or running game of the channel, if any."""
        ...

    async def last_game_in_channel(self, channel_id: int) -> StoredGame | None:
        """The most recently created game of the channel, whatever its status."""
        ...

    async def update_lobby(
        self,
        game_id: int,
        expected_version: int,
        *,
        seats: Sequence[Seat],
        rules: str | None = None,
        settings_json: str | None = None,
    ) -> int:
        """Replace the seats (and optionally rules and settings) of a lobby; returns the new
        version."""
        ...

    async def start_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        seed: int,
        state_json: str,
        deadline: datetime | None,
        seats: Sequence[Seat] | None = None,
    ) -> int:
        """Lobby -> running with the initial engine state; `seats` replaces the seating if the
        caller reordered it. Returns the new version."""
        ...

    async def apply_action(
        self,
        game_id: int,
        expected_version: int,
        *,
        seat: int,
        action: str,
        state_json: str,
        deadline: datetime | None,
        results: Sequence[SeatResult] | None = None,
        automatic: bool = False,
    ) -> int:
        """Save one engine action: state, version, log line and timer change together or not
        at all. `deadline` is the one of the decision now pending (None: no timer). Passing
        `results` (one per seat) finishes the game in the same transaction, with the ratings
        and leaderboard totals it changes. `automatic` marks an action played for the seat by
        its turn timer. Returns the new version."""
        ...

    async def replace_seat(
        self, game_id: int, expected_version: int, *, seat: int, by: Seat, deadline: datetime | None
    ) -> int:
        """A running game's seat taken over by the computer `by` (Seat.stand_in), with the
        deadline of the decision pending; the game state does not change. Returns the new
        version."""
        ...

    async def abandon_game(self, game_id: int, expected_version: int) -> int:
        """Lobby or running -> abandoned; clears the timer. Returns the new version."""
        ...

    async def mark_broken(self, game_id: int, expected_version: int, reason: str) -> int:
        """Flag a game whose state cannot be read, so it is reported instead of retried.
        Returns the new version."""
        ...

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        """Record the channel message showing the game. Presentation only: no version bump,
        so it never makes a concurrent player's action conflict."""
        ...

    async def action_log(self, game_id: int) -> list[ActionLogEntry]:
        """The game's engine actions in order. Raises `GameNotFound`."""
        ...

    async def set_deadline(self, game_id: int, expected_version: int, deadline: datetime) -> None:
        """Arm the timer of the decision pending at `expected_version`. Scheduling, not a game
        change: no version bump."""
        ...

    async def clear_deadline(self, game_id: int) -> None: ...

    async def due_timers(self, now: datetime, shards: Shards | None = None) -> list[Timer]:
        """Timers whose deadline is at or before `now`, earliest first; with `shards`, only
        those of the servers of these shards."""
        ...

    async def open_game_counts(
        self, shards: Shards | None = None
    ) -> list[tuple[str, str, str, int]]:
        """(kind, rules, status, count) of the lobbies and running games of `shards`' servers
        (all servers when None): what an operator's "games open" graph shows."""
        ...

    async def next_deadline(self, shards: Shards | None = None) -> datetime | None:
        """The earliest deadline of all games (of the servers of `shards`), so one sleep covers
        every timer."""
        ...

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        """The stored settings, or all-unset settings for a guild never configured."""
        ...

    async def set_guild_settings(self, settings: GuildSettings) -> None: ...

    async def change_guild_settings(
        self, guild_id: int, changes: Mapping[str, Any]
    ) -> GuildSettings:
        """The settings named in `changes` (field: value) written alone, in one statement, the
        others as they are stored then, and the settings as stored after: two changes of
        different settings at the same moment both stay, where reading the settings and
        writing them whole could lose one. An unknown name or a bad value is a ValueError."""
        ...

    async def web_guild(self, token: str) -> int | None:
        """The server whose web pages are on at address token `token`; None for any other
        token (unknown, revoked, or of a server whose pages are off)."""
        ...

    async def get_member_settings(self, guild_id: int, user_id: int) -> MemberSettings:
        """The stored choices, or all-unset choices for a member who never chose."""
        ...

    async def set_member_settings(self, settings: MemberSettings) -> None: ...

    async def get_turn_ping(self, game_id: int) -> TurnPing | None: ...

    async def set_turn_ping(self, ping: TurnPing) -> None:
        """Record the game's ping message, replacing the one recorded before."""
        ...

    async def clear_turn_ping(self, game_id: int) -> None: ...

    async def results_for_game(self, game_id: int) -> list[StoredResult]: ...

    async def results_for_guild(
        self, guild_id: int, *, rules: str | None = None
    ) -> list[StoredResult]:
        """Every finished seat of the guild (optionally of one rule set), oldest game first."""
        ...

    async def recent_games(
        self, guild_id: int, *, before: int | None = None, limit: int = 20
    ) -> list[StoredResult]:
        """The seats of the guild's last `limit` finished games (of ids below `before`), the
        newest game first."""
        ...

    async def results_stamp(self, guild_id: int) -> tuple[int, int]:
        """What the guild's results change with, for its web pages kept rendered: its newest
        finished game, and its newest person forgotten (who becomes "Former player N", id -N,
        lower than any before; 0 before any). Two index lookups (results_by_guild_game and
        results_by_player: `user_id < 0` keeps the planner on the latter), read per page."""
        ...

    async def guild_players(self, guild_id: int) -> list[int]:
        """Every person with a finished game in the guild; a forgotten one is nobody now."""
        ...

    async def leaderboard(
        self, board: Leaderboard, period: str, *, offset: int = 0, limit: int = 10
    ) -> LeaderboardPage:
        """A page of the board for `period` (a key of storage.periods), best first."""
        ...

    async def leaderboard_row(
        self, board: Leaderboard, period: str, user_id: int
    ) -> LeaderboardRow | None:
        """One person's row of the board, with its rank and position; None if absent."""
        ...

    async def player_stats(
        self, guild_id: int, kind: str, user_id: int, *, rules: str | None = None
    ) -> PlayerStats | None:
        """A person's statistics over their finished games; None when they have none."""
        ...

    async def rating_changes(self, game_id: int) -> list[RatingChange]:
        """What a finished game did to its people's ratings (empty if it was not rated)."""
        ...

    async def rating_history(self, guild_id: int, kind: str, user_id: int) -> list[RatedGame]:
        """A person's finished games of `kind` with their rating after each, oldest first (the
        last leaderboard_queries.HISTORY_GAMES of them)."""
        ...

    async def last_finished_game(self, channel_id: int, user_id: int, kind: str) -> int | None:
        """The last finished game of `kind` in the channel where the person had a seat."""
        ...

    async def players_named(self, guild_id: int, kind: str, name: str) -> list[int]:
        """The people of a server whose last name on its boards is `name`, any case."""
        ...

    async def ratings_rebuild_due(self) -> bool:
        """Whether an upgrade left ratings to rebuild and older games' counts to fill in, until
        `upkeep_done`."""
        ...

    async def games_missing_stats(self, kinds: Sequence[str]) -> list[int]:
        """Finished games of `kinds` whose seats have no counts yet (finished before they
        were kept); a game that keeps no counts (Pick Pic) never has them."""
        ...

    async def set_seat_stats(
        self, counts: Sequence[tuple[int, Sequence[tuple[int, SeatStats]]]]
    ) -> None:
        """Fill in the counts of finished games' seats, all in one transaction: for each game,
        its id and (seat, counts) pairs."""
        ...

    async def upkeep_done(self) -> None:
        """The upgrade's upkeep (`ratings_rebuild_due`) is done: the next start skips it."""
        ...

    async def rebuild_ratings(self) -> int:
        """Recompute ratings, their history and leaderboard totals from the stored results, in
        the order games finished; returns the number of finished games."""
        ...

    async def add_deck_picture(self, picture: NewDeckPicture, limits: DeckLimits) -> DeckPicture:
        """Store a server's picture (Pick Pic server decks). Raises `DeckFull`, with nothing
        stored, when it would pass `limits`; the check and the insert are one transaction."""
        ...

    async def deck_pictures(self, guild_id: int) -> list[DeckPicture]:
        """The server's deck, oldest first (removed pictures left out)."""
        ...

    async def deck_usage(self, guild_id: int) -> DeckUsage: ...

    async def deck_picture_data(
        self, guild_id: int, picture_ids: Sequence[int]
    ) -> dict[int, bytes]:
        """The bytes of the server's pictures among `picture_ids` that are still stored
        (removed ones included while kept); other ids are left out."""
        ...

    async def remove_deck_picture(self, guild_id: int, picture_id: int) -> bool:
        """Take the picture out of the deck; False if the server has no such picture in it.
        Its bytes stay until `delete_removed_pictures` lets them go."""
        ...

    async def open_game_settings(self, guild_id: int, kind: str) -> list[str]:
        """The settings JSON of the server's lobbies and running games of `kind`."""
        ...

    async def delete_removed_pictures(self, guild_id: int, keep: Sequence[int]) -> int:
        """Delete the bytes of the server's removed pictures, except those in `keep` (the
        ones open games still show); returns how many were deleted."""
        ...

    # Players' data (issue 28; storage.privacy_queries says how a person is forgotten)

    async def person_guilds(self, user_id: int) -> list[int]:
        """The servers where something is stored about the person."""
        ...

    async def open_games_seating(self, user_id: int, guild_id: int | None = None) -> list[int]:
        """The lobbies and running games (of the server, or all) where the person is seated."""
        ...

    async def open_games_with_anonymous_seats(self, shards: Shards | None = None) -> list[int]:
        """The lobbies and running games (of `shards`) where a forgotten person's anonymous
        seat sits."""
        ...

    async def person_export(self, user_id: int, guild_id: int | None = None) -> dict[str, Any]:
        """Everything stored about the person, in the server `guild_id` or in all, as plain
        JSON-ready values, and nothing naming anyone else."""
        ...

    async def forget_person(
        self, user_id: int, guild_id: int | None, anonymous_name: Callable[[int, int], str]
    ) -> list[Forgotten]:
        """In one transaction: the person's settings, ratings, rating history and board rows
        deleted, their seats and results anonymized (`anonymous_name(guild, N)` names them);
        in the server `guild_id`, or in all."""
        ...

    async def forget_guild(self, guild_id: int) -> int:
        """Delete everything stored about the server, in one transaction; returns the number
        of its games."""
        ...

    async def note_departure(self, guild_id: int, left_at: float | None = None) -> None:
        """The bot left the server (at `left_at`, Unix seconds, now by default); a departure
        noted before keeps its time."""
        ...

    async def cancel_departure(self, guild_id: int) -> None:
        """The bot is in the server again: its data stays."""
        ...

    async def due_departures(self, kept_seconds: float, shards: Shards | None = None) -> list[int]:
        """The servers (of `shards`) the bot left at least `kept_seconds` ago."""
        ...

    async def departures(self) -> list[tuple[int, float]]:
        """Every server waiting for its data's deletion, with the time the bot left it."""
        ...

    async def guilds_with_data(self, shards: Shards | None = None) -> list[int]:
        """Every server (of `shards`) that something is stored about."""
        ...
