"""Every word the bot shows, looked up by key in gettext catalogs.

Catalogs are standard .po files under words/locales/<language>/ (one language may split its
words over several files), so translators edit plain .po files and no compiled .mo file is
kept in the repository. Babel compiles them once per change into a user cache (see
`_translations`); a process whose cache is warm reads the .mo with the standard library and
neither imports Babel nor parses a catalog. Keys, not English sentences, are the msgids:
the English catalog is a translation like any other, and a missing word is easy to detect.
Plural forms follow each catalog's own `Plural-Forms` header (`tn`): the files say how many
forms their translations give, whatever rule Babel's locale data holds for the language.
"""

from __future__ import annotations

import gettext
import hashlib
import os
import re
import struct
from collections.abc import Mapping
from functools import cache, lru_cache
from io import BytesIO
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

LOCALES_DIR = Path(__file__).parent / "locales"
DEFAULT_LANGUAGE = "en"
TEXTS_KEPT = 4096
"""Texts kept once looked up: every key of both catalogs (plural ones by count), with room
to spare."""
PLURAL_SUFFIX = "#plural"


def catalogued_languages(folder: Path = LOCALES_DIR) -> tuple[str, ...]:
    """Every language with a catalog: a folder of .po files under `folder`, named as gettext
    and Babel name locales ("de", "pt_BR"). Adding a language is adding its folder; no list
    of languages is kept anywhere else."""
    return tuple(sorted(entry.name for entry in folder.iterdir() if any(entry.glob("*.po"))))


LANGUAGES = catalogued_languages()


def speaks(locale: object, languages: tuple[str, ...] = LANGUAGES) -> str | None:
    """The catalogued language for a locale, or None when none fits. The locale may be a
    Discord one ("en-US", "es-419", discord.Locale) or a POSIX one ("de_DE.UTF-8@euro"); the
    exact language comes first, then its base ("de-AT" -> "de"), then any region of the same
    base ("es-419" -> "es_ES", "pt-PT" -> "pt_BR"): a Spanish speaker in Mexico reads Spanish
    from Spain rather than English. "C" and "POSIX" name no language."""
    code = str(getattr(locale, "value", locale) or "").strip()
    code = code.split(".")[0].split("@")[0].replace("-", "_").lower()
    by_code = {language.lower(): language for language in languages}
    base = code.split("_")[0]
    if code in by_code:
        return by_code[code]
    if base in by_code:
        return by_code[base]
    same_base = [language for language in languages if language.lower().split("_")[0] == base]
    return same_base[0] if base and same_base else None


def language_of(locale: object, fallback: str = DEFAULT_LANGUAGE) -> str:
    """The catalogued language for a locale, else `fallback`."""
    return speaks(locale) or fallback


SYSTEM_LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def system_language(environ: Mapping[str, str] | None = None) -> str | None:
    """The language the terminal's user reads, from the locale variables, as gettext reads
    them: the first set of LC_ALL, LC_MESSAGES and LANG names the locale; unless it is "C" or
    "POSIX", GNU's LANGUAGE list ("de:en") comes before it. None when no catalogued language
    is named."""
    environ = os.environ if environ is None else environ
    chosen = next((environ[name] for name in SYSTEM_LOCALE_VARIABLES if environ.get(name)), "")
    if chosen.split(".")[0] in ("", "C", "POSIX"):
        return None
    wanted = [*environ.get("LANGUAGE", "").split(":"), chosen]
    return next((found for code in wanted if code and (found := speaks(code))), None)


def language_name(language: str, reader: str, *, listed: bool = False) -> str:
    """The name of `language` as `reader` writes it in a sentence, from Babel's CLDR data
    ("allemand" for a French reader of "de", "français" for a French one of "fr"); `listed`,
    at the start of a line of a list, where each language is named in its own words
    ("Français", "Deutsch")."""
    from babel import Locale

    name = Locale.parse(language).get_display_name(Locale.parse(reader)) or language
    return name[:1].upper() + name[1:] if listed else name


@cache
def catalog(language: str, folder: Path = LOCALES_DIR) -> Catalog:
    """All the .po files of one language (in `folder`/<language>) merged into one catalog,
    whose header, with its plural rule, is the files' own: a Catalog made from the locale
    alone would take Babel's rule, and Babel 2.19 gives French three forms where the files
    give two, so every French plural would fall back to English."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    merged: Catalog | None = None
    first = None
    for path in sorted((folder / language).glob("*.po")):
        with path.open("rb") as handle:
            read = read_po(handle, locale=language)
        if merged is None:
            merged, first = read, path
            continue
        if read.plural_forms != merged.plural_forms:
            raise ValueError(
                f"{path.name} says {read.plural_forms!r} but {first} says {merged.plural_forms!r}"
            )
        for message in read:
            if message.id:
                merged[message.id] = message
    return merged if merged is not None else Catalog(locale=language)


def cache_folder() -> Path:
    """Where compiled catalogs are kept: $XDG_CACHE_HOME (else ~/.cache)/pickomino-bot."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "pickomino-bot" / "locales"


