"""Who sits at a terminal table: people at the keyboard and computer players.

The store knows seats as users or computer players; a person at the keyboard gets a user id
made from their name (its guild is 0), so the terminal's leaderboard and `pickomino-bot stats
NAME` follow Ann from game to game whatever seat she takes.
"""

import hashlib
from dataclasses import dataclass, field

from engine.pickomino import Settings
from engine.pickomino.components import CLASSIC, RULE_SETS
from engine.pickomino.players.levels import LEVELS, level_named
from tables.computers import computer_name
from tables.kinds import DEFAULT_KIND, KINDS, kind_of
from tables.pickomino.options import options_of
from tables.seats import COMPUTER_LEVEL
from tables.storage import Seat, StoredGame
from words.i18n import t

MAX_SEED = 2**63 - 1
"""Seeds are stored as signed 64-bit integers (SQLite and PostgreSQL alike)."""
DEFAULT_PLAYER = "Player"
"""The person at the keyboard when no --human names them: one name in every language, so
their games make one record (terminal_user_id) on the terminal's leaderboard."""


class UsageError(Exception):
    """Options that cannot make a game; the message says what to change."""


@dataclass(frozen=True, slots=True)
class Table:
    rules: str
    humans: tuple[str, ...]
    computers: int
    seed: int | None = None
    kind: str = DEFAULT_KIND
    settings: Settings = field(default_factory=Settings)
    levels: tuple[int, ...] = ()
    """One level per computer (engine.pickomino.players.levels); empty: all medium."""
    filled: int = 0
    """Computers seated because the players asked for were too few for the game."""

    @classmethod
    def from_options(
        cls,
        language: str,
        rules: str = CLASSIC,
        humans: list[str] | None = None,
        computers: int | None = None,
        seed: int | None = None,
        kind: str = DEFAULT_KIND,
        settings: Settings | None = None,
        level: str | None = None,
        watch: bool = False,
    ) -> "Table":
        """With no players given: you against computer players (two at Pickomino, three at
        Pick Pic). `--computers N` alone: you against N computers; `--human` alone: those
        people (hot-seat); `watch`: computers alone. Seats the game still lacks go to
        computers (`filled`), as the defaults seat them. `level` names one level for every
        computer, or one per computer separated by commas (then `--computers` may be left
        out). Every option is checked here, before anything is done to an open game."""
        if seed is not None and not 0 <= seed <= MAX_SEED:
            raise UsageError(t("console.error.seed", language, high=MAX_SEED))
        levels = _levels(level, language)
        if computers is None and len(levels) > 1:
            computers = len(levels)
        if kind not in KINDS:
            raise UsageError(t("console.error.game", language, games=", ".join(KINDS)))
        game_rules = kind_of(kind).rules
        if kind != DEFAULT_KIND:
            rules = game_rules.variants[0]
        elif rules not in RULE_SETS:
            raise UsageError(t("console.error.rules", language, rules=", ".join(RULE_SETS)))
        names = tuple(name.strip() for name in humans or ())
        if any(not name for name in names):
            raise UsageError(t("console.error.empty_name", language))
        if len({name.casefold() for name in names}) != len(names):
            raise UsageError(t("console.error.same_name", language))
        if watch and names:
            raise UsageError(t("console.error.watch_human", language))
        low, high = game_rules.min_seats, game_rules.max_seats
        if not names and not watch:
            names = (DEFAULT_PLAYER,)
            computers = low if computers is None else computers
        elif watch and computers is None:
            computers = low + 1
        computers = computers or 0
        seats = len(names) + computers
        if computers < 0 or seats > high:
            raise UsageError(t("console.error.seats", language, low=low, high=high, seats=seats))
        if len(levels) > 1 and len(levels) != computers:
            raise UsageError(
                t("console.error.level_count", language, levels=len(levels), computers=computers)
            )
        filled = max(0, low - seats)
        computers += filled
        if len(levels) == 1:
            levels *= computers
        return cls(rules, names, computers, seed, kind, settings or Settings(), levels, filled)

    def seats(self, language: str) -> list[Seat]:
        """Humans first, in the order given, each with the user id of their name."""
        people = [Seat.human(terminal_user_id(name), name) for name in self.humans]
        levels = self.levels or (COMPUTER_LEVEL,) * self.computers
        with_levels = kind_of(self.kind).computer_levels
        machines = [
            Seat.computer(level, computer_name(number, level, language, with_levels))
            for number, level in enumerate(levels, start=1)
        ]
        return people + machines

    def describes(self, stored: StoredGame, language: str) -> bool:
        """Whether `stored` is the game these options describe: same rules, seats and rule
        variants, and the same seed when one was asked for."""
        names = [seat.display_name for seat in self.seats(language)]
        return (
            stored.kind == self.kind
            and stored.rules == self.rules
            and [seat.display_name for seat in stored.seats] == names
            and [seat.is_computer for seat in stored.seats]
            == [seat.is_computer for seat in self.seats(language)]
            and (self.seed is None or stored.seed == self.seed)
            and options_of(stored.settings_json).settings == self.settings
        )


def terminal_user_id(name: str) -> int:
    """The same positive id for a name whatever its case, from one game to the next."""
    digest = hashlib.blake2b(name.casefold().encode("utf-8"), digest_size=7).digest()
    return int.from_bytes(digest, "big") + 1


def _levels(level: str | None, language: str) -> tuple[int, ...]:
    if level is None:
        return ()
    try:
        return tuple(level_named(key).number for key in level.split(","))
    except ValueError:
        keys = ", ".join(known.key for known in LEVELS)
        raise UsageError(t("console.error.level", language, level=level, levels=keys)) from None
