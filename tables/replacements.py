"""What becomes of a person the turn timer removes (issue 13): they leave the game (F8), or a
computer of a chosen level takes over their seat, so a table with people gone still plays on.

The choice is the table's, stored with its options under "replace_with" like the turn timer:
the host's option of a new game, else the server's setting, else the bot's. A seat taken over
keeps its stack, bonus and grilled worms (the engine sees no removal); the person still counts
as removed in the results and ratings (storage/standings.py), never as a winner.
"""

import json
from dataclasses import dataclass
from functools import lru_cache

from engine.pickomino.players.levels import LEVELS, Level, level_named, level_of
from storage import StoredGame
from tables.errors import UserError
from tables.kinds import kind_of
from tables.markup import safe_name
from tables.options import turn_timer_of
from words.i18n import t, tn

REPLACE_WITH = "replace_with"
LEAVE = "leave"
CHOICES = (LEAVE, *(level.key for level in LEVELS))
"""What a host or a server may choose, in the order commands list them."""


@dataclass(frozen=True, slots=True)
class SeatReplaced:
    """A table event, not the game's: `person`'s seat is played by a computer of `level`
    from now on, after `timeouts` turns in a row that their timer ran out."""

    seat: int
    person: str
    level: int
    timeouts: int


def replaces_seats(stored: StoredGame) -> bool:
    """Whether a person the turn timer removes may be replaced by a computer: the table has
    a turn timer, and turns of its own (a game of simultaneous steps, Pick Pic, removes a
    player who stays away)."""
    return kind_of(stored.kind).steps is None and turn_timer_of(stored.settings_json) > 0


def checked_choice(choice: str) -> str:
    """A choice as typed or forged: one of CHOICES, or a plain refusal."""
    if choice not in CHOICES:
        raise UserError("error.bad_replacement")
    return choice


def chosen(*choices: str | None) -> str:
    """The first choice made (the game's, the server's, the bot's), else leaving."""
    return next((choice for choice in choices if choice in CHOICES), LEAVE)


@lru_cache(maxsize=256)
def choice_of(settings_json: str) -> str:
    """The table's choice; leaving for options that do not say or cannot be read."""
    try:
        choice = json.loads(settings_json).get(REPLACE_WITH, LEAVE)
    except (ValueError, AttributeError):
        return LEAVE
    return choice if choice in CHOICES else LEAVE


def replacement_of(settings_json: str) -> Level | None:
    """The level of the computer that takes over a person the timer removes; None: they
    leave (F8)."""
    choice = choice_of(settings_json)
    return None if choice == LEAVE else level_named(choice)


def next_choice(settings_json: str) -> str:
    """The options with the choice after the table's (the lobby's button goes round them),
    other options kept as they are; leaving is written as no choice, as TableOptions does."""
    options = json.loads(settings_json)
    following = CHOICES[(CHOICES.index(choice_of(settings_json)) + 1) % len(CHOICES)]
    options.pop(REPLACE_WITH, None)
    if following != LEAVE:
        options[REPLACE_WITH] = following
    return json.dumps(options, separators=(",", ":"))


def choice_name(choice: str, language: str) -> str:
    """ "Leave the game" or "Expert computer"."""
    if choice == LEAVE:
        return t("replacement.leave", language)
    return t(f"lobby.add_{choice}", language)


def replacement_line(choice: str, language: str) -> str:
    """The lobby's line for the table's choice (with a turn timer only: without, nobody is
    removed)."""
    if choice == LEAVE:
        return t("setting.replace.leave", language)
    return t("setting.replace.computer", language, level=t(f"level.{choice}", language))


def stand_in_name(level: Level, person: str, language: str) -> str:
    """The seat's name once a computer plays it: "Computer (expert) for Ann"."""
    return t("seat.stand_in", language, level=t(f"level.{level.key}", language), name=person)


def replaced_line(event: SeatReplaced, language: str) -> str:
    """ "Ann's time ran out 3 times: Expert computer takes over." """
    computer = choice_name(level_of(event.level).key, language)
    return tn(
        "replacement.event",
        event.timeouts,
        language,
        name=safe_name(event.person),
        computer=computer,
    )
