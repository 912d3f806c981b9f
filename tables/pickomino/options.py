"""What the host chose for one Pickomino table: the rules' settings and the turn timer.

Stored as the game's `settings_json`; tables.options reads the turn timer from the same JSON.
A plain dataclass checked by hand, like the engine's Settings and Pick Pic's options: a pydantic
model here made every terminal game import pydantic before its first board.
"""

import json
from dataclasses import dataclass, field

from bot.i18n import t, tn
from engine.pickomino import Settings

FIELDS = frozenset(("settings", "turn_timer"))


@dataclass(frozen=True, slots=True)
class TableOptions:
    settings: Settings = field(default_factory=Settings)
    turn_timer: int = 0
    """Seconds per decision; 0 is off."""

    def __post_init__(self) -> None:
        if self.turn_timer.__class__ is not int or self.turn_timer < 0:
            raise ValueError("the turn timer is a whole number of seconds, 0 or more")

    def to_json(self) -> str:
        """The stored form, the same text the pydantic model wrote (compact, in field order)."""
        options = {"settings": self.settings.to_dict(), "turn_timer": self.turn_timer}
        return json.dumps(options, separators=(",", ":"))


def options_of(settings_json: str) -> TableOptions:
    """The stored options; unreadable ones (not JSON, an unknown field, a value of the wrong
    type or out of range) are the defaults."""
    try:
        data = json.loads(settings_json)
        if not isinstance(data, dict) or not FIELDS.issuperset(data):
            return TableOptions()
        settings = Settings.from_dict(data["settings"]) if "settings" in data else Settings()
        return TableOptions(settings, data.get("turn_timer", 0))
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
    return lines
