"""What the host chose for one Pickomino table: the rules' settings, the turn timer and what
becomes of a person the timer removes.

Stored as the game's `settings_json`; tables.options reads the turn timer from the same JSON,
tables.replacements the replacement.
A plain dataclass checked by hand, like the engine's Settings and Pick Pic's options: a pydantic
model here made every terminal game import pydantic before its first board.
"""

import json
from dataclasses import dataclass, field

from engine.pickomino import Settings
from tables.replacements import CHOICES, LEAVE, REPLACE_WITH, replacement_line
from words.i18n import t, tn

FIELDS = frozenset(("settings", "turn_timer", REPLACE_WITH))


@dataclass(frozen=True, slots=True)
class TableOptions:
    settings: Settings = field(default_factory=Settings)
    turn_timer: int = 0
    """Seconds per decision; 0 is off."""
    replace_with: str = LEAVE
    """A person the timer removes leaves (F8) or a computer of this level takes over."""

    def __post_init__(self) -> None:
        if self.turn_timer.__class__ is not int or self.turn_timer < 0:
            raise ValueError("the turn timer is a whole number of seconds, 0 or more")
        if self.replace_with not in CHOICES:
            raise ValueError(f"replace_with is one of {', '.join(CHOICES)}")

    def to_json(self) -> str:
        """The stored form, the same text the pydantic model wrote (compact, in field order);
        the replacement is written only when a computer takes over, so the options of games
        that leave it as it was keep their text."""
        options: dict[str, object] = {
            "settings": self.settings.to_dict(),
            "turn_timer": self.turn_timer,
        }
        if self.replace_with != LEAVE:
            options[REPLACE_WITH] = self.replace_with
        return json.dumps(options, separators=(",", ":"))


def options_of(settings_json: str) -> TableOptions:
    """The stored options; unreadable ones (not JSON, an unknown field, a value of the wrong
    type or out of range) are the defaults."""
    try:
        data = json.loads(settings_json)
        if not isinstance(data, dict) or not FIELDS.issuperset(data):
            return TableOptions()
        settings = Settings.from_dict(data["settings"]) if "settings" in data else Settings()
        return TableOptions(settings, data.get("turn_timer", 0), data.get(REPLACE_WITH, LEAVE))
    except (ValueError, TypeError, RecursionError):
        return TableOptions()


def setting_lines(settings_json: str, language: str) -> list[str]:
    """The lobby's lines for the chosen options, the defaults left unsaid."""
    options = options_of(settings_json)
    lines = [
        t(f"setting.{name}", language)
        for name in ("flip_when_nothing_returned", "short_game")
        if getattr(options.settings, name)
    ]
    if options.turn_timer:
        lines.append(tn("setting.turn_timer", options.turn_timer, language))
        lines.append(replacement_line(options.replace_with, language))
    return lines
