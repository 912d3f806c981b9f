"""What a card shows, in words of the reader's language: alt texts, captions, the terminal.

English names are the emoji's Unicode names (engine.pickpic.catalogue, which the computer
player weighs too). Other languages take the emoji's names from the Unicode CLDR annotations,
as the `emoji` package ships them (the package: BSD licence; the CLDR data: Unicode licence).
Its tables load on the first card shown in such a language, once per process.
"""

from functools import cache

from engine.pickpic.catalogue import emoji_name as unicode_name
from engine.pickpic.catalogue import is_builtin, scene
from engine.pickpic.settings import Settings, picture_of
from words.i18n import t

VARIATION_SELECTOR = "\ufe0f"


def emoji_name(emoji: str, language: str) -> str:
    """The emoji's name in `language` ("plage avec parasol"); English when the language has
    no name for it."""
    if language == "en":
        return unicode_name(emoji)
    return _cldr_names(language).get(emoji) or unicode_name(emoji)


def card_caption(card: int, language: str, settings: Settings | None = None) -> str:
    """A card described for an alt text or a caption: the setting, then what is in it. A
    server's picture (in the game of `settings`) has no emoji: its caption, as its server
    wrote it, else its number."""
    if not is_builtin(card):
        picture = settings.picture(card) if settings is not None else None
        if picture is not None and picture.caption:
            return picture.caption
        return t("pickpic.card.picture", language, number=picture_of(card) or card)
    if language == "en":
        return scene(card).caption
    setting, *subjects = (emoji_name(emoji, language) for emoji in scene(card).emoji)
    return f"{setting}: {', '.join(subjects)}"


@cache
def _cldr_names(language: str) -> dict[str, str]:
    """Every emoji's CLDR name in `language` (none for a language the package lacks), keyed
    without the variation selector the deck's emoji do not carry."""
    import emoji as package

    if language not in package.LANGUAGES:
        return {}
    package.config.load_language(language)
    return {
        key.removesuffix(VARIATION_SELECTOR): str(entry[language]).strip(":").replace("_", " ")
        for key, entry in package.EMOJI_DATA.items()
        if language in entry
    }
