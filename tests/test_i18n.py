"""The catalogs: every key in both languages, the same placeholders, the right plural forms,
every key the code asks for present, and slash command names that Discord accepts in French.
"""

import ast
import re
import string
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
import pytest
from babel.messages.catalog import Message
from babel.messages.pofile import read_po
from discord import app_commands

from bot.settings import BotSettings
from cogs.command_translator import CatalogTranslator
from cogs.pickomino import PickominoCog
from engine.pickomino.components import CLASSIC, EXTENSION
from engine.pickomino.players.levels import LEVELS
from pictures.uploads import NOT_A_PICTURE, TOO_BIG, TOO_MANY_PIXELS, UNSUPPORTED_FORMAT
from storage import placement
from storage.postgres import refusals
from tables.pickpic.options import BOTH, SERVER
from tables.rules_pages import ALL_PAGES
from tables.service import LOBBY_OPERATIONS
from words.i18n import (
    LANGUAGES,
    LOCALES_DIR,
    PLURAL_SUFFIX,
    catalog,
    language_name,
    language_of,
    t,
    tn,
)

ROOT = Path(__file__).parent.parent
CODE = sorted(
    path
    for package in ("bot", "tables", "cogs", "console", "words", "web")
    for path in (ROOT / package).rglob("*.py")
)
TEMPLATES = sorted((ROOT / "web" / "templates").rglob("*.html"))
TEMPLATE_KEY = re.compile(r"""\btn?\(\s*["']([a-z_.]+)["']""")
"""A key looked up in a web page's template: `t("web.site")`, `tn("web.games", count)`."""


PLACE_PROBLEMS = (
    placement.PATH_IS_FOLDER,
    placement.PARENT_IS_FILE,
    placement.FOLDER_NOT_CREATED,
    placement.FOLDER_NOT_WRITABLE,
    placement.FILE_NOT_WRITABLE,
)
FAMILIES: dict[str, tuple[str, ...]] = {
    "rules.{}": (CLASSIC, EXTENSION, "pickpic"),
    "rules.{}.title": ALL_PAGES,
    "rules.{}.text": ALL_PAGES,
    "lobby.{}": LOBBY_OPERATIONS,
    "level.{}": tuple(level.key for level in LEVELS),
    "lobby.add_{}": tuple(level.key for level in LEVELS),
    "setting.{}": ("flip_when_nothing_returned", "short_game"),
    "cli.db_place.{}": PLACE_PROBLEMS,
    "cli.store_reason.{}": tuple(refusals.REASONS),
    "pickpic.setting.deck_{}": (SERVER, BOTH),
    "pickpic.deck.refused.{}": (TOO_BIG, NOT_A_PICTURE, UNSUPPORTED_FORMAT, TOO_MANY_PIXELS),
}
"""Keys the code builds with an f-string, and every value the hole can take."""
LOOKUPS = {"t", "tn", "UserError"}
"""The calls whose first argument is a catalog key."""

DESCRIPTION, CHOICE_NAME = 100, 100


def key_of(message: Message) -> str:
    return message.id[0] if isinstance(message.id, tuple) else message.id


def messages(language: str) -> dict[str, Message]:
    return {key_of(message): message for message in catalog(language) if message.id}


def forms(message: Message) -> list[str]:
    return list(message.string) if message.pluralizable else [message.string]


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def file_keys(path: Path) -> set[str]:
    with path.open("rb") as handle:
        return {key_of(message) for message in read_po(handle) if message.id}


# ------------------------------------------------------------------ catalogs


def test_every_catalog_file_has_its_counterpart_with_the_same_keys() -> None:
    english = {path.name for path in (LOCALES_DIR / "en").glob("*.po")}
    for language in LANGUAGES:
        assert {path.name for path in (LOCALES_DIR / language).glob("*.po")} == english
        for name in english:
            path = LOCALES_DIR / language / name
            assert file_keys(path) == file_keys(LOCALES_DIR / "en" / name), path


