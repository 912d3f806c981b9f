"""What the host chose for one Pickomino table: the rules' settings and the turn timer.

Stored as the game's `settings_json`; tables.options reads the turn timer from the same JSON.
"""

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from bot.i18n import t, tn
from engine.pickomino import Settings


class TableOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    settings: Settings = Settings()
    turn_timer: int = Field(default=0, ge=0)
    """Seconds per decision; 0 is off."""


def options_of(settings_json: str) -> TableOptions:
    """The stored options; unreadable ones are the defaults."""
    try:
        return TableOptions.model_validate_json(settings_json)
    except ValidationError:
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
