"""`pickomino-bot rules`: the player rules in a terminal, the same pages `/pickomino rules`
shows in Discord (tables.rules_pages), one after the other with their titles."""

import textwrap
from typing import TextIO

from console.board_text import plain
from console.exit_codes import EXIT_OK
from engine.pickomino.components import EXTENSION
from tables.rules_pages import PICKPIC, rules_pages
from words.i18n import t

PICKOMINO = "pickomino"
WIDTH = 79
GAME_NAMES = {PICKOMINO: "game.pickomino", PICKPIC: "rules.pickpic"}
"""Each game's name in the catalogs: the German edition of Pickomino is Heckmeck."""


def rules_text(game: str, language: str) -> str:
    """Pickomino's pages are the extension's: the classic rules, then the extension's pages,
    whose titles say they are the extension's."""
    title = t("help.rules.title", language, game=t(GAME_NAMES[game], language))
    lines = [title, "═" * len(title)]
    for page in rules_pages(PICKPIC if game == PICKPIC else EXTENSION, language):
        lines += ["", f"── {plain(page.title)}", textwrap.fill(plain(page.text), WIDTH)]
    return "\n".join(lines)


def rules_command(game: str, language: str, stdout: TextIO) -> int:
    print(rules_text(game, language), file=stdout)
    return EXIT_OK
