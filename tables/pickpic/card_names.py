"""What a card shows, in words of the reader's language: alt texts, captions, the terminal.

Every emoji of the built-in deck is named by its Unicode CLDR short name in each language
("sun" and "soleil" for ☀, "woman’s hat", "globe showing Europe-Africa"), as players see them
named on their phones, never by its raw Unicode character name ("black sun with rays"). The
names are vendored in emoji_names.json (Unicode License v3), regenerated from CLDR's own
annotations by `python -m tables.pickpic.emoji_names_update` (its docstring says how); the
file holds the deck's emoji only and loads once per process, on the first card named.
"""

import json
from functools import cache
from pathlib import Path

from engine.pickpic.catalogue import is_builtin, scene
from engine.pickpic.settings import Settings, picture_of
from words.i18n import DEFAULT_LANGUAGE, t

NAMES_FILE = Path(__file__).with_name("emoji_names.json")


def emoji_name(emoji: str, language: str) -> str:
    """The emoji's CLDR short name in `language` ("plage avec parasol"); English when the
    language has none."""
    names = _names()
    return names.get(language, {}).get(emoji) or names[DEFAULT_LANGUAGE][emoji]


def card_caption(card: int, language: str, settings: Settings | None = None) -> str:
    """A card described for an alt text or a caption: the setting, then what is in it. A
    server's picture (in the game of `settings`) has no emoji: its caption, as its server
    wrote it, else its number."""
    if not is_builtin(card):
        picture = settings.picture(card) if settings is not None else None
        if picture is not None and picture.caption:
            return picture.caption
        return t("pickpic.card.picture", language, number=picture_of(card) or card)
    setting, *subjects = (emoji_name(emoji, language) for emoji in scene(card).emoji)
    return t("pickpic.card.caption", language, setting=setting, things=", ".join(subjects))


def card_subject(card: int, language: str) -> str:
    """A built-in card's main subject alone ("whale")."""
    return emoji_name(scene(card).setting, language)


def card_name(card: int, language: str, settings: Settings | None = None) -> str:
    """A card in a few words: a built-in card's main subject, a server picture's caption."""
    return (
        card_subject(card, language) if is_builtin(card) else card_caption(card, language, settings)
    )


@cache
def _names() -> dict[str, dict[str, str]]:
    names: dict[str, dict[str, str]] = json.loads(NAMES_FILE.read_text(encoding="utf-8"))["names"]
    return names
