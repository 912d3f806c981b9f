"""The lobby and its seats: opening a table, joining and leaving, computers, starting it."""

from collections.abc import Callable, Sequence
from dataclasses import replace

from storage import ChannelBusy, GameStatus, Seat, StoredGame
from tables.computers import ADD_OPERATIONS
from tables.errors import UserError
from tables.kinds import DEFAULT_KIND, PICKPIC_KIND, kind_of
from tables.replacements import next_choice, replaces_seats
from tables.seats import COMPUTER_LEVEL, nobody_plays, person_of, seat_of
from tables.service_base import Played
from tables.service_play import Play

LOBBY_OPERATIONS = (
    "join",
    "leave",
    "start",
    "cancel",
    "add_computer",
    "remove_computer",
    *ADD_OPERATIONS,
    "replace_with",
)
"""What the buttons of a lobby do; their custom ids carry these names. `add_computer` seats
the default level (boards posted before levels existed have it); `add_<level>` each level;
`replace_with` goes round what becomes of a person the timer removes (tables.replacements)."""


class Lobby(Play):
    """A table before it starts: who sits at it, which computers, and starting it."""

    async def open_lobby(
        self,
        guild_id: int,
        channel_id: int,
        host: Seat,
        rules: str,
        settings_json: str,
        kind: str = DEFAULT_KIND,
    ) -> StoredGame:
        assert host.user_id is not None
        return await self.open_table(
            guild_id, channel_id, host.user_id, (host,), rules, settings_json, kind
        )

    async def open_table(
        self,
        guild_id: int,
        channel_id: int,
        owner_id: int,
        seats: Sequence[Seat],
        rules: str,
        settings_json: str,
        kind: str = DEFAULT_KIND,
    ) -> StoredGame:
        """A lobby with these seats; its owner starts it (and need not sit at it)."""
        if rules not in kind_of(kind).rules.variants:
            raise UserError("error.bad_input")
        try:
            return await self.store.create_game(
                guild_id=guild_id,
                channel_id=channel_id,
                owner_id=owner_id,
                rules=rules,
                settings_json=settings_json,
                seats=seats,
                kind=kind,
            )
        except ChannelBusy as error:
            raise UserError("error.channel_busy") from error

    async def rematch(self, game_id: int, user_id: int) -> StoredGame:
        """A new lobby with the players of a finished game, hosted by whoever asked. A Pick Pic
        table of a server deck deals from the deck as it is now, as a new table would. A
        forgotten person's anonymous seat stays behind (nobody could ever play it), and so
        does a computer that had taken over their seat."""
        finished = await self.get(game_id)
        people = [person for seat in finished.seats if (person := person_of(seat)) is not None]
        computers = [seat for seat in finished.seats if person_of(seat) is None]
        people = [person for person in people if not nobody_plays(person)]
        host = next((seat for seat in people if seat.user_id == user_id), None)
        if host is None:
            raise UserError("error.not_in_game")
        settings_json = finished.settings_json
        if finished.kind == PICKPIC_KIND:
            settings_json = await self.decks.renewed(finished.guild_id, settings_json)
        stored = await self.open_lobby(
            finished.guild_id,
            finished.channel_id,
            host,
            finished.rules,
            settings_json,
            finished.kind,
        )
        for seat in (*people, *computers):
            if seat.user_id != user_id:
                stored = await self.join(stored.id, seat)
        return stored

    async def join(self, game_id: int, seat: Seat) -> StoredGame:
        async with self.lock(game_id):
            stored = await self._lobby(game_id)
            if seat.user_id is not None and seat_of(stored, seat.user_id) is not None:
                raise UserError("error.already_joined")
            self._check_room(stored)
            return await self._reseat(stored, (*stored.seats, seat))

    async def add_computer(
        self,
        game_id: int,
        user_id: int,
        name: Callable[[int], str],
        level: int = COMPUTER_LEVEL,
    ) -> StoredGame:
        """The host seats a computer player of `level` (engine.pickomino.players.levels),
        named by its number among the computers."""
        async with self.lock(game_id):
            stored = await self._hosted_lobby(game_id, user_id)
            self._check_room(stored)
            number = sum(seat.is_computer for seat in stored.seats) + 1
            seat = Seat.computer(level, name(number))
            return await self._reseat(stored, (*stored.seats, seat))

    async def remove_computer(self, game_id: int, user_id: int) -> StoredGame:
        """The host takes back the last computer player seated."""
        async with self.lock(game_id):
            stored = await self._hosted_lobby(game_id, user_id)
            computers = [index for index, seat in enumerate(stored.seats) if seat.is_computer]
            if not computers:
                raise UserError("error.no_computer")
            seats = tuple(s for index, s in enumerate(stored.seats) if index != computers[-1])
            return await self._reseat(stored, seats)

    async def next_replacement(self, game_id: int, user_id: int) -> StoredGame:
        """The host's next choice of what becomes of a person the turn timer removes; only
        tables with a turn timer and turns of their own (Pickomino) offer it."""
        async with self.lock(game_id):
            stored = await self._hosted_lobby(game_id, user_id)
            if not replaces_seats(stored):
                raise UserError("error.outdated")
            settings_json = next_choice(stored.settings_json)
            version = await self._guarded(
                self.store.update_lobby(
                    stored.id, stored.version, seats=stored.seats, settings_json=settings_json
                )
            )
            return replace(stored, settings_json=settings_json, version=version)

    async def leave_lobby(self, game_id: int, user_id: int) -> StoredGame:
        """The host leaving closes the lobby; anyone else just gives up their seat."""
        async with self.lock(game_id):
            stored = await self._lobby(game_id)
            if seat_of(stored, user_id) is None:
                raise UserError("error.not_in_game")
            if user_id == stored.owner_id:
                return await self._abandon(stored)
            seats = tuple(seat for seat in stored.seats if seat.user_id != user_id)
            return await self._reseat(stored, seats)

    async def cancel_lobby(self, game_id: int, user_id: int, moderator: bool = False) -> StoredGame:
        """The host, or a moderator of the place, closes the lobby."""
        stored = await self._lobby(game_id)
        if user_id != stored.owner_id and not moderator:
            raise UserError("error.host_only")
        return await self.end(game_id)

    async def start(self, game_id: int, user_id: int) -> Played:
        async with self.lock(game_id):
            stored = await self._hosted_lobby(game_id, user_id)
            if any(nobody_plays(seat) for seat in stored.seats):
                stored = await self._reseat(stored, playable(stored.seats))
            kind = kind_of(stored.kind)
            rules = kind.rules
            if len(stored.seats) < rules.min_seats:
                raise UserError("error.need_players", seats=rules.min_seats)
            seed = self.seed_source()
            game = rules.new_game(stored.rules, len(stored.seats), seed, stored.settings_json)
            if kind.steps is not None:
                deadline = self._step_deadline(stored)
            else:
                deadline = self._deadline(stored, rules.to_play(game))
            state_json = rules.to_json(game)
            version = await self._guarded(
                self.store.start_game(
                    stored.id, stored.version, seed=seed, state_json=state_json, deadline=deadline
                )
            )
            self._decoded.keep(stored.id, version, state_json, rules.copy(game))
            self._wake_timer(deadline)
            self.live.moved(stored.id)
            stored = replace(
                stored,
                status=GameStatus.RUNNING,
                version=version,
                seed=seed,
                state_json=state_json,
                deadline=deadline,
            )
            return await self._computers_step(kind, Played(stored, game))

    def _check_room(self, stored: StoredGame) -> None:
        seats = kind_of(stored.kind).rules.max_seats
        if len(stored.seats) >= seats:
            raise UserError("error.lobby_full", seats=seats)

    async def _lobby(self, game_id: int) -> StoredGame:
        stored = await self.get(game_id)
        if stored.status != GameStatus.LOBBY:
            raise UserError("error.outdated")
        return stored

    async def _hosted_lobby(self, game_id: int, user_id: int) -> StoredGame:
        stored = await self._lobby(game_id)
        if user_id != stored.owner_id:
            raise UserError("error.host_only")
        return stored

    async def unplayable_tables(self) -> list[int]:
        """The lobbies and running games (of this process's shards) where a forgotten person's
        anonymous seat sits: each is given to `repair_table`, at start."""
        return await self.store.open_games_with_anonymous_seats(self.shards)

    async def repair_table(self, game_id: int) -> Played | None:
        """A lobby or running game that waits on a seat nobody can play, repaired; None when
        there was nothing to do."""
        stored = await self.get(game_id)
        if stored.status == GameStatus.LOBBY:
            lobby = await self.repair_lobby(game_id)
            return None if lobby is None else Played(lobby, None)
        return await self.repair(game_id)

    async def repair_lobby(self, game_id: int) -> StoredGame | None:
        """A lobby an earlier rematch (or a forgetting racing it) left with an anonymous seat
        gives that seat up, or closes if that seat hosted it; None when it has none (or is
        no lobby any more)."""
        async with self.lock(game_id):
            stored = await self.get(game_id)
            if stored.status != GameStatus.LOBBY:
                return None
            if stored.owner_id < 0:
                return await self._abandon(stored)
            if stored.seats == playable(stored.seats):
                return None
            return await self._reseat(stored, playable(stored.seats))

    async def _reseat(self, stored: StoredGame, seats: Sequence[Seat]) -> StoredGame:
        version = await self._guarded(
            self.store.update_lobby(stored.id, stored.version, seats=seats)
        )
        self.live.moved(stored.id)
        return replace(stored, seats=tuple(seats), version=version)


def playable(seats: Sequence[Seat]) -> tuple[Seat, ...]:
    return tuple(seat for seat in seats if not nobody_plays(seat))