def test_every_key_is_translated_with_the_same_placeholders_and_plural_kind() -> None:
    english = messages("en")
    for language in LANGUAGES:
        translated = messages(language)
        assert translated.keys() == english.keys(), language
        for key, message in translated.items():
            reference = english[key]
            assert message.pluralizable == reference.pluralizable, (language, key)
            texts = forms(message)
            assert all(text.strip() for text in texts), (language, key)
            if message.pluralizable:
                assert len(texts) == catalog(language).num_plurals, (language, key)
                assert message.id == (key, key + PLURAL_SUFFIX), (language, key)
            names = set().union(*map(placeholders, texts))
            expected = set().union(*map(placeholders, forms(reference)))
            assert names == expected, (language, key, names, expected)


def test_the_french_catalog_is_french() -> None:
    """A copied English text is the usual mistake: only names, symbols and a few shared words
    may read the same in both languages."""
    shared = {
        "command.group.name",
        "rules.extension",
        "board.rules.extension",
        "action.aside",
        "rules.pickpic",
        "pickpic.board.score",
        "stats.worms.pickpic",
        "command.pickpic.name",
        "command.pickpic.credits.name",
        "level.expert",
        "cli.store_reason.other",
        "game.pickomino",
        "command.web.name",
        "web.board.extension",
        "web.board.pickpic",
        "web.score.points",
    }
    english, french = messages("en"), messages("fr")
    same = {key for key in english if forms(english[key]) == forms(french[key])}
    assert same <= shared, same - shared


def test_french_plural_forms_take_the_singular_for_zero_and_one() -> None:
    assert [tn("board.worms", count, "fr") for count in (0, 1, 2, 15)] == [
        "0 ver",
        "1 ver",
        "2 vers",
        "15 vers",
    ]
    assert [tn("board.worms", count, "en") for count in (0, 1, 2)] == [
        "0 worms",
        "1 worm",
        "2 worms",
    ]
    assert tn("board.reserve", 1, "fr") == "Réserve : 1 ver grillé"
    assert tn("board.reserve", 3, "fr") == "Réserve : 3 vers grillés"
    assert tn("board.seat.tiles", 2, "fr") == "2 pickominos"
    assert tn("action.roll", 1, "fr") == "Lancer 1 dé"
    assert tn("action.roll", 8, "en") == "Roll 8 dice"
    assert tn("board.final.winner", 2, "fr", names="Ada, Bob") == (
        "Ada, Bob se partagent la victoire !"
    )


def test_the_players_terms_are_the_ones_french_players_know() -> None:
    bonuses = ("canned_worm", "hen", "crow", "weasel", "golden_die", "apple")
    french = [t(f"board.bonus.{bonus}", "fr") for bonus in bonuses]
    assert french == ["ver en boîte", "mère poule", "corbeau", "belette", "dé doré", "pomme"]
    english = [t(f"board.bonus.{bonus}", "en") for bonus in bonuses]
    assert english == ["canned worm", "hen", "crow", "weasel", "golden die", "apple"]
    texts = " ".join(text for message in messages("fr").values() for text in forms(message))
    for term in ("brochette", "pickomino", "becquetage", "vers grillés", "lancer nul"):
        assert term in texts.lower(), term


def test_a_missing_language_or_key_falls_back_to_english() -> None:
    assert language_of(discord.Locale.french) == "fr"
    assert language_of("fr") == "fr"
    assert language_of(discord.Locale.british_english) == "en"
    assert language_of(discord.Locale.japanese) == "en"
    assert language_of(None) == "en"
    assert t("error.host_only", "fr") == "Seul l'hôte peut faire cela."
    assert t("error.host_only", "ja") == "Only the host can do that."


# ------------------------------------------------------------------ keys in the code


