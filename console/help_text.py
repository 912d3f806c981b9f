"""What `h` at a terminal prompt explains: the moves a player can type, the keys, and every
symbol of the board, the extension's tiles and bonuses included (docs/rules.md X1-X15).

The symbols are taken from the tables that draw the board (tables.pickomino.symbols,
tables.pickpic.board), so the help names exactly what the board shows; a terminal that shows
ASCII only gets their plain forms (`[hen]`) through console.plain_text like the board.
"""

import textwrap

from engine.pickomino.components import (
    APPLE,
    CANNED_WORM,
    CROW,
    EXTENSION,
    GOLDEN_DIE,
    HEN,
    WEASEL,
    WORM,
)
from tables.pickomino import symbols
from tables.pickomino.words import BONUS_KEYS
from words.i18n import t

INDENT = "  "
WIDTH = 79
"""Lines are folded to fit an 80-column terminal, the continuation indented under the text."""
BONUS_HELP = (
    (CANNED_WORM, "help.extension.canned_worm"),
    (HEN, "help.extension.hen"),
    (CROW, "help.extension.crow"),
    (WEASEL, "help.extension.weasel"),
    (GOLDEN_DIE, "help.extension.golden_die"),
    (APPLE, "help.extension.apple"),
)
"""The bonuses in the order the grill carries them at the start (X1)."""


def pickomino_help(rules: str, language: str, odds: bool, opponent: str) -> str:
    """The moves, the keys (`?` only where the odds can be asked), the symbols, and for the
    extension its tiles, grilled worms and each bonus. The moves are named as their labels
    read, a steal from `opponent`, someone at the table."""
    faces = " ".join(symbols.face_symbol(face) for face in range(1, WORM))
    take = t("action.stop_take", language, tile=27)
    steal = t("action.stop_steal", language, tile=27, name=opponent)
    lines = [
        _heading(t("help.title", language)),
        t("help.moves", language),
        INDENT + t("help.pickomino.roll", language),
        INDENT + t("help.pickomino.aside", language, face=symbols.face_symbol(5)),
        INDENT + t("help.pickomino.stop", language, take=take, steal=steal),
        INDENT + t("help.pickomino.bust", language),
    ]
    if odds:
        lines.append(t("help.keys.odds", language))
    lines.append(t("help.keys", language))
    lines += [
        _heading(t("help.symbols", language)),
        _symbol(symbols.WORM_SYMBOL, t("help.symbol.worm", language)),
        _symbol(faces, t("help.symbol.faces", language)),
        _symbol(symbols.FACE_DOWN_SYMBOL, t("help.symbol.face_down", language)),
        _symbol(symbols.CURRENT_SEAT_SYMBOL, t("help.symbol.current", language)),
        INDENT + t("help.stack", language, worm=symbols.WORM_SYMBOL),
        _symbol(symbols.BUST_SYMBOL, t("help.symbol.bust", language)),
        _symbol(symbols.REMOVED_SEAT_SYMBOL, t("help.symbol.left", language)),
        _symbol(symbols.STAND_IN_SYMBOL, t("help.symbol.stand_in", language)),
        _symbol(
            " ".join((symbols.WINNER_SYMBOL, *symbols.PLACE_SYMBOLS.values())),
            t("help.symbol.places", language),
        ),
    ]
    if rules != EXTENSION:
        return _folded([*lines, t("help.classic_only", language)])
    golden = symbols.golden_face_symbol(5)
    hen = symbols.bonus_symbol(HEN)
    lines += [
        _heading(t("help.extension", language)),
        INDENT + t("help.extension.small_tiles", language),
        _symbol(symbols.GRILLED_WORM_SYMBOL, t("help.extension.grilled", language)),
        INDENT + t("help.extension.bonus", language, hen=hen),
    ]
    for bonus, key in BONUS_HELP:
        name = t(BONUS_KEYS[bonus], language)
        text = t(key, language, golden=golden) if bonus == GOLDEN_DIE else t(key, language)
        line = t("help.bonus_line", language, name=name, text=text)
        lines.append(_symbol(symbols.bonus_symbol(bonus), line))
    return _folded(lines)


def pickpic_help(language: str, opponent: str) -> str:
    """Pick Pic's two steps as the moves name them (a gift to `opponent`, someone at the
    table), its scoring, its keys and its symbols."""
    from console.pickpic_steps import CONFIRM_SYMBOL
    from tables.pickpic.board import LOCKED_SYMBOL, WAITING_SYMBOL

    give = t("console.pickpic.give", language, number=2, name=opponent)
    confirm = f"{CONFIRM_SYMBOL} {t('pickpic.panel.confirm_gifts', language)}"

    return _folded(
        [
            _heading(t("help.title", language)),
            t("help.moves", language),
            INDENT + t("help.pickpic.give", language, give=give, name=opponent, confirm=confirm),
            INDENT + t("help.pickpic.rank", language),
            INDENT + t("help.pickpic.score", language),
            t("help.pickpic.keys", language),
            _heading(t("help.symbols", language)),
            _symbol(WAITING_SYMBOL, t("help.symbol.waiting", language)),
            _symbol(LOCKED_SYMBOL, t("help.symbol.locked", language)),
            _symbol("→", t("help.symbol.not_given", language)),
        ]
    )


def _heading(title: str) -> str:
    return f"── {title}"


def _symbol(symbol: str, text: str) -> str:
    return f"{INDENT}{symbol} {text}"


def _folded(lines: list[str]) -> str:
    folded = []
    for line in lines:
        indent = " " * (len(line) - len(line.lstrip(" ")))
        folded += textwrap.wrap(line, WIDTH, subsequent_indent=indent + INDENT * 2)
    return "\n".join(folded)
