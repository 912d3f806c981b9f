"""Every word the bot shows, looked up by key in gettext catalogs.

Catalogs are standard .po files under bot/locales/<language>/ (one language may split its
words over several files); Babel reads them at start, so translators edit plain .po files and
no compiled .mo file is kept in the repository. Keys, not English sentences, are the msgids:
the English catalog is a translation like any other, and a missing word is easy to detect.
Plural forms use each language's own rule (`tn`).
"""

from functools import cache
from io import BytesIO
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import Translations

LOCALES_DIR = Path(__file__).parent / "locales"
DEFAULT_LANGUAGE = "en"
LANGUAGES = ("en", "fr")
PLURAL_SUFFIX = "#plural"


def language_of(locale: object) -> str:
    """A supported language for a Discord locale ("en-US", "fr", discord.Locale) or None."""
    code = str(getattr(locale, "value", locale) or "").lower().split("-")[0]
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


@cache
def catalog(language: str) -> Catalog:
    """All the .po files of one language merged into one catalog."""
    merged = Catalog(locale=language)
    for path in sorted((LOCALES_DIR / language).glob("*.po")):
        with path.open("rb") as handle:
            for message in read_po(handle, locale=language):
                if message.id:
                    merged[message.id] = message
    return merged


@cache
def _translations(language: str) -> Translations:
    buffer = BytesIO()
    write_mo(buffer, catalog(language))
    buffer.seek(0)
    return Translations(fp=buffer)


def t(key: str, language: str = DEFAULT_LANGUAGE, /, **values: Any) -> str:
    """The text of `key` in `language` (English when that language lacks it), formatted."""
    text = _translations(language).gettext(key)
    if text == key and language != DEFAULT_LANGUAGE:
        text = _translations(DEFAULT_LANGUAGE).gettext(key)
    return text.format(**values) if values else text


def tn(key: str, count: int, language: str = DEFAULT_LANGUAGE, /, **values: Any) -> str:
    """The plural form of `key` that suits `count` in `language`; `{count}` is available."""
    plural = key + PLURAL_SUFFIX
    text = _translations(language).ngettext(key, plural, count)
    if text in (key, plural) and language != DEFAULT_LANGUAGE:
        text = _translations(DEFAULT_LANGUAGE).ngettext(key, plural, count)
    return text.format(count=count, **values)
