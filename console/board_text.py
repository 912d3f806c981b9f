"""The Discord board message laid out as terminal text.

The terminal shows exactly what the Discord message shows, because it is built by the same
code (cogs.board_message) and only laid out differently here: the title underlined, each
field as a heading with its lines indented, Discord markdown taken off.
"""

import re
from collections.abc import Sequence

import discord

from bot.storage import StoredGame
from cogs.board_message import board_message
from engine.pickomino import Event, Game

INDENT = "  "
_MARKDOWN = re.compile(r"\\(.)|\*\*|`")
"""An escaped character (a name typed as `*x*`), bold markers, code marks around tiles."""


def plain(text: str) -> str:
    """Discord markdown as the terminal shows it: marks removed, escaped characters kept."""
    return _MARKDOWN.sub(lambda match: match.group(1) or "", text)


def embed_text(embed: discord.Embed) -> str:
    lines: list[str] = []
    if embed.title:
        title = plain(embed.title)
        lines += [title, "═" * len(title)]
    if embed.description:
        lines += plain(embed.description).splitlines()
    for field in embed.fields:
        lines.append(f"── {plain(field.name or '')}")
        lines += [INDENT + line for line in plain(field.value or "").splitlines()]
    if embed.footer.text:
        lines.append(plain(embed.footer.text))
    return "\n".join(lines)


def board_text(
    stored: StoredGame, game: Game | None, language: str, recent: Sequence[Event] = ()
) -> str:
    """The board of `stored`, as its Discord message would show it now.

    A terminal scrolls, so the event lines are printed as they happen; `recent` is empty by
    default for that reason."""
    embed, _ = board_message(stored, game, recent, language)
    return embed_text(embed)
