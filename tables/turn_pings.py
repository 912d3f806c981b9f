"""Turn pings: mentioning a person once when the turn passes to them.

A board edit notifies no one, so in a busy channel or a slow game people miss their turn. When
the turn passes to a person (after another person's stop or bust, a computer's turn, a turn
timer, the start), a front-end that can notify posts one short message that mentions them; that
message is deleted as soon as they act, or when the turn moves on without them, so a channel
holds at most one ping per game. Who wants pings: each member's own choice in the server, else
the server's default, else yes.

The decision is made here, the same for every front-end; the message itself is the
front-end's (Discord posts and deletes it). The ping message is stored, so that a restart in
between still deletes it.
"""

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from storage import GameStatus, GameStore, MemberSettings, StoredGame, TurnPing
from tables.errors import UserError
from tables.kinds import DEFAULT_KIND, kind_of

PINGS_BY_DEFAULT = True
"""Whether a member of a server that chose nothing is pinged."""
SERVER_CHOICE = "server"
"""The member's choice that clears their own: they follow the server's default."""
SERVER_CHOICES = {"on": True, "off": False}
OWN_CHOICES: dict[str, bool | None] = {**SERVER_CHOICES, SERVER_CHOICE: None}


def own_choice(choice: str) -> bool | None:
    """A member's choice as stored (None: as the server decides). A front-end offers only
    these; a forged or buggy value is refused here, before anything is stored."""
    if choice not in OWN_CHOICES:
        raise UserError("error.bad_pings")
    return OWN_CHOICES[choice]


def server_choice(choice: str) -> bool:
    """A server's default as stored; refused like `own_choice` when not one of ours."""
    if choice not in SERVER_CHOICES:
        raise UserError("error.bad_server_pings")
    return SERVER_CHOICES[choice]


@dataclass(frozen=True, slots=True)
class PingChange:
    """What to do with the game's ping after a change: delete the old message (`remove`),
    then mention `mention` (a user id) in a new one."""

    remove: TurnPing | None = None
    mention: int | None = None


def person_to_play(stored: StoredGame, game: Any | None) -> int | None:
    """The user whose decision is pending, if a person's (not a computer's, not a lobby's,
    not a finished game's). Only games played turn by turn have one: at Pick Pic everyone
    acts at once."""
    if game is None or stored.status != GameStatus.RUNNING or stored.kind != DEFAULT_KIND:
        return None
    rules = kind_of(stored.kind).rules
    if rules.is_over(game):
        return None
    return stored.seats[rules.to_play(game)].user_id


async def wants_pings(store: GameStore, guild_id: int, user_id: int) -> bool:
    own = (await store.get_member_settings(guild_id, user_id)).turn_pings
    if own is not None:
        return own
    server = (await store.get_guild_settings(guild_id)).turn_pings
    return PINGS_BY_DEFAULT if server is None else server


KEPT = 10_000
"""Games whose ping a process keeps in mind (the oldest is forgotten first, then read again)."""


class KnownPings:
    """Each game's ping as this process last read or stored it: the ping is looked at after
    every move, and changes only when the turn does (issue 16). A game's pings are written
    only by the process that plays it (its server's shard), under the game's board lock; a
    new process reads them from the store again. When a write fails, the ping is read again
    next time, whatever the store kept."""

    def __init__(self, store: GameStore, kept: int = KEPT) -> None:
        self.store = store
        self._kept = kept
        self._known: dict[int, TurnPing | None] = {}

    async def get(self, game_id: int) -> TurnPing | None:
        if game_id in self._known:
            return self._known[game_id]
        ping = await self.store.get_turn_ping(game_id)
        self._know(game_id, ping)
        return ping

    async def set(self, ping: TurnPing) -> None:
        self._known.pop(ping.game_id, None)
        await self.store.set_turn_ping(ping)
        self._know(ping.game_id, ping)

    async def clear(self, game_id: int) -> None:
        self._known.pop(game_id, None)
        await self.store.clear_turn_ping(game_id)
        self._know(game_id, None)

    def _know(self, game_id: int, ping: TurnPing | None) -> None:
        self._known[game_id] = ping
        if len(self._known) > self._kept:
            del self._known[next(iter(self._known))]


async def ping_change(
    pings: KnownPings,
    stored: StoredGame,
    game: Any | None,
    actor: int | None,
    acted: Collection[int | None] = (),
) -> PingChange:
    """After a change made by `actor` (a user id; None for a timer or a computer), or a look
    at the table: the ping to delete and the person to mention. `acted` names who else acted
    since the ping was last looked at (a front-end that shows only the newest of several
    changes).

    The ping goes when the person it mentions acts or is no longer to play. A new one is due
    when a person is to play, was not the one who acted, has no ping yet and wants pings."""
    current = await pings.get(stored.id)
    target = person_to_play(stored, game)
    remove = None
    if current is not None and (current.user_id != target or current.user_id in (actor, *acted)):
        remove, current = current, None
    mention = None
    if (
        target is not None
        and target != actor
        and current is None
        and await wants_pings(pings.store, stored.guild_id, target)
    ):
        mention = target
    return PingChange(remove, mention)


async def set_own_pings(
    store: GameStore, guild_id: int, user_id: int, turn_pings: bool | None
) -> None:
    """A member's own choice in a server; None follows the server's default."""
    await store.set_member_settings(MemberSettings(guild_id, user_id, turn_pings))


async def remember_ping(pings: KnownPings, stored: StoredGame, message_id: int, user: int) -> None:
    await pings.set(TurnPing(stored.id, stored.channel_id, message_id, user))


async def forget_ping(pings: KnownPings, game_id: int) -> None:
    await pings.clear(game_id)
