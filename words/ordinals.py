"""Ordinal numbers ("4th", "4e") in the reader's language.

Which ending a number takes is the CLDR ordinal plural category of the language, read from
Babel's locale data (English 1 "one" 1st, 2 "two" 2nd, 3 "few" 3rd, 11 "other" 11th; French 1
"one" 1er, else "other" 2e); the endings themselves are words of the catalogs
(`ordinal.<category>`), so a translator writes them. Babel is imported at the first ordinal:
places are said at a game's end, not at every start.
"""

from functools import cache

from words.i18n import t

ENDINGS = {
    "zero": "ordinal.other",
    "one": "ordinal.one",
    "two": "ordinal.two",
    "few": "ordinal.few",
    "many": "ordinal.other",
    "other": "ordinal.other",
}
"""The catalog key of each CLDR category; a language gives every key a form, those its
numbers never take included."""


def ordinal(number: int, language: str) -> str:
    return t(ENDINGS[_category(number, language)], language, number=number)


@cache
def _category(number: int, language: str) -> str:
    from babel import Locale

    return str(Locale.parse(language).ordinal_form(number))
