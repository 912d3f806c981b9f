"""A language's catalog read as a player would scan it, for the tests of each language's
words (tests/test_<language>.py): every text by key, all the words in one string, and the
keys that still read as in English."""

from words.i18n import DEFAULT_LANGUAGE, catalog


def texts(language: str) -> dict[str, list[str]]:
    """Key -> its text, or its plural forms in the catalog's order."""
    return {
        (message.id[0] if isinstance(message.id, tuple) else message.id): (
            list(message.string) if message.pluralizable else [message.string]
        )
        for message in catalog(language)
        if message.id
    }


def all_words(language: str) -> str:
    """Every text of the catalog in one string, to find a player's term wherever it is used."""
    return " ".join(text for forms in texts(language).values() for text in forms)


def same_as_english(language: str) -> set[str]:
    """The keys whose texts are English's, word for word: a translation left out, unless the
    language writes them so too (symbols, names, placeholders)."""
    english, translated = texts(DEFAULT_LANGUAGE), texts(language)
    return {key for key in english if english[key] == translated[key]}


SAME_IN_EVERY_LANGUAGE = frozenset(
    {
        "action.aside",
        "cli.store_reason.other",
        "command.pickpic.name",
        "command.web.name",
        "console.stats_field",
        "game.rating_line",
        "help.bonus_line",
        "pickpic.alt.item",
        "pickpic.card.caption",
        "pickpic.deck.line",
        "pickpic.deck.megabytes",
        "pickpic.reveal.score_change",
        "rules.pickpic",
        "web.board.pickpic",
    }
)
"""The keys every translation writes as English does: symbols and placeholders only
("{name}: {value}", "{size} MB"), and the game's name, Pick Pic, its command and the web
pages' one ("web")."""