def literal_keys_and_families() -> tuple[set[str], set[str]]:
    """Every string literal of the code that reads like a key, and the shape ("rules.{}.title")
    of every f-string handed to a lookup as its key."""
    literals: set[str] = set()
    families: set[str] = set()
    for path in CODE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        pieces = {
            id(piece)
            for node in ast.walk(tree)
            if isinstance(node, ast.JoinedStr)
            for piece in node.values
        }
        for node in ast.walk(tree):
            if id(node) in pieces:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if looks_like_key(node.value):
                    literals.add(node.value)
            elif isinstance(node, ast.Call) and node.args and lookup_name(node) in LOOKUPS:
                key = node.args[0]
                if isinstance(key, ast.JoinedStr):
                    families.add(
                        "".join(
                            p.value if isinstance(p, ast.Constant) else "{}" for p in key.values
                        )
                    )
    for path in TEMPLATES:
        literals.update(TEMPLATE_KEY.findall(path.read_text(encoding="utf-8")))
    return literals, families


def lookup_name(call: ast.Call) -> str:
    function = call.func
    if isinstance(function, ast.Attribute):
        return function.attr
    return function.id if isinstance(function, ast.Name) else ""


def looks_like_key(text: str) -> bool:
    """Dotted lower-case words that start like some key of the catalog."""
    head, _, rest = text.partition(".")
    prefixes = {key.partition(".")[0] for key in messages("en")}
    return head in prefixes and bool(rest) and set(text) <= set(string.ascii_lowercase + "_.")


def test_every_key_the_code_uses_is_in_the_catalog_and_every_entry_is_used() -> None:
    literals, families = literal_keys_and_families()
    assert families == set(FAMILIES), "a new f-string key family needs its values listed here"
    built = {shape.format(value) for shape, values in FAMILIES.items() for value in values}
    used = literals | built
    catalogued = set(messages("en"))
    assert used - catalogued == set(), "keys missing from the English catalog"
    assert catalogued - used == set(), "catalog entries no code asks for"


# ------------------------------------------------------------------ slash commands


class RecordingTranslator(app_commands.Translator):
    """discord.py's own base class, noting every string it is asked to translate."""

    def __init__(self) -> None:
        self.strings: dict[str, str] = {}
        self.unkeyed: set[str] = set()

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        if key is None:
            self.unkeyed.add(string.message)
        else:
            self.strings[key] = string.message
        return None


async def command_payload(translator: app_commands.Translator) -> dict[str, Any]:
    bot = discord.ext.commands.Bot(command_prefix="!", intents=discord.Intents.none())
    return await PickominoCog.group.get_translated_payload(bot.tree, translator)


