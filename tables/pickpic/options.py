"""What the host chose for one Pick Pic table: the score that ends the game, the step timer and
the deck (P1: built-in, the server's own pictures, or both).

Stored as the game's `settings_json`, like Pickomino's options; tables.options reads the
timer ("turn_timer") from the same JSON, here the seconds each simultaneous step (giving P4,
ranking P7) may last before the choices left are completed at random (settled point). A table
of a server deck keeps the server's pictures as they were when it opened, as "pictures" (id,
caption, colours): its game deals from those even if the deck changes later, a restart
redraws the same cards, and storage keeps their bytes while the table is open.
"""

import json
from dataclasses import dataclass

from engine.pickpic.settings import (
    MAX_CAPTION,
    MAX_PICTURE_ID,
    MAX_TARGET,
    MIN_TARGET,
    TARGET_SCORE,
    ServerPicture,
    Settings,
)
from words.i18n import t, tn

MAX_STEP_TIMER = 86_400
BUILTIN = "builtin"
SERVER = "server"
BOTH = "both"
DECKS = (BUILTIN, SERVER, BOTH)


@dataclass(frozen=True, slots=True)
class PickpicOptions:
    target_score: int = TARGET_SCORE
    turn_timer: int = 0
    """Seconds per step (P4, P7); 0 is off."""
    deck: str = BUILTIN
    pictures: tuple[ServerPicture, ...] = ()
    """The server's pictures in the deck (none for the built-in deck)."""

    def to_json(self) -> str:
        data: dict[str, object] = {"target_score": self.target_score, "turn_timer": self.turn_timer}
        if self.deck != BUILTIN:
            data["deck"] = self.deck
            data["pictures"] = [
                {"id": p.picture_id, "caption": p.caption, "top": p.top, "bottom": p.bottom}
                for p in self.pictures
            ]
        return json.dumps(data, ensure_ascii=False)

    @property
    def settings(self) -> Settings:
        return Settings(self.target_score, self.deck != SERVER, self.pictures)


def options_of(settings_json: str) -> PickpicOptions:
    """The stored options; unreadable or out-of-range ones are the defaults."""
    try:
        data = json.loads(settings_json)
        target = data.get("target_score", TARGET_SCORE)
        timer = data.get("turn_timer", 0)
        deck = data.get("deck", BUILTIN)
        pictures = _pictures(data.get("pictures", []))
    except (ValueError, AttributeError, TypeError):
        return PickpicOptions()
    if not isinstance(target, int) or not MIN_TARGET <= target <= MAX_TARGET:
        target = TARGET_SCORE
    if not isinstance(timer, int) or not 0 <= timer <= MAX_STEP_TIMER:
        timer = 0
    if deck not in DECKS or deck == BUILTIN:
        return PickpicOptions(target, timer)
    return PickpicOptions(target, timer, deck, pictures)


def picture_ids(settings_json: str) -> list[int]:
    """The server pictures a table holds (storage keeps their bytes while it is open)."""
    return [picture.picture_id for picture in options_of(settings_json).pictures]


def _pictures(data: object) -> tuple[ServerPicture, ...]:
    if not isinstance(data, list):
        raise ValueError("pictures is not a list")
    pictures: list[ServerPicture] = []
    for item in data:
        picture_id, caption = item["id"], item["caption"]
        top, bottom = item["top"], item["bottom"]
        if not all(isinstance(n, int) for n in (picture_id, top, bottom)):
            raise ValueError("not a picture")
        if not isinstance(caption, str) or not 1 <= picture_id <= MAX_PICTURE_ID:
            raise ValueError("not a picture")
        if all(picture.picture_id != picture_id for picture in pictures):
            pictures.append(ServerPicture(picture_id, caption[:MAX_CAPTION], top, bottom))
    return tuple(pictures)


def setting_lines(settings_json: str, language: str) -> list[str]:
    options = options_of(settings_json)
    lines = [t("pickpic.setting.target", language, score=options.target_score)]
    if options.turn_timer:
        lines.append(tn("pickpic.setting.timer", options.turn_timer, language))
    if options.deck != BUILTIN:
        count = len(options.pictures)
        lines.append(tn(f"pickpic.setting.deck_{options.deck}", count, language))
    return lines
