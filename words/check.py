"""What a translator checks before a catalog ships (`pickomino-bot words check`).

Each language's .po files are read against the English ones, the reference: every key there,
translated (neither empty nor fuzzy), with the English placeholders, Markdown's backticks only
where English has them, as many plural forms as CLDR gives the language's whole numbers and in
CLDR's order, button labels within Discord's 80 characters, and slash command names and
descriptions Discord accepts. The bot itself would
show a gap as English, a wrong placeholder as an error, a long label as a refused message.
"""

from __future__ import annotations

import gettext
import string
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path
from typing import TYPE_CHECKING

from words.i18n import DEFAULT_LANGUAGE, LOCALES_DIR, PLURAL_SUFFIX, catalogued_languages

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog, Message

BUTTON_LABEL = 80
"""Discord's longest button label (and its menus' option labels are held to 100)."""
COMMAND_NAME = 32
COMMAND_DESCRIPTION = 100
BUTTON_LABELS = (
    "action.*",
    "lobby.join",
    "lobby.leave",
    "lobby.start",
    "lobby.cancel",
    "lobby.add_*",
    "lobby.remove_computer",
    "lobby.rematch",
    "lobby.replace_with",
    "game.odds",
    "rules.previous",
    "rules.next",
    "pickpic.board.my_cards",
    "pickpic.panel.give",
    "pickpic.panel.confirm_gifts",
    "pickpic.panel.place",
    "pickpic.panel.undo",
    "pickpic.panel.confirm_ranking",
    "privacy.confirm.*",
)
"""The keys written on buttons and menu options: the players' moves and the lobby's, the rules'
pages, Pick Pic's panel, the privacy confirmations."""
WIDEST_VALUE = {"name": 32, "names": 70}
"""How wide a placeholder can be on a label: a Discord display name is at most 32 characters;
any other value (a tile, a count, a bonus's name) is counted as 12."""
OTHER_VALUE = 12
WHOLE_NUMBERS = range(1001)
"""The counts plural forms are checked on: the bot counts dice, worms, games and seconds."""
CLDR_ORDER = ("zero", "one", "two", "few", "many", "other")
"""gettext's forms come in CLDR's order: Polish's "1 kostka, 2 kostki, 5 kostek"."""


@dataclass(frozen=True, slots=True)
class Problem:
    language: str
    file: str
    key: str
    text: str

    def __str__(self) -> str:
        return f"{self.language}/{self.file}: {self.key}: {self.text}"


def check(folder: Path = LOCALES_DIR, languages: tuple[str, ...] = ()) -> list[Problem]:
    """Every problem of the catalogs of `languages` (every catalogued one when none) under
    `folder`; English, the reference, is checked for its own plural rule, names and labels."""
    english = _read_files(folder / DEFAULT_LANGUAGE)
    chosen = languages or catalogued_languages(folder)
    problems: list[Problem] = []
    for language in chosen:
        if not (folder / language).is_dir():
            problems.append(Problem(language, "", "", "no such catalog folder"))
            continue
        problems += check_language(language, _read_files(folder / language), english)
    return problems


def check_language(
    language: str, files: dict[str, Catalog], english: dict[str, Catalog]
) -> Iterator[Problem]:
    for name in sorted(english.keys() - files.keys()):
        yield Problem(language, name, "", "file missing: copy it from en and translate it")
    for name in sorted(files.keys() - english.keys()):
        yield Problem(language, name, "", "file that English does not have")
    for name, catalog in sorted(files.items()):
        said = _Said(language, name)
        yield from said.all(_plural_rule(language, catalog))
        reference = english.get(name)
        if reference is None:
            continue
        translated = {key_of(message): message for message in catalog if message.id}
        for key, model in ((key_of(message), message) for message in reference if message.id):
            message = translated.get(key)
            if message is None:
                yield said(key, "missing")
                continue
            yield from said.all(_entry(language, catalog, model, message), key)
        for key in sorted(translated.keys() - {key_of(m) for m in reference if m.id}):
            yield said(key, "not in the English catalog (obsolete?)")


@dataclass(frozen=True, slots=True)
class _Said:
    language: str
    file: str

    def __call__(self, key: str, text: str) -> Problem:
        return Problem(self.language, self.file, key, text)

    def all(self, texts: Iterator[str], key: str = "") -> Iterator[Problem]:
        return (self(key, text) for text in texts)