@cache
def _translations(language: str) -> gettext.GNUTranslations:
    """The compiled catalog of `language`, named by a digest of its .po files, so an edited
    catalog is compiled afresh. Importing Babel and parsing the .po files took a quarter of
    `pickomino-bot play`'s start; reading a .mo takes a millisecond. A cache that cannot be
    written (a read-only home) only costs the compiling again in the next process."""
    compiled = compiled_path(language)
    try:
        with compiled.open("rb") as handle:
            return gettext.GNUTranslations(handle)
    except (OSError, struct.error):
        pass
    data = _compile(language)
    _keep(compiled, data)
    return gettext.GNUTranslations(BytesIO(data))


def compiled_path(language: str) -> Path:
    """Where the compiled catalog of `language` is kept: named by a digest of its .po files and
    of what compiles them (Babel's version, the project's), so a catalog compiled by another
    installation sharing the cache is never read by this one."""
    digest = hashlib.sha256()
    for path in sorted((LOCALES_DIR / language).glob("*.po")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    versions = "-".join(f"{name}{version}" for name, version in compiler_versions().items())
    return cache_folder() / f"{language}-{digest.hexdigest()[:20]}-{versions}.mo"


DISTRIBUTIONS = {"babel": "babel", "pickomino-bot": "pickomino_bot"}
"""The distributions whose versions make a compiled catalog, by their dist-info name."""


@cache
def compiler_versions() -> dict[str, str]:
    """The installed versions of Babel and of this project ("" when not installed), read from
    the names of their dist-info folders beside Babel: importlib.metadata costs 50 ms to
    import, more than the rest of a warm start's words."""
    import importlib.util
    import sys

    spec = importlib.util.find_spec("babel")
    folders = [Path(spec.origin).parent.parent] if spec is not None and spec.origin else []
    folders += [Path(entry) for entry in sys.path if entry and Path(entry) not in folders]
    versions = dict.fromkeys(DISTRIBUTIONS, "")
    for name, stem in DISTRIBUTIONS.items():
        pattern = re.compile(rf"{stem}-([^-]+)\.dist-info", re.IGNORECASE)
        for folder in folders:
            found = [match[1] for entry in _entries(folder) if (match := pattern.fullmatch(entry))]
            if found:
                versions[name] = found[0]
                break
    return versions


@cache
def _entries(folder: Path) -> tuple[str, ...]:
    try:
        return tuple(os.listdir(folder))
    except OSError:
        return ()


def precompile() -> list[Path]:
    """Compile every language's catalog into the cache now, for an installation whose users
    cannot write a cache (the Docker image runs as a user with no home: docker/install.sh calls
    this at build time, and the image points XDG_CACHE_HOME there). Raises OSError when the
    cache cannot be written, so such a build fails instead of compiling at every start."""
    paths = []
    for language in LANGUAGES:
        path = compiled_path(language)
        if not path.is_file():
            _keep(path, _compile(language))
        if not path.is_file():
            raise OSError(f"cannot write the compiled catalog {path}")
        paths.append(path)
    return paths


def _compile(language: str) -> bytes:
    from babel.messages.mofile import write_mo

    buffer = BytesIO()
    write_mo(buffer, catalog(language))
    return buffer.getvalue()


def _keep(path: Path, data: bytes) -> None:
    """Written whole under a temporary name, then renamed: a reader never sees half a file."""
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".tmp", delete=False) as out:
            out.write(data)
        os.replace(out.name, path)
    except OSError:
        return


def t(key: str, language: str = DEFAULT_LANGUAGE, /, **values: Any) -> str:
    """The text of `key` in `language` (English when that language lacks it), formatted."""
    text = _text(key, language)
    return _elided(text, language, values).format(**values) if values else text


ELIDED = re.compile(r"\b([Dd])e \{(\w+)\}")
"""French "de {name}" before a value: "d'" before a vowel ("la pile d'Ordinateur 2")."""
VOWELS = frozenset("aeiouyàâäéèêëîïôöûùüÿæœ")
MARKUP = "*_`~|"


def _elided(text: str, language: str, values: dict[str, Any]) -> str:
    """French elides "de" before a vowel, and the names a catalog puts after it (a player's,
    a computer's) are only known when it is said."""
    if language != "fr" or "e {" not in text:
        return text

    def elide(match: re.Match[str]) -> str:
        value = str(values.get(match[2], "")).lstrip(MARKUP)
        if value[:1].lower() in VOWELS:
            return f"{match[1]}'{{{match[2]}}}"
        return match[0]

    return ELIDED.sub(elide, text)


@lru_cache(maxsize=TEXTS_KEPT)
def _text(key: str, language: str) -> str:
    """Looked up once: a board says a score of texts, and is said again at every click."""
    text = _translations(language).gettext(key)
    if text == key and language != DEFAULT_LANGUAGE:
        text = _translations(DEFAULT_LANGUAGE).gettext(key)
    return text


def tn(key: str, count: int, language: str = DEFAULT_LANGUAGE, /, **values: Any) -> str:
    """The plural form of `key` that suits `count` in `language`; `{count}` is available."""
    text = _plural_text(key, count, language)
    return _elided(text, language, values).format(count=count, **values)


@lru_cache(maxsize=TEXTS_KEPT)
def _plural_text(key: str, count: int, language: str) -> str:
    plural = key + PLURAL_SUFFIX
    text = _translations(language).ngettext(key, plural, count)
    if text in (key, plural) and language != DEFAULT_LANGUAGE:
        text = _translations(DEFAULT_LANGUAGE).ngettext(key, plural, count)
    return text
