"""`pickomino-bot words update LANGUAGE`: a language's catalogs brought level with English.

English is the template (the msgids are keys, so there is no separate .pot): each English
entry the language lacks is added where English has it, its msgstr empty and the English text
above it as a comment for the translator; entries English no longer has are dropped; every
translated entry is kept as its translator wrote it, comments and line breaks included. A new
language's folder is made with the header Babel's CLDR data gives it (its plural rule).
`pybabel update` would do the same but rewrites every header and rewraps every line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from words.i18n import DEFAULT_LANGUAGE, LOCALES_DIR

KEY = re.compile(r'^msgid "(.+)"$', re.MULTILINE)


@dataclass(frozen=True, slots=True)
class Updated:
    file: str
    added: int
    dropped: int


def update(language: str, folder: Path = LOCALES_DIR) -> list[Updated]:
    """Bring `folder`/`language` level with `folder`/en; what changed in each file. ValueError
    for a locale Babel does not know, before any file is written."""
    from babel import Locale, UnknownLocaleError
    from babel.messages.plurals import get_plural

    try:
        Locale.parse(language)
    except UnknownLocaleError as error:
        raise ValueError(f"unknown locale {language!r}") from error
    target = folder / language
    target.mkdir(exist_ok=True)
    changes = []
    for english_path in sorted((folder / DEFAULT_LANGUAGE).glob("*.po")):
        path = target / english_path.name
        if path.exists():
            text = path.read_text(encoding="utf-8")
        else:
            text = _new_header(language, str(get_plural(language)))
        merged, added, dropped = _merged(english_path.read_text(encoding="utf-8"), text)
        if merged != text or not path.exists():
            path.write_text(merged, encoding="utf-8")
        if added or dropped:
            changes.append(Updated(english_path.name, added, dropped))
    return changes


def _new_header(language: str, plural_forms: str) -> str:
    return (
        f"# {language} words of pickomino-bot; see docs/translating.md.\n"
        'msgid ""\n'
        'msgstr ""\n'
        '"Content-Type: text/plain; charset=UTF-8\\n"\n'
        f'"Language: {language}\\n"\n'
        f'"Plural-Forms: {plural_forms}\\n"\n'
    )


def _merged(english: str, translated: str) -> tuple[str, int, int]:
    head, entries = _head(_blocks(translated))
    kept = {_key(block): block for block in entries}
    plurals = _plural_count("\n".join(head))
    out = list(head)
    added = 0
    for block in _head(_blocks(english))[1]:
        key = _key(block)
        if key in kept:
            out.append(kept.pop(key))
        else:
            out.append(_empty(block, plurals))
            added += 1
    return "\n\n".join(out) + "\n", added, len(kept)


def _blocks(text: str) -> list[str]:
    """A .po file of these catalogs as its header and its entries, one blank line apart."""
    return [block.strip("\n") for block in re.split(r"\n\s*\n", text.strip("\n"))]


def _head(blocks: list[str]) -> tuple[list[str], list[str]]:
    """The file's opening comments and header (msgid ""), and its entries."""
    header = next((i for i, block in enumerate(blocks) if 'msgid ""' in block), -1)
    return blocks[: header + 1], blocks[header + 1 :]


def _key(block: str) -> str:
    found = KEY.search(block)
    return found[1] if found else ""


def _plural_count(header: str) -> int:
    found = re.search(r"nplurals=(\d+)", header)
    return int(found[1]) if found else 2


def _empty(english_block: str, plurals: int) -> str:
    """The English entry with its texts as comments and empty msgstrs to fill in."""
    lines = [line for line in english_block.splitlines() if not line.startswith("#")]
    starts = [i for i, line in enumerate(lines) if line.startswith("msgstr")]
    ids, texts = lines[: starts[0]], lines[starts[0] :]
    comments = [
        "#. en: " + line.split(" ", 1)[1] if line.startswith("msgstr") else "#.     " + line
        for line in texts
    ]
    if any(line.startswith("msgid_plural") for line in ids):
        empty = [f'msgstr[{index}] ""' for index in range(plurals)]
    else:
        empty = ['msgstr ""']
    return "\n".join([*comments, *ids, *empty])
