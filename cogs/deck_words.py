"""The words of /pickpic deck: the deck choice of /pickpic new, sizes, and the list of a
server's pictures against its limits, in the reader's language."""

from math import ceil

from discord import app_commands
from discord.app_commands import locale_str as _

from tables.markup import escape_markdown
from tables.pickpic.decks import Limits, Listing
from tables.pickpic.options import BOTH, BUILTIN, SERVER
from tables.storage import DeckUsage
from words.i18n import t, tn
from words.numbers import decimal

MESSAGE = 2000
"""Discord's longest message; a long list ends with how many pictures it leaves out."""

DECK_CHOICES = [
    app_commands.Choice(name=_("built-in", key="pickpic.deck.builtin"), value=BUILTIN),
    app_commands.Choice(name=_("this server's pictures", key="pickpic.deck.server"), value=SERVER),
    app_commands.Choice(name=_("both", key="pickpic.deck.both"), value=BOTH),
]


def size_text(size: int, language: str) -> str:
    """Kilobytes below a megabyte, else megabytes with one decimal."""
    if size < 1_000_000:
        return t("pickpic.deck.kilobytes", language, size=ceil(size / 1000))
    return t("pickpic.deck.megabytes", language, size=decimal(size / 1_000_000, language))


def usage_text(usage: DeckUsage, limits: Limits, language: str) -> str:
    line = t(
        "pickpic.deck.usage", language, pictures=usage.pictures, max_pictures=limits.pictures,
        size=size_text(usage.bytes, language), max_size=size_text(limits.total_bytes, language),
        max_picture=size_text(limits.picture_bytes, language),
    )  # fmt: skip
    if usage.kept:
        line += "\n" + tn("pickpic.deck.kept", usage.kept, language)
    return line


def listing_text(listing: Listing, limits: Limits, language: str) -> str:
    head = [t("pickpic.deck.list_title", language), usage_text(listing.usage, limits, language)]
    if not listing.pictures:
        return "\n".join([*head, t("pickpic.deck.empty", language)])
    text = "\n".join(head)
    for shown, picture in enumerate(listing.pictures):
        caption = escape_markdown(picture.caption)
        size = size_text(picture.size, language)
        line = t("pickpic.deck.line", language, id=picture.id, caption=caption, size=size)
        left = len(listing.pictures) - shown
        more = "\n" + tn("pickpic.deck.more", left, language)
        if len(text) + 1 + len(line) + len(more) > MESSAGE:
            return text + more
        text += "\n" + line
    return text