def nodes(payload: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield payload
    for option in payload.get("options") or []:
        yield from nodes(option)


def valid_discord_name(name: str) -> bool:
    """Discord's ^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$, lower case where it can be."""
    allowed = all(c in "-_" or unicodedata.category(c)[0] in "LN" for c in name)
    return 1 <= len(name) <= 32 and allowed and name == name.lower()


async def test_every_command_string_has_a_key_whose_english_entry_is_the_default() -> None:
    recorder = RecordingTranslator()
    await command_payload(recorder)
    assert recorder.unkeyed == {language_name(code, code, listed=True) for code in LANGUAGES}, (
        "only the languages' own names, the same in every language, have no key"
    )
    for key, default in recorder.strings.items():
        assert t(key, "en") == default, key


SPOKEN_LOCALES = {locale.value for locale in discord.Locale if language_of(locale) != "en"}
"""The Discord locales a catalog other than English speaks ("fr", "de", and both Spanish ones
for a Spanish catalog)."""


async def test_the_translator_gives_every_spoken_locale_names_and_descriptions_discord_accepts():
    payload = await command_payload(CatalogTranslator())
    own_names = {language_name(code, code, listed=True) for code in LANGUAGES}
    for node in nodes(payload):
        assert set(node["name_localizations"]) == SPOKEN_LOCALES, node["name"]
        assert set(node["description_localizations"]) == SPOKEN_LOCALES, node["name"]
        assert valid_discord_name(node["name"]), node["name"]
        assert len(node["description"]) <= DESCRIPTION
        for locale in SPOKEN_LOCALES:
            name = node["name_localizations"][locale]
            assert valid_discord_name(name), (locale, name)
            description = node["description_localizations"][locale]
            assert 1 <= len(description) <= DESCRIPTION, (locale, description)
            siblings = [
                option["name_localizations"][locale] for option in node.get("options") or []
            ]
            assert len(siblings) == len(set(siblings)), (locale, node["name"])
        for choice in node.get("choices") or []:
            if choice["name"] in own_names:
                assert not choice.get("name_localizations"), choice
                continue
            assert set(choice["name_localizations"]) == SPOKEN_LOCALES, choice
            assert all(
                1 <= len(name) <= CHOICE_NAME for name in choice["name_localizations"].values()
            )
    commands = {node["name"]: node["name_localizations"]["fr"] for node in payload["options"]}
    assert commands == {
        "new": "nouvelle",
        "status": "statut",
        "rules": "règles",
        "leave": "quitter",
        "end": "terminer",
        "history": "historique",
        "leaderboard": "classement",
        "stats": "statistiques",
        "review": "revue",
        "settings": "réglages",
    }


@pytest.mark.parametrize(
    "locale",
    [discord.Locale.american_english, discord.Locale.british_english, discord.Locale.japanese],
)
async def test_the_translator_leaves_other_locales_to_the_english_default(
    locale: discord.Locale,
) -> None:
    translator = CatalogTranslator()
    context = app_commands.TranslationContext(
        location=app_commands.TranslationContextLocation.command_name, data=None
    )
    keyed = app_commands.locale_str("new", key="command.new.name")
    assert await translator.translate(keyed, locale, context) is None
    french = await translator.translate(keyed, discord.Locale.french, context)
    assert french == "nouvelle"
    unkeyed = app_commands.locale_str("new")
    assert await translator.translate(unkeyed, discord.Locale.french, context) is None


def test_bot_settings_accept_only_a_catalogued_default_language() -> None:
    assert BotSettings(default_language="fr").default_language == "fr"
    assert BotSettings(default_language="de").default_language == "de"
    with pytest.raises(ValueError, match=", ".join(LANGUAGES)):
        BotSettings(default_language="ja")


def test_french_elides_de_before_a_name_that_starts_with_a_vowel() -> None:
    """Issue 35: "la pile de Ordinateur 2"; names are only known when the words are said."""
    assert "la pile d'Ordinateur 2 a été" in t(
        "pickpic.event.ranked_timeout", "fr", name="Ordinateur 2"
    )
    assert "la pile de Bob a été" in t("pickpic.event.ranked_timeout", "fr", name="Bob")
    assert t("pickpic.reveal.title", "fr", round=2, ranker="**Ève**").endswith("la pile d'**Ève**")
    assert "Ordinateur 2's pile" in t("pickpic.event.ranked_timeout", "en", name="Ordinateur 2")
    assert tn("pickpic.reveal.line", 1, "fr", ranker="Ann", cards="🂠").endswith("(1 point marqué)")
    assert tn("pickpic.reveal.line", 3, "en", ranker="Ann", cards="🂠").endswith(
        "(3 points for them)"
    )


@pytest.mark.parametrize(
    ("language", "one", "three"),
    [
        ("en", "over after 1 round", "over after 3 rounds"),
        ("fr", "terminée en 1 manche", "terminée en 3 manches"),
        ("de", "vorbei nach 1 Runde", "vorbei nach 3 Runden"),
        ("nl", "afgelopen na 1 ronde", "afgelopen na 3 rondes"),
    ],
)
def test_a_finished_pick_pic_games_title_agrees_with_its_rounds(language, one, three):
    """A game won in its first round read "over after 1 rounds"."""
    assert tn("pickpic.board.title_over", 1, language, round=1).endswith(one)
    assert tn("pickpic.board.title_over", 3, language, round=3).endswith(three)
