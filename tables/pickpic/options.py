"""What the host chose for one Pick Pic table: the score that ends the game and the step timer.

Stored as the game's `settings_json`, like Pickomino's options; tables.options reads the
timer ("turn_timer") from the same JSON, here the seconds each simultaneous step (giving P4,
ranking P7) may last before the choices left are completed at random (settled point).
"""

import json
from dataclasses import dataclass

from bot.i18n import t, tn
from engine.pickpic.settings import MAX_TARGET, MIN_TARGET, TARGET_SCORE, Settings

MAX_STEP_TIMER = 86_400


@dataclass(frozen=True, slots=True)
class PickpicOptions:
    target_score: int = TARGET_SCORE
    turn_timer: int = 0
    """Seconds per step (P4, P7); 0 is off."""

    def to_json(self) -> str:
        return json.dumps({"target_score": self.target_score, "turn_timer": self.turn_timer})

    @property
    def settings(self) -> Settings:
        return Settings(self.target_score)


def options_of(settings_json: str) -> PickpicOptions:
    """The stored options; unreadable or out-of-range ones are the defaults."""
    try:
        data = json.loads(settings_json)
        target = data.get("target_score", TARGET_SCORE)
        timer = data.get("turn_timer", 0)
    except (ValueError, AttributeError):
        return PickpicOptions()
    if not isinstance(target, int) or not MIN_TARGET <= target <= MAX_TARGET:
        target = TARGET_SCORE
    if not isinstance(timer, int) or not 0 <= timer <= MAX_STEP_TIMER:
        timer = 0
    return PickpicOptions(target, timer)


def setting_lines(settings_json: str, language: str) -> list[str]:
    options = options_of(settings_json)
    lines = [t("pickpic.setting.target", language, score=options.target_score)]
    if options.turn_timer:
        lines.append(tn("pickpic.setting.timer", options.turn_timer, language))
    return lines