def _entry(language: str, catalog: Catalog, model: Message, message: Message) -> Iterator[str]:
    key = key_of(model)
    if message.fuzzy:
        yield "fuzzy: check the translation, then remove the fuzzy flag"
    if message.pluralizable != model.pluralizable:
        yield "plural in one catalog, not in the other"
        return
    texts = forms(message)
    if message.pluralizable:
        if message.id != (key, key + PLURAL_SUFFIX):
            yield f'msgid_plural must be "{key + PLURAL_SUFFIX}"'
        if len(texts) != catalog.num_plurals:
            yield f"{len(texts)} plural forms where the header says {catalog.num_plurals}"
    if not all(text.strip() for text in texts):
        yield "not translated (empty)"
        return
    expected = placeholders_of(forms(model))
    found = placeholders_of(texts)
    if found != expected:
        yield f"placeholders {_listed(found)} where English has {_listed(expected)}"
        return
    if any("`" in text for text in texts) and not any("`" in text for text in forms(model)):
        yield "backticks where English has none (the terminal prints them as they are)"
    yield from _discord_limits(key, texts)


def _discord_limits(key: str, texts: list[str]) -> Iterator[str]:
    if any(fnmatchcase(key, pattern) for pattern in BUTTON_LABELS):
        for text in texts:
            width = len(widest(text))
            if width > BUTTON_LABEL:
                yield f"button label of up to {width} characters (Discord: {BUTTON_LABEL})"
    if key.startswith("command."):
        for text in texts:
            if key.endswith(".name"):
                if not valid_command_name(text):
                    yield (
                        f"command name {text!r}: Discord wants lower case letters, digits,"
                        f" '-' or '_', at most {COMMAND_NAME} characters"
                    )
            elif len(text) > COMMAND_DESCRIPTION:
                yield f"description of {len(text)} characters (Discord: {COMMAND_DESCRIPTION})"


def _plural_rule(language: str, catalog: Catalog) -> Iterator[str]:
    """The header's Plural-Forms against CLDR's categories of whole numbers, through Babel."""
    from babel import Locale

    categories = [Locale.parse(language).plural_form(n) for n in WHOLE_NUMBERS]
    used = sorted(set(categories), key=CLDR_ORDER.index)
    try:
        index: Callable[[int], int] = gettext.c2py(catalog.plural_expr)
    except ValueError:
        yield f"Plural-Forms cannot be read: {catalog.plural_expr!r}"
        return
    if catalog.num_plurals != len(used):
        yield (
            f"Plural-Forms gives {catalog.num_plurals} forms where CLDR gives {len(used)}"
            f" ({', '.join(used)})"
        )
        return
    for number, category in zip(WHOLE_NUMBERS, categories, strict=True):
        if index(number) != used.index(category):
            yield (
                f"Plural-Forms takes form {index(number)} for {number}, CLDR's {category!r}"
                f" is form {used.index(category)}"
            )
            return


def _read_files(folder: Path) -> dict[str, Catalog]:
    from babel.messages.pofile import read_po

    files = {}
    for path in sorted(folder.glob("*.po")):
        with path.open("rb") as handle:
            files[path.name] = read_po(handle, locale=folder.name)
    return files


def key_of(message: Message) -> str:
    return str(message.id[0] if isinstance(message.id, (tuple, list)) else message.id)


def forms(message: Message) -> list[str]:
    texts = message.string
    if isinstance(texts, (tuple, list)):
        return [str(text or "") for text in texts]
    return [str(texts or "")]


def placeholders_of(texts: list[str]) -> set[str]:
    """The names of a text's {placeholders}, all forms together: a singular may leave out
    {count} ("ein Wurm") when another form says it."""
    try:
        return {
            name
            for text in texts
            for _, name, _, _ in string.Formatter().parse(text)
            if name is not None
        }
    except ValueError:
        return {"<unbalanced braces>"}


def widest(text: str) -> str:
    """The text with each placeholder as wide as its value may be."""
    pieces = []
    for literal, name, _, _ in string.Formatter().parse(text):
        pieces.append(literal)
        if name is not None:
            pieces.append("W" * WIDEST_VALUE.get(name, OTHER_VALUE))
    return "".join(pieces)


def valid_command_name(name: str) -> bool:
    """Discord's ^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$, lower case where it can be."""
    allowed = all(c in "-_" or unicodedata.category(c)[0] in "LN" for c in name)
    return 1 <= len(name) <= COMMAND_NAME and allowed and name == name.lower()


def _listed(names: set[str]) -> str:
    return ", ".join("{" + name + "}" for name in sorted(names)) or "none"
